/**
 * Public pages arrive rendered: the server puts the renderer's HTML in #root (here a stand-in renderer beside the
 * site, where a production build puts the real one). Pages whose words are all in the build are rendered once per
 * address; the fleet's pages (/cars, a category, a car) from the database, with the data they were drawn from in a
 * JSON block, and kept until the fleet changes (page-cache.test.ts). Unknown addresses and the portal go out as the shell; so does every page without a
 * renderer, or when it fails.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { carInput } from '../../mocks/test-helpers';
import type { Car } from '../../domain/types';
import { documentTitle } from '../../domain/page-heads';
import { SITE } from '../../domain/site';
import { PAGE_DATA_ID, type PageData } from '../../domain/page-data';
import { bearer, createTestServer, login, postJson, type TestServer } from '../testing';
import { rendererDir } from './renderer-dir';

const SHELL = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
/** Names the address it rendered and counts its calls. */
const COUNTING = `let calls = 0;\nexport async function renderApp(url) { calls += 1; return '<h1>' + url + ' #' + calls + '</h1>'; }\n`;

let server: TestServer;
// Each test starts its own server (each loads its renderer once); the first one also makes the seeded template.
beforeAll(async () => (await createTestServer()).close(), 60_000);
afterEach(async () => server?.close());

async function withSite(renderer?: string): Promise<TestServer> {
  server = await createTestServer();
  const dir = server.config.siteDir;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), SHELL);
  if (renderer) {
    await mkdir(rendererDir(dir), { recursive: true });
    await writeFile(join(rendererDir(dir), 'entry-server.js'), renderer);
  }
  return server;
}

const rootOf = async (res: Response) => /<div id="root">([\s\S]*?)<\/div>(?:<script[^>]*>[\s\S]*?<\/script>)?<\/body>/.exec(await res.text())?.[1] ?? null;

/** The page's data block, as the browser reads it. */
async function dataOf(res: Response): Promise<PageData | null> {
  const doc = new Window().document;
  doc.write(await res.text());
  const block = doc.getElementById(PAGE_DATA_ID);
  expect(block?.getAttribute('type') ?? 'application/json').toBe('application/json');
  return block ? (JSON.parse(block.textContent ?? '') as PageData) : null;
}

const carsOf = async (s: TestServer, path: string) => ((await (await s.request(path)).json()) as { data: Car[] }).data;

it('fills #root for the home, car types, brands, about, contact and legal pages, once per address, with no data', async () => {
  const s = await withSite(COUNTING);
  expect(await rootOf(await s.request('/about'))).toBe('<h1>/about #1</h1>');
  expect(await rootOf(await s.request('/about/'))).toBe('<h1>/about #1</h1>');
  let calls = 1;
  for (const path of ['/', '/brands', '/contact', '/privacy']) {
    calls += 1;
    const res = await s.request(path);
    expect(await rootOf(res.clone()), path).toBe(`<h1>${path} #${calls}</h1>`);
    expect(await dataOf(res), path).toBeNull();
  }
});

