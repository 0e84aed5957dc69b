import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURED_LIMIT, LIST_PAGE_SIZE, RELATED_LIMIT } from '../../domain/constants';
import { getDb, resetMockBackend, server } from '../node';
import { SERVER_MSG } from '../../domain/messages';
import { api, type Car, type CarList } from '../test-helpers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockBackend());
afterAll(() => server.close());

const allCars = async () => (await getDb()).cars;
const activeCars = async () => (await allCars()).filter((c) => c.isActive);
type CarArray = { success: boolean; message: string; data: Car[] };

describe('GET /api/cars', () => {
  it('returns the first page of active cars, newest first, with every list field', async () => {
    const res = await api<CarList>('/api/cars?_t=123');
    const active = await activeCars();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.data).toHaveLength(LIST_PAGE_SIZE);
    expect(res.body.total).toBe(active.length);
    expect(res.body.currentPage).toBe(1);
    expect(res.body.totalPages).toBe(Math.ceil(active.length / LIST_PAGE_SIZE));
    expect(res.body.hasNextPage).toBe(true);
    expect(res.body.hasPrevPage).toBe(false);
    const dates = res.body.data.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('never lists inactive cars', async () => {
    const inactive = (await allCars()).filter((c) => !c.isActive).map((c) => c._id);
    expect(inactive.length).toBeGreaterThan(0);
    const res = await api<CarList>('/api/cars?limit=100');
    expect(res.body.data.map((c) => c._id)).not.toEqual(expect.arrayContaining([inactive[0]]));
    expect(res.body.data.some((c) => !c.isActive)).toBe(false);
  });

  it('pages through the list', async () => {
    const total = (await activeCars()).length;
    const last = Math.ceil(total / 10);
    const res = await api<CarList>(`/api/cars?page=${last}&limit=10`);
    expect(res.body.currentPage).toBe(last);
    expect(res.body.data).toHaveLength(total - (last - 1) * 10);
    expect(res.body.hasNextPage).toBe(false);
    expect(res.body.hasPrevPage).toBe(true);
    const beyond = await api<CarList>(`/api/cars?page=${last + 1}&limit=10`);
    expect(beyond.body.data).toEqual([]);
  });

  it('filters by brand case-insensitively, with - matching a space, and by comma lists', async () => {
    const rolls = await api<CarList>('/api/cars?brand=rolls-royce&limit=100');
    const expected = (await activeCars()).filter((c) => c.brand === 'Rolls Royce').length;
    expect(rolls.body.total).toBe(expected);
    expect(rolls.body.data.every((c) => c.brand === 'Rolls Royce')).toBe(true);
    const slugCase = await api<CarList>('/api/cars?brand=Rolls-royce&limit=100');
    expect(slugCase.body.total).toBe(expected);
    const two = await api<CarList>('/api/cars?brand=ferrari,BMW&limit=100');
    expect(new Set(two.body.data.map((c) => c.brand))).toEqual(new Set(['Ferrari', 'BMW']));
  });

  it('filters by category, transmission, fuel, seats, year and status', async () => {
    const active = await activeCars();
    const check = async (query: string, pick: (c: Car) => boolean) => {
      const res = await api<CarList>(`/api/cars?${query}&limit=100`);
      expect(res.status).toBe(200);
      expect(res.body.total, query).toBe(active.filter(pick).length);
      expect(res.body.total, query).toBeGreaterThan(0);
      expect(res.body.data.every(pick), query).toBe(true);
    };
    await check('category=suv', (c) => c.category === 'SUV');
    await check('category=Sports,coupe', (c) => c.category === 'Sports' || c.category === 'Coupe');
    await check('transmission=Manual', (c) => c.transmission === 'Manual');
    await check('transmission=Semi-Automatic', (c) => c.transmission === 'Semi-Automatic');
    await check('fuelType=Electric,Hybrid', (c) => c.fuelType === 'Electric' || c.fuelType === 'Hybrid');
    await check('seats=7', (c) => c.seats === 7);
    await check('year=2023', (c) => c.year === 2023);
    await check(`status=${encodeURIComponent('not available')}`, (c) => c.status === 'not available');
    await check('status=rented,maintenance', (c) => c.status === 'rented' || c.status === 'maintenance');
    await check('brand=ferrari&category=sports', (c) => c.brand === 'Ferrari' && c.category === 'Sports');
  });

  it('searches name, brand, model and category (case- and accent-insensitive)', async () => {
    const huracan = await api<CarList>('/api/cars?search=huracan');
    expect(huracan.body.data.map((c) => c.model).sort()).toEqual(['Huracán EVO Spyder', 'Huracán STO']);
    const byCategory = await api<CarList>('/api/cars?search=convertible&limit=100');
    expect(byCategory.body.data.every((c) => c.category === 'Convertible' || /convertible/i.test(c.name))).toBe(true);
    expect(byCategory.body.total).toBeGreaterThanOrEqual(4);
    const twoWords = await api<CarList>('/api/cars?search=rolls%20cullinan');
    expect(twoWords.body.data.map((c) => c.name)).toEqual(['Rolls Royce Cullinan']);
    const none = await api<CarList>('/api/cars?search=trabant');
    expect(none.body).toMatchObject({ total: 0, totalPages: 0, data: [], hasNextPage: false });
  });

  it('sorts oldest first and by popularity', async () => {
    const oldest = await api<CarList>('/api/cars?sort=oldest&limit=100');
    const dates = oldest.body.data.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort());
    const popular = await api<CarList>('/api/cars?sort=popular&limit=100');
    const views = popular.body.data.map((c) => c.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('answers 400 naming the field for bad paging or sort', async () => {
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['sort=cheapest', 'sort'],
      ['seats=two', 'seats'],
    ] as const) {
      const res = await api(`/api/cars?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ success: false, field });
      expect(String(res.body.message)).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('GET /api/cars/featured', () => {
  it('returns featured active cars, 6 by default, honouring limit', async () => {
    const res = await api<CarArray>('/api/cars/featured');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(FEATURED_LIMIT);
    expect(res.body.data.every((c) => c.isFeatured && c.isActive)).toBe(true);
    const two = await api<CarArray>('/api/cars/featured?limit=2');
    expect(two.body.data).toHaveLength(2);
    const all = await api<CarArray>('/api/cars/featured?limit=50');
    expect(all.body.data.length).toBe((await activeCars()).filter((c) => c.isFeatured).length);
  });
});

describe('GET /api/cars/brands', () => {
  type BrandList = { success: boolean; message: string; data: Array<{ brand: string; count: number }> };

  it('lists every brand of the active fleet once, with its count of active cars, sorted by name', async () => {
    const res = await api<BrandList>('/api/cars/brands?_t=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: SERVER_MSG.brandsOk });
    const active = await activeCars();
    const expected = new Map<string, number>();
    for (const car of active) expected.set(car.brand, (expected.get(car.brand) ?? 0) + 1);
    expect(Object.fromEntries(res.body.data.map((b) => [b.brand, b.count]))).toEqual(Object.fromEntries(expected));
    const names = res.body.data.map((b) => b.brand.toLowerCase());
    expect(names).toEqual([...names].sort());
    // More brands than the first page of the list shows: the reason the filter asks for this list.
    const firstPage = new Set((await api<CarList>('/api/cars')).body.data.map((c) => c.brand));
    expect(res.body.data.length).toBeGreaterThan(firstPage.size);
  });

  it('leaves out inactive cars and counts spellings of one brand together', async () => {
    const db = await getDb();
    const active = db.cars.filter((c) => c.isActive);
    const counts = (body: BrandList) => Object.fromEntries(body.data.map((b) => [b.brand, b.count]));
    const before = counts((await api<BrandList>('/api/cars/brands')).body);
    const hidden = active[0]!;
    hidden.isActive = false;
    // A brand with two active cars or more keeps its name when one more car spells it differently.
    const twin = active.find((c) => c !== hidden && active.filter((o) => o !== hidden && o.brand === c.brand).length >= 2)!;
    db.cars.push({ ...twin, _id: 'f'.repeat(24), slug: `${twin.slug}-twin`, brand: twin.brand.toUpperCase().replace(/ /g, '-') });
    const after = counts((await api<BrandList>('/api/cars/brands')).body);
    expect(after[twin.brand]).toBe((before[twin.brand] ?? 0) + 1 - (hidden.brand === twin.brand ? 1 : 0));
    expect(after[twin.brand.toUpperCase().replace(/ /g, '-')]).toBeUndefined();
    if (hidden.brand !== twin.brand) expect(after[hidden.brand] ?? 0).toBe((before[hidden.brand] ?? 0) - 1);
  });
});

describe('GET /api/cars/brand/{brand}', () => {
  it('lists one brand, case-insensitively, with list fields', async () => {
    const res = await api<CarList>('/api/cars/brand/rolls-royce');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe((await activeCars()).filter((c) => c.brand === 'Rolls Royce').length);
    expect(res.body.data.every((c) => c.brand === 'Rolls Royce')).toBe(true);
    const spaced = await api<CarList>(`/api/cars/brand/${encodeURIComponent('Rolls Royce')}?category=suv`);
    expect(spaced.body.data.map((c) => c.model)).toEqual(['Cullinan']);
  });
});

describe('GET /api/cars/{idOrCategory}', () => {
  it('treats a category slug as a category list (case-insensitive)', async () => {
    const res = await api<CarList>('/api/cars/Luxury?limit=100');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe((await activeCars()).filter((c) => c.category === 'Luxury').length);
    expect(res.body.data.every((c) => c.category === 'Luxury')).toBe(true);
    expect(res.body).toHaveProperty('hasNextPage');
  });

  it('returns one active car by id', async () => {
    const car = (await activeCars())[3]!;
    const res = await api<{ data: Car }>(`/api/cars/${car._id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(car);
  });

  it('answers 404 for an unknown or inactive car and 400 for a malformed id', async () => {
    const missing = await api('/api/cars/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: SERVER_MSG.carNotFound });
    expect(SERVER_MSG.carNotFound).toBe('Car not found');
    const inactive = (await allCars()).find((c) => !c.isActive)!;
    expect((await api(`/api/cars/${inactive._id}`)).status).toBe(404);
    for (const bad of ['123', 'hatchback', 'undefined', 'ZZZZZZZZZZZZZZZZZZZZZZZZ']) {
      const res = await api(`/api/cars/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Valid car ID is required' });
    }
  });
});

describe('GET /api/cars/{id}/related', () => {
  it('returns up to 4 active cars of the same category or brand, never the car itself', async () => {
    const car = (await activeCars()).find((c) => c.model === 'Cullinan')!;
    const res = await api<CarArray>(`/api/cars/${car._id}/related`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(RELATED_LIMIT);
    for (const r of res.body.data) {
      expect(r._id).not.toBe(car._id);
      expect(r.isActive).toBe(true);
      expect(r.category === car.category || r.brand === car.brand).toBe(true);
    }
    const six = await api<CarArray>(`/api/cars/${car._id}/related?limit=6`);
    expect(six.body.data).toHaveLength(6);
  });

  it('answers 400 / 404 for bad ids', async () => {
    expect((await api('/api/cars/nope/related')).status).toBe(400);
    expect((await api('/api/cars/bbbbbbbbbbbbbbbbbbbbbbbb/related')).status).toBe(404);
  });
});

describe('POST /api/cars/{id}/increment-view', () => {
  afterEach(() => void vi.useRealTimers());
  const view = async (id: string) => (await api<{ data: { viewCount: number } }>(`/api/cars/${id}/increment-view`, { method: 'POST' })).body.data.viewCount;

  it('adds one view a Dubai day (the browser is one visitor), returns data.viewCount and keeps it', async () => {
    // 10:00 in Dubai: the next Dubai day starts 14 hours later.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-10T06:00:00Z') });
    const [car, other] = (await activeCars()) as [Car, Car];
    // The database's own objects change in place: keep the counts as they were.
    const before = car.viewCount;
    const otherBefore = other.viewCount;
    const res = await api<{ data: { viewCount: number } }>(`/api/cars/${car._id}/increment-view`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.data.viewCount).toBe(before + 1);
    // A reload the same day answers the count without adding to it; another car counts on its own.
    expect(await view(car._id)).toBe(before + 1);
    expect(await view(other._id)).toBe(otherBefore + 1);
    vi.setSystemTime(Date.parse('2026-03-10T19:59:59Z'));
    expect(await view(car._id)).toBe(before + 1);
    vi.setSystemTime(Date.parse('2026-03-10T20:00:00Z'));
    expect(await view(car._id)).toBe(before + 2);
    expect(await view(car._id)).toBe(before + 2);
    const read = await api<{ data: Car }>(`/api/cars/${car._id}`);
    expect(read.body.data.viewCount).toBe(before + 2);
    // Marks of days that can never match again are dropped.
    vi.setSystemTime(Date.parse('2026-03-14T06:00:00Z'));
    expect(await view(other._id)).toBe(otherBefore + 2);
    expect((await getDb()).viewMarks).toEqual([{ carId: other._id, day: '2026-03-14' }]);
  });

  it('answers 400 / 404 for bad ids', async () => {
    expect((await api('/api/cars/all/increment-view', { method: 'POST' })).status).toBe(400);
    expect((await api('/api/cars/cccccccccccccccccccccccc/increment-view', { method: 'POST' })).status).toBe(404);
  });
});

describe('GET /api/car/search/{text}', () => {
  it('suggests at most 8 active cars matching the text', async () => {
    const res = await api<CarArray>('/api/car/search/ferrari');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.length).toBe((await activeCars()).filter((c) => c.brand === 'Ferrari').length);
    const many = await api<CarArray>('/api/car/search/suv');
    expect(many.body.data).toHaveLength(8);
    const encoded = await api<CarArray>(`/api/car/search/${encodeURIComponent('Martin DBX')}`);
    expect(encoded.body.data.map((c) => c.model)).toEqual(['DBX707']);
    const model = await api<CarArray>('/api/car/search/sf90');
    expect(model.body.data.map((c) => c.name)).toEqual(['Ferrari SF90 Stradale']);
  });

  it('answers 400 below 2 characters', async () => {
    const res = await api('/api/car/search/f');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, field: 'text' });
  });
});
