/**
 * The built site (vite build → SITE_DIR): files as they are, hashed assets cached for a year, and index.html for every
 * page address so the SPA routes it. Addresses that are no page of SPEC §2 still get the SPA (it shows Not Found),
 * with status 404 so a search engine does not index them.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { serveStatic as ServeStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { PUBLIC_CATEGORIES } from '../../src/config/constants';
import type { AppEnv, Router } from '../http';

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

/** The SPA's pages (src/app/routes.tsx); anything under /admin is the portal's. */
const PAGES: RegExp[] = [
  /^\/(home|cars|categories|brands|about|contact|disclaimer|privacy|terms|cookies|unauth|hello)?\/?$/,
  /^\/cars\/[^/]+\/?$/,
  new RegExp(`^/(${PUBLIC_CATEGORIES.join('|')})/?$`),
  /^\/admin(\/.*)?$/,
];

export function isPage(pathname: string): boolean {
  return PAGES.some((page) => page.test(pathname));
}

function cacheControl(urlPath: string): string {
  if (urlPath.endsWith('/') || urlPath.endsWith('.html')) return 'no-cache';
  return urlPath.startsWith('/assets/') ? YEAR : DAY;
}

export function siteRoutes({ app, deps }: Router, serveStatic: typeof ServeStatic): void {
  const root = deps.config.siteDir;
  let shell: Promise<string> | null = null;
  const indexHtml = (): Promise<string> => {
    shell ??= readFile(join(root, 'index.html'), 'utf8').catch((error: unknown) => {
      shell = null; // built later: try again on the next request
      throw error;
    });
    return shell;
  };

  // Made on first use: the folder may not exist until the site is built.
  let files: MiddlewareHandler | null = null;
  app.use('*', async (c, next) => {
    if (!files) {
      if (!existsSync(root)) return next();
      files = serveStatic({ root });
    }
    const found = await files(c, next);
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControl(c.req.path));
    return found;
  });

  app.get('*', async (c: Context<AppEnv>) => {
    const page = isPage(c.req.path);
    let html: string;
    try {
      html = await indexHtml();
    } catch {
      if (!page) return c.notFound();
      return c.text('The site is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html, page ? 200 : 404);
  });
}
