import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { MSG } from '../../src/api/messages';
import { STORAGE_KEYS, TOKEN_REFRESH_MS } from '../../src/config/constants';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createAuthActors, listenToStorage, readAuthInput } from './auth.actors';
import { authMachine } from './auth.machine';
import type { AdminUser, CheckAuthInput, LoginInput, LoginResponse } from './auth.model';

/** The auth client, faked; the machine gets it through its factory, with the browser's token storage and window. */
const authApi = { login: vi.fn(), logout: vi.fn(), refresh: vi.fn(), checkAuth: vi.fn() };
const wiredAuth = authMachine.provide(createAuthActors({ clients: { authApi } }));

const admin: AdminUser = { id: 'u1', email: 'admin@example.com', name: 'Admin', role: 'admin' };

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function storageEvent(key: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  vi.useFakeTimers();
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
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
        logout: fakes.promise<void>('logout'),
        storageListener: listenToStorage(() => target),
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
    expect(actor.getSnapshot().value).toBe('checking');
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

  it('a failed refresh clears the stored token', async () => {
    session.setItem(STORAGE_KEYS.token, 'stored');
    authApi.checkAuth.mockResolvedValueOnce(admin);
    authApi.refresh.mockRejectedValueOnce(new ApiError(MSG.refreshFailed, 401));
    const actor = createActor(wiredAuth, { input: readAuthInput() }).start();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.error).toBe(MSG.refreshFailed);
    expect(session.getItem(STORAGE_KEYS.token)).toBeNull();
    actor.stop();
  });
});

it('the unprovided machine fails loudly instead of pretending to call the server', async () => {
  const actor = createActor(authMachine.provide({ actors: { storageListener: fromCallback(() => undefined) } }), {
    input: {},
  }).start();
  actor.send({ type: 'auth.login', email: 'a@b.c', password: 'x', persist: false });
  await flushPromises();
  expect(actor.getSnapshot().context.error).toMatch(/not provided/);
});
