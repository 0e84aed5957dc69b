import { useEffect, useState, type ReactNode } from 'react';
import { LocaleProvider } from '@ark-ui/react/locale';
import { Router, useLocation } from 'wouter';
import { LocaleContext } from './locale-context';
import { DIRECTION, LANGUAGE_TAG, LOCALE_BASE, splitLocale } from '../../domain/locale';
import { readStoredLocale } from './preference';
import { languageLoaded, loadLanguage } from './catalogue';

/**
 * The language of the page, read from its address (`/ar/...` is Arabic, domain/locale.ts), for everything inside:
 * the routes see the address without its prefix (a nested wouter base, so every `<Link href="/cars">` stays in the
 * language), views read it with useLocale, Ark UI components get its direction, and `<html lang dir>` follows it.
 * Switching language changes the address only: nothing below remounts. The words of a language are loaded when it is
 * first needed (src/i18n/catalogue.ts): until they are, the page goes on speaking the language it had.
 */
export function LocaleRouter({ children }: { children: ReactNode }) {
  const [address, navigate] = useLocation();
  const wanted = splitLocale(address).locale;
  const [held, setHeld] = useState(wanted);
  const locale = wanted === held || languageLoaded(wanted) ? wanted : held;

  useEffect(() => {
    if (held === wanted) return;
    let current = true;
    void loadLanguage(wanted).then(() => current && setHeld(wanted));
    return () => {
      current = false;
    };
  }, [wanted, held]);

  useEffect(() => {
    const html = document.documentElement;
    html.lang = LANGUAGE_TAG[locale];
    html.dir = DIRECTION[locale];
  }, [locale]);

  // A returning visitor who chose a language and opens the bare home page gets it in that language (the product
  // server already redirects such a visit; this serves a build without it).
  useEffect(() => {
    const stored = readStoredLocale();
    if (address === '/' && stored && stored !== locale) navigate(LOCALE_BASE[stored] || '/', { replace: true });
    // Only on arrival: a later visit to '/' is the visitor's own choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <LocaleContext.Provider value={locale}>
      <LocaleProvider locale={LANGUAGE_TAG[locale]}>
        <Router base={LOCALE_BASE[wanted]}>{children}</Router>
      </LocaleProvider>
    </LocaleContext.Provider>
  );
}
