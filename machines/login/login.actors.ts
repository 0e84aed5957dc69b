import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { MSG } from '../../src/api/messages';
import type { authMachine } from '../auth/auth.machine';
import type { SignInInput } from './login.machine';

/** The part of the auth actor a sign-in needs. */
export type AuthActorRef = ActorRefFrom<typeof authMachine>;

/**
 * Signs in through the app's auth actor (SPEC §4: it stores user, token and login time): sends `auth.login` and
 * waits for the outcome. Resolves when the session is authenticated; rejects with the auth machine's error.
 * Someone signed in without admin rights (the login page is shown to them) is signed out first, so the new
 * credentials are really used.
 */
export function signInWith(auth: AuthActorRef) {
  return fromPromise<void, SignInInput>(async ({ input, signal }) => {
    const before = await waitFor(auth, (s) => !s.hasTag('busy'), { signal });
    if (before.matches('authenticated')) {
      auth.send({ type: 'auth.logout' });
      await waitFor(auth, (s) => s.matches('anonymous'), { signal });
    }
    auth.send({ type: 'auth.login', email: input.email, password: input.password, persist: input.persist });
    const settled = await waitFor(auth, (s) => !s.matches('loggingIn'), { signal });
    if (!settled.matches('authenticated')) throw new Error(settled.context.error ?? MSG.loginFailed);
  });
}
