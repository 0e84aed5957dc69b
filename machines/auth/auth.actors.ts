import { fromCallback, fromPromise } from 'xstate';
import { authApi } from '../../src/api/auth-client';
import { clearToken, getToken, setToken } from '../../src/api/token-storage';
import { STORAGE_KEYS } from '../../src/config/constants';
import {
  authMachine,
  type AdminUser,
  type AuthEvent,
  type AuthInput,
  type CheckAuthInput,
  type LoginInput,
  type LoginResponse,
  type RefreshOutput,
} from './auth.machine';

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

/** The real calls; the actor's signal aborts a call whose state was left. */
export const authActors = {
  checkAuth: fromPromise<AdminUser, CheckAuthInput>(({ input, signal }) => authApi.checkAuth(input.token, { signal })),
  login: fromPromise<LoginResponse, LoginInput>(({ input, signal }) => authApi.login(input, { signal })),
  logout: fromPromise<void>(({ signal }) => authApi.logout({ signal })),
  refreshToken: fromPromise<RefreshOutput>(({ signal }) => authApi.refresh({ signal })),
  storageListener: listenToStorage(),
};

/** The auth machine wired to the real clients, token storage and window. */
export const liveAuthMachine = authMachine.provide({
  actors: authActors,
  actions: {
    storeToken: (_, params) => setToken(params.token, params.persist),
    clearStoredToken: () => clearToken(),
  },
});

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
