/**
 * Access tokens and the refresh cookie. The access token is an HS256 JWT (sub, role, sid, iat, exp, jti) signed with
 * SESSION_SECRET and valid ACCESS_TOKEN_TTL_MS; `sid` is the session's random id, never anything a refresh token can
 * be derived from. A valid signature is not enough: the session it names must still be live, so logout and password
 * changes end access tokens at once rather than at `exp`.
 */
import { randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { ACCESS_TOKEN_TTL_MS, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../domain/rules';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError } from '../../domain/http-errors';
import type { Deps } from '../deps';
import { canSignIn, findAccountById, type Account } from './accounts';
import { consume } from './limits';
import { findLiveSession } from './sessions';

export { ensureStartupAccounts } from './accounts';

interface AccessClaims {
  sub: string;
  role: string;
  sid: string;
  iat: number;
  exp: number;
  jti: string;
}

export interface Authenticated {
  account: Account;
  sessionId: string;
}

export function issueAccessToken(deps: Deps, account: Pick<Account, 'id' | 'role'>, sessionId: string, now: number): Promise<string> {
  const claims: AccessClaims = {
    sub: account.id,
    role: account.role,
    sid: sessionId,
    iat: Math.floor(now / 1000),
    exp: Math.floor((now + ACCESS_TOKEN_TTL_MS) / 1000),
    jti: randomBytes(8).toString('hex'),
  };
  return sign({ ...claims }, deps.config.sessionSecret, 'HS256');
}

/**
 * The claims of a token whose signature is ours, expired or not (the caller compares `exp` with its own clock,
 * which tests move); null for anything else. The algorithm is pinned: a token cannot choose its own.
 */
async function readAccessToken(deps: Deps, token: string): Promise<AccessClaims | null> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, deps.config.sessionSecret, { alg: 'HS256', exp: false, iat: false, nbf: false });
  } catch {
    return null;
  }
  const { sub, role, sid, iat, exp, jti } = payload;
  if (typeof sub !== 'string' || typeof role !== 'string' || typeof sid !== 'string') return null;
  if (typeof iat !== 'number' || typeof exp !== 'number' || typeof jti !== 'string') return null;
  return { sub, role, sid, iat, exp, jti };
}

export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  return match?.[1];
}

/** The account behind the Bearer token: 401 when it is missing, forged, expired, or its session has ended. */
export async function authenticate(deps: Deps, request: Request, now: number): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, SERVER_MSG.tokenRequired);
  const claims = await readAccessToken(deps, token);
  if (!claims || claims.exp * 1000 <= now) throw new HttpError(401, SERVER_MSG.tokenInvalid);
  const session = await findLiveSession(deps.db, claims.sid, now);
  if (!session || session.userId !== claims.sub) throw new HttpError(401, SERVER_MSG.tokenInvalid);
  const account = await findAccountById(deps.db, claims.sub);
  if (!account || !canSignIn(deps.config, account)) throw new HttpError(401, SERVER_MSG.tokenInvalid);
  return { account, sessionId: session.id };
}

/** 401 without a valid token, 403 for a signed-in non-admin. */
export async function requireAdmin(deps: Deps, request: Request, now: number): Promise<Authenticated> {
  const auth = await authenticate(deps, request, now);
  if (auth.account.role !== 'admin') throw new HttpError(403, SERVER_MSG.adminRequired);
  return auth;
}

/** A portal call: the signed-in admin (401 / 403 otherwise), counted against the admin portal's own rate limit. */
export async function requirePortalAdmin(deps: Deps, request: Request, now: number): Promise<Authenticated> {
  const auth = await requireAdmin(deps, request, now);
  await consume(deps.limiters.admin, auth.account.id);
  return auth;
}

/** The session a Bearer token names if its signature is ours, even once expired: logout ends it either way. */
export async function sessionOfBearer(deps: Deps, request: Request): Promise<string | undefined> {
  const token = bearerToken(request);
  const claims = token ? await readAccessToken(deps, token) : null;
  return claims?.sid;
}

/** Over TLS, directly or (TRUST_PROXY) as the proxy reports; production always assumes TLS. */
export function isSecureRequest(deps: Deps, request: Request): boolean {
  if (deps.config.production) return true;
  if (new URL(request.url).protocol === 'https:') return true;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return deps.config.trustProxy > 0 && forwarded === 'https';
}

/**
 * The refresh cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it; the app and its
 * API are one site even on different ports or subdomains), only sent to the auth routes, Secure behind TLS.
 */
export function refreshCookie(deps: Deps, request: Request, value: string, maxAgeMs: number): string {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  const secure = isSecureRequest(deps, request) ? '; Secure' : '';
  return `${REFRESH_COOKIE}=${value}; Path=${REFRESH_COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

export function clearedRefreshCookie(deps: Deps, request: Request): string {
  return refreshCookie(deps, request, '', 0);
}
