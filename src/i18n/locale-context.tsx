/**
 * The language a view writes in: provided once by the app (src/i18n/locale-router.tsx) from the address, read by any
 * view with `useLocale()`; `useLocalized({ en, ar })` picks a catalogue entry, `useFormat()` the Intl formatters.
 */
import { createContext, useContext, useMemo } from 'react';
import { formattersFor, type Formatters } from './format';
import { DEFAULT_LOCALE, type ByLocale, type Locale } from './locale';

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const useLocale = (): Locale => useContext(LocaleContext);

/** The value for the page's language: `useLocalized({ en: EN_COPY, ar: AR_COPY })`. */
export function useLocalized<T>(values: ByLocale<T>): T {
  return values[useLocale()];
}

export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}
