import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS, REFRESH_SESSION_TTL_MS, RESET_TOKEN_TTL_MS } from '../../domain/rules';
import { SERVER_MSG } from '../../domain/messages';
import { refreshTokens, resetTokens, sessions } from '../db/schema';
import { DEMO_ACCOUNTS } from '../services/accounts';
import { sha256 } from '../services/sessions';
import {
  bearer, lastResetLink, lastResetToken, login, postJson, readOutbox, refreshCookieOf, serverPerFile, serversPerTest, type TestServer, type TestServerOptions,
} from '../testing';

const [admin, staff] = DEMO_ACCOUNTS;
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
/** A production server: its first administrator, no demo accounts, an empty database. */
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters', ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password };

// The real app on the seeded database, put back before every test; `open` starts servers with other settings,
// each closed after its test. The client address comes from X-Forwarded-For only with TRUST_PROXY, as in production.
const shared = serverPerFile();
const open = serversPerTest();
let t: TestServer;
beforeEach(() => {
  t = shared();
});

const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip });

async function body(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

const checkAuth = (token: string, app = t) => app.request('/api/auth/check-auth', { headers: bearer(token) });
const refresh = (cookie: string, app = t) =>
  app.request('/api/auth/refresh-token', { method: 'POST', headers: { Cookie: `refreshToken=${cookie}` } });

function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('login', () => {
  it('signs the admin in with a JWT, the user and a refresh cookie', async () => {
    const res = await t.request('/api/auth/admin/login', postJson({ email: admin.email, password: admin.password }));
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({
      success: true,
      message: SERVER_MSG.loginOk,
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: { id: admin.id, email: admin.email, name: admin.name, role: 'admin' },
    });
    expect(refreshCookieOf(res)).toMatch(/^[a-f0-9]{64}$/);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await t.request('/api/auth/admin/login', postJson({ email: '  ADMIN@Example.com ', password: admin.password }));
    expect(res.status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    for (const attempt of [
      { email: admin.email, password: 'admin124' },
      { email: 'nobody@example.com', password: admin.password },
    ]) {
      const res = await t.request('/api/auth/admin/login', postJson(attempt));
      expect(res.status).toBe(401);
      expect(await body(res)).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.invalidCredentials });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const noAt = await t.request('/api/auth/admin/login', postJson({ email: 'admin', password: 'x' }));
    expect(noAt.status).toBe(400);
    expect(await body(noAt)).toEqual({ success: false, requestId: expect.any(String), field: 'email', message: 'email: must be a valid e-mail address' });
    const noPassword = await t.request('/api/auth/admin/login', postJson({ email: admin.email }));
    expect(await body(noPassword)).toMatchObject({ field: 'password', message: 'password: is required' });
    const notJson = await t.request('/api/auth/admin/login', { method: 'POST', body: '{oops', headers: { 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await body(notJson)).toMatchObject({ message: SERVER_MSG.invalidJson });
  });
});

describe('the refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /api/auth and lives as long as the session', async () => {
    const { setCookie } = await login(t);
    const attributes = setCookie.split(';').map((a) => a.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/auth', `Max-Age=${REFRESH_SESSION_TTL_MS / 1000}`]),
    );
    // Plain http on a developer's machine: a Secure cookie would never come back.
    expect(attributes).not.toContain('Secure');
  });

  it('is Secure over https, directly or behind a trusted proxy', async () => {
    expect((await login(t, admin, {})).setCookie).not.toMatch(/Secure/);
    const direct = await t.request('https://localhost/api/auth/admin/login', postJson({ email: admin.email, password: admin.password }));
    expect(direct.headers.get('set-cookie')).toMatch(/; Secure/);
    // X-Forwarded-Proto counts only when the proxy is trusted.
    expect((await login(t, admin, { 'X-Forwarded-Proto': 'https' })).setCookie).not.toMatch(/Secure/);
    const proxied = await open({ env: { TRUST_PROXY: '1' } });
    expect((await login(proxied, admin, { 'X-Forwarded-Proto': 'https' })).setCookie).toMatch(/; Secure/);
  });

  // A first production server makes its empty template database and hashes the owner's password: a slow start.
  it('is always Secure in production, and so is the cleared one', { timeout: 60_000 }, async () => {
    const prod = await open({ env: PRODUCTION });
    const session = await login(prod, OWNER);
    expect(session.setCookie).toMatch(/HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
    const out = await prod.request('/api/auth/admin/logout', { method: 'POST', headers: bearer(session.accessToken) });
    expect(out.headers.get('set-cookie')).toMatch(/^refreshToken=; .*Max-Age=0; Secure$/);
  });
});

describe('the access token', () => {
  it('carries sub, role, sid, iat, exp and jti, and nothing from which the refresh token can be derived', async () => {
    const { accessToken, cookie } = await login(t);
    const payload = jwtPayload(accessToken);
    expect(Object.keys(payload).sort()).toEqual(['exp', 'iat', 'jti', 'role', 'sid', 'sub']);
    expect(payload).toMatchObject({ sub: admin.id, role: 'admin' });
    expect((payload.exp as number) - (payload.iat as number)).toBe(ACCESS_TOKEN_TTL_MS / 1000);
    expect(payload.sid).not.toBe(cookie);
    // No 8-character piece of the cookie appears in the token or its decoded payload, nor its hash.
    const haystack = `${accessToken} ${JSON.stringify(payload)}`;
    for (let i = 0; i + 8 <= cookie.length; i++) expect(haystack).not.toContain(cookie.slice(i, i + 8));
    expect(haystack).not.toContain(sha256(cookie));
    // The session named by sid is a row of its own; the database keeps only the refresh token's hash.
    const [row] = await t.deps.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, payload.sid as string));
    expect(row?.tokenHash).toBe(sha256(cookie));
    expect(await t.deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, cookie))).toEqual([]);
  });

  it('is refused when forged, signed with another secret, or unsigned', async () => {
    const { accessToken } = await login(t);
    const [header, payload] = accessToken.split('.');
    const other = await open({ env: { SESSION_SECRET: 'another-secret-another-secret-another' } });
    const foreign = (await login(other)).accessToken;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of [`${header}.${payload}.c2lnbmF0dXJl`, foreign, unsigned, 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln']) {
      const res = await checkAuth(token);
      expect(res.status).toBe(401);
      expect(await body(res)).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.tokenInvalid });
    }
    const none = await t.request('/api/auth/check-auth');
    expect(await body(none)).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.tokenRequired });
  });

  it('expires after ACCESS_TOKEN_TTL_MS by the server clock; refresh issues a new one', async () => {
    const { accessToken, cookie } = await login(t);
    t.advance(ACCESS_TOKEN_TTL_MS - 2000);
    expect((await checkAuth(accessToken)).status).toBe(200);
    t.advance(3000);
    expect((await checkAuth(accessToken)).status).toBe(401);
    const renewed = await refresh(cookie);
    expect(renewed.status).toBe(200);
    const { accessToken: next } = (await renewed.json()) as { accessToken: string };
    expect(next).not.toBe(accessToken);
    expect((await checkAuth(next)).status).toBe(200);
  });

  it('check-auth returns the user, for a non-admin too', async () => {
    const { accessToken } = await login(t, staff);
    const res = await checkAuth(accessToken);
    expect(await body(res)).toEqual({
      success: true,
      message: SERVER_MSG.authOk,
      user: { id: staff.id, email: staff.email, name: staff.name, role: 'staff' },
    });
  });
});

