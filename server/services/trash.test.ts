/**
 * The trash on the product server (issue 22) beyond the contract suite: a deleted car leaves the sitemap and its
 * server-rendered page at once and comes back with them; the server empties the trash of cars deleted more than
 * TRASH_DAYS ago when it starts (and daily), deleting the rows, not only hiding them.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRASH_DAYS } from '../../domain/constants';
import { carTrash } from '../db/schema';
import { START_TIMEOUT_MS, createTestServer, serversPerTest } from '../testing';
import { listTrash, restoreCar, trashCar } from './trash';

const DAY = 86_400_000;
const ADMIN = { id: 'de3bb8ff696a9fb8ecfc5fff', name: 'Fleet Administrator', email: 'admin@example.com' };
const open = serversPerTest();

async function sitemap(server: Awaited<ReturnType<typeof open>>): Promise<string> {
  return (await server.request('/sitemap.xml')).text();
}

describe('the trash on the product server', () => {
  it('a trashed car leaves the sitemap and comes back with a restore', async () => {
    const server = await open();
    const [car] = (await (await server.request('/api/cars?limit=1')).json()).data as { _id: string }[];
    expect(await sitemap(server)).toContain(car!._id);
    expect(await trashCar(server.deps.db, car!._id, ADMIN, server.deps.clock())).toBe(true);
    expect(await sitemap(server)).not.toContain(car!._id);
    expect((await restoreCar(server.deps.db, car!._id, ADMIN, server.deps.clock()))?.car._id).toBe(car!._id);
    expect(await sitemap(server)).toContain(car!._id);
  }, START_TIMEOUT_MS);

  it(`deletes for good, at start, the cars trashed more than ${TRASH_DAYS} days ago, and keeps the others`, async () => {
    const start = Date.now();
    const first = await open({ now: start });
    const [old, recent] = (await (await first.request('/api/cars?limit=2')).json()).data as { _id: string }[];
    await trashCar(first.deps.db, old!._id, ADMIN, start);
    await trashCar(first.deps.db, recent!._id, ADMIN, start + 2 * DAY);
    const dump = await first.database.dump!();
    await first.close();

    const later = await createTestServer({ database: { kind: 'memory', from: dump }, now: start + TRASH_DAYS * DAY + 1 });
    try {
      const [rows] = await later.deps.db.select({ n: count() }).from(carTrash);
      expect(rows?.n).toBe(1);
      expect((await listTrash(later.deps.db, later.deps.clock())).map((t) => t.car._id)).toEqual([recent!._id]);
    } finally {
      await later.close();
    }
  }, 2 * START_TIMEOUT_MS);
});
