/**
 * The built site (vite build → SITE_DIR): files as they are, hashed assets cached for a year, and index.html for every
 * page address so the SPA routes it. Addresses that are no page of SPEC §2 still get the SPA (it shows Not Found),
 * with status 404 so a search engine does not index them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { serveStatic as ServeStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
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

function cacheControl(path: string): string {
  if (path.endsWith('.html')) return 'no-cache';
  return /[\\/]assets[\\/]/.test(path) ? YEAR : DAY;
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

  app.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        c.header('Cache-Control', cacheControl(path));
      },
    }),
  );

  app.get('*', async (c: Context<AppEnv>) => {
    let html: string;
    try {
      html = await indexHtml();
    } catch {
      return c.text('The site is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html, isPage(c.req.path) ? 200 : 404);
  });
}
