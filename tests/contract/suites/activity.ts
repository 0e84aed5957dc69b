/**
 * The contract of the audit log (issue 22; server/routes/admin-activity.ts and mocks/handlers/audit.ts): every write
 * of the fleet and every sign-in and password change is an event with its admin, newest first, filterable by car,
 * admin and kind, paged backwards with `before`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { carToInput } from '../../../machines/admin-cars/admin-cars.model';
import type { AuditEvent } from '../../../domain/types';
import { carInput } from '../../../mocks/test-helpers';
import type { CarBody, ContractContext } from '../harness';
import { ACTIVE, ADMIN, ADMIN_ID, ADMIN_NAME, STAFF } from '../seed';

type Activity = { success: boolean; message: string; data: AuditEvent[]; nextBefore: string | null };

export function defineActivityTests(ctx: ContractContext): void {
  const { call, loginAll, expectError } = ctx;
  const activity = (query = '') => call<Activity>(`/api/admin/activity${query}`, { auth: 'admin' });
  const ADMIN_ACTOR = { id: ADMIN_ID, name: ADMIN_NAME, email: ADMIN.email };

  describe('admin: the activity log (issue 22)', () => {
    beforeEach(() => loginAll());

    it("records each write of a car with its admin: created, edited (each changed field's old and new value), status, deleted, restored", async () => {
      const added = (await call<CarBody>('/api/admin/cars/add', { json: carInput({ name: 'Activity Test Coupe' }), auth: 'admin' })).body.data;
      const edited = { ...carToInput(added), description: 'Now with a carbon roof.', specifications: { ...added.specifications, horsepower: 640 } };
      await call(`/api/admin/cars/edit/${added._id}`, { method: 'PUT', json: edited, auth: 'admin' });
      await call(`/api/admin/cars/edit/${added._id}`, { method: 'PUT', json: edited, auth: 'admin' }); // nothing changed: no event
      await call(`/api/admin/cars/toggle-availability/${added._id}`, { method: 'PATCH', json: { status: 'rented' }, auth: 'admin' });
      await call(`/api/admin/cars/delete/${added._id}`, { method: 'DELETE', auth: 'admin' });
      await call(`/api/admin/trash/${added._id}/restore`, { method: 'POST', auth: 'admin' });

      const res = await activity(`?carId=${added._id}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Activity retrieved successfully');
      expect(res.body.nextBefore).toBeNull();
      const car = { _id: added._id, name: 'Activity Test Coupe' };
      expect(res.body.data.map(({ kind, actor, car: about, changes }) => ({ kind, actor, car: about, changes }))).toEqual([
        { kind: 'car.restore', actor: ADMIN_ACTOR, car, changes: [] },
        { kind: 'car.delete', actor: ADMIN_ACTOR, car, changes: [] },
        {
          kind: 'car.status',
          actor: ADMIN_ACTOR,
          car,
          changes: [
            { field: 'isAvailable', from: true, to: false },
            { field: 'status', from: 'available', to: 'rented' },
          ],
        },
        {
          kind: 'car.edit',
          actor: ADMIN_ACTOR,
          car,
          changes: [
            { field: 'description', from: added.description, to: 'Now with a carbon roof.' },
            { field: 'specifications.horsepower', from: added.specifications.horsepower ?? null, to: 640 },
          ],
        },
        { kind: 'car.create', actor: ADMIN_ACTOR, car, changes: [] },
      ]);
      for (const event of res.body.data) expect(Number.isNaN(Date.parse(event.at))).toBe(false);
    });

    it('records a deletion for good, and an edit of a toggle with the flag it flipped', async () => {
      const car = ACTIVE[4]!;
      await call(`/api/admin/cars/edit/${car._id}`, { method: 'PUT', json: { ...carToInput(car), isFeatured: !car.isFeatured }, auth: 'admin' });
      await call(`/api/admin/cars/delete/${car._id}`, { method: 'DELETE', auth: 'admin' });
      await call(`/api/admin/trash/${car._id}`, { method: 'DELETE', auth: 'admin' });
      const events = (await activity(`?carId=${car._id}`)).body.data;
      expect(events.map((e) => e.kind)).toEqual(['car.purge', 'car.delete', 'car.edit']);
      expect(events[2]!.changes).toEqual([{ field: 'isFeatured', from: car.isFeatured, to: !car.isFeatured }]);
      expect((await activity('?kind=car.purge')).body.data.map((e) => e.car)).toEqual([{ _id: car._id, name: car.name }]);
    });

    it("records sign-ins and password changes of accounts, each with its own account, and filters by admin and kind", async () => {
      await loginAll(STAFF, 'staff');
      const changed = await call('/api/auth/change-password', { json: { currentPassword: ADMIN.password, newPassword: 'a-new-Passw0rd!' }, auth: 'admin' });
      expect(changed.status).toBe(200);
      const signIns = (await activity('?kind=account.signIn')).body.data;
      expect(signIns.map((e) => [e.actor.email, e.car, e.changes])).toEqual([
        [STAFF.email, null, []],
        [ADMIN.email, null, []],
      ]);
      const staffId = signIns[0]!.actor.id;
      expect((await activity(`?actorId=${staffId}`)).body.data.map((e) => e.kind)).toEqual(['account.signIn']);
      expect((await activity('?kind=account.passwordChange')).body.data.map((e) => e.actor)).toEqual([ADMIN_ACTOR]);
    });

    it('pages backwards with before and nextBefore; refuses bad filters with 400', async () => {
      for (const car of ACTIVE.slice(4, 7)) await call(`/api/admin/cars/delete/${car._id}`, { method: 'DELETE', auth: 'admin' });
      const first = (await activity('?kind=car.delete&limit=2')).body;
      expect(first.data.map((e) => e.car?._id)).toEqual([ACTIVE[6]!._id, ACTIVE[5]!._id]);
      expect(first.nextBefore).toBe(first.data[1]!.id);
      const second = (await activity(`?kind=car.delete&limit=2&before=${first.nextBefore}`)).body;
      expect([second.data.map((e) => e.car?._id), second.nextBefore]).toEqual([[ACTIVE[4]!._id], null]);

      expectError(await activity('?kind=car.sold'), 400, /^kind: must be one of car\.create, /, 'kind');
      expectError(await activity('?limit=0'), 400, 'limit: must be a whole number from 1 to 100', 'limit');
      expectError(await activity('?limit=101'), 400, 'limit: must be a whole number from 1 to 100', 'limit');
      expectError(await activity('?carId=x'), 400, 'carId: must be a car id', 'carId');
      expectError(await activity('?before=nope'), 400, 'before: must be an event id', 'before');
    });
  });
}
