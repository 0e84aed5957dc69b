import { assertEvent, assign, not, setup, type SnapshotFrom } from 'xstate';
import { notProvided, notProvidedCallback } from '../shared/placeholder';
import { isAbortError } from '../../src/api/error-map';
import { reasonOf } from '../../src/api/errors';
import { MSG } from '../../src/api/messages';
import { TOKEN_REFRESH_MS } from '../../src/config/constants';
import type {
  AdminUser,
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthTag,
  CheckAuthInput,
  LoginInput,
  LoginResponse,
  RefreshOutput,
  StoreTokenParams,
} from './auth.model';

/**
 * Admin session (SPEC §4 Authentication, §6); its data is in auth.model.ts. The calls, token storage and the
 * cross-tab storage listener are placeholders here: the real ones come from `createAuthActors` (auth.actors.ts),
 * provided once where the app composes (docs/decisions/009).
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
    logout: notProvided<void, unknown>('auth', 'logout'),
    refreshToken: notProvided<RefreshOutput, unknown>('auth', 'refreshToken'),
    /** Sends `storage.cleared` / `auth.check` from window 'storage' events. */
    storageListener: notProvidedCallback<AuthEvent, unknown>('auth', 'storageListener'),
  },
  actions: {
    // Provided with the real actors (createAuthActors: token storage); no-ops so the machine runs alone.
    /** Write the token to browser storage. */
    storeToken: (_, _params: StoreTokenParams) => undefined,
    /** Remove the token from browser storage. */
    clearStoredToken: () => undefined,
    clearSession: assign({ user: null, token: null }),
    assignError: assign((_, params: { error: unknown; fallback: string }) => ({
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
    hasToken: ({ context }) => context.token !== null && context.token !== '',
    isLoginAccepted: (_, params: { response: LoginResponse }) =>
      params.response.success && params.response.accessToken !== '',
  },
  delays: {
    refreshInterval: TOKEN_REFRESH_MS,
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
      tags: ['busy', 'checking'],
      always: { guard: not('hasToken'), target: 'anonymous' },
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
          {
            target: 'anonymous',
            actions: [
              { type: 'assignError', params: ({ event }) => ({ error: event.error, fallback: MSG.checkFailed }) },
              'clearStoredToken',
            ],
          },
        ],
      },
    },
    anonymous: {
      entry: 'clearSession',
      on: {
        'auth.login': {
          target: 'loggingIn',
          actions: assign({ persist: ({ event }) => event.persist, error: null }),
        },
        'auth.check': {
          target: 'checking',
          actions: assign({ token: ({ event }) => event.token ?? null, error: null }),
        },
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
            actions: assign({ error: ({ event }) => event.output.message || MSG.loginFailed }),
          },
        ],
        onError: {
          target: 'anonymous',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error, fallback: MSG.loginFailed }) },
        },
      },
    },
    authenticated: {
      tags: 'authenticated',
      initial: 'idle',
      on: {
        'auth.logout': 'loggingOut',
        // Another tab signed out: end this session locally, without a second logout call.
        'storage.cleared': { target: 'anonymous', actions: 'clearStoredToken' },
        'session.expired': { target: 'anonymous', actions: 'clearStoredToken' },
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
            onError: {
              target: '#auth.anonymous',
              actions: [
                { type: 'assignError', params: ({ event }) => ({ error: event.error, fallback: MSG.refreshFailed }) },
                'clearStoredToken',
              ],
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy', 'loggingOut'],
      // Whatever the server says, the session ends here (SPEC §6): tokens cleared, back to anonymous.
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'anonymous', actions: 'clearStoredToken' },
        onError: { target: 'anonymous', actions: 'clearStoredToken' },
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
