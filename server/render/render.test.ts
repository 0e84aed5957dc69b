/** What a search engine or a link preview reads from the product server: each page's head, sitemap.xml, robots.txt. */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { GALLERY_IMAGE_SIZES, imageSrcSet } from '../../domain/image-files';
import { carInput } from '../../mocks/test-helpers';
import { SITE } from '../../domain/site';
import type { Car } from '../../domain/types';
// The renderer a build would produce: the words of the heads are the app's (domain/page-heads.ts).
import { pageHeads } from '../../src/entry-server';
import { bearer, login, postJson, serverPerFile, type TestServer } from '../testing';

const { pages: PAGE_HEADS, categories: CATEGORY_COPY, faq: FAQ } = pageHeads.text.en;
const server = serverPerFile({ renderer: { pageHeads } });
const parser = new new Window().DOMParser();

beforeEach(async () => {
  // The real built shell's head, as Vite writes it from index.html.
  await mkdir(server().config.siteDir, { recursive: true });
  await copyFile(join(import.meta.dirname, '../../index.html'), join(server().config.siteDir, 'index.html'));
});

interface Page {
  status: number;
  html: string;
  head: string;
  meta(key: string): string | null;
  jsonLd: Array<Record<string, unknown>>;
}

async function page(s: TestServer, path: string, init?: RequestInit): Promise<Page> {
  const res = await s.request(path, init);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const doc = parser.parseFromString(html, 'text/html');
  return {
    status: res.status,
    html,
    head,
    meta: (key) => doc.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null,
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>),
  };
}

const titleOf = (html: string) => parser.parseFromString(html, 'text/html').title;
const canonicalOf = (html: string) =>
  parser.parseFromString(html, 'text/html').querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

async function addCar(s: TestServer, overrides: Parameters<typeof carInput>[0]): Promise<Car> {
  const { accessToken } = await login(s);
  const res = await s.request('/api/admin/cars/add', postJson(carInput(overrides), bearer(accessToken)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Car }).data;
}

