// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SORT, NO_FILTERS, storeFilters } from '../../../machines/collection/collection.model';
import { getDb, peekDb, resetMockBackend, server } from '../../../mocks/node';
import { api, type CarList } from '../../../mocks/test-helpers';
import type { BrandCount } from '../../../domain/types';
import { publicApi, resetPublicGap } from '../../../api/public-client';
import { PAGE_DATA_ID, type PageData } from '../../actors/page-data';
import { readPageData } from '../../actors/page-data-context';
import { createFleetLogic } from '../../actors/wiring/fleet';
import { createRootLogic } from '../../actors/wiring/root';
import { BRAND_TILES } from '../../config/catalog-shared';
import { LIST_PAGE_SIZE } from '../../../domain/constants';
import { PAGE_HEADS } from '../../config/page-heads';
import { SITE } from '../../../domain/site';
import CollectionPage from './collection-page';
import { FLEET_TEXT } from './fleet-copy';
import { renderPage } from '../../../tests/setup/render-page';

/**
 * /cars with the app's live wiring (the car-data store and the page's machines over the real public client) against
 * the mock backend. The list goes through the store's request queue (1 s debounce, 2 s gap), so waits are generous.
 */
const WAIT = { timeout: 12_000 };

const requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  resetPublicGap();
  requests.length = 0;
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** The public fleet as the mock holds it: the brands and their counts, worked out here from the cars themselves. */
async function fleet() {
  const active = (await getDb()).cars.filter((c) => c.isActive);
  const counts = new Map<string, number>();
  for (const car of active) counts.set(car.brand, (counts.get(car.brand) ?? 0) + 1);
  const firstPage = (await api<CarList>(`/api/cars?limit=${LIST_PAGE_SIZE}`)).body.data;
  resetPublicGap();
  requests.length = 0;
  return { active, counts, firstPage };
}

/** /cars at `path` with the store and the page's machines wired as the app wires them; answers the memory location. */
function renderCars(path = '/cars', pageData: PageData | null = null) {
  // Featured cars held: the store's automatic featured load stays out of the queue the page's lists go through.
  const carData = { logic: createRootLogic().carData, input: { featured: (peekDb()?.cars ?? []).slice(0, 1) } };
  return renderPage(<CollectionPage />, { path, pageData, carData, logic: createFleetLogic() }).location;
}

const brandSelect = () => screen.getByLabelText(FLEET_TEXT.labels.brand) as HTMLSelectElement;
const brandLabels = () => [...brandSelect().options].slice(1).map((o) => o.text);
const cardNames = () => screen.getAllByTestId('car-card').map((card) => within(card).getByRole('heading').textContent);

