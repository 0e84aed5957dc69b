/**
 * Which page of SPEC §2 an address is: the product server answers every page address with the built site's HTML
 * (the SPA routes it), writes that page's head into it, and lists the indexable ones in sitemap.xml.
 */
import { isObjectId } from '../../domain/ids';
import { PUBLIC_CATEGORIES, type PublicCategory } from '../../src/config/constants';
import type { PageKey } from '../../src/config/page-heads';

export type PageMatch =
  | { kind: 'static'; key: PageKey; canonical: string; index: boolean }
  | { kind: 'category'; slug: PublicCategory; canonical: string }
  | { kind: 'car'; id: string }
  | { kind: 'admin' }
  | { kind: 'unknown' };

/** The static public pages by address (src/app/routes.tsx); `index: false` pages are never listed or indexed. */
const STATIC: Record<string, { key: PageKey; canonical: string; index: boolean }> = {
  '/': { key: 'home', canonical: '/', index: true },
  '/home': { key: 'home', canonical: '/', index: true },
  '/cars': { key: 'cars', canonical: '/cars', index: true },
  '/categories': { key: 'categories', canonical: '/categories', index: true },
  '/brands': { key: 'brands', canonical: '/brands', index: true },
  '/about': { key: 'about', canonical: '/about', index: true },
  '/contact': { key: 'contact', canonical: '/contact', index: true },
  '/disclaimer': { key: 'disclaimer', canonical: '/disclaimer', index: true },
  '/privacy': { key: 'privacy', canonical: '/privacy', index: true },
  '/terms': { key: 'terms', canonical: '/terms', index: true },
  '/cookies': { key: 'cookies', canonical: '/cookies', index: true },
  '/unauth': { key: 'accessDenied', canonical: '/unauth', index: false },
  '/hello': { key: 'home', canonical: '/hello', index: false },
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
