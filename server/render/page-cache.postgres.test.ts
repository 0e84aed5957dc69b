/**
 * The page cache with several instances on one PostgreSQL (issue 20): a write through one instance reaches the
 * pages another one keeps within a second, through the database's version row; the version's triggers behave as on
 * PGlite. Runs in the `postgres` project of vite.config.ts (a throwaway cluster, tests/contract/postgres.ts).
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Car } from '../../domain/types';
import { withDatabase } from '../../tests/contract/database';
import { cars } from '../db/schema';
import { readSiteVersion } from '../services/site-version';
import { bearer, createTestServer, login, postJson, START_TIMEOUT_MS, type TestServer } from '../testing';
import { COUNTING_RENDERER, dataOfHtml, rootOfHtml, writeSite } from './site-fixture';

const target = inject('contractPostgres') ?? { skip: 'run through the `postgres` project of vite.config.ts' };

if ('skip' in target) {
  console.warn(`\n*** page cache on PostgreSQL SKIPPED: ${target.skip} ***\n`);
  describe.skip(`page cache on PostgreSQL — SKIPPED: ${target.skip}`, () => {
    it('shares the data version between instances', () => undefined);
  });
} else {
  describe(`page cache on PostgreSQL (${target.label})`, () => {
    let release: () => void = () => {};
    let instances: [TestServer, TestServer] | undefined;
    beforeAll(async () => {
      // Two instances on one database for the whole file, the database dropped after them.
      const ready = new Promise<[TestServer, TestServer]>((ok, fail) => {
        void withDatabase(target.url, 'pages', async (url) => {
          const a = await createTestServer({ database: { kind: 'postgres', url } });
          const b = await createTestServer({ database: { kind: 'postgres', url } });
          for (const s of [a, b]) await writeSite(s.config.siteDir, COUNTING_RENDERER);
          ok([a, b]);
          await new Promise<void>((done) => (release = done));
          await Promise.all([a.close(), b.close()]);
        }).catch(fail);
      });
      instances = await ready;
    }, START_TIMEOUT_MS);
    afterAll(() => release());

    const both = () => {
      if (!instances) throw new Error('the instances start in beforeAll');
      return instances;
    };
    const page = async (s: TestServer, path: string) => {
      const html = await (await s.request(path)).text();
      return { root: rootOfHtml(html), data: dataOfHtml(html) };
    };

    it('a write through one instance shows on the pages another instance keeps within a second', async () => {
      const [a, b] = both();
      const [car] = ((await (await b.request('/api/cars?limit=1')).json()) as { data: Car[] }).data;
      const path = `/cars/${car!._id}`;
      expect((await page(b, path)).root).toBe(`<h1>${path} #1</h1>`);
      expect((await page(b, path)).root).toBe(`<h1>${path} #1</h1>`);

      const auth = bearer((await login(a)).accessToken);
      const status = car!.status === 'maintenance' ? 'available' : 'maintenance';
      const changed = await a.request(`/api/admin/cars/toggle-availability/${car!._id}`, { ...postJson({ status }, auth), method: 'PATCH' });
      expect(changed.status).toBe(200);
      // The writing instance at once.
      expect((await page(a, path)).data?.car?.car.status).toBe(status);

      const started = performance.now();
      let seen = car!.status;
      while (seen !== status && performance.now() - started < 3_000) {
        seen = (await page(b, path)).data?.car?.car.status ?? seen;
        if (seen !== status) await new Promise((ok) => setTimeout(ok, 25));
      }
      expect(seen).toBe(status);
      expect(performance.now() - started).toBeLessThan(1_000);
    });

    it('the version changes with each committed change of a car, not with a view count', async () => {
      const [a, b] = both();
      const { db } = a.deps;
      const [row] = await db.select({ id: cars.id }).from(cars).limit(1);
      const before = await readSiteVersion(db);
      await db.execute(sql`UPDATE cars SET view_count = view_count + 1, booking_count = booking_count + 1 WHERE id = ${row!.id}`);
      expect(await readSiteVersion(db)).toBe(before);
      await db.update(cars).set({ name: 'Renamed' }).where(eq(cars.id, row!.id));
      expect(await readSiteVersion(b.deps.db)).not.toBe(before);
    });

    it('a write holds the version row only while it commits: another write of other cars does not wait for it', async () => {
      const [a] = both();
      const [x, y] = (await a.deps.db.select({ id: cars.id }).from(cars).limit(2)).map((row) => row.id);
      const url = a.config.database.kind === 'postgres' ? a.config.database.url : '';
      const [first, second] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
      await Promise.all([first.connect(), second.connect()]);
      try {
        // A version row taken at the first write would hold the second transaction back until the first ends,
        // and the first then waits for the second's car: a deadlock. Taken at commit, both go through.
        await second.query('SET statement_timeout = 5000');
        await first.query('BEGIN');
        await first.query('UPDATE cars SET name = $1 WHERE id = $2', ['First X', x]);
        await second.query('BEGIN');
        await second.query('UPDATE cars SET name = $1 WHERE id = $2', ['Second Y', y]);
        const firstOnY = first.query('UPDATE cars SET name = $1 WHERE id = $2', ['First Y', y]);
        await second.query('COMMIT');
        await firstOnY;
        await first.query('COMMIT');
      } finally {
        await Promise.all([first.end(), second.end()]);
      }
      const names = await a.deps.db.select({ id: cars.id, name: cars.name }).from(cars);
      expect(names.find((car) => car.id === x)?.name).toBe('First X');
      expect(names.find((car) => car.id === y)?.name).toBe('First Y');
    });
  });
}
