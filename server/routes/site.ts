/**
 * The built site (vite build → SITE_DIR): files as they are, hashed assets cached for a year, and index.html for every
 * page address so the SPA routes it, with that page's head written in (render/head.ts). Addresses that are no page of
 * SPEC §2, and cars that are not there or not shown, still get the SPA (it shows Not Found), with status 404 so a
 * search engine does not index them.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { serveStatic as ServeStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, Router } from '../http';
import { appHtml } from '../render/app-html';
import { headFor, withHead } from '../render/head';
import { needsData, pageDataFor } from '../render/page-data';
import { matchAddress } from '../render/pages';
import { pageUrl } from '../../src/actors/page-data';
import { findCar } from '../services/cars';
import { ARABIC_PRELOADED_FONTS, isFontFile } from '../../src/theme/preloaded-fonts';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, localePath, type Locale } from '../../src/i18n/locale';

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

export function siteRoutes({ app, deps }: Router, serveStatic: typeof ServeStatic): void {
  const root = deps.config.siteDir;
  const appPages = appHtml(root, deps.log);
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
    // The shell is only ever sent with its page's head (below), never as the bare file.
    if (c.req.path === '/' || c.req.path.endsWith('/index.html')) return next();
    if (!files) {
      if (!existsSync(root)) return next();
      files = serveStatic({ root });
    }
    const found = await files(c, next);
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControl(c.req.path));
    return found;
  });

  app.get('*', async (c: Context<AppEnv>) => {
    const { locale, path, match } = matchAddress(c.req.path);
    if (match.kind === 'static' && match.canonical === '/') {
      // The bare home page of a visitor who chose another language opens in it; any other address is as written.
      c.header('Vary', 'Cookie');
      const chosen = returningLocale(getCookie(c, LOCALE_COOKIE), locale);
      if (chosen) {
        c.header('Cache-Control', 'no-cache');
        return c.redirect(localePath('/', chosen), 302);
      }
    }
    let html: string;
    try {
      html = await indexHtml();
    } catch {
      if (match.kind === 'unknown') return c.notFound();
      return c.text('The site is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    const car = match.kind === 'car' ? await findCar(deps.db, match.id, { activeOnly: true }) : undefined;
    const found = match.kind !== 'unknown' && (match.kind !== 'car' || car !== undefined);
    // Public pages arrive rendered: those drawn from the fleet with the data they were drawn from (when the API
    // would answer their address), the others once per build.
    let page = html;
    // The data names the address as the app sees it inside its language (src/actors/page-data.ts); the renderer is
    // given the whole address, its language included.
    const search = new URL(c.req.url).search;
    const url = pageUrl(path, search);
    const data = needsData(match) ? await pageDataFor(deps.db, match, url, car) : null;
    if (data) page = await appPages.fill(html, pageUrl(c.req.path, search), data);
    else if (!needsData(match) && match.kind === 'static' && match.rendered) page = await appPages.fill(html, pageUrl(c.req.path, ''));
    const head = { ...headFor(match, siteOrigin(c, deps.config.publicUrl), car, { url, data }, locale), fonts: await fontsFor(locale) };
    c.header('Cache-Control', 'no-cache');
    return c.html(withHead(page, head), found ? 200 : 404);
  });
}

/** The language a returning visitor chose (the `locale` cookie), when it is not the default and the address has none. */
function returningLocale(cookie: string | undefined, addressed: Locale): Locale | null {
  if (addressed !== DEFAULT_LOCALE || !isLocale(cookie) || cookie === DEFAULT_LOCALE) return null;
  return cookie;
}
