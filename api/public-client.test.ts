import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURED_LIMIT, LIST_PAGE_SIZE, PUBLIC_MIN_GAP_MS, PUBLIC_TIMEOUT_MS, RELATED_LIMIT } from '../domain/constants';
import { ApiError } from './errors';
import { isAbortError } from './error-map';
import { apiUrl, setUnauthorizedHandler } from './http';
import { MSG } from '../domain/app-messages';
import { FieldRejection, publicApi, recordDemand, resetPublicGap } from './public-client';
import type { components } from '../domain/api-schema';
import { english } from '../tests/setup/english';

type Car = components['schemas']['Car'];

function makeCar(overrides: Partial<Car> = {}): Car {
  return {
    _id: '64b7f0c2a1b2c3d4e5f60718',
    name: 'Ferrari 296 GTB',
    brand: 'Ferrari',
    model: '296 GTB',
    year: 2024,
    category: 'Sports',
    transmission: 'Automatic',
    fuelType: 'Hybrid',
    seats: 2,
    location: 'Business Bay, Dubai',
    description: 'Mid-engined hybrid berlinetta.',
    features: ['Bluetooth', 'Apple CarPlay'],
    specifications: { engine: 'V6 twin-turbo hybrid', horsepower: 819, topSpeed: 330 },
    isFeatured: true,
    isActive: true,
    isAvailable: true,
    images: [{ url: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.jpg', alt: 'Ferrari 296 GTB Image 1', isPrimary: true }],
    slug: 'ferrari-296-gtb',
    viewCount: 10,
    bookingCount: 0,
    status: 'available',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}

const listBody = (cars: Car[]) => ({
  success: true,
  message: 'Cars fetched',
  data: cars,
  total: cars.length,
  currentPage: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
});
const arrayBody = (cars: Car[]) => ({ success: true, message: 'ok', data: cars });

const server = setupServer();
let seen: Request[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetPublicGap();
  seen = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  setUnauthorizedHandler(null);
  vi.useRealTimers();
});
afterAll(() => server.close());

const query = (request: Request) => new URL(request.url).searchParams;

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('listCars', () => {
  it('sends the cleaned filters with the default page size and returns the list', async () => {
    const car = makeCar();
    server.use(http.get(apiUrl('/api/cars'), () => HttpResponse.json(listBody([car]))));
    const result = await publicApi.listCars({
      brand: ['Ferrari', 'all', ''],
      category: 'all',
      seats: 0,
      year: '2024',
      search: '  ferrari ',
      sort: 'newest',
    });
    expect(result.data).toEqual([car]);
    const q = query(seen[0]!);
    expect(q.get('brand')).toBe('Ferrari');
    expect(q.has('category')).toBe(false);
    expect(q.has('seats')).toBe(false);
    expect(q.get('year')).toBe('2024');
    expect(q.get('search')).toBe('ferrari');
    expect(q.get('sort')).toBe('newest');
    expect(q.get('limit')).toBe(String(LIST_PAGE_SIZE));
  });

  it('a blank search asks for the full list', async () => {
    server.use(http.get(apiUrl('/api/cars'), () => HttpResponse.json(listBody([]))));
    await publicApi.listCars({ search: '   ' });
    expect(query(seen[0]!).has('search')).toBe(false);
  });

  it('rejects a page below 1 without calling the server', async () => {
    const e = await failure(publicApi.listCars({ page: 0 }));
    expect(english(e)).toBe(MSG.invalidPage);
    expect(seen).toHaveLength(0);
  });
});

describe('featured, category, brand', () => {
  it('listFeatured asks for 6 by default and returns the array', async () => {
    server.use(http.get(apiUrl('/api/cars/featured'), () => HttpResponse.json(arrayBody([makeCar()]))));
    const cars = await publicApi.listFeatured();
    expect(cars).toHaveLength(1);
    expect(query(seen[0]!).get('limit')).toBe(String(FEATURED_LIMIT));
  });

  it('listByCategory lowercases the category and leaves it out of the query', async () => {
    server.use(http.get(apiUrl('/api/cars/:idOrCategory'), () => HttpResponse.json(listBody([makeCar()]))));
    await publicApi.listByCategory('Luxury', { category: 'sports', brand: 'Bentley' });
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/cars/luxury');
    expect(url.searchParams.has('category')).toBe(false);
    expect(url.searchParams.get('brand')).toBe('Bentley');
  });

  it("listByCategory('all') uses /api/cars", async () => {
    server.use(http.get(apiUrl('/api/cars'), () => HttpResponse.json(listBody([]))));
    await publicApi.listByCategory('all');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/cars');
  });

  it('listByBrand encodes the brand in the path', async () => {
    server.use(http.get(apiUrl('/api/cars/brand/:brand'), () => HttpResponse.json(listBody([]))));
    await publicApi.listByBrand('Rolls Royce', { brand: 'x', transmission: ['Automatic', 'Manual'] });
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/cars/brand/Rolls%20Royce');
    expect(url.searchParams.has('brand')).toBe(false);
    expect(url.searchParams.get('transmission')).toBe('Automatic,Manual');
  });

  it('category and brand failures use their own fallback texts', async () => {
    server.use(
      http.get(apiUrl('/api/cars/brand/:brand'), () => HttpResponse.json({ success: false }, { status: 404 })),
      http.get(apiUrl('/api/cars/:idOrCategory'), () => HttpResponse.json({ success: false }, { status: 404 })),
    );
    expect(english((await failure(publicApi.listByBrand('Ferrari'))))).toBe('Error (404): Failed to fetch cars by brand');
    resetPublicGap();
    expect(english((await failure(publicApi.listByCategory('suv'))))).toBe('Error (404): Failed to fetch cars by category');
  });
});

describe('single car, related, view count, search', () => {
  it('getCar returns the car', async () => {
    const car = makeCar();
    server.use(http.get(apiUrl('/api/cars/:id'), () => HttpResponse.json({ success: true, message: 'ok', data: car })));
    expect(await publicApi.getCar(car._id)).toEqual(car);
    expect(new URL(seen[0]!.url).pathname).toBe(`/api/cars/${car._id}`);
  });

  it('getCar takes the first element when data is an array', async () => {
    const first = makeCar({ name: 'First' });
    const second = makeCar({ _id: '64b7f0c2a1b2c3d4e5f60719', name: 'Second' });
    server.use(http.get(apiUrl('/api/cars/:id'), () => HttpResponse.json(arrayBody([first, second]))));
    expect((await publicApi.getCar(first._id)).name).toBe('First');
  });

  it('getCar with an empty array is "Car not found"', async () => {
    server.use(http.get(apiUrl('/api/cars/:id'), () => HttpResponse.json(arrayBody([]))));
    const e = await failure(publicApi.getCar('64b7f0c2a1b2c3d4e5f60718'));
    expect(english(e)).toBe(MSG.carNotFound);
    expect(e.status).toBe(404);
  });

  it.each([
    ['getCar', () => publicApi.getCar('undefined'), MSG.invalidCarId],
    ['listRelated', () => publicApi.listRelated('all'), MSG.invalidRelatedId],
    ['incrementView', () => publicApi.incrementView(''), MSG.invalidViewId],
  ])('%s rejects an invalid id locally', async (_name, run, message) => {
    const e = await failure(run());
    expect(english(e)).toBe(message);
    expect(seen).toHaveLength(0);
  });

  it('listRelated asks for 4 by default', async () => {
    server.use(http.get(apiUrl('/api/cars/:id/related'), () => HttpResponse.json(arrayBody([makeCar()]))));
    expect(await publicApi.listRelated('64b7f0c2a1b2c3d4e5f60718')).toHaveLength(1);
    expect(query(seen[0]!).get('limit')).toBe(String(RELATED_LIMIT));
  });

  it('incrementView POSTs and returns the server count', async () => {
    server.use(
      http.post(apiUrl('/api/cars/:id/increment-view'), () =>
        HttpResponse.json({ success: true, message: 'ok', data: { viewCount: 42 } }),
      ),
    );
    expect(await publicApi.incrementView('64b7f0c2a1b2c3d4e5f60718')).toBe(42);
    expect(seen[0]!.method).toBe('POST');
  });

  it('incrementView failure uses the view-count fallback', async () => {
    server.use(http.post(apiUrl('/api/cars/:id/increment-view'), () => new HttpResponse(null, { status: 404 })));
    expect(english((await failure(publicApi.incrementView('abc'))))).toBe('Error (404): Failed to update view count');
  });

  it('searchCars under 2 characters returns [] without calling', async () => {
    expect(await publicApi.searchCars('a')).toEqual([]);
    expect(await publicApi.searchCars('  b  ')).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('searchCars encodes the text in the path', async () => {
    server.use(http.get(apiUrl('/api/car/search/:text'), () => HttpResponse.json(arrayBody([makeCar()]))));
    expect(await publicApi.searchCars('rolls royce/ghost')).toHaveLength(1);
    expect(new URL(seen[0]!.url).pathname).toBe('/api/car/search/rolls%20royce%2Fghost');
  });
});

describe('_t and the minimum gap', () => {
  it('appends _t = Date.now() to every public request', async () => {
    const car = makeCar();
    server.use(
      http.get(apiUrl('/api/cars'), () => HttpResponse.json(listBody([car]))),
      http.get(apiUrl('/api/cars/featured'), () => HttpResponse.json(arrayBody([car]))),
      http.get(apiUrl('/api/cars/brand/:brand'), () => HttpResponse.json(listBody([car]))),
      http.get(apiUrl('/api/cars/:id/related'), () => HttpResponse.json(arrayBody([car]))),
      http.post(apiUrl('/api/cars/:id/increment-view'), () =>
        HttpResponse.json({ success: true, message: 'ok', data: { viewCount: 1 } }),
      ),
      http.get(apiUrl('/api/car/search/:text'), () => HttpResponse.json(arrayBody([car]))),
      http.get(apiUrl('/api/cars/:idOrCategory'), ({ params }) =>
        HttpResponse.json(params.idOrCategory === 'luxury' ? listBody([car]) : { success: true, message: 'ok', data: car }),
      ),
    );
    const calls = [
      () => publicApi.listCars(),
      () => publicApi.listFeatured(),
      () => publicApi.listByCategory('luxury'),
      () => publicApi.listByBrand('Ferrari'),
      () => publicApi.getCar(car._id),
      () => publicApi.listRelated(car._id),
      () => publicApi.incrementView(car._id),
      () => publicApi.searchCars('fer'),
      () => publicApi.fetchHomeFeatured(6),
    ];
    for (const run of calls) {
      resetPublicGap();
      const before = Date.now();
      await run();
      const after = Date.now();
      const t = Number(query(seen.at(-1)!).get('_t'));
      expect(Number.isInteger(t)).toBe(true);
      expect(t).toBeGreaterThanOrEqual(before);
      expect(t).toBeLessThanOrEqual(after);
    }
    expect(seen).toHaveLength(calls.length);
  });

  it('starts public requests at least 1 s apart, even when fired together', async () => {
    vi.useFakeTimers();
    const starts: number[] = [];
    server.use(
      http.get(apiUrl('/api/cars/featured'), () => {
        starts.push(Date.now());
        return HttpResponse.json(arrayBody([]));
      }),
    );
    const t0 = Date.now();
    const all = Promise.all([publicApi.listFeatured(), publicApi.listFeatured(), publicApi.fetchHomeFeatured(6)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PUBLIC_MIN_GAP_MS - 1);
    expect(starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(PUBLIC_MIN_GAP_MS);
    await all;
    expect(starts.map((s) => s - t0)).toEqual([0, PUBLIC_MIN_GAP_MS, 2 * PUBLIC_MIN_GAP_MS]);
    // The timestamp is taken when each request really starts.
    expect(seen.map((r) => Number(query(r).get('_t')) - t0)).toEqual([0, PUBLIC_MIN_GAP_MS, 2 * PUBLIC_MIN_GAP_MS]);
  });

  it('a request after a long pause goes at once', async () => {
    vi.useFakeTimers();
    server.use(http.get(apiUrl('/api/cars/featured'), () => HttpResponse.json(arrayBody([]))));
    await publicApi.listFeatured();
    await vi.advanceTimersByTimeAsync(5 * PUBLIC_MIN_GAP_MS);
    let done = false;
    const p = publicApi.listFeatured().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(done).toBe(true));
    await p;
  });
});

describe('public error mapping', () => {
  const featured = () => apiUrl('/api/cars/featured');

  it('429 → too many requests with Retry-After seconds', async () => {
    server.use(
      http.get(featured(), () =>
        HttpResponse.json({ success: false, message: 'Too many' }, { status: 429, headers: { 'Retry-After': '3' } }),
      ),
    );
    const e = await failure(publicApi.listFeatured());
    expect(english(e)).toBe(MSG.tooManyRequests);
    expect(e.status).toBe(429);
    expect(e.retryAfter).toBe(3);
  });

  it('429 without Retry-After defaults to 5 s', async () => {
    server.use(http.get(featured(), () => HttpResponse.json({ success: false, message: 'x' }, { status: 429 })));
    expect((await failure(publicApi.listFeatured())).retryAfter).toBe(5);
  });

  it('400 "Valid car ID is required" → invalid parameters', async () => {
    server.use(
      http.get(apiUrl('/api/cars/:id/related'), () =>
        HttpResponse.json({ success: false, message: 'Valid car ID is required' }, { status: 400 }),
      ),
    );
    const e = await failure(publicApi.listRelated('nothex'));
    expect(english(e)).toBe(MSG.invalidParams);
    expect(e.status).toBe(400);
  });

  it('5xx → public server error', async () => {
    server.use(http.get(featured(), () => HttpResponse.json({ success: false, message: 'db' }, { status: 502 })));
    const e = await failure(publicApi.listFeatured());
    expect(english(e)).toBe(MSG.publicServerError);
    expect(e.status).toBe(502);
  });

  it('other statuses → "Error ({status}): {message}"', async () => {
    server.use(
      http.get(apiUrl('/api/cars/:id'), () => HttpResponse.json({ success: false, message: 'Car gone' }, { status: 404 })),
    );
    const e = await failure(publicApi.getCar('64b7f0c2a1b2c3d4e5f60718'));
    expect(english(e)).toBe('Error (404): Car gone');
    expect(e.status).toBe(404);
  });

  it('401 calls the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(http.get(featured(), () => HttpResponse.json({ success: false, message: 'No' }, { status: 401 })));
    const e = await failure(publicApi.listFeatured());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(e.status).toBe(401);
    expect(english(e)).toBe('Error (401): No');
  });

  it('a 404 does not call the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(http.get(featured(), () => HttpResponse.json({ success: false, message: 'x' }, { status: 404 })));
    await failure(publicApi.listFeatured());
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('network failure → the network text, status 0', async () => {
    server.use(http.get(featured(), () => HttpResponse.error()));
    const e = await failure(publicApi.listFeatured());
    expect(english(e)).toBe(MSG.networkError);
    expect(e.status).toBe(0);
  });

  it('no answer within 15 s → the network text, status 0', async () => {
    vi.useFakeTimers();
    server.use(http.get(featured(), () => new Promise<Response>(() => {})));
    let settled = false;
    const p = failure(publicApi.listFeatured().finally(() => (settled = true)));
    await vi.advanceTimersByTimeAsync(PUBLIC_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await p;
    expect(english(e)).toBe(MSG.networkError);
    expect(e.status).toBe(0);
  });

  it('a body of the wrong shape → invalid response format with the HTTP status', async () => {
    server.use(http.get(featured(), () => HttpResponse.json({ success: true, message: 'ok', data: [{ name: 'half a car' }] })));
    const e = await failure(publicApi.listFeatured());
    expect(english(e)).toBe(MSG.invalidResponseFormat);
    expect(e.status).toBe(200);
  });

  it('a caller abort is marked as such', async () => {
    server.use(http.get(featured(), () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const p = failure(publicApi.listFeatured(6, { signal: controller.signal }));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await p)).toBe(true);
  });
});

describe('fetchHomeFeatured (its own rules)', () => {
  const featured = () => apiUrl('/api/cars/featured');

  it('returns the cars and sends limit and _t', async () => {
    const car = makeCar();
    server.use(http.get(featured(), () => HttpResponse.json(arrayBody([car]))));
    expect(await publicApi.fetchHomeFeatured(6)).toEqual([car]);
    expect(query(seen[0]!).get('limit')).toBe('6');
    expect(query(seen[0]!).has('_t')).toBe(true);
  });

  it('a non-OK status → "HTTP error! status: {code}"', async () => {
    server.use(http.get(featured(), () => HttpResponse.json({ success: false, message: 'down' }, { status: 503 })));
    const e = await failure(publicApi.fetchHomeFeatured(6));
    expect(english(e)).toBe('HTTP error! status: 503');
    expect(e.status).toBe(503);
  });

  it.each([
    ['success false', { success: false, message: 'x', data: [] }],
    ['success missing', { message: 'x', data: [] }],
    ['data not an array', { success: true, message: 'x', data: { cars: [] } }],
    ['data missing', { success: true, message: 'x' }],
  ])('%s → "Invalid response format"', async (_name, body) => {
    server.use(http.get(featured(), () => HttpResponse.json(body)));
    const e = await failure(publicApi.fetchHomeFeatured(6));
    expect(english(e)).toBe(MSG.invalidResponseFormat);
    expect(e.status).toBe(200);
  });

  it('a body that is not JSON → "Invalid response format"', async () => {
    server.use(http.get(featured(), () => new HttpResponse('<html></html>', { status: 200 })));
    expect(english((await failure(publicApi.fetchHomeFeatured(6))))).toBe(MSG.invalidResponseFormat);
  });

  it('network failure → the network text', async () => {
    server.use(http.get(featured(), () => HttpResponse.error()));
    const e = await failure(publicApi.fetchHomeFeatured(6));
    expect(english(e)).toBe(MSG.networkError);
    expect(e.status).toBe(0);
  });

  it('no answer within 15 s → the network text', async () => {
    vi.useFakeTimers();
    server.use(http.get(featured(), () => new Promise<Response>(() => {})));
    const p = failure(publicApi.fetchHomeFeatured(6));
    await vi.advanceTimersByTimeAsync(PUBLIC_TIMEOUT_MS);
    expect(english((await p))).toBe(MSG.networkError);
  });
});

describe('listBrands', () => {
  const brandsUrl = () => apiUrl('/api/cars/brands');
  const brandsBody = { success: true, message: 'ok', data: [{ brand: 'Aston Martin', count: 1 }, { brand: 'Ferrari', count: 4 }] };

  it('GETs /api/cars/brands with _t and returns the brands with their counts', async () => {
    server.use(http.get(brandsUrl(), () => HttpResponse.json(brandsBody)));
    const before = Date.now();
    expect(await publicApi.listBrands()).toEqual(brandsBody.data);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/cars/brands');
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThanOrEqual(before);
  });

  it('waits the public gap after another public request', async () => {
    vi.useFakeTimers();
    const starts: number[] = [];
    server.use(
      http.get(apiUrl('/api/cars/featured'), () => HttpResponse.json(arrayBody([]))),
      http.get(brandsUrl(), () => {
        starts.push(Date.now());
        return HttpResponse.json(brandsBody);
      }),
    );
    const t0 = Date.now();
    const both = Promise.all([publicApi.listFeatured(), publicApi.listBrands()]);
    await vi.advanceTimersByTimeAsync(PUBLIC_MIN_GAP_MS - 1);
    expect(starts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await both;
    expect(starts.map((s) => s - t0)).toEqual([PUBLIC_MIN_GAP_MS]);
  });

  it("is never read as a car: getCar('brands') is refused locally, without a request", async () => {
    server.use(http.get(brandsUrl(), () => HttpResponse.json(brandsBody)));
    const e = await failure(publicApi.getCar('brands'));
    expect(english(e)).toBe(MSG.invalidCarId);
    expect(seen).toHaveLength(0);
  });

  it('fails with its own fallback text, on a malformed body, and after 15 s without an answer', async () => {
    server.use(http.get(brandsUrl(), () => HttpResponse.json({ success: false }, { status: 404 })));
    expect(english((await failure(publicApi.listBrands())))).toBe(MSG.publicError(404, MSG.brandsFailed));
    resetPublicGap();
    server.use(http.get(brandsUrl(), () => HttpResponse.json({ success: true, message: 'ok', data: [{ brand: 'Ferrari' }] })));
    expect(english((await failure(publicApi.listBrands())))).toBe(MSG.invalidResponseFormat);
    resetPublicGap();
    vi.useFakeTimers();
    server.use(http.get(brandsUrl(), () => new Promise<Response>(() => {})));
    const late = failure(publicApi.listBrands());
    await vi.advanceTimersByTimeAsync(PUBLIC_TIMEOUT_MS);
    expect(english((await late))).toBe(MSG.networkError);
  });
});

describe('createEnquiry and the demand beacon (issue 19)', () => {
  const INPUT = { name: 'Aisha Khan', email: 'aisha@example.com', subject: 'Weekend', message: 'Friday?', locale: 'ar' as const, carId: makeCar()._id, elapsedMs: 9_000 };

  it('POSTs the enquiry as JSON and answers the reference', async () => {
    server.use(http.post(apiUrl('/api/enquiries'), () => HttpResponse.json({ success: true, message: 'Enquiry received', data: { reference: 'LD-7K3Q9' } }, { status: 201 })));
    await expect(publicApi.createEnquiry(INPUT)).resolves.toEqual({ reference: 'LD-7K3Q9' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('content-type')).toMatch(/application\/json/);
    expect(await seen[0]!.clone().json()).toEqual(INPUT);
  });

  it('refuses an answer without a proper reference', async () => {
    server.use(http.post(apiUrl('/api/enquiries'), () => HttpResponse.json({ success: true, message: 'ok', data: { reference: 'nope' } }, { status: 201 })));
    expect(english((await failure(publicApi.createEnquiry(INPUT))))).toBe(MSG.invalidResponseFormat);
  });

  it('a 400 naming a field is a FieldRejection with that field; one without a field is a plain public error', async () => {
    server.use(http.post(apiUrl('/api/enquiries'), () => HttpResponse.json({ success: false, message: 'dateTo: must be after dateFrom', field: 'dateTo' }, { status: 400 })));
    const refused = await failure(publicApi.createEnquiry(INPUT));
    expect(refused).toBeInstanceOf(FieldRejection);
    expect(refused).toMatchObject({ field: 'dateTo', status: 400 });
    expect(english(refused as ApiError)).toBe(MSG.publicError(400, 'dateTo: must be after dateFrom'));

    server.resetHandlers(http.post(apiUrl('/api/enquiries'), () => HttpResponse.json({ success: false, message: 'Invalid JSON body' }, { status: 400 })));
    resetPublicGap();
    const plain = await failure(publicApi.createEnquiry(INPUT));
    expect(plain).not.toBeInstanceOf(FieldRejection);
    expect(plain.status).toBe(400);
  });

  it('a 429 keeps its Retry-After for the caller to wait out', async () => {
    server.use(http.post(apiUrl('/api/enquiries'), () => HttpResponse.json({ success: false, message: 'Too many' }, { status: 429, headers: { 'Retry-After': '120' } })));
    const limited = await failure(publicApi.createEnquiry(INPUT));
    expect(limited).toMatchObject({ status: 429, retryAfter: 120 });
    expect(english(limited)).toBe(MSG.tooManyRequests);
  });

  it('recordDemand sends a text/plain beacon with only the channel, the cars (once each) and the place', async () => {
    const beacons: Array<{ url: string; data: Blob }> = [];
    vi.stubGlobal('navigator', { sendBeacon: (url: string, data: Blob) => (beacons.push({ url, data }), true) });
    try {
      expect(recordDemand({ channel: 'whatsapp', carIds: ['a'.repeat(24), 'b'.repeat(24), 'a'.repeat(24)], place: 'shortlist' })).toBeUndefined();
      expect(beacons).toHaveLength(1);
      expect(beacons[0]!.url).toBe(apiUrl('/api/demand'));
      expect(beacons[0]!.data.type).toBe('text/plain;charset=utf-8');
      expect(JSON.parse(await beacons[0]!.data.text())).toEqual({ channel: 'whatsapp', carIds: ['a'.repeat(24), 'b'.repeat(24)], place: 'shortlist' });
      expect(seen).toEqual([]); // no fetch besides the beacon
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without sendBeacon (or when it refuses) it falls back to a keepalive fetch; a failure never reaches the caller', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/demand'), async ({ request }) => {
        bodies.push({ type: request.headers.get('content-type'), body: JSON.parse(await request.text()) as unknown });
        return HttpResponse.error();
      }),
    );
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    try {
      recordDemand({ channel: 'call', carIds: ['c'.repeat(24)], place: 'car' });
      await vi.waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toEqual({ type: 'text/plain;charset=UTF-8', body: { channel: 'call', carIds: ['c'.repeat(24)], place: 'car' } });
      // No cars: nothing to count, nothing sent (a send leaves within the call: the beacon, else fetch).
      const fetches = vi.spyOn(globalThis, 'fetch');
      recordDemand({ channel: 'call', carIds: [], place: 'car' });
      expect(fetches).not.toHaveBeenCalled();
      expect(bodies).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
