/**
 * robots.txt and sitemap.xml, made from the database on each request: every page that does not depend on the fleet,
 * and every active car with the day it last changed. The portal is never crawled.
 */
import type { Router } from '../http';
import { escapeHtml } from '../render/head';
import { INDEXED_PATHS } from '../render/pages';
import { activeCarStamps } from '../services/cars';
import { siteOrigin } from './site';

const url = (loc: string, lastmod?: string): string =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;

export function seoRoutes({ app, deps }: Router): void {
  app.get('/robots.txt', (c) => {
    const origin = siteOrigin(c, deps.config.publicUrl);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'));
  });

  app.get('/sitemap.xml', async (c) => {
    const origin = siteOrigin(c, deps.config.publicUrl);
    const cars = await activeCarStamps(deps.db);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...INDEXED_PATHS.map((path) => url(`${origin}${path}`)),
      ...cars.map((car) => url(`${origin}/cars/${encodeURIComponent(car.id)}`, car.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });
}
