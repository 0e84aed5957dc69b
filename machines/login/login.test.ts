import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { LOGIN_REDIRECT_MS } from '../../domain/constants';
import { authMachine } from '../auth/auth.machine';
import type { AdminUser, LoginResponse } from '../auth/auth.model';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, getTransitionPaths, replayPath, expectEqual, type SampleEvent } from '../test-utils/paths';
import { isSubmittable, loginMachine, type SignInInput } from './login.machine';
import { createLoginActors } from './login.actors';
import { english } from '../../tests/setup/english';

const good = { email: ' admin@example.com ', password: 'admin123', persist: true };
const wrong = new ApiError('Server Error (401): Invalid email or password', 401);

function harness() {
  const fakes = createPromiseFakes();
  const redirect = vi.fn();
  const actors = { signIn: fakes.promise<void, SignInInput>('signIn') };
  // `emitting` keeps the real `redirect` (an emitted event, as the view hears it); `machine` counts the action.
  const machine = loginMachine.provide({ actors, actions: { redirect } });
  const emitting = loginMachine.provide({ actors });
  return { fakes, redirect, machine, emitting };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SPEC §5 login rule', () => {
  it('needs an e-mail containing @ and a password', () => {
    expect(isSubmittable({ email: 'a@b', password: 'x' })).toBe(true);
    expect(isSubmittable({ email: 'admin.example.com', password: 'x' })).toBe(false);
    expect(isSubmittable({ email: '', password: 'x' })).toBe(false);
    expect(isSubmittable({ email: '   ', password: 'x' })).toBe(false);
    expect(isSubmittable({ email: 'a@b', password: '' })).toBe(false);
  });
});

describe('login machine: actor scenarios', () => {
  it('silently ignores an incomplete submit: no state change, no call, no message', () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'login.submit', email: 'admin.example.com', password: 'x', persist: false });
    actor.send({ type: 'login.submit', email: 'admin@example.com', password: '', persist: false });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ email: '', error: null });
    expect(fakes.inputs('signIn')).toEqual([]);
  });

  it('signs in, shows success and redirects exactly LOGIN_REDIRECT_MS later', async () => {
    const { fakes, redirect, emitting } = harness();
    const actor = createActor(emitting).start();
    actor.on('redirect', redirect);
    actor.send({ type: 'login.submit', ...good });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('signIn')).toEqual([{ email: 'admin@example.com', password: 'admin123', persist: true }]);
    // A second click while signing in is not a second sign-in.
    actor.send({ type: 'login.submit', ...good });
    expect(fakes.inputs('signIn')).toHaveLength(1);
    fakes.settle('signIn', { output: undefined });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('succeeded')).toBe(true);
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS - 1);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failure shows the error, keeps the e-mail, and a new submit clears the message', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'login.submit', ...good, password: 'nope' });
    fakes.settle('signIn', { error: wrong });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect({ ...actor.getSnapshot().context, error: english(actor.getSnapshot().context.error) }).toEqual({ email: 'admin@example.com', error: english(wrong) });
    actor.send({ type: 'login.submit', ...good });
    expect(english(actor.getSnapshot().context.error)).toBeNull();
    fakes.settle('signIn', { error: 'not an Error' });
    await flushPromises();
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.loginFailed);
  });
});