it('renders the fleet pages with the data the API would answer their first calls with', async () => {
  const s = await withSite(COUNTING);
  const luxury = await s.request('/luxury');
  expect(await rootOf(luxury.clone())).toBe('<h1>/luxury #1</h1>');
  const category = (await dataOf(luxury))?.category;
  expect(category?.slug).toBe('luxury');
  expect(category?.cars.map((c) => c._id)).toEqual((await carsOf(s, '/api/cars/luxury?limit=100')).map((c) => c._id));
  expect(category?.cars.length).toBeGreaterThan(0);
  // Kept until the fleet changes (page-cache.test.ts): a second visit is the same render.
  expect(await rootOf(await s.request('/luxury'))).toBe('<h1>/luxury #1</h1>');

  const cars = await dataOf(await s.request('/cars?brand=Ferrari&category=sports'));
  expect(cars?.url).toBe('/cars?brand=Ferrari&category=sports');
  expect(cars?.cars?.filters).toEqual({ brand: 'Ferrari', category: 'sports', sort: 'newest', page: 1 });
  expect(cars?.cars?.list.data).toEqual(await carsOf(s, '/api/cars?brand=Ferrari&category=sports&sort=newest&page=1&limit=12'));
  expect(cars?.cars?.list.data.length).toBeGreaterThan(0);
  // The Brand filter's list travels with it: the page asks for nothing the server already read.
  expect(cars?.brands).toEqual(((await (await s.request('/api/cars/brands')).json()) as { data: unknown[] }).data);

  const [car] = await carsOf(s, '/api/cars?limit=1');
  const detail = await dataOf(await s.request(`/cars/${car!._id}`));
  expect(detail?.car?.car).toEqual(car);
  expect(detail?.car?.related.map((c) => c._id)).toEqual((await carsOf(s, `/api/cars/${car!._id}/related`)).map((c) => c._id));
});

it('renders an Arabic page from its whole address, kept apart from the English one; its data names the address inside the language', async () => {
  const s = await withSite(COUNTING);
  expect(await rootOf(await s.request('/about'))).toBe('<h1>/about #1</h1>');
  expect(await rootOf(await s.request('/ar/about'))).toBe('<h1>/ar/about #2</h1>');
  expect(await rootOf(await s.request('/ar/about'))).toBe('<h1>/ar/about #2</h1>');
  const luxury = await s.request('/ar/luxury');
  expect(await rootOf(luxury.clone())).toBe('<h1>/ar/luxury #3</h1>');
  expect((await dataOf(luxury))?.url).toBe('/luxury');
  const cars = await s.request('/ar/cars?brand=Ferrari');
  expect(await rootOf(cars.clone())).toBe('<h1>/ar/cars?brand=Ferrari #4</h1>');
  expect((await dataOf(cars))?.url).toBe('/cars?brand=Ferrari');
});

it('what an admin types travels as JSON text: it cannot end the data block', async () => {
  const s = await withSite(COUNTING);
  const attack = '</script><script>alert(1)</script><!--';
  const { accessToken } = await login(s);
  const added = await s.request('/api/admin/cars/add', postJson(carInput({ name: attack.slice(0, 50), description: attack }), bearer(accessToken)));
  expect(added.status).toBe(201);
  const { data: car } = (await added.json()) as { data: Car };
  const html = await (await s.request(`/cars/${car._id}`)).text();
  expect(html).not.toContain('<script>alert(1)');
  const doc = new Window().document;
  doc.write(html);
  expect(doc.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(1);
  expect((JSON.parse(doc.getElementById(PAGE_DATA_ID)?.textContent ?? '') as PageData).car?.car.description).toBe(attack);
});

it('leaves the portal, unknown addresses and missing cars to the browser', async () => {
  const s = await withSite(COUNTING);
  for (const path of ['/admin/login', '/no-such-page', '/unauth', '/cars/0123456789abcdef01234567']) {
    const res = await s.request(path);
    expect(await rootOf(res.clone()), path).toBe('');
    expect(await dataOf(res), path).toBeNull();
  }
});

it('sends the shell when there is no renderer', async () => {
  const s = await withSite();
  const res = await s.request('/about');
  expect(res.status).toBe(200);
  expect(await rootOf(res)).toBe('');
});

it('sends the shell when the renderer fails, and tries again next time', async () => {
  const s = await withSite(`let calls = 0;\nexport async function renderApp() { calls += 1; if (calls === 1) throw new Error('boom'); return '<p>ok</p>'; }\n`);
  const failed = await s.request('/terms');
  expect(failed.status).toBe(200);
  expect(await rootOf(failed)).toBe('');
  expect(await rootOf(await s.request('/terms'))).toBe('<p>ok</p>');
});

/** A stand-in renderer with the words of the heads only (domain/page-heads.ts): each names its language and page. */
const HEADS_ONLY = `const text = (tag) => ({
  pages: new Proxy({}, { get: (_, key) => ({ title: tag + ' ' + String(key), description: tag + ' words of ' + String(key) }) }),
  categories: new Proxy({}, { get: (_, slug) => ({ title: tag + ' ' + String(slug), metaTitle: tag + ' meta ' + String(slug), metaDescription: 'd' }) }),
  faq: [{ question: tag + ' question', answer: tag + ' answer' }],
  crumbs: { home: tag + ' home', cars: tag + ' cars' },
  carsTitle: (url) => tag + ' cars at ' + url,
  carMeta: (car) => ({ title: tag + ' car ' + car.model, description: 'd' }),
  carImages: (car) => car.images,
});
export const pageHeads = { text: { en: text('EN'), ar: text('AR') }, heroPoster: '/hero.webp', typeImage: (slug) => '/types/' + slug + '.webp' };
`;

const headOf = async (res: Response) => {
  const doc = new Window().document;
  doc.write(await res.text());
  return {
    title: doc.title,
    description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    preload: doc.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href') ?? null,
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>),
  };
};

