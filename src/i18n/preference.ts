/**
 * A visitor's chosen language, remembered in the browser (localStorage for the app, a cookie for the server, which
 * sends a returning visitor's bare `/` to `/ar`). The address always wins: a shared `/cars/1` opens in English.
 */
import { STORAGE_KEYS } from '../../domain/constants';
import { LOCALE_COOKIE, isLocale, type Locale } from '../../domain/locale';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readStoredLocale(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEYS.locale);
    return isLocale(stored) ? stored : null;
  } catch {
    return null; // storage blocked: nothing remembered
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  if (typeof document !== 'undefined') document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
