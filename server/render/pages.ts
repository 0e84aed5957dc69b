/**
 * Which page of SPEC §2 an address is: the product server answers every page address with the built site's HTML
 * (the SPA routes it), writes that page's head into it, and lists the indexable ones in sitemap.xml.
 */
import { isObjectId } from '../../domain/ids';
import { PUBLIC_CATEGORIES, type PublicCategory } from '../../src/config/constants';
import type { PageKey } from '../../src/config/page-heads';
import { splitLocale, type Locale } from '../../src/i18n/locale';

export type PageMatch =
  | { kind: 'static'; key: PageKey; canonical: string; index: boolean; rendered: boolean }
  | { kind: 'category'; slug: PublicCategory; canonical: string }
  | { kind: 'car'; id: string }
  | { kind: 'admin' }
  | { kind: 'unknown' };

/**
 * The static public pages by address (src/app/routes.tsx); `index: false` pages are never listed or indexed.
 * `rendered`: the server sends the page rendered (render/app-html.ts; /cars with its fleet data, render/page-data.ts).
 */
type StaticPage = { key: PageKey; canonical: string; index: boolean; rendered: boolean };
const page = (key: PageKey, canonical: string, index = true, rendered = index): StaticPage => ({ key, canonical, index, rendered });
const STATIC: Record<string, StaticPage> = {
  '/': page('home', '/'),
  '/home': page('home', '/'),
  '/cars': page('cars', '/cars'),
  '/categories': page('categories', '/categories'),
  '/brands': page('brands', '/brands'),
  '/about': page('about', '/about'),
  '/contact': page('contact', '/contact'),
  '/disclaimer': page('disclaimer', '/disclaimer'),
  '/privacy': page('privacy', '/privacy'),
  '/terms': page('terms', '/terms'),
  '/cookies': page('cookies', '/cookies'),
  '/unauth': page('accessDenied', '/unauth', false),
  // Kept in the visitor's browser: never indexed, sent as the shell and drawn there from storage.
  '/shortlist': page('shortlist', '/shortlist', false),
  '/hello': page('home', '/hello', false),
};

const CATEGORY_SET: ReadonlySet<string> = new Set(PUBLIC_CATEGORIES);

export function matchPage(pathname: string): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC[path];
  if (known) return { kind: 'static', ...known };
  if (path === '/admin' || path.startsWith('/admin/')) return { kind: 'admin' };
  const segment = path.slice(1);
  if (CATEGORY_SET.has(segment)) return { kind: 'category', slug: segment as PublicCategory, canonical: path };
  const car = /^\/cars\/([^/]+)$/.exec(path);
  if (car) {
    let id: string;
    try {
      id = decodeURIComponent(car[1]!);
    } catch {
      return { kind: 'unknown' };
    }
    return isObjectId(id) ? { kind: 'car', id } : { kind: 'unknown' };
  }
  return { kind: 'unknown' };
}

/** Every indexable address that does not depend on the fleet, for sitemap.xml. */
export const INDEXED_PATHS: readonly string[] = [
  ...new Set(Object.values(STATIC).filter((page) => page.index).map((page) => page.canonical)),
  ...PUBLIC_CATEGORIES.map((slug) => `/${slug}`),
];

/** An address with its language (`/ar/cars` is /cars in Arabic, src/i18n/locale.ts): the page and the path inside the language. */
export function matchAddress(pathname: string): { locale: Locale; path: string; match: PageMatch } {
  const { locale, path } = splitLocale(pathname);
  return { locale, path, match: matchPage(path) };
}
