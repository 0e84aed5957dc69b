import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/placeholder';
import {
  EMPTY_CONTACT_VALUES,
  applyField,
  buildContactMessage,
  firstInvalidField,
  type ContactField,
  type ContactFormValues,
  type ContactMessage,
  type RequiredField,
} from './contact-form.model';

export type ContactFormContext = {
  values: ContactFormValues;
  /** false until a refused submit: errors are shown only after the visitor tried to send. */
  showErrors: boolean;
};

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'form.submit' };

export type ContactFormTag = 'busy' | 'sent' | 'failed';

/** What the view does for the machine: a toast for each outcome, the focus on the first invalid field. */
export type ContactFormEmitted =
  | { type: 'contact.sent' }
  | { type: 'contact.failed' }
  | { type: 'contact.invalid'; field: RequiredField | null };

/** A submit with a required field missing or a bad e-mail: show the errors, focus the first, keep the values. */
const refuse = {
  target: 'idle',
  actions: [
    'revealErrors',
    {
      type: 'focusFirstInvalid',
      params: ({ context }: { context: ContactFormContext }) => ({ field: firstInvalidField(context.values) }),
    },
  ],
} as const;
/** Typing: the value goes into context and the form is back to plain editing. */
const edit = { target: 'idle', actions: 'assignField' } as const;

/**
 * The contact form of SPEC §4: idle → sending ('Sending Message...', button disabled) → success (toast, form reset)
 * or failure (toast, everything typed kept). A submit with a required field missing is refused in place.
 * The send is a placeholder here, made by `createContactFormActors` (contact-form.actors.ts); the toasts and the
 * focus move are emitted for the view ('contact.sent', 'contact.failed', 'contact.invalid').
 * After a success the form is empty, so a submit there is always refused; after a failure every required value
 * is still there, so a submit there always sends again.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    tags: {} as ContactFormTag,
    emitted: {} as ContactFormEmitted,
  },
  actors: { sendMessage: notProvided<void, ContactMessage>('contactForm', 'sendMessage') },
  actions: {
    assignField: assign({
      values: ({ context, event }) =>
        event.type === 'field.change' ? applyField(context.values, event.field, event.value) : context.values,
    }),
    revealErrors: assign({ showErrors: true }),
    resetForm: assign({ values: EMPTY_CONTACT_VALUES, showErrors: false }),
    // Effects only the view can do: emitted, the view subscribes (actor.on).
    focusFirstInvalid: emit((_, params: { field: RequiredField | null }) => ({ type: 'contact.invalid' as const, field: params.field })),
    notifySent: emit({ type: 'contact.sent' }),
    notifyFailed: emit({ type: 'contact.failed' }),
  },
  guards: {
    isComplete: ({ context }) => firstInvalidField(context.values) === null,
  },
}).createMachine({
  id: 'contactForm',
  initial: 'idle',
  context: { values: EMPTY_CONTACT_VALUES, showErrors: false },
  states: {
    idle: {
      on: {
        'field.change': edit,
        'form.submit': [{ guard: 'isComplete', target: 'sending' }, refuse],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'sendMessage',
        input: ({ context }) => buildContactMessage(context.values, new Date()),
        onDone: 'success',
        onError: 'failure',
      },
    },
    success: {
      tags: ['sent'],
      entry: ['notifySent', 'resetForm'],
      on: { 'field.change': edit, 'form.submit': refuse },
    },
    failure: {
      tags: ['failed'],
      entry: 'notifyFailed',
      on: { 'field.change': edit, 'form.submit': 'sending' },
    },
  },
});

export type ContactFormMachine = typeof contactFormMachine;
