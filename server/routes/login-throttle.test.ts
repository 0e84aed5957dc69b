/**
 * Issue 20, sign-in: the login limits hold under a parallel burst (each attempt takes its point before the password
 * is checked), a stranger cannot lock the owner out (the lock is per account and address; an account under attack
 * only narrows every address to one guess), the client address behind a proxy is the one the proxy appended, and
 * forgot-password does the known account's work after answering. docs/decisions/017-sign-in-throttling.md.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../domain/messages';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS } from '../services/accounts';
import { LIMIT_RULES } from '../services/limits';
import { lastResetToken, postJson, readOutbox, serversPerTest, type TestServer, type TestServerOptions } from '../testing';

const [admin, staff] = DEMO_ACCOUNTS;
const open = serversPerTest();
/** Behind a trusted proxy (one hop), so each request can say which address it comes from. */
const behindProxy = (limits?: TestServerOptions['limits'], hops = '1') => open({ env: { TRUST_PROXY: hops }, limits });

const login = (app: TestServer, email: string, password: string, forwardedFor: string) =>
  app.request('/api/auth/admin/login', postJson({ email, password }, { 'X-Forwarded-For': forwardedFor }));

function count(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

// Each case starts its own server (the first of the process makes the template databases) and checks many passwords.
const SLOW = { timeout: 120_000 };

describe('a parallel burst of wrong passwords', SLOW, () => {
  it('at one account from one address: at most the per account and address limit answer 401, the rest 429', async () => {
    const app = await behindProxy();
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(app, admin.email, 'wrong-password', '10.1.0.1')));
    const statuses = answers.map((r) => r.status);
    expect(count(statuses)).toEqual({ 401: LIMIT_RULES.loginByAccountIp.points, 429: 40 - LIMIT_RULES.loginByAccountIp.points });
    for (const res of answers.filter((r) => r.status === 429)) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.tooManyRequests });
    }
    // The address is locked for this account, right password or not.
    expect((await login(app, admin.email, admin.password, '10.1.0.1')).status).toBe(429);
  });

  it('at many accounts from one address: at most the per-address limit answer 401', async () => {
    const app = await behindProxy();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(app, `guess${i}@example.com`, 'wrong-password', '10.1.0.2')));
    expect(count(answers.map((r) => r.status))).toEqual({ 401: LIMIT_RULES.loginByIp.points, 429: 40 - LIMIT_RULES.loginByIp.points });
  });

  it('a right password gives its point back: signing in often from one address never locks it', async () => {
    const app = await behindProxy({ loginByIp: { points: 3, duration: 900 }, loginByAccountIp: { points: 2, duration: 900 } });
    for (let i = 0; i < 8; i++) expect((await login(app, admin.email, admin.password, '10.1.0.3')).status).toBe(200);
    expect((await login(app, admin.email, 'wrong-password', '10.1.0.3')).status).toBe(401);
    expect((await login(app, admin.email, admin.password, '10.1.0.3')).status).toBe(200);
  });
});

describe('a stranger cannot lock the owner out', SLOW, () => {
  it('40 wrong passwords from one address and 1 from each of 200 others; the owner at another address signs in', async () => {
    const app = await behindProxy();
    await Promise.all(Array.from({ length: 40 }, () => login(app, admin.email, 'wrong-password', '10.2.0.1')));
    const spread = await Promise.all(Array.from({ length: 200 }, (_, i) => login(app, admin.email, 'wrong-password', `10.3.${i >> 8}.${i & 255}`)));
    expect(spread.every((r) => r.status === 401)).toBe(true);
    expect((await login(app, admin.email, admin.password, '10.2.0.9')).status).toBe(200);
    // The burst's address is locked for every account (loginByIp); the others only for what they did.
    expect((await login(app, staff.email, staff.password, '10.2.0.1')).status).toBe(429);
    expect((await login(app, staff.email, staff.password, '10.3.0.0')).status).toBe(200);
  });

  it('an account under attack (past loginByAccount) gives every address one guess per window; the owner still gets in', async () => {
    const app = await behindProxy({ loginByAccount: { points: 6, duration: 3600 } });
    for (let i = 0; i < 6; i++) expect((await login(app, admin.email, 'wrong-password', `10.4.0.${i}`)).status).toBe(401);
    // Under attack: a new address has one guess, then waits for its window (Retry-After).
    expect((await login(app, admin.email, 'wrong-password', '10.4.1.1')).status).toBe(401);
    const second = await login(app, admin.email, 'wrong-password', '10.4.1.1');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(app, admin.email, admin.password, '10.4.1.1')).status).toBe(429);
    // The owner, at an address that has not guessed wrong, signs in (the e-mail's case does not matter).
    expect((await login(app, 'Admin@Example.COM', admin.password, '10.4.2.1')).status).toBe(200);
    expect((await login(app, admin.email, admin.password, '10.4.2.1')).status).toBe(200);
    // Before the attack an address had the whole per account and address allowance; only this account is narrowed.
    for (let i = 0; i < 2; i++) expect((await login(app, staff.email, 'wrong-password', '10.4.3.1')).status).toBe(401);
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', SLOW, () => {
  it('reads TRUST_PROXY as a number of hops: 1/true = one, N = the N-th from the right, 0/false = off', () => {
    const hops = (value: string | undefined) => loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect([hops(undefined), hops('0'), hops('false'), hops('1'), hops('true'), hops('yes'), hops('2'), hops('3')]).toEqual([0, 0, 0, 1, 1, 1, 2, 3]);
    expect(() => hops('maybe')).toThrow(/TRUST_PROXY/);
    expect(() => hops('-1')).toThrow(/TRUST_PROXY/);
  });

  it('uses the entry the proxy appended (the right-most): a spoofed left entry does not escape the limit', async () => {
    const app = await behindProxy({ loginByIp: { points: 3, duration: 900 } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(app, `guess${i}@example.com`, 'wrong-password', `1.2.3.${i}, 10.5.0.1`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // The same spoofed left entry from another client is that client's own count.
    expect((await login(app, 'guess@example.com', 'wrong-password', '1.2.3.0, 10.5.0.2')).status).toBe(401);
    expect((await login(app, admin.email, admin.password, '10.5.0.2')).status).toBe(200);
  });

  it('with TRUST_PROXY=2, the second entry from the right (the address the first of two proxies saw)', async () => {
    const app = await behindProxy({ loginByIp: { points: 2, duration: 900 } }, '2');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await login(app, `guess${i}@example.com`, 'wrong-password', `9.9.9.${i}, 10.6.0.1, 172.16.0.${i}`)).status);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await login(app, admin.email, admin.password, '9.9.9.0, 10.6.0.2, 172.16.0.0')).status).toBe(200);
  });
});

describe('forgot-password answers before the work of a known account', SLOW, () => {
  it('answers a known account while the reset-token table is held, and sends the link once it is free', async () => {
    const app = await open();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE reset_tokens IN ACCESS EXCLUSIVE MODE`);
      locked();
      await held;
    });
    try {
      await isLocked;
      const answer = app.request('/api/auth/forgot-password', postJson({ email: admin.email }));
      const first = await Promise.race([answer, new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 2_000))]);
      expect(first === 'held' ? 'no answer while the token work was held' : first.status).toBe(200);
      expect(await readOutbox(app)).toEqual([]);
    } finally {
      release();
      await holder;
    }
    expect(await lastResetToken(app, admin.email)).toMatch(/^[a-f0-9]{64}$/);
  });
});
