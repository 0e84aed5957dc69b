/**
 * The site's languages (issue 12): which there are, how each is written (language tag, direction), and how a
 * language is carried in the address. English lives at the root (`/cars`), Arabic under `/ar` (`/ar/cars`), so a
 * shared link opens in the language it was copied in. Pure: the app, the server and the tests read it.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag written in `<html lang>`, `hreflang` and given to `Intl` (the UAE's Arabic, not a generic `ar`). */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en', ar: 'ar-AE' };
export const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };
/** Each language's name in itself, as its switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', ar: 'العربية' };
/** The address prefix of each language ('' = the root). */
export const LOCALE_BASE: Record<Locale, string> = { en: '', ar: '/ar' };
/** The cookie that remembers a visitor's choice for the server (the browser also keeps it in localStorage). */
export const LOCALE_COOKIE = 'locale';

/** A value per language: every catalogue entry, page head and message table has this shape. */
export type ByLocale<T> = Record<Locale, T>;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language of an address and its path without the language prefix: `/ar/cars/1` → ar, `/cars/1`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const base = LOCALE_BASE[locale];
    if (!base) continue;
    if (pathname === base || pathname === `${base}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${base}/`)) return { locale, path: pathname.slice(base.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address of a language-free path in `locale`: ('/cars', 'ar') → '/ar/cars'; ('/', 'ar') → '/ar'. */
export function localePath(path: string, locale: Locale): string {
  const base = LOCALE_BASE[locale];
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/**
 * The type of a translation of an English catalogue entry declared `as const`: the same shape with every string
 * widened (`export const NAV_TEXT: Translated<typeof en.NAV_TEXT> = {...}`), so a missing or extra key fails tsc.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends readonly [unknown, ...unknown[]] | readonly unknown[]
      ? { readonly [K in keyof T]: Translated<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translated<T[K]> }
        : T;
