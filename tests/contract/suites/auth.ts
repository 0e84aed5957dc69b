/**
 * The contract of server/routes/auth.ts (and mocks/handlers): sign-in, the session check, the refresh cookie and
 * its rotation, logout, and the password routes (change, forgot, reset).
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS } from '../../../domain/rules';
import type { ContractContext, LoginBody, Side } from '../harness';
import { ADMIN, ADMIN_ID, STAFF } from '../seed';

export function defineAuthTests(ctx: ContractContext): void {
  const { call, both, each, sides, loginAll, expectError } = ctx;

  describe('auth: login, check-auth, refresh, logout', () => {
    it('login signs the admin in: token, user, and an HttpOnly refresh cookie on /api/auth', async () => {
      const res = await call<LoginBody>('/api/auth/admin/login', { json: ADMIN });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Login successful',
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        user: { id: ADMIN_ID, email: ADMIN.email, name: 'Fleet Administrator', role: 'admin' },
      });
      expect(res.cookies).toHaveLength(1);
      const cookie = res.cookies[0]!;
      expect(cookie.name).toBe('refreshToken');
      expect(cookie.value).toMatch(/^[\w-]{32,}$/);
      expect(cookie.attributes).toMatchObject({ path: '/api/auth', httponly: '', samesite: 'Strict', 'max-age': String(7 * 24 * 3600) });
      expect(cookie.attributes).not.toHaveProperty('secure'); // plain http
    });

    it('login takes the e-mail in any case; the staff account signs in as role staff', async () => {
      expect((await call('/api/auth/admin/login', { json: { email: 'ADMIN@Example.com', password: ADMIN.password } })).status).toBe(200);
      const staff = await call<LoginBody>('/api/auth/admin/login', { json: STAFF });
      expect(staff.body.user).toMatchObject({ email: STAFF.email, name: 'Showroom Staff', role: 'staff' });
    });

    it('login answers 401 for a wrong password or an unknown account, with no cookie', async () => {
      for (const json of [{ email: ADMIN.email, password: 'admin124' }, { email: 'nobody@example.com', password: ADMIN.password }, { email: STAFF.email, password: ADMIN.password }]) {
        const res = await call('/api/auth/admin/login', { json });
        expectError(res, 401, 'Invalid email or password');
        expect(res.cookies).toEqual([]);
      }
    });

    it('login answers 400 naming the field for a malformed body', async () => {
      expectError(await call('/api/auth/admin/login', { json: { email: 'admin', password: 'x' } }), 400, 'email: must be a valid e-mail address', 'email');
      expectError(await call('/api/auth/admin/login', { json: { email: ADMIN.email } }), 400, 'password: is required', 'password');
      expectError(await call('/api/auth/admin/login', { json: { password: 'x' } }), 400, 'email: is required', 'email');
      expectError(await call('/api/auth/admin/login', { json: { email: ADMIN.email, password: '' } }), 400, 'password: is required', 'password');
      expectError(await call('/api/auth/admin/login', { json: [1, 2] }), 400, 'body: must be a JSON object', 'body');
      expectError(await call('/api/auth/admin/login', { body: '{oops', headers: { 'Content-Type': 'application/json' } }), 400, 'Request body must be valid JSON', 'body');
    });

    it('check-auth answers the user behind a token; 401 without one or with a forged one', async () => {
      await loginAll(STAFF, 'staff');
      const res = await call('/api/auth/check-auth', { auth: 'staff' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'User is authenticated', user: { id: expect.stringMatching(/^[a-f0-9]{24}$/), email: STAFF.email, name: 'Showroom Staff', role: 'staff' } });
      expect(res.cookies).toEqual([]);
      expectError(await call('/api/auth/check-auth'), 401, 'Access token required');
      expectError(await call('/api/auth/check-auth', { headers: { Authorization: 'Basic YWRtaW46YWRtaW4xMjM=' } }), 401, 'Access token required');
      expectError(await call('/api/auth/check-auth', { auth: { bearer: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' } }), 401, 'Invalid or expired token');
      expectError(await call('/api/auth/check-auth', { auth: { bearer: 'forged' } }), 401, 'Invalid or expired token');
    });

    it('the access token expires after ACCESS_TOKEN_TTL_MS (35 minutes) by the backend clock; refresh with the cookie issues a working one', async () => {
      await loginAll();
      await each(async (s) => s.backend.advance(ACCESS_TOKEN_TTL_MS - 1_000));
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
      await each(async (s) => s.backend.advance(2_000));
      expectError(await call('/api/auth/check-auth', { auth: 'admin' }), 401, 'Invalid or expired token');
      const renewed = await both(async (s) => {
        const res = await s.api<{ accessToken: string }>('/api/auth/refresh-token', { method: 'POST' });
        s.tokens.admin = res.body.accessToken;
        return res;
      }, 'refresh');
      expect(renewed.status).toBe(200);
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
    });

    it('refresh-token exchanges the refresh cookie for a working access token', async () => {
      await loginAll();
      const before = ctx.subject().tokens.admin;
      const res = await both(async (s) => {
        const answer = await s.api<{ success: boolean; message: string; accessToken: string }>('/api/auth/refresh-token', { method: 'POST' });
        s.tokens.admin = answer.body.accessToken;
        return answer;
      }, 'refresh');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Token refreshed successfully', accessToken: expect.any(String) });
      expect(res.body.accessToken).not.toBe(before);
      const maxAge = Number(res.cookies[0]?.attributes['max-age']);
      expect(maxAge).toBeGreaterThan(7 * 24 * 3600 - 60);
      expect(maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
    });

    it('refresh-token answers 401 without the cookie, or with an unknown one, and clears it', async () => {
      const none = await call('/api/auth/refresh-token', { method: 'POST' });
      expectError(none, 401, 'Refresh token required');
      const unknown = await call('/api/auth/refresh-token', { method: 'POST', cookie: `refreshToken=${'0'.repeat(64)}` });
      expectError(unknown, 401, 'Invalid or expired refresh token');
      expect(unknown.cookies.map((c) => [c.name, c.value, c.attributes['max-age']])).toEqual([['refreshToken', '', '0']]);
      // The cookie is scoped to /api/auth: a browser does not send it elsewhere, and the jar follows that rule.
      await loginAll();
      expect(ctx.subject().jar.header('/api/auth/refresh-token')).toMatch(/^refreshToken=/);
      expect(ctx.subject().jar.header('/api/cars')).toBeUndefined();
      // Only what the request carries counts (msw's own cookie jar is emptied by the harness, see backends.ts).
      expectError(await call('/api/auth/refresh-token', { method: 'POST', cookie: false }), 401, 'Refresh token required');
    });

    it('refresh rotates the cookie: the previous cookie then fails', async () => {
      await loginAll();
      const before = new Map(sides().map((s) => [s, s.jar.get('refreshToken')!]));
      const first = await call<{ accessToken: string }>('/api/auth/refresh-token', { method: 'POST' });
      expect(first.status).toBe(200);
      expect(first.cookies.map((c) => c.name)).toEqual(['refreshToken']);
      await each(async (s) => expect(s.jar.get('refreshToken'), s.name).not.toBe(before.get(s)));
      const replay = await both((s) => s.api('/api/auth/refresh-token', { method: 'POST', cookie: `refreshToken=${before.get(s)}` }), 'replayed cookie');
      expectError(replay, 401, 'Invalid or expired refresh token');
      expect(replay.cookies.map((c) => [c.name, c.value, c.attributes['max-age']])).toEqual([['refreshToken', '', '0']]);
    });

    it('a replayed cookie ends the whole session: its current cookie and its access tokens stop working', async () => {
      await loginAll();
      const original = new Map(sides().map((s) => [s, s.jar.get('refreshToken')!]));
      await both(async (s) => {
        const res = await s.api<{ accessToken: string }>('/api/auth/refresh-token', { method: 'POST' });
        s.tokens.admin = res.body.accessToken;
        return res;
      }, 'refresh');
      const current = new Map(sides().map((s) => [s, s.jar.get('refreshToken')!]));
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
      // Someone else presents the spent cookie (a stolen copy): the backend cannot tell who is who, so it ends both.
      expectError(await both((s) => s.api('/api/auth/refresh-token', { method: 'POST', cookie: `refreshToken=${original.get(s)}` }), 'replay'), 401, 'Invalid or expired refresh token');
      expectError(await both((s) => s.api('/api/auth/refresh-token', { method: 'POST', cookie: `refreshToken=${current.get(s)}` }), 'current cookie'), 401, 'Invalid or expired refresh token');
      expectError(await call('/api/auth/check-auth', { auth: 'admin' }), 401, 'Invalid or expired token');
    });

    it('logout revokes the access token and the refresh session, and clears the cookie', async () => {
      await loginAll();
      const cookies = new Map(sides().map((s) => [s, s.jar.get('refreshToken')!]));
      const res = await call('/api/auth/admin/logout', { method: 'POST', auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Logged out successfully' });
      expect(res.cookies.map((c) => [c.name, c.value, c.attributes.path, c.attributes['max-age']])).toEqual([['refreshToken', '', '/api/auth', '0']]);
      expectError(await call('/api/auth/check-auth', { auth: 'admin' }), 401, 'Invalid or expired token');
      expectError(await call('/api/auth/refresh-token', { method: 'POST' }), 401, 'Refresh token required');
      const old = await both((s) => s.api('/api/auth/refresh-token', { method: 'POST', cookie: `refreshToken=${cookies.get(s)}` }), 'cookie after logout');
      expectError(old, 401, 'Invalid or expired refresh token');
    });

    it('logout with only the cookie ends that session too; logout without any session still answers 200', async () => {
      await loginAll();
      const res = await call('/api/auth/admin/logout', { method: 'POST' });
      expect(res.status).toBe(200);
      expectError(await call('/api/auth/check-auth', { auth: 'admin' }), 401, 'Invalid or expired token');
      const anonymous = await call('/api/auth/admin/logout', { method: 'POST', cookie: false });
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toEqual({ success: true, message: 'Logged out successfully' });
    });

    it('logout leaves the other sessions of the user signed in', async () => {
      await loginAll();
      const first = new Map(sides().map((s) => [s, s.tokens.admin!]));
      await loginAll();
      await call('/api/auth/admin/logout', { method: 'POST', auth: 'admin', cookie: false });
      expect((await both((s) => s.api('/api/auth/check-auth', { auth: { bearer: first.get(s)! } }))).status).toBe(200);
    });
  });

  // =============================================================================================================
  describe('auth: change-password, forgot-password, reset-password', () => {
    it('change-password needs the current password; then the new one signs in and the old one does not', async () => {
      await loginAll();
      const other = new Map(sides().map((s) => [s, s.tokens.admin!]));
      await loginAll();
      const change = (json: unknown) => call('/api/auth/change-password', { json, auth: 'admin' });
      expectError(await change({ currentPassword: 'nope', newPassword: 'newsecret1' }), 400, 'currentPassword: is incorrect', 'currentPassword');
      expectError(await change({ currentPassword: ADMIN.password, newPassword: 'short' }), 400, 'newPassword: must be at least 8 characters', 'newPassword');
      expectError(await change({ currentPassword: ADMIN.password }), 400, 'newPassword: is required', 'newPassword');
      expectError(await change({ currentPassword: 'admin123', newPassword: 'admin123' }), 400, 'newPassword: must differ from the current password', 'newPassword');
      const ok = await change({ currentPassword: ADMIN.password, newPassword: 'newsecret1' });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true, message: 'Password changed successfully' });
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
      // Other devices are signed out.
      expectError(await both((s) => s.api('/api/auth/check-auth', { auth: { bearer: other.get(s)! } })), 401, 'Invalid or expired token');
      expectError(await call('/api/auth/admin/login', { json: ADMIN }), 401, 'Invalid email or password');
      expect((await call('/api/auth/admin/login', { json: { email: ADMIN.email, password: 'newsecret1' } })).status).toBe(200);
    });

    it('change-password answers 401 without a token', async () => {
      expectError(await call('/api/auth/change-password', { json: { currentPassword: 'a', newPassword: 'bbbbbbbb' } }), 401, 'Access token required');
    });

    it('forgot-password answers the same whether or not the account exists', async () => {
      const known = await call('/api/auth/forgot-password', { json: { email: ADMIN.email } });
      const unknown = await call('/api/auth/forgot-password', { json: { email: 'ghost@example.com' } });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ success: true, message: 'If an account exists for that e-mail address, a password reset link has been sent.' });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      await each(async (s) => expect(await s.backend.resetTokenFor(ADMIN.email), s.name).toMatch(/^[\w-]{32,}$/));
      expectError(await call('/api/auth/forgot-password', { json: { email: 'not-an-email' } }), 400, 'email: must be a valid e-mail address', 'email');
      expectError(await call('/api/auth/forgot-password', { json: {} }), 400, 'email: is required', 'email');
    });

    it('reset-password sets the new password with a valid token, once, and signs every session out', async () => {
      await loginAll();
      await call('/api/auth/forgot-password', { json: { email: ADMIN.email } });
      const tokens = new Map<Side, string>();
      await each(async (s) => void tokens.set(s, await s.backend.resetTokenFor(ADMIN.email)));
      const reset = (newPassword: string) => both((s) => s.api('/api/auth/reset-password', { json: { token: tokens.get(s), newPassword } }));
      expectError(await reset('x'), 400, 'newPassword: must be at least 8 characters', 'newPassword');
      const ok = await reset('brandnew99');
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true, message: 'Password has been reset successfully' });
      expectError(await call('/api/auth/check-auth', { auth: 'admin' }), 401, 'Invalid or expired token');
      expectError(await call('/api/auth/refresh-token', { method: 'POST' }), 401, 'Invalid or expired refresh token');
      expectError(await call('/api/auth/admin/login', { json: ADMIN }), 401, 'Invalid email or password');
      expect((await call('/api/auth/admin/login', { json: { email: ADMIN.email, password: 'brandnew99' } })).status).toBe(200);
      expectError(await reset('another99'), 400, 'token: is invalid or has expired', 'token');
    });

    it('reset-password refuses an unknown or expired token', async () => {
      expectError(await call('/api/auth/reset-password', { json: { token: 'abc', newPassword: 'brandnew99' } }), 400, 'token: is invalid or has expired', 'token');
      expectError(await call('/api/auth/reset-password', { json: { newPassword: 'brandnew99' } }), 400, 'token: is required', 'token');
      await call('/api/auth/forgot-password', { json: { email: STAFF.email } });
      const tokens = new Map<Side, string>();
      await each(async (s) => void tokens.set(s, await s.backend.resetTokenFor(STAFF.email)));
      await each(async (s) => s.backend.advance(60 * 60_000 + 1_000));
      const expired = await both((s) => s.api('/api/auth/reset-password', { json: { token: tokens.get(s), newPassword: 'brandnew99' } }));
      expectError(expired, 400, 'token: is invalid or has expired', 'token');
      expect((await call('/api/auth/admin/login', { json: STAFF })).status).toBe(200);
    });
  });
}
