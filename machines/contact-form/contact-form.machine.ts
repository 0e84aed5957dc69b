import { assign, emit, setup, spawnChild, stopChild } from 'xstate';
import type { Car } from '../../domain/types';
import { notProvided } from '../shared/placeholder';
import {
  EMPTY_CONTACT_VALUES,
  NO_PREFILL,
  applyField,
  applyPrefill,
  buildEnquiry,
  enquiryCar,
  enquiryPrefill,
  firstInvalidField,
  refusedFieldOf,
  todayInDubai,
  type ComposeEnquiry,
  type ContactField,
  type ContactFormValues,
  type EnquiryCar,
  type EnquiryDraft,
  type EnquiryPrefill,
  type EnquirySent,
  type FormField,
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
  /** The field the server refused on the last send (shown beside it until the visitor changes it), else null. */
  refused: FormField | null;
  /** The reference of the enquiry just stored (shown under the form until the visitor types again), else null. */
  reference: string | null;
  /** true after a send failed, until one starts again: the view offers WhatsApp with the message in it. */
  fallback: boolean;
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
  | { type: 'contact.sent'; reference: string }
  | { type: 'contact.failed' }
  | { type: 'contact.invalid'; field: FormField | null };

/** The first problem of the form: its own checks against today's Dubai day, then the server's last refusal. */
const firstProblem = (context: ContactFormContext) => firstInvalidField(context.values, todayInDubai(), context.refused);

/** A submit with a problem (a required field missing, a bad e-mail, a day in the past...): show the errors, focus the first, keep the values. */
const refuse = {
  target: 'idle',
  actions: [
    'revealErrors',
    { type: 'focusFirstInvalid', params: ({ context }: { context: ContactFormContext }) => ({ field: firstProblem(context) }) },
  ],
} as const;
/** Typing: the value goes into context and the form is back to plain editing. */
const edit = { target: 'idle', actions: 'assignField' } as const;

/**
 * The contact form of SPEC §4: idle → sending ('Sending Message...', button disabled) → success (toast, form reset)
 * or failure (toast, everything typed kept). A submit with a problem is refused in place.
 * SPEC §7's original send was a fake (a console log and a 1.5 s wait); ours is real (issue 19, docs/decisions/016):
 * `sendMessage` posts the enquiry (contact-form.actors.ts) and succeeds only once the server stored it, with a
 * reference (LD-XXXXX) kept in context until the visitor types again. A 429 is waited out inside the send. A 400
 * naming a field the visitor can fix goes back to editing with that field marked and focused; any other failure
 * (offline, 5xx, timeout, a 429 after its retries) is `failure`, and the view offers WhatsApp (`fallback`).
 * The toasts and the focus move are emitted for the view ('contact.sent', 'contact.failed', 'contact.invalid').
 * After a success the form is empty, so a submit there is always refused; after a failure every value is still
 * there, so a submit there always sends again.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    tags: {} as ContactFormTag,
    emitted: {} as ContactFormEmitted,
  },
  actors: {
    sendMessage: notProvided<EnquirySent, EnquiryDraft>('contactForm', 'sendMessage'),
    loadCar: notProvided<Car, { id: string }>('contactForm', 'loadCar'),
  },
  actions: {
    /** The value goes in; a refusal of that field is over (the visitor changed it), and so is the reference shown. */
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return {
        values: applyField(context.values, event.field, event.value),
        refused: context.refused === event.field ? null : context.refused,
        reference: null,
      };
    }),
    revealErrors: assign({ showErrors: true }),
    resetForm: assign({ values: EMPTY_CONTACT_VALUES, showErrors: false, about: null, prefilled: null, refused: null }),
    assignReference: assign({ reference: ({ event }) => (event as unknown as { output: EnquirySent }).output.reference }),
    /** A send starts: the last refusal and the WhatsApp offer are over until it answers. */
    startSend: assign({ refused: null, fallback: false, reference: null }),
    offerFallback: assign({ fallback: true }),
    assignRefusal: assign({ refused: ({ event }) => refusedFieldOf((event as unknown as { error: unknown }).error) }),
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
      refused: context.refused === 'carId' ? null : context.refused,
    })),
    // Effects only the view can do: emitted, the view subscribes (actor.on).
    focusFirstInvalid: emit((_, params: { field: FormField | null }) => ({ type: 'contact.invalid' as const, field: params.field })),
    notifySent: emit(({ event }) => ({ type: 'contact.sent' as const, reference: (event as unknown as { output: EnquirySent }).output.reference })),
    notifyFailed: emit({ type: 'contact.failed' }),
  },
  guards: {
    isComplete: ({ context }) => firstProblem(context) === null,
    isFieldRefusal: ({ event }) => refusedFieldOf((event as unknown as { error: unknown }).error) !== null,
    isPending: ({ context }) => context.pending !== null,
    hasAbout: ({ context }) => context.pending !== null || context.about !== null,
    isShownCar: ({ context, event }) => event.type === 'about.request' && context.pending === null && context.about?._id === event.id,
  },
}).createMachine({
  id: 'contactForm',
  initial: 'idle',
  context: { values: EMPTY_CONTACT_VALUES, showErrors: false, about: null, pending: null, prefilled: null, refused: null, reference: null, fallback: false },
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
      entry: 'startSend',
      invoke: {
        id: 'send',
        src: 'sendMessage',
        input: ({ context }) => buildEnquiry(context.values, context.about?._id ?? null),
        onDone: { target: 'success', actions: ['assignReference', 'notifySent', 'resetForm'] },
        onError: [
          {
            guard: 'isFieldRefusal',
            target: 'idle',
            actions: [
              'assignRefusal',
              'revealErrors',
              { type: 'focusFirstInvalid', params: ({ context }) => ({ field: firstProblem(context) }) },
            ],
          },
          { target: 'failure', actions: ['offerFallback', 'notifyFailed'] },
        ],
      },
    },
    success: {
      tags: ['sent'],
      on: { 'field.change': edit, 'form.submit': refuse },
    },
    failure: {
      tags: ['failed'],
      on: { 'field.change': edit, 'form.submit': 'sending' },
    },
  },
});

export type ContactFormMachine = typeof contactFormMachine;
