/**
 * login-throttle.test.ts's forgot-password case on a real PostgreSQL (issue 20): the answer does not wait for the
 * known account's token and mail, which run after it. There another connection holds the reset-token table (on
 * PGlite the one connection is held). Runs in the `postgres` project of vite.config.ts (tests/contract/postgres.ts).
 */
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../tests/contract/database';
import { DEMO_ACCOUNTS } from '../services/accounts';
import { createTestServer, lastResetToken, postJson, readOutbox, START_TIMEOUT_MS } from '../testing';

const [admin] = DEMO_ACCOUNTS;
const target = inject('contractPostgres') ?? { skip: 'run through the `postgres` project of vite.config.ts' };

if ('skip' in target) {
  console.warn(`\n*** forgot-password on PostgreSQL SKIPPED: ${target.skip} ***\n`);
  describe.skip(`forgot-password on PostgreSQL — SKIPPED: ${target.skip}`, () => {
    it('answers before the work of a known account', () => undefined);
  });
} else {
  describe(`forgot-password on PostgreSQL (${target.label})`, () => {
    it('answers a known account while another connection holds the reset-token table, and sends the link after', async () => {
      await withDatabase(target.url, 'forgot', async (url) => {
        const app = await createTestServer({ database: { kind: 'postgres', url } });
        const holder = new pg.Client({ connectionString: url });
        await holder.connect();
        try {
          await holder.query('BEGIN');
          await holder.query('LOCK TABLE reset_tokens IN ACCESS EXCLUSIVE MODE');
          const answer = app.request('/api/auth/forgot-password', postJson({ email: admin.email }));
          const first = await Promise.race([answer, new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 2_000))]);
          expect(first === 'held' ? 'no answer while the token work was held' : first.status).toBe(200);
          expect(await readOutbox(app)).toEqual([]);
          await holder.query('COMMIT');
          expect(await lastResetToken(app, admin.email)).toMatch(/^[a-f0-9]{64}$/);
        } finally {
          await holder.end();
          await app.close();
        }
      });
    }, START_TIMEOUT_MS);
  });
}
