import { byTeamOrder } from '../../domain/team';
import type { InviteRequest, TeamMember } from '../../domain/types';

export type { InviteRequest, TeamMember };

/** What is wrong with an invitation before it is sent; the view words each (accounts-copy.ts). {} = nothing. */
export type InviteProblems = { name?: 'required'; email?: 'required' | 'invalid' };

/** The server's own check of an address (domain/schemas.ts inviteSchema), so a refusal is rare. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invitation as it is sent: both fields trimmed. */
export const cleanInvite = ({ name, email }: InviteRequest): InviteRequest => ({ name: name.trim(), email: email.trim() });

export function inviteProblems(input: InviteRequest): InviteProblems {
  const { name, email } = cleanInvite(input);
  return {
    ...(name === '' ? { name: 'required' as const } : {}),
    ...(email === '' ? { email: 'required' as const } : EMAIL.test(email) ? {} : { email: 'invalid' as const }),
  };
}

export const hasProblems = (problems: InviteProblems): boolean => problems.name !== undefined || problems.email !== undefined;

/** The list with `member` added or put in place of its old self, in the server's order (active first, then by name). */
export const withMember = (members: TeamMember[] | null, member: TeamMember): TeamMember[] =>
  [...(members ?? []).filter((m) => m.id !== member.id), member].sort(byTeamOrder);
