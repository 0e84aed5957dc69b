/** Sessions and tokens, kept in the database like a real server's session store (so logout can revoke them). */
import { ACCESS_TOKEN_TTL_MS, REFRESH_COOKIE, REFRESH_COOKIE_PATH, REFRESH_SESSION_TTL_MS } from '../../domain/rules';
import { randomHex } from '../../domain/ids';
import type { Account, AdminUser, Db, RefreshSession } from '../db/types';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError } from './route';

export function toUser(account: Account): AdminUser {
  return { id: account.id, email: account.email, name: account.name, role: account.role };
}

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** JWT-shaped (header.payload.signature) so a client may read `exp`; the server trusts only its own records. */
function mintAccessToken(account: Account, sessionId: string, now: number): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({
      sub: account.id,
      role: account.role,
      sid: sessionId,
      iat: Math.floor(now / 1000),
      exp: Math.floor((now + ACCESS_TOKEN_TTL_MS) / 1000),
      jti: randomHex(8),
    }),
  );
  return `${header}.${payload}.${base64Url(randomHex(32))}`;
}

/** Drops records that can never be used again. */
export function pruneSessions(db: Db, now: number): void {
  db.accessTokens = db.accessTokens.filter((t) => t.expiresAt > now && t.revokedAt === null);
  db.sessions = db.sessions.filter((s) => s.expiresAt > now && s.revokedAt === null);
  db.resetTokens = db.resetTokens.filter((t) => t.expiresAt > now && t.usedAt === null);
}

export function issueAccessToken(db: Db, account: Account, sessionId: string, now: number): string {
  const token = mintAccessToken(account, sessionId, now);
  db.accessTokens.push({ token, userId: account.id, sessionId, issuedAt: now, expiresAt: now + ACCESS_TOKEN_TTL_MS, revokedAt: null });
  return token;
}

export function openSession(db: Db, account: Account, now: number): { session: RefreshSession; accessToken: string } {
  pruneSessions(db, now);
  const session: RefreshSession = {
    // Two independent random values: the public id goes into access tokens, the cookie value never does.
    id: randomHex(16),
    refreshToken: randomHex(32),
    usedTokens: [],
    userId: account.id,
    createdAt: now,
    expiresAt: now + REFRESH_SESSION_TTL_MS,
    revokedAt: null,
  };
  db.sessions.push(session);
  return { session, accessToken: issueAccessToken(db, account, session.id, now) };
}

/** The session a refresh cookie belongs to, live or not, and whether the value was already exchanged. */
export function findSessionByCookie(db: Db, value: string): { session: RefreshSession; used: boolean } | undefined {
  for (const session of db.sessions) {
    if (session.refreshToken === value) return { session, used: false };
    if (session.usedTokens.includes(value)) return { session, used: true };
  }
  return undefined;
}

export function isLive(session: RefreshSession, now: number): boolean {
  return session.revokedAt === null && session.expiresAt > now;
}

/** Retires the current cookie value and answers its successor. */
export function rotateRefreshToken(session: RefreshSession): string {
  session.usedTokens.push(session.refreshToken);
  session.refreshToken = randomHex(32);
  return session.refreshToken;
}

/** Revokes a session and every access token issued under it. */
export function revokeSession(db: Db, sessionId: string, now: number): void {
  for (const s of db.sessions) if (s.id === sessionId && s.revokedAt === null) s.revokedAt = now;
  for (const t of db.accessTokens) if (t.sessionId === sessionId && t.revokedAt === null) t.revokedAt = now;
}

/** Revokes every session of a user, except `keep` (the one changing its password). */
export function revokeUserSessions(db: Db, userId: string, now: number, keep?: string): void {
  for (const s of db.sessions) if (s.userId === userId && s.id !== keep) revokeSession(db, s.id, now);
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

export interface Authenticated {
  account: Account;
  token: string;
  sessionId: string;
}

/** The account behind the Bearer token, or 401 (missing, unknown, expired or revoked token). */
export function authenticate(db: Db, request: Request, now: number): Authenticated {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, SERVER_MSG.tokenRequired);
  const record = db.accessTokens.find((t) => t.token === token);
  if (!record || record.revokedAt !== null || record.expiresAt <= now) throw new HttpError(401, SERVER_MSG.tokenInvalid);
  const account = db.accounts.find((a) => a.id === record.userId);
  if (!account || !canSignIn(account)) throw new HttpError(401, SERVER_MSG.tokenInvalid);
  return { account, token, sessionId: record.sessionId };
}

/** A deactivated account cannot sign in, and its open tabs get 401 (issue 22). */
export const canSignIn = (account: Account): boolean => account.active !== false;

/** 401 without a valid token, 403 for a signed-in non-admin. */
export function requireAdmin(db: Db, request: Request, now: number): Authenticated {
  const auth = authenticate(db, request, now);
  if (auth.account.role !== 'admin') throw new HttpError(403, SERVER_MSG.adminRequired);
  return auth;
}

/**
 * The refresh cookie, as the real server sets it: httpOnly, SameSite=Strict (the app on another localhost port is
 * the same site, so it is still sent), scoped to the auth routes. No Secure flag, so plain-http localhost keeps it.
 */
export function refreshCookie(value: string, maxAgeMs: number): string {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  return `${REFRESH_COOKIE}=${value}; Path=${REFRESH_COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}`;
}

export function clearedRefreshCookie(): string {
  return refreshCookie('', 0);
}
