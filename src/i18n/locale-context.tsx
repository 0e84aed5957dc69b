/**
 * The language a view writes in: provided once by the app (src/i18n/locale-router.tsx) from the address, read by any
 * view with `useLocale()`; `useLocalized({ en, ar })` picks a catalogue entry, `useFormat()` the Intl formatters.
 */
import { createContext, useCallback, useContext, useMemo } from 'react';
import { formattersFor, type Formatters } from './format';
import { DEFAULT_LOCALE, localePath, type ByLocale, type Locale } from '../../domain/locale';

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

/**
 * An address of the site in the page's language that holds inside any nested router (the portal's '/admin'): for a
 * view shown both on a public page and inside the portal, such as Not Found.
 */
export function useSiteHref(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => `~${localePath(path, locale)}`, [locale]);
}
