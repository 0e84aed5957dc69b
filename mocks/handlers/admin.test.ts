import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LIST_LIMIT, CAR_STATUSES, UPLOAD_MAX_BYTES } from '../../domain/constants';
import { SEEDED_ACCOUNTS, getDb, resetMockBackend, server } from '../node';
import { SERVER_MSG } from '../../domain/messages';
import { api, bearer, carInput, jsonInit, login, type Car, type CarList } from '../test-helpers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
let token = '';
beforeEach(async () => {
  await resetMockBackend();
  token = await login();
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

type CarBody = { success: boolean; message: string; data: Car };
// The mock only reads the magic numbers (the product server decodes too), so a signature and a few bytes will do.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const WEBP = new Uint8Array([...new TextEncoder().encode('RIFF'), 4, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]);

function uploadInit(file: Blob, name: string, auth = token): RequestInit {
  const form = new FormData();
  form.append('file', file, name);
  return { method: 'POST', body: form, headers: auth ? { Authorization: `Bearer ${auth}` } : {} };
}

describe('admin access', () => {
  const calls: [string, RequestInit][] = [
    ['/api/admin/cars/get', {}],
    ['/api/admin/cars/stats', {}],
    ['/api/admin/cars/get/aaaaaaaaaaaaaaaaaaaaaaaa', {}],
    ['/api/admin/cars/add', jsonInit('POST', {})],
    ['/api/admin/cars/edit/aaaaaaaaaaaaaaaaaaaaaaaa', jsonInit('PUT', {})],
    ['/api/admin/cars/delete/aaaaaaaaaaaaaaaaaaaaaaaa', { method: 'DELETE' }],
    ['/api/admin/cars/toggle-availability/aaaaaaaaaaaaaaaaaaaaaaaa', jsonInit('PATCH', { status: 'rented' })],
    ['/api/admin/cars/upload-image', { method: 'POST' }],
  ];

  it('answers 401 without a valid token on every admin route', async () => {
    for (const [path, init] of calls) {
      const res = await api(path, init);
      expect(res.status, path).toBe(401);
      expect(res.body, path).toEqual({ success: false, message: SERVER_MSG.tokenRequired });
      const bad = await api(path, { ...init, headers: { ...(init.headers as object), Authorization: 'Bearer forged' } });
      expect(bad.status, path).toBe(401);
    }
  });

  it("answers 403 'Admin access required' to a signed-in non-admin", async () => {
    const staff = await login(SEEDED_ACCOUNTS.staff);
    for (const [path, init] of calls) {
      const res = await api(path, { ...init, headers: { ...(init.headers as object), Authorization: `Bearer ${staff}` } });
      expect(res.status, path).toBe(403);
      expect(res.body, path).toEqual({ success: false, message: 'Admin access required' });
    }
  });
});

describe('GET /api/admin/cars/get', () => {
  it('lists every car, inactive ones included, up to the whole fleet in one page', async () => {
    const all = (await getDb()).cars;
    const res = await api<CarList>(`/api/admin/cars/get?limit=${ADMIN_LIST_LIMIT}`, bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(all.length);
    expect(res.body.data).toHaveLength(all.length);
    expect(res.body.data.some((c) => !c.isActive)).toBe(true);
    expect((await api(`/api/admin/cars/get?limit=${ADMIN_LIST_LIMIT + 1}`, bearer(token))).status).toBe(400);
  });

  it('filters like the public list', async () => {
    const res = await api<CarList>('/api/admin/cars/get?brand=mclaren', bearer(token));
    expect(res.body.data.map((c) => c.model).sort()).toEqual(['750S', 'Artura', 'GTS']);
    expect(res.body.data.some((c) => !c.isActive)).toBe(true);
  });
});

describe('GET /api/admin/cars/get/{id}', () => {
  it('returns an inactive car too; 404 / 400 otherwise', async () => {
    const inactive = (await getDb()).cars.find((c) => !c.isActive)!;
    const res = await api<CarBody>(`/api/admin/cars/get/${inactive._id}`, bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.data._id).toBe(inactive._id);
    expect((await api('/api/admin/cars/get/aaaaaaaaaaaaaaaaaaaaaaaa', bearer(token))).status).toBe(404);
    const bad = await api('/api/admin/cars/get/xyz', bearer(token));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: SERVER_MSG.invalidCarId });
  });
});

describe('POST /api/admin/cars/add', () => {
  it('stores the car (201) with id, slug, timestamps and the author, first in the newest list', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-10T08:30:00Z'));
    const adminId = (await getDb()).accounts.find((a) => a.role === 'admin')!.id;
    const res = await api<CarBody>('/api/admin/cars/add', jsonInit('POST', carInput({ isAvailable: undefined }), token));
    expect(res.status).toBe(201);
    const car = res.body.data;
    expect(car).toMatchObject({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Ferrari 12Cilindri',
      slug: 'ferrari-12cilindri-2025',
      status: 'available',
      isAvailable: true,
      viewCount: 0,
      bookingCount: 0,
      createdAt: '2026-02-10T08:30:00.000Z',
      updatedAt: '2026-02-10T08:30:00.000Z',
      createdBy: adminId,
      updatedBy: adminId,
    });
    expect(car.metaTitle).toBe('Rent Ferrari 12Cilindri in Dubai');
    const list = await api<CarList>('/api/cars?limit=1');
    expect(list.body.data[0]?._id).toBe(car._id);
    const read = await api<CarBody>(`/api/cars/${car._id}`);
    expect(read.body.data).toEqual(car);
  });

  it('derives the status from the availability switch', async () => {
    const off = await api<CarBody>('/api/admin/cars/add', jsonInit('POST', carInput({ isAvailable: false }), token));
    expect(off.body.data).toMatchObject({ status: 'not available', isAvailable: false });
    const rented = await api<CarBody>('/api/admin/cars/add', jsonInit('POST', carInput({ status: 'rented', isAvailable: undefined }), token));
    expect(rented.body.data).toMatchObject({ status: 'rented', isAvailable: false });
  });

  it('makes slugs unique', async () => {
    const a = await api<CarBody>('/api/admin/cars/add', jsonInit('POST', carInput(), token));
    const b = await api<CarBody>('/api/admin/cars/add', jsonInit('POST', carInput(), token));
    expect(b.body.data.slug).toBe(`${a.body.data.slug}-2`);
  });

  it('answers 400 naming the first invalid field', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ year: 1989 }, 'year', `year: must be between 1990 and ${year}`],
      [{ year: year + 1 }, 'year', `year: must be between 1990 and ${year}`],
      [{ name: '' }, 'name', 'name: is required'],
      [{ category: 'Boat' }, 'category', 'category: must be one of Luxury, Sports, SUV, Sedan, Convertible, Coupe, Hatchback'],
      [{ transmission: 'CVT' }, 'transmission', 'transmission: must be one of Automatic, Manual, Semi-Automatic'],
      [{ seats: '4' }, 'seats', 'seats: must be a number'],
      [{ images: [] }, 'images', 'images: must have at least 1 image'],
      [{ metaTitle: 'x'.repeat(61) }, 'metaTitle', 'metaTitle: must be at most 60 characters'],
      [{ metaDescription: 'x'.repeat(161) }, 'metaDescription', 'metaDescription: must be at most 160 characters'],
      [{ specifications: { horsepower: -1 } }, 'specifications.horsepower', 'specifications.horsepower: must be at least 0'],
      [{ status: 'sold' }, 'status', 'status: must be one of available, rented, maintenance, not available'],
    ];
    for (const [override, field, message] of cases) {
      const res = await api('/api/admin/cars/add', jsonInit('POST', { ...carInput(), ...override }, token));
      expect(res.status, field).toBe(400);
      expect(res.body, field).toEqual({ success: false, message, field });
    }
    const { brand: _brand, ...noBrand } = carInput();
    const missing = await api('/api/admin/cars/add', jsonInit('POST', noBrand, token));
    expect(missing.body).toEqual({ success: false, message: 'brand: is required', field: 'brand' });
    expect((await getDb()).cars.some((c) => c.model === '12Cilindri')).toBe(false);
  });

  it('accepts only image urls of this site: its uploads and fleet renders', async () => {
    const up = await api<{ result: { url: string } }>('/api/admin/cars/upload-image', uploadInit(new Blob([PNG]), 'car.png'));
    const images = (url: string) => ({ images: [{ url, alt: 'Front', isPrimary: true }] });
    const ok = await api<CarBody>('/api/admin/cars/add', jsonInit('POST', carInput(images(up.body.result.url)), token));
    expect(ok.status).toBe(201);
    expect(ok.body.data.images[0]?.url).toBe(up.body.result.url);
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'https://evil.example/x.png', `https://evil.example${new URL(up.body.result.url).pathname}`]) {
      const res = await api('/api/admin/cars/add', jsonInit('POST', carInput(images(url)), token));
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ success: false, message: 'images.0.url: must be an image uploaded to this site', field: 'images.0.url' });
    }
  });

  it('uses the handler clock for the year range', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-01T00:00:00Z'));
    const later = await login();
    expect((await api<CarBody>('/api/admin/cars/add', jsonInit('POST', carInput({ year: 2031 }), later))).status).toBe(201);
    const tooNew = await api('/api/admin/cars/add', jsonInit('POST', carInput({ year: 2032 }), later));
    expect(tooNew.body).toMatchObject({ message: 'year: must be between 1990 and 2031' });
  });
});