describe('refresh-token', () => {
  it('rotates the cookie on every refresh', async () => {
    const first = await login(t);
    const res = await refresh(first.cookie);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ success: true, message: SERVER_MSG.refreshOk, accessToken: expect.any(String) });
    const second = refreshCookieOf(res);
    expect(second).toMatch(/^[a-f0-9]{64}$/);
    expect(second).not.toBe(first.cookie);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
    expect((await refresh(second)).status).toBe(200);
  });

  it('treats a used cookie as stolen: 401, and the whole session is revoked', async () => {
    const { accessToken, cookie: stolen } = await login(t);
    const rotated = await refresh(stolen);
    const current = refreshCookieOf(rotated);
    const { accessToken: fresh } = (await rotated.json()) as { accessToken: string };

    const replay = await refresh(stolen);
    expect(replay.status).toBe(401);
    expect(await body(replay)).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.refreshInvalid });
    expect(replay.headers.get('set-cookie')).toMatch(/^refreshToken=; .*Max-Age=0/);

    // The owner's newer cookie and every access token of the session stop working too.
    expect((await refresh(current)).status).toBe(401);
    expect((await checkAuth(fresh)).status).toBe(401);
    expect((await checkAuth(accessToken)).status).toBe(401);
  });

  it('leaves the user\'s other sessions alone when one is revoked for reuse', async () => {
    const other = await login(t);
    const { cookie } = await login(t);
    await refresh(cookie);
    await refresh(cookie);
    expect((await checkAuth(other.accessToken)).status).toBe(200);
    expect((await refresh(other.cookie)).status).toBe(200);
  });

  it('answers 401 without a cookie, or with an unknown one', async () => {
    const none = await t.request('/api/auth/refresh-token', { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await body(none)).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.refreshRequired });
    const unknown = await refresh('0123456789abcdef');
    expect(unknown.status).toBe(401);
    expect(await body(unknown)).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.refreshInvalid });
  });

  it('ends with the session, 7 days after sign-in: rotation does not extend it', async () => {
    let { cookie } = await login(t);
    t.advance(REFRESH_SESSION_TTL_MS - 60_000);
    const late = await refresh(cookie);
    expect(late.status).toBe(200);
    expect(late.headers.get('set-cookie')).toMatch(/Max-Age=60(;|$)/);
    cookie = refreshCookieOf(late);
    t.advance(61_000);
    expect((await refresh(cookie)).status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the access token and the refresh cookie, and clears the cookie', async () => {
    const { accessToken, cookie } = await login(t);
    const res = await t.request('/api/auth/admin/logout', { method: 'POST', headers: { ...bearer(accessToken), Cookie: `refreshToken=${cookie}` } });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ success: true, message: SERVER_MSG.logoutOk });
    expect(res.headers.get('set-cookie')).toMatch(/^refreshToken=; Path=\/api\/auth; HttpOnly; SameSite=Strict; Max-Age=0/);
    expect((await checkAuth(accessToken)).status).toBe(401);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('revokes the session by the Bearer alone, even an expired one, or by the cookie alone', async () => {
    const a = await login(t);
    t.advance(ACCESS_TOKEN_TTL_MS + 1000);
    await t.request('/api/auth/admin/logout', { method: 'POST', headers: bearer(a.accessToken) });
    expect((await refresh(a.cookie)).status).toBe(401);

    const b = await login(t);
    await t.request('/api/auth/admin/logout', { method: 'POST', headers: { Cookie: `refreshToken=${b.cookie}` } });
    expect((await checkAuth(b.accessToken)).status).toBe(401);
  });

  it('succeeds without a session, and leaves other sessions signed in', async () => {
    expect((await t.request('/api/auth/admin/logout', { method: 'POST' })).status).toBe(200);
    const first = await login(t);
    const second = await login(t);
    await t.request('/api/auth/admin/logout', { method: 'POST', headers: bearer(second.accessToken) });
    expect((await checkAuth(first.accessToken)).status).toBe(200);
  });
});

