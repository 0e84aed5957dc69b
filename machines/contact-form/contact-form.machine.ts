import { assign, setup } from 'xstate';
import { sendMessage } from './contact-form.actors';
import {
  EMPTY_CONTACT_VALUES,
  applyField,
  buildContactMessage,
  firstInvalidField,
  type ContactField,
  type ContactFormValues,
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
 * The toasts and the focus move are effects the view provides (notifySent, notifyFailed, focusFirstInvalid).
 * After a success the form is empty, so a submit there is always refused; after a failure every required value
 * is still there, so a submit there always sends again.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    tags: {} as ContactFormTag,
  },
  actors: { sendMessage },
  actions: {
    assignField: assign({
      values: ({ context, event }) =>
        event.type === 'field.change' ? applyField(context.values, event.field, event.value) : context.values,
    }),
    revealErrors: assign({ showErrors: true }),
    resetForm: assign({ values: EMPTY_CONTACT_VALUES, showErrors: false }),
    // Effects supplied by the view; harmless no-ops here so the machine runs alone (graph traversal, tests).
    focusFirstInvalid: (_, _params: { field: RequiredField | null }) => {},
    notifySent: () => {},
    notifyFailed: () => {},
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
