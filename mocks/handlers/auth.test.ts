import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_MS } from '../../domain/rules';
import { SEEDED_ACCOUNTS, getLastResetToken, resetMockBackend, server } from '../node';
import { onResetToken } from '../runtime';
import { SERVER_MSG } from '../../domain/messages';
import { api, bearer, jsonInit, login } from '../test-helpers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockBackend());
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const { admin, staff } = SEEDED_ACCOUNTS;
/** The refresh cookie's value from a Set-Cookie header. */
const cookieValue = (headers: Headers) => /^refreshToken=([^;]*)/.exec(headers.get('set-cookie') ?? '')?.[1] ?? '';
const refreshWith = (cookie: string) =>
  api<{ accessToken: string }>('/api/auth/refresh-token', { method: 'POST', headers: { Cookie: `refreshToken=${cookie}` } });
const checkAuth = (token: string) => api('/api/auth/check-auth', bearer(token));
const refresh = () => api<{ accessToken: string }>('/api/auth/refresh-token', { method: 'POST', credentials: 'include' });

describe('login', () => {
  it('signs the admin in with a token, the user and an httpOnly refresh cookie', async () => {
    const res = await api<Record<string, unknown>>('/api/auth/admin/login', jsonInit('POST', { email: admin.email, password: admin.password }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.any(String),
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: { id: expect.stringMatching(/^[a-f0-9]{24}$/), email: admin.email, name: 'Fleet Administrator', role: 'admin' },
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^refreshToken=[a-f0-9]{64};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });

  it('puts nothing of the refresh cookie in the access token (sid is a separate id)', async () => {
    const res = await api<{ accessToken: string }>('/api/auth/admin/login', jsonInit('POST', { email: admin.email, password: admin.password }));
    const cookie = cookieValue(res.headers);
    const payload = JSON.parse(atob((res.body.accessToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { sid: string };
    expect(payload.sid).toMatch(/^[a-f0-9]{32}$/);
    expect(payload.sid).not.toBe(cookie);
    for (let i = 0; i + 8 <= cookie.length; i++) expect(res.body.accessToken).not.toContain(cookie.slice(i, i + 8));
  });

  it('accepts the e-mail in any case', async () => {
    const res = await api('/api/auth/admin/login', jsonInit('POST', { email: 'ADMIN@Example.com', password: admin.password }));
    expect(res.status).toBe(200);
  });

  it('answers 401 for a wrong password or unknown account', async () => {
    for (const body of [
      { email: admin.email, password: 'admin124' },
      { email: 'nobody@example.com', password: admin.password },
    ]) {
      const res = await api('/api/auth/admin/login', jsonInit('POST', body));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const noAt = await api('/api/auth/admin/login', jsonInit('POST', { email: 'admin', password: 'x' }));
    expect(noAt.status).toBe(400);
    expect(noAt.body).toMatchObject({ success: false, field: 'email', message: 'email: must be a valid e-mail address' });
    const noPassword = await api('/api/auth/admin/login', jsonInit('POST', { email: admin.email }));
    expect(noPassword.body).toMatchObject({ field: 'password', message: 'password: is required' });
    const notJson = await api('/api/auth/admin/login', { method: 'POST', body: '{oops', headers: { 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });
});

describe('check-auth', () => {
  it('returns the user behind a valid token', async () => {
    const token = await login(staff);
    const res = await checkAuth(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: staff.email, role: 'staff' } });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const none = await api('/api/auth/check-auth');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, message: SERVER_MSG.tokenRequired });
    const forged = await checkAuth('eyJhbGciOiJIUzI1NiJ9.e30.c2ln');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ success: false, message: SERVER_MSG.tokenInvalid });
  });

  it('expires the access token after one refresh interval and a margin (35 minutes) by the handler clock; refresh issues a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const token = await login();
    vi.setSystemTime(start + ACCESS_TOKEN_TTL_MS - 1000);
    expect((await checkAuth(token)).status).toBe(200);
    vi.setSystemTime(start + ACCESS_TOKEN_TTL_MS + 1000);
    expect((await checkAuth(token)).status).toBe(401);
    const renewed = await refresh();
    expect(renewed.status).toBe(200);
    expect(renewed.body.accessToken).not.toBe(token);
    expect((await checkAuth(renewed.body.accessToken)).status).toBe(200);
    // The SPA refreshes every 30 minutes (SPEC §4): a token must outlive that interval.
    expect(ACCESS_TOKEN_TTL_MS).toBe(35 * 60_000);
  });
});

describe('refresh-token', () => {
  it('exchanges the refresh cookie for a working access token', async () => {
    await login();
    const res = await refresh();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, accessToken: expect.any(String) });
    expect((await checkAuth(res.body.accessToken)).status).toBe(200);
  });

  it('rotates the cookie: each refresh sets a new value, and the old one is spent', async () => {
    const login1 = await api('/api/auth/admin/login', jsonInit('POST', { email: admin.email, password: admin.password }));
    const first = cookieValue(login1.headers);
    const res = await refreshWith(first);
    expect(res.status).toBe(200);
    const second = cookieValue(res.headers);
    expect(second).toMatch(/^[a-f0-9]{64}$/);
    expect(second).not.toBe(first);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict; Max-Age=\d+/);
    expect((await refreshWith(second)).status).toBe(200);
  });

  it('treats a spent cookie coming back as stolen: 401, and the whole session is revoked', async () => {
    const loggedIn = await api<{ accessToken: string }>('/api/auth/admin/login', jsonInit('POST', { email: admin.email, password: admin.password }));
    const stolen = cookieValue(loggedIn.headers);
    const rotated = await refreshWith(stolen);
    const current = cookieValue(rotated.headers);
    const replay = await refreshWith(stolen);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ success: false, message: SERVER_MSG.refreshInvalid });
    expect(replay.headers.get('set-cookie')).toMatch(/^refreshToken=;.*Max-Age=0/);
    expect((await refreshWith(current)).status).toBe(401);
    expect((await checkAuth(rotated.body.accessToken)).status).toBe(401);
    expect((await checkAuth(loggedIn.body.accessToken)).status).toBe(401);
  });

  it('accepts the session from a Cookie header (the standalone server path)', async () => {
    const res = await api<{ accessToken: string }>('/api/auth/refresh-token', {
      method: 'POST',
      headers: { Cookie: 'refreshToken=0123456789abcdef' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: SERVER_MSG.refreshInvalid });
  });

  it('answers 401 once the session is gone (re-seeded database)', async () => {
    await login();
    await resetMockBackend();
    const res = await refresh();
    expect(res.status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the access token and the refresh session, and clears the cookie', async () => {
    const token = await login();
    const res = await api('/api/auth/admin/logout', { method: 'POST', ...bearer(token) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect(res.headers.get('set-cookie')).toMatch(/^refreshToken=;.*Max-Age=0/);
    expect((await checkAuth(token)).status).toBe(401);
    const refreshed = await refresh();
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toEqual({ success: false, message: SERVER_MSG.refreshRequired });
  });

  it('succeeds without a session too', async () => {
    expect((await api('/api/auth/admin/logout', { method: 'POST' })).status).toBe(200);
  });

  it('leaves other sessions signed in', async () => {
    const first = await login();
    const second = await login();
    await api('/api/auth/admin/logout', { method: 'POST', ...bearer(second) });
    expect((await checkAuth(first)).status).toBe(200);
  });
});

describe('change-password', () => {
  it('needs the current password, then the new one works and the old one does not', async () => {
    const token = await login();
    const wrong = await api('/api/auth/change-password', jsonInit('POST', { currentPassword: 'nope', newPassword: 'newsecret1' }, token));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, field: 'currentPassword' });
    const short = await api('/api/auth/change-password', jsonInit('POST', { currentPassword: admin.password, newPassword: 'short' }, token));
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'newPassword', message: 'newPassword: must be at least 8 characters' });
    const ok = await api('/api/auth/change-password', jsonInit('POST', { currentPassword: admin.password, newPassword: 'newsecret1' }, token));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true });
    expect((await checkAuth(token)).status).toBe(200);
    const old = await api('/api/auth/admin/login', jsonInit('POST', { email: admin.email, password: admin.password }));
    expect(old.status).toBe(401);
    await expect(login({ email: admin.email, password: 'newsecret1' })).resolves.toEqual(expect.any(String));
  });

  it('signs out the other sessions of that user', async () => {
    const other = await login();
    const token = await login();
    await api('/api/auth/change-password', jsonInit('POST', { currentPassword: admin.password, newPassword: 'newsecret1' }, token));
    expect((await checkAuth(other)).status).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const res = await api('/api/auth/change-password', jsonInit('POST', { currentPassword: 'a', newPassword: 'bbbbbbbb' }));
    expect(res.status).toBe(401);
  });
});

