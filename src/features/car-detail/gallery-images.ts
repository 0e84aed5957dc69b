import type { SyntheticEvent } from 'react';
import type { Car } from '../../../domain/types';
import { CAR_PLACEHOLDER } from '../../../domain/constants';
import { imageAlt, type PageImage } from '../../../domain/car-words';
import type { Locale } from '../../../domain/locale';

/**
 * The gallery's photographs: the primary first, then the rest in the server's order; blank urls dropped. Each alt is
 * in the page's language where the car has it, else English, and says which (domain/car-words.ts).
 */
export function galleryImages(car: Pick<Car, 'images' | 'brand' | 'model'>, locale: Locale): PageImage[] {
  const usable = (car.images ?? []).filter((image) => image.url?.trim());
  const primary = usable.findIndex((image) => image.isPrimary);
  const ordered = primary > 0 ? [usable[primary]!, ...usable.filter((_, i) => i !== primary)] : usable;
  return ordered.map((image, i) => {
    const alt = imageAlt(image, locale);
    return { url: image.url, isPrimary: image.isPrimary, alt: alt.text.trim() || `${car.brand} ${car.model}, photo ${i + 1}`, lang: alt.lang };
  });
}

/** An image that fails to load is replaced by the placeholder, once (SPEC §2). Key each <img> by its url. */
export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (img.dataset.failed === 'true') return;
  img.dataset.failed = 'true';
  img.removeAttribute('srcset'); // else the browser keeps choosing from the failed photo's variants
  img.src = CAR_PLACEHOLDER;
}
