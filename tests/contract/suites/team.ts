/**
 * The contract of the portal's accounts (issue 22; server/routes/admin-team.ts and mocks/handlers/team.ts): the list,
 * an invitation through the password-reset path, deactivation ending the account's sessions at once (never the last
 * administrator), reactivation, signing one's other sessions out; each change in the activity log.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEvent, TeamMember } from '../../../domain/types';
import { Side, type ContractContext } from '../harness';
import { ADMIN, ADMIN_ID, ADMIN_NAME, STAFF, UNKNOWN_ID } from '../seed';

type Team = { success: boolean; message: string; data: TeamMember[] };
type Member = { success: boolean; message: string; data: TeamMember };

const NOURA = { name: 'Noura Haddad', email: 'noura.haddad@example.com', password: 'desert-Rose-2026' };

export function defineTeamTests(ctx: ContractContext): void {
  const { call, both, each, loginAll, expectError } = ctx;
  const team = () => call<Team>('/api/admin/team', { auth: 'admin' });
  const invite = (json: unknown) => call<Member>('/api/admin/team/invite', { json, auth: 'admin' });
  const setActive = (id: string, active: boolean) => call<Member>(`/api/admin/team/${id}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST', auth: 'admin' });

  /** Invites Noura, who chooses her password with the link of the mail; answers her id. */
  async function onboardNoura(): Promise<string> {
    const invited = await invite({ name: NOURA.name, email: 'Noura.Haddad@Example.com ' });
    expect(invited.status).toBe(201);
    const tokens = new Map<Side, string>();
    await each(async (s) => void tokens.set(s, await s.backend.resetTokenFor(NOURA.email)));
    const set = await both((s) => s.api('/api/auth/reset-password', { json: { token: tokens.get(s), newPassword: NOURA.password } }));
    expect(set.status).toBe(200);
    return invited.body.data.id;
  }

  describe('admin: accounts (issue 22)', () => {
    beforeEach(() => loginAll());

    it('lists every account, active ones first then by name, with the last sign-in and open sessions', async () => {
      const res = await team();
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Accounts retrieved successfully');
      expect(res.body.data.map(({ name, email, role, active, pending, activeSessions }) => ({ name, email, role, active, pending, activeSessions }))).toEqual([
        { name: ADMIN_NAME, email: ADMIN.email, role: 'admin', active: true, pending: false, activeSessions: 1 },
        { name: 'Showroom Staff', email: STAFF.email, role: 'staff', active: true, pending: false, activeSessions: 0 },
      ]);
      expect(res.body.data[0]!.lastSignInAt).not.toBeNull();
      expect(res.body.data[1]!.lastSignInAt).toBeNull();
    });

    it('invites an administrator: pending until the link of the mail sets a password, then signs in; logged', async () => {
      const res = await invite({ name: `  ${NOURA.name} `, email: 'Noura.Haddad@Example.com ' });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Invitation sent');
      expect(res.body.data).toMatchObject({ name: NOURA.name, email: NOURA.email, role: 'admin', active: true, pending: true, lastSignInAt: null, activeSessions: 0 });
      expectError(await call('/api/auth/admin/login', { json: { email: NOURA.email, password: NOURA.password } }), 401, 'Invalid email or password');
      // Invited again before she chose a password: a new link, the same account.
      expect((await invite({ name: NOURA.name, email: NOURA.email })).status).toBe(201);
      expect((await team()).body.data.filter((m) => m.email === NOURA.email)).toHaveLength(1);

      const tokens = new Map<Side, string>();
      await each(async (s) => void tokens.set(s, await s.backend.resetTokenFor(NOURA.email)));
      expect((await both((s) => s.api('/api/auth/reset-password', { json: { token: tokens.get(s), newPassword: NOURA.password } }))).status).toBe(200);
      await loginAll(NOURA, 'staff');
      const noura = (await team()).body.data.find((m) => m.email === NOURA.email)!;
      expect([noura.pending, noura.activeSessions, noura.lastSignInAt === null]).toEqual([false, 1, false]);
      expect((await call('/api/admin/cars/stats', { auth: 'staff' })).status).toBe(200); // an administrator now

      expectError(await invite({ name: 'Someone', email: NOURA.email }), 409, 'An account with this e-mail address already exists');
      expectError(await invite({ name: 'Someone', email: ADMIN.email.toUpperCase() }), 409, 'An account with this e-mail address already exists');
      const logged = (await call<{ data: AuditEvent[] }>('/api/admin/activity?kind=account.invite', { auth: 'admin' })).body.data;
      expect(logged.map((e) => [e.actor.id, e.account?.email])).toEqual([[ADMIN_ID, NOURA.email]]);
    });

    it('refuses an invitation without a name or a valid address', async () => {
      expectError(await invite({ email: NOURA.email }), 400, 'name: is required', 'name');
      expectError(await invite({ name: '   ', email: NOURA.email }), 400, 'name: is required', 'name');
      expectError(await invite({ name: 'x'.repeat(81), email: NOURA.email }), 400, 'name: must be at most 80 characters', 'name');
      expectError(await invite({ name: NOURA.name, email: 'noura' }), 400, 'email: must be a valid e-mail address', 'email');
      expectError(await invite({ name: NOURA.name, email: `${'n'.repeat(250)}@example.com` }), 400, 'email: must be at most 254 characters', 'email');
      expect((await team()).body.data).toHaveLength(2);
    });

    it("deactivating ends the account's sessions at once and stops its sign-in; reactivating lets it in again", async () => {
      const id = await onboardNoura();
      await loginAll(NOURA, 'staff');
      const off = await setActive(id, false);
      expect(off.status).toBe(200);
      expect(off.body.message).toBe('Account deactivated');
      expect(off.body.data).toMatchObject({ active: false, activeSessions: 0 });
      expectError(await call('/api/auth/check-auth', { auth: 'staff' }), 401, 'Invalid or expired token');
      expectError(await call('/api/auth/admin/login', { json: { email: NOURA.email, password: NOURA.password } }), 401, 'Invalid email or password');
      expect((await team()).body.data.at(-1)!.email).toBe(NOURA.email); // inactive ones last

      const on = await setActive(id, true);
      expect([on.status, on.body.message, on.body.data.active]).toEqual([200, 'Account reactivated', true]);
      expect((await call('/api/auth/admin/login', { json: { email: NOURA.email, password: NOURA.password } })).status).toBe(200);
      const kinds = (await call<{ data: AuditEvent[] }>(`/api/admin/activity?actorId=${ADMIN_ID}`, { auth: 'admin' })).body.data.map((e) => e.kind);
      expect(kinds.slice(0, 3)).toEqual(['account.reactivate', 'account.deactivate', 'account.invite']);
    });

    it('never deactivates the last administrator able to sign in; 404 and 400 for the id', async () => {
      expectError(await setActive(ADMIN_ID, false), 409, 'The last active administrator cannot be deactivated');
      const id = await onboardNoura();
      expect((await setActive(ADMIN_ID, false)).status).toBe(200); // Noura can still sign in
      await loginAll(NOURA, 'admin');
      expectError(await setActive(id, false), 409, 'The last active administrator cannot be deactivated');
      expect((await setActive(ADMIN_ID, true)).status).toBe(200);
      expectError(await setActive(UNKNOWN_ID, false), 404, 'Account not found');
      expectError(await call('/api/admin/team/nope/deactivate', { method: 'POST', auth: 'admin' }), 400, 'id: must be an account id', 'id');
    });

    it("signs the admin's other sessions out and keeps this one", async () => {
      await loginAll(ADMIN, 'staff'); // a second device of the same admin
      const res = await call('/api/admin/team/sign-out-others', { method: 'POST', auth: 'admin' });
      expect(res.body).toEqual({ success: true, message: 'Signed out of your other sessions' });
      expectError(await call('/api/auth/check-auth', { auth: 'staff' }), 401, 'Invalid or expired token');
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
    });
  });
}
