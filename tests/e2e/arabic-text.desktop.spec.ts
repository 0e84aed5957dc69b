import type { Page } from '@playwright/test';
import { REFRESH_COOKIE } from '../../domain/rules';
import { CATALOGUE } from '../../mocks/db/catalogue';
import { BRAND_TILES, NAV_BRANDS } from '../../src/config/catalog-shared';
import { STORAGE_KEYS } from '../../domain/constants';
import { SITE } from '../../domain/site';
import { LANGUAGE_NAME, LOCALES } from '../../domain/locale';
import { expect, gotoFresh, test } from './fixtures';

/**
 * Issue 12: an Arabic page says everything in Arabic. Every Latin word a visitor can read or hear on the static Arabic
 * pages (the text of header, main and footer, the page title, and the aria-label, title, alt and placeholder of every
 * visible element) must be one that legitimately stays in Latin script: a brand, the company's name, a car's name, an
 * e-mail address, a social network's name. Anything else is English left untranslated, and the failure lists it with
 * where it was found. Desktop only: the mobile layout shows the same copy.
 */

const LATIN_WORD = /[A-Za-z]{2,}/g;
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/**
 * The words that may stay in Latin script, compared case-insensitively (the logo is set in capitals):
 * - names: the company's (site.ts loads here: it reads import.meta.env, undefined in Playwright's Node, and takes the
 *   defaults the dev server uses too), the brands, the mock fleet's cars (brand and model, shown as the admin entered
 *   them: decision 014), the social networks and WhatsApp, Google (its maps), and 'English' (the language switch's
 *   name of the other language, in that language);
 * - what Arabic also writes in Latin: the currency code AED and the acronyms GPS, RTA (Dubai's roads authority),
 *   HTTP(S); the keys Alt and Escape as the keyboard shows them;
 * - what the cookie policy quotes as the browser holds it: the storage keys, the refresh cookie's name and the values
 *   they hold (true/false, ar/en).
 */
const NAMES = [
  SITE.name,
  ...BRAND_TILES.map((brand) => brand.name),
  ...NAV_BRANDS.map((brand) => brand.name),
  ...CATALOGUE.map((car) => `${car.brand} ${car.model}`),
  ...SITE.socials.map((social) => social.name),
  'WhatsApp',
  'Google',
  LANGUAGE_NAME.en,
];
const WRITTEN_IN_LATIN = ['AED', 'GPS', 'RTA', 'HTTP', 'HTTPS', 'Alt', 'Escape'];
const BROWSER_NAMES = [...Object.values(STORAGE_KEYS), REFRESH_COOKIE, 'true', 'false', ...LOCALES];
const ALLOWED_WORDS = new Set([...NAMES, ...WRITTEN_IN_LATIN, ...BROWSER_NAMES].flatMap((name) => name.toLowerCase().match(LATIN_WORD) ?? []));

/**
 * Phrases removed before the words are checked: e-mail addresses; product names made of ordinary words; and the alt
 * text the fleet's photographs carry as data ('Ferrari Roma Image 1', mocks/db/factories/car.factory.ts).
 */
const ALLOWED_PHRASES: readonly RegExp[] = [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, /\bGoogle Maps\b/g, /\bHTTP-only\b/g, /\bImage \d+$/g];

const PAGES = [
  '/ar',
  '/ar/about',
  '/ar/brands',
  '/ar/categories',
  '/ar/contact',
  '/ar/disclaimer',
  '/ar/privacy',
  '/ar/terms',
  '/ar/cookies',
  '/ar/nope',
  '/ar/admin/login',
  '/ar/shortlist',
] as const;

interface Found {
  where: string;
  text: string;
}

/**
 * Every text of the page a visitor meets: the visible text (header, main, footer and whatever else the body shows), the
 * document's title, and the aria-label, title, alt, placeholder and aria-description of visible elements.
 */
async function pageTexts(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const found: { where: string; text: string }[] = [{ where: 'document.title', text: document.title }];
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const landmark = el.closest('header, main, footer, [role="dialog"], [role="region"]')?.tagName.toLowerCase() ?? 'body';
      return `${landmark} ${el.tagName.toLowerCase()}${id}`;
    };
    // Text nodes rather than innerText: each is reported with its own place, and CSS capitals do not hide a word's case.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      found.push({ where: `${name(parent)} text`, text });
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-description]')) {
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"]')) continue;
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description']) {
        const value = el.getAttribute(attribute);
        if (value?.trim()) found.push({ where: `${name(el)} [${attribute}]`, text: value.trim() });
      }
    }
    return found;
  });
}

/** The Latin words of a text that may not stay in Latin script. */
function untranslated(text: string): string[] {
  const rest = ALLOWED_PHRASES.reduce((left, phrase) => left.replace(phrase, ' '), text);
  return (rest.match(LATIN_WORD) ?? []).filter((word) => !ALLOWED_WORDS.has(word.toLowerCase()));
}

test.describe('Arabic pages say everything in Arabic', () => {
  for (const path of PAGES) {
    test(`${path}: every Latin word is a name`, async ({ page }) => {
      await gotoFresh(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
      await expect(page.locator('main')).toBeVisible();
      // The page itself has mounted (its chunk loads on demand) when it has named the document in Arabic.
      await expect(page).toHaveTitle(ARABIC_SCRIPT);
      // The page's data (featured cars, brands) has arrived when nothing says it is loading any more.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const offending = (await pageTexts(page))
        .map(({ where, text }) => ({ where, text, words: untranslated(text) }))
        .filter(({ words }) => words.length > 0);
      const report = offending.map(({ where, text, words }) => `${where}: ${words.join(', ')}  ←  ${JSON.stringify(text.slice(0, 160))}`);
      expect(report, `English left on ${path}`).toEqual([]);
    });
  }
});
