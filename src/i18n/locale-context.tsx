/**
 * The language a view writes in: provided once by the app (src/i18n/locale-router.tsx) from the address, read by any
 * view with `useLocale()`; `useLocalized({ en, ar })` picks a catalogue entry, `useMessages()` the message catalogue,
 * `useFormat()` the Intl formatters. A view never compares the language itself (ESLint).
 */
import { createContext, useCallback, useContext, useMemo } from 'react';
import { formattersFor, type Formatters } from './format';
import { MSG } from '../../domain/app-messages';
import { MSG as MSG_AR } from '../../domain/app-messages.ar';
import { DEFAULT_LOCALE, localePath, type ByLocale, type Locale } from '../../domain/locale';

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const useLocale = (): Locale => useContext(LocaleContext);

/** The value for the page's language: `useLocalized({ en: EN_COPY, ar: AR_COPY })`. */
export function useLocalized<T>(values: ByLocale<T>): T {
  return values[useLocale()];
}

/** The message catalogue (domain/app-messages.ts) in the page's language. */
export function useMessages(): typeof MSG_AR {
  return useLocalized<typeof MSG_AR>({ en: MSG, ar: MSG_AR });
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