it("writes each page's head from the words the renderer exports, in the page's language; the markup is the server's", async () => {
  const s = await withSite(HEADS_ONLY);
  const about = await headOf(await s.request('/about'));
  expect(about.title).toBe(documentTitle('EN about'));
  expect(about.description).toBe('EN words of about');
  expect(about.canonical).toBe('http://localhost/about');
  expect((await headOf(await s.request('/ar/about'))).title).toBe(documentTitle('AR about'));
  expect((await headOf(await s.request('/cars?brand=Ferrari'))).title).toBe(documentTitle('EN cars at /cars?brand=Ferrari'));
  expect((await headOf(await s.request('/'))).preload).toBe('/hero.webp');
  const luxury = await headOf(await s.request('/ar/luxury'));
  expect(luxury.title).toBe(documentTitle('AR meta luxury'));
  expect(luxury.preload).toBe('/types/luxury.webp');
  const contact = await headOf(await s.request('/contact'));
  expect(contact.jsonLd.find((d) => d['@type'] === 'FAQPage')).toMatchObject({ mainEntity: [{ name: 'EN question' }] });
  const [car] = await carsOf(s, '/api/cars?limit=1');
  expect((await headOf(await s.request(`/ar/cars/${car!._id}`))).title).toBe(documentTitle(`AR car ${car!.model}`));
  // The page itself goes out as the shell: this renderer renders nothing.
  expect(await rootOf(await s.request('/terms'))).toBe('');
});

it("without a renderer, every page keeps the shell's title and description; its address, language and indexing are still right", async () => {
  const s = await withSite();
  await writeFile(join(s.config.siteDir, 'index.html'), SHELL.replace('<title>x</title>', '<title>Cars &amp; more</title><meta name="description" content="The shell&#39;s words" />'));
  for (const path of ['/about', '/ar/luxury', '/unauth', '/no-such-page']) {
    const res = await s.request(path);
    const head = await headOf(res.clone());
    expect(head.title, path).toBe(documentTitle('Cars & more'));
    expect(head.description, path).toBe("The shell's words");
    expect(head.jsonLd.length > 0, path).toBe(path !== '/no-such-page');
    if (path !== '/no-such-page') expect(head.jsonLd[0], path).toMatchObject({ '@type': 'AutoRental', name: SITE.name });
    expect(await res.text(), path).toMatch(path.startsWith('/ar/') ? '<html lang="ar-AE" dir="rtl">' : '<html lang="en" dir="ltr">');
  }
  expect((await headOf(await s.request('/ar/luxury'))).canonical).toBe('http://localhost/ar/luxury');
  expect((await headOf(await s.request('/ar/luxury'))).robots).toBeNull();
  expect((await headOf(await s.request('/unauth'))).robots).toBe('noindex');
  expect((await headOf(await s.request('/no-such-page'))).canonical).toBeNull();
});
