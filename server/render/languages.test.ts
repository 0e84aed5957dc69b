/** Both languages on the product server (issue 12): the address, <html lang dir>, hreflang, sitemap, the remembered choice. */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentTitle } from '../../domain/page-heads';
// The renderer a build would produce: the words of the heads are the app's (domain/page-heads.ts).
import { pageHeads } from '../../src/entry-server';
import { bearer, login, postJson, serverPerFile } from '../testing';
import { carInput } from '../../mocks/test-helpers';
import type { Car, CarInput } from '../../domain/types';

const { en: { pages: PAGE_HEADS }, ar: { pages: PAGE_HEADS_AR, carMeta: carMetaAr } } = pageHeads.text;
const server = serverPerFile({ renderer: { pageHeads } });
const parser = new new Window().DOMParser();

beforeEach(async () => {
  await mkdir(server().config.siteDir, { recursive: true });
  await copyFile(join(import.meta.dirname, '../../index.html'), join(server().config.siteDir, 'index.html'));
});

async function load(path: string, init?: RequestInit) {
  const res = await server().request(path, init);
  const html = await res.text();
  const doc = parser.parseFromString(html, 'text/html');
  const html0 = /<html[^>]*>/.exec(html)?.[0] ?? '';
  return {
    res,
    doc,
    htmlTag: html0,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    ),
    meta: (key: string) => doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ?? null,
  };
}

const firstCarId = async (): Promise<string> => {
  const body = (await (await server().request('/api/cars?limit=1')).json()) as { data: Array<{ _id: string }> };
  return body.data[0]!._id;
};

describe('an address and its language', () => {
  it('an English page is lang="en" dir="ltr"; its Arabic twin under /ar is lang="ar-AE" dir="rtl" with the Arabic head', async () => {
    const en = await load('/about');
    expect(en.res.status).toBe(200);
    expect(en.htmlTag).toBe('<html lang="en" dir="ltr">');
    expect(en.doc.title).toBe(documentTitle(PAGE_HEADS.about.title));
    expect(en.meta('og:locale')).toBe('en_AE');

    const ar = await load('/ar/about');
    expect(ar.res.status).toBe(200);
    expect(ar.htmlTag).toBe('<html lang="ar-AE" dir="rtl">');
    expect(ar.doc.title).toBe(documentTitle(PAGE_HEADS_AR.about.title));
    expect(ar.doc.title).not.toBe(en.doc.title);
    expect(ar.meta('og:locale')).toBe('ar_AE');
    expect(ar.meta('og:locale:alternate')).toBe('en_AE');
  });

  it('each indexed page names itself canonical in its own language and both languages (and x-default) as alternates', async () => {
    const id = await firstCarId();
    for (const path of ['/', '/cars', '/luxury', '/contact', `/cars/${id}`]) {
      const arPath = path === '/' ? '/ar' : `/ar${path}`;
      const expected = { en: `http://localhost${path}`, 'ar-AE': `http://localhost${arPath}`, 'x-default': `http://localhost${path}` };
      const en = await load(path);
      const ar = await load(arPath);
      expect(en.canonical, path).toBe(expected.en);
      expect(ar.canonical, arPath).toBe(expected['ar-AE']);
      expect(en.alternates, path).toEqual(expected);
      expect(ar.alternates, arPath).toEqual(expected);
    }
  });

  it('pages that are not indexed name no alternates; an unknown Arabic address is a 404', async () => {
    const missing = await load('/ar/nope');
    expect(missing.res.status).toBe(404);
    expect(missing.htmlTag).toContain('dir="rtl"');
    expect(missing.alternates).toEqual({});
    expect((await load('/ar/cars/000000000000000000000000')).res.status).toBe(404);
    expect((await load('/ar/ar/about')).res.status).toBe(404);
    expect((await load('/ar/admin/login')).alternates).toEqual({});
  });

  it('sitemap.xml lists every page in both languages, each naming the other and x-default', async () => {
    const xml = parser.parseFromString(await (await server().request('/sitemap.xml')).text(), 'application/xml');
    const urls = [...xml.getElementsByTagName('url')];
    const about = urls.filter((u) => /\/about$/.test(u.getElementsByTagName('loc')[0]?.textContent ?? ''));
    expect(about.map((u) => u.getElementsByTagName('loc')[0]?.textContent)).toEqual(['http://localhost/about', 'http://localhost/ar/about']);
    for (const entry of about) {
      const links = [...entry.getElementsByTagName('xhtml:link')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);
      expect(links).toEqual(['en http://localhost/about', 'ar-AE http://localhost/ar/about', 'x-default http://localhost/about']);
    }
  });
});

