import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { AbortFailure, toAdminError } from '../../api/error-map';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { TOKEN_REFRESH_MS, TOKEN_REFRESH_RETRY_MS } from '../../domain/constants';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { authMachine, isAdmin, isAuthBusy, isAuthenticated, type AuthSnapshot } from './auth.machine';
import type { AdminUser, AuthEvent, AuthInput, CheckAuthInput, LoginInput, LoginResponse, LogoutInput, RefreshOutput } from './auth.model';
import { english } from '../../tests/setup/english';
import { msg } from '../../domain/message';

const admin: AdminUser = { id: 'u1', email: 'admin@example.com', name: 'Admin', role: 'admin' };
const staff: AdminUser = { id: 'u2', email: 'staff@example.com', name: 'Staff', role: 'staff' };
const credentials = { email: 'admin@example.com', password: 'secret' };
const accepted: LoginResponse = { success: true, message: 'Login successful', accessToken: 'login-token', user: admin };
const refused: LoginResponse = { success: false, message: 'Account locked', accessToken: '', user: admin };
const START = Date.UTC(2025, 0, 1);
/** What the client throws when the call's signal fired. */
const aborted = toAdminError(new AbortFailure('aborted'), msg('checkFailed'));
/** What the client throws with no network (or no answer in time), and for a server error (SPEC §8 texts). */
const offline = new ApiError(MSG.networkError, 0);
const serverDown = new ApiError(MSG.serverError(500, 'Internal server error'), 500);
const expired = new ApiError(MSG.serverError(401, 'Invalid or expired token'), 401);

/** The fake browser storage the storeToken/clearStoredToken actions write to. */
interface FakeStore {
  token: string | null;
  persist: boolean | null;
}

function harness(input: AuthInput = {}) {
  const fakes = createPromiseFakes();
  const store: FakeStore = { token: input.token ?? null, persist: input.token ? (input.persist ?? false) : null };
  /** The callback actors running now (the token watcher, the reconnect listener), and how to send as them. */
  const listening = new Map<string, (event: AuthEvent) => void>();
  const listener = (name: string) =>
    fromCallback<AuthEvent>(({ sendBack }) => {
      listening.set(name, sendBack);
      return () => listening.delete(name);
    });
  const machine = authMachine.provide({
    actors: {
      checkAuth: fakes.promise<AdminUser, CheckAuthInput>('checkAuth'),
      login: fakes.promise<LoginResponse, LoginInput>('login'),
      logout: fakes.promise<void, LogoutInput>('logout'),
      refreshToken: fakes.promise<RefreshOutput>('refreshToken'),
      storageListener: fromCallback(() => undefined),
      tokenWatcher: listener('tokenWatcher'),
      reconnectListener: listener('reconnectListener'),
    },
    actions: {
      storeToken: (_, params) => Object.assign(store, params),
      clearStoredToken: () => Object.assign(store, { token: null, persist: null }),
    },
  });
  return { fakes, store, machine, listening };
}

