import { fromPromise } from 'xstate';
import type { AdminApi } from '../../api/admin-client';
import type { InviteRequest, TeamMember } from './team.model';
import type { TeamMachine } from './team.machine';

export type TeamClients = { adminApi: Pick<AdminApi, 'listTeam' | 'inviteAdmin' | 'setAccountActive' | 'signOutOthers'> };

/**
 * The accounts page's real effects (docs/decisions/009): the list, an invitation (the same call sends a pending
 * account's link again), deactivate or reactivate by id, and ending the signed-in admin's other sessions. The actor's
 * signal aborts a call whose state was left.
 */
export function createTeamActors({ clients }: { clients: TeamClients }) {
  const { adminApi } = clients;
  return {
    actors: {
      listTeam: fromPromise<TeamMember[], void>(({ signal }) => adminApi.listTeam({ signal })),
      inviteAdmin: fromPromise<TeamMember, InviteRequest>(({ input, signal }) => adminApi.inviteAdmin(input, { signal })),
      setAccountActive: fromPromise<TeamMember, { id: string; active: boolean }>(({ input, signal }) =>
        adminApi.setAccountActive(input.id, input.active, { signal }),
      ),
      signOutOthers: fromPromise<void, void>(({ signal }) => adminApi.signOutOthers({ signal })),
    },
  } satisfies Parameters<TeamMachine['provide']>[0];
}
