/**
 * Issue 20, part C: input the database refuses, on the cars' routes (server/routes/admin-cars.ts, cars.ts) and the
 * mock's. Each was a 500 on the server; both backends now answer the same 400 naming the field.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_LIST_LIMIT } from '../../../domain/constants';
import type { CarInput } from '../../../domain/types';
import { carInput } from '../../../mocks/test-helpers';
import type { CarBody, CarList, ContractContext } from '../harness';
import { FLEET } from '../seed';

export function defineRefusedInputTests(ctx: ContractContext): void {
  const { call, loginAll, expectError } = ctx;

  // Issue 20, part C: input the database refuses. Each was a 500 on the server (PostgreSQL refuses a NUL in text and
  // jsonb, and integers beyond its 32-bit columns); both backends now answer the same 400 naming the field.
  describe('input the database refuses (issue 20)', () => {
    const NUL = 'Ferrari\u0000Roma';
    const LONE_SURROGATE = 'Ferrari \ud800 Roma';
    const textFields: [string, (bad: string) => Partial<CarInput>][] = [
      ['name', (bad) => ({ name: bad })],
      ['brand', (bad) => ({ brand: bad })],
      ['model', (bad) => ({ model: bad })],
      ['location', (bad) => ({ location: bad })],
      ['description', (bad) => ({ description: bad })],
      ['features.1', (bad) => ({ features: ['Bluetooth', bad] })],
      ['images.0.alt', (bad) => ({ images: [{ url: '/fleet/ferrari-roma-blue-front-quarter.svg', alt: bad, isPrimary: true }] })],
      ['images.0.url', (bad) => ({ images: [{ url: `/fleet/ferrari-roma-blue-front-quarter.svg${bad}`, alt: 'Front', isPrimary: true }] })],
      ['specifications.engine', (bad) => ({ specifications: { engine: bad } })],
      ['specifications.acceleration', (bad) => ({ specifications: { acceleration: bad } })],
      ['specifications.mileage', (bad) => ({ specifications: { mileage: bad } })],
      ['specifications.color', (bad) => ({ specifications: { color: bad } })],
      ['specifications.interiorColor', (bad) => ({ specifications: { interiorColor: bad } })],
      ['metaTitle', (bad) => ({ metaTitle: bad })],
      ['metaDescription', (bad) => ({ metaDescription: bad })],
    ];
    const refusals: [string, string][] = [
      [NUL, 'must not contain control characters'],
      ['Ferrari\u001bRoma', 'must not contain control characters'],
      [LONE_SURROGATE, 'must be valid Unicode text'],
      ['Ferrari \udc00', 'must be valid Unicode text'],
    ];

    it('a NUL, another control character or a lone surrogate in any text field of a car: 400 naming it, on add and edit', async () => {
      await loginAll();
      const car = FLEET[0]!;
      for (const [field, put] of textFields) {
        for (const [bad, message] of refusals) {
          const label = `${field} ${JSON.stringify(bad)}`;
          const add = await call('/api/admin/cars/add', { json: carInput(put(bad)), auth: 'admin' });
          expect(add.status, label).toBe(400);
          expect(add.body, label).toEqual({ success: false, message: `${field}: ${message}`, field });
          const edit = await call(`/api/admin/cars/edit/${car._id}`, { method: 'PUT', json: carInput(put(bad)), auth: 'admin' });
          expect(edit.status, label).toBe(400);
          expect(edit.body, label).toEqual({ success: false, message: `${field}: ${message}`, field });
        }
      }
      expect((await call<CarList>(`/api/admin/cars/get?limit=${ADMIN_LIST_LIMIT}`, { auth: 'admin' })).body.total).toBe(FLEET.length);
      expect((await call<CarBody>(`/api/admin/cars/get/${car._id}`, { auth: 'admin' })).body.data).toEqual(car);
    });

    it('keeps what is allowed: line breaks and tabs in the description, emoji and Arabic anywhere', async () => {
      await loginAll();
      const input = carInput({
        name: 'Ferrari Roma 🏎️',
        description: 'Line one.\r\nLine two,\tafter a tab.',
        features: ['مقاعد جلدية', '🎵 Sound'],
        specifications: { engine: '3.9L V8 — twin turbo' },
      });
      const res = await call<CarBody>('/api/admin/cars/add', { json: input, auth: 'admin' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ name: input.name, description: input.description, features: input.features, specifications: input.specifications });
      expect((await call<CarBody>(`/api/cars/${res.body.data._id}`)).body.data).toEqual(res.body.data);
    });

    it('a line break in a one-line field is refused like any control character', async () => {
      await loginAll();
      const res = await call('/api/admin/cars/add', { json: carInput({ name: 'Ferrari\nRoma' }), auth: 'admin' });
      expectError(res, 400, 'name: must not contain control characters', 'name');
    });

    const outOfRange: [string, string, string][] = [
      ['/api/cars?seats=99999999999', 'seats', 'seats: must be an integer between 1 and 2147483647'],
      ['/api/cars?seats=1e20', 'seats', 'seats: must be an integer between 1 and 2147483647'],
      ['/api/cars?seats=2,4294967298', 'seats', 'seats: must be an integer between 1 and 2147483647'],
      ['/api/cars?year=2147483648', 'year', 'year: must be an integer between 1900 and 2147483647'],
      ['/api/cars/brand/ferrari?year=99999999999', 'year', 'year: must be an integer between 1900 and 2147483647'],
      ['/api/cars/suv?seats=1e20', 'seats', 'seats: must be an integer between 1 and 2147483647'],
      ['/api/admin/cars/get?seats=99999999999', 'seats', 'seats: must be an integer between 1 and 2147483647'],
      ['/api/admin/cars/get?year=2147483648', 'year', 'year: must be an integer between 1900 and 2147483647'],
    ];
    it.each(outOfRange)('a number filter beyond what a car can have answers 400 naming it: %s', async (path, field, message) => {
      await loginAll();
      expectError(await call(path, { auth: 'admin' }), 400, message, field);
    });

    const controlInQuery: [string, string][] = [
      ['/api/cars?search=a%00b', 'search'],
      ['/api/cars?search=a%1Bb', 'search'],
      ['/api/cars?brand=ferrari,a%00b', 'brand'],
      ['/api/cars?category=%00', 'category'],
      ['/api/cars?transmission=%00', 'transmission'],
      ['/api/cars?fuelType=%00', 'fuelType'],
      ['/api/cars?status=%00', 'status'],
      ['/api/cars/suv?search=%00', 'search'],
      ['/api/admin/cars/get?search=a%00b', 'search'],
      ['/api/cars/brand/a%00b', 'brand'],
      ['/api/car/search/a%00b', 'text'],
    ];
    it.each(controlInQuery)('a control character in a list or search parameter answers 400 naming it: %s', async (path, field) => {
      await loginAll();
      expectError(await call(path, { auth: 'admin' }), 400, `${field}: must not contain control characters`, field);
    });

    it('the largest number filter still answers an empty page, as does the last page a list can name', async () => {
      for (const query of ['seats=2147483647', 'year=2147483647', `page=${Number.MAX_SAFE_INTEGER}&limit=100`]) {
        const res = await call<CarList>(`/api/cars?${query}`);
        expect(res.status, query).toBe(200);
        expect(res.body.data, query).toEqual([]);
      }
    });
  });
}
