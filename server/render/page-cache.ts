/**
 * Public pages rendered once and kept (docs/decisions/018-page-cache.md): by site origin, address (its language
 * included) and the query parameters the page is drawn from, for one data version (services/site-version.ts). A new
 * version empties the cache; entries are bounded by count and bytes, the least recently used going first, so a crawler
 * of addresses cannot fill memory. Concurrent requests for a page not yet kept share one render.
 */
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { readAddress } from '../../domain/collection-address';
import type { PageMatch } from './pages';

const gzip = promisify(gzipCallback);

/** What the cache holds of one page: everything its answer is made of. */
export interface CachedPage {
  status: number;
  html: string;
  /** The same HTML, gzipped once (sent as it is to a browser that accepts gzip). */
  gzipped: Uint8Array<ArrayBuffer>;
  /** The address the page's data block names (render/app-html.ts), or null when it carries none. */
  dataUrl: string | null;
}

/** A page as the site route builds it; `keep: false` for one that must not be kept (its render failed). */
export interface BuiltPage {
  status: number;
  html: string;
  dataUrl: string | null;
  keep: boolean;
}

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * About 150 kB a page (HTML and its gzip): ~2,000 pages (every car of a large fleet in two languages, the static pages,
 * the common /cars filters) within 64 MB.
 */
export const PAGE_CACHE_LIMITS: PageCacheLimits = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 };

/** The pages that are kept: the public ones. The portal and unknown addresses are the shell (nothing to render). */
export const isCacheable = (match: PageMatch): boolean => match.kind === 'static' || match.kind === 'category' || match.kind === 'car';

/**
 * The query a page is drawn from, in one spelling: /cars reads brand, category and search (collection.model
 * readAddress, as page-data.ts and head.ts do); every other page none. Other parameters (utm_*, a crawler's
 * inventions) and other spellings of the same ones share the entry.
 */
export function pageQuery(match: PageMatch, search: string): string {
  if (match.kind !== 'static' || match.key !== 'cars') return '';
  const address = readAddress(search);
  const query = new URLSearchParams();
  if (address.brand) query.set('brand', address.brand);
  if (address.category !== 'all') query.set('category', address.category);
  if (address.search) query.set('search', address.search);
  return query.toString();
}

const sizeOf = (page: CachedPage) => Buffer.byteLength(page.html) + page.gzipped.byteLength;

export interface PageCache {
  /**
   * The kept page for `key` at `version`, else the one `build` makes (kept when it may be and `version` is still the
   * newest seen). Requests for the same key meanwhile wait for the same build.
   */
  get(key: string, version: number, build: () => Promise<BuiltPage>): Promise<CachedPage>;
  readonly size: { entries: number; bytes: number };
}

/** `lookup` hears of each get: `hit` when a kept page is sent, `miss` otherwise (rendered, or a render under way shared). */
export function createPageCache(limits: PageCacheLimits = PAGE_CACHE_LIMITS, lookup?: (result: 'hit' | 'miss') => void): PageCache {
  // A Map keeps insertion order: the first entry is the least recently used.
  const entries = new Map<string, CachedPage>();
  const building = new Map<string, Promise<CachedPage>>();
  let bytes = 0;
  let current = Number.NaN; // no version seen yet

  function clear() {
    entries.clear();
    building.clear();
    bytes = 0;
  }

  function remove(key: string) {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(page);
  }

  function keep(key: string, page: CachedPage) {
    const size = sizeOf(page);
    if (size > limits.maxBytes) return;
    remove(key);
    entries.set(key, page);
    bytes += size;
    for (const [oldest] of entries) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      remove(oldest);
    }
  }

  async function make(key: string, version: number, build: () => Promise<BuiltPage>): Promise<CachedPage> {
    const built = await build();
    const page: CachedPage = { status: built.status, html: built.html, dataUrl: built.dataUrl, gzipped: new Uint8Array(await gzip(built.html)) };
    // A render that began before a newer version was seen stands for the old data: sent, not kept.
    if (built.keep && version === current) keep(key, page);
    return page;
  }

  return {
    async get(key, version, build) {
      // Another version (newer; or older after the database was put back from a copy): what is kept stands for other data.
      if (version !== current) {
        clear();
        current = version;
      }
      const kept = entries.get(key);
      lookup?.(kept ? 'hit' : 'miss');
      if (kept) {
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      let pending = building.get(key);
      if (!pending) {
        pending = make(key, version, build).finally(() => {
          if (building.get(key) === pending) building.delete(key);
        });
        building.set(key, pending);
      }
      return pending;
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
