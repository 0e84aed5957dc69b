/**
 * Which page of SPEC §2 an address is: the product server answers every page address with the built site's HTML
 * (the SPA routes it), writes that page's head into it, and lists the indexable ones in sitemap.xml.
 */
import { isObjectId } from '../../domain/ids';
import { PUBLIC_CATEGORIES, type PublicCategory } from '../../domain/constants';
import { STATIC_PAGES, carPageSegment, categoryOfPath, categoryPath, isPortalPath, type PageKey } from '../../domain/pages';
import { splitLocale, type Locale } from '../../domain/locale';

export type PageMatch =
  | { kind: 'static'; key: PageKey; canonical: string; index: boolean; rendered: boolean }
  | { kind: 'category'; slug: PublicCategory; canonical: string }
  | { kind: 'car'; id: string }
  | { kind: 'admin' }
  | { kind: 'unknown' };

/** The page at a language-free path, from the page table (domain/pages.ts, which the app's routes read too). */
export function matchPage(pathname: string): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC_PAGES[path];
  if (known) return { kind: 'static', key: known.key, canonical: known.canonical, index: known.index, rendered: known.rendered };
  if (isPortalPath(path)) return { kind: 'admin' };
  const slug = categoryOfPath(path);
  if (slug) return { kind: 'category', slug, canonical: path };
  const segment = carPageSegment(path);
  if (segment) {
    let id: string;
    try {
      id = decodeURIComponent(segment);
    } catch {
      return { kind: 'unknown' };
    }
    return isObjectId(id) ? { kind: 'car', id } : { kind: 'unknown' };
  }
  return { kind: 'unknown' };
}

/** Every indexable address that does not depend on the fleet, for sitemap.xml. */
export const INDEXED_PATHS: readonly string[] = [
  ...new Set(Object.values(STATIC_PAGES).filter((page) => page.index).map((page) => page.canonical)),
  ...PUBLIC_CATEGORIES.map(categoryPath),
];

/** An address with its language (`/ar/cars` is /cars in Arabic, domain/locale.ts): the page and the path inside the language. */
export function matchAddress(pathname: string): { locale: Locale; path: string; match: PageMatch } {
  const { locale, path } = splitLocale(pathname);
  return { locale, path, match: matchPage(path) };
}