describe("a car page in Arabic: the car's Arabic words (issue 22)", () => {
  async function addCar(overrides: Partial<CarInput>): Promise<Car> {
    const { accessToken } = await login(server());
    const res = await server().request('/api/admin/cars/add', postJson(carInput(overrides), bearer(accessToken)));
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Car }).data;
  }
  type Doc = Awaited<ReturnType<typeof load>>['doc'];
  const named = (doc: Doc, name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
  const vehicleOf = (doc: Doc) =>
    [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)
      .find((d) => d['@type'] === 'Car');
  const photo = { url: '/uploads/0123456789abcdef01234567.webp', alt: 'The 12Cilindri at dusk', isPrimary: true };

  it('writes the Arabic meta texts, the Arabic description in its JSON-LD and the Arabic alt; the English page keeps the English', async () => {
    const car = await addCar({
      metaTitle: 'Ferrari 12Cilindri for rent in Dubai',
      metaDescription: 'The V12 grand tourer of Maranello, delivered to your hotel.',
      ar: { description: 'سيارة V12 الفاخرة من مارانيللو.', metaTitle: 'استأجر Ferrari 12Cilindri اليوم', metaDescription: 'سيارة Ferrari 12Cilindri تصلك إلى فندقك في دبي.' },
      images: [{ ...photo, altAr: 'السيارة عند الغروب' }],
    });
    const ar = await load(`/ar/cars/${car._id}`);
    expect(ar.doc.title).toBe(documentTitle('استأجر Ferrari 12Cilindri اليوم'));
    expect(named(ar.doc, 'description')).toBe('سيارة Ferrari 12Cilindri تصلك إلى فندقك في دبي.');
    expect(ar.meta('og:title')).toBe(ar.doc.title);
    expect(ar.meta('og:description')).toBe('سيارة Ferrari 12Cilindri تصلك إلى فندقك في دبي.');
    expect(ar.meta('og:image:alt')).toBe('السيارة عند الغروب');
    expect(vehicleOf(ar.doc)?.description).toBe('سيارة V12 الفاخرة من مارانيللو.');

    const en = await load(`/cars/${car._id}`);
    expect(en.doc.title).toBe(documentTitle('Ferrari 12Cilindri for rent in Dubai'));
    expect(named(en.doc, 'description')).toBe('The V12 grand tourer of Maranello, delivered to your hotel.');
    expect(en.meta('og:image:alt')).toBe('The 12Cilindri at dusk');
    expect(vehicleOf(en.doc)?.description).toBe('A front-engined V12 berlinetta.');
  });

  it('without Arabic words: an Arabic title and description of the template, no English words of the English meta texts', async () => {
    const car = await addCar({ metaTitle: 'Rent this Ferrari 12Cilindri for the weekend', metaDescription: 'The V12 grand tourer of Maranello.', images: [photo] });
    const ar = await load(`/ar/cars/${car._id}`);
    const { title: template, description } = carMetaAr(car);
    expect(template).toBe('استأجر Ferrari 12Cilindri في دبي');
    expect(ar.doc.title).toBe(documentTitle(template));
    for (const word of ['Rent', 'this', 'for', 'the', 'weekend']) expect(ar.doc.title.split(/\s+/)).not.toContain(word);
    expect(named(ar.doc, 'description')).toBe(description);
    expect(description).toMatch(/^استأجر Ferrari 12Cilindri .* في دبي/);
    expect(ar.meta('og:description')).toBe(description);
    // The English description would mix languages: the JSON-LD takes the Arabic meta description instead.
    expect(vehicleOf(ar.doc)?.description).toBe(description);
    // A photo without an Arabic alt is previewed under the car's name.
    expect(ar.meta('og:image:alt')).toBe('Ferrari 12Cilindri');
  });
});

describe('a remembered language', () => {
  const withCookie = (value: string): RequestInit => ({ headers: { cookie: `locale=${value}` } });

  it('the bare home page of a visitor who chose Arabic opens in Arabic', async () => {
    for (const path of ['/', '/home']) {
      const res = await server().request(path, { ...withCookie('ar'), redirect: 'manual' });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe('/ar');
      expect(res.headers.get('vary')).toContain('Cookie');
    }
  });

  it('any other address opens as written: a shared link keeps its language', async () => {
    expect((await server().request('/about', withCookie('ar'))).status).toBe(200);
    expect((await server().request('/ar', withCookie('en'))).status).toBe(200);
    expect((await server().request('/', withCookie('en'))).status).toBe(200);
    expect((await server().request('/', withCookie('<script>'))).status).toBe(200);
    expect((await server().request('/'))).toHaveProperty('status', 200);
  });
});