describe('forgot-password and reset-password', () => {
  it('always answers 200, and records a reset token only for an existing account', async () => {
    const mails: string[] = [];
    onResetToken((email) => mails.push(email));
    try {
      const known = await api('/api/auth/forgot-password', jsonInit('POST', { email: admin.email }));
      const unknown = await api('/api/auth/forgot-password', jsonInit('POST', { email: 'ghost@example.com' }));
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(getLastResetToken(admin.email)).toMatch(/^[a-f0-9]{64}$/);
      expect(getLastResetToken('ghost@example.com')).toBeUndefined();
      expect(mails).toEqual([admin.email]);
    } finally {
      onResetToken(null);
    }
  });

  it('resets the password with a valid token, once', async () => {
    const token = await login();
    await api('/api/auth/forgot-password', jsonInit('POST', { email: admin.email }));
    const resetToken = getLastResetToken(admin.email)!;
    const res = await api('/api/auth/reset-password', jsonInit('POST', { token: resetToken, newPassword: 'brandnew99' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect((await checkAuth(token)).status).toBe(401);
    await expect(login({ email: admin.email, password: 'brandnew99' })).resolves.toEqual(expect.any(String));
    const reused = await api('/api/auth/reset-password', jsonInit('POST', { token: resetToken, newPassword: 'another99' }));
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ success: false, field: 'token' });
  });

  it('rejects an unknown or expired token and a short password', async () => {
    const unknown = await api('/api/auth/reset-password', jsonInit('POST', { token: 'abc', newPassword: 'brandnew99' }));
    expect(unknown.status).toBe(400);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    await api('/api/auth/forgot-password', jsonInit('POST', { email: staff.email }));
    const resetToken = getLastResetToken(staff.email)!;
    const short = await api('/api/auth/reset-password', jsonInit('POST', { token: resetToken, newPassword: 'x' }));
    expect(short.body).toMatchObject({ field: 'newPassword' });
    vi.setSystemTime(new Date('2026-03-01T11:00:01Z'));
    const expired = await api('/api/auth/reset-password', jsonInit('POST', { token: resetToken, newPassword: 'brandnew99' }));
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ field: 'token' });
  });

  it('validates the forgot-password e-mail', async () => {
    const res = await api('/api/auth/forgot-password', jsonInit('POST', { email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'email' });
  });
});
