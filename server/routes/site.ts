/**
 * The built site (vite build → SITE_DIR): files as they are, hashed assets cached for a year, and index.html for every
 * page address so the SPA routes it, with that page's head written in (render/head.ts). Addresses that are no page of
 * SPEC §2, and cars that are not there or not shown, still get the SPA (it shows Not Found), with status 404 so a
 * search engine does not index them. Page requests are limited per address (LIMIT_RULES.page; files are not); the
 * public pages are rendered once per data version and kept (render/page-cache.ts, docs/decisions/018-page-cache.md).
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { serveStatic as ServeStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError } from '../../domain/http-errors';
import type { AppEnv, Router } from '../http';
import { appHtml, withDataUrl, type Renderer } from '../render/app-html';
import { escapeHtml, headFor, shellWords, withHead, type HeadWords } from '../render/head';
import { createPageCache, isCacheable, pageQuery, type BuiltPage } from '../render/page-cache';
import { needsData, pageDataFor } from '../render/page-data';
import { matchAddress } from '../render/pages';
import { pageUrl } from '../../domain/page-data';
import { findCar } from '../services/cars';
import { consume } from '../services/limits';
import type { SiteVersion } from '../services/site-version';
import { ARABIC_PRELOADED_FONTS, isFontFile } from '../../domain/preloaded-fonts';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, localePath, type Locale } from '../../domain/locale';

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

/** The address the site is reached at: PUBLIC_URL when set (production), else the request's own origin. */
export function siteOrigin(c: Context<AppEnv>, publicUrl: string | undefined): string {
  return publicUrl ?? new URL(c.req.url).origin;
}

function cacheControl(urlPath: string): string {
  if (urlPath.endsWith('/') || urlPath.endsWith('.html')) return 'no-cache';
  return urlPath.startsWith('/assets/') ? YEAR : DAY;
}

export interface SiteOptions {
  /** The public pages' data version: with it (and PAGE_CACHE on) they are kept between requests (render/page-cache.ts). */
  siteVersion?: SiteVersion;
  /** Instead of the renderer the build puts beside the site (render/app-html.ts): a test's, made from the source. */
  renderer?: Renderer;
}

