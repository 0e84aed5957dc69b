import { assign, setup } from 'xstate';
import { notProvided } from '../shared/placeholder';
import { msg, type Message } from '../../domain/message';
import { reasonOf } from '../../api/errors';
import { said } from '../../api/error-map';
import type { MessageResponse } from './change-password.machine';
import {
  forgotPasswordProblem,
  resetPasswordProblem,
  type ForgotPasswordValues,
  type ResetPasswordValues,
} from '../../domain/password-rules';

/** forgot: ask for a reset link by e-mail; reset: set a new password with the link's token. */
export type PasswordRequestKind = 'forgot' | 'reset';
export type PasswordRequestInput = { kind: PasswordRequestKind };
export type ForgotInput = { email: string };
export type ResetInput = { token: string; newPassword: string };

export interface PasswordRequestContext {
  kind: PasswordRequestKind;
  /** The local rule or the server's message of the last refused submit; null = none. */
  error: Message | null;
}

export type PasswordRequestEvent =
  | ({ type: 'forgot.submit' } & ForgotPasswordValues)
  | ({ type: 'reset.submit' } & ResetPasswordValues);

export type PasswordRequestTag = 'busy' | 'done';

function problemOf(event: PasswordRequestEvent): Message | null {
  return event.type === 'forgot.submit' ? forgotPasswordProblem(event) : resetPasswordProblem(event);
}

/**
 * The 'Forgot password?' and reset-password pages (SPEC §7 forgot-password / reset-password calls): idle,
 * submitting, done (the forgot page shows a neutral confirmation whatever the address; the reset page a link to
 * the login), and back to idle with the message on a refusal, everything typed kept. Each kind takes its own event.
 * The calls are made by createPasswordRequestActors.
 */
export const passwordRequestMachine = setup({
  types: {
    context: {} as PasswordRequestContext,
    events: {} as PasswordRequestEvent,
    input: {} as PasswordRequestInput,
    tags: {} as PasswordRequestTag,
  },
  actors: {
    forgotPassword: notProvided<MessageResponse, ForgotInput>('password-request', 'forgotPassword'),
    resetPassword: notProvided<MessageResponse, ResetInput>('password-request', 'resetPassword'),
  },
  guards: {
    accepts: ({ context, event }) => (event.type === 'forgot.submit') === (context.kind === 'forgot') && problemOf(event) === null,
    ownKind: ({ context, event }) => (event.type === 'forgot.submit') === (context.kind === 'forgot'),
  },
}).createMachine({
  id: 'passwordRequest',
  context: ({ input }) => ({ kind: input.kind, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'forgot.submit': [
          { guard: 'accepts', target: 'sendingForgot', actions: assign({ error: null }) },
          { guard: 'ownKind', actions: assign({ error: ({ event }) => problemOf(event) }) },
        ],
        'reset.submit': [
          { guard: 'accepts', target: 'sendingReset', actions: assign({ error: null }) },
          { guard: 'ownKind', actions: assign({ error: ({ event }) => problemOf(event) }) },
        ],
      },
    },
    sendingForgot: {
      tags: ['busy'],
      invoke: {
        id: 'forgotPassword',
        src: 'forgotPassword',
        input: ({ event }) => ({ email: event.type === 'forgot.submit' ? event.email.trim() : '' }),
        onDone: 'done',
        onError: { target: 'idle', actions: assign({ error: ({ event }) => reasonOf(event.error, msg('passwordResetFailed')) }) },
      },
    },
    sendingReset: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ event }) =>
          event.type === 'reset.submit' ? { token: event.token, newPassword: event.newPassword } : { token: '', newPassword: '' },
        onDone: [
          { guard: ({ event }) => event.output.success, target: 'done' },
          { target: 'idle', actions: assign({ error: ({ event }) => said(event.output.message || undefined) ?? msg('passwordResetFailed') }) },
        ],
        onError: { target: 'idle', actions: assign({ error: ({ event }) => reasonOf(event.error, msg('passwordResetFailed')) }) },
      },
    },
    done: { tags: ['done'], type: 'final' },
  },
});

export type PasswordRequestMachine = typeof passwordRequestMachine;
