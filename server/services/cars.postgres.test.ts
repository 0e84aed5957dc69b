/**
 * The admin's car writes under concurrency on a real PostgreSQL (issue 20): concurrent adds and renames to one name
 * each get their own slug (they answered 500 on the unique slug), and an edit that loses a race with a delete answers
 * 404 (it answered 200 'Car updated successfully' for a car that was gone). Runs in the `postgres` project of
 * vite.config.ts (a throwaway cluster, tests/contract/postgres.ts); cars.test.ts runs the shared tests on PGlite.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_MSG } from '../../domain/messages';
import { carInput } from '../../mocks/test-helpers';
import { createDatabase, type TestDatabase } from '../../tests/contract/database';
import { createTestServer, login, START_TIMEOUT_MS, type TestServer } from '../testing';
import { NO_LIMITS, carWriter, defineCarRaceTests } from './cars.races';

const target = inject('contractPostgres') ?? { skip: 'run through the `postgres` project of vite.config.ts' };

/** Polls until some session of the database waits for a lock (the request under test has reached it). */
async function untilWaitingForLock(client: pg.Client, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    if (Date.now() > until) throw new Error('no session came to wait for the lock');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

if ('skip' in target) {
  console.warn(`\n*** car writes on PostgreSQL SKIPPED: ${target.skip} ***\n`);
  describe.skip(`car writes on PostgreSQL — SKIPPED: ${target.skip}`, () => {
    it('keeps slugs unique and edits of deleted cars 404 under concurrency', () => undefined);
  });
} else {
  describe(`car writes at the same time, on PostgreSQL (${target.label})`, () => {
    let database: TestDatabase | undefined;
    let server: TestServer | undefined;
    beforeAll(async () => {
      database = await createDatabase(target.url, 'cars');
      server = await createTestServer({ limits: NO_LIMITS, database: { kind: 'postgres', url: database.url } });
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      await server?.close();
      await database?.drop();
    });

    defineCarRaceTests(() => server!);

    it('an edit that reaches a car while its delete is being committed answers 404, not 200', async () => {
      const cars = carWriter(server!, (await login(server!)).accessToken);
      const [car] = await cars.list();
      const other = new pg.Client({ connectionString: database!.url });
      await other.connect();
      try {
        // The delete holds the row (uncommitted) while the edit comes in: the edit still sees the car, then waits.
        await other.query('BEGIN');
        await other.query('DELETE FROM cars WHERE id = $1', [car!._id]);
        const edit = cars.edit(car!._id, carInput({ name: 'Race Car Delta', model: 'Delta' }));
        await untilWaitingForLock(other);
        await other.query('COMMIT');
        const res = await edit;
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.carNotFound });
      } finally {
        await other.end();
      }
      expect((await cars.list()).map((c) => c._id)).not.toContain(car!._id);
    });
  });
}