export function siteRoutes({ app, deps }: Router, serveStatic: typeof ServeStatic, options: SiteOptions = {}): void {
  const root = deps.config.siteDir;
  const appPages = appHtml(root, deps.log, options.renderer);
  // The heads' words are the renderer's (render/head.ts); a site without one keeps its shell's, said once.
  let warned = false;
  const headWords = async (shell: string): Promise<HeadWords> => {
    const heads = await appPages.heads();
    if (heads) return { heads };
    if (!warned) deps.log.warn({ siteDir: root }, 'no server renderer with page heads: pages keep the shell\'s title and description');
    warned = true;
    return { shell: shellWords(shell) };
  };
  let shell: Promise<string> | null = null;
  const indexHtml = (): Promise<string> => {
    shell ??= readFile(join(root, 'index.html'), 'utf8').catch((error: unknown) => {
      shell = null; // built later: try again on the next request
      throw error;
    });
    return shell;
  };

  // An Arabic page's text face, by its built name (read once: it changes only with a new build).
  let arabicFonts: Promise<string[]> | null = null;
  const fontsFor = (locale: Locale): Promise<string[]> => {
    if (locale !== 'ar') return Promise.resolve([]);
    arabicFonts ??= readdir(join(root, 'assets')).then(
      (files) => files.filter((file) => isFontFile(file, ARABIC_PRELOADED_FONTS)).map((file) => `/assets/${file}`),
      () => [],
    );
    return arabicFonts;
  };

  // Made on first use: the folder may not exist until the site is built.
  let files: MiddlewareHandler | null = null;
  app.use('*', async (c, next) => {
    // The shell is only ever sent with its page's head (below), never as the bare file. A public page's address is
    // no file of the site (they all have an extension): no look on disk for it.
    if (c.req.path === '/' || c.req.path.endsWith('/index.html') || isCacheable(matchAddress(c.req.path).match)) return next();
    if (!files) {
      if (!existsSync(root)) return next();
      files = serveStatic({ root });
    }
    const found = await files(c, next);
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControl(c.req.path));
    return found;
  });

  const siteVersion = options.siteVersion;
  const pages = siteVersion && deps.config.pageCache ? createPageCache(undefined, (result) => deps.metrics.pageCache(result)) : null;

  /** The page at `c`'s address, its data read for `search` (the request's own query, or the one the cache keys by). */
  async function buildPage(c: Context<AppEnv>, shell: string, search: string): Promise<BuiltPage> {
    const { locale, path, match } = matchAddress(c.req.path);
    const car = match.kind === 'car' ? await findCar(deps.db, match.id, { activeOnly: true }) : undefined;
    const found = match.kind !== 'unknown' && (match.kind !== 'car' || car !== undefined);
    // Public pages arrive rendered: those drawn from the fleet with the data they were drawn from (when the API
    // would answer their address), the others once per build.
    let page = { html: shell, rendered: false };
    // The data names the address as the app sees it inside its language (domain/page-data.ts); the renderer is
    // given the whole address, its language included.
    const url = pageUrl(path, search);
    const data = needsData(match) ? await pageDataFor(deps.db, match, url, car) : null;
    const wanted = data !== null || (!needsData(match) && match.kind === 'static' && match.rendered);
    if (data) page = await appPages.fill(shell, pageUrl(c.req.path, search), data);
    else if (wanted) page = await appPages.fill(shell, pageUrl(c.req.path, ''));
    const words = await headWords(shell);
    const head = { ...headFor(match, siteOrigin(c, deps.config.publicUrl), words, car, { url, data }, locale), fonts: await fontsFor(locale) };
    const status = found ? 200 : 404;
    // Kept: a found page, rendered when it should be (a failed render is tried again next time).
    return { status, html: withHead(page.html, head), dataUrl: data ? url : null, keep: status === 200 && page.rendered === wanted };
  }

  app.get('*', async (c: Context<AppEnv>) => {
    const { locale, path, match } = matchAddress(c.req.path);
    try {
      await consume(deps.limiters.page, c.get('clientIp'));
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) return tooManyPages(c, error.headers);
      throw error;
    }
    if (match.kind === 'static' && match.canonical === '/') {
      // The bare home page of a visitor who chose another language opens in it; any other address is as written.
      c.header('Vary', 'Cookie');
      const chosen = returningLocale(getCookie(c, LOCALE_COOKIE), locale);
      if (chosen) {
        c.header('Cache-Control', 'no-cache');
        return c.redirect(localePath('/', chosen), 302);
      }
    }
    let shell: string;
    try {
      shell = await indexHtml();
    } catch {
      if (match.kind === 'unknown') return c.notFound();
      return c.text('The site is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    const search = new URL(c.req.url).search;
    if (!pages || !siteVersion || !isCacheable(match)) {
      const page = await buildPage(c, shell, search);
      return c.html(page.html, page.status === 200 ? 200 : 404);
    }
    // Nothing else of the request shapes a public page: its origin (when PUBLIC_URL is not set), address and query.
    const query = pageQuery(match, search);
    const key = `${siteOrigin(c, deps.config.publicUrl)} ${pageUrl(c.req.path, query)}`;
    const page = await pages.get(key, await siteVersion.current(), () => buildPage(c, shell, query));
    const status = page.status === 200 ? 200 : 404;
    // The browser keeps a page's data only at the address it names: this request's own spelling of it.
    const url = pageUrl(path, search);
    if (page.dataUrl !== null && page.dataUrl !== url) return c.html(withDataUrl(page.html, page.dataUrl, url), status);
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.html(page.html, status);
    c.header('Vary', 'Accept-Encoding', { append: true });
    return c.body(page.gzipped, status, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'gzip' });
  });
}

/** Whether the client takes gzip (an explicit `gzip` that is not `q=0`); the compress middleware handles the rest. */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    return coding === 'gzip' && !params.some((p) => /^q=0(?:\.0*)?$/.test(p));
  });
}

/** A flood of page requests from one address: a short page saying so, and when to come back (Retry-After). */
function tooManyPages(c: Context<AppEnv>, headers: Record<string, string> | undefined) {
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>429</title><p>${escapeHtml(SERVER_MSG.tooManyRequests)}</p></html>`;
  return c.html(page, 429, { ...headers, 'Cache-Control': 'no-store' });
}

/** The language a returning visitor chose (the `locale` cookie), when it is not the default and the address has none. */
function returningLocale(cookie: string | undefined, addressed: Locale): Locale | null {
  if (addressed !== DEFAULT_LOCALE || !isLocale(cookie) || cookie === DEFAULT_LOCALE) return null;
  return cookie;
}