describe('PUT /api/admin/cars/edit/{id}', () => {
  it('replaces the editable fields, keeps identity and counters, stamps updatedAt/updatedBy', async () => {
    const car = (await getDb()).cars.find((c) => c.model === 'Cullinan')!;
    const staffId = (await getDb()).accounts.find((a) => a.role === 'admin')!.id;
    const input = carInput({ name: 'Rolls Royce Cullinan Black Badge', brand: 'Rolls Royce', model: 'Cullinan Black Badge', year: 2025, category: 'SUV', seats: 5, isFeatured: false });
    const res = await api<CarBody>(`/api/admin/cars/edit/${car._id}`, jsonInit('PUT', input, token));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: car._id,
      name: 'Rolls Royce Cullinan Black Badge',
      slug: 'rolls-royce-cullinan-black-badge-2025',
      createdAt: car.createdAt,
      createdBy: car.createdBy,
      viewCount: car.viewCount,
      isFeatured: false,
      updatedBy: staffId,
    });
    expect(res.body.data.updatedAt > car.updatedAt).toBe(true);
    const featured = await api<{ data: Car[] }>('/api/cars/featured?limit=50');
    expect(featured.body.data.some((c) => c._id === car._id)).toBe(false);
  });

  it('can deactivate a car, which hides it from the public', async () => {
    const car = (await getDb()).cars.find((c) => c.isActive)!;
    const { _id, createdAt, updatedAt, slug, viewCount, bookingCount, createdBy, updatedBy, ...form } = car;
    void [createdAt, updatedAt, slug, viewCount, bookingCount, createdBy, updatedBy];
    const res = await api<CarBody>(`/api/admin/cars/edit/${_id}`, jsonInit('PUT', { ...form, isActive: false }, token));
    expect(res.status).toBe(200);
    expect((await api(`/api/cars/${_id}`)).status).toBe(404);
  });

  it('answers 404, 400 for id or body', async () => {
    expect((await api('/api/admin/cars/edit/aaaaaaaaaaaaaaaaaaaaaaaa', jsonInit('PUT', carInput(), token))).status).toBe(404);
    expect((await api('/api/admin/cars/edit/1', jsonInit('PUT', carInput(), token))).status).toBe(400);
    const car = (await getDb()).cars[0]!;
    const res = await api(`/api/admin/cars/edit/${car._id}`, jsonInit('PUT', carInput({ seats: 12 }), token));
    expect(res.body).toEqual({ success: false, message: 'seats: must be between 1 and 9', field: 'seats' });
  });
});

