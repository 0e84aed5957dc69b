import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type Actor, type AnyTransitionDefinition, type SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { MSG } from '../../src/api/messages';
import { CONTACT_SEND_MS } from '../../src/config/constants';
import { createPromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type SampleEvent } from '../test-utils/paths';
import { createContactFormActors } from './contact-form.actors';
import { contactFormMachine, type ContactFormEvent } from './contact-form.machine';
import {
  EMPTY_CONTACT_VALUES,
  applyField,
  buildContactMessage,
  firstInvalidField,
  validateContact,
  type ContactFormValues,
  type ContactMessage,
  type RequiredField,
} from './contact-form.model';

type Snap = SnapshotFrom<typeof contactFormMachine>;

/** Clients for a test that never loads a car. */
const NO_CLIENTS = { publicApi: { getCar: () => Promise.reject(new Error('no car in this test')) } };

const FILLED: ContactFormValues = {
  ...EMPTY_CONTACT_VALUES,
  name: 'Aisha Khan',
  email: 'aisha@example.com',
  phone: '+971 50 123 4567',
  subject: 'Weekend rental',
  message: 'Is a convertible free this Friday?',
  preferredContact: 'whatsapp',
  carInterest: 'convertible',
  rentalPeriod: 'weekly',
};

const change = (field: keyof ContactFormValues, value: string): ContactFormEvent => ({ type: 'field.change', field, value });
const fill = (values: ContactFormValues): ContactFormEvent[] =>
  (Object.keys(values) as Array<keyof ContactFormValues>).map((field) => change(field, values[field]));

