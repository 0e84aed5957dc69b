import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TIMEOUT_MS, STORAGE_KEYS } from '../domain/constants';
import { authApi } from './auth-client';
import { ApiError } from './errors';
import { apiUrl, setUnauthorizedHandler } from './http';
import { MSG } from '../domain/app-messages';
import { stubStorages, type MemoryStorage } from '../tests/setup/memory-storage';
import { english } from '../tests/setup/english';

const user = { id: 'u1', email: 'admin@example.test', name: 'Admin', role: 'admin' };

const server = setupServer();
let seen: Request[] = [];
let local: MemoryStorage;
let session: MemoryStorage;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  ({ local, session } = stubStorages());
  seen = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
afterAll(() => server.close());

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('login', () => {
  it('POSTs the credentials with cookies included and returns the login response', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/api/auth/admin/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Welcome', accessToken: 'tok', user });
      }),
    );
    const res = await authApi.login({ email: 'admin@example.test', password: 'secret' });
    expect(res).toEqual({ success: true, message: 'Welcome', accessToken: 'tok', user });
    expect(body).toEqual({ email: 'admin@example.test', password: 'secret' });
    expect(seen[0]!.credentials).toBe('include');
  });

  it('does not store the token itself (the auth machine decides where)', async () => {
    server.use(
      http.post(apiUrl('/api/auth/admin/login'), () =>
        HttpResponse.json({ success: true, message: 'Welcome', accessToken: 'tok', user }),
      ),
    );
    await authApi.login({ email: 'admin@example.test', password: 'secret' });
    expect(local.length + session.length).toBe(0);
  });

  it('401 → "Server Error (401): {message}" and the unauthorized handler is not called', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.post(apiUrl('/api/auth/admin/login'), () =>
        HttpResponse.json({ success: false, message: 'Invalid credentials' }, { status: 401 }),
      ),
    );
    const e = await failure(authApi.login({ email: 'a@b.c', password: 'x' }));
    expect(english(e)).toBe('Server Error (401): Invalid credentials');
    expect(e.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a response without a message falls back to "Login failed"', async () => {
    server.use(http.post(apiUrl('/api/auth/admin/login'), () => new HttpResponse(null, { status: 500 })));
    expect(english((await failure(authApi.login({ email: 'a@b.c', password: 'x' }))))).toBe('Server Error (500): Login failed');
  });

  it('a body without accessToken → invalid response format', async () => {
    server.use(http.post(apiUrl('/api/auth/admin/login'), () => HttpResponse.json({ success: true, message: 'ok', user })));
    const e = await failure(authApi.login({ email: 'a@b.c', password: 'x' }));
    expect(english(e)).toBe(MSG.invalidResponseFormat);
    expect(e.status).toBe(200);
  });

  it('network failure → the network text', async () => {
    server.use(http.post(apiUrl('/api/auth/admin/login'), () => HttpResponse.error()));
    const e = await failure(authApi.login({ email: 'a@b.c', password: 'x' }));
    expect(english(e)).toBe(MSG.networkError);
    expect(e.status).toBe(0);
  });

  it('no answer within 10 s → the network text', async () => {
    vi.useFakeTimers();
    server.use(http.post(apiUrl('/api/auth/admin/login'), () => new Promise<Response>(() => {})));
    let settled = false;
    const p = failure(authApi.login({ email: 'a@b.c', password: 'x' }).finally(() => (settled = true)));
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(english((await p))).toBe(MSG.networkError);
  });
});

