/** /api/admin/team/*: the portal's accounts (issue 22), as the product server answers them (domain/team.ts). */
import { INVITE_TOKEN_TTL_MS } from '../../domain/rules';
import { HttpError, ValidationError } from '../../domain/http-errors';
import { isObjectId, newObjectId, randomHex } from '../../domain/ids';
import { SERVER_MSG } from '../../domain/messages';
import { inviteSchema } from '../../domain/schemas';
import { byTeamOrder, isLastAdministrator } from '../../domain/team';
import type { TeamMember } from '../../domain/types';
import { parseOrThrow, readJson } from '../../domain/validation';
import { hashPassword } from '../db/password';
import { saveDb } from '../db/store';
import type { Account, Db } from '../db/types';
import { announceResetToken } from '../runtime';
import { recordEvent } from './audit';
import { route } from './route';
import { isLive, requireAdmin, revokeUserSessions } from './session';

function toMember(db: Db, account: Account, now: number): TeamMember {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    active: account.active !== false,
    pending: account.pending === true,
    lastSignInAt: account.lastSignInAt ? new Date(account.lastSignInAt).toISOString() : null,
    activeSessions: db.sessions.filter((s) => s.userId === account.id && isLive(s, now)).length,
    createdAt: account.createdAt,
  };
}

const team = (db: Db, now: number) => db.accounts.map((a) => toMember(db, a, now)).sort(byTeamOrder);

function accountOf(db: Db, raw: string): Account {
  if (!isObjectId(raw)) throw new ValidationError('id', 'must be an account id');
  const account = db.accounts.find((a) => a.id === raw);
  if (!account) throw new HttpError(404, SERVER_MSG.accountNotFound);
  return account;
}

/** The set-password link's token, "sent" as a reset's is (the browser host prints it; tests read it). */
function sendInvite(db: Db, account: Account, now: number): void {
  const token = randomHex(32);
  db.resetTokens.push({ token, userId: account.id, email: account.email, createdAt: now, expiresAt: now + INVITE_TOKEN_TTL_MS, usedAt: null });
  announceResetToken(account.email, token);
}

export const teamHandlers = [
  route('get', '/api/admin/team', 'admin', async ({ request, db, now, json }) => {
    requireAdmin(db, request, now);
    return json(200, { success: true, message: SERVER_MSG.accountsOk, data: team(db, now) });
  }),

  route('post', '/api/admin/team/invite', 'admin', async ({ request, db, now, json }) => {
    const { account: by } = requireAdmin(db, request, now);
    const input = parseOrThrow(inviteSchema, await readJson(request));
    const email = input.email.toLowerCase();
    let account = db.accounts.find((a) => a.email === email);
    if (account && !account.pending) throw new HttpError(409, SERVER_MSG.emailTaken);
    if (!account) {
      const passwordSalt = randomHex(8);
      account = {
        id: newObjectId(now),
        email,
        name: input.name,
        role: 'admin',
        passwordSalt,
        passwordHash: await hashPassword(randomHex(32), passwordSalt),
        createdAt: new Date(now).toISOString(),
        active: true,
        pending: true,
        lastSignInAt: null,
      };
      db.accounts.push(account);
      recordEvent(db, { kind: 'account.invite', actor: by, at: now, account });
    }
    sendInvite(db, account, now);
    await saveDb(db);
    return json(201, { success: true, message: SERVER_MSG.invited, data: toMember(db, account, now) });
  }),

  ...([
    ['/api/admin/team/{id}/deactivate', false],
    ['/api/admin/team/{id}/reactivate', true],
  ] as const).map(([path, active]) =>
    route('post', path, 'admin', async ({ request, param, db, now, json }) => {
      const { account: by } = requireAdmin(db, request, now);
      const account = accountOf(db, param('id'));
      if (!active && isLastAdministrator(team(db, now), account.id)) throw new HttpError(409, SERVER_MSG.lastAdmin);
      if ((account.active !== false) !== active) {
        account.active = active;
        if (!active) revokeUserSessions(db, account.id, now);
        recordEvent(db, { kind: active ? 'account.reactivate' : 'account.deactivate', actor: by, at: now, account });
        await saveDb(db);
      }
      return json(200, { success: true, message: active ? SERVER_MSG.accountReactivated : SERVER_MSG.accountDeactivated, data: toMember(db, account, now) });
    }),
  ),

  route('post', '/api/admin/team/sign-out-others', 'admin', async ({ request, db, now, json }) => {
    const { account, sessionId } = requireAdmin(db, request, now);
    revokeUserSessions(db, account.id, now, sessionId);
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.signedOutOthers });
  }),
];