describe('page heads', () => {
  it('/ names the business: one title and description, canonical, Open Graph, Twitter card, AutoRental in Business Bay', async () => {
    const p = await page(server(), '/');
    expect(p.status).toBe(200);
    expect(titleOf(p.html)).toBe(`${PAGE_HEADS.home.title} | ${SITE.name}`);
    expect(p.head.match(/<title>/g)).toHaveLength(1);
    expect(p.head.match(/name="description"/g)).toHaveLength(1);
    expect(p.meta('description')).toBe(PAGE_HEADS.home.description);
    expect(canonicalOf(p.html)).toBe('http://localhost/');
    expect(p.meta('og:title')).toBe(`${PAGE_HEADS.home.title} | ${SITE.name}`);
    expect(p.meta('og:image')).toBe('http://localhost/media/og-image.jpg');
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.meta('robots')).toBeNull();
    const [business] = p.jsonLd;
    expect(business).toMatchObject({ '@type': 'AutoRental', name: SITE.name, telephone: SITE.phones[0] });
    expect(business?.address).toMatchObject({ streetAddress: 'Business Bay, Sheikh Zayed Rd', addressLocality: 'Dubai', addressCountry: 'AE' });
    // Nothing invented: no price, no rating.
    expect(p.head).not.toMatch(/priceRange|aggregateRating|"offers"|"review"/);
  });

  it('/luxury has its category copy, its own image and a breadcrumb; /home points to /', async () => {
    const p = await page(server(), '/luxury');
    expect(p.status).toBe(200);
    expect(titleOf(p.html)).toBe(`${CATEGORY_COPY.luxury.metaTitle} | ${SITE.name}`);
    expect(p.meta('description')).toBe(CATEGORY_COPY.luxury.metaDescription);
    expect(canonicalOf(p.html)).toBe('http://localhost/luxury');
    expect(p.meta('og:image')).toBe('http://localhost/media/types/luxury.webp');
    expect(p.jsonLd.map((d) => d['@type'])).toEqual(['AutoRental', 'BreadcrumbList']);
    expect(canonicalOf((await page(server(), '/home')).html)).toBe('http://localhost/');
  });

  it('/cars is titled by the brand and category of its address, as its heading is; the canonical stays /cars', async () => {
    expect(titleOf((await page(server(), '/cars')).html)).toBe(`${PAGE_HEADS.cars.title} | ${SITE.name}`);
    const both = await page(server(), '/cars?brand=ferrari&category=sports');
    expect(titleOf(both.html)).toBe(`Ferrari Sports Cars | ${SITE.name}`);
    expect(both.meta('og:title')).toBe(`Ferrari Sports Cars | ${SITE.name}`);
    expect(canonicalOf(both.html)).toBe('http://localhost/cars');
    expect(titleOf((await page(server(), '/cars?brand=rolls-royce')).html)).toBe(`Rolls Royce | ${SITE.name}`);
    expect(titleOf((await page(server(), '/cars?category=suv')).html)).toBe(`SUVs | ${SITE.name}`);
  });

  it('preloads the first large image of the home, category and car pages with high priority', async () => {
    const preloadOf = async (path: string) =>
      parser.parseFromString((await page(server(), path)).html, 'text/html').querySelector('link[rel="preload"][as="image"]');
    expect((await preloadOf('/'))?.getAttribute('href')).toBe('/media/hero-poster.webp');
    expect((await preloadOf('/luxury'))?.getAttribute('href')).toBe('/media/types/luxury.webp');
    expect((await preloadOf('/luxury'))?.getAttribute('fetchpriority')).toBe('high');
    const car = await addCar(server(), {
      images: [
        { url: '/fleet/bentley-continental-gt-speed-green-front-quarter.svg', alt: 'Side', isPrimary: false },
        { url: '/fleet/bentley-continental-gt-speed-green-rear.svg', alt: 'Primary', isPrimary: true },
      ],
    });
    expect((await preloadOf(`/cars/${car._id}`))?.getAttribute('href')).toBe('/fleet/bentley-continental-gt-speed-green-rear.svg');
    expect((await preloadOf(`/cars/${car._id}`))?.hasAttribute('imagesrcset')).toBe(false);
    expect(await preloadOf('/contact')).toBeNull();
    // An uploaded photo is preloaded as the gallery shows it: from its variants.
    const photo = '/uploads/0123456789abcdef01234567.webp';
    const withPhoto = await addCar(server(), { images: [{ url: photo, alt: 'Front', isPrimary: true }] });
    const link = await preloadOf(`/cars/${withPhoto._id}`);
    expect(link?.getAttribute('href')).toBe(photo);
    expect(link?.getAttribute('imagesrcset')).toBe(imageSrcSet(photo));
    expect(link?.getAttribute('imagesizes')).toBe(GALLERY_IMAGE_SIZES);
  });

  it('/contact carries its FAQ as FAQPage', async () => {
    const p = await page(server(), '/contact');
    const faq = p.jsonLd.find((d) => d['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(FAQ.length).toBeGreaterThan(0);
    expect(faq.mainEntity.map((q) => q.name)).toEqual(FAQ.map((q) => q.question));
    expect(faq.mainEntity[0]?.acceptedAnswer.text).toBe(FAQ[0]!.answer);
    expect(faq.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(FAQ.map((q) => q.answer));
  });

  it('a car page takes the car: its meta title (alone when the name would not fit in 60) and description, a Car and its breadcrumb', async () => {
    const car = await addCar(server(), {
      metaTitle: 'Ferrari 12Cilindri for rent in Dubai with free delivery',
      metaDescription: 'The V12 grand tourer of Maranello, delivered to your hotel.',
      images: [
        { url: '/fleet/bentley-continental-gt-speed-green-front-quarter.svg', alt: 'Drawn', isPrimary: false },
        { url: '/uploads/0123456789abcdef01234567.webp', alt: 'The 12Cilindri at dusk', isPrimary: true },
      ],
    });
    const p = await page(server(), `/cars/${car._id}`);
    expect(p.status).toBe(200);
    expect(titleOf(p.html)).toBe('Ferrari 12Cilindri for rent in Dubai with free delivery');
    expect(p.meta('description')).toBe('The V12 grand tourer of Maranello, delivered to your hotel.');
    expect(canonicalOf(p.html)).toBe(`http://localhost/cars/${car._id}`);
    expect(p.meta('og:type')).toBe('product');
    // The primary photo is the preview; drawn (SVG) images are not used for previews.
    expect(p.meta('og:image')).toBe('http://localhost/uploads/0123456789abcdef01234567.webp');
    expect(p.meta('og:image:alt')).toBe('The 12Cilindri at dusk');
    const vehicle = p.jsonLd.find((d) => d['@type'] === 'Car');
    expect(vehicle).toMatchObject({
      name: '2025 Ferrari 12Cilindri',
      brand: { '@type': 'Brand', name: 'Ferrari' },
      model: '12Cilindri',
      vehicleModelDate: '2025',
      vehicleTransmission: 'Automatic',
      fuelType: 'Petrol',
      vehicleSeatingCapacity: 2,
      url: `http://localhost/cars/${car._id}`,
    });
    expect(vehicle).not.toHaveProperty('offers');
    const crumbs = p.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual(['http://localhost/', 'http://localhost/cars', `http://localhost/cars/${car._id}`]);
  });

  it('a car added without meta texts gets the ones the server wrote; an only-drawn car previews the default image', async () => {
    const car = await addCar(server(), {});
    const p = await page(server(), `/cars/${car._id}`);
    expect(titleOf(p.html)).toBe(`Rent Ferrari 12Cilindri in Dubai | ${SITE.name}`);
    expect(p.meta('description')).toBe(car.metaDescription);
    expect(p.meta('og:image')).toBe('http://localhost/media/og-image.jpg');
  });

  it('what an admin types is text in the head: no element, no end of the JSON-LD script', async () => {
    const attack = '</script><script>alert(1)</script><img src=x onerror=alert(2)>"\'';
    const car = await addCar(server(), { metaTitle: attack.slice(0, 60), metaDescription: attack, description: attack, name: attack.slice(0, 50) });
    const p = await page(server(), `/cars/${car._id}`);
    expect(p.status).toBe(200);
    expect(p.head).not.toContain('<script>alert');
    expect(p.head).not.toContain('<img src=x');
    const doc = parser.parseFromString(p.html, 'text/html');
    expect(doc.querySelectorAll('script:not([type="application/ld+json"]):not([type="module"])')).toHaveLength(0);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(p.meta('description')).toContain('</script><script>alert(1)');
    expect(JSON.stringify(p.jsonLd)).toContain('</script><script>alert(1)</script>');
  });

  it('an inactive, missing or malformed car, and an unknown address, are 404 pages that ask not to be indexed', async () => {
    const hidden = await addCar(server(), { isActive: false });
    for (const path of [`/cars/${hidden._id}`, '/cars/0123456789abcdef01234567', '/cars/not-an-id', '/no-such-page']) {
      const p = await page(server(), path);
      expect(p.status, path).toBe(404);
      expect(p.meta('robots'), path).toBe('noindex');
      expect(titleOf(p.html), path).toBe(`${PAGE_HEADS.notFound.title} | ${SITE.name}`);
      expect(canonicalOf(p.html), path).toBeNull();
      expect(p.html, path).toContain('<div id="root">');
    }
  });

  it('the portal is never indexed', async () => {
    const p = await page(server(), '/admin/login');
    expect(p.status).toBe(200);
    expect(p.meta('robots')).toBe('noindex');
  });

  it('the shortlist is a page in both languages that is never indexed nor listed (it lives in the browser)', async () => {
    for (const path of ['/shortlist', '/ar/shortlist']) {
      const p = await page(server(), path);
      expect(p.status, path).toBe(200);
      expect(p.meta('robots'), path).toBe('noindex');
      expect(p.html, path).toContain('<div id="root">');
    }
    expect(titleOf((await page(server(), '/shortlist')).html)).toBe(`${PAGE_HEADS.shortlist.title} | ${SITE.name}`);
    const sitemap = await (await server().request('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/shortlist');
  });
  // Issue 12's share button sends a car's address: the preview a messenger draws from it is the car's own.
  it('a shared car page previews the car: og:title, og:description, og:url, og:image with its alt, and a large Twitter card', async () => {
    const { accessToken } = await login(server());
    const added = await server().request(
      '/api/admin/cars/add',
      postJson(
        carInput({
          metaTitle: 'Ferrari 12Cilindri for rent in Dubai',
          metaDescription: 'The V12 grand tourer of Maranello, delivered to your hotel.',
          images: [{ url: '/uploads/0123456789abcdef01234567.webp', alt: 'The 12Cilindri at dusk', isPrimary: true }],
        }),
        bearer(accessToken),
      ),
    );
    expect(added.status).toBe(201);
    const car = ((await added.json()) as { data: Car }).data;

    const res = await server().request(`/cars/${car._id}`);
    expect(res.status).toBe(200);
    const doc = parser.parseFromString(await res.text(), 'text/html');
    const meta = (key: string) => doc.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
    expect(meta('og:title')).toMatch(/^Ferrari 12Cilindri for rent in Dubai/);
    expect(meta('og:description')).toBe('The V12 grand tourer of Maranello, delivered to your hotel.');
    expect(meta('og:url')).toBe(`http://localhost/cars/${car._id}`);
    expect(meta('og:image')).toBe('http://localhost/uploads/0123456789abcdef01234567.webp');
    expect(meta('og:image:alt')).toBe('The 12Cilindri at dusk');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe(meta('og:title'));
  });
});

describe('PUBLIC_URL', () => {
  const behindProxy = serverPerFile({ env: { PUBLIC_URL: 'https://www.luxedrive.ae/' } });
  it('is the origin of canonical addresses, previews and the sitemap, whatever Host a request names', async () => {
    await mkdir(behindProxy().config.siteDir, { recursive: true });
    await copyFile(join(import.meta.dirname, '../../index.html'), join(behindProxy().config.siteDir, 'index.html'));
    const p = await page(behindProxy(), '/about', { headers: { Host: 'evil.example' } });
    expect(canonicalOf(p.html)).toBe('https://www.luxedrive.ae/about');
    expect(p.meta('og:image')).toBe('https://www.luxedrive.ae/media/og-image.jpg');
    const sitemap = await (await behindProxy().request('/sitemap.xml', { headers: { Host: 'evil.example' } })).text();
    expect(sitemap).toContain('<loc>https://www.luxedrive.ae/</loc>');
    expect(sitemap).not.toContain('evil.example');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and every active car, and no hidden one', async () => {
    const hidden = await addCar(server(), { isActive: false });
    const res = await server().request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = parser.parseFromString(await res.text(), 'application/xml');
    const locs = [...xml.getElementsByTagName('loc')].map((l) => l.textContent);
    const { total } = (await (await server().request('/api/cars?limit=1')).json()) as { total: number };
    // Every car in both languages (server/render/languages.test.ts checks the alternates).
    expect(locs.filter((l) => l?.startsWith('http://localhost/cars/'))).toHaveLength(total);
    expect(locs.filter((l) => l?.startsWith('http://localhost/ar/cars/'))).toHaveLength(total);
    for (const path of ['/', '/cars', '/luxury', '/suv', '/contact', '/about', '/privacy']) expect(locs).toContain(`http://localhost${path}`);
    expect(locs).not.toContain(`http://localhost/cars/${hidden._id}`);
    expect(locs.some((l) => l?.includes('/admin') || l?.includes('/unauth') || l?.includes('/hello'))).toBe(false);
    expect(xml.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('robots.txt keeps crawlers out of the portal and the API and names the sitemap', async () => {
    const res = await server().request('/robots.txt');
    const text = await res.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