describe('DELETE /api/admin/cars/delete/{id}', () => {
  it('deletes the car; a second delete is 404', async () => {
    const car = (await getDb()).cars[0]!;
    const before = (await getDb()).cars.length;
    const res = await api(`/api/admin/cars/delete/${car._id}`, { method: 'DELETE', ...bearer(token) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect((await getDb()).cars).toHaveLength(before - 1);
    expect((await api(`/api/admin/cars/delete/${car._id}`, { method: 'DELETE', ...bearer(token) })).status).toBe(404);
  });
});

describe('PATCH /api/admin/cars/toggle-availability/{id}', () => {
  it('sets the status and isAvailable follows it', async () => {
    const car = (await getDb()).cars.find((c) => c.status === 'available')!;
    for (const status of ['rented', 'maintenance', 'not available', 'available'] as const) {
      const res = await api<CarBody>(`/api/admin/cars/toggle-availability/${car._id}`, jsonInit('PATCH', { status }, token));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ _id: car._id, status, isAvailable: status === 'available' });
    }
  });

  it('answers 400 for an unknown status', async () => {
    const car = (await getDb()).cars[0]!;
    const res = await api(`/api/admin/cars/toggle-availability/${car._id}`, jsonInit('PATCH', { status: 'sold' }, token));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'status' });
  });
});

