import { assign, emit, setup, spawnChild, stopChild } from 'xstate';
import type { Car } from '../../domain/types';
import { notProvided } from '../shared/placeholder';
import {
  EMPTY_CONTACT_VALUES,
  NO_PREFILL,
  applyField,
  applyPrefill,
  enquiryCar,
  enquiryPrefill,
  buildContactMessage,
  firstInvalidField,
  type ContactField,
  type ComposeEnquiry,
  type ContactFormValues,
  type ContactMessage,
  type EnquiryCar,
  type EnquiryPrefill,
  type RequiredField,
} from './contact-form.model';

export type ContactFormContext = {
  values: ContactFormValues;
  /** false until a refused submit: errors are shown only after the visitor tried to send. */
  showErrors: boolean;
  /** The car the message is about, once loaded (the 'About' chip), else null. */
  about: EnquiryCar | null;
  /** A car asked for and still loading, with the view's writer of its texts. */
  pending: { id: string; compose: ComposeEnquiry } | null;
  /** What the last prefill wrote, to tell our words from the visitor's. */
  prefilled: EnquiryPrefill | null;
};

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'form.submit' }
  /** Write about this car (/contact?car=<id>): load it, then fill what the visitor has not written. */
  | { type: 'about.request'; id: string; compose: ComposeEnquiry }
  /** The visitor removes the car: our words go, theirs stay. */
  | { type: 'about.clear' };

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
  actors: {
    sendMessage: notProvided<void, ContactMessage>('contactForm', 'sendMessage'),
    loadCar: notProvided<Car, { id: string }>('contactForm', 'loadCar'),
  },
  actions: {
    assignField: assign({
      values: ({ context, event }) =>
        event.type === 'field.change' ? applyField(context.values, event.field, event.value) : context.values,
    }),
    revealErrors: assign({ showErrors: true }),
    resetForm: assign({ values: EMPTY_CONTACT_VALUES, showErrors: false, about: null, prefilled: null }),
    stopLoading: stopChild('about'),
    startLoading: spawnChild('loadCar', {
      id: 'about',
      input: ({ event }) => ({ id: event.type === 'about.request' ? event.id : '' }),
    }),
    assignPending: assign({ pending: ({ event }) => (event.type === 'about.request' ? { id: event.id, compose: event.compose } : null) }),
    /** The car came: remember it and fill the form from it (in the texts the view wrote for it). */
    assignAbout: assign(({ context, event }) => {
      const { output } = event as unknown as { output: Car };
      if (!context.pending) return {};
      const car = enquiryCar(output);
      const prefill = enquiryPrefill(car, context.pending.compose);
      return { about: car, pending: null, prefilled: prefill, values: applyPrefill(context.values, prefill, context.prefilled) };
    }),
    /** The car shown asked for again in other words (the visitor switched language): rewritten, not loaded again. */
    recompose: assign(({ context, event }) => {
      if (event.type !== 'about.request' || !context.about) return {};
      const prefill = enquiryPrefill(context.about, event.compose);
      return { prefilled: prefill, values: applyPrefill(context.values, prefill, context.prefilled) };
    }),
    /** A car that could not be loaded (unknown, hidden, no network) leaves the form as it is: no error is shown. */
    forgetPending: assign({ pending: null }),
    clearAbout: assign(({ context }) => ({
      about: null,
      pending: null,
      prefilled: null,
      values: applyPrefill(context.values, NO_PREFILL, context.prefilled),
    })),
    // Effects only the view can do: emitted, the view subscribes (actor.on).
    focusFirstInvalid: emit((_, params: { field: RequiredField | null }) => ({ type: 'contact.invalid' as const, field: params.field })),
    notifySent: emit({ type: 'contact.sent' }),
    notifyFailed: emit({ type: 'contact.failed' }),
  },
  guards: {
    isComplete: ({ context }) => firstInvalidField(context.values) === null,
    isPending: ({ context }) => context.pending !== null,
    hasAbout: ({ context }) => context.pending !== null || context.about !== null,
    isShownCar: ({ context, event }) => event.type === 'about.request' && context.pending === null && context.about?._id === event.id,
  },
}).createMachine({
  id: 'contactForm',
  initial: 'idle',
  context: { values: EMPTY_CONTACT_VALUES, showErrors: false, about: null, pending: null, prefilled: null },
  // The car an enquiry is about loads beside the form, whatever the form is doing (a spawned child, 'about').
  on: {
    'about.request': [{ guard: 'isShownCar', actions: 'recompose' }, { actions: ['stopLoading', 'assignPending', 'startLoading'] }],
    'xstate.done.actor.about': { guard: 'isPending', actions: 'assignAbout' },
    'xstate.error.actor.about': { guard: 'isPending', actions: 'forgetPending' },
    'about.clear': { guard: 'hasAbout', actions: ['stopLoading', 'clearAbout'] },
  },
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
