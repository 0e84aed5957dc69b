import createClient from 'openapi-fetch';
import type { z } from 'zod/mini';
import { AUTH_TIMEOUT_MS } from '../domain/constants';
import { ApiError } from './errors';
import { toAdminError } from './error-map';
import { apiBaseUrl, bearer, lateFetch, parseBody, send, type CallOptions, type RawResult } from './http';
import { msg, type Message } from '../domain/message';
import type { components, paths } from '../domain/api-schema';
import {
  loginResponseSchema,
  messageResponseSchema,
  refreshResponseSchema,
  userResponseSchema,
} from './schemas';
import { getToken } from './token-storage';

type S = components['schemas'];

/** Admin authentication (SPEC §7): 10 s timeout, cookies sent (the refresh token is an httpOnly cookie). */
const client = createClient<paths>({
  baseUrl: apiBaseUrl(),
  credentials: 'include',
  fetch: lateFetch,
});

/** Auth failures never trigger the 401 hook: a wrong password is a 401 too, and the auth machine decides. */
async function call<T extends z.ZodMiniType>(
  fallback: Message,
  schema: T,
  options: CallOptions,
  run: (signal: AbortSignal) => Promise<RawResult>,
): Promise<z.output<T>> {
  try {
    return parseBody(schema, await send(run, { timeoutMs: AUTH_TIMEOUT_MS, signal: options.signal }));
  } catch (err) {
    throw toAdminError(err, fallback);
  }
}

async function login(credentials: S['LoginRequest'], options: CallOptions = {}): Promise<S['LoginResponse']> {
  return call(msg('loginFailed'), loginResponseSchema, options, (signal) =>
    client.POST('/api/auth/admin/login', { body: { email: credentials.email, password: credentials.password }, signal }),
  );
}

/**
 * Revokes the server session. The auth machine clears the stored token before it calls, so it passes the session's
 * token here (`token`; without it, the stored one is sent).
 */
async function logout(options: CallOptions & { token?: string | null } = {}): Promise<void> {
  const token = options.token === undefined ? getToken() : options.token;
  await call(msg('logoutFailed'), messageResponseSchema, options, (signal) =>
    client.POST('/api/auth/admin/logout', { headers: bearer(token), signal }),
  );
}

async function refresh(options: CallOptions = {}): Promise<{ accessToken: string }> {
  const body = await call(msg('refreshFailed'), refreshResponseSchema, options, (signal) =>
    client.POST('/api/auth/refresh-token', { signal }),
  );
  return { accessToken: body.accessToken };
}

/** The user behind `token` (or the stored token). With no token at all it fails with 'No token found' (401) unsent. */
async function checkAuth(token?: string | null, options: CallOptions = {}): Promise<S['AdminUser']> {
  const t = token || getToken();
  if (!t) throw new ApiError(msg('noToken'), 401);
  const body = await call(msg('checkFailed'), userResponseSchema, options, (signal) =>
    client.GET('/api/auth/check-auth', { headers: bearer(t), signal }),
  );
  return body.user;
}

async function changePassword(
  input: S['ChangePasswordRequest'],
  options: CallOptions = {},
): Promise<S['MessageResponse']> {
  return call(msg('passwordChangeFailed'), messageResponseSchema, options, (signal) =>
    client.POST('/api/auth/change-password', { body: input, headers: bearer(getToken()), signal }),
  );
}

async function forgotPassword(
  input: S['ForgotPasswordRequest'],
  options: CallOptions = {},
): Promise<S['MessageResponse']> {
  return call(msg('passwordResetFailed'), messageResponseSchema, options, (signal) =>
    client.POST('/api/auth/forgot-password', { body: input, signal }),
  );
}

async function resetPassword(
  input: S['ResetPasswordRequest'],
  options: CallOptions = {},
): Promise<S['MessageResponse']> {
  return call(msg('passwordResetFailed'), messageResponseSchema, options, (signal) =>
    client.POST('/api/auth/reset-password', { body: input, signal }),
  );
}

export const authApi = { login, logout, refresh, checkAuth, changePassword, forgotPassword, resetPassword };
export type AuthApi = typeof authApi;