describe('logout and refresh', () => {
  it('logout sends the stored token and resolves with nothing', async () => {
    local.setItem(STORAGE_KEYS.token, 'tok');
    server.use(http.post(apiUrl('/api/auth/admin/logout'), () => HttpResponse.json({ success: true, message: 'Bye' })));
    await expect(authApi.logout()).resolves.toBeUndefined();
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(seen[0]!.credentials).toBe('include');
  });

  it('logout failure → "Logout failed" fallback', async () => {
    server.use(http.post(apiUrl('/api/auth/admin/logout'), () => new HttpResponse(null, { status: 500 })));
    expect(english((await failure(authApi.logout())))).toBe('Server Error (500): Logout failed');
  });

  it('refresh returns the new access token', async () => {
    server.use(
      http.post(apiUrl('/api/auth/refresh-token'), () => HttpResponse.json({ success: true, message: 'ok', accessToken: 'new' })),
    );
    expect(await authApi.refresh()).toEqual({ accessToken: 'new' });
    expect(seen[0]!.credentials).toBe('include');
  });

  it('refresh failure → "Token refresh failed" fallback', async () => {
    server.use(http.post(apiUrl('/api/auth/refresh-token'), () => new HttpResponse(null, { status: 401 })));
    const e = await failure(authApi.refresh());
    expect(english(e)).toBe('Server Error (401): Token refresh failed');
  });
});

describe('checkAuth', () => {
  const handler = () => http.get(apiUrl('/api/auth/check-auth'), () => HttpResponse.json({ success: true, message: 'ok', user }));

  it('uses the token given as argument', async () => {
    local.setItem(STORAGE_KEYS.token, 'stored');
    server.use(handler());
    expect(await authApi.checkAuth('given')).toEqual(user);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer given');
  });

  it('falls back to the stored token (session storage)', async () => {
    session.setItem(STORAGE_KEYS.token, 'from-session');
    server.use(handler());
    await authApi.checkAuth();
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer from-session');
  });

  it('with no token fails with "No token found" (401) without calling', async () => {
    const e = await failure(authApi.checkAuth());
    expect(english(e)).toBe(MSG.noToken);
    expect(e.status).toBe(401);
    expect(seen).toHaveLength(0);
  });

  it('failure → "Authentication check failed" fallback', async () => {
    server.use(http.get(apiUrl('/api/auth/check-auth'), () => new HttpResponse(null, { status: 403 })));
    expect(english((await failure(authApi.checkAuth('t'))))).toBe('Server Error (403): Authentication check failed');
  });
});

describe('passwords', () => {
  it('changePassword sends the stored token and returns the message response', async () => {
    local.setItem(STORAGE_KEYS.token, 'tok');
    let body: unknown;
    server.use(
      http.post(apiUrl('/api/auth/change-password'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Password changed' });
      }),
    );
    const res = await authApi.changePassword({ currentPassword: 'old-password', newPassword: 'new-password' });
    expect(res).toEqual({ success: true, message: 'Password changed' });
    expect(body).toEqual({ currentPassword: 'old-password', newPassword: 'new-password' });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('changePassword failure → "Password change failed" fallback', async () => {
    server.use(http.post(apiUrl('/api/auth/change-password'), () => new HttpResponse(null, { status: 400 })));
    const e = await failure(authApi.changePassword({ currentPassword: 'a', newPassword: 'b' }));
    expect(english(e)).toBe('Server Error (400): Password change failed');
  });

  it('forgotPassword and resetPassword POST their payloads', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/auth/forgot-password'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Sent' });
      }),
      http.post(apiUrl('/api/auth/reset-password'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Reset' });
      }),
    );
    expect((await authApi.forgotPassword({ email: 'a@b.c' })).message).toBe('Sent');
    expect((await authApi.resetPassword({ token: 'r', newPassword: 'long-enough' })).message).toBe('Reset');
    expect(bodies).toEqual([{ email: 'a@b.c' }, { token: 'r', newPassword: 'long-enough' }]);
  });

  it('reset failure → "Password reset failed" fallback', async () => {
    server.use(http.post(apiUrl('/api/auth/reset-password'), () => new HttpResponse(null, { status: 400 })));
    const e = await failure(authApi.resetPassword({ token: 'r', newPassword: 'x' }));
    expect(english(e)).toBe('Server Error (400): Password reset failed');
  });
});
