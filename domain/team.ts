/**
 * The portal's accounts (issue 22), as the product server and the mock both answer them: the list's order, the rule
 * that the last administrator able to sign in cannot be deactivated, and the invitation's input.
 */
import { compareText } from './format';
import type { TeamMember } from './types';

/** Active accounts first, then by name (then e-mail, so the order never depends on the store). */
export const byTeamOrder = (a: TeamMember, b: TeamMember): number =>
  Number(b.active) - Number(a.active) || compareText(a.name, b.name) || compareText(a.email, b.email);

/** An administrator who can sign in today: active, with a password of their own. */
export const canAdminister = (m: Pick<TeamMember, 'role' | 'active' | 'pending'>): boolean => m.role === 'admin' && m.active && !m.pending;

/** Deactivating `target` would leave no administrator able to sign in. */
export function isLastAdministrator(team: readonly Pick<TeamMember, 'id' | 'role' | 'active' | 'pending'>[], targetId: string): boolean {
  const able = team.filter(canAdminister);
  return able.length === 1 && able[0]!.id === targetId;
}

export const INVITE_NAME_MAX = 80;
export const EMAIL_MAX = 254;
