/**
 * robots.txt and sitemap.xml, made from the database on each request: every page that does not depend on the fleet,
 * and every active car with the day it last changed. The portal is never crawled.
 */
import type { Router } from '../http';
import { alternates, escapeHtml } from '../render/head';
import { INDEXED_PATHS } from '../render/pages';
import { activeCarStamps } from '../services/cars';
import { siteOrigin } from './site';
import { LOCALES, localePath } from '../../domain/locale';
import { carPagePath } from '../../domain/car-page';

/** A page's entry in each language, each naming all of them (and x-default) as its alternates. */
const entries = (origin: string, path: string, lastmod?: string): string[] => {
  const links = alternates(origin, path)
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
    .join('');
  const stamp = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
  return LOCALES.map((locale) => `  <url><loc>${escapeHtml(`${origin}${localePath(path, locale)}`)}</loc>${stamp}${links}</url>`);
};

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
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...INDEXED_PATHS.flatMap((path) => entries(origin, path)),
      ...cars.flatMap((car) => entries(origin, carPagePath(car.id), car.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });
}
