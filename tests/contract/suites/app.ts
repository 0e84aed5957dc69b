/**
 * The contract of server/app.ts (and the mock's same rules): what every request meets before its route — a path that
 * does not decode, a JSON body over the limit, a JSON body not sent as application/json (issue 20). Two suites, run
 * where they always ran in the order of defineContractSuite.
 */
import { describe, expect, it } from 'vitest';
import { carInput } from '../../../mocks/test-helpers';
import type { Call, ContractContext } from '../harness';
import { ACTIVE, ADMIN } from '../seed';

export function defineMalformedRequestTests(ctx: ContractContext): void {
  const { call, each, loginAll, expectError } = ctx;

  describe('malformed requests', () => {
    it("answers 400 'Malformed URL' to a path that does not decode (openapi declares 400 for these operations)", async () => {
      for (const path of ['/api/cars/%E0%A4%A', '/api/car/search/%', '/api/cars/brand/%zz']) {
        expectError(await call(path), 400, 'Malformed URL');
      }
    });

    it('a JSON body over 64 KB (JSON_BODY_MAX) is refused with 413 before it is processed', async () => {
      await loginAll();
      const huge = { ...carInput(), description: 'd'.repeat(70_000) };
      await each(async (s) => {
        const add = await s.api('/api/admin/cars/add', { json: huge, auth: 'admin' });
        const login = await s.api('/api/auth/admin/login', { json: { ...ADMIN, password: 'p'.repeat(70_000) } });
        for (const res of [add, login]) {
          expect(res.status, s.name).toBe(413);
          expect(res.body, s.name).toEqual({ success: false, message: 'Request body too large' });
        }
      });
    });
  });
}

export function defineJsonBodyTests(ctx: ContractContext): void {
  const { call, loginAll, expectError } = ctx;

  // Issue 20: a page on any site can post text/plain or a form without a CORS preflight, never application/json.
  describe('JSON bodies must be sent as application/json (415)', () => {
    const as = (type: string, body: unknown): Call => ({ body: JSON.stringify(body), headers: { 'Content-Type': type } });
    const refused = 'Request body must be sent as application/json';

    it('login and forgot-password refuse JSON sent as text/plain or as a form, and sign nobody in', async () => {
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
        const login = await call('/api/auth/admin/login', as(type, ADMIN));
        expectError(login, 415, refused);
        expect(login.cookies).toEqual([]);
        expectError(await call('/api/auth/forgot-password', as(type, { email: ADMIN.email })), 415, refused);
      }
    });

    it('accepts application/json with a charset, in any case', async () => {
      expect((await call('/api/auth/admin/login', as('Application/JSON; charset=utf-8', ADMIN))).status).toBe(200);
    });

    it('the portal\'s writes and the contact form refuse text/plain too; the demand beacon alone takes it', async () => {
      await loginAll();
      expectError(await call('/api/admin/cars/add', { ...as('text/plain', carInput()), auth: 'admin' }), 415, refused);
      expectError(await call(`/api/admin/cars/toggle-availability/${ACTIVE[0]!._id}`, { ...as('text/plain', { status: 'rented' }), method: 'PATCH', auth: 'admin' }), 415, refused);
      const enquiry = { name: 'Sara', email: 'sara@example.com', subject: 'Booking', message: 'Is the car free next week?' };
      expectError(await call('/api/enquiries', as('text/plain', enquiry)), 415, refused);
      const beacon = await call('/api/demand', as('text/plain;charset=UTF-8', { channel: 'call', carIds: [ACTIVE[0]!._id], place: 'car' }));
      expect(beacon.status).toBe(204);
    });
  });
}