describe('change-password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    t.request('/api/auth/change-password', postJson({ currentPassword, newPassword }, bearer(token)));

  it('checks the current password and the new one', async () => {
    const { accessToken } = await login(t);
    const wrong = await change(accessToken, 'nope', 'newsecret1');
    expect(wrong.status).toBe(400);
    expect(await body(wrong)).toEqual({ success: false, requestId: expect.any(String), field: 'currentPassword', message: 'currentPassword: is incorrect' });
    const short = await change(accessToken, admin.password, 'short');
    expect(await body(short)).toMatchObject({ field: 'newPassword', message: 'newPassword: must be at least 8 characters' });
    const same = await change(accessToken, admin.password, admin.password);
    expect(await body(same)).toMatchObject({ field: 'newPassword' });
    const anonymous = await t.request('/api/auth/change-password', postJson({ currentPassword: 'a', newPassword: 'bbbbbbbb' }));
    expect(anonymous.status).toBe(401);
  });

  it('changes it, keeps this session and signs out the others', async () => {
    const other = await login(t);
    const current = await login(t);
    const ok = await change(current.accessToken, admin.password, 'newsecret1');
    expect(ok.status).toBe(200);
    expect(await body(ok)).toEqual({ success: true, message: SERVER_MSG.passwordChanged });

    expect((await checkAuth(current.accessToken)).status).toBe(200);
    expect((await refresh(current.cookie)).status).toBe(200);
    expect((await checkAuth(other.accessToken)).status).toBe(401);
    expect((await refresh(other.cookie)).status).toBe(401);

    const old = await t.request('/api/auth/admin/login', postJson({ email: admin.email, password: admin.password }));
    expect(old.status).toBe(401);
    await expect(login(t, { email: admin.email, password: 'newsecret1' })).resolves.toMatchObject({ accessToken: expect.any(String) });
  });
});

