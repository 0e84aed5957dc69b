/**
 * Password-reset tokens: 32 random bytes sent in a link, kept only as SHA-256 hashes, single use, valid for
 * RESET_TOKEN_TTL_MS. The link points at the SPA's reset page, which reads `?token=`.
 */
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MS } from '../../domain/rules';
import { ADMIN_RESET_PASSWORD } from '../../domain/pages';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { resetTokens } from '../db/schema';
import { randomToken, sha256 } from './sessions';

export async function createResetToken(db: Database, userId: string, now: number, ttlMs = RESET_TOKEN_TTL_MS): Promise<string> {
  const token = randomToken();
  await db.delete(resetTokens).where(or(lte(resetTokens.expiresAt, new Date(now)), isNotNull(resetTokens.usedAt)));
  await db.insert(resetTokens).values({
    tokenHash: sha256(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + ttlMs),
    usedAt: null,
  });
  return token;
}

/** Uses up a live token and answers whose it was; undefined for an unknown, used or expired one. */
export async function consumeResetToken(db: Database, token: string, now: number): Promise<string | undefined> {
  const at = new Date(now);
  // One conditional UPDATE, so two requests racing with the same token cannot both win.
  const [row] = await db
    .update(resetTokens)
    .set({ usedAt: at })
    .where(and(eq(resetTokens.tokenHash, sha256(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, at)))
    .returning({ userId: resetTokens.userId });
  return row?.userId;
}

/** Once the password has changed, links sent before are stale. */
export async function invalidateResetTokens(db: Database, userId: string, now: number): Promise<void> {
  await db
    .update(resetTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
}

/**
 * The site origin a reset link may point at. Never the Host header as such: anyone can send a forgot-password
 * request with a forged Host or Origin and have the victim's link point at their own site (reset poisoning). So:
 * PUBLIC_URL; else the request's Origin if it is one of CORS_ORIGINS (or any origin on a developer's machine);
 * else, outside production, the server's own origin. undefined = production without a known origin: send nothing.
 */
export function siteOrigin(config: ServerConfig, request: Request): string | undefined {
  if (config.publicUrl) return config.publicUrl;
  const origin = request.headers.get('origin')?.replace(/\/+$/, '');
  if (origin && /^https?:\/\/[^/]+$/.test(origin) && (!config.production || config.corsOrigins.includes(origin))) return origin;
  return config.production ? undefined : new URL(request.url).origin;
}

/** The page that sets the password; an invitation's link says so (`invite=1`), and the page welcomes the new admin. */
export function resetLink(origin: string, token: string, invite = false): string {
  return `${origin}${ADMIN_RESET_PASSWORD}?token=${encodeURIComponent(token)}${invite ? '&invite=1' : ''}`;
}
