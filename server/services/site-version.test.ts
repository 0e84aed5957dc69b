/**
 * The public pages' data version (issue 20): database triggers give it a new value with each committed change of a
 * car, whoever makes it, and not for a visitor's view; each instance reads it at most every ~500 ms.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cars } from '../db/schema';
import { serverPerFile } from '../testing';
import { createSiteVersion, readSiteVersion } from './site-version';

const server = serverPerFile();

describe('the stored version', () => {
  it('changes with every committed add, edit and delete of a car, and not with a view count or a rolled-back write', async () => {
    const { db } = server().deps;
    const [car] = await db.select({ id: cars.id, name: cars.name }).from(cars).limit(1);
    const versions = [await readSiteVersion(db)];
    const step = async (write: () => Promise<unknown>) => {
      await write();
      versions.push(await readSiteVersion(db));
    };
    await step(() => db.update(cars).set({ name: 'Renamed' }).where(eq(cars.id, car!.id)));
    await step(() => db.execute(sql`UPDATE cars SET view_count = view_count + 1, booking_count = booking_count + 1 WHERE id = ${car!.id}`));
    await step(() =>
      db
        .transaction(async (tx) => {
          await tx.update(cars).set({ name: 'Never' }).where(eq(cars.id, car!.id));
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    );
    await step(() => db.delete(cars).where(eq(cars.id, car!.id)));
    const [edited, viewed, rolledBack, deleted] = versions.slice(1);
    expect(versions[0]).toBeGreaterThan(0);
    expect(edited).not.toBe(versions[0]);
    expect(viewed).toBe(edited);
    expect(rolledBack).toBe(edited);
    expect(deleted).not.toBe(edited);
  });

  it('is unchanged by a visitor viewing a car through the API', async () => {
    const s = server();
    const { data } = (await (await s.request('/api/cars?limit=1')).json()) as { data: { _id: string }[] };
    const before = await readSiteVersion(s.deps.db);
    expect((await s.request(`/api/cars/${data[0]!._id}/increment-view`, { method: 'POST' })).status).toBe(200);
    expect(await readSiteVersion(s.deps.db)).toBe(before);
  });
});

describe('an instance reading it', () => {
  it('reads the database at most once per maxAgeMs, once for requests that ask together, and at once after changed()', async () => {
    const { db } = server().deps;
    let now = 0;
    const version = createSiteVersion(db, { maxAgeMs: 500, now: () => now });
    const first = await Promise.all([version.current(), version.current()]);
    expect(first[0]).toBe(first[1]);
    await db.update(cars).set({ name: 'Renamed' }).where(eq(cars.id, (await db.select({ id: cars.id }).from(cars).limit(1))[0]!.id));
    now = 499;
    expect(await version.current()).toBe(first[0]);
    now = 500;
    const second = await version.current();
    expect(second).not.toBe(first[0]);
    await db.delete(cars);
    expect(await version.current()).toBe(second);
    version.changed();
    expect(await version.current()).not.toBe(second);
  });
});
