import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../domain/messages';
import type { DatabaseLocation } from '../db/client';
import { accounts, resetTokens, sessions } from '../db/schema';
import { bearer, login, postJson, readOutbox, serversPerTest, type TestServer } from '../testing';
import { createAccount, DEMO_ACCOUNTS } from './accounts';

const [admin, staff] = DEMO_ACCOUNTS;
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters' };

// Each server runs the startup accounts step (ensureStartupAccounts) as it starts: a test server with the demo
// settings on a copy of the seeded database, one with SEED_DEMO=0 or in production on an empty one, and one
// started from `restartOf(server)` on the data another server left.
const openServer = serversPerTest();
const open = (env: Record<string, string> = {}, database?: DatabaseLocation) => openServer({ env, database });

async function restartOf(server: TestServer): Promise<DatabaseLocation> {
  return { kind: 'memory', from: await server.database.dump!() };
}

const rows = (server: TestServer) => server.deps.db.select().from(accounts).orderBy(accounts.email);
const tryLogin = (server: TestServer, account: { email: string; password: string }) =>
  server.request('/api/auth/admin/login', postJson({ email: account.email, password: account.password }));

describe('startup accounts on a developer machine', () => {
  it('creates the two demo accounts once, with the mock seed ids, argon2id hashes and isDemo', async () => {
    const first = await open();
    const again = await open({}, await restartOf(first));
    const all = await rows(again);
    expect(all.map(({ id, email, name, role, isDemo }) => ({ id, email, name, role, isDemo }))).toEqual([
      { id: admin.id, email: admin.email, name: admin.name, role: 'admin', isDemo: true },
      { id: staff.id, email: staff.email, name: staff.name, role: 'staff', isDemo: true },
    ]);
    for (const row of all) expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    // The second start left the first one's accounts as they were.
    expect(all).toEqual(await rows(first));
  });

  it('without SEED_DEMO, creates none', async () => {
    const server = await open({ SEED_DEMO: '0' });
    expect(await rows(server)).toEqual([]);
  });

  it('creates ADMIN_EMAIL as well: a demo admin does not count as a real one', async () => {
    const server = await open({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    expect((await rows(server)).map((r) => r.email)).toEqual([admin.email, OWNER.email, staff.email]);
    expect((await tryLogin(server, OWNER)).status).toBe(200);
  });
});

describe('startup accounts in production', () => {
  it('removes demo accounts a developer left in the database, and their sessions with them', async () => {
    // The same secret on both, so only the session's end can refuse the developer's token in production.
    const dev = await open({ SESSION_SECRET: PRODUCTION.SESSION_SECRET });
    const { accessToken } = await login(dev, admin);
    const prod = await open({ ...PRODUCTION, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password }, await restartOf(dev));
    expect((await rows(prod)).map((r) => r.email)).toEqual([OWNER.email]);
    expect(await prod.deps.db.select().from(sessions)).toEqual([]);
    const refused = await tryLogin(prod, admin);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.invalidCredentials });
    const check = await prod.request('/api/auth/check-auth', { headers: bearer(accessToken) });
    expect(check.status).toBe(401);
  });

  it('refuses a demo account that appears while running: no login, no reset link', async () => {
    const prod = await open({ ...PRODUCTION, PUBLIC_URL: 'https://luxe.example' });
    await createAccount(prod.deps.db, { ...staff, isDemo: true }, Date.now());
    expect((await tryLogin(prod, staff)).status).toBe(401);
    await prod.request('/api/auth/forgot-password', postJson({ email: staff.email }));
    // The token is stored before any mail goes out: none stored, none sent.
    expect(await prod.deps.db.select().from(resetTokens)).toEqual([]);
    expect(await readOutbox(prod)).toEqual([]);
  });

  it('creates the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD, once', async () => {
    const prod = await open({ ...PRODUCTION, ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: OWNER.password, ADMIN_NAME: 'Owner' });
    const [owner] = await rows(prod);
    expect(owner).toMatchObject({ email: OWNER.email, name: 'Owner', role: 'admin', isDemo: false });
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await tryLogin(prod, OWNER)).status).toBe(200);

    // Later starts leave it alone, and never add a second administrator from a changed ADMIN_EMAIL.
    const later = await open({ ...PRODUCTION, ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'another long password' }, await restartOf(prod));
    expect((await rows(later)).map((r) => r.email)).toEqual([OWNER.email]);
    const [again] = await later.deps.db.select().from(accounts).where(eq(accounts.email, OWNER.email));
    expect(again?.passwordHash).toBe(owner?.passwordHash);
  });

  it('config refuses demo seeding and a missing secret', async () => {
    await expect(open({ NODE_ENV: 'production' })).rejects.toThrow(/SESSION_SECRET/);
    await expect(open({ ...PRODUCTION, SEED_DEMO: '1' })).rejects.toThrow(/SEED_DEMO/);
  });
});
