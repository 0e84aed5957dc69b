import type { Car } from '../../../domain/types';
import { carName } from '../../../domain/car-page';
import { carWords } from '../../../domain/car-words';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../../domain/constants';
import type { Locale } from '../../../domain/locale';
import type { PageHead } from '../../config/page-heads';
import { clip } from '../../../domain/text';

/** The car fields a page's head reads. */
export type HeadCar = Pick<Car, 'brand' | 'model' | 'year' | 'description' | 'features' | 'metaTitle' | 'metaDescription' | 'ar'>;

/** A page language's words for a car that has no meta texts of its own in it (car-detail-copy.ts and its Arabic twin). */
export interface CarHeadTemplate {
  title(name: string, car: HeadCar): string;
  description(name: string, car: HeadCar): string;
}

/**
 * Document title and meta description of a car page in `locale`: the car's own meta texts in that language
 * (domain/car-words.ts), else the language's template, so a head never mixes languages; cut to what search shows.
 * The formula only: each copy module exports its `carMeta` with its template.
 */
export function carMetaIn(car: HeadCar, locale: Locale, template: CarHeadTemplate): PageHead {
  const name = carName(car);
  const words = carWords(car, locale);
  return {
    title: clip(words.metaTitle ?? template.title(name, car), META_TITLE_MAX),
    description: clip(words.metaDescription ?? template.description(name, car), META_DESCRIPTION_MAX),
  };
}
