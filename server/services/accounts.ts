/**
 * Accounts: lookups, creation, password changes, and the accounts a server starts with (demo accounts on a
 * developer's machine, the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD in production).
 */
import type { AuditActor, AuditKind } from '../../domain/types';
import { recordEvent } from './audit';
import { and, eq } from 'drizzle-orm';
import { newObjectId } from '../../domain/ids';
import type { AdminUser } from '../../domain/types';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import type { Deps } from '../deps';
import { hashPassword } from './passwords';
import { invalidateResetTokens } from './password-reset';
import { revokeUserSessions } from './sessions';

export type Account = typeof accounts.$inferSelect;

/**
 * The mock's seeded accounts (mocks/db/factories/account.factory.ts SEEDED_ACCOUNTS), copied rather than imported
 * because mocks/ pulls in faker. The ids are the ones the mock's seed draws (faker, fixed seed), so the demo fleet's
 * createdBy matches on both backends.
 */
export const DEMO_ACCOUNTS = [
  { id: 'de3bb8ff696a9fb8ecfc5fff', email: 'admin@example.com', password: 'admin123', name: 'Fleet Administrator', role: 'admin' },
  { id: 'd222e6e1fde17cfe879e5688', email: 'staff@example.com', password: 'staff123', name: 'Showroom Staff', role: 'staff' },
] as const;

export function toUser(account: Account): AdminUser {
  return { id: account.id, email: account.email, name: account.name, role: account.role };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(db: Database, email: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, normaliseEmail(email)));
  return row;
}

export async function findAccountById(db: Database, id: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/**
 * A deactivated account cannot sign in (its open tabs get 401 at their next call); production refuses demo accounts
 * (known passwords), even if one slipped into the database.
 */
export function canSignIn(config: ServerConfig, account: Account): boolean {
  return account.active && !(config.production && account.isDemo);
}

export interface NewAccount {
  email: string;
  name: string;
  role: string;
  password: string;
  id?: string;
  isDemo?: boolean;
}

/** Inserts an account; undefined when the e-mail (or id) is taken. */
export async function createAccount(db: Database, input: NewAccount, now: number): Promise<Account | undefined> {
  const at = new Date(now);
  const [row] = await db
    .insert(accounts)
    .values({
      id: input.id ?? newObjectId(now),
      email: normaliseEmail(input.email),
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      isDemo: input.isDemo ?? false,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Sets a new password and signs the account out everywhere but `keepSession` (the device changing it, if any);
 * reset links sent before stop working. Answers how many sessions were revoked.
 */
/**
 * A new password for `account`: its reset links die, its sessions end (but `keepSession`, the one that changed it),
 * and the change goes in the audit log as `kind`, all in one transaction.
 */
export async function setPassword(
  db: Database,
  account: AuditActor,
  password: string,
  now: number,
  kind: Extract<AuditKind, 'account.passwordChange' | 'account.passwordReset'>,
  keepSession?: string,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // A password of their own: an invited account is pending no longer.
    await tx.update(accounts).set({ passwordHash, pending: false, updatedAt: new Date(now) }).where(eq(accounts.id, account.id));
    await invalidateResetTokens(tx, account.id, now);
    await recordEvent(tx, { kind, actor: account, at: now });
    return revokeUserSessions(tx, account.id, now, keepSession);
  });
}

/**
 * At start: production deletes demo accounts (their passwords are public); a developer's machine gets them when
 * SEED_DEMO is on; the first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD when there is no real one yet.
 */
export async function ensureStartupAccounts(deps: Deps): Promise<void> {
  const { config, db, log } = deps;
  const now = deps.clock();
  if (config.production) {
    const removed = await db.delete(accounts).where(eq(accounts.isDemo, true)).returning({ email: accounts.email });
    for (const { email } of removed) log.warn({ email }, 'demo account removed: demo accounts are refused in production');
  } else if (config.seedDemo) {
    for (const demo of DEMO_ACCOUNTS) {
      if (await findAccountByEmail(db, demo.email)) continue;
      if (await createAccount(db, { ...demo, isDemo: true }, now)) log.info({ email: demo.email }, 'demo account created');
    }
  }
  const [realAdmin] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.isDemo, false)))
    .limit(1);
  if (realAdmin) return;
  const first = config.firstAdmin;
  if (first) {
    const created = await createAccount(db, { ...first, role: 'admin' }, now);
    if (created) log.info({ email: created.email }, 'first administrator created from ADMIN_EMAIL');
    else log.warn({ email: first.email }, 'ADMIN_EMAIL belongs to an existing non-admin account: no administrator created');
  } else if (config.production) {
    log.warn('no administrator: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin -- create`');
  }
}

