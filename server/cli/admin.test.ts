import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { findAccountByEmail } from '../services/accounts';
import { verifyPassword } from '../services/passwords';
import { findLiveSession, openSession } from '../services/sessions';
import { runAdminCli, type CliIo } from './admin';

const PASSWORD = 'correct horse battery';
let dataDir: string;
let out: string[];
let err: string[];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'luxe-cli-'));
  out = [];
  err = [];
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function io(env: Record<string, string> = {}, answers: (string | null)[] = []): CliIo {
  return {
    env: { NODE_ENV: 'development', DATA_DIR: dataDir, SEED_DEMO: '0', ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askSecret: async () => (answers.length > 0 ? (answers.shift() ?? null) : null),
  };
}

/** Opens the CLI's database (PGlite under DATA_DIR) for a look, then closes it so the CLI can open it again. */
async function withDb<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

describe('npm run admin', () => {
  it('explains its usage and exits 2 on wrong arguments', async () => {
    for (const args of [[], ['delete', '--email', 'a@example.com'], ['create'], ['create', '--email', 'nope'], ['create', '--email', 'a@example.com', '--bogus']]) {
      err = [];
      expect(await runAdminCli(args, io({ ADMIN_PASSWORD: PASSWORD }))).toBe(2);
      expect(err.join('\n')).toMatch(/Usage:/);
    }
  });

  it('refuses a short password, a missing one, and two that differ', async () => {
    expect(await runAdminCli(['create', '--email', 'owner@example.com'], io({ ADMIN_PASSWORD: 'short' }))).toBe(1);
    expect(err.at(-1)).toMatch(/at least 12 characters/);
    expect(await runAdminCli(['create', '--email', 'owner@example.com'], io())).toBe(1);
    expect(err.at(-1)).toMatch(/set ADMIN_PASSWORD or run in a terminal/);
    expect(await runAdminCli(['create', '--email', 'owner@example.com'], io({}, [PASSWORD, `${PASSWORD}!`]))).toBe(1);
    expect(err.at(-1)).toMatch(/do not match/);
  });

  it('creates an administrator once, then resets the password and signs every session out', async () => {
    expect(await runAdminCli(['create', '--email', 'Owner@Example.com', '--name', 'Owner'], io({}, [PASSWORD, PASSWORD]))).toBe(0);
    expect(out).toEqual(['Administrator owner@example.com created.']);
    expect(await runAdminCli(['create', '--email', 'owner@example.com'], io({ ADMIN_PASSWORD: PASSWORD }))).toBe(1);
    expect(err.at(-1)).toMatch(/already has an account/);

    const sessionId = await withDb(async (db) => {
      const owner = await findAccountByEmail(db, 'owner@example.com');
      expect(owner).toMatchObject({ name: 'Owner', role: 'admin', isDemo: false });
      expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
      return (await openSession(db, { id: owner?.id ?? '', name: owner?.name ?? '', email: owner?.email ?? '' }, Date.now())).sessionId;
    });

    const next = 'a brand new passphrase';
    expect(await runAdminCli(['reset-password', '--email', 'owner@example.com'], io({ ADMIN_PASSWORD: next }))).toBe(0);
    expect(out.at(-1)).toBe('Password of owner@example.com reset; 1 session(s) signed out.');
    await withDb(async (db) => {
      const owner = await findAccountByEmail(db, 'owner@example.com');
      expect(await verifyPassword(owner?.passwordHash ?? '', next)).toBe(true);
      expect(await findLiveSession(db, sessionId, Date.now())).toBeUndefined();
    });

    expect(await runAdminCli(['reset-password', '--email', 'ghost@example.com'], io({ ADMIN_PASSWORD: next }))).toBe(1);
    expect(err.at(-1)).toMatch(/no account/);
  });

  it('reports a bad configuration', async () => {
    expect(await runAdminCli(['create', '--email', 'owner@example.com'], io({ NODE_ENV: 'production', ADMIN_PASSWORD: PASSWORD }))).toBe(1);
    expect(err.at(-1)).toMatch(/configuration: SESSION_SECRET/);
  });
});
