// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockBackend, server } from '../../../mocks/node';
import { logic } from '../../actors/wiring/showroom';
import { documentTitle } from '../../config/page-heads';
import { PAGE_HEADS as PAGE_HEADS_AR } from '../../config/page-heads.ar';
import * as claimsEn from '../../config/claims';
import * as claimsAr from '../../config/claims.ar';
import { SITE } from '../../../domain/site';
import { SITE_TEXT as SITE_TEXT_AR } from '../../../domain/site.ar';
import * as en from './showroom-copy';
import * as ar from './showroom-copy.ar';
import { TESTIMONIALS as TESTIMONIALS_AR } from './testimonials.ar';
import HomePage from './home-page';
import { renderPage } from '../../../tests/setup/render-page';
import { expectOrderedHeadings } from './showroom-test-utils';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockBackend());
afterEach(cleanup);
afterAll(() => server.close());

const strings = (record: Record<string, unknown>) => Object.values(record).filter((v): v is string => typeof v === 'string');

describe('HomePage at /ar', () => {
  it('is written in Arabic: the tagline as its h1, the Arabic section headings in SPEC order, its own head', () => {
    renderPage(<HomePage />, { path: '/ar', logic });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SITE_TEXT_AR.tagline);
    expectOrderedHeadings();
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const t = ar.HOME_TEXT;
    expect(h2).toEqual([t.brandsTitle, t.typesTitle, t.featuredTitle, t.whyTitle, t.testimonialsTitle, ar.FIND_US_TEXT.title]);
    expect(document.title).toBe(documentTitle(PAGE_HEADS_AR.home.title));
    expect(document.title).toContain(SITE.name);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(PAGE_HEADS_AR.home.description);
  });

  it('shows none of the English headings, calls to action or claims', () => {
    const { container } = renderPage(<HomePage />, { path: '/ar', logic });
    const page = container.textContent ?? '';
    const english = [
      ...strings(en.HOME_TEXT),
      ...strings(en.FIND_US_TEXT),
      ...strings(en.TILE_TEXT),
      ...en.REASONS.map((r) => r.title),
      ...claimsEn.PERKS,
      ...claimsEn.HOME_CLAIMS.map((c) => c.label),
      claimsEn.SERVICE_BADGE,
      SITE.address,
    ];
    for (const text of english) expect(page, text).not.toContain(text);
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent).not.toMatch(/\b(Our|Your|Why|What|Find|Featured)\b/);
  });

  it('keeps its links in the language and shows the Arabic claims, reasons and testimonials', () => {
    renderPage(<HomePage />, { path: '/ar', logic });
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(hero).getByRole('link', { name: ar.HOME_TEXT.exploreCars }).getAttribute('href')).toBe('/ar/cars');
    for (const claim of claimsAr.HOME_CLAIMS) expect(within(hero).getByText(claim.label)).toBeTruthy();
    expect(within(hero).getByText(claimsAr.SERVICE_BADGE)).toBeTruthy();
    const why = screen.getByRole('heading', { level: 2, name: ar.HOME_TEXT.whyTitle }).closest('section') as HTMLElement;
    expect(within(why).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(ar.REASONS.map((r) => r.title));
    expect(within(within(why).getByRole('list', { name: ar.HOME_TEXT.perksLabel })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...claimsAr.PERKS]);
    const quotes = screen.getByRole('heading', { level: 2, name: ar.HOME_TEXT.testimonialsTitle }).closest('section') as HTMLElement;
    for (const t of TESTIMONIALS_AR) {
      expect(within(quotes).getByText(ar.HOME_TEXT.quote(t.text))).toBeTruthy();
      expect(within(quotes).getByRole('img', { name: ar.HOME_TEXT.portrait(t.name) })).toBeTruthy();
    }
    expect(within(quotes).getAllByRole('img', { name: ar.HOME_TEXT.rated('5', '5') })).toHaveLength(3);
  });

  it('at the root stays English, word for word', () => {
    renderPage(<HomePage />, { path: '/', logic });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SITE.tagline);
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(en.HOME_TEXT.brandsTitle);
  });
});
