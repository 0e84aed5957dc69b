import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { PASSWORD_MIN_LENGTH } from '../../domain/constants';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type SampleEvent } from '../test-utils/paths';
import { changePasswordMachine, type ChangePasswordInput, type MessageResponse } from './change-password.machine';
import { passwordRequestMachine, type ForgotInput, type PasswordRequestKind, type ResetInput } from './password-request.machine';
import { english } from '../../tests/setup/english';

const ok: MessageResponse = { success: true, message: 'Password changed successfully' };
const no: MessageResponse = { success: false, message: 'Refused' };
const wrongCurrent = new ApiError(MSG.serverError(400, 'currentPassword: is incorrect'), 400);
const valid = { currentPassword: 'admin123', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' };
const long = 'x'.repeat(PASSWORD_MIN_LENGTH);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function changeHarness() {
  const fakes = createPromiseFakes();
  const notifyChanged = vi.fn();
  const actors = { changePassword: fakes.promise<MessageResponse, ChangePasswordInput>('changePassword') };
  // `emitting` keeps the real toast (an emitted 'notify', as the view hears it); `machine` counts the action.
  const machine = changePasswordMachine.provide({ actors, actions: { notifyChanged } });
  const emitting = changePasswordMachine.provide({ actors });
  return { fakes, notifyChanged, machine, emitting };
}

describe('change-password dialog machine', () => {
  it('opens, refuses a mismatch locally, sends a valid change and closes with a toast', async () => {
    const { fakes, notifyChanged, emitting } = changeHarness();
    const actor = createActor(emitting).start();
    actor.on('notify', notifyChanged);
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'password.submit', ...valid, confirmPassword: 'other-one-1' });
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.passwordMismatch);
    expect(fakes.inputs('changePassword')).toEqual([]);
    actor.send({ type: 'password.submit', ...valid });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('changePassword')).toEqual([{ currentPassword: 'admin123', newPassword: 'new-secret-1' }]);
    actor.send({ type: 'dialog.close' }); // not while the call runs
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    fakes.settle('changePassword', { output: ok });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(notifyChanged).toHaveBeenCalledTimes(1);
  });

  it("keeps the dialog open with the server's message on a refusal; closing clears it", async () => {
    const { fakes, notifyChanged, machine } = changeHarness();
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'password.submit', ...valid });
    fakes.settle('changePassword', { error: wrongCurrent });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(english(actor.getSnapshot().context.error)).toBe(wrongCurrent.message);
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context).toEqual({ opened: true, error: null });
    expect(notifyChanged).not.toHaveBeenCalled();
  });

  it('model-based: every state and transition', async () => {
    const events: SampleEvent[] = [
      { type: 'dialog.open' },
      { type: 'dialog.close' },
      { type: 'password.submit', ...valid },
      { type: 'password.submit', ...valid, confirmPassword: 'mismatch-1' },
      { type: 'password.submit', ...valid, currentPassword: '' },
      { type: 'xstate.done.actor.changePassword', output: ok },
      { type: 'xstate.done.actor.changePassword', output: no },
      { type: 'xstate.error.actor.changePassword', error: wrongCurrent },
    ];
    const coverage = createCoverage(changePasswordMachine);
    const paths = getTransitionPaths(changePasswordMachine, { events });
    for (const path of paths) {
      const { fakes, notifyChanged, machine } = changeHarness();
      let successes = 0;
      await replayPath(path, {
        machine,
        fakes,
        coverage,
        project: (s) => s.context,
        check: (snapshot, step) => {
          const event = step.event as { type: string; output?: MessageResponse };
          if (event.type === 'xstate.done.actor.changePassword' && event.output === ok) successes += 1;
          expectEqual(
            {
              open: snapshot.hasTag('open'),
              calling: fakes.isRunning('changePassword'),
              toasts: notifyChanged.mock.calls.length,
              errorWhileClosed: snapshot.matches('closed') && snapshot.context.error !== null,
            },
            { open: !snapshot.matches('closed'), calling: snapshot.matches('submitting'), toasts: successes, errorWhileClosed: false },
            `after ${event.type}`,
          );
          if (event.type === 'xstate.done.actor.changePassword' && event.output === no) expectEqual(english(snapshot.context.error), no.message);
        },
      });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});

function requestHarness() {
  const fakes = createPromiseFakes();
  const machine = passwordRequestMachine.provide({
    actors: {
      forgotPassword: fakes.promise<MessageResponse, ForgotInput>('forgotPassword'),
      resetPassword: fakes.promise<MessageResponse, ResetInput>('resetPassword'),
    },
  });
  return { fakes, machine };
}

describe('forgot / reset password machine', () => {
  it('forgot: a bad address is refused locally; any accepted request ends in the neutral confirmation', async () => {
    const { fakes, machine } = requestHarness();
    const actor = createActor(machine, { input: { kind: 'forgot' } }).start();
    actor.send({ type: 'forgot.submit', email: 'nobody' });
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.emailInvalid);
    actor.send({ type: 'reset.submit', token: 't', newPassword: long, confirmPassword: long }); // not this page's
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'forgot.submit', email: ' someone@example.com ' });
    expect(fakes.inputs('forgotPassword')).toEqual([{ email: 'someone@example.com' }]);
    fakes.settle('forgotPassword', { output: no });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
  });

  it('reset: sends token and new password; a refusal keeps the page with the message', async () => {
    const { fakes, machine } = requestHarness();
    const actor = createActor(machine, { input: { kind: 'reset' } }).start();
    actor.send({ type: 'reset.submit', token: 'tok', newPassword: long, confirmPassword: long });
    expect(fakes.inputs('resetPassword')).toEqual([{ token: 'tok', newPassword: long }]);
    const expired = new ApiError(MSG.serverError(400, 'token: is invalid or has expired'), 400);
    fakes.settle('resetPassword', { error: expired });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(english(actor.getSnapshot().context.error)).toBe(english(expired));
    actor.send({ type: 'reset.submit', token: 'tok', newPassword: long, confirmPassword: long });
    fakes.settle('resetPassword', { output: ok });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
  });

  it('model-based, both kinds: every state and transition', async () => {
    const events: SampleEvent[] = [
      { type: 'forgot.submit', email: 'admin@example.com' },
      { type: 'forgot.submit', email: 'admin' },
      { type: 'reset.submit', token: 'tok', newPassword: long, confirmPassword: long },
      { type: 'reset.submit', token: 'tok', newPassword: long, confirmPassword: `${long}!` },
      { type: 'xstate.done.actor.forgotPassword', output: ok },
      { type: 'xstate.error.actor.forgotPassword', error: new ApiError(MSG.networkError, 0) },
      { type: 'xstate.done.actor.resetPassword', output: ok },
      { type: 'xstate.done.actor.resetPassword', output: no },
      { type: 'xstate.error.actor.resetPassword', error: 'no message' },
    ];
    const coverage = createCoverage(passwordRequestMachine);
    for (const kind of ['forgot', 'reset'] as PasswordRequestKind[]) {
      const paths = getTransitionPaths(passwordRequestMachine, { events, input: { kind } });
      for (const path of paths) {
        const { fakes, machine } = requestHarness();
        await replayPath(path, {
          machine,
          fakes,
          input: { kind },
          coverage,
          project: (s) => s.context,
          check: (snapshot, step) => {
            // A page only ever sends its own kind of call.
            const other = kind === 'forgot' ? 'resetPassword' : 'forgotPassword';
            expectEqual(fakes.inputs(other), [], `${kind} page made a ${other} call`);
            expectEqual(snapshot.hasTag('busy'), fakes.isRunning(kind === 'forgot' ? 'forgotPassword' : 'resetPassword'));
            if (step.event.type === 'xstate.error.actor.resetPassword') expectEqual(english(snapshot.context.error), MSG.passwordResetFailed);
          },
        });
      }
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