describe('forgot-password and reset-password', () => {
  const forgot = (email: string, headers: Record<string, string> = {}, app = t) =>
    app.request('/api/auth/forgot-password', postJson({ email }, headers));
  const reset = (token: string, newPassword: string) => t.request('/api/auth/reset-password', postJson({ token, newPassword }));

  it('answers the same whether or not the account exists, and writes the link to the outbox', async () => {
    const known = await forgot(admin.email);
    const unknown = await forgot('ghost@example.com');
    expect(known.status).toBe(200);
    expect(await body(known)).toEqual({ success: true, message: SERVER_MSG.resetSent });
    expect(await body(unknown)).toEqual({ success: true, message: SERVER_MSG.resetSent });
    await lastResetToken(t);
    const mails = await readOutbox(t);
    expect(mails).toEqual([expect.objectContaining({ to: admin.email, link: expect.stringMatching(/^http:\/\/localhost\/admin\/reset-password\?token=[a-f0-9]{64}$/) })]);
  });

  it('stores only the hash of the reset token', async () => {
    await forgot(admin.email);
    const token = await lastResetToken(t);
    const rows = await t.deps.db.select().from(resetTokens);
    expect(rows.map((r) => r.tokenHash)).toEqual([sha256(token)]);
  });

  it('points the link at the app: PUBLIC_URL, or the calling page on a developer machine', async () => {
    await forgot(admin.email, { Origin: 'http://localhost:5173' });
    await lastResetToken(t);
    expect(new URL((await readOutbox(t))[0]?.link ?? '').origin).toBe('http://localhost:5173');
    const hosted = await open({ env: { PUBLIC_URL: 'https://luxe.example' } });
    await forgot(admin.email, { Origin: 'https://evil.example' }, hosted);
    await lastResetToken(hosted);
    expect((await readOutbox(hosted))[0]?.link).toMatch(/^https:\/\/luxe\.example\/admin\/reset-password\?token=/);
  });

  it('in production, never builds a link from the request\'s Origin (reset poisoning)', async () => {
    const prod = await open({ env: { ...PRODUCTION, PUBLIC_URL: 'https://luxe.example' } });
    const res = await forgot(OWNER.email, { Origin: 'https://evil.example' }, prod);
    expect(res.status).toBe(200);
    // The work runs after the answer: the link arrives in the outbox, the token stored before it.
    expect(await lastResetLink(prod)).toMatch(/^https:\/\/luxe\.example\/admin\/reset-password\?token=[a-f0-9]{64}$/);
    expect(await prod.deps.db.select().from(resetTokens)).toHaveLength(1);
    expect(await readOutbox(prod)).toHaveLength(1);
  });

  it('resets the password once, signing every session out', async () => {
    const { accessToken, cookie } = await login(t);
    await forgot(admin.email);
    const token = await lastResetToken(t);
    const res = await reset(token, 'brandnew99');
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ success: true, message: SERVER_MSG.passwordReset });
    expect((await checkAuth(accessToken)).status).toBe(401);
    expect((await refresh(cookie)).status).toBe(401);
    await expect(login(t, { email: admin.email, password: 'brandnew99' })).resolves.toBeDefined();

    const again = await reset(token, 'another99');
    expect(again.status).toBe(400);
    expect(await body(again)).toEqual({ success: false, requestId: expect.any(String), field: 'token', message: 'token: is invalid or has expired' });
  });

  it('rejects an unknown or expired token and a short password', async () => {
    expect((await reset('abc', 'brandnew99')).status).toBe(400);
    await forgot(staff.email);
    const token = await lastResetToken(t);
    expect(await body(await reset(token, 'x'))).toMatchObject({ field: 'newPassword' });
    t.advance(RESET_TOKEN_TTL_MS + 1000);
    const expired = await reset(token, 'brandnew99');
    expect(expired.status).toBe(400);
    expect(await body(expired)).toMatchObject({ field: 'token' });
  });

  it('validates the e-mail', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ field: 'email' });
  });
});

