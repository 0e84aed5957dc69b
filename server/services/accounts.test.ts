import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../domain/messages';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { accounts } from '../db/schema';
import { createAuthTestApp, emptyAuthTables, type AuthTestApp, type AuthTestAppOptions } from '../routes/auth-test-app';
import { createAccount, DEMO_ACCOUNTS } from './accounts';

const [admin, staff] = DEMO_ACCOUNTS;
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters' };

let database: DatabaseHandle;
const opened: AuthTestApp[] = [];

async function open(env: Record<string, string> = {}, options: AuthTestAppOptions = {}): Promise<AuthTestApp> {
  const app = await createAuthTestApp({ database, env, ...options });
  opened.push(app);
  return app;
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await emptyAuthTables(database.db);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

const rows = () => database.db.select().from(accounts).orderBy(accounts.email);
const login = (app: AuthTestApp, account: { email: string; password: string }) =>
  app.request('/api/auth/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

describe('startup accounts on a developer machine', () => {
  it('creates the two demo accounts once, with the mock seed ids, argon2id hashes and isDemo', async () => {
    await open();
    await open();
    const all = await rows();
    expect(all.map(({ id, email, name, role, isDemo }) => ({ id, email, name, role, isDemo }))).toEqual([
      { id: admin.id, email: admin.email, name: admin.name, role: 'admin', isDemo: true },
      { id: staff.id, email: staff.email, name: staff.name, role: 'staff', isDemo: true },
    ]);
    for (const row of all) expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('without SEED_DEMO, creates none', async () => {
    await open({ SEED_DEMO: '0' });
    expect(await rows()).toEqual([]);
  });

  it('creates ADMIN_EMAIL as well: a demo admin does not count as a real one', async () => {
    const app = await open({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    expect((await rows()).map((r) => r.email)).toEqual([admin.email, OWNER.email, staff.email]);
    expect((await login(app, OWNER)).status).toBe(200);
  });
});

describe('startup accounts in production', () => {
  it('removes demo accounts a developer left in the database, and their sessions with them', async () => {
    const dev = await open();
    const res = await login(dev, admin);
    const { accessToken } = (await res.json()) as { accessToken: string };
    const prod = await open({ ...PRODUCTION, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    expect((await rows()).map((r) => r.email)).toEqual([OWNER.email]);
    const refused = await login(prod, admin);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ success: false, message: SERVER_MSG.invalidCredentials });
    const check = await prod.request('/api/auth/check-auth', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(check.status).toBe(401);
  });

  it('refuses a demo account that appears while running: no login, no reset link', async () => {
    const prod = await open({ ...PRODUCTION, PUBLIC_URL: 'https://luxe.example' });
    await createAccount(database.db, { ...staff, isDemo: true }, Date.now());
    expect((await login(prod, staff)).status).toBe(401);
    await prod.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: staff.email }),
    });
    expect(await prod.outbox()).toEqual([]);
  });

  it('creates the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD, once', async () => {
    const prod = await open({ ...PRODUCTION, ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: OWNER.password, ADMIN_NAME: 'Owner' });
    const [owner] = await rows();
    expect(owner).toMatchObject({ email: OWNER.email, name: 'Owner', role: 'admin', isDemo: false });
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(prod, OWNER)).status).toBe(200);

    // Later starts leave it alone, and never add a second administrator from a changed ADMIN_EMAIL.
    await open({ ...PRODUCTION, ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'another long password' });
    expect((await rows()).map((r) => r.email)).toEqual([OWNER.email]);
    const [again] = await database.db.select().from(accounts).where(eq(accounts.email, OWNER.email));
    expect(again?.passwordHash).toBe(owner?.passwordHash);
  });

  it('config refuses demo seeding and a missing secret', async () => {
    await expect(open({ NODE_ENV: 'production' })).rejects.toThrow(/SESSION_SECRET/);
    await expect(open({ ...PRODUCTION, SEED_DEMO: '1' })).rejects.toThrow(/SEED_DEMO/);
  });
});
