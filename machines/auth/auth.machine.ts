import { assertEvent, assign, fromCallback, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/api/schema';
import { isAbortError } from '../../src/api/error-map';
import { reasonOf } from '../../src/api/errors';
import { MSG } from '../../src/api/messages';
import { TOKEN_REFRESH_MS } from '../../src/config/constants';

/**
 * Admin session (SPEC §4 Authentication, §6). The real calls, token storage and the cross-tab storage listener
 * live in auth.actors.ts (`liveAuthMachine`); the defaults here are placeholders so the machine stays pure.
 */
export type AdminUser = components['schemas']['AdminUser'];
export type LoginResponse = components['schemas']['LoginResponse'];
export interface LoginInput {
  email: string;
  password: string;
}
export interface CheckAuthInput {
  token: string;
}
export interface RefreshOutput {
  accessToken: string;
}
export interface StoreTokenParams {
  token: string;
  persist: boolean;
}
/** What the app read from storage at boot: a token starts an automatic check. */
export interface AuthInput {
  token?: string | null;
  persist?: boolean;
}

export interface AuthContext {
  /** null = nobody signed in. A user whose role is not 'admin' is still signed in (the guard sends it to /unauth). */
  user: AdminUser | null;
  /** The access token of this session; null = none. */
  token: string | null;
  /** ms epoch of the last successful login in this session; null = none yet (e.g. a session restored by check). */
  lastLoginAt: number | null;
  /** Message of the last login, refresh or check failure; null = none. */
  error: string | null;
  /** "Keep me logged in": the token goes to localStorage rather than sessionStorage. */
  persist: boolean;
}

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string; persist: boolean }
  | { type: 'auth.logout' }
  /** Check a token (sent by the storage listener when another tab stores one); without one, uses the context's. */
  | { type: 'auth.check'; token?: string | null }
  /** Another tab removed the stored token (or cleared storage). */
  | { type: 'storage.cleared' }
  /** An admin call answered 401. */
  | { type: 'session.expired' };

export type AuthTag = 'busy';

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`auth actor "${name}" is not provided: use liveAuthMachine`));
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as AuthTag,
  },
  actors: {
    checkAuth: fromPromise<AdminUser, CheckAuthInput>(notProvided('checkAuth')),
    login: fromPromise<LoginResponse, LoginInput>(notProvided('login')),
    logout: fromPromise<void>(notProvided('logout')),
    refreshToken: fromPromise<RefreshOutput>(notProvided('refreshToken')),
    /** Sends `storage.cleared` / `auth.check` from window 'storage' events; a no-op until provided. */
    storageListener: fromCallback<AuthEvent>(() => undefined),
  },
  actions: {
    /** Side effect: write the token to browser storage (token-storage setToken). */
    storeToken: (_, _params: StoreTokenParams) => undefined,
    /** Side effect: remove the token from browser storage (token-storage clearToken). */
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
      tags: 'busy',
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
      tags: 'busy',
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

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export function isAuthenticated(snapshot: AuthSnapshot): boolean {
  return snapshot.matches('authenticated');
}

export function isAdmin(snapshot: AuthSnapshot): boolean {
  return isAuthenticated(snapshot) && snapshot.context.user?.role === 'admin';
}

/** Auth state is still being settled (check, login or logout in flight): the splash/loader shows. */
export function isAuthBusy(snapshot: AuthSnapshot): boolean {
  return snapshot.hasTag('busy');
}
