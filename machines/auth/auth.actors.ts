import { fromCallback, fromPromise } from 'xstate';
import type { AuthApi } from '../../src/api/auth-client';
import { clearToken, getToken, setToken } from '../../src/api/token-storage';
import { STORAGE_KEYS } from '../../src/config/constants';
import type { AuthMachine } from './auth.machine';
import type { AdminUser, AuthEvent, AuthInput, CheckAuthInput, LoginInput, LoginResponse, RefreshOutput } from './auth.model';

export type AuthClients = { authApi: Pick<AuthApi, 'checkAuth' | 'login' | 'logout' | 'refresh'> };

/** Where the session's token is kept (sessionStorage, or localStorage with "keep me logged in"). */
export interface TokenStore {
  set(token: string, persist: boolean): void;
  clear(): void;
}

const browserTokens: TokenStore = { set: setToken, clear: clearToken };

/** The part of `window` the listener needs (an EventTarget in tests). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: Event) => void): void;
  removeEventListener(type: 'storage', listener: (event: Event) => void): void;
}

function browserWindow(): StorageEventSource | null {
  return typeof window === 'undefined' ? null : window;
}

/**
 * Listens to 'storage' events (fired in the other tabs of the origin): the admin token removed (or the whole
 * storage cleared, key null) sends `storage.cleared`; a token stored by another tab's login sends `auth.check`.
 */
export function listenToStorage(getSource: () => StorageEventSource | null = browserWindow) {
  return fromCallback<AuthEvent>(({ sendBack }) => {
    const source = getSource();
    if (!source) return undefined;
    const onStorage = (event: Event) => {
      const { key, newValue } = event as Partial<Pick<StorageEvent, 'key' | 'newValue'>>;
      if (key !== null && key !== STORAGE_KEYS.token) return;
      if (newValue === null || newValue === undefined || newValue === '') sendBack({ type: 'storage.cleared' });
      else sendBack({ type: 'auth.check', token: newValue });
    };
    source.addEventListener('storage', onStorage);
    return () => source.removeEventListener('storage', onStorage);
  });
}

/**
 * The session's real effects (docs/decisions/009): the auth calls (the actor's signal aborts a call whose state was
 * left), token storage and the cross-tab storage listener. `tokens` and `storageEvents` are the browser's unless a
 * test passes its own.
 */
export function createAuthActors({ clients, tokens = browserTokens, storageEvents = browserWindow }: {
  clients: AuthClients;
  tokens?: TokenStore;
  storageEvents?: () => StorageEventSource | null;
}) {
  return {
    actors: {
      checkAuth: fromPromise<AdminUser, CheckAuthInput>(({ input, signal }) => clients.authApi.checkAuth(input.token, { signal })),
      login: fromPromise<LoginResponse, LoginInput>(({ input, signal }) => clients.authApi.login(input, { signal })),
      logout: fromPromise<void>(({ signal }) => clients.authApi.logout({ signal })),
      refreshToken: fromPromise<RefreshOutput>(({ signal }) => clients.authApi.refresh({ signal })),
      storageListener: listenToStorage(storageEvents),
    },
    actions: {
      storeToken: (_, params) => tokens.set(params.token, params.persist),
      clearStoredToken: () => tokens.clear(),
    },
  } satisfies Parameters<AuthMachine['provide']>[0];
}

function isPersisted(): boolean {
  try {
    return Boolean(globalThis.localStorage?.getItem(STORAGE_KEYS.token));
  } catch {
    return false;
  }
}

/** Boot input: the stored token (checked automatically) and whether it was kept in localStorage. */
export function readAuthInput(): AuthInput {
  return { token: getToken(), persist: isPersisted() };
}
