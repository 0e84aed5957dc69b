/**
 * The site's own address in production is PUBLIC_URL, never the request's Host (issue 20: `Host: evil.example` became
 * the origin of canonical, og:url, sitemap and robots). Production cannot start without PUBLIC_URL (startup.test.ts);
 * here a production server with it is sent a forged Host on every address that names the site.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTING_RENDERER, writeSite } from './render/site-fixture';
import { createTestServer, type TestServer } from './testing';

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters', PUBLIC_URL: 'https://luxe.example' };

let server: TestServer | undefined;
afterEach(async () => server?.close());

describe('a forged Host in production', () => {
  it('never reaches the canonical link, og:url, the sitemap or robots.txt', async () => {
    server = await createTestServer({ env: PRODUCTION });
    await writeSite(server.config.siteDir, COUNTING_RENDERER);
    const forged = { headers: { Host: 'evil.example' } };

    const page = await (await server.request('http://evil.example/', forged)).text();
    expect(page).toMatch(/<link rel="canonical" href="https:\/\/luxe\.example\/?"/);
    expect(page).toMatch(/<meta property="og:url" content="https:\/\/luxe\.example\/?"/);
    const sitemap = await (await server.request('http://evil.example/sitemap.xml', forged)).text();
    expect(sitemap).toContain('<loc>https://luxe.example/');
    const robots = await (await server.request('http://evil.example/robots.txt', forged)).text();
    expect(robots).toContain('Sitemap: https://luxe.example/sitemap.xml');

    for (const text of [page, sitemap, robots]) expect(text).not.toContain('evil.example');
  }, 90_000);
});