describe('throttling', () => {
  // Behind a trusted proxy, so each request can say which address it comes from.
  const behindProxy = (limits: TestServerOptions['limits']) => open({ env: { TRUST_PROXY: '1' }, limits });
  const attempt = (app: TestServer, email: string, password: string, ip: string) =>
    app.request('/api/auth/admin/login', postJson({ email, password }, fromIp(ip)));

  it('blocks an address after too many failed logins, with Retry-After, even for the right password', async () => {
    const app = await behindProxy({ loginByIp: { points: 3, duration: 60 } });
    for (let i = 0; i < 3; i++) expect((await attempt(app, admin.email, 'wrong', '10.0.0.1')).status).toBe(401);
    const blocked = await attempt(app, admin.email, admin.password, '10.0.0.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await body(blocked)).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.tooManyRequests });
    // Another address is not affected.
    expect((await attempt(app, admin.email, admin.password, '10.0.0.2')).status).toBe(200);
  });

  it('blocks an account from one address after too many failures there, and only that account from that address', async () => {
    const app = await behindProxy({ loginByAccountIp: { points: 4, duration: 900 } });
    for (let i = 0; i < 4; i++) expect((await attempt(app, admin.email, 'wrong', '10.0.1.1')).status).toBe(401);
    const blocked = await attempt(app, admin.email, admin.password, '10.0.1.1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // The e-mail's case does not open a second counter.
    expect((await attempt(app, 'Admin@Example.COM', admin.password, '10.0.1.1')).status).toBe(429);
    // The owner elsewhere, and another account from there, are not locked (login-throttle.test.ts: under attack).
    expect((await attempt(app, admin.email, admin.password, '10.0.2.1')).status).toBe(200);
    expect((await attempt(app, staff.email, staff.password, '10.0.1.1')).status).toBe(200);
  });

  it('keeps login limits apart from public reads and other auth calls', async () => {
    const app = await behindProxy({ publicRead: { points: 2, duration: 60 }, auth: { points: 2, duration: 60 } });
    await expect(async () => {
      for (let i = 0; i < 3; i++) await app.deps.limiters.publicRead.consume('10.0.3.1');
    }).rejects.toBeDefined();
    for (let i = 0; i < 2; i++) await app.request('/api/auth/refresh-token', { method: 'POST', headers: fromIp('10.0.3.1') });
    const refreshBlocked = await app.request('/api/auth/refresh-token', { method: 'POST', headers: fromIp('10.0.3.1') });
    expect(refreshBlocked.status).toBe(429);
    expect((await attempt(app, admin.email, admin.password, '10.0.3.1')).status).toBe(200);
  });

  it('limits reset mails per address', async () => {
    const app = await behindProxy({ forgotByIp: { points: 2, duration: 900 } });
    for (let i = 0; i < 2; i++) expect((await app.request('/api/auth/forgot-password', postJson({ email: 'x@example.com' }, fromIp('10.0.4.1')))).status).toBe(200);
    const blocked = await app.request('/api/auth/forgot-password', postJson({ email: 'x@example.com' }, fromIp('10.0.4.1')));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('sessions in the database', () => {
  it('a session id is random, and pruned once revoked', async () => {
    const a = await login(t);
    const b = await login(t);
    const sidA = jwtPayload(a.accessToken).sid as string;
    expect(sidA).toMatch(/^[a-f0-9]{32}$/);
    expect(sidA).not.toBe(jwtPayload(b.accessToken).sid);
    await t.request('/api/auth/admin/logout', { method: 'POST', headers: bearer(a.accessToken) });
    await login(t);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.id, sidA))).toEqual([]);
  });
});
