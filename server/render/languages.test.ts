/** Both languages on the product server (issue 12): the address, <html lang dir>, hreflang, sitemap, the remembered choice. */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentTitle } from '../../domain/page-heads';
// The renderer a build would produce: the words of the heads are the app's (domain/page-heads.ts).
import { pageHeads } from '../../src/entry-server';
import { serverPerFile } from '../testing';

const { en: { pages: PAGE_HEADS }, ar: { pages: PAGE_HEADS_AR } } = pageHeads.text;
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
