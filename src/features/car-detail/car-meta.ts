import type { Car } from '../../../domain/types';
import { carName } from '../../../domain/car-page';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../../domain/constants';
import type { PageHead } from '../../config/page-heads';
import { clip } from '../../../domain/text';

/**
 * Document title and meta description: the car's own, else its brand and model (SPEC §2), cut to what search shows.
 * The car's own texts, the same in both languages: car-detail-copy.ts and its Arabic twin re-export it.
 */
export function carMeta(car: Pick<Car, 'brand' | 'model' | 'metaTitle' | 'metaDescription'>): PageHead {
  const name = carName(car);
  return { title: clip(car.metaTitle?.trim() || name, META_TITLE_MAX), description: clip(car.metaDescription?.trim() || name, META_DESCRIPTION_MAX) };
}
