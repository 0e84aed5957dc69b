/**
 * Which of a car's words a page in a language shows (issue 22), the one rule the app's views and the server's heads
 * read. An Arabic page shows the admin's Arabic words (`car.ar`, an image's `altAr`) where the car has them; where a
 * field has none it shows the English text, and says so (`lang: 'en'`), so the element holding it is marked as
 * English and a screen reader reads it as English. The head never mixes languages: a meta text the car lacks in the
 * page's language is null here, and the page's own template words it (the car page's copy, `carMeta`).
 * Name, brand and model are the same in every language.
 */
import { DIRECTION, LANGUAGE_TAG, type Locale } from './locale';
import type { Car, CarArabic, CarImage } from './types';

/** Words and the language they are written in: the page's, or English where the page's language has none. */
export interface Worded<T> {
  text: T;
  lang: Locale;
}

/** A photograph as a page shows it: its alt text in the page's language, else the English one (`lang`). */
export interface PageImage {
  url: string;
  alt: string;
  isPrimary: boolean;
  lang: Locale;
}

export interface CarWords {
  description: Worded<string>;
  features: Worded<string[]>;
  /** The car's own meta title in the page's language; null when it has none in it (the page's template words it). */
  metaTitle: string | null;
  metaDescription: string | null;
}

type CarText = Pick<Car, 'description' | 'features' | 'metaTitle' | 'metaDescription' | 'ar'>;

const given = (text: string | undefined): string | null => text?.trim() || null;

/** The car's words in the page's own language, when it is not English (none for English: the fields are English). */
const ownWords = (car: Pick<Car, 'ar'>, locale: Locale): CarArabic | null => (locale === 'ar' ? (car.ar ?? {}) : null);

/** The words of a car's page in `locale`: each field in that language when the car has it, else the English one. */
export function carWords(car: CarText, locale: Locale): CarWords {
  const own = ownWords(car, locale);
  if (!own) {
    return {
      description: { text: car.description ?? '', lang: 'en' },
      features: { text: car.features ?? [], lang: 'en' },
      metaTitle: given(car.metaTitle),
      metaDescription: given(car.metaDescription),
    };
  }
  const description = given(own.description);
  const features = (own.features ?? []).map((f) => f.trim()).filter(Boolean);
  return {
    description: description ? { text: description, lang: locale } : { text: car.description ?? '', lang: 'en' },
    features: features.length > 0 ? { text: features, lang: locale } : { text: car.features ?? [], lang: 'en' },
    metaTitle: given(own.metaTitle),
    metaDescription: given(own.metaDescription),
  };
}

/** An image's alt text in `locale` (its `altAr` on an Arabic page), else its English one. */
export function imageAlt(image: Pick<CarImage, 'alt' | 'altAr'>, locale: Locale): Worded<string> {
  const own = locale === 'ar' ? given(image.altAr) : null;
  return own ? { text: own, lang: locale } : { text: image.alt ?? '', lang: 'en' };
}

/** Whether the car has its description in `locale`: the portal's 'Arabic missing' badge asks this of 'ar'. */
export const hasDescriptionIn = (car: Pick<Car, 'description' | 'ar'>, locale: Locale): boolean =>
  Boolean(given(locale === 'en' ? car.description : ownWords(car, locale)?.description));

/**
 * The attributes of the element holding words on a page in `locale`: none when they are in the page's language, else
 * their language and direction (`{ lang: 'en', dir: 'ltr' }` for English on an Arabic page).
 */
export function wordsLang(lang: Locale, locale: Locale): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return lang === locale ? {} : { lang: LANGUAGE_TAG[lang], dir: DIRECTION[lang] };
}
