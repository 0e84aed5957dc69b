import type { SyntheticEvent } from 'react';
import type { Car, CarImage } from '../../../domain/types';
import { CAR_PLACEHOLDER } from '../../../domain/constants';

/** The gallery's photographs: the primary first, then the rest in the server's order; blank urls dropped. */
export function galleryImages(car: Pick<Car, 'images' | 'brand' | 'model'>): CarImage[] {
  const usable = (car.images ?? []).filter((image) => image.url?.trim());
  const primary = usable.findIndex((image) => image.isPrimary);
  const ordered = primary > 0 ? [usable[primary]!, ...usable.filter((_, i) => i !== primary)] : usable;
  return ordered.map((image, i) => ({ ...image, alt: image.alt?.trim() || `${car.brand} ${car.model}, photo ${i + 1}` }));
}

/** An image that fails to load is replaced by the placeholder, once (SPEC §2). Key each <img> by its url. */
export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (img.dataset.failed === 'true') return;
  img.dataset.failed = 'true';
  img.removeAttribute('srcset'); // else the browser keeps choosing from the failed photo's variants
  img.src = CAR_PLACEHOLDER;
}

