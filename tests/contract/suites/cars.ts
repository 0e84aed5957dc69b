/**
 * The contract of server/routes/cars.ts (and mocks/handlers): the public fleet — the list with its filters, search,
 * sorts and pages, featured, brand and category lists, one car, related cars, views and suggestions.
 */
import { describe, expect, it } from 'vitest';
import { FEATURED_LIMIT, RELATED_LIMIT } from '../../../domain/constants';
import { fold } from '../../../domain/ids';
import type { Car } from '../../../domain/types';
import { ids, newest, oldest, popular, type CarArray, type CarBody, type CarList, type ContractContext } from '../harness';
import { ACTIVE, INACTIVE, UNKNOWN_ID } from '../seed';

export function defineCarsTests(ctx: ContractContext): void {
  const { call, each, expectError, expectList } = ctx;

  describe('public: GET /api/cars', () => {
    it('answers the first page of active cars, newest first, with every list field', async () => {
      const res = await call<CarList>('/api/cars?_t=1732460000000');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expectList(res.body, newest(ACTIVE));
      expect(res.body.data[0]).toEqual(newest(ACTIVE)[0]);
    });

    it('pages through the list; a page beyond the last is empty', async () => {
      const last = Math.ceil(ACTIVE.length / 10);
      expectList((await call<CarList>('/api/cars?page=2&limit=10')).body, newest(ACTIVE), 2, 10);
      expectList((await call<CarList>(`/api/cars?page=${last}&limit=10`)).body, newest(ACTIVE), last, 10);
      const beyond = await call<CarList>(`/api/cars?page=${last + 1}&limit=10`);
      expect(beyond.body).toMatchObject({ data: [], total: ACTIVE.length, currentPage: last + 1, hasNextPage: false, hasPrevPage: true });
      expectList((await call<CarList>('/api/cars?limit=100')).body, newest(ACTIVE), 1, 100);
    });

    const filters: [string, (c: Car) => boolean][] = [
      ['brand=ferrari', (c) => c.brand === 'Ferrari'],
      ['brand=rolls-royce', (c) => c.brand === 'Rolls Royce'],
      ['brand=Rolls-royce', (c) => c.brand === 'Rolls Royce'],
      ['brand=ferrari,BMW', (c) => c.brand === 'Ferrari' || c.brand === 'BMW'],
      ['category=suv', (c) => c.category === 'SUV'],
      ['category=Sports,coupe', (c) => c.category === 'Sports' || c.category === 'Coupe'],
      ['category=all', () => true],
      ['transmission=Manual', (c) => c.transmission === 'Manual'],
      ['transmission=semi-automatic', (c) => c.transmission === 'Semi-Automatic'],
      ['fuelType=Electric,Hybrid', (c) => c.fuelType === 'Electric' || c.fuelType === 'Hybrid'],
      ['seats=7', (c) => c.seats === 7],
      ['seats=2,4', (c) => c.seats === 2 || c.seats === 4],
      ['year=2023', (c) => c.year === 2023],
      ['status=available', (c) => c.status === 'available'],
      [`status=${encodeURIComponent('not available')}`, (c) => c.status === 'not available'],
      ['status=inactive', (c) => c.status === 'not available'],
      ['status=unavailable', (c) => c.status === 'not available'],
      ['status=rented,maintenance', (c) => c.status === 'rented' || c.status === 'maintenance'],
      ['brand=ferrari&category=sports', (c) => c.brand === 'Ferrari' && c.category === 'Sports'],
      ['priceMin=100&priceMax=5000', () => true],
    ];
    it.each(filters)('filters: %s', async (query, pick) => {
      const res = await call<CarList>(`/api/cars?${query}&limit=100`);
      expect(res.status).toBe(200);
      const expected = ACTIVE.filter(pick);
      expect(expected.length, 'the seed has cars for this filter').toBeGreaterThan(0);
      expectList(res.body, newest(expected), 1, 100);
    });

    it('filters that match nothing answer an empty page', async () => {
      const res = await call<CarList>('/api/cars?brand=trabant');
      expect(res.body).toMatchObject({ success: true, data: [], total: 0, totalPages: 0, currentPage: 1, hasNextPage: false, hasPrevPage: false });
    });

    it('searches name, brand, model and category, case- and accent-insensitively, every term', async () => {
      const search = async (text: string) => (await call<CarList>(`/api/cars?search=${encodeURIComponent(text)}&limit=100`)).body;
      expect((await search('huracan')).data.map((c) => c.model).sort()).toEqual(['Huracán EVO Spyder', 'Huracán STO']);
      expect((await search('HURACÁN')).total).toBe(2);
      const convertible = await search('convertible');
      expect(ids(convertible.data)).toEqual(ids(newest(ACTIVE.filter((c) => fold(`${c.name} ${c.brand} ${c.model} ${c.category}`).includes('convertible')))));
      expect((await search('rolls cullinan')).data.map((c) => c.name)).toEqual(['Rolls Royce Cullinan']);
      expect((await search('trabant')).total).toBe(0);
      expect((await search('  ')).total).toBe(ACTIVE.length);
      expect((await search('all')).total).toBe(ACTIVE.length);
      expect((await search('100%')).total).toBe(0);
    });

    it('sorts newest, oldest and popular', async () => {
      expectList((await call<CarList>('/api/cars?sort=newest&limit=100')).body, newest(ACTIVE), 1, 100);
      expectList((await call<CarList>('/api/cars?sort=oldest&limit=100')).body, oldest(ACTIVE), 1, 100);
      expectList((await call<CarList>('/api/cars?sort=popular&limit=100')).body, popular(ACTIVE), 1, 100);
      expectList((await call<CarList>('/api/cars?sort=popular&category=suv&page=2&limit=3')).body, popular(ACTIVE.filter((c) => c.category === 'SUV')), 2, 3);
    });

    const invalid: [string, string][] = [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['sort=cheapest', 'sort'],
      ['seats=two', 'seats'],
      ['seats=0', 'seats'],
      ['year=1800', 'year'],
      ['priceMin=-1', 'priceMin'],
    ];
    it.each(invalid)('answers 400 naming the field: %s', async (query, field) => {
      const res = await call(`/api/cars?${query}`);
      expectError(res, 400, new RegExp(`^${field}: `), field);
    });
  });

  // =============================================================================================================
  describe('public: featured, brand and category lists', () => {
    const FEATURED = newest(ACTIVE.filter((c) => c.isFeatured));

    it('GET /api/cars/featured: featured active cars newest first, 6 by default, honouring limit', async () => {
      const res = await call<CarArray>('/api/cars/featured?_t=1');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(ids(res.body.data)).toEqual(ids(FEATURED.slice(0, FEATURED_LIMIT)));
      expect(ids((await call<CarArray>('/api/cars/featured?limit=2')).body.data)).toEqual(ids(FEATURED.slice(0, 2)));
      expect(ids((await call<CarArray>('/api/cars/featured?limit=50')).body.data)).toEqual(ids(FEATURED));
      expectError(await call('/api/cars/featured?limit=0'), 400, /^limit: /, 'limit');
      expectError(await call('/api/cars/featured?limit=51'), 400, /^limit: /, 'limit');
    });

    it("GET /api/cars/brand/{brand}: one brand, case-insensitive, 'rolls-royce' folds to Rolls Royce", async () => {
      const rolls = newest(ACTIVE.filter((c) => c.brand === 'Rolls Royce'));
      expectList((await call<CarList>('/api/cars/brand/rolls-royce')).body, rolls);
      expectList((await call<CarList>(`/api/cars/brand/${encodeURIComponent('Rolls Royce')}`)).body, rolls);
      const suv = await call<CarList>('/api/cars/brand/ROLLS-ROYCE?category=suv');
      expect(suv.body.data.map((c) => c.model)).toEqual(['Cullinan']);
      expectList((await call<CarList>('/api/cars/brand/ferrari?sort=popular&limit=2&page=2')).body, popular(ACTIVE.filter((c) => c.brand === 'Ferrari')), 2, 2);
      expect((await call<CarList>('/api/cars/brand/trabant')).body).toMatchObject({ data: [], total: 0 });
      expectError(await call('/api/cars/brand/ferrari?sort=fastest'), 400, /^sort: /, 'sort');
    });

    it('GET /api/cars/brands: every brand of the active fleet with its count, sorted by name (not taken for a car id)', async () => {
      const res = await call<{ success: boolean; message: string; data: Array<{ brand: string; count: number }> }>('/api/cars/brands?_t=1');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Brands retrieved successfully' });
      const counts = new Map<string, number>();
      for (const car of ACTIVE) counts.set(car.brand, (counts.get(car.brand) ?? 0) + 1);
      const expected = [...counts].map(([brand, count]) => ({ brand, count })).sort((a, b) => (a.brand.toLowerCase() < b.brand.toLowerCase() ? -1 : 1));
      expect(res.body.data).toEqual(expected);
    });

    it('GET /api/cars/{category}: a category slug lists that category (case-insensitive)', async () => {
      const luxury = newest(ACTIVE.filter((c) => c.category === 'Luxury'));
      expectList((await call<CarList>('/api/cars/Luxury?limit=100')).body, luxury, 1, 100);
      expectList((await call<CarList>('/api/cars/luxury')).body, luxury);
      for (const slug of ['sports', 'suv', 'sedan', 'convertible', 'coupe']) {
        const res = await call<CarList>(`/api/cars/${slug}?limit=100`);
        expectList(res.body, newest(ACTIVE.filter((c) => fold(c.category) === slug)), 1, 100);
      }
      const bmwSuv = await call<CarList>('/api/cars/suv?brand=bmw&sort=oldest');
      expectList(bmwSuv.body, oldest(ACTIVE.filter((c) => c.category === 'SUV' && c.brand === 'BMW')));
      expectError(await call('/api/cars/sports?limit=1000'), 400, /^limit: /, 'limit');
      // Hatchback is a category of the admin form, not a public category page: the segment is then a (bad) car id.
      expectError(await call('/api/cars/hatchback'), 400, 'Valid car ID is required', 'id');
    });
  });

  // =============================================================================================================
  describe('public: one car, related cars, views, suggestions', () => {
    it('GET /api/cars/{id}: the car, every field as seeded', async () => {
      for (const car of [ACTIVE[0]!, ACTIVE[3]!, ACTIVE.at(-1)!]) {
        const res = await call<CarBody>(`/api/cars/${car._id}?_t=2`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: 'Car retrieved successfully', data: car });
      }
    });

    it("answers 404 'Car not found' for an unknown or inactive car, 400 'Valid car ID is required' for a bad id", async () => {
      const missing = await call(`/api/cars/${UNKNOWN_ID}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'Car not found' });
      for (const car of INACTIVE) expect((await call(`/api/cars/${car._id}`)).body).toEqual({ success: false, message: 'Car not found' });
      for (const bad of ['123', 'undefined', 'null', 'all', 'ZZZZZZZZZZZZZZZZZZZZZZZZ', `${UNKNOWN_ID}0`, 'AAAAAAAAAAAAAAAAAAAAAAAA']) {
        expectError(await call(`/api/cars/${bad}`), 400, 'Valid car ID is required', 'id');
      }
    });

    it('GET /api/cars/{id}/related: same category or brand, closest first then most viewed, never the car itself', async () => {
      const related = (car: Car, limit: number) => {
        const closeness = (c: Car) => Number(c.category === car.category) + Number(c.brand === car.brand);
        return popular(ACTIVE)
          .filter((c) => c._id !== car._id && closeness(c) > 0)
          .sort((a, b) => closeness(b) - closeness(a))
          .slice(0, limit);
      };
      const cullinan = ACTIVE.find((c) => c.model === 'Cullinan')!;
      const res = await call<CarArray>(`/api/cars/${cullinan._id}/related?_t=3`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Related cars retrieved successfully');
      expect(ids(res.body.data)).toEqual(ids(related(cullinan, RELATED_LIMIT)));
      expect(ids((await call<CarArray>(`/api/cars/${cullinan._id}/related?limit=6`)).body.data)).toEqual(ids(related(cullinan, 6)));
      for (const car of [ACTIVE[0]!, ACTIVE[10]!, ACTIVE[20]!]) {
        expect(ids((await call<CarArray>(`/api/cars/${car._id}/related?limit=20`)).body.data)).toEqual(ids(related(car, 20)));
      }
      expectError(await call(`/api/cars/${cullinan._id}/related?limit=21`), 400, /^limit: /, 'limit');
      expectError(await call('/api/cars/nope/related'), 400, 'Valid car ID is required', 'id');
      expectError(await call(`/api/cars/${UNKNOWN_ID}/related`), 404, 'Car not found');
      expectError(await call(`/api/cars/${INACTIVE[0]!._id}/related`), 404, 'Car not found');
    });

    it('POST /api/cars/{id}/increment-view: counts a visitor once per car per Dubai day, and answers the count', async () => {
      const car = ACTIVE[5]!;
      const other = ACTIVE[6]!;
      const view = (id: string) => call<{ success: boolean; message: string; data: { viewCount: number } }>(`/api/cars/${id}/increment-view?_t=4`, { method: 'POST' });
      const first = await view(car._id);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, message: 'View count updated', data: { viewCount: car.viewCount + 1 } });
      // A reload the same day does not inflate 'Most viewed'; another car is counted on its own.
      const second = await view(car._id);
      expect(second.body).toEqual({ success: true, message: 'View count updated', data: { viewCount: car.viewCount + 1 } });
      expect((await view(other._id)).body.data.viewCount).toBe(other.viewCount + 1);
      expect((await call<CarBody>(`/api/cars/${car._id}`)).body.data.viewCount).toBe(car.viewCount + 1);
      // The next day the same visitor counts again, once.
      await each(async (s) => s.backend.advance(24 * 60 * 60_000));
      expect((await view(car._id)).body.data.viewCount).toBe(car.viewCount + 2);
      expect((await view(car._id)).body.data.viewCount).toBe(car.viewCount + 2);
      expect((await call<CarBody>(`/api/cars/${car._id}`)).body.data.viewCount).toBe(car.viewCount + 2);
      expectError(await call('/api/cars/all/increment-view', { method: 'POST' }), 400, 'Valid car ID is required', 'id');
      expectError(await call(`/api/cars/${UNKNOWN_ID}/increment-view`, { method: 'POST' }), 404, 'Car not found');
      expectError(await call(`/api/cars/${INACTIVE[0]!._id}/increment-view`, { method: 'POST' }), 404, 'Car not found');
    });

    it('views reorder the popular list', async () => {
      const order = popular(ACTIVE);
      // The closest neighbours in popularity: a few views put the second ahead of the first.
      let at = 0;
      for (let i = 1; i < order.length - 1; i++) if (order[i]!.viewCount - order[i + 1]!.viewCount < order[at]!.viewCount - order[at + 1]!.viewCount) at = i;
      const [ahead, behind] = [order[at]!, order[at + 1]!];
      const views = ahead.viewCount - behind.viewCount + 1;
      // One view a day per visitor: a day passes between views.
      for (let i = 0; i < views; i++) {
        await call(`/api/cars/${behind._id}/increment-view`, { method: 'POST' });
        await each(async (s) => s.backend.advance(24 * 60 * 60_000));
      }
      const res = await call<CarList>('/api/cars?sort=popular&limit=100');
      const moved = popular(ACTIVE.map((c) => (c._id === behind._id ? { ...c, viewCount: c.viewCount + views } : c)));
      expect(ids(res.body.data)).toEqual(ids(moved));
      expect(ids(res.body.data).indexOf(behind._id)).toBeLessThan(ids(res.body.data).indexOf(ahead._id));
    });

    it('GET /api/car/search/{text}: up to 8 active cars, those starting with the text first, then the most viewed', async () => {
      const suggest = (text: string) => {
        const terms = fold(text).split(' ');
        const haystack = (c: Car) => fold(`${c.name} ${c.brand} ${c.model} ${c.category}`);
        const starts = (c: Car) => Number([c.name, c.brand, c.model].some((f) => fold(f).startsWith(terms[0]!)));
        return popular(ACTIVE.filter((c) => terms.every((t) => haystack(c).includes(t))))
          .sort((a, b) => starts(b) - starts(a))
          .slice(0, 8);
      };
      for (const text of ['ferrari', 'suv', 'Martin DBX', 'sf90', 'rolls', 'GT', 'coupe', 'mercedes amg', 'Huracán', 'trabant']) {
        const res = await call<CarArray>(`/api/car/search/${encodeURIComponent(text)}?_t=5`);
        expect(res.status, text).toBe(200);
        expect(res.body.success).toBe(true);
        expect(res.body.message).toBe('Search results retrieved successfully');
        expect(ids(res.body.data), text).toEqual(ids(suggest(text)));
      }
      expect((await call<CarArray>('/api/car/search/suv')).body.data).toHaveLength(8);
      expect((await call<CarArray>(`/api/car/search/${encodeURIComponent('Martin DBX')}`)).body.data.map((c) => c.model)).toEqual(['DBX707']);
    });

    it('search answers 400 naming `text` below 2 characters', async () => {
      for (const text of ['f', ' f ', '%20']) {
        expectError(await call(`/api/car/search/${text === '%20' ? text : encodeURIComponent(text)}`), 400, 'text: must be at least 2 characters', 'text');
      }
    });
  });
}
