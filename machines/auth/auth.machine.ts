import { assertEvent, assign, not, setup, type SnapshotFrom } from 'xstate';
import { notProvided, notProvidedCallback } from '../shared/placeholder';
import { isAbortError, said } from '../../api/error-map';
import { isApiError, reasonOf } from '../../api/errors';
import { msg, type Message } from '../../domain/message';
import { TOKEN_REFRESH_MS, TOKEN_REFRESH_RETRY_MS } from '../../domain/constants';
import type { AdminUser, AuthContext, AuthEvent, AuthInput, AuthTag, CheckAuthInput } from './auth.model';
import type { LoginInput, LoginResponse, LogoutInput, RefreshOutput, StoreTokenParams } from './auth.model';

/** Sign in (from `anonymous`; from `unavailable` too: another account, or the server is back). */
const signIn = { target: 'loggingIn', actions: 'assignLoginChoice' } as const;
/** Check the token another tab stored. */
const checkToken = { target: 'checking', actions: 'assignTokenToCheck' } as const;
/** The token was removed (another tab signed out, this one lost it) or refused (401): end here, no logout call. */
const endSession = { target: 'anonymous', actions: 'clearStoredToken' } as const;
const failure = (fallback: Message) =>
  ({ type: 'assignError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }) }) as const;
const checkError = failure(msg('checkFailed'));
const refreshError = failure(msg('refreshFailed'));

/**
 * Admin session (SPEC §4 Authentication, §6); its data is in auth.model.ts. Only a 401 removes the token: a check or
 * refresh that finds no network or a server error keeps it (`unavailable` says why and checks again when the network
 * returns; a refresh tries again). The calls, token storage and listeners are placeholders here: the real ones come
 * from `createAuthActors` (auth.actors.ts), provided once where the app composes (docs/decisions/009).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as AuthTag,
  },
  actors: {
    checkAuth: notProvided<AdminUser, CheckAuthInput>('auth', 'checkAuth'),
    login: notProvided<LoginResponse, LoginInput>('auth', 'login'),
    logout: notProvided<void, LogoutInput>('auth', 'logout'),
    refreshToken: notProvided<RefreshOutput, unknown>('auth', 'refreshToken'),
    /** Sends `storage.cleared` / `auth.check` from window 'storage' events. */
    storageListener: notProvidedCallback<AuthEvent, unknown>('auth', 'storageListener'),
    /** Sends `storage.cleared` when the stored token disappears in this very tab (no storage event fires here). */
    tokenWatcher: notProvidedCallback<AuthEvent, unknown>('auth', 'tokenWatcher'),
    /** Sends `auth.retry` when the network comes back (window 'online'). */
    reconnectListener: notProvidedCallback<AuthEvent, unknown>('auth', 'reconnectListener'),
  },
  actions: {
    // Provided with the real actors (createAuthActors: token storage); no-ops so the machine runs alone.
    /** Write the token to browser storage. */
    storeToken: (_, _params: StoreTokenParams) => undefined,
    /** Remove the token from browser storage (the other tabs hear it as a storage event). */
    clearStoredToken: () => undefined,
    clearSession: assign({ user: null, token: null }),
    assignLoginChoice: assign(({ event }) => {
      assertEvent(event, 'auth.login');
      return { persist: event.persist, error: null };
    }),
    assignTokenToCheck: assign(({ context, event }) => {
      assertEvent(event, 'auth.check');
      return { token: event.token ?? context.token, error: null };
    }),
    assignError: assign((_, params: { error: unknown; fallback: Message }) => ({
      error: reasonOf(params.error, params.fallback),
    })),
  },
  guards: {
    /**
     * A cancelled call, not a failed one. A stopped machine never hears of it; it reaches a live one only when
     * React's StrictMode stops and revives the actor (development): the revived actor gets the abort of its first
     * check and must ask again — treating it as a failure signed the admin out on every reload in development.
     */
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
    /** The server said the session is gone (401): the only failure that removes the token (SPEC §8 admin 401). */
    isUnauthorized: ({ event }) => 'error' in event && isApiError(event.error) && event.error.status === 401,
    hasToken: ({ context }) => context.token !== null && context.token !== '',
    isLoginAccepted: (_, params: { response: LoginResponse }) =>
      params.response.success && params.response.accessToken !== '',
  },
  delays: {
    refreshInterval: TOKEN_REFRESH_MS,
    refreshRetry: TOKEN_REFRESH_RETRY_MS,
  },
}).createMachine({
  id: 'auth',
  // Input is optional at run time (an actor created without it starts anonymous).
  context: ({ input }: { input: AuthInput | undefined }) => ({
    user: null,
    token: input?.token ?? null,
    lastLoginAt: null,
    error: null,
    persist: input?.persist ?? false,
  }),
  invoke: { id: 'storageListener', src: 'storageListener' },
  initial: 'checking',
  states: {
    checking: {
      always: { guard: not('hasToken'), target: 'anonymous' },
      initial: 'starting',
      states: {
        // At start (a stored token): the splash and the guarded pages wait.
        starting: { tags: ['busy', 'checking'] },
        // Again, from `unavailable`: its message stays on screen while the check runs.
        retrying: { tags: ['unavailable', 'retrying'] },
      },
      invoke: {
        id: 'checkAuth',
        src: 'checkAuth',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'authenticated',
          actions: assign({ user: ({ event }) => event.output, error: null }),
        },
        onError: [
          { guard: 'isAborted', target: 'checking', reenter: true },
          { guard: 'isUnauthorized', target: 'anonymous', actions: [checkError, 'clearStoredToken'] },
          // No network, a timeout, a server error: the session may well be valid. Keep the token, say why.
          { target: 'unavailable', actions: checkError },
        ],
      },
    },
    unavailable: {
      tags: 'unavailable',
      invoke: { id: 'reconnectListener', src: 'reconnectListener' },
      on: {
        'auth.retry': 'checking.retrying',
        // Signing in afresh replaces the unchecked token: it goes first, so a failed sign-in leaves none behind.
        'auth.login': { ...signIn, actions: ['clearStoredToken', 'clearSession', 'assignLoginChoice'] },
        'auth.check': checkToken,
        'storage.cleared': endSession,
        'session.expired': endSession,
      },
    },
    anonymous: {
      entry: 'clearSession',
      on: {
        'auth.login': signIn,
        'auth.check': checkToken,
      },
    },
    loggingIn: {
      tags: 'busy',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'isLoginAccepted', params: ({ event }) => ({ response: event.output }) },
            target: 'authenticated',
            actions: [
              assign({
                user: ({ event }) => event.output.user,
                token: ({ event }) => event.output.accessToken,
                lastLoginAt: () => Date.now(),
                error: null,
              }),
              {
                type: 'storeToken',
                params: ({ context, event }) => ({ token: event.output.accessToken, persist: context.persist }),
              },
            ],
          },
          {
            // A 2xx answer that still says no: show its message.
            target: 'anonymous',
            actions: assign({ error: ({ event }) => said(event.output.message || undefined) ?? msg('loginFailed') }),
          },
        ],
        onError: {
          target: 'anonymous',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error, fallback: msg('loginFailed') }) },
        },
      },
    },
    authenticated: {
      tags: 'authenticated',
      initial: 'idle',
      // This tab's own removal of the token (devtools, a script) fires no storage event here: the watcher sees it.
      invoke: { id: 'tokenWatcher', src: 'tokenWatcher' },
      on: {
        'auth.logout': 'loggingOut',
        'storage.cleared': endSession,
        'session.expired': endSession,
      },
      states: {
        idle: {
          after: { refreshInterval: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            onDone: {
              target: 'idle',
              actions: [
                assign({ token: ({ event }) => event.output.accessToken }),
                {
                  type: 'storeToken',
                  params: ({ context, event }) => ({ token: event.output.accessToken, persist: context.persist }),
                },
              ],
            },
            onError: [
              { guard: 'isUnauthorized', target: '#auth.anonymous', actions: [refreshError, 'clearStoredToken'] },
              // No network or a server error: the session stands; try again soon, or as the network returns.
              { target: 'awaitingRetry' },
            ],
          },
        },
        awaitingRetry: {
          invoke: { id: 'reconnectListener', src: 'reconnectListener' },
          after: { refreshRetry: 'refreshing' },
          on: { 'auth.retry': 'refreshing' },
        },
      },
    },
    loggingOut: {
      tags: ['busy', 'loggingOut'],
      // The token leaves storage first (the other tabs hear it at once); the call then revokes the server session
      // with the token it was given. Whatever the server says, the session has ended (SPEC §4).
      entry: 'clearStoredToken',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: 'anonymous',
        onError: 'anonymous',
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthSnapshot = SnapshotFrom<AuthMachine>;

export function isAuthenticated(snapshot: AuthSnapshot): boolean {
  return snapshot.hasTag('authenticated');
}

export function isAdmin(snapshot: AuthSnapshot): boolean {
  return isAuthenticated(snapshot) && snapshot.context.user?.role === 'admin';
}

/** Auth state is still being settled (check, login or logout in flight): the splash/loader shows. */
export function isAuthBusy(snapshot: AuthSnapshot): boolean {
  return snapshot.hasTag('busy');
}
