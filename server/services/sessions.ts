/**
 * Signed-in devices and their refresh tokens. A session's id is what access tokens name (`sid`); it is random and
 * unrelated to any refresh token, so reading an access token (localStorage) gives nothing that refreshes. Refresh
 * tokens are 32 random bytes, kept only as SHA-256 hashes, and rotate on every use: the presented one is marked used
 * and a successor issued; a used one presented again means a copy is in someone else's hands, so the whole session
 * is revoked (the thief's and the owner's next refresh both fail, and the owner signs in again).
 */
import type { AuditActor } from '../../domain/types';
import { recordEvent } from './audit';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import { REFRESH_SESSION_TTL_MS } from '../../domain/rules';
import type { Database } from '../db/client';
import { accounts, refreshTokens, sessions } from '../db/schema';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes as hex: refresh and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('hex');
}

export interface IssuedRefresh {
  sessionId: string;
  userId: string;
  /** The cookie value; only its hash is stored. */
  refreshToken: string;
  /** When the session ends (ms): the cookie's Max-Age counts down to it. */
  expiresAt: number;
}

export type RefreshOutcome =
  | ({ kind: 'rotated' } & IssuedRefresh)
  /** Unknown or expired token, or its session is over. */
  | { kind: 'invalid' }
  /** A used token came back: the session has just been revoked. */
  | { kind: 'replayed'; sessionId: string };

async function issueRefreshToken(db: Database, sessionId: string, expiresAt: Date, now: number): Promise<string> {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    tokenHash: sha256(refreshToken),
    sessionId,
    createdAt: new Date(now),
    expiresAt,
    usedAt: null,
  });
  return refreshToken;
}

/** A new session for a user who has just proved their password; the sign-in goes in the audit log with it. */
export async function openSession(db: Database, account: AuditActor, now: number): Promise<IssuedRefresh> {
  const userId = account.id;
  const sessionId = randomBytes(16).toString('hex');
  // Fixed lifetime from sign-in, as the mock: rotation does not extend it.
  const expiresAt = new Date(now + REFRESH_SESSION_TTL_MS);
  const at = new Date(now);
  return db.transaction(async (tx) => {
    await tx.insert(sessions).values({ id: sessionId, userId, createdAt: at, expiresAt, revokedAt: null, lastSeenAt: at });
    const refreshToken = await issueRefreshToken(tx, sessionId, expiresAt, now);
    await tx.update(accounts).set({ lastSignInAt: at }).where(eq(accounts.id, userId));
    await recordEvent(tx, { kind: 'account.signIn', actor: account, at: now });
    return { sessionId, userId, refreshToken, expiresAt: expiresAt.getTime() };
  });
}

/** Exchanges a refresh token for its successor (see the module comment for replays). */
export async function rotateRefreshToken(db: Database, presented: string, now: number): Promise<RefreshOutcome> {
  const tokenHash = sha256(presented);
  const at = new Date(now);
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    // Claiming with one conditional UPDATE: of two concurrent refreshes with the same token, only one wins.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: at })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, at)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!claimed) {
      const [seen] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (!seen?.usedAt) return { kind: 'invalid' };
      await revokeSession(tx, seen.sessionId, now);
      return { kind: 'replayed', sessionId: seen.sessionId };
    }
    const [session] = await tx
      .update(sessions)
      .set({ lastSeenAt: at })
      .where(and(eq(sessions.id, claimed.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
      .returning();
    if (!session) return { kind: 'invalid' };
    const refreshToken = await issueRefreshToken(tx, session.id, session.expiresAt, now);
    return { kind: 'rotated', sessionId: session.id, userId: session.userId, refreshToken, expiresAt: session.expiresAt.getTime() };
  });
}

/** The session a refresh token (current or already used) belongs to: logout revokes it either way. */
export async function sessionOfRefreshToken(db: Database, presented: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  return row?.sessionId;
}

/** The session if it is still live: not revoked, not expired. */
export async function findLiveSession(db: Database, sessionId: string, now: number): Promise<typeof sessions.$inferSelect | undefined> {
  const at = new Date(now);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)));
  return row;
}

/** Ends a session: every access token naming it and every refresh token of it stop working. */
export async function revokeSession(db: Database, sessionId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except `keep` (the one changing its password); answers how many. */
export async function revokeUserSessions(db: Database, userId: string, now: number, keep?: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep === undefined ? undefined : ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Drops sessions that can never be used again (their refresh tokens go with them, ON DELETE CASCADE). */
export async function pruneSessions(db: Database, now: number): Promise<void> {
  await db.delete(sessions).where(or(lte(sessions.expiresAt, new Date(now)), isNotNull(sessions.revokedAt)));
}