async function settle(fakes: PromiseFakes, name: string, outcome: { output: unknown } | { error: unknown }) {
  fakes.settle(name, outcome);
  await flushPromises();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('auth machine: actor scenarios', () => {
  it('checks a stored token at start and signs the admin in', async () => {
    const { fakes, machine } = harness({ token: 'stored', persist: true });
    const actor = createActor(machine, { input: { token: 'stored', persist: true } }).start();
    expect(actor.getSnapshot().value).toEqual({ checking: 'starting' });
    expect(isAuthBusy(actor.getSnapshot())).toBe(true);
    expect(fakes.inputs('checkAuth')).toEqual([{ token: 'stored' }]);
    await settle(fakes, 'checkAuth', { output: admin });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ authenticated: 'idle' });
    expect(isAuthenticated(snapshot) && isAdmin(snapshot)).toBe(true);
    expect(snapshot.context).toMatchObject({ user: admin, token: 'stored', error: null, lastLoginAt: null });
  });

  it('starts anonymous when created without input', () => {
    const { machine } = harness();
    const noInput = createActor(machine, { input: undefined as unknown as AuthInput }).start();
    expect(noInput.getSnapshot().value).toBe('anonymous');
  });

  it('an aborted check (a revived actor hearing its first call) is not a failure: it checks again', async () => {
    const { fakes, store, machine } = harness({ token: 'stored', persist: true });
    const actor = createActor(machine, { input: { token: 'stored', persist: true } }).start();
    await settle(fakes, 'checkAuth', { error: aborted });
    expect(actor.getSnapshot().value).toEqual({ checking: 'starting' });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'stored', error: null });
    expect(store.token).toBe('stored');
    expect(fakes.inputs('checkAuth')).toEqual([{ token: 'stored' }, { token: 'stored' }]);
    await settle(fakes, 'checkAuth', { output: admin });
    expect(isAdmin(actor.getSnapshot())).toBe(true);
  });

  it('goes anonymous without any call when no token is stored', () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine, { input: { token: null } }).start();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(fakes.inputs('checkAuth')).toEqual([]);
    expect(isAuthBusy(actor.getSnapshot())).toBe(false);
  });

  it('a check answered 401 clears the stored token and shows the message', async () => {
    const { fakes, store, machine } = harness({ token: 'expired', persist: true });
    const actor = createActor(machine, { input: { token: 'expired', persist: true } }).start();
    await settle(fakes, 'checkAuth', { error: expired });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(english(actor.getSnapshot().context.error)).toBe(english(expired));
    expect(store.token).toBeNull();
  });

  it.each([
    ['no network', offline],
    ['a server error', serverDown],
    ['a failure without a message', new Error('')],
  ])('a check that fails with %s keeps the token, says why, and checks again when the network returns', async (_name, error) => {
    const { fakes, store, machine, listening } = harness({ token: 'stored', persist: true });
    const actor = createActor(machine, { input: { token: 'stored', persist: true } }).start();
    await settle(fakes, 'checkAuth', { error });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('unavailable');
    expect(snapshot.hasTag('unavailable') && !isAuthBusy(snapshot) && !isAuthenticated(snapshot)).toBe(true);
    expect(snapshot.context).toMatchObject({ token: 'stored', user: null });
    expect(english(snapshot.context.error)).toBe(english(error) || MSG.checkFailed);
    expect(store).toEqual({ token: 'stored', persist: true });

    // The browser's 'online' event (the reconnect listener): checked again, the message still on screen.
    listening.get('reconnectListener')?.({ type: 'auth.retry' });
    expect(actor.getSnapshot().value).toEqual({ checking: 'retrying' });
    expect(actor.getSnapshot().hasTag('unavailable') && actor.getSnapshot().hasTag('retrying')).toBe(true);
    expect(listening.has('reconnectListener')).toBe(false);
    expect(fakes.inputs('checkAuth')).toEqual([{ token: 'stored' }, { token: 'stored' }]);
    await settle(fakes, 'checkAuth', { error: offline });
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.networkError);

    // The 'Try Again' button: the server is back.
    actor.send({ type: 'auth.retry' });
    await settle(fakes, 'checkAuth', { output: admin });
    expect(isAdmin(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'stored', error: null });
    expect(store.token).toBe('stored');
  });

  it('while the check is unavailable, a 401 on retry or a removed token still signs out', async () => {
    const { fakes, store, machine } = harness({ token: 'stored', persist: true });
    const actor = createActor(machine, { input: { token: 'stored', persist: true } }).start();
    await settle(fakes, 'checkAuth', { error: serverDown });
    actor.send({ type: 'auth.retry' });
    await settle(fakes, 'checkAuth', { error: expired });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(store.token).toBeNull();

    const second = harness({ token: 'stored', persist: true });
    const other = createActor(second.machine, { input: { token: 'stored', persist: true } }).start();
    await settle(second.fakes, 'checkAuth', { error: offline });
    other.send({ type: 'storage.cleared' });
    expect(other.getSnapshot().value).toBe('anonymous');
  });

  it('logs in: stores user, token (with the persist choice) and the login time', async () => {
    const { fakes, store, machine } = harness();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'auth.login', ...credentials, persist: true });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(fakes.inputs('login')).toEqual([credentials]);
    vi.advanceTimersByTime(250);
    await settle(fakes, 'login', { output: accepted });
    expect(actor.getSnapshot().context).toMatchObject({
      user: admin,
      token: 'login-token',
      persist: true,
      error: null,
      lastLoginAt: START + 250,
    });
    expect(store).toEqual({ token: 'login-token', persist: true });
  });

  it("a failed login shows the server's message, or 'Login failed'", async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'auth.login', ...credentials, persist: false });
    await settle(fakes, 'login', { error: new ApiError('Invalid email or password', 401) });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(english(actor.getSnapshot().context.error)).toBe('Invalid email or password');

    actor.send({ type: 'auth.login', ...credentials, persist: false });
    expect(english(actor.getSnapshot().context.error)).toBeNull();
    await settle(fakes, 'login', { error: 'no message' });
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.loginFailed);
  });

  it('refreshes the token every 30 minutes while authenticated', async () => {
    const { fakes, store, machine } = harness();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'auth.login', ...credentials, persist: false });
    await settle(fakes, 'login', { output: accepted });

    vi.advanceTimersByTime(TOKEN_REFRESH_MS - 1);
    expect(fakes.isRunning('refreshToken')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'refreshing' });
    expect(isAuthBusy(actor.getSnapshot())).toBe(false);
    await settle(fakes, 'refreshToken', { output: { accessToken: 'second' } });
    expect(actor.getSnapshot().context.token).toBe('second');
    expect(store).toEqual({ token: 'second', persist: false });

    vi.advanceTimersByTime(TOKEN_REFRESH_MS);
    await settle(fakes, 'refreshToken', { error: new ApiError(MSG.serverError(401, MSG.refreshFailed), 401) });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: null });
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.serverError(401, MSG.refreshFailed));
    expect(store.token).toBeNull();
    expect(fakes.inputs('refreshToken')).toHaveLength(2);
  });

  it('a refresh that fails with no network or a server error keeps the session and tries again', async () => {
    const { fakes, store, machine, listening } = harness();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'auth.login', ...credentials, persist: true });
    await settle(fakes, 'login', { output: accepted });
    vi.advanceTimersByTime(TOKEN_REFRESH_MS);
    await settle(fakes, 'refreshToken', { error: serverDown });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'awaitingRetry' });
    expect(isAdmin(actor.getSnapshot())).toBe(true);
    expect(store).toEqual({ token: 'login-token', persist: true });
    // A minute later it tries again.
    vi.advanceTimersByTime(TOKEN_REFRESH_RETRY_MS);
    expect(fakes.inputs('refreshToken')).toHaveLength(2);
    await settle(fakes, 'refreshToken', { error: offline });
    // Or as soon as the network is back.
    listening.get('reconnectListener')?.({ type: 'auth.retry' });
    await settle(fakes, 'refreshToken', { output: { accessToken: 'fresh' } });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    expect(store).toEqual({ token: 'fresh', persist: true });
    expect(english(actor.getSnapshot().context.error)).toBeNull();
  });

  it('logs out: the token leaves storage before the call (which carries it), and stays gone when the call fails', async () => {
    const { fakes, store, machine } = harness({ token: 'stored', persist: true });
    const actor = createActor(machine, { input: { token: 'stored', persist: true } }).start();
    await settle(fakes, 'checkAuth', { output: admin });
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(store.token).toBeNull(); // cleared at once: the other tabs hear it now, not after the call
    expect(fakes.inputs('logout')).toEqual([{ token: 'stored' }]);
    await settle(fakes, 'logout', { error: new ApiError(MSG.logoutFailed, 500) });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: null, error: null });
    expect(store.token).toBeNull();
  });

  it.each(['storage.cleared', 'session.expired'] as const)('%s ends the session without a logout call', async (type) => {
    const { fakes, store, machine } = harness({ token: 'stored', persist: true });
    const actor = createActor(machine, { input: { token: 'stored', persist: true } }).start();
    await settle(fakes, 'checkAuth', { output: admin });
    vi.advanceTimersByTime(TOKEN_REFRESH_MS); // also while a refresh is in flight
    expect(fakes.isRunning('refreshToken')).toBe(true);
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(fakes.inputs('logout')).toEqual([]);
    expect(fakes.signals('refreshToken')[0]?.aborted).toBe(true);
    expect(store.token).toBeNull();
  });

  it("the token watcher runs while signed in and its 'storage.cleared' ends the session", async () => {
    const { fakes, store, machine, listening } = harness({ token: 'stored', persist: true });
    const actor = createActor(machine, { input: { token: 'stored', persist: true } }).start();
    expect(listening.has('tokenWatcher')).toBe(false);
    await settle(fakes, 'checkAuth', { output: admin });
    expect(listening.has('tokenWatcher')).toBe(true);
    listening.get('tokenWatcher')?.({ type: 'storage.cleared' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(listening.has('tokenWatcher')).toBe(false);
    expect(fakes.inputs('logout')).toEqual([]);
    expect(store.token).toBeNull();
  });

  it('a signed-in non-admin is authenticated but not admin', async () => {
    const { fakes, machine } = harness({ token: 'stored' });
    const actor = createActor(machine, { input: { token: 'stored' } }).start();
    await settle(fakes, 'checkAuth', { output: staff });
    expect(isAuthenticated(actor.getSnapshot())).toBe(true);
    expect(isAdmin(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.user).toEqual(staff);
  });

  it('auth.check with a token (another tab signed in) checks it', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'auth.check', token: 'from-other-tab' });
    expect(fakes.inputs('checkAuth')).toEqual([{ token: 'from-other-tab' }]);
    await settle(fakes, 'checkAuth', { output: admin });
    expect(actor.getSnapshot().context.token).toBe('from-other-tab');
  });
});