describe('GET /api/admin/cars/stats', () => {
  it('summarises the fleet in the CarStats shape', async () => {
    const cars = (await getDb()).cars;
    const res = await api<{ data: Record<string, unknown> & { byStatus: { key: string; count: number }[]; byBrand: { key: string; count: number }[]; byCategory: { key: string; count: number }[]; mostViewed: { viewCount: number }[] } }>(
      '/api/admin/cars/stats',
      bearer(token),
    );
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({
      total: cars.length,
      active: cars.filter((c) => c.isActive).length,
      inactive: cars.filter((c) => !c.isActive).length,
      featured: cars.filter((c) => c.isFeatured).length,
      available: cars.filter((c) => c.isAvailable).length,
      totalViews: cars.reduce((n, c) => n + c.viewCount, 0),
    });
    expect(s.byStatus.map((e) => e.key)).toEqual([...CAR_STATUSES]);
    expect(s.byStatus.reduce((n, e) => n + e.count, 0)).toBe(cars.length);
    expect(s.byCategory.reduce((n, e) => n + e.count, 0)).toBe(cars.length);
    const brandCounts = s.byBrand.map((e) => e.count);
    expect(brandCounts).toEqual([...brandCounts].sort((a, b) => b - a));
    expect(s.byBrand[0]).toEqual({ key: 'Mercedes', count: cars.filter((c) => c.brand === 'Mercedes').length });
    expect(s.mostViewed).toHaveLength(5);
    expect(s.mostViewed[0]!.viewCount).toBe(Math.max(...cars.map((c) => c.viewCount)));
  });
});

