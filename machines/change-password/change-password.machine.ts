import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/placeholder';
import type { components } from '../../domain/api-schema';
import { msg, type Message } from '../../domain/message';
import { reasonOf } from '../../api/errors';
import { said } from '../../api/error-map';
import type { NotifyEmitted } from '../admin-cars/admin-toast';
import { changePasswordProblem, type ChangePasswordValues } from '../../domain/password-rules';

export type MessageResponse = components['schemas']['MessageResponse'];
export type ChangePasswordInput = { currentPassword: string; newPassword: string };

export interface ChangePasswordContext {
  /** Whether the dialog has ever been opened (the view loads its code on first use). */
  opened: boolean;
  /** The local rule or server message of the last refused submit; null = none. */
  error: Message | null;
}

export type ChangePasswordEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | ({ type: 'password.submit' } & ChangePasswordValues);

export type ChangePasswordTag = 'open' | 'busy';

/**
 * The admin header's 'Change password' dialog: closed, open (editing), submitting. A submit that breaks a rule stays
 * open with the message; a server refusal shows its message with everything typed kept; success closes with a toast
 * (emitted 'notify', shown by the view). Closing clears the message; the dialog cannot be closed while the call is in
 * flight. The call is `changePassword`, made by createChangePasswordActors.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    tags: {} as ChangePasswordTag,
    emitted: {} as NotifyEmitted,
  },
  actors: {
    changePassword: notProvided<MessageResponse, ChangePasswordInput>('change-password', 'changePassword'),
  },
  actions: {
    /** The success toast, shown by the view. */
    notifyChanged: emit({ type: 'notify', toast: { title: msg('passwordChanged'), type: 'success' } }),
    clearError: assign({ error: null }),
  },
  guards: {
    isValid: ({ event }) => event.type === 'password.submit' && changePasswordProblem(event) === null,
  },
}).createMachine({
  id: 'changePassword',
  context: { opened: false, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'editing', actions: assign({ opened: true, error: null }) } },
    },
    editing: {
      tags: ['open'],
      on: {
        'dialog.close': { target: 'closed', actions: 'clearError' },
        'password.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'clearError' },
          { actions: assign({ error: ({ event }) => changePasswordProblem(event) }) },
        ],
      },
    },
    submitting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) =>
          event.type === 'password.submit'
            ? { currentPassword: event.currentPassword, newPassword: event.newPassword }
            : { currentPassword: '', newPassword: '' },
        onDone: [
          {
            guard: ({ event }) => event.output.success,
            target: 'closed',
            actions: 'notifyChanged',
          },
          { target: 'editing', actions: assign({ error: ({ event }) => said(event.output.message || undefined) ?? msg('passwordChangeFailed') }) },
        ],
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => reasonOf(event.error, msg('passwordChangeFailed')) }),
        },
      },
    },
  },
});

export type ChangePasswordMachine = typeof changePasswordMachine;
