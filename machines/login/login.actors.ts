import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { MessageError, msg } from '../../domain/message';
import type { authMachine } from '../auth/auth.machine';
import type { LoginMachine, SignInInput } from './login.machine';

/** The app's auth actor: the login signs in through it (it stores user, token and login time, SPEC §4). */
export type AuthActorRef = ActorRefFrom<typeof authMachine>;

/**
 * The login's real effect (docs/decisions/009): signing in through the app's auth actor, made for that actor. It
 * sends `auth.login` and waits for the outcome: resolves when the session is authenticated, rejects with the auth
 * machine's error. Someone signed in without admin rights (the login page is shown to them) is signed out first,
 * so the new credentials are really used.
 */
export function createLoginActors({ auth }: { auth: AuthActorRef }) {
  return {
    actors: {
      signIn: fromPromise<void, SignInInput>(async ({ input, signal }) => {
        const before = await waitFor(auth, (s) => !s.hasTag('busy'), { signal });
        if (before.matches('authenticated')) {
          auth.send({ type: 'auth.logout' });
          await waitFor(auth, (s) => s.matches('anonymous'), { signal });
        }
        auth.send({ type: 'auth.login', email: input.email, password: input.password, persist: input.persist });
        const settled = await waitFor(auth, (s) => !s.matches('loggingIn'), { signal });
        if (!settled.matches('authenticated')) throw new MessageError(settled.context.error ?? msg('loginFailed'));
      }),
    },
  } satisfies Parameters<LoginMachine['provide']>[0];
}