describe('POST /api/admin/cars/upload-image and GET /uploads/{fileName}', () => {
  it('stores an image (201) and serves the same bytes with its content type', async () => {
    const res = await api<{ success: boolean; result: { url: string; fileName: string; size: number; contentType: string } }>(
      '/api/admin/cars/upload-image',
      uploadInit(new Blob([PNG], { type: 'image/png' }), 'car.png'),
    );
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.result.url).toMatch(/^http:\/\/localhost\/uploads\/[a-f0-9]{24}\.png$/);
    expect(res.body.result).toMatchObject({ size: PNG.length, contentType: 'image/png' });
    const file = await fetch(res.body.result.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('names and types a file by its bytes, whatever type it was declared with', async () => {
    const cases = [
      [JPEG, 'image/jpeg', 'jpg', 'image/jpeg'],
      [JPEG, 'image/jpg', 'jpg', 'image/jpeg'],
      [WEBP, 'image/webp', 'webp', 'image/webp'],
      [PNG, 'application/octet-stream', 'png', 'image/png'],
      [JPEG, 'image/png', 'jpg', 'image/jpeg'],
    ] as const;
    for (const [bytes, declared, ext, type] of cases) {
      const res = await api<{ result: { url: string; contentType: string } }>(
        '/api/admin/cars/upload-image',
        uploadInit(new Blob([bytes], { type: declared }), `x.${ext}`),
      );
      expect(res.status, declared).toBe(201);
      expect(res.body.result.url.endsWith(`.${ext}`), declared).toBe(true);
      expect(res.body.result.contentType, declared).toBe(type);
      const file = await fetch(res.body.result.url);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses bytes that are not a JPEG, PNG or WebP with 415, even declared as an image', async () => {
    const text = new TextEncoder().encode('<script>alert(1)</script>');
    const refused = [
      new Blob([text], { type: 'image/png' }),
      new Blob([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], { type: 'image/gif' }),
      new Blob([PNG.slice(0, 7)], { type: 'image/png' }),
      new Blob([new TextEncoder().encode('RIFF\x04\x00\x00\x00WAVEfmt ')], { type: 'image/webp' }),
      new Blob([], { type: 'image/jpeg' }),
    ];
    for (const blob of refused) {
      const res = await api('/api/admin/cars/upload-image', uploadInit(blob, 'x.png'));
      expect(res.status, blob.type).toBe(415);
      expect(res.body).toEqual({ success: false, message: 'Only JPEG, PNG, and WebP images are allowed' });
    }
  });

  it('refuses files over 5MB with 413 before looking at them', async () => {
    const over = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    over.set(JPEG);
    const big = await api('/api/admin/cars/upload-image', uploadInit(new Blob([over], { type: 'image/jpeg' }), 'x.jpg'));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, message: 'File size must be less than 5MB' });
    const junk = await api('/api/admin/cars/upload-image', uploadInit(new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)]), 'x.bin'));
    expect(junk.status).toBe(413);
    const exact = await api('/api/admin/cars/upload-image', uploadInit(new Blob([over.subarray(0, UPLOAD_MAX_BYTES)], { type: 'image/jpeg' }), 'x.jpg'));
    expect(exact.status).toBe(201);
  });

  it('answers 400 without a file field', async () => {
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'x.png');
    const res = await api('/api/admin/cars/upload-image', { method: 'POST', body: form, ...bearer(token) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'file' });
  });

  it('answers the variant names of a WebP upload (as a srcset names them) with the upload itself, and no other', async () => {
    const res = await api<{ result: { url: string; fileName: string } }>('/api/admin/cars/upload-image', uploadInit(new Blob([WEBP], { type: 'image/webp' }), 'car.webp'));
    const id = res.body.result.fileName.replace('.webp', '');
    for (const width of [480, 960, 1600]) {
      const variant = await fetch(`http://localhost/uploads/${id}-${width}.webp`);
      expect(variant.status, String(width)).toBe(200);
      expect(new Uint8Array(await variant.arrayBuffer())).toEqual(WEBP);
    }
    expect((await api(`/uploads/${id}-480.avif`)).status).toBe(404);
    expect((await api(`/uploads/${id}-500.webp`)).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed file name', async () => {
    expect((await api('/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.png')).status).toBe(404);
    expect((await api('/uploads/..%2Fsecret.png')).status).toBe(404);
  });
});
