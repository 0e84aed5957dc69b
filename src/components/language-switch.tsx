import { Link, useLocation, useRouter, useSearch } from 'wouter';
import { css, cx } from 'styled-system/css';
import { useLocale } from '../i18n/locale-context';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, localePath, splitLocale, type Locale } from '../../domain/locale';
import { storeLocale } from '../i18n/preference';
import { loadLanguage } from '../i18n/catalogue';

/**
 * The language switch (issue 12): a link to the same page, with the same query, in the other language. Its text is
 * that language's own name, marked with its language so a screen reader says it right; following it remembers the
 * choice (src/i18n/preference.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const other = LOCALES.find((l) => l !== locale) as Locale;
  // Inside a nested router (the portal's '/admin') the location is relative to its base: the page's own path is the
  // whole address (base + location) without the language prefix.
  const { base } = useRouter();
  const [location] = useLocation();
  const { path } = splitLocale(location === '/' && base ? base : `${base}${location}`);
  const search = useSearch();
  const href = `${localePath(path, other)}${search ? `?${search}` : ''}`;
  return (
    <Link
      href={`~${href}`}
      hrefLang={LANGUAGE_TAG[other]}
      lang={LANGUAGE_TAG[other]}
      data-testid="language-switch"
      // The other language's words start loading when the switch is pointed at or reached (the page shows them once
      // they are here: src/i18n/locale-router.tsx).
      onPointerEnter={() => void loadLanguage(other)}
      onFocus={() => void loadLanguage(other)}
      onClick={() => storeLocale(other)}
      className={cx(switchStyle, className)}
    >
      {LANGUAGE_NAME[other]}
    </Link>
  );
}

const switchStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  px: { base: '3', sm: '3.5' },
  layerStyle: 'pillOutline',
  color: 'mist.200',
  fontSize: 'sm',
  letterSpacing: 'wide',
  whiteSpace: 'nowrap',
  transition: 'border-color 0.25s, color 0.25s',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  _reducedMotion: { transition: 'none' },
});
