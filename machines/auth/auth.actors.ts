import { fromCallback, fromPromise } from 'xstate';
import type { AuthApi } from '../../api/auth-client';
import { clearToken, getToken, setToken } from '../../api/token-storage';
import { STORAGE_KEYS, TOKEN_WATCH_MS } from '../../domain/constants';
import type { AuthMachine } from './auth.machine';
import type {
  AdminUser,
  AuthEvent,
  AuthInput,
  CheckAuthInput,
  LoginInput,
  LoginResponse,
  LogoutInput,
  RefreshOutput,
} from './auth.model';

export type AuthClients = { authApi: Pick<AuthApi, 'checkAuth' | 'login' | 'logout' | 'refresh'> };

/** Where the session's token is kept (sessionStorage, or localStorage with "keep me logged in"). */
export interface TokenStore {
  get(): string | null;
  set(token: string, persist: boolean): void;
  clear(): void;
}

const browserTokens: TokenStore = { get: getToken, set: setToken, clear: clearToken };

/** The part of `window` (or `document`) the listeners need (an EventTarget in tests). */
export interface BrowserEventSource {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

function browserWindow(): BrowserEventSource | null {
  return typeof window === 'undefined' ? null : window;
}

function browserDocument(): BrowserEventSource | null {
  return typeof document === 'undefined' ? null : document;
}

/**
 * Listens to 'storage' events (fired in the other tabs of the origin): the admin token removed (or the whole
 * storage cleared, key null) sends `storage.cleared`; a token stored by another tab's login sends `auth.check`.
 */
export function listenToStorage(getSource: () => BrowserEventSource | null = browserWindow) {
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

/** Sends `auth.retry` when the browser is back online (window 'online'): the session is checked again. */
export function listenForReconnect(getSource: () => BrowserEventSource | null = browserWindow) {
  return fromCallback<AuthEvent>(({ sendBack }) => {
    const source = getSource();
    if (!source) return undefined;
    const onOnline = () => sendBack({ type: 'auth.retry' });
    source.addEventListener('online', onOnline);
    return () => source.removeEventListener('online', onOnline);
  });
}

/**
 * Watches this tab's stored token while signed in: a removal in this very tab (devtools, another script) fires no
 * storage event here, so the token is looked at on a storage event, when the tab gets the focus or is shown again,
 * and every `intervalMs`. Gone → `storage.cleared`, once.
 */
export function watchStoredToken({
  read,
  getWindow = browserWindow,
  getDocument = browserDocument,
  intervalMs = TOKEN_WATCH_MS,
}: {
  read: () => string | null;
  getWindow?: () => BrowserEventSource | null;
  getDocument?: () => BrowserEventSource | null;
  intervalMs?: number;
}) {
  return fromCallback<AuthEvent>(({ sendBack }) => {
    const win = getWindow();
    const doc = getDocument();
    let gone = false;
    const look = () => {
      if (gone || read()) return;
      gone = true;
      sendBack({ type: 'storage.cleared' });
    };
    const timer = setInterval(look, intervalMs);
    win?.addEventListener('storage', look);
    win?.addEventListener('focus', look);
    doc?.addEventListener('visibilitychange', look);
    return () => {
      clearInterval(timer);
      win?.removeEventListener('storage', look);
      win?.removeEventListener('focus', look);
      doc?.removeEventListener('visibilitychange', look);
    };
  });
}

/**
 * The session's real effects (docs/decisions/009): the auth calls (the actor's signal aborts a call whose state was
 * left), token storage, the cross-tab storage listener, the watcher of this tab's token and the reconnect listener.
 * `tokens`, `storageEvents` (the window) and `documentEvents` are the browser's unless a test passes its own.
 */
export function createAuthActors({
  clients,
  tokens = browserTokens,
  storageEvents = browserWindow,
  documentEvents = browserDocument,
}: {
  clients: AuthClients;
  tokens?: TokenStore;
  storageEvents?: () => BrowserEventSource | null;
  documentEvents?: () => BrowserEventSource | null;
}) {
  return {
    actors: {
      checkAuth: fromPromise<AdminUser, CheckAuthInput>(({ input, signal }) => clients.authApi.checkAuth(input.token, { signal })),
      login: fromPromise<LoginResponse, LoginInput>(({ input, signal }) => clients.authApi.login(input, { signal })),
      logout: fromPromise<void, LogoutInput>(({ input, signal }) => clients.authApi.logout({ signal, token: input.token })),
      refreshToken: fromPromise<RefreshOutput>(({ signal }) => clients.authApi.refresh({ signal })),
      storageListener: listenToStorage(storageEvents),
      tokenWatcher: watchStoredToken({ read: () => tokens.get(), getWindow: storageEvents, getDocument: documentEvents }),
      reconnectListener: listenForReconnect(storageEvents),
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
