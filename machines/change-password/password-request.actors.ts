import { fromPromise } from 'xstate';
import type { AuthApi } from '../../api/auth-client';
import type { MessageResponse } from './change-password.machine';
import type { ForgotInput, PasswordRequestMachine, ResetInput } from './password-request.machine';

export type PasswordRequestClients = { authApi: Pick<AuthApi, 'forgotPassword' | 'resetPassword'> };

/**
 * The password pages' real effects (docs/decisions/009): the forgot-password and reset-password calls of SPEC §7;
 * the actor's signal aborts a call whose state was left.
 */
export function createPasswordRequestActors({ clients }: { clients: PasswordRequestClients }) {
  return {
    actors: {
      forgotPassword: fromPromise<MessageResponse, ForgotInput>(({ input, signal }) => clients.authApi.forgotPassword(input, { signal })),
      resetPassword: fromPromise<MessageResponse, ResetInput>(({ input, signal }) => clients.authApi.resetPassword(input, { signal })),
    },
  } satisfies Parameters<PasswordRequestMachine['provide']>[0];
}