/** The effects the view does, as spies, and a send whose outcome each test chooses. */
function harness(outcomes: Array<'ok' | 'fail'> = []) {
  const effects = { notifySent: vi.fn(), notifyFailed: vi.fn(), focusFirstInvalid: vi.fn() };
  const sent: ContactMessage[] = [];
  const fakeSend = fromPromise<void, ContactMessage>(({ input }) => {
    sent.push(input);
    const outcome = outcomes.shift();
    return new Promise<void>((resolve, reject) => {
      setTimeout(() => (outcome === 'fail' ? reject(new Error('send failed')) : resolve()), CONTACT_SEND_MS);
    });
  });
  const actor = createActor(contactFormMachine.provide({ actors: { sendMessage: fakeSend } }));
  // What the machine emits for the view, as the view subscribes to it.
  actor.on('contact.sent', () => effects.notifySent());
  actor.on('contact.failed', () => effects.notifyFailed());
  actor.on('contact.invalid', (event) => effects.focusFirstInvalid(event.field));
  actor.start();
  return { actor, effects, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('contact form model (SPEC §3, §5)', () => {
  it('requires name, email, subject and message, and a real e-mail address', () => {
    expect(validateContact(EMPTY_CONTACT_VALUES)).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(validateContact({ ...FILLED, email: 'aisha@' })).toEqual({ email: 'invalid' });
    expect(validateContact({ ...FILLED, subject: '   ' })).toEqual({ subject: 'required' });
    expect(validateContact({ ...FILLED, phone: '', carInterest: '', rentalPeriod: '' })).toEqual({});
    expect(firstInvalidField({ ...FILLED, email: 'nope', message: '' })).toBe('email');
  });

  it('accepts only the listed choices for the selects and the radio group', () => {
    expect(applyField(EMPTY_CONTACT_VALUES, 'carInterest', 'suv').carInterest).toBe('suv');
    expect(applyField(EMPTY_CONTACT_VALUES, 'carInterest', 'hatchback').carInterest).toBe('');
    expect(applyField(EMPTY_CONTACT_VALUES, 'rentalPeriod', 'long-term (3+ months)').rentalPeriod).toBe('long-term (3+ months)');
    expect(applyField(EMPTY_CONTACT_VALUES, 'rentalPeriod', 'yearly').rentalPeriod).toBe('');
    expect(applyField(EMPTY_CONTACT_VALUES, 'preferredContact', 'phone').preferredContact).toBe('phone');
    expect(applyField(EMPTY_CONTACT_VALUES, 'preferredContact', 'fax').preferredContact).toBe('email');
    expect(applyField(EMPTY_CONTACT_VALUES, 'name', '<b>Aisha</b>').name).toBe('<b>Aisha</b>');
  });

  it('builds the SPEC §3 message: trimmed text, choices, ISO time, guest, website source', () => {
    const at = new Date('2025-08-18T09:30:00.000Z');
    expect(buildContactMessage({ ...FILLED, name: '  Aisha Khan ' }, at)).toEqual({
      name: 'Aisha Khan',
      email: 'aisha@example.com',
      phone: '+971 50 123 4567',
      subject: 'Weekend rental',
      message: 'Is a convertible free this Friday?',
      preferredContact: 'whatsapp',
      carInterest: 'convertible',
      rentalPeriod: 'weekly',
      submittedAt: '2025-08-18T09:30:00.000Z',
      submittedBy: 'guest',
      source: 'website_contact_form',
    });
    const defaults = buildContactMessage({ ...EMPTY_CONTACT_VALUES, name: 'A', email: 'a@b.co', subject: 's', message: 'm' }, at);
    expect(defaults).toMatchObject({ phone: '', preferredContact: 'email', carInterest: '', rentalPeriod: '' });
  });
});

describe('contact form machine (actor tests)', () => {
  it('sends for CONTACT_SEND_MS while busy, then notifies and resets the form', async () => {
    const { actor, effects, sent } = harness(['ok']);
    fill(FILLED).forEach((e) => actor.send(e));
    vi.setSystemTime(new Date('2025-08-18T10:00:00.000Z'));
    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    expect(sent).toEqual([buildContactMessage(FILLED, new Date('2025-08-18T10:00:00.000Z'))]);

    actor.send(change('name', 'Someone else')); // ignored while sending
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_MS - 1);
    expect(actor.getSnapshot().value).toBe('sending');
    expect(effects.notifySent).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    const done = actor.getSnapshot();
    expect(done.value).toBe('success');
    expect(done.hasTag('busy')).toBe(false);
    expect(done.context).toEqual({ values: EMPTY_CONTACT_VALUES, showErrors: false, about: null, pending: null, prefilled: null });
    expect(effects.notifySent).toHaveBeenCalledTimes(1);
    expect(effects.notifyFailed).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the send fails, and can send again', async () => {
    const { actor, effects, sent } = harness(['fail', 'ok']);
    fill(FILLED).forEach((e) => actor.send(e));
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_MS);

    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(FILLED);
    expect(effects.notifyFailed).toHaveBeenCalledTimes(1);
    expect(effects.notifySent).not.toHaveBeenCalled();

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_MS);
    expect(actor.getSnapshot().value).toBe('success');
    expect(sent).toHaveLength(2);
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_CONTACT_VALUES);
  });

  it('refuses a submit with a required field missing: no send, focus on the first, values kept', () => {
    const { actor, effects, sent } = harness();
    actor.send({ type: 'form.submit' });
    expect(effects.focusFirstInvalid).toHaveBeenLastCalledWith('name');

    actor.send(change('name', 'Aisha'));
    actor.send(change('email', 'aisha-at-example'));
    actor.send(change('message', 'Hello'));
    actor.send({ type: 'form.submit' });
    expect(effects.focusFirstInvalid).toHaveBeenLastCalledWith('email');

    actor.send(change('email', 'aisha@example.com'));
    actor.send({ type: 'form.submit' });
    expect(effects.focusFirstInvalid).toHaveBeenLastCalledWith('subject');

    const snap = actor.getSnapshot();
    expect(snap.value).toBe('idle');
    expect(snap.context.showErrors).toBe(true);
    expect(snap.context.values).toMatchObject({ name: 'Aisha', email: 'aisha@example.com', message: 'Hello' });
    expect(sent).toEqual([]);
  });

  it('the real send logs the message and resolves after CONTACT_SEND_MS without any network call', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const message = buildContactMessage(FILLED, new Date());
    const actor = createActor(createContactFormActors({ clients: NO_CLIENTS }).actors.sendMessage, { input: message }).start();
    expect(info).toHaveBeenCalledWith(expect.any(String), message);
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_MS - 1);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('contact form machine (model-based paths)', () => {
  const DONE = { type: 'xstate.done.actor.send' } as unknown as ContactFormEvent;
  const ERROR = { type: 'xstate.error.actor.send', error: new Error('send failed') } as unknown as ContactFormEvent;
  const userEvents: ContactFormEvent[] = [
    change('name', 'Aisha Khan'),
    change('email', 'aisha@example.com'),
    change('email', 'not-an-email'),
    change('subject', 'Weekend rental'),
    change('message', 'Is a convertible free this Friday?'),
    change('carInterest', 'sports'),
    { type: 'form.submit' },
  ];
  const options = {
    events: (s: Snap) => (s.matches('sending') ? [DONE, ERROR, change('name', 'Ignored'), { type: 'form.submit' } as const] : userEvents),
    // A state is its node, which required field is missing first, whether errors are shown and whether it is empty.
    serializeState: (s: Snap) =>
      JSON.stringify([s.value, firstInvalidField(s.context.values), s.context.showErrors, s.context.values.name === '']),
  };

  /**
   * Every edge of the graph, each reached by the shortest path to its source state: transition coverage.
   * A path is kept as its events; states are serialized coarsely, so the expected snapshots are recomputed from
   * the events with the pure `transition` rather than taken from the graph's representative snapshots.
   */
  function edgePaths(): ContactFormEvent[][] {
    const shortest = new Map(getShortestPaths(contactFormMachine, options).map((p) => [options.serializeState(p.state), p]));
    // getAdjacencyMap's logic type knows no emitted events; this machine emits the view's effects (contact.*).
    const logic = contactFormMachine as unknown as Parameters<typeof getAdjacencyMap<Snap, ContactFormEvent, unknown>>[0];
    const edges = adjacencyMapToArray<Snap, ContactFormEvent>(getAdjacencyMap(logic, options));
    return edges.map(({ state, event }) => {
      const head = shortest.get(options.serializeState(state));
      if (!head) throw new Error(`no path to ${options.serializeState(state)}`);
      return [...head.steps.map((s) => s.event), event];
    });
  }

  /** Replays a path on a real actor with fake timers; the send's outcome follows the path's done/error steps. */
  async function replay(events: ContactFormEvent[]) {
    const outcomes = events.flatMap((e) => (e === DONE ? ['ok' as const] : e === ERROR ? ['fail' as const] : []));
    const { actor, effects, sent } = harness(outcomes);
    let before = actor.getSnapshot();
    let expected = initialTransition(contactFormMachine)[0];
    let expectedSends = 0;
    const taken: AnyTransitionDefinition[] = [];
    const visited: Snap[] = [before];
    for (const event of events) {
      const step = { event, state: (expected = transition(contactFormMachine, expected, event)[0]) };
      taken.push(...contactFormMachine.getTransitionData(before, step.event));
      const calls = { sent: effects.notifySent.mock.calls.length, failed: effects.notifyFailed.mock.calls.length, focus: effects.focusFirstInvalid.mock.calls.length };
      if (step.event === DONE || step.event === ERROR) await vi.advanceTimersByTimeAsync(CONTACT_SEND_MS);
      else actor.send(step.event);
      const now = actor.getSnapshot();
      expect(now.value).toEqual(step.state.value);
      expect(now.context).toEqual(step.state.context);

      const entered = (node: 'sending' | 'success' | 'failure') => !before.matches(node) && now.matches(node);
      const refused = step.event.type === 'form.submit' && !before.matches('sending') && firstInvalidField(before.context.values) !== null;
      if (entered('sending')) {
        expectedSends += 1;
        expect(sent.at(-1)).toMatchObject({ ...buildContactMessage(before.context.values, new Date()), submittedAt: expect.any(String) });
      }
      expect(sent).toHaveLength(expectedSends);
      expect(effects.notifySent.mock.calls.length - calls.sent).toBe(entered('success') ? 1 : 0);
      expect(effects.notifyFailed.mock.calls.length - calls.failed).toBe(entered('failure') ? 1 : 0);
      expect(effects.focusFirstInvalid.mock.calls.length - calls.focus).toBe(refused ? 1 : 0);
      if (refused) expect(effects.focusFirstInvalid).toHaveBeenLastCalledWith(firstInvalidField(before.context.values));
      before = now;
      visited.push(now);
    }
    actor.stop();
    return { taken, visited };
  }

  it('replays every generated path, and together they reach every state and every transition', async () => {
    const paths = edgePaths();
    expect(paths.length).toBeGreaterThan(20);
    const reached = new Set<string>();
    const taken = new Set<AnyTransitionDefinition>();
    for (const events of paths) {
      const { taken: used, visited } = await replay(events);
      used.forEach((t) => taken.add(t));
      visited.forEach((v) => getStateNodes(contactFormMachine.root).forEach((n) => v.matches(n.key as never) && reached.add(n.id)));
    }
    const nodes = getStateNodes(contactFormMachine.root).map((n) => n.id);
    expect(nodes.filter((id) => !reached.has(id))).toEqual([]);
    const defined = getStateNodes(contactFormMachine.root).flatMap((n) => [...n.transitions.values()].flat());
    const missed = defined.filter((t) => !taken.has(t)).map((t) => `${t.source.id} --${t.eventType}--> ${t.target?.map((n) => n.id).join(',')}`);
    expect(missed).toEqual([]);
  });
});

