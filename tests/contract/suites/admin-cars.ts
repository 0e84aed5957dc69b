/**
 * The contract of server/routes/admin-cars.ts (and mocks/handlers): the admin guard on every admin route (the
 * inbox's too), reading the whole fleet and its statistics, and writing it: add, edit, delete, the status switch.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_LIST_LIMIT, CAR_STATUSES, TRASH_DAYS } from '../../../domain/constants';
import { fleetStats } from '../../../domain/stats';
import type { CarInput, TrashedCar } from '../../../domain/types';
import { carInput } from '../../../mocks/test-helpers';
import { ORIGIN } from '../backends';
import { ids, newest, oldest, popular, type Call, type CarArray, type CarBody, type CarList, type ContractContext } from '../harness';
import { ACTIVE, ADMIN, ADMIN_ID, ADMIN_NAME, FLEET, INACTIVE, STAFF, UNKNOWN_ID } from '../seed';

export function defineAdminCarsTests(ctx: ContractContext): void {
  const { call, each, loginAll, expectError, expectList } = ctx;

  describe('admin: access', () => {
    const calls: [string, Call][] = [
      ['/api/admin/cars/get', {}],
      ['/api/admin/cars/stats', {}],
      [`/api/admin/cars/get/${UNKNOWN_ID}`, {}],
      ['/api/admin/cars/add', { json: {} }],
      [`/api/admin/cars/edit/${UNKNOWN_ID}`, { method: 'PUT', json: {} }],
      [`/api/admin/cars/delete/${UNKNOWN_ID}`, { method: 'DELETE' }],
      [`/api/admin/cars/toggle-availability/${UNKNOWN_ID}`, { method: 'PATCH', json: { status: 'rented' } }],
      ['/api/admin/cars/upload-image', { method: 'POST' }],
      ['/api/admin/trash', {}],
      ['/api/admin/activity', {}],
      ['/api/admin/team', {}],
      ['/api/admin/team/invite', { json: { name: 'X', email: 'x@example.com' } }],
      [`/api/admin/team/${UNKNOWN_ID}/deactivate`, { method: 'POST' }],
      [`/api/admin/team/${UNKNOWN_ID}/reactivate`, { method: 'POST' }],
      ['/api/admin/team/sign-out-others', { method: 'POST' }],
      [`/api/admin/trash/${UNKNOWN_ID}/restore`, { method: 'POST' }],
      [`/api/admin/trash/${UNKNOWN_ID}`, { method: 'DELETE' }],
      ['/api/admin/enquiries', {}],
      ['/api/admin/enquiries/export', {}],
      [`/api/admin/enquiries/${UNKNOWN_ID}`, {}],
      [`/api/admin/enquiries/${UNKNOWN_ID}`, { method: 'PATCH', json: { status: 'won' } }],
      [`/api/admin/enquiries/${UNKNOWN_ID}`, { method: 'DELETE' }],
      [`/api/admin/enquiries/${UNKNOWN_ID}/notes`, { json: { text: 'Called back' } }],
      ['/api/admin/accounts', {}],
      ['/api/admin/demand', {}],
    ];

    it('answers 401 without a token, or with a forged one, on every admin route', async () => {
      for (const [path, c] of calls) {
        expectError(await call(path, c), 401, 'Access token required');
        expectError(await call(path, { ...c, auth: { bearer: 'forged' } }), 401, 'Invalid or expired token');
      }
    });

    it("answers 403 'Admin access required' to a signed-in non-admin on every admin route", async () => {
      await loginAll(STAFF, 'staff');
      for (const [path, c] of calls) expectError(await call(path, { ...c, auth: 'staff' }), 403, 'Admin access required');
    });
  });

  // =============================================================================================================
  describe('admin: reading the fleet', () => {
    beforeEach(() => loginAll());

    it('GET /api/admin/cars/get lists every car, inactive ones included, the whole fleet in one page', async () => {
      const res = await call<CarList>(`/api/admin/cars/get?limit=${ADMIN_LIST_LIMIT}`, { auth: 'admin' });
      expect(res.status).toBe(200);
      expectList(res.body, newest(FLEET), 1, ADMIN_LIST_LIMIT);
      expectList((await call<CarList>('/api/admin/cars/get', { auth: 'admin' })).body, newest(FLEET), 1, 1000);
      expectError(await call(`/api/admin/cars/get?limit=${ADMIN_LIST_LIMIT + 1}`, { auth: 'admin' }), 400, /^limit: /, 'limit');
    });

    it('GET /api/admin/cars/get filters, searches and sorts like the public list', async () => {
      const mclaren = await call<CarList>('/api/admin/cars/get?brand=mclaren', { auth: 'admin' });
      expect(mclaren.body.data.map((c) => c.model).sort()).toEqual(['750S', 'Artura', 'GTS']);
      const inactive = await call<CarList>('/api/admin/cars/get?status=inactive', { auth: 'admin' });
      expectList(inactive.body, newest(FLEET.filter((c) => c.status === 'not available')), 1, 1000);
      const search = await call<CarList>('/api/admin/cars/get?search=mclaren&sort=popular', { auth: 'admin' });
      expectList(search.body, popular(FLEET.filter((c) => c.brand === 'McLaren')), 1, 1000);
      const paged = await call<CarList>('/api/admin/cars/get?sort=oldest&page=3&limit=7&category=suv,sedan', { auth: 'admin' });
      expectList(paged.body, oldest(FLEET.filter((c) => c.category === 'SUV' || c.category === 'Sedan')), 3, 7);
    });

    it('GET /api/admin/cars/get/{id} answers any car, inactive too; 404 / 400 otherwise', async () => {
      for (const car of [...INACTIVE, ACTIVE[0]!]) {
        const res = await call<CarBody>(`/api/admin/cars/get/${car._id}`, { auth: 'admin' });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: 'Car retrieved successfully', data: car });
      }
      expectError(await call(`/api/admin/cars/get/${UNKNOWN_ID}`, { auth: 'admin' }), 404, 'Car not found');
      expectError(await call('/api/admin/cars/get/xyz', { auth: 'admin' }), 400, 'Valid car ID is required', 'id');
    });

    it('GET /api/admin/cars/stats summarises the fleet', async () => {
      const res = await call<{ success: boolean; message: string; data: unknown }>('/api/admin/cars/stats', { auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Car statistics retrieved successfully', data: fleetStats(newest(FLEET)) });
      expect((res.body.data as { byStatus: { key: string }[] }).byStatus.map((e) => e.key)).toEqual([...CAR_STATUSES]);
    });

    it('stats follow writes: a view, a status change, a deletion', async () => {
      const [viewed, rented, deleted] = [ACTIVE[1]!, ACTIVE[2]!, ACTIVE[3]!];
      await call(`/api/cars/${viewed._id}/increment-view`, { method: 'POST' });
      await call(`/api/admin/cars/toggle-availability/${rented._id}`, { method: 'PATCH', json: { status: 'rented' }, auth: 'admin' });
      await call(`/api/admin/cars/delete/${deleted._id}`, { method: 'DELETE', auth: 'admin' });
      const fleet = FLEET.filter((c) => c !== deleted).map((c) =>
        c === viewed ? { ...c, viewCount: c.viewCount + 1 } : c === rented ? { ...c, status: 'rented' as const, isAvailable: false } : c,
      );
      const res = await call<{ data: unknown }>('/api/admin/cars/stats', { auth: 'admin' });
      expect(res.body.data).toEqual(fleetStats(newest(fleet)));
    });
  });

  // =============================================================================================================
  describe('admin: writing the fleet', () => {
    beforeEach(() => loginAll());
    const add = (input: unknown) => call<CarBody>('/api/admin/cars/add', { json: input, auth: 'admin' });

    it('POST /api/admin/cars/add stores the car (201): id, slug, timestamps, author; first in the newest list', async () => {
      const res = await add(carInput({ isAvailable: undefined }));
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Car added successfully');
      const car = res.body.data;
      expect(car).toMatchObject({
        _id: expect.stringMatching(/^[a-f0-9]{24}$/),
        name: 'Ferrari 12Cilindri',
        slug: 'ferrari-12cilindri-2025',
        status: 'available',
        isAvailable: true,
        isActive: true,
        viewCount: 0,
        bookingCount: 0,
        createdBy: ADMIN_ID,
        updatedBy: ADMIN_ID,
        metaTitle: 'Rent Ferrari 12Cilindri in Dubai',
      });
      expect(car.createdAt).toBe(car.updatedAt);
      expect(car.createdAt > newest(FLEET)[0]!.createdAt).toBe(true);
      const list = await call<CarList>('/api/cars?limit=3');
      expect(ids(list.body.data)).toEqual([car._id, ...ids(newest(ACTIVE).slice(0, 2))]);
      expect(list.body.total).toBe(ACTIVE.length + 1);
      expect((await call<CarBody>(`/api/cars/${car._id}`)).body.data).toEqual(car);
      expect((await call<CarBody>(`/api/admin/cars/get/${car._id}`, { auth: 'admin' })).body.data).toEqual(car);
      expect(ids((await call<CarList>('/api/cars/brand/ferrari?limit=100')).body.data)[0]).toBe(car._id);
      expect(ids((await call<CarArray>('/api/car/search/12cilindri')).body.data)).toEqual([car._id]);
    });

    it('an inactive new car is the admin’s only; the availability switch and status decide the status', async () => {
      const hidden = await add(carInput({ isActive: false }));
      expect(hidden.status).toBe(201);
      expectError(await call(`/api/cars/${hidden.body.data._id}`), 404, 'Car not found');
      expect((await call(`/api/admin/cars/get/${hidden.body.data._id}`, { auth: 'admin' })).status).toBe(200);
      expect((await call<CarList>('/api/cars?limit=1')).body.total).toBe(ACTIVE.length);
      const off = await add(carInput({ isAvailable: false }));
      expect(off.body.data).toMatchObject({ status: 'not available', isAvailable: false });
      const rented = await add(carInput({ status: 'rented', isAvailable: undefined }));
      expect(rented.body.data).toMatchObject({ status: 'rented', isAvailable: false });
      const featured = await add(carInput({ isFeatured: true, name: 'Ferrari Roma Spider', model: 'Roma Spider' }));
      expect(featured.body.data).toMatchObject({ name: 'Ferrari Roma Spider', slug: 'ferrari-roma-spider-2025', isFeatured: true });
      expect(ids((await call<CarArray>('/api/cars/featured?limit=1')).body.data)).toEqual([featured.body.data._id]);
    });

    it('keeps the words of the Arabic pages (issue 22): stored trimmed, kept by an edit without them, cleared by an empty set', async () => {
      const images = [{ url: '/fleet/ferrari-roma-blue-front-quarter.svg', alt: 'Ferrari Roma, front', altAr: '  فيراري روما من الأمام ', isPrimary: true }];
      const ar = { description: ' سيارة جي تي أنيقة. ', features: ['مقاعد جلدية', ' مقاعد جلدية', 'بلوتوث'], metaTitle: 'استأجر فيراري روما في دبي', metaDescription: '' };
      const added = await call<CarBody>('/api/admin/cars/add', { json: carInput({ images, ar }), auth: 'admin' });
      expect(added.status).toBe(201);
      expect(added.body.data.ar).toEqual({ description: 'سيارة جي تي أنيقة.', features: ['مقاعد جلدية', 'بلوتوث'], metaTitle: 'استأجر فيراري روما في دبي' });
      expect(added.body.data.images[0]).toEqual({ url: '/fleet/ferrari-roma-blue-front-quarter.svg', alt: 'Ferrari Roma, front', altAr: 'فيراري روما من الأمام', isPrimary: true });
      const id = added.body.data._id;
      expect((await call<CarBody>(`/api/cars/${id}`)).body.data.ar).toEqual(added.body.data.ar);

      const { ar: _kept, ...withoutArabic } = carInput({ images });
      const kept = await call<CarBody>(`/api/admin/cars/edit/${id}`, { method: 'PUT', json: withoutArabic, auth: 'admin' });
      expect(kept.body.data.ar).toEqual(added.body.data.ar);
      const cleared = await call<CarBody>(`/api/admin/cars/edit/${id}`, { method: 'PUT', json: carInput({ images, ar: {} }), auth: 'admin' });
      expect(cleared.body.data).not.toHaveProperty('ar');

      const refuse = (json: unknown, message: string, field: string) => call(`/api/admin/cars/edit/${id}`, { method: 'PUT', json, auth: 'admin' }).then((res) => expectError(res, 400, message, field));
      await refuse(carInput({ ar: { description: 'x'.repeat(5001) } }), 'ar.description: must be at most 5000 characters', 'ar.description');
      await refuse(carInput({ ar: { metaTitle: 'x'.repeat(61) } }), 'ar.metaTitle: must be at most 60 characters', 'ar.metaTitle');
      await refuse({ ...carInput(), ar: 'عربي' }, 'ar: must be an object', 'ar');
      await refuse(carInput({ images: [{ ...images[0]!, altAr: 'x'.repeat(201) }] }), 'images.0.altAr: must be at most 200 characters', 'images.0.altAr');
    });

    it('makes slugs unique', async () => {
      const a = await add(carInput());
      const b = await add(carInput());
      expect(b.body.data.slug).toBe(`${a.body.data.slug}-2`);
      expect((await add(carInput())).body.data.slug).toBe(`${a.body.data.slug}-3`);
    });

    it('answers 400 naming the first invalid field', async () => {
      const year = new Date().getUTCFullYear() + 1;
      const input = carInput();
      const { brand: _brand, ...noBrand } = input;
      const { images: _images, ...noImages } = input;
      const cases: [unknown, string, string][] = [
        [{ ...input, year: 1989 }, 'year', `year: must be between 1990 and ${year}`],
        [{ ...input, year: year + 1 }, 'year', `year: must be between 1990 and ${year}`],
        [{ ...input, year: 2020.5 }, 'year', 'year: must be a whole number'],
        [{ ...input, name: 'x'.repeat(121) }, 'name', 'name: must be at most 120 characters'],
        [noBrand, 'brand', 'brand: is required'],
        [{ ...input, model: '  ' }, 'model', 'model: is required'],
        [{ ...input, category: 'Boat' }, 'category', 'category: must be one of Luxury, Sports, SUV, Sedan, Convertible, Coupe, Hatchback'],
        [{ ...input, transmission: 'CVT' }, 'transmission', 'transmission: must be one of Automatic, Manual, Semi-Automatic'],
        [{ ...input, fuelType: 'Steam' }, 'fuelType', 'fuelType: must be one of Petrol, Diesel, Electric, Hybrid'],
        [{ ...input, seats: '4' }, 'seats', 'seats: must be a number'],
        [{ ...input, seats: 12 }, 'seats', 'seats: must be between 1 and 9'],
        [noImages, 'images', 'images: is required'],
        [{ ...input, images: [] }, 'images', 'images: must have at least 1 image'],
        [{ ...input, images: Array.from({ length: 6 }, () => input.images[0]) }, 'images', 'images: must have at most 5 images'],
        [{ ...input, metaTitle: 'x'.repeat(61) }, 'metaTitle', 'metaTitle: must be at most 60 characters'],
        [{ ...input, metaDescription: 'x'.repeat(161) }, 'metaDescription', 'metaDescription: must be at most 160 characters'],
        [{ ...input, specifications: { horsepower: -1 } }, 'specifications.horsepower', 'specifications.horsepower: must be at least 0'],
        [{ ...input, status: 'sold' }, 'status', 'status: must be one of available, rented, maintenance, not available'],
        [{ ...input, features: ['ok', ''] }, 'features.1', 'features.1: is required'],
        [{ ...input, isActive: 'yes' }, 'isActive', 'isActive: must be true or false'],
        [{ ...input, pricePerDay: -5 }, 'pricePerDay', 'pricePerDay: must be at least 0'],
        ['a car', 'body', 'body: must be a JSON object'],
      ];
      for (const [body, field, message] of cases) {
        const res = await add(body);
        expect(res.status, field).toBe(400);
        expect(res.body, field).toEqual({ success: false, message, field });
      }
      expectError(await call('/api/admin/cars/add', { body: '{"name":', headers: { 'Content-Type': 'application/json' }, auth: 'admin' }), 400, 'Request body must be valid JSON', 'body');
      expect((await call<CarList>(`/api/admin/cars/get?limit=${ADMIN_LIST_LIMIT}`, { auth: 'admin' })).body.total).toBe(FLEET.length);
    });

    it('accepts only image urls of this site: fleet renders and its own uploads; refuses javascript:, data: and foreign urls', async () => {
      const images = (url: string) => carInput({ images: [{ url, alt: 'Front', isPrimary: true }] });
      for (const url of ['/fleet/rolls-royce-cullinan-black-front-quarter.svg', `${ORIGIN}/fleet/rolls-royce-cullinan-black-front-quarter.svg`]) {
        const ok = await add(images(url));
        expect(ok.status, url).toBe(201);
        expect(ok.body.data.images).toEqual([{ url, alt: 'Front', isPrimary: true }]);
      }
      for (const url of [
        'javascript:alert(1)',
        'JavaScript:alert(document.cookie)',
        'data:image/png;base64,iVBORw0KGgo=',
        'https://evil.example/x.png',
        `https://evil.example/uploads/${UNKNOWN_ID}.png`,
        `//evil.example/uploads/${UNKNOWN_ID}.png`,
        '/uploads/../secret.png',
        '/fleet/%2e%2e/secret.svg',
        `${ORIGIN}@evil.example/fleet/x.svg`,
      ]) {
        const res = await add(images(url));
        expect(res.status, url).toBe(400);
        expect(res.body, url).toEqual({ success: false, message: 'images.0.url: must be an image uploaded to this site', field: 'images.0.url' });
      }
    });

    it('PUT /api/admin/cars/edit/{id} replaces the editable fields, keeps identity and counters, stamps updatedAt/updatedBy', async () => {
      const car = FLEET.find((c) => c.model === 'Cullinan')!;
      const input = carInput({ name: 'Rolls Royce Cullinan Black Badge', brand: 'Rolls Royce', model: 'Cullinan Black Badge', year: 2025, category: 'SUV', seats: 5, isFeatured: false });
      const res = await call<CarBody>(`/api/admin/cars/edit/${car._id}`, { method: 'PUT', json: input, auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Car updated successfully');
      expect(res.body.data).toMatchObject({
        _id: car._id,
        name: 'Rolls Royce Cullinan Black Badge',
        slug: 'rolls-royce-cullinan-black-badge-2025',
        createdAt: car.createdAt,
        createdBy: car.createdBy,
        viewCount: car.viewCount,
        bookingCount: car.bookingCount,
        isFeatured: false,
        updatedBy: ADMIN_ID,
      });
      expect(res.body.data.updatedAt > car.updatedAt).toBe(true);
      expect((await call<CarBody>(`/api/cars/${car._id}`)).body.data).toEqual(res.body.data);
      expect(ids((await call<CarArray>('/api/cars/featured?limit=50')).body.data)).not.toContain(car._id);
      // Still in its place by creation date.
      expect(ids((await call<CarList>('/api/cars?limit=100')).body.data)).toEqual(ids(newest(ACTIVE)));
    });

    it('edit can deactivate a car, which hides it from the public', async () => {
      const car = ACTIVE[0]!;
      const { _id, createdAt: _c, updatedAt: _u, slug: _s, viewCount: _v, bookingCount: _b, createdBy: _cb, updatedBy: _ub, ...form } = car;
      const res = await call<CarBody>(`/api/admin/cars/edit/${_id}`, { method: 'PUT', json: { ...form, isActive: false } as CarInput, auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ...form, isActive: false, slug: car.slug });
      expectError(await call(`/api/cars/${_id}`), 404, 'Car not found');
      expect(ids((await call<CarList>('/api/cars?limit=100')).body.data)).toEqual(ids(newest(ACTIVE.slice(1))));
    });

    it('edit answers 404, and 400 for the id or the body', async () => {
      expectError(await call(`/api/admin/cars/edit/${UNKNOWN_ID}`, { method: 'PUT', json: carInput(), auth: 'admin' }), 404, 'Car not found');
      expectError(await call('/api/admin/cars/edit/1', { method: 'PUT', json: carInput(), auth: 'admin' }), 400, 'Valid car ID is required', 'id');
      const res = await call(`/api/admin/cars/edit/${FLEET[0]!._id}`, { method: 'PUT', json: carInput({ seats: 12 }), auth: 'admin' });
      expect(res.body).toEqual({ success: false, message: 'seats: must be between 1 and 9', field: 'seats' });
      const script = await call(`/api/admin/cars/edit/${FLEET[0]!._id}`, { method: 'PUT', json: carInput({ images: [{ url: 'javascript:alert(1)', alt: 'x', isPrimary: true }] }), auth: 'admin' });
      expectError(script, 400, 'images.0.url: must be an image uploaded to this site', 'images.0.url');
      expect((await call<CarBody>(`/api/cars/${FLEET[0]!._id}`)).body.data).toEqual(FLEET[0]);
    });

    it('DELETE /api/admin/cars/delete/{id} takes the car off the site and the list; a second delete is 404', async () => {
      const car = ACTIVE[4]!;
      const res = await call(`/api/admin/cars/delete/${car._id}`, { method: 'DELETE', auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Car deleted successfully' });
      expectError(await call(`/api/admin/cars/delete/${car._id}`, { method: 'DELETE', auth: 'admin' }), 404, 'Car not found');
      expectError(await call(`/api/cars/${car._id}`), 404, 'Car not found');
      expectError(await call(`/api/admin/cars/get/${car._id}`, { auth: 'admin' }), 404, 'Car not found');
      expectList((await call<CarList>(`/api/admin/cars/get`, { auth: 'admin' })).body, newest(FLEET.filter((c) => c !== car)), 1, 1000);
      expectError(await call('/api/admin/cars/delete/nope', { method: 'DELETE', auth: 'admin' }), 400, 'Valid car ID is required', 'id');
    });

    it('PATCH /api/admin/cars/toggle-availability/{id} sets the status; isAvailable follows it', async () => {
      const car = ACTIVE.find((c) => c.status === 'available')!;
      for (const status of ['rented', 'maintenance', 'not available', 'available'] as const) {
        const res = await call<CarBody>(`/api/admin/cars/toggle-availability/${car._id}`, { method: 'PATCH', json: { status }, auth: 'admin' });
        expect(res.status, status).toBe(200);
        expect(res.body.message).toBe('Car status updated successfully');
        expect(res.body.data).toMatchObject({ ...car, status, isAvailable: status === 'available', updatedBy: ADMIN_ID, updatedAt: expect.any(String) });
        expect(res.body.data.updatedAt > car.updatedAt).toBe(true);
        const listed = await call<CarList>(`/api/cars?status=${encodeURIComponent(status)}&limit=100`);
        expect(ids(listed.body.data)).toContain(car._id);
      }
    });

    it('toggle-availability answers 400 for an unknown or missing status, 404 / 400 for the id', async () => {
      const car = FLEET[0]!;
      const patch = (path: string, json: unknown) => call(path, { method: 'PATCH', json, auth: 'admin' });
      expectError(await patch(`/api/admin/cars/toggle-availability/${car._id}`, { status: 'sold' }), 400, 'status: must be one of available, rented, maintenance, not available', 'status');
      expectError(await patch(`/api/admin/cars/toggle-availability/${car._id}`, {}), 400, 'status: is required', 'status');
      expectError(await patch(`/api/admin/cars/toggle-availability/${UNKNOWN_ID}`, { status: 'rented' }), 404, 'Car not found');
      expectError(await patch('/api/admin/cars/toggle-availability/x', { status: 'rented' }), 400, 'Valid car ID is required', 'id');
      expect((await call<CarBody>(`/api/admin/cars/get/${car._id}`, { auth: 'admin' })).body.data).toEqual(car);
    });
  });

  // =============================================================================================================
  describe('admin: the trash (issue 22)', () => {
    beforeEach(() => loginAll());
    type TrashList = { success: boolean; message: string; data: TrashedCar[] };
    type Restored = CarBody & { previousSlug?: string };
    const trash = () => call<TrashList>('/api/admin/trash', { auth: 'admin' });
    const remove = (id: string) => call(`/api/admin/cars/delete/${id}`, { method: 'DELETE', auth: 'admin' });
    const restore = (id: string) => call<Restored>(`/api/admin/trash/${id}/restore`, { method: 'POST', auth: 'admin' });
    const purge = (id: string) => call(`/api/admin/trash/${id}`, { method: 'DELETE', auth: 'admin' });

    it('a deleted car waits in the trash, whole, with who deleted it, when, and when it goes for good', async () => {
      expect((await trash()).body).toEqual({ success: true, message: 'Trash retrieved successfully', data: [] });
      const [first, second] = [ACTIVE[4]!, INACTIVE[0]!];
      await remove(first._id);
      await remove(second._id);
      const res = await trash();
      expect(res.status).toBe(200);
      expect(res.body.data.map((t) => t.car)).toEqual([second, first]);
      for (const item of res.body.data) {
        expect(item.deletedBy).toEqual({ name: ADMIN_NAME, email: ADMIN.email });
        expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(TRASH_DAYS * 86_400_000);
      }
    });

    it('restore brings the car back exactly: public again, in the admin list, out of the trash', async () => {
      const car = ACTIVE[4]!;
      await remove(car._id);
      const res = await restore(car._id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Car restored successfully', data: car });
      expect((await call<CarBody>(`/api/cars/${car._id}`)).body.data).toEqual(car);
      expectList((await call<CarList>('/api/admin/cars/get', { auth: 'admin' })).body, newest(FLEET), 1, 1000);
      expect((await trash()).body.data).toEqual([]);
      expectError(await restore(car._id), 404, 'Car not found in the trash');
      expectError(await restore(UNKNOWN_ID), 404, 'Car not found in the trash');
      expectError(await restore('nope'), 400, 'Valid car ID is required', 'id');
    });

    it('a car whose slug was taken while it was in the trash comes back with a new one, and the old one named', async () => {
      const car = ACTIVE[4]!;
      await remove(car._id);
      const added = await call<CarBody>('/api/admin/cars/add', { json: carInput({ name: car.name, year: car.year }), auth: 'admin' });
      expect(added.body.data.slug).toBe(car.slug);
      const res = await restore(car._id);
      expect(res.status).toBe(200);
      expect(res.body.previousSlug).toBe(car.slug);
      expect(res.body.data).toEqual({ ...car, slug: `${car.slug}-2` });
    });

    it('DELETE /api/admin/trash/{id} deletes a trashed car for good; 404 after, and for a car not in the trash', async () => {
      const car = ACTIVE[4]!;
      expectError(await purge(car._id), 404, 'Car not found in the trash');
      await remove(car._id);
      const res = await purge(car._id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Car deleted for good' });
      expect((await trash()).body.data).toEqual([]);
      expectError(await restore(car._id), 404, 'Car not found in the trash');
      expectError(await purge(car._id), 404, 'Car not found in the trash');
      expectError(await purge('nope'), 400, 'Valid car ID is required', 'id');
    });

    it(`a car trashed ${TRASH_DAYS} days ago is gone for good`, async () => {
      const [old, recent] = [ACTIVE[4]!, ACTIVE[5]!];
      await remove(old._id);
      await each(async (s) => s.backend.advance(TRASH_DAYS * 86_400_000 - 60_000));
      await loginAll(); // the first sign-in has long expired
      await remove(recent._id);
      expect((await trash()).body.data.map((t) => t.car._id)).toEqual([recent._id, old._id]);
      await each(async (s) => s.backend.advance(60_000));
      expect((await trash()).body.data.map((t) => t.car._id)).toEqual([recent._id]);
      expectError(await restore(old._id), 404, 'Car not found in the trash');
      expect((await restore(recent._id)).status).toBe(200);
    });
  });
}
