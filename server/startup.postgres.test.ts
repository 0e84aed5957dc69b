/**
 * `tsx server/main.ts` against a real PostgreSQL that refuses DATABASE_URL (issue 20): a database that does not
 * exist, a user that does not exist; one plain line and the exit code of startup.ts EXIT_CODES each. Runs in the
 * `postgres` project of vite.config.ts (a throwaway cluster, tests/contract/postgres.ts). A server that does not
 * answer at all (a closed port): startup.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { EXIT_CODES } from './startup';
import { runMain } from './startup-child';

const target = inject('contractPostgres') ?? { skip: 'run through the `postgres` project of vite.config.ts' };
const SECRET = 'a-production-secret-of-at-least-32-characters';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'luxe-startup-pg-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function withUrl(change: (url: URL) => void): string {
  if (!('url' in target)) throw new Error(target.skip);
  const url = new URL(target.url);
  change(url);
  return url.toString();
}

function expectOneLine(stderr: string, pattern: RegExp): void {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe.skipIf(!('url' in target))('tsx server/main.ts on a PostgreSQL that refuses DATABASE_URL', () => {
  it('a database that does not exist: 76', async () => {
    const url = withUrl((u) => (u.pathname = '/luxe_no_such_database'));
    const { code, stderr } = await runMain({ NODE_ENV: 'development', SESSION_SECRET: SECRET, DATA_DIR: join(dir, 'data'), DATABASE_URL: url });
    expect(code).toBe(EXIT_CODES.databaseMissing);
    expectOneLine(stderr, /^Cannot start: The database named in .*\/luxe_no_such_database does not exist\. Create it/);
  }, 60_000);

  it('a user that does not exist: 77', async () => {
    const url = withUrl((u) => (u.username = 'luxe_no_such_user'));
    const { code, stderr } = await runMain({ NODE_ENV: 'development', SESSION_SECRET: SECRET, DATA_DIR: join(dir, 'data'), DATABASE_URL: url });
    expect(code).toBe(EXIT_CODES.databaseRefused);
    expectOneLine(stderr, /^Cannot start: The database at postgres:\/\/luxe_no_such_user@.* refused the user or password\./);
  }, 60_000);
});
