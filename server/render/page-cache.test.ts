/**
 * The public pages are rendered once and kept (issue 20): until the fleet changes (an admin write through this
 * instance at once, any other write within a second), by address and the query the page reads, bounded in memory.
 */
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../domain/types';
import { carInput } from '../../mocks/test-helpers';
import { bearer, createTestServer, login, postJson, type TestServer, type TestServerOptions } from '../testing';
import { createPageCache, pageQuery, type BuiltPage } from './page-cache';
import { matchPage } from './pages';
import { COUNTING_RENDERER, dataOfHtml, rootOfHtml, writeSite } from './site-fixture';

describe('the cache', () => {
  const built = (html: string, keep = true): BuiltPage => ({ status: 200, html, dataUrl: null, keep });
  const counted = () => {
    let calls = 0;
    return {
      build: async () => built(`page #${++calls}`),
      get calls() {
        return calls;
      },
    };
  };

  it('builds a page once per key and version; requests meanwhile share the build; a new version starts afresh', async () => {
    const cache = createPageCache();
    const renders = counted();
    const first = await Promise.all([1, 2, 3].map(() => cache.get('/a', 1, renders.build)));
    expect(first.map((p) => p.html)).toEqual(['page #1', 'page #1', 'page #1']);
    expect((await cache.get('/a', 1, renders.build)).html).toBe('page #1');
    expect((await cache.get('/b', 1, renders.build)).html).toBe('page #2');
    expect((await cache.get('/a', 2, renders.build)).html).toBe('page #3');
    expect(cache.size.entries).toBe(1);
    // Put back from a copy, the database may name an older version: that is another version too.
    expect((await cache.get('/a', 1, renders.build)).html).toBe('page #4');
    expect(renders.calls).toBe(4);
  });

  it('keeps neither a page that must not be kept nor one built for a version overtaken meanwhile', async () => {
    const cache = createPageCache();
    let calls = 0;
    expect((await cache.get('/a', 1, async () => built(`shell #${++calls}`, false))).html).toBe('shell #1');
    expect((await cache.get('/a', 1, async () => built(`page #${++calls}`))).html).toBe('page #2');

    let release = () => {};
    const slow = cache.get('/b', 1, () => new Promise<BuiltPage>((ok) => (release = () => ok(built('old data')))));
    await cache.get('/c', 2, async () => built('new'));
    release();
    expect((await slow).html).toBe('old data');
    expect((await cache.get('/b', 2, async () => built('new data'))).html).toBe('new data');
  });

  it('is bounded by count and by bytes, the least recently used page going first', async () => {
    const cache = createPageCache({ maxEntries: 3, maxBytes: 10_000_000 });
    for (const key of ['/1', '/2', '/3']) await cache.get(key, 1, async () => built(key));
    await cache.get('/1', 1, async () => built('rebuilt'));
    await cache.get('/4', 1, async () => built('/4'));
    expect(cache.size.entries).toBe(3);
    expect((await cache.get('/1', 1, async () => built('rebuilt'))).html).toBe('/1');
    expect((await cache.get('/2', 1, async () => built('rebuilt'))).html).toBe('rebuilt');

    const small = createPageCache({ maxEntries: 1_000, maxBytes: 50_000 });
    // Random text hardly compresses: each page is ~2 x 10 kB with its gzip.
    const noise = (n: number) => Array.from({ length: n }, () => Math.random().toString(36).slice(2, 3)).join('');
    for (let i = 0; i < 20; i++) await small.get(`/cars?search=${i}`, 1, async () => built(noise(10_000)));
    expect(small.size.bytes).toBeLessThanOrEqual(50_000);
    expect(small.size.entries).toBeLessThan(5);
    // A page larger than the whole cache is sent, never kept.
    await small.get('/huge', 1, async () => built(noise(60_000)));
    expect(small.size.bytes).toBeLessThanOrEqual(50_000);
  });

  it('keys /cars by its brand, category and search in one spelling; other pages by their address alone', () => {
    const cars = matchPage('/cars');
    expect(pageQuery(cars, '?utm_source=mail&search=%20rolls%20&category=SUV&brand=Rolls-Royce&page=2')).toBe(
      'brand=Rolls-Royce&category=suv&search=rolls',
    );
    expect(pageQuery(cars, '?category=nonsense&x=1')).toBe('');
    expect(pageQuery(matchPage('/luxury'), '?brand=Ferrari')).toBe('');
    expect(pageQuery(matchPage('/cars/0123456789abcdef01234567'), '?ref=x')).toBe('');
  });
});

