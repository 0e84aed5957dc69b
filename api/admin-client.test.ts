import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LIST_LIMIT, ADMIN_TIMEOUT_MS, STORAGE_KEYS, UPLOAD_TIMEOUT_MS } from '../domain/constants';
import { adminApi } from './admin-client';
import { ApiError } from './errors';
import { apiUrl, setUnauthorizedHandler } from './http';
import { MSG } from '../domain/app-messages';
import type { components } from '../domain/api-schema';
import { stubStorages, type MemoryStorage } from '../tests/setup/memory-storage';
import { english } from '../tests/setup/english';

type S = components['schemas'];

const ID = '64b7f0c2a1b2c3d4e5f60718';

function makeCar(overrides: Partial<S['Car']> = {}): S['Car'] {
  return {
    _id: ID,
    name: 'Bentley Continental GT',
    brand: 'Bentley',
    model: 'Continental GT',
    year: 2023,
    category: 'Luxury',
    transmission: 'Automatic',
    fuelType: 'Petrol',
    seats: 4,
    location: 'Business Bay, Dubai',
    description: 'Grand tourer.',
    features: ['Leather Seats'],
    specifications: {},
    isFeatured: false,
    isActive: true,
    isAvailable: true,
    images: [{ url: '/uploads/bbbbbbbbbbbbbbbbbbbbbbbb.jpg', alt: 'Bentley Continental GT Image 1', isPrimary: true }],
    slug: 'bentley-continental-gt',
    viewCount: 0,
    bookingCount: 0,
    status: 'available',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const input: S['CarInput'] = {
  name: 'Bentley Continental GT',
  brand: 'Bentley',
  model: 'Continental GT',
  year: 2023,
  category: 'Luxury',
  transmission: 'Automatic',
  fuelType: 'Petrol',
  seats: 4,
  images: [{ url: '/uploads/bbbbbbbbbbbbbbbbbbbbbbbb.jpg', alt: 'Bentley Continental GT Image 1', isPrimary: true }],
};

const carBody = (car: S['Car']) => ({ success: true, message: 'ok', data: car });
const listBody = (cars: S['Car'][]) => ({
  success: true,
  message: 'ok',
  data: cars,
  total: cars.length,
  currentPage: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
});

const server = setupServer();
let seen: Request[] = [];
let local: MemoryStorage;
let session: MemoryStorage;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  ({ local, session } = stubStorages());
  // Signed in for this tab (sessionStorage); a test that needs another place or none sets it itself.
  session.setItem(STORAGE_KEYS.token, 'tab-token');
  seen = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
afterAll(() => server.close());

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('Bearer token', () => {
  beforeEach(() => {
    server.use(http.get(apiUrl('/api/admin/cars/stats'), () => HttpResponse.json({ success: true, message: 'ok', data: stats })));
  });

  it('is read from localStorage', async () => {
    local.setItem(STORAGE_KEYS.token, 'local-token');
    await adminApi.stats();
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer local-token');
  });

  it('is read from sessionStorage when localStorage has none', async () => {
    session.setItem(STORAGE_KEYS.token, 'session-token');
    await adminApi.stats();
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('without a stored token (removed in this tab) the call is not sent: 401 and the 401 hook', async () => {
    session.clear();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const error = await failure(adminApi.stats());
    expect([error.status, english(error)]).toEqual([401, MSG.noToken]);
    const upload = await failure(adminApi.uploadImage(new Blob(['x'], { type: 'image/png' })));
    expect([upload.status, english(upload)]).toEqual([401, MSG.uploadAuth]);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([]);
  });

  it('is read at call time, not when the client was created', async () => {
    local.setItem(STORAGE_KEYS.token, 'first');
    await adminApi.stats();
    local.setItem(STORAGE_KEYS.token, 'second');
    await adminApi.stats();
    expect(seen.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer first', 'Bearer second']);
  });
});

const stats: S['CarStats'] = {
  total: 3,
  active: 2,
  inactive: 1,
  featured: 1,
  available: 2,
  totalViews: 40,
  byStatus: [{ key: 'available', count: 2 }],
  byCategory: [{ key: 'Luxury', count: 3 }],
  byBrand: [{ key: 'Bentley', count: 3 }],
  mostViewed: [{ _id: ID, name: 'Bentley Continental GT', brand: 'Bentley', model: 'Continental GT', viewCount: 40 }],
};

describe('fleet calls', () => {
  it('listCars asks for the whole fleet by default and sends only admin filters', async () => {
    server.use(http.get(apiUrl('/api/admin/cars/get'), () => HttpResponse.json(listBody([makeCar()]))));
    const result = await adminApi.listCars({ brand: ['Bentley', 'all'], status: 'all', seats: 4, search: ' gt ' });
    expect(result.total).toBe(1);
    const q = new URL(seen[0]!.url).searchParams;
    expect(q.get('limit')).toBe(String(ADMIN_LIST_LIMIT));
    expect(q.get('brand')).toBe('Bentley');
    expect(q.get('search')).toBe('gt');
    expect(q.has('status')).toBe(false);
    expect(q.has('seats')).toBe(false);
    expect(q.has('_t')).toBe(false);
  });

  it('getCar returns data', async () => {
    server.use(http.get(apiUrl('/api/admin/cars/get/:id'), () => HttpResponse.json(carBody(makeCar()))));
    expect((await adminApi.getCar(ID))._id).toBe(ID);
    expect(new URL(seen[0]!.url).pathname).toBe(`/api/admin/cars/get/${ID}`);
  });

  it('addCar POSTs the form as JSON and returns the stored car', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/api/admin/cars/add'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(carBody(makeCar()), { status: 201 });
      }),
    );
    expect((await adminApi.addCar(input)).name).toBe('Bentley Continental GT');
    expect(body).toEqual(input);
  });

  it('editCar PUTs to the car id', async () => {
    server.use(http.put(apiUrl('/api/admin/cars/edit/:id'), () => HttpResponse.json(carBody(makeCar({ year: 2024 })))));
    expect((await adminApi.editCar(ID, { ...input, year: 2024 })).year).toBe(2024);
    expect(seen[0]!.method).toBe('PUT');
  });

  it('deleteCar DELETEs and resolves with nothing', async () => {
    server.use(http.delete(apiUrl('/api/admin/cars/delete/:id'), () => HttpResponse.json({ success: true, message: 'Deleted' })));
    await expect(adminApi.deleteCar(ID)).resolves.toBeUndefined();
    expect(seen[0]!.method).toBe('DELETE');
  });

  it('setStatus PATCHes { status } and returns the car', async () => {
    let body: unknown;
    server.use(
      http.patch(apiUrl('/api/admin/cars/toggle-availability/:id'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(carBody(makeCar({ status: 'rented', isAvailable: false })));
      }),
    );
    const car = await adminApi.setStatus(ID, 'rented');
    expect(body).toEqual({ status: 'rented' });
    expect(car.isAvailable).toBe(false);
  });

  it('stats returns data', async () => {
    server.use(http.get(apiUrl('/api/admin/cars/stats'), () => HttpResponse.json({ success: true, message: 'ok', data: stats })));
    expect(await adminApi.stats()).toEqual(stats);
  });

  it.each([
    ['getCar', () => adminApi.getCar('')],
    ['editCar', () => adminApi.editCar('null', input)],
    ['deleteCar', () => adminApi.deleteCar('undefined')],
    ['setStatus', () => adminApi.setStatus('all', 'available')],
  ])('%s rejects an invalid id locally', async (_name, run) => {
    const e = await failure(run());
    expect(english(e)).toBe(MSG.invalidCarIdProvided);
    expect(seen).toHaveLength(0);
  });
});

describe('admin error mapping', () => {
  it('a response with a message → "Server Error ({status}): {message}"', async () => {
    server.use(
      http.post(apiUrl('/api/admin/cars/add'), () =>
        HttpResponse.json({ success: false, message: 'Name is required', field: 'name' }, { status: 400 }),
      ),
    );
    const e = await failure(adminApi.addCar(input));
    expect(english(e)).toBe('Server Error (400): Name is required');
    expect(e.status).toBe(400);
  });

  it.each([
    ['listCars', 'get', '/api/admin/cars/get', () => adminApi.listCars(), MSG.fetchCarsFailed],
    ['getCar', 'get', '/api/admin/cars/get/:id', () => adminApi.getCar(ID), MSG.carNotFound],
    ['addCar', 'post', '/api/admin/cars/add', () => adminApi.addCar(input), MSG.addCarFailed],
    ['editCar', 'put', '/api/admin/cars/edit/:id', () => adminApi.editCar(ID, input), MSG.updateCarFailed],
    ['deleteCar', 'delete', '/api/admin/cars/delete/:id', () => adminApi.deleteCar(ID), MSG.deleteCarFailed],
    ['setStatus', 'patch', '/api/admin/cars/toggle-availability/:id', () => adminApi.setStatus(ID, 'maintenance'), MSG.statusUpdateFailed],
    ['stats', 'get', '/api/admin/cars/stats', () => adminApi.stats(), MSG.statsFailed],
  ] as const)('%s without a server message uses its fallback', async (_name, method, path, run, fallback) => {
    server.use(http[method](apiUrl(path), () => new HttpResponse('oops', { status: 500 })));
    const e = await failure(run());
    expect(english(e)).toBe(MSG.serverError(500, fallback));
    expect(e.status).toBe(500);
  });

  it('401 drops the stored token and calls the unauthorized handler', async () => {
    local.setItem(STORAGE_KEYS.token, 'expired');
    session.setItem(STORAGE_KEYS.token, 'expired');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.get(apiUrl('/api/admin/cars/get'), () => HttpResponse.json({ success: false, message: 'Token expired' }, { status: 401 })),
    );
    const e = await failure(adminApi.listCars());
    expect(english(e)).toBe('Server Error (401): Token expired');
    expect(e.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('403 keeps the token and does not call the handler', async () => {
    local.setItem(STORAGE_KEYS.token, 'staff');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.get(apiUrl('/api/admin/cars/stats'), () => HttpResponse.json({ success: false, message: 'Admins only' }, { status: 403 })),
    );
    expect(english((await failure(adminApi.stats())))).toBe('Server Error (403): Admins only');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(local.getItem(STORAGE_KEYS.token)).toBe('staff');
  });

  it('429 carries Retry-After', async () => {
    server.use(
      http.get(apiUrl('/api/admin/cars/stats'), () =>
        HttpResponse.json({ success: false, message: 'Slow' }, { status: 429, headers: { 'Retry-After': '4' } }),
      ),
    );
    const e = await failure(adminApi.stats());
    expect(e.retryAfter).toBe(4);
    expect(english(e)).toBe('Server Error (429): Slow');
  });

  it('network failure → the network text, status 0', async () => {
    server.use(http.get(apiUrl('/api/admin/cars/stats'), () => HttpResponse.error()));
    const e = await failure(adminApi.stats());
    expect(english(e)).toBe(MSG.networkError);
    expect(e.status).toBe(0);
  });

  it('no answer within 15 s → the network text', async () => {
    vi.useFakeTimers();
    server.use(http.get(apiUrl('/api/admin/cars/stats'), () => new Promise<Response>(() => {})));
    let settled = false;
    const p = failure(adminApi.stats().finally(() => (settled = true)));
    await vi.advanceTimersByTimeAsync(ADMIN_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(english((await p))).toBe(MSG.networkError);
  });

  it('a body of the wrong shape → invalid response format', async () => {
    server.use(http.get(apiUrl('/api/admin/cars/get/:id'), () => HttpResponse.json({ success: true, message: 'ok', data: { _id: ID } })));
    const e = await failure(adminApi.getCar(ID));
    expect(english(e)).toBe(MSG.invalidResponseFormat);
    expect(e.status).toBe(200);
  });
});

describe('uploadImage', () => {
  const url = () => apiUrl('/api/admin/cars/upload-image');
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });

  it('sends multipart with the single field "file", the Bearer token, and returns result.url', async () => {
    session.setItem(STORAGE_KEYS.token, 'tok');
    let fields: string[] = [];
    let fileName = '';
    let size = -1;
    server.use(
      http.post(url(), async ({ request }) => {
        const form = await request.formData();
        fields = [...form.keys()];
        const file = form.get('file');
        if (file instanceof File) {
          fileName = file.name;
          size = file.size;
        }
        return HttpResponse.json(
          { success: true, message: 'Uploaded', result: { url: '/uploads/cccccccccccccccccccccccc.png' } },
          { status: 201 },
        );
      }),
    );
    expect(await adminApi.uploadImage(png())).toBe('/uploads/cccccccccccccccccccccccc.png');
    expect(fields).toEqual(['file']);
    expect(fileName).toBe('front.png');
    expect(size).toBe(4);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(seen[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('401 → authentication text; the token is dropped and the handler called', async () => {
    local.setItem(STORAGE_KEYS.token, 'old');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(http.post(url(), () => HttpResponse.json({ success: false, message: 'jwt expired' }, { status: 401 })));
    const e = await failure(adminApi.uploadImage(png()));
    expect(english(e)).toBe(MSG.uploadAuth);
    expect(e.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(local.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('413 → file too large', async () => {
    server.use(http.post(url(), () => HttpResponse.json({ success: false, message: 'Too big' }, { status: 413 })));
    const e = await failure(adminApi.uploadImage(png()));
    expect(english(e)).toBe(MSG.upload413);
    expect(e.status).toBe(413);
  });

  it('another failure with a server message → that message', async () => {
    server.use(http.post(url(), () => HttpResponse.json({ success: false, message: 'Only JPEG, PNG or WebP' }, { status: 415 })));
    expect(english((await failure(adminApi.uploadImage(png()))))).toBe('Only JPEG, PNG or WebP');
  });

  it('a failure without a message → the generic upload text', async () => {
    server.use(http.post(url(), () => new HttpResponse(null, { status: 500 })));
    expect(english((await failure(adminApi.uploadImage(png()))))).toBe(MSG.uploadGeneric);
  });

  it('a network failure → the generic upload text', async () => {
    server.use(http.post(url(), () => HttpResponse.error()));
    expect(english((await failure(adminApi.uploadImage(new Blob(['x'], { type: 'image/png' })))))).toBe(MSG.uploadGeneric);
  });

  it('success: false in an OK body → the server message', async () => {
    server.use(
      http.post(url(), () => HttpResponse.json({ success: false, message: 'Storage full', result: { url: 'x' } }, { status: 201 })),
    );
    expect(english((await failure(adminApi.uploadImage(png()))))).toBe('Storage full');
  });

  it('no answer within 30 s → upload timeout', async () => {
    vi.useFakeTimers();
    server.use(http.post(url(), () => new Promise<Response>(() => {})));
    let settled = false;
    const p = failure(adminApi.uploadImage(png()).finally(() => (settled = true)));
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await p;
    expect(english(e)).toBe(MSG.uploadTimeout);
    expect(e.status).toBe(0);
  });

  it('honours a caller-given timeout', async () => {
    vi.useFakeTimers();
    server.use(http.post(url(), () => new Promise<Response>(() => {})));
    const p = failure(adminApi.uploadImage(png(), { timeoutMs: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    expect(english((await p))).toBe(MSG.uploadTimeout);
  });
});