describe('auth machine: model-based paths', () => {
  const events: SampleEvent[] = [
    { type: 'auth.login', ...credentials, persist: true },
    { type: 'auth.login', ...credentials, persist: false },
    { type: 'auth.logout' },
    { type: 'auth.check', token: 'other-tab' },
    { type: 'auth.check' },
    { type: 'storage.cleared' },
    { type: 'session.expired' },
    { type: 'auth.retry' },
    { type: 'xstate.done.actor.checkAuth', output: admin },
    { type: 'xstate.done.actor.checkAuth', output: staff },
    { type: 'xstate.error.actor.checkAuth', error: new ApiError('Unauthorized', 401) },
    { type: 'xstate.error.actor.checkAuth', error: aborted },
    // No network and a server error take the same transition (the actor scenarios above show both).
    { type: 'xstate.error.actor.checkAuth', error: offline },
    { type: 'xstate.done.actor.login', output: accepted },
    { type: 'xstate.done.actor.login', output: refused },
    { type: 'xstate.error.actor.login', error: new ApiError('Invalid email or password', 401) },
    { type: 'xstate.error.actor.login', error: 'not an Error' },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: new ApiError(MSG.logoutFailed, 500) },
    { type: 'xstate.done.actor.refreshToken', output: { accessToken: 'refreshed' } },
    { type: 'xstate.error.actor.refreshToken', error: new ApiError(MSG.refreshFailed, 401) },
    { type: 'xstate.error.actor.refreshToken', error: offline },
    { type: 'xstate.after.refreshInterval.auth.authenticated.idle' },
    { type: 'xstate.after.refreshRetry.auth.authenticated.awaitingRetry' },
  ];
  /**
   * The comparable context: the login time is a clock value, so only whether it is set; which failure left its
   * message does not change what comes next, so only whether one is shown (each message is checked by `check`).
   */
  const project = ({ context }: AuthSnapshot) => ({
    user: context.user,
    token: context.token,
    error: context.error !== null,
    persist: context.persist,
    loggedIn: context.lastLoginAt !== null,
  });
  const serializeState = (snapshot: AuthSnapshot) => JSON.stringify({ value: snapshot.value, ...project(snapshot) });

  /**
   * Expectations written from SPEC §4/§6 and issue 11 (only a 401 removes the token; the logout clears it before its
   * call), independent of the generated snapshots.
   */
  function check(
    snapshot: AuthSnapshot,
    step: MachineStep<typeof authMachine>,
    fakes: PromiseFakes,
    store: FakeStore,
    listening: ReadonlyMap<string, unknown>,
  ) {
    const { context } = snapshot;
    const event = step.event as EventObject & { output?: unknown; error?: unknown; token?: string };
    // `auth.check` with a token stands for another tab having stored it.
    if (event.type === 'auth.check' && event.token) Object.assign(store, { token: event.token, persist: true });
    const anonymous = snapshot.matches('anonymous');
    const authenticated = snapshot.matches('authenticated');
    const loggingOut = snapshot.matches('loggingOut');
    // The stored token could not be checked (no network, a server error): it is kept, and the reason shown.
    const unavailable = snapshot.matches('unavailable') || snapshot.matches({ checking: 'retrying' });
    const settled = anonymous || authenticated || loggingOut || unavailable;
    const actual = {
      busy: isAuthBusy(snapshot),
      admin: isAdmin(snapshot),
      unavailable: snapshot.hasTag('unavailable'),
      hasUser: context.user !== null,
      hasToken: context.token !== null,
      // The browser storage follows the session: the same token while signed in or unchecked, none once signing out.
      stored: settled ? store.token : 'n/a',
      refreshCall: fakes.isRunning('refreshToken'),
      checkInput: snapshot.matches('checking') ? fakes.inputs('checkAuth').at(-1) : null,
      loginInput: snapshot.matches('loggingIn') ? fakes.inputs('login').at(-1) : null,
      logoutInput: loggingOut ? fakes.inputs('logout').at(-1) : null,
      watching: listening.has('tokenWatcher'),
      awaitingNetwork: listening.has('reconnectListener'),
      error: english(context.error),
    };
    let error = english(context.error); // unchanged unless the step says otherwise
    if (event.type === 'xstate.error.actor.login') error = event.error instanceof Error ? english(event.error) : MSG.loginFailed;
    if (event.type === 'xstate.done.actor.login') error = event.output === refused ? refused.message : null;
    if (event.type === 'xstate.error.actor.refreshToken' && anonymous) error = MSG.refreshFailed;
    if (event.type === 'xstate.error.actor.checkAuth' && event.error !== aborted) error = english(event.error as Error);
    if (authenticated || snapshot.matches('loggingIn')) error = null;
    const expected = {
      busy: snapshot.matches({ checking: 'starting' }) || snapshot.matches('loggingIn') || loggingOut,
      admin: authenticated && context.user?.role === 'admin',
      unavailable,
      hasUser: authenticated || loggingOut,
      hasToken: authenticated || (snapshot.matches('checking') && context.token !== null) || loggingOut || unavailable,
      stored: anonymous || loggingOut ? null : settled ? context.token : 'n/a',
      refreshCall: snapshot.matches({ authenticated: 'refreshing' }),
      checkInput: snapshot.matches('checking') ? { token: context.token } : null,
      loginInput: snapshot.matches('loggingIn') ? credentials : null,
      logoutInput: loggingOut ? { token: context.token } : null,
      watching: authenticated,
      awaitingNetwork: snapshot.matches('unavailable') || snapshot.matches({ authenticated: 'awaitingRetry' }),
      error,
    };
    expectEqual(actual, expected, `after ${event.type}`);
    if (unavailable) expectEqual(english(context.error) !== null, true, 'unavailable says why');
    if (event.type === 'xstate.done.actor.login' && event.output === accepted) {
      expectEqual([context.lastLoginAt, store.persist], [Date.now(), context.persist], 'login time and persist');
    }
    if (event.type === 'xstate.done.actor.refreshToken') expectEqual(store.token, 'refreshed', 'refreshed token stored');
  }

  it('replays a path for every transition from both boots and covers every state and transition', async () => {
    const coverage = createCoverage(authMachine);
    const inputs: AuthInput[] = [{ token: 'stored', persist: true }, {}];
    let replayed = 0;
    for (const input of inputs) {
      const paths = getTransitionPaths(authMachine, { events, input, serializeState });
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) {
        vi.setSystemTime(START);
        const { fakes, store, machine, listening } = harness(input);
        await replayPath(path, {
          machine,
          fakes,
          input,
          project,
          coverage,
          check: (snapshot, step) => check(snapshot, step, fakes, store, listening),
        });
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(20);
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  }, 30_000);
});
