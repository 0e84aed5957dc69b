import { fromPromise } from 'xstate';
import type { AuthApi } from '../../api/auth-client';
import type { ChangePasswordInput, ChangePasswordMachine, MessageResponse } from './change-password.machine';

export type ChangePasswordClients = { authApi: Pick<AuthApi, 'changePassword'> };

/** The dialog's real effect (docs/decisions/009): the call of SPEC §7; the actor's signal aborts it when the state is left. */
export function createChangePasswordActors({ clients }: { clients: ChangePasswordClients }) {
  return {
    actors: {
      changePassword: fromPromise<MessageResponse, ChangePasswordInput>(({ input, signal }) =>
        clients.authApi.changePassword(input, { signal }),
      ),
    },
  } satisfies Parameters<ChangePasswordMachine['provide']>[0];
}