describe('login machine: model-based paths', () => {
  const events: SampleEvent[] = [
    { type: 'login.submit', ...good },
    { type: 'login.submit', email: 'no-at-sign', password: 'x', persist: false },
    { type: 'login.submit', email: 'admin@example.com', password: '', persist: false },
    { type: 'xstate.done.actor.signIn', output: undefined },
    { type: 'xstate.error.actor.signIn', error: wrong },
    { type: 'xstate.after.loginRedirect.login.succeeded' },
  ];

  it('replays a path for every transition and covers every state and transition', async () => {
    const coverage = createCoverage(loginMachine);
    const paths = getTransitionPaths(loginMachine, { events });
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const path of paths) {
      const { fakes, redirect, machine } = harness();
      await replayPath(path, {
        machine,
        fakes,
        coverage,
        project: (s) => s.context,
        check: (snapshot, step) => {
          const event = step.event as EventObject & { email?: string; password?: string };
          // Independent of the generated snapshot: what SPEC §2/§5 say each step means.
          expectEqual(
            {
              busy: snapshot.hasTag('busy'),
              calling: fakes.isRunning('signIn'),
              redirected: redirect.mock.calls.length,
              error: english(snapshot.context.error),
            },
            {
              busy: snapshot.matches('submitting'),
              calling: snapshot.matches('submitting'),
              redirected: snapshot.matches('redirected') ? 1 : 0,
              error: snapshot.matches('failed') ? english(wrong) : null,
            },
            `after ${event.type}`,
          );
          if (event.type === 'login.submit' && !isSubmittable({ email: event.email ?? '', password: event.password ?? '' })) {
            throw new Error('an incomplete submit must never be an edge');
          }
        },
      });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});

describe('createLoginActors: signIn driven by the auth actor', () => {
  const admin: AdminUser = { id: 'u1', email: 'admin@example.com', name: 'Admin', role: 'admin' };
  const staff: AdminUser = { id: 'u2', email: 'staff@example.com', name: 'Staff', role: 'staff' };
  const accepted: LoginResponse = { success: true, message: 'ok', accessToken: 'tok', user: admin };

  function authHarness(token: string | null = null) {
    const fakes = createPromiseFakes();
    const stored: Array<{ token: string; persist: boolean }> = [];
    const auth = createActor(
      authMachine.provide({
        actors: {
          checkAuth: fakes.promise('checkAuth'),
          login: fakes.promise('login'),
          logout: fakes.promise('logout'),
          refreshToken: fakes.promise('refreshToken'),
          storageListener: fromCallback(() => undefined),
          tokenWatcher: fromCallback(() => undefined),
          reconnectListener: fromCallback(() => undefined),
        },
        actions: { storeToken: (_, params) => void stored.push(params), clearStoredToken: () => undefined },
      }),
      { input: { token } },
    ).start();
    return { fakes, stored, auth };
  }

  it('resolves once the auth actor is authenticated, with the persist choice passed on', async () => {
    const { fakes, stored, auth } = authHarness();
    const login = createActor(loginMachine.provide(createLoginActors({ auth }))).start();
    login.send({ type: 'login.submit', ...good });
    await flushPromises();
    expect(fakes.inputs('login')).toEqual([{ email: 'admin@example.com', password: 'admin123' }]);
    fakes.settle('login', { output: accepted });
    await flushPromises();
    expect(login.getSnapshot().value).toBe('succeeded');
    expect(stored).toEqual([{ token: 'tok', persist: true }]);
  });

  it("rejects with the auth machine's error", async () => {
    const { fakes, auth } = authHarness();
    const login = createActor(loginMachine.provide(createLoginActors({ auth }))).start();
    login.send({ type: 'login.submit', ...good });
    await flushPromises();
    fakes.settle('login', { error: wrong });
    await flushPromises();
    expect(login.getSnapshot().value).toBe('failed');
    expect(english(login.getSnapshot().context.error)).toBe(english(auth.getSnapshot().context.error));
    expect(english(login.getSnapshot().context.error)).toBe(english(wrong));
  });

  it('signs a non-admin out first, so the new credentials are used', async () => {
    const { fakes, auth } = authHarness('staff-token');
    fakes.settle('checkAuth', { output: staff });
    await flushPromises();
    const login = createActor(loginMachine.provide(createLoginActors({ auth }))).start();
    login.send({ type: 'login.submit', ...good });
    await flushPromises();
    expect(auth.getSnapshot().value).toBe('loggingOut');
    fakes.settle('logout', { error: new ApiError(MSG.logoutFailed, 500) });
    await flushPromises();
    expect(fakes.inputs('login')).toHaveLength(1);
    fakes.settle('login', { output: accepted });
    await flushPromises();
    expect(login.getSnapshot().value).toBe('succeeded');
    expect(auth.getSnapshot().context.user).toEqual(admin);
  });
});