describe('/cars Brand filter', () => {
  it('offers every brand of the fleet with its count before Load More; one not on the first page filters the list', async () => {
    const { active, counts, firstPage } = await fleet();
    const onFirstPage = new Set(firstPage.map((c) => c.brand));
    const later = [...counts.keys()].filter((b) => !onFirstPage.has(b));
    expect(later.length).toBeGreaterThan(0);
    const target = later.includes('Aston Martin') ? 'Aston Martin' : later[0]!;
    const count = counts.get(target)!;

    const location = renderCars();
    expect(await screen.findByRole('option', { name: FLEET_TEXT.brandCount(target, count) }, WAIT)).toBeInTheDocument();
    // Still the first page: Load More has not been pressed.
    expect(screen.getAllByTestId('car-card')).toHaveLength(LIST_PAGE_SIZE);
    expect(screen.getByRole('button', { name: FLEET_TEXT.loadMore })).toBeInTheDocument();
    // Every brand of the fleet, each with its count, in name order.
    const expected = [...counts].sort(([a], [b]) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(brandLabels()).toEqual(expected.map(([brand, n]) => FLEET_TEXT.brandCount(brand, n)));
    expect(requests.filter((p) => p === '/api/cars/brands')).toHaveLength(1);

    await userEvent.setup().selectOptions(brandSelect(), target);
    expect(location.history.at(-1)).toBe(`/cars?brand=${encodeURIComponent(target).replace(/%20/g, '+')}`);
    expect(await screen.findByRole('heading', { level: 2, name: `${count} ${count === 1 ? 'Car' : 'Cars'} Available` }, WAIT)).toBeInTheDocument();
    expect(cardNames().sort()).toEqual(active.filter((c) => c.brand === target).map((c) => c.name).sort());
    expect(brandSelect().value).toBe(target);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(target);
    // The brand list was not asked for again: the store holds it.
    expect(requests.filter((p) => p === '/api/cars/brands')).toHaveLength(1);
  }, 40_000);

  it('while the brand list fails, the filter offers the brands it knows, and they still filter', async () => {
    server.use(http.get('*/api/cars/brands', () => HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 })));
    const { firstPage } = await fleet();
    const listBrands = vi.spyOn(publicApi, 'listBrands');
    renderCars();
    await screen.findAllByTestId('car-card', {}, WAIT);
    // Before the list answers and after it failed alike: the tile brands, then the brands of the cars loaded, no counts.
    const known = [...new Set(firstPage.map((c) => c.brand))];
    const offered = brandLabels();
    for (const tile of BRAND_TILES) expect(offered).toContain(tile.name);
    for (const brand of known) expect(offered).toContain(brand);
    expect(offered.some((label) => /\(\d+\)$/.test(label))).toBe(false);
    const pick = known.find((b) => !BRAND_TILES.some((t) => t.name === b)) ?? known[0]!;
    // The brand list has gone through the store's queue and failed (waitFor lets the store take the failure in).
    await waitFor(() => expect(listBrands.mock.settledResults.map((r) => r.type)).toContain('rejected'), WAIT);
    expect(requests).toContain('/api/cars/brands');
    expect(brandLabels()).toEqual(offered);
    await userEvent.setup().selectOptions(brandSelect(), pick);
    await screen.findByRole('heading', { level: 1, name: pick });
    await screen.findByRole('heading', { level: 2, name: /^\d+ Cars? Available$/ }, WAIT);
    for (const name of cardNames()) expect(name).toContain(pick);
  }, 40_000);

  it('a page that arrived with the brand list (server-rendered) offers it at once and never asks for it', async () => {
    const { counts } = await fleet();
    const filters = storeFilters({ filters: NO_FILTERS, category: 'all', search: '', sort: DEFAULT_SORT, page: 1 });
    const list = (await api<CarList>(`/api/cars?limit=${LIST_PAGE_SIZE}&sort=${DEFAULT_SORT}&page=1`)).body;
    const brands = (await api<{ data: BrandCount[] }>('/api/cars/brands')).body.data;
    requests.length = 0;
    // The data block as the browser reads it (src/actors/page-data-context.tsx).
    const block = document.createElement('script');
    block.id = PAGE_DATA_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify({ url: '/cars', cars: { filters, list }, brands } satisfies PageData);
    document.body.append(block);
    const data = readPageData(document);
    block.remove();
    expect(data?.brands).toEqual(brands);

    // The page's clock from here: the store's queue (1 s debounce) would have started any request within 1.5 s.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    renderCars('/cars', data);
    expect(brandLabels()).toEqual(brands.map((b) => FLEET_TEXT.brandCount(b.brand, b.count)));
    expect(brands.length).toBe(counts.size);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(requests).toEqual([]);
  }, 20_000);
});

describe('/cars heading', () => {
  it.each([
    ['/cars', PAGE_HEADS.cars.title],
    ['/cars?brand=ferrari', 'Ferrari'],
    ['/cars?brand=rolls-royce&category=suv', 'Rolls Royce SUVs'],
    ['/cars?category=sports&brand=Ferrari', 'Ferrari Sports Cars'],
    ['/cars?category=sports', 'Sports Cars'],
  ])('%s is headed and titled %j', async (path, title) => {
    renderCars(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(document.title).toBe(`${title} | ${SITE.name}`);
  });

  it('follows the brand and category chosen on the page', async () => {
    renderCars('/cars?brand=ferrari');
    await screen.findByRole('heading', { level: 2, name: /^\d+ Cars? Available$/ }, WAIT);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Sports' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ferrari Sports Cars');
    expect(document.title).toBe(`Ferrari Sports Cars | ${SITE.name}`);
  }, 20_000);
});
