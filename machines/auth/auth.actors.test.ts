import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { STORAGE_KEYS, TOKEN_REFRESH_MS, TOKEN_REFRESH_RETRY_MS, TOKEN_WATCH_MS } from '../../domain/constants';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createAuthActors, listenForReconnect, listenToStorage, readAuthInput, watchStoredToken } from './auth.actors';
import { authMachine } from './auth.machine';
import type { AdminUser, CheckAuthInput, LoginInput, LoginResponse, LogoutInput } from './auth.model';
import { stubStorages, type MemoryStorage } from '../../tests/setup/memory-storage';
import { english } from '../../tests/setup/english';

/** The auth client, faked; the machine gets it through its factory, with the browser's token storage and window. */
const authApi = { login: vi.fn(), logout: vi.fn(), refresh: vi.fn(), checkAuth: vi.fn() };
const wiredAuth = authMachine.provide(createAuthActors({ clients: { authApi } }));

const admin: AdminUser = { id: 'u1', email: 'admin@example.com', name: 'Admin', role: 'admin' };

function storageEvent(key: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  for (const call of Object.values(authApi)) call.mockReset();
  vi.useFakeTimers();
  ({ local, session } = stubStorages());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('storage listener', () => {
  function withListener(target: EventTarget) {
    const fakes = createPromiseFakes();
    const machine = authMachine.provide({
      actors: {
        checkAuth: fakes.promise<AdminUser, CheckAuthInput>('checkAuth'),
        login: fakes.promise<LoginResponse, LoginInput>('login'),
        logout: fakes.promise<void, LogoutInput>('logout'),
        storageListener: listenToStorage(() => target),
        tokenWatcher: fromCallback(() => undefined),
        reconnectListener: fromCallback(() => undefined),
      },
    });
    return { fakes, machine };
  }

  it('forces logout (no server call) when another tab removes the token, ignoring other keys', async () => {
    const target = new EventTarget();
    const { fakes, machine } = withListener(target);
    const actor = createActor(machine, { input: { token: 'stored' } }).start();
    fakes.settle('checkAuth', { output: admin });
    await flushPromises();
    target.dispatchEvent(storageEvent(STORAGE_KEYS.anthem, null));
    target.dispatchEvent(storageEvent(STORAGE_KEYS.token, 'rotated'));
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    target.dispatchEvent(storageEvent(STORAGE_KEYS.token, null));
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(fakes.inputs('logout')).toEqual([]);
  });

  it('treats storage.clear() (key null) as removal', async () => {
    const target = new EventTarget();
    const { fakes, machine } = withListener(target);
    const actor = createActor(machine, { input: { token: 'stored' } }).start();
    fakes.settle('checkAuth', { output: admin });
    await flushPromises();
    target.dispatchEvent(storageEvent(null, null));
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('checks a token another tab stored while anonymous', () => {
    const target = new EventTarget();
    const { fakes, machine } = withListener(target);
    const actor = createActor(machine, { input: {} }).start();
    target.dispatchEvent(storageEvent(STORAGE_KEYS.token, 'from-tab'));
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    expect(fakes.inputs('checkAuth')).toEqual([{ token: 'from-tab' }]);
  });

  it('stops listening when the machine stops', () => {
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    const { machine } = withListener(target);
    const actor = createActor(machine, { input: {} }).start();
    actor.stop();
    expect(remove).toHaveBeenCalledWith('storage', expect.any(Function));
  });

  it('is a no-op where there is no window (node)', () => {
    expect(typeof window).toBe('undefined');
    const actor = createActor(wiredAuth, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(() => actor.stop()).not.toThrow();
  });
});

describe('createAuthActors (real actors and token storage, mocked clients)', () => {
  it('readAuthInput reads the token and where it was kept', () => {
    expect(readAuthInput()).toEqual({ token: null, persist: false });
    session.setItem(STORAGE_KEYS.token, 'in-session');
    expect(readAuthInput()).toEqual({ token: 'in-session', persist: false });
    local.setItem(STORAGE_KEYS.token, 'in-local');
    expect(readAuthInput()).toEqual({ token: 'in-local', persist: true });
  });

  it('restores a persisted session, refreshes it every 30 minutes and keeps it in localStorage', async () => {
    local.setItem(STORAGE_KEYS.token, 'stored');
    authApi.checkAuth.mockResolvedValueOnce(admin);
    authApi.refresh.mockResolvedValueOnce({ accessToken: 'fresh' });
    const actor = createActor(wiredAuth, { input: readAuthInput() }).start();
    expect(authApi.checkAuth).toHaveBeenCalledWith('stored', { signal: expect.any(AbortSignal) });
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS - 1);
    expect(authApi.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(authApi.refresh).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.token).toBe('fresh');
    expect(local.getItem(STORAGE_KEYS.token)).toBe('fresh');
    expect(session.getItem(STORAGE_KEYS.token)).toBeNull();
    actor.stop();
  });

  it('logout: the token leaves storage before the call, which carries it; a failing call does not bring it back', async () => {
    local.setItem(STORAGE_KEYS.token, 'stored');
    authApi.checkAuth.mockResolvedValueOnce(admin);
    let answer: (error: Error) => void = () => undefined;
    const seen: Array<{ token: string | null | undefined; stored: string | null }> = [];
    authApi.logout.mockImplementationOnce((options: { token?: string | null }) => {
      seen.push({ token: options.token, stored: local.getItem(STORAGE_KEYS.token) });
      return new Promise((_, reject) => {
        answer = reject;
      });
    });
    const actor = createActor(wiredAuth, { input: readAuthInput() }).start();
    await flushPromises();
    actor.send({ type: 'auth.logout' });
    // The call is still in flight (~300 ms on the wire): the token is already gone, the other tabs already told.
    expect(local.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(seen).toEqual([{ token: 'stored', stored: null }]);
    answer(new ApiError(MSG.logoutFailed, 500));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(local.getItem(STORAGE_KEYS.token)).toBeNull();
    actor.stop();
  });

  it('logs in to sessionStorage without "keep me logged in", and a failing logout still clears it', async () => {
    authApi.login.mockResolvedValueOnce({ success: true, message: 'ok', accessToken: 'tok', user: admin });
    authApi.logout.mockRejectedValueOnce(new ApiError(MSG.logoutFailed, 500));
    const actor = createActor(wiredAuth, { input: readAuthInput() }).start();
    actor.send({ type: 'auth.login', email: admin.email, password: 'pw', persist: false });
    expect(authApi.login).toHaveBeenCalledWith(
      { email: admin.email, password: 'pw' },
      { signal: expect.any(AbortSignal) },
    );
    await flushPromises();
    expect(session.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(local.getItem(STORAGE_KEYS.token)).toBeNull();

    actor.send({ type: 'auth.logout' });
    await flushPromises();
    expect(authApi.logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(session.getItem(STORAGE_KEYS.token)).toBeNull();
    actor.stop();
  });

  it('a refresh answered 401 clears the stored token', async () => {
    session.setItem(STORAGE_KEYS.token, 'stored');
    authApi.checkAuth.mockResolvedValueOnce(admin);
    authApi.refresh.mockRejectedValueOnce(new ApiError(MSG.refreshFailed, 401));
    const actor = createActor(wiredAuth, { input: readAuthInput() }).start();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.refreshFailed);
    expect(session.getItem(STORAGE_KEYS.token)).toBeNull();
    actor.stop();
  });

  it('a refresh that fails with a server error or no network keeps the stored token and tries again', async () => {
    session.setItem(STORAGE_KEYS.token, 'stored');
    authApi.checkAuth.mockResolvedValueOnce(admin);
    authApi.refresh
      .mockRejectedValueOnce(new ApiError(MSG.serverError(500, 'Internal server error'), 500))
      .mockRejectedValueOnce(new ApiError(MSG.networkError, 0))
      .mockResolvedValueOnce({ accessToken: 'fresh' });
    const actor = createActor(wiredAuth, { input: readAuthInput() }).start();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(session.getItem(STORAGE_KEYS.token)).toBe('stored');
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_RETRY_MS);
    expect(session.getItem(STORAGE_KEYS.token)).toBe('stored');
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_RETRY_MS);
    expect(authApi.refresh).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    expect(session.getItem(STORAGE_KEYS.token)).toBe('fresh');
    actor.stop();
  });
});

describe('a start-up check that cannot reach the server (issue 11)', () => {
  it.each([
    ['no network', new ApiError(MSG.networkError, 0)],
    ['a server error', new ApiError(MSG.serverError(500, 'Internal server error'), 500)],
  ])('with %s keeps the token, says why, and checks again on the window online event', async (_name, error) => {
    const win = new EventTarget();
    local.setItem(STORAGE_KEYS.token, 'stored');
    authApi.checkAuth.mockRejectedValueOnce(error).mockResolvedValueOnce(admin);
    const machine = authMachine.provide(createAuthActors({ clients: { authApi }, storageEvents: () => win, documentEvents: () => null }));
    const actor = createActor(machine, { input: readAuthInput() }).start();
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(english(actor.getSnapshot().context.error)).toBe(english(error));
    expect(local.getItem(STORAGE_KEYS.token)).toBe('stored');

    win.dispatchEvent(new Event('online'));
    await flushPromises();
    expect(authApi.checkAuth).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    expect(local.getItem(STORAGE_KEYS.token)).toBe('stored');
    actor.stop();
  });

  it('listenForReconnect stops listening with its state', () => {
    const win = new EventTarget();
    const remove = vi.spyOn(win, 'removeEventListener');
    const actor = createActor(listenForReconnect(() => win)).start();
    actor.stop();
    expect(remove).toHaveBeenCalledWith('online', expect.any(Function));
  });
});

describe('the token watcher: a token removed in this very tab (issue 11)', () => {
  /** Signed in with the real actors, this tab's window and document standing in as EventTargets. */
  async function signedIn() {
    const win = new EventTarget();
    const doc = new EventTarget();
    local.setItem(STORAGE_KEYS.token, 'stored');
    authApi.checkAuth.mockResolvedValueOnce(admin);
    const machine = authMachine.provide(createAuthActors({ clients: { authApi }, storageEvents: () => win, documentEvents: () => doc }));
    const actor = createActor(machine, { input: readAuthInput() }).start();
    await flushPromises();
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    return { actor, win, doc };
  }

  it(`signs out within ${TOKEN_WATCH_MS} ms of a removal that fired no storage event`, async () => {
    const { actor } = await signedIn();
    await vi.advanceTimersByTimeAsync(TOKEN_WATCH_MS * 3);
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    local.removeItem(STORAGE_KEYS.token); // devtools or a script, in this tab: no 'storage' event here
    await vi.advanceTimersByTimeAsync(TOKEN_WATCH_MS);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(authApi.logout).not.toHaveBeenCalled();
    actor.stop();
  });

  it.each([
    ['the window gets the focus', 'win', 'focus'],
    ['the tab is shown again', 'doc', 'visibilitychange'],
  ] as const)('looks at once when %s', async (_name, where, type) => {
    const { actor, win, doc } = await signedIn();
    session.clear();
    local.clear();
    (where === 'win' ? win : doc).dispatchEvent(new Event(type));
    expect(actor.getSnapshot().value).toBe('anonymous');
    actor.stop();
  });

  it('stops looking when signed out', () => {
    const win = new EventTarget();
    const doc = new EventTarget();
    const removed = [vi.spyOn(win, 'removeEventListener'), vi.spyOn(doc, 'removeEventListener')];
    const read = vi.fn(() => 'tok');
    const actor = createActor(watchStoredToken({ read, getWindow: () => win, getDocument: () => doc, intervalMs: 10 })).start();
    vi.advanceTimersByTime(30);
    expect(read).toHaveBeenCalledTimes(3);
    actor.stop();
    vi.advanceTimersByTime(30);
    expect(read).toHaveBeenCalledTimes(3);
    expect(removed[0]).toHaveBeenCalledWith('focus', expect.any(Function));
    expect(removed[1]).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
  });
});

it('the unprovided machine fails loudly instead of pretending to call the server', async () => {
  const actor = createActor(authMachine.provide({ actors: { storageListener: fromCallback(() => undefined) } }), {
    input: {},
  }).start();
  actor.send({ type: 'auth.login', email: 'a@b.c', password: 'x', persist: false });
  await flushPromises();
  expect(english(actor.getSnapshot().context.error)).toMatch(/not provided/);
});
