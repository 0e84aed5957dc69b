/**
 * The audit log is written in the same transaction as the change it records (issue 22): when the event cannot be
 * written, the change is not made either. The database is made to refuse one kind of event to show it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carToInput } from '../../machines/admin-cars/admin-cars.model';
import { carFromInput } from '../../domain/car-record';
import type { Car } from '../../domain/types';
import { START_TIMEOUT_MS, serversPerTest } from '../testing';
import { editCar, findCar, setStatus } from './cars';
import { listTrash, trashCar } from './trash';

const open = serversPerTest();
const ADMIN = { id: 'de3bb8ff696a9fb8ecfc5fff', name: 'Fleet Administrator', email: 'admin@example.com' };

describe('audit events and their changes commit together', () => {
  it('an edit, a status change or a delete whose event is refused changes nothing', async () => {
    const server = await open();
    const { db } = server.deps;
    const now = server.deps.clock();
    const [car] = ((await (await server.request('/api/cars?limit=1&status=available')).json()) as { data: Car[] }).data;
    await db.execute(sql.raw(`ALTER TABLE audit_events ADD CONSTRAINT refuse_all CHECK (kind = 'account.signIn')`));

    const input = { ...carToInput(car!), description: 'Changed while the log refuses it.' };
    await expect(editCar(db, car!._id, (existing, taken) => carFromInput(input, existing, taken, ADMIN.id, now), ADMIN, now)).rejects.toThrow();
    await expect(setStatus(db, car!._id, 'rented', ADMIN, now)).rejects.toThrow();
    await expect(trashCar(db, car!._id, ADMIN, now)).rejects.toThrow();
    expect(await findCar(db, car!._id, { activeOnly: false })).toEqual(car);
    expect(await listTrash(db, now)).toEqual([]);

    await db.execute(sql.raw('ALTER TABLE audit_events DROP CONSTRAINT refuse_all'));
    expect((await setStatus(db, car!._id, 'rented', ADMIN, now))?.status).toBe('rented');
  }, START_TIMEOUT_MS);
});