describe('public pages on the server', () => {
  let server: TestServer | undefined;
  beforeAll(async () => (await createTestServer()).close(), 60_000);
  afterEach(async () => server?.close());

  async function withSite(options: TestServerOptions = {}, renderer = COUNTING_RENDERER): Promise<TestServer> {
    server = await createTestServer(options);
    await writeSite(server.config.siteDir, renderer);
    return server;
  }
  const page = async (s: TestServer, path: string, init?: RequestInit) => {
    const res = await s.request(path, init);
    const html = await res.text();
    return { status: res.status, html, root: rootOfHtml(html), data: dataOfHtml(html), headers: res.headers };
  };
  const firstCar = async (s: TestServer) => ((await (await s.request('/api/cars?limit=1')).json()) as { data: Car[] }).data[0]!;
  const admin = async (s: TestServer) => bearer((await login(s)).accessToken);

  it('renders each public page once: later requests are served from the cache, whatever else their query holds', async () => {
    const s = await withSite();
    const car = await firstCar(s);
    const detail = await page(s, `/cars/${car._id}`);
    expect(detail.root).toBe(`<h1>/cars/${car._id} #1</h1>`);
    expect((await page(s, `/cars/${car._id}`)).root).toBe(`<h1>/cars/${car._id} #1</h1>`);
    // The data block names the address as the browser has it, or the browser would not use it.
    const tagged = await page(s, `/cars/${car._id}?utm_source=mail`);
    expect(tagged.root).toBe(`<h1>/cars/${car._id} #1</h1>`);
    expect(tagged.data?.url).toBe(`/cars/${car._id}?utm_source=mail`);
    expect(tagged.data?.car?.car).toEqual(detail.data?.car?.car);

    expect((await page(s, '/cars?brand=Ferrari')).root).toBe('<h1>/cars?brand=Ferrari #2</h1>');
    const spelled = await page(s, '/cars?utm_campaign=x&brand=Ferrari&category=all');
    expect(spelled.root).toBe('<h1>/cars?brand=Ferrari #2</h1>');
    expect(spelled.data?.url).toBe('/cars?utm_campaign=x&brand=Ferrari&category=all');
    expect(spelled.data?.cars?.filters).toMatchObject({ brand: 'Ferrari' });
    expect((await page(s, '/ar/luxury')).root).toBe('<h1>/ar/luxury #3</h1>');
    expect((await page(s, '/ar/luxury/')).root).toBe('<h1>/ar/luxury #3</h1>');
    expect((await page(s, '/luxury')).root).toBe('<h1>/luxury #4</h1>');
  });

  it('shows an admin write on the next request: an added car, a status change, a deletion', async () => {
    const s = await withSite();
    const auth = await admin(s);
    const car = await firstCar(s);
    expect((await page(s, '/cars')).root).toBe('<h1>/cars #1</h1>');
    expect((await page(s, `/cars/${car._id}`)).data?.car?.car.status).toBe(car.status);
    expect((await page(s, '/cars')).root).toBe('<h1>/cars #1</h1>');

    const added = await s.request('/api/admin/cars/add', postJson(carInput({ name: 'Cache Test Coupe' }), auth));
    expect(added.status).toBe(201);
    const { data: newCar } = (await added.json()) as { data: Car };
    expect((await page(s, '/cars')).data?.cars?.list.data.map((c) => c._id)).toContain(newCar._id);

    const status = car.status === 'maintenance' ? 'available' : 'maintenance';
    const changed = await s.request(`/api/admin/cars/toggle-availability/${car._id}`, { ...postJson({ status }, auth), method: 'PATCH' });
    expect(changed.status).toBe(200);
    expect((await page(s, `/cars/${car._id}`)).data?.car?.car.status).toBe(status);

    expect((await s.request(`/api/admin/cars/delete/${car._id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect((await page(s, `/cars/${car._id}`)).status).toBe(404);
  });

  it('shows a write made straight to the database (another instance, the CLI) within a second', async () => {
    const s = await withSite();
    const car = await firstCar(s);
    expect((await page(s, `/cars/${car._id}`)).data?.car?.car.name).toBe(car.name);
    expect((await page(s, `/cars/${car._id}`)).root).toBe(`<h1>/cars/${car._id} #1</h1>`);
    await s.deps.db.execute(sql`UPDATE cars SET name = 'Renamed Elsewhere' WHERE id = ${car._id}`);
    const started = performance.now();
    let name = car.name;
    while (name !== 'Renamed Elsewhere' && performance.now() - started < 3_000) {
      name = (await page(s, `/cars/${car._id}`)).data?.car?.car.name ?? '';
      await new Promise((ok) => setTimeout(ok, 25));
    }
    expect(name).toBe('Renamed Elsewhere');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('sends a kept page gzipped as it is to a browser that takes gzip, the same page as without', async () => {
    const s = await withSite();
    const plain = await page(s, '/luxury');
    const res = await s.request('/luxury', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain.html);
    const refused = await s.request('/luxury', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('keeps pages apart by origin when PUBLIC_URL is not set, and shares them when it is', async () => {
    const open = await withSite();
    const a = await page(open, 'http://a.example/luxury');
    const b = await page(open, 'http://b.example/luxury');
    expect(a.html).toContain('http://a.example/luxury');
    expect(b.html).toContain('http://b.example/luxury');
    await open.close();
    const fixed = await withSite({ env: { PUBLIC_URL: 'https://luxe.example' } });
    expect((await page(fixed, 'http://a.example/luxury')).root).toBe('<h1>/luxury #1</h1>');
    expect((await page(fixed, 'http://b.example/luxury')).root).toBe('<h1>/luxury #1</h1>');
  });

  it('does not keep a page whose render failed: the next request renders it again', async () => {
    const s = await withSite({}, `let calls = 0;\nexport async function renderApp(url) { calls += 1; if (calls === 1) throw new Error('boom'); return '<p>#' + calls + '</p>'; }\n`);
    expect((await page(s, '/luxury')).root).toBe('');
    expect((await page(s, '/luxury')).root).toBe('<p>#2</p>');
    expect((await page(s, '/luxury')).root).toBe('<p>#2</p>');
  });

  it('renders every request with PAGE_CACHE=0', async () => {
    const s = await withSite({ env: { PAGE_CACHE: '0' } });
    expect((await page(s, '/luxury')).root).toBe('<h1>/luxury #1</h1>');
    expect((await page(s, '/luxury')).root).toBe('<h1>/luxury #2</h1>');
  });
});
