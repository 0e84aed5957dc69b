/**
 * The portal's accounts (issue 22, domain/team.ts): the list with last sign-in and open sessions, invitations (an
 * administrator without a password and a single-use set-password link, through the password-reset path), and
 * deactivation (its sessions end at once; never the last administrator able to sign in). Each change is an audit
 * event in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITE_TOKEN_TTL_MS } from '../../domain/rules';
import { byTeamOrder, isLastAdministrator } from '../../domain/team';
import { newObjectId } from '../../domain/ids';
import type { AuditActor, InviteRequest, TeamMember } from '../../domain/types';
import type { Database } from '../db/client';
import { accounts, sessions } from '../db/schema';
import { actorOf, recordEvent } from './audit';
import { normaliseEmail, type Account } from './accounts';
import { hashPassword } from './passwords';
import { createResetToken } from './password-reset';
import { revokeUserSessions } from './sessions';

/** Any constant: the lock deactivations take, so two at once cannot both pass the last-administrator check. */
const TEAM_LOCK = 7_270_706;

function toMember(account: Account, activeSessions: number): TeamMember {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    active: account.active,
    pending: account.pending,
    lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    activeSessions,
    createdAt: account.createdAt.toISOString(),
  };
}

export async function listTeam(db: Database, now: number): Promise<TeamMember[]> {
  const [rows, open] = await Promise.all([
    db.select().from(accounts),
    db
      .select({ userId: sessions.userId, n: count() })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))))
      .groupBy(sessions.userId),
  ]);
  const openBy = new Map(open.map((r) => [r.userId, r.n]));
  return rows.map((a) => toMember(a, openBy.get(a.id) ?? 0)).sort(byTeamOrder);
}

async function member(db: Database, id: string, now: number): Promise<TeamMember | undefined> {
  return (await listTeam(db, now)).find((m) => m.id === id);
}

/**
 * A new administrator and their set-password token (a new token for one invited before who has not chosen a password
 * yet); 'taken' when the address has an account of its own.
 */
export async function inviteAdmin(
  db: Database,
  input: InviteRequest,
  by: AuditActor,
  now: number,
): Promise<{ member: TeamMember; token: string } | 'taken'> {
  // A password nobody knows until the link sets one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const outcome = await db.transaction(async (tx) => {
    const at = new Date(now);
    const [row] = await tx
      .insert(accounts)
      .values({ id: newObjectId(now), email: normaliseEmail(input.email), name: input.name, role: 'admin', passwordHash, pending: true, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // Invited before and no password chosen yet: the invitation is sent again, with a new link.
      const [invited] = await tx.select().from(accounts).where(and(eq(accounts.email, normaliseEmail(input.email)), eq(accounts.pending, true)));
      if (!invited) return 'taken' as const;
      return { id: invited.id, token: await createResetToken(tx, invited.id, now, INVITE_TOKEN_TTL_MS) };
    }
    const token = await createResetToken(tx, row.id, now, INVITE_TOKEN_TTL_MS);
    await recordEvent(tx, { kind: 'account.invite', actor: by, at: now, account: actorOf(row) });
    return { id: row.id, token };
  });
  if (outcome === 'taken') return outcome;
  return { member: (await member(db, outcome.id, now))!, token: outcome.token };
}

/**
 * Deactivates (its sessions end at once) or reactivates an account. 'notFound', or 'last' when deactivating the
 * last administrator able to sign in.
 */
export async function setActive(db: Database, id: string, active: boolean, by: AuditActor, now: number): Promise<TeamMember | 'notFound' | 'last'> {
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${TEAM_LOCK})`);
    const team = await listTeam(tx, now);
    const target = team.find((m) => m.id === id);
    if (!target) return 'notFound' as const;
    if (!active && isLastAdministrator(team, id)) return 'last' as const;
    if (target.active === active) return 'same' as const;
    await tx.update(accounts).set({ active, updatedAt: new Date(now) }).where(eq(accounts.id, id));
    if (!active) await revokeUserSessions(tx, id, now);
    await recordEvent(tx, { kind: active ? 'account.reactivate' : 'account.deactivate', actor: by, at: now, account: target });
    return 'done' as const;
  });
  if (outcome === 'notFound' || outcome === 'last') return outcome;
  return (await member(db, id, now))!;
}

/** Ends every session of the account but `keep` (the one asking); answers how many. */
export function signOutOthers(db: Database, accountId: string, keep: string, now: number): Promise<number> {
  return revokeUserSessions(db, accountId, now, keep);
}
