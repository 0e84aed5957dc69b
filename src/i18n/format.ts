/**
 * Numbers, years and dates written for a language with `Intl` (ar-AE writes Latin digits, as the UAE does, with its
 * own separators and month names). Formatters are made once per language and option set.
 */
import { LANGUAGE_TAG, type Locale } from '../../domain/locale';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(LANGUAGE_TAG[locale], options)));
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  // Dubai's clock, so the server and the browser write the same day.
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { timeZone: 'Asia/Dubai', ...options })));
  return format;
}

export const formatNumber = (value: number, locale: Locale, options?: Intl.NumberFormatOptions): string =>
  numberFormat(locale, options).format(value);

/** A year: no grouping separator (2025, never 2,025). */
export const formatYear = (year: number, locale: Locale): string => numberFormat(locale, { useGrouping: false }).format(year);

export const formatDate = (date: Date | string | number, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string =>
  dateFormat(locale, options).format(new Date(date));

/** The formatters of one language, as a view gets them (useFormat). */
export function formattersFor(locale: Locale) {
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    year: (year: number) => formatYear(year, locale),
    date: (date: Date | string | number, options?: Intl.DateTimeFormatOptions) => formatDate(date, locale, options),
  };
}
export type Formatters = ReturnType<typeof formattersFor>;
