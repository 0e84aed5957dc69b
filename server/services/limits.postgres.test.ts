/**
 * Rate limits shared through PostgreSQL (issue 24): two instances on one database count one allowance, a parallel
 * burst never gets more than the rule's points (RateLimiterPostgres's one-statement upsert), a right password's
 * refund works there too, and the counters of ended windows are swept. Runs in the `postgres` project of
 * vite.config.ts (a throwaway cluster, tests/contract/postgres.ts).
 */
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { SERVER_MSG } from '../../domain/messages';
import { withDatabase } from '../../tests/contract/database';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DEMO_ACCOUNTS } from './accounts';
import { createTestServer, postJson, START_TIMEOUT_MS } from '../testing';
import { createLimiters, LIMIT_RULES, LIMITS_TABLE, refund, sweepExpiredLimits, take } from './limits';

const target = inject('contractPostgres') ?? { skip: 'run through the `postgres` project of vite.config.ts' };
const [admin] = DEMO_ACCOUNTS;

const statusesOf = (results: PromiseSettledResult<unknown>[]) =>
  results.map((r) => (r.status === 'fulfilled' ? 'passed' : (r.reason as { status?: number }).status === 429 ? 429 : String(r.reason)));
const tally = (values: (string | number)[]) => values.reduce<Record<string, number>>((n, v) => ({ ...n, [v]: (n[v] ?? 0) + 1 }), {});

if ('skip' in target) {
  console.warn(`\n*** rate limits on PostgreSQL SKIPPED: ${target.skip} ***\n`);
  describe.skip(`rate limits on PostgreSQL — SKIPPED: ${target.skip}`, () => {
    it('shares the counts between instances', () => undefined);
  });
} else {
  /** Two "instances": each its own pool and limiters, on one database (migrated by the first open). */
  async function twoInstances(url: string, use: (a: DatabaseHandle, b: DatabaseHandle) => Promise<void>): Promise<void> {
    const a = await openDatabase({ kind: 'postgres', url });
    const b = await openDatabase({ kind: 'postgres', url });
    try {
      await use(a, b);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }

  describe(`rate limits on PostgreSQL (${target.label})`, () => {
    it('two instances share one count: a burst split across them, in parallel, gets the points of one rule', async () => {
      await withDatabase(target.url, 'limits', (url) =>
        twoInstances(url, async (a, b) => {
          const refused: string[] = [];
          const [one, two] = [createLimiters(a, {}, (rule) => refused.push(rule)), createLimiters(b, {}, (rule) => refused.push(rule))];
          const { points } = LIMIT_RULES.loginByIp;
          // 40 guesses from one address, alternating between the instances, all at once.
          const burst = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => take((i % 2 ? one : two).loginByIp, '203.0.113.9')));
          expect(tally(statusesOf(burst))).toEqual({ passed: points, 429: 40 - points });
          expect(refused).toEqual(Array.from({ length: 40 - points }, () => 'loginByIp'));
          // Either instance sees the one count; another address has its own.
          await expect(take(one.loginByIp, '203.0.113.9')).rejects.toMatchObject({ status: 429, message: SERVER_MSG.tooManyRequests });
          await expect(take(two.loginByIp, '203.0.113.10')).resolves.toMatchObject({ consumedPoints: 1 });
          // A refund through one instance gives the point back for both.
          await refund(two.loginByIp, '203.0.113.10');
          expect((await one.loginByIp.get('203.0.113.10'))?.consumedPoints).toBe(0);
        }),
      );
    }, START_TIMEOUT_MS);

    it('a parallel burst of 200 over four instances never passes more than the points', async () => {
      await withDatabase(target.url, 'limits', async (url) => {
        const handles = await Promise.all([0, 1, 2, 3].map(() => openDatabase({ kind: 'postgres', url })));
        try {
          const sets = handles.map((h) => createLimiters(h, { publicRead: { points: 37, duration: 60 } }));
          const burst = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => take(sets[i % 4]!.publicRead, 'one-client')));
          expect(tally(statusesOf(burst))).toEqual({ passed: 37, 429: 163 });
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            const { rows } = await client.query<{ key: string; points: number }>(`SELECT key, points FROM ${LIMITS_TABLE}`);
            expect(rows).toEqual([{ key: 'publicRead:one-client', points: 200 }]);
          } finally {
            await client.end();
          }
        } finally {
          await Promise.all(handles.map((h) => h.close()));
        }
      });
    }, START_TIMEOUT_MS);

    it('the counters of ended windows are swept, the others kept', async () => {
      await withDatabase(target.url, 'limits', (url) =>
        twoInstances(url, async (a) => {
          const limiters = createLimiters(a, { publicRead: { points: 5, duration: 1 }, admin: { points: 5, duration: 600 } });
          await take(limiters.publicRead, 'short');
          await take(limiters.admin, 'long');
          expect(await sweepExpiredLimits(a.pool!)).toBe(0);
          expect(await sweepExpiredLimits(a.pool!, Date.now() + 2_000)).toBe(1);
          const { rows } = await a.pool!.query<{ key: string }>(`SELECT key FROM ${LIMITS_TABLE}`);
          expect(rows.map((r) => r.key)).toEqual(['admin:long']);
          // A key longer than the library's own table would take (255) is counted too.
          const long = `${'x'.repeat(250)}@example.com 2001:db8:85a3:0000:0000:8a2e:0370:7334`;
          await expect(take(limiters.admin, long)).resolves.toMatchObject({ consumedPoints: 1 });
        }),
      );
    }, START_TIMEOUT_MS);

    it('two servers on one database: sign-in guesses from one address at one account are limited once, not per server', async () => {
      await withDatabase(target.url, 'limits', async (url) => {
        const servers = [await createTestServer({ database: { kind: 'postgres', url } }), await createTestServer({ database: { kind: 'postgres', url } })];
        try {
          const guess = (i: number) => servers[i % 2]!.request('/api/auth/admin/login', postJson({ email: admin.email, password: `wrong ${i}` }));
          const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => guess(i)))).map((r) => r.status);
          expect(tally(statuses)).toEqual({ 401: LIMIT_RULES.loginByAccountIp.points, 429: 12 - LIMIT_RULES.loginByAccountIp.points });
        } finally {
          await Promise.all(servers.map((s) => s.close()));
        }
      });
    }, START_TIMEOUT_MS);
  });
}