// ---- Model-based paths with the house helpers (machines/test-utils): paths generated from the real machine, each
// replayed on a live actor whose send is a provided fake, heard the way the view hears it (use-contact-form.ts).

describe('contact form machine: generated paths replayed with fake actors (test-utils/paths)', () => {
  const START = Date.UTC(2025, 7, 18, 9, 0, 0);
  const events: SampleEvent[] = [
    // Every text has spaces around it: the message sent must carry it trimmed.
    change('name', '  Aisha Khan'),
    change('name', '   '), // spaces only: still missing
    change('email', ' aisha@example.com '),
    change('email', 'aisha-at-example'),
    change('subject', 'Weekend rental '),
    change('message', 'Is a convertible free this Friday?  '),
    change('carInterest', 'convertible'),
    change('carInterest', 'hatchback'), // not one of the public categories: ignored
    { type: 'form.submit' },
    { type: 'xstate.done.actor.send', output: undefined },
    { type: 'xstate.error.actor.send', error: new Error('send failed') },
  ];

  /** SPEC §5's required fields, in the form's order, with the labels SPEC gives them. */
  const REQUIRED: Array<[RequiredField, string]> = [
    ['name', 'Full Name'],
    ['email', 'Email Address'],
    ['subject', 'Subject'],
    ['message', 'Message'],
  ];
  const SPEC_CATEGORIES = ['luxury', 'sports', 'suv', 'sedan', 'convertible', 'coupe'];
  type Values = Record<keyof ContactFormValues, string>;
  const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '', preferredContact: 'email', carInterest: '', rentalPeriod: '' };
  const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
  /** The errors the form shows for `values` once they are revealed, in the form's order (independent of validateContact). */
  const expectedErrors = (values: Values): Array<[RequiredField, string]> =>
    REQUIRED.flatMap(([field, label]): Array<[RequiredField, string]> =>
      values[field].trim() === ''
        ? [[field, `${label} is required.`]]
        : field === 'email' && !looksLikeEmail(values.email)
          ? [[field, 'Please enter a valid email address, like name@example.com.']]
          : [],
    );
  /** What use-contact-form.ts / contact-form.tsx render from a snapshot. */
  const LABELS = Object.fromEntries(REQUIRED) as Record<RequiredField, string>;
  const shownErrors = (s: Snap) => {
    const errors = s.context.showErrors ? validateContact(s.context.values) : {};
    return REQUIRED.flatMap(([field]) => {
      const error = errors[field];
      return error === undefined ? [] : [error === 'invalid' ? MSG.emailInvalid : MSG.fieldRequired(LABELS[field])];
    });
  };

  function formHarness() {
    const fakes = createPromiseFakes();
    const toasts: Array<{ type: 'success' | 'error'; title: string; description: string }> = [];
    const focused: Array<RequiredField | null> = [];
    // The send is the invoke `send` (its id), whatever the machine declares for `sendMessage`.
    const machine = contactFormMachine.provide({ actors: { sendMessage: fakes.promise<void, ContactMessage>('send') } });
    /** What the machine emits, turned into toasts and a focus move as use-contact-form.ts does. */
    const listen = (actor: Actor<typeof machine>) => {
      actor.on('contact.sent', () => void toasts.push({ type: 'success', title: MSG.contactSuccessTitle, description: MSG.contactSuccessText }));
      actor.on('contact.failed', () => void toasts.push({ type: 'error', title: MSG.errorTitle, description: MSG.contactFailureText }));
      actor.on('contact.invalid', ({ field }) => void focused.push(field));
    };
    return { fakes, toasts, focused, machine, listen };
  }

  it('replays a path for every transition, checking values, errors, texts, toasts and the message sent at each step', async () => {
    const coverage = createCoverage(contactFormMachine);
    const paths = getTransitionPaths(contactFormMachine, { events });
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      vi.setSystemTime(START);
      const { fakes, toasts, focused, machine, listen } = formHarness();
      // SPEC §3/§4/§5, tracked from the events alone.
      let values: Values = { ...EMPTY };
      let phase: 'editing' | 'sending' | 'sent' | 'failed' = 'editing';
      let revealed = false;
      let sends = 0;
      let seenToasts = 0;
      let seenFocus = 0;
      await replayPath(path, {
        machine,
        fakes,
        project: (s) => s.context,
        coverage,
        onActor: listen,
        check: (snapshot, step) => {
          const event = step.event as SampleEvent & { field?: keyof ContactFormValues; value?: string };
          let toast: 'success' | 'error' | null = null;
          let focus: RequiredField | null | undefined;
          if (event.type === 'field.change' && event.field && event.value !== undefined) {
            const allowed = event.field !== 'carInterest' || event.value === '' || SPEC_CATEGORIES.includes(event.value);
            if (allowed) values = { ...values, [event.field]: event.value };
            phase = 'editing';
          } else if (event.type === 'form.submit') {
            const missing = expectedErrors(values);
            if (missing.length === 0) {
              phase = 'sending';
              sends += 1;
              // SPEC §3: the message is built on the client, trimmed, stamped as a guest's website message.
              expectEqual(fakes.inputs('send').at(-1), {
                name: values.name.trim(),
                email: values.email.trim(),
                phone: values.phone.trim(),
                subject: values.subject.trim(),
                message: values.message.trim(),
                preferredContact: values.preferredContact,
                carInterest: values.carInterest,
                rentalPeriod: values.rentalPeriod,
                submittedAt: '2025-08-18T09:00:00.000Z',
                submittedBy: 'guest',
                source: 'website_contact_form',
              }, 'the message sent');
            } else {
              // Refused in place: errors revealed, the first missing field (in the form's order) focused, nothing sent.
              revealed = true;
              focus = missing[0]?.[0];
              phase = 'editing';
            }
          } else if (event.type === 'xstate.done.actor.send') {
            phase = 'sent';
            values = { ...EMPTY }; // on success the form resets
            revealed = false;
            toast = 'success';
          } else if (event.type === 'xstate.error.actor.send') {
            phase = 'failed'; // everything typed is kept
            toast = 'error';
          }
          const busy = snapshot.hasTag('busy');
          expectEqual(
            {
              values: snapshot.context.values,
              errors: shownErrors(snapshot),
              button: { text: busy ? MSG.contactSending : 'Send Message', disabled: busy, accepts: snapshot.can({ type: 'form.submit' }) },
              sending: fakes.isRunning('send'),
              tags: { sent: snapshot.hasTag('sent'), failed: snapshot.hasTag('failed') },
              sends: fakes.inputs('send').length,
              newToasts: toasts.slice(seenToasts).map((t) => t.type),
              newFocus: focused.slice(seenFocus),
            },
            {
              values,
              errors: revealed ? expectedErrors(values).map(([, text]) => text) : [],
              button: { text: phase === 'sending' ? 'Sending Message...' : 'Send Message', disabled: phase === 'sending', accepts: phase !== 'sending' },
              sending: phase === 'sending',
              tags: { sent: phase === 'sent', failed: phase === 'failed' },
              sends,
              newToasts: toast ? [toast] : [],
              newFocus: focus === undefined ? [] : [focus],
            },
            `after ${event.type} ${event.field ?? ''}`,
          );
          // SPEC §8's toasts, word for word.
          for (const t of toasts.slice(seenToasts)) {
            if (t.type === 'success') {
              expect(t.title).toBe('Message Sent Successfully!');
              expect(t.description).toMatch(/within 24 hours/);
            } else {
              expectEqual([t.title, t.description], ['Error', 'Failed to send message. Please try again or contact us directly.']);
            }
          }
          seenToasts = toasts.length;
          seenFocus = focused.length;
        },
      });
    }
    // The root's transitions are the enquiry's (about.*), covered by the enquiry paths below.
    const missing = coverage.missing();
    expect({ ...missing, transitions: missing.transitions.filter((t) => !t.startsWith('contactForm on ')) }).toEqual({ states: [], transitions: [] });
  });
});
