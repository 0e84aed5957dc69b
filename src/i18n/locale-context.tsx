/**
 * The language a view writes in: provided once by the app (src/i18n/locale-router.tsx) from the address, read by any
 * view with `useLocale()`; `useCopy(catalogue)` gives a catalogue's words in it (src/i18n/catalogue.ts, the one way a
 * view speaks), `useMessages()` the message catalogue, `useMessageText()` the one formatter of the message descriptors
 * machines and clients hold (domain/message.ts), `useFormat()` the Intl formatters. A view never compares the
 * language itself (ESLint).
 */
import { createContext, useCallback, useContext, useMemo } from 'react';
import { formattersFor, type Formatters } from './format';
import type { Catalogue } from './catalogue';
import { appMessages, type Messages } from './app-messages';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../domain/locale';
import { formatMessage, type Message } from '../../domain/message';

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const useLocale = (): Locale => useContext(LocaleContext);

/**
 * A catalogue's words in the page's language. They are nearly always here: boot.tsx, the language switch and every
 * lazy piece (lazyWithWords) wait for them. Otherwise the view suspends until they are, by throwing their promise, as
 * a lazy component does: React's use() would mark even a loaded promise as awaited, which a test's act() reports.
 */
export function useCopy<T>(words: Catalogue<T>): T {
  const locale = useLocale();
  const loaded = words.peek(locale);
  if (loaded !== undefined) return loaded;
  throw words.load(locale);
}

/** The message catalogue (domain/app-messages.ts) in the page's language. */
export const useMessages = (): Messages => useCopy(appMessages);

/** A message descriptor (what machines and clients hold, never a text) in the page's language. */
export function useMessageText(): (message: Message) => string {
  const words = useMessages();
  return useCallback((message: Message) => formatMessage(message, words), [words]);
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
