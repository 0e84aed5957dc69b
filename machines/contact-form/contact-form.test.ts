import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type Actor, type AnyTransitionDefinition, type SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import type { EnquiryInput } from '../../domain/types';
import { ApiError } from '../../api/errors';
import { FieldRejection } from '../../api/public-client';
import { MSG } from '../../domain/app-messages';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type SampleEvent } from '../test-utils/paths';
import { createContactFormActors, type EnquiryVisit } from './contact-form.actors';
import { contactFormMachine, type ContactFormEvent } from './contact-form.machine';
import {
  EMPTY_CONTACT_VALUES,
  applyField,
  buildEnquiry,
  earliestEnd,
  firstInvalidField,
  refusedFieldOf,
  validateContact,
  visibleErrors,
  type ContactFormValues,
  type EnquiryDraft,
  type EnquirySent,
  type FormField,
} from './contact-form.model';

type Snap = SnapshotFrom<typeof contactFormMachine>;

/** How long the fake server takes to answer (any length: the machine waits for the answer, not a clock). */
const SEND_MS = 800;
/** 2025-08-18 13:00 in Dubai (09:00 UTC): today is 2025-08-18 there. */
const NOW = Date.UTC(2025, 7, 18, 9, 0, 0);
const TODAY = '2025-08-18';
const REFERENCE = 'LD-7K3Q9';

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
  dateFrom: '2025-08-22',
  dateTo: '2025-08-24',
  delivery: 'hotel',
  deliveryAddress: 'Atlantis, The Palm',
};

const change = (field: keyof ContactFormValues, value: string): ContactFormEvent => ({ type: 'field.change', field, value });
const fill = (values: ContactFormValues): ContactFormEvent[] =>
  (Object.keys(values) as Array<keyof ContactFormValues>).map((field) => change(field, values[field]));
/** What a 400 of the server naming a field looks like to the machine (the client's FieldRejection). */
const refusal = (field: string) => new FieldRejection(new ApiError(`Error (400): ${field}: is refused`, 400), field);

type Outcome = 'ok' | 'fail' | { refuse: string };

/** The effects the view does, as spies, and a send whose outcome each test chooses. */
function harness(outcomes: Outcome[] = []) {
  const effects = { notifySent: vi.fn(), notifyFailed: vi.fn(), focusFirstInvalid: vi.fn() };
  const sent: EnquiryDraft[] = [];
  const fakeSend = fromPromise<EnquirySent, EnquiryDraft>(({ input }) => {
    sent.push(input);
    const outcome = outcomes.shift() ?? 'ok';
    return new Promise<EnquirySent>((resolve, reject) => {
      setTimeout(() => {
        if (outcome === 'ok') resolve({ reference: REFERENCE });
        else reject(outcome === 'fail' ? new ApiError(MSG.publicServerError, 500) : refusal(outcome.refuse));
      }, SEND_MS);
    });
  });
  const actor = createActor(contactFormMachine.provide({ actors: { sendMessage: fakeSend } }));
  // What the machine emits for the view, as the view subscribes to it.
  actor.on('contact.sent', ({ reference }) => effects.notifySent(reference));
  actor.on('contact.failed', () => effects.notifyFailed());
  actor.on('contact.invalid', (event) => effects.focusFirstInvalid(event.field));
  actor.start();
  return { actor, effects, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('contact form model (SPEC §3, §5; issue 19)', () => {
  it('requires name, email, subject and message, and a real e-mail address', () => {
    expect(validateContact(EMPTY_CONTACT_VALUES, TODAY)).toEqual({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(validateContact({ ...FILLED, email: 'aisha@' }, TODAY)).toEqual({ email: 'invalid' });
    expect(validateContact({ ...FILLED, subject: '   ' }, TODAY)).toEqual({ subject: 'required' });
    expect(validateContact({ ...FILLED, phone: '', carInterest: '', rentalPeriod: '', dateFrom: '', dateTo: '' }, TODAY)).toEqual({});
    expect(firstInvalidField({ ...FILLED, email: 'nope', message: '' }, TODAY)).toBe('email');
  });

  it('checks what the server checks: a phone number, days not in the past nor beyond two years, the end after the start', () => {
    expect(validateContact({ ...FILLED, phone: 'call me' }, TODAY)).toEqual({ phone: 'invalid' });
    expect(validateContact({ ...FILLED, dateFrom: '2025-08-17', dateTo: '' }, TODAY)).toEqual({ dateFrom: 'past' });
    expect(validateContact({ ...FILLED, dateFrom: TODAY, dateTo: '2025-08-19' }, TODAY)).toEqual({});
    expect(validateContact({ ...FILLED, dateFrom: '2025-08-22', dateTo: '2025-08-22' }, TODAY)).toEqual({ dateTo: 'beforeStart' });
    expect(validateContact({ ...FILLED, dateFrom: '2025-08-22', dateTo: '2025-08-20' }, TODAY)).toEqual({ dateTo: 'beforeStart' });
    expect(validateContact({ ...FILLED, dateFrom: '', dateTo: '2025-08-20' }, TODAY)).toEqual({ dateFrom: 'required' });
    expect(validateContact({ ...FILLED, dateFrom: '2027-08-18', dateTo: '2027-08-19' }, TODAY)).toEqual({ dateTo: 'tooFar' });
    expect(validateContact({ ...FILLED, dateFrom: '2027-08-19', dateTo: '' }, TODAY)).toEqual({ dateFrom: 'tooFar' });
    // In the form's order: the dates come before the message.
    expect(firstInvalidField({ ...FILLED, dateFrom: '2025-01-01', message: '' }, TODAY)).toBe('dateFrom');
    expect(earliestEnd('', TODAY)).toBe(TODAY);
    expect(earliestEnd('2025-08-22', TODAY)).toBe('2025-08-23');
    expect(earliestEnd('2025-08-01', TODAY)).toBe(TODAY);
  });

  it('accepts only the listed choices and real days', () => {
    expect(applyField(EMPTY_CONTACT_VALUES, 'carInterest', 'suv').carInterest).toBe('suv');
    expect(applyField(EMPTY_CONTACT_VALUES, 'carInterest', 'hatchback').carInterest).toBe('');
    expect(applyField(EMPTY_CONTACT_VALUES, 'rentalPeriod', 'long-term (3+ months)').rentalPeriod).toBe('long-term (3+ months)');
    expect(applyField(EMPTY_CONTACT_VALUES, 'rentalPeriod', 'yearly').rentalPeriod).toBe('');
    expect(applyField(EMPTY_CONTACT_VALUES, 'preferredContact', 'phone').preferredContact).toBe('phone');
    expect(applyField(EMPTY_CONTACT_VALUES, 'preferredContact', 'fax').preferredContact).toBe('email');
    expect(applyField(EMPTY_CONTACT_VALUES, 'delivery', 'airport').delivery).toBe('airport');
    expect(applyField(EMPTY_CONTACT_VALUES, 'delivery', 'moon').delivery).toBe('');
    expect(applyField(EMPTY_CONTACT_VALUES, 'dateFrom', '2025-08-22').dateFrom).toBe('2025-08-22');
    expect(applyField({ ...EMPTY_CONTACT_VALUES, dateFrom: '2025-08-22' }, 'dateFrom', '2025-02-30').dateFrom).toBe('2025-08-22');
    expect(applyField({ ...EMPTY_CONTACT_VALUES, dateTo: '2025-08-22' }, 'dateTo', '').dateTo).toBe('');
    expect(applyField(EMPTY_CONTACT_VALUES, 'name', '<b>Aisha</b>').name).toBe('<b>Aisha</b>');
  });

  it('builds the enquiry: trimmed text, choices, dates or null, the address only for a hotel, the car by id', () => {
    expect(buildEnquiry({ ...FILLED, name: '  Aisha Khan ', deliveryAddress: ' Atlantis, The Palm ' }, '0123456789abcdef01234567')).toEqual({
      name: 'Aisha Khan',
      email: 'aisha@example.com',
      phone: '+971 50 123 4567',
      subject: 'Weekend rental',
      message: 'Is a convertible free this Friday?',
      preferredContact: 'whatsapp',
      carInterest: 'convertible',
      rentalPeriod: 'weekly',
      dateFrom: '2025-08-22',
      dateTo: '2025-08-24',
      delivery: 'hotel',
      deliveryAddress: 'Atlantis, The Palm',
      carId: '0123456789abcdef01234567',
      website: '',
    });
    const plain = buildEnquiry({ ...EMPTY_CONTACT_VALUES, name: 'A', email: 'a@b.co', subject: 's', message: 'm', delivery: 'airport', deliveryAddress: 'kept, not sent', website: 'http://spam' }, null);
    expect(plain).toMatchObject({ phone: '', preferredContact: 'email', carInterest: '', rentalPeriod: '', dateFrom: null, dateTo: null, delivery: 'airport', deliveryAddress: '', carId: null, website: 'http://spam' });
  });

  it('reads the field of a server refusal only when the form shows it', () => {
    expect(refusedFieldOf(refusal('phone'))).toBe('phone');
    expect(refusedFieldOf(refusal('carId'))).toBe('carId');
    expect(refusedFieldOf(refusal('locale'))).toBeNull();
    expect(refusedFieldOf(refusal('elapsedMs'))).toBeNull();
    expect(refusedFieldOf(new ApiError(MSG.publicServerError, 500))).toBeNull();
    expect(refusedFieldOf('phone')).toBeNull();
    expect(visibleErrors({ values: EMPTY_CONTACT_VALUES, showErrors: false, refused: 'phone' }, TODAY)).toEqual({ phone: 'refused' });
    expect(visibleErrors({ values: { ...FILLED, name: '' }, showErrors: true, refused: 'name' }, TODAY)).toEqual({ name: 'required' });
  });
});

describe('contact form machine (actor tests)', () => {
  it('sends while busy, then keeps the reference, notifies with it and resets the form', async () => {
    const { actor, effects, sent } = harness(['ok']);
    fill(FILLED).forEach((e) => actor.send(e));
    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    expect(sent).toEqual([buildEnquiry(FILLED, null)]);

    actor.send(change('name', 'Someone else')); // ignored while sending
    await vi.advanceTimersByTimeAsync(SEND_MS - 1);
    expect(actor.getSnapshot().value).toBe('sending');
    expect(effects.notifySent).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    const done = actor.getSnapshot();
    expect(done.value).toBe('success');
    expect(done.hasTag('busy')).toBe(false);
    expect(done.context).toEqual({ values: EMPTY_CONTACT_VALUES, showErrors: false, about: null, pending: null, prefilled: null, refused: null, reference: REFERENCE, fallback: false });
    expect(effects.notifySent).toHaveBeenCalledExactlyOnceWith(REFERENCE);
    expect(effects.notifyFailed).not.toHaveBeenCalled();

    // The reference stays until the visitor types again.
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.reference).toBe(REFERENCE);
    actor.send(change('name', 'A'));
    expect(actor.getSnapshot().context.reference).toBeNull();
  });

  it('keeps everything typed when the send fails, offers the way out, and can send again', async () => {
    const { actor, effects, sent } = harness(['fail', 'ok']);
    fill(FILLED).forEach((e) => actor.send(e));
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(SEND_MS);

    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ values: FILLED, fallback: true, reference: null });
    expect(effects.notifyFailed).toHaveBeenCalledTimes(1);
    expect(effects.notifySent).not.toHaveBeenCalled();

    // Editing keeps the offer; sending again withdraws it until the answer.
    actor.send(change('message', 'Is a convertible free this Friday? Two days.'));
    expect(actor.getSnapshot().context.fallback).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'sending', context: { fallback: false } });
    await vi.advanceTimersByTimeAsync(SEND_MS);
    expect(actor.getSnapshot().value).toBe('success');
    expect(sent).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ values: EMPTY_CONTACT_VALUES, reference: REFERENCE, fallback: false });
  });

  it('a field the server refused: back to editing with that field marked and focused, until the visitor changes it', async () => {
    const { actor, effects, sent } = harness([{ refuse: 'phone' }, 'ok']);
    fill(FILLED).forEach((e) => actor.send(e));
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(SEND_MS);

    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { values: FILLED, refused: 'phone', showErrors: true, fallback: false } });
    expect(effects.focusFirstInvalid).toHaveBeenLastCalledWith('phone');
    expect(effects.notifyFailed).not.toHaveBeenCalled();

    // The same values again: refused in place, nothing sent.
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.focusFirstInvalid).toHaveBeenCalledTimes(2);
    expect(sent).toHaveLength(1);

    // Another field changed: the mark stays; the refused one changed: it goes, and the form sends.
    actor.send(change('subject', 'Weekend rental, two days'));
    expect(actor.getSnapshot().context.refused).toBe('phone');
    actor.send(change('phone', '+971 50 765 4321'));
    expect(actor.getSnapshot().context.refused).toBeNull();
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(SEND_MS);
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('a refusal of a field the visitor cannot fix (the page, the language...) is a failure with the way out', async () => {
    const { actor, effects } = harness([{ refuse: 'locale' }]);
    fill(FILLED).forEach((e) => actor.send(e));
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(SEND_MS);
    expect(actor.getSnapshot()).toMatchObject({ value: 'failure', context: { refused: null, fallback: true } });
    expect(effects.notifyFailed).toHaveBeenCalledTimes(1);
  });

  it('refuses a submit with a problem: no send, focus on the first, values kept', () => {
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

    actor.send(change('subject', 'Weekend'));
    actor.send(change('dateFrom', '2025-08-10'));
    actor.send({ type: 'form.submit' });
    expect(effects.focusFirstInvalid).toHaveBeenLastCalledWith('dateFrom');

    actor.send(change('dateFrom', '2025-08-22'));
    actor.send(change('dateTo', '2025-08-21'));
    actor.send({ type: 'form.submit' });
    expect(effects.focusFirstInvalid).toHaveBeenLastCalledWith('dateTo');

    const snap = actor.getSnapshot();
    expect(snap.value).toBe('idle');
    expect(snap.context.showErrors).toBe(true);
    expect(snap.context.values).toMatchObject({ name: 'Aisha', email: 'aisha@example.com', message: 'Hello', dateFrom: '2025-08-22', dateTo: '2025-08-21' });
    expect(sent).toEqual([]);
  });
});

describe('contact form actors: the real send through the public client', () => {
  const VISIT: EnquiryVisit = { locale: 'ar', page: '/ar/contact?car=0123456789abcdef01234567', referrer: 'https://www.google.com/', elapsedMs: 41_250 };
  const noCar = () => Promise.reject(new Error('no car in this test'));

  it('posts the enquiry with what the page adds, read when it is sent, and answers the reference', async () => {
    const createEnquiry = vi.fn((_input: EnquiryInput) => Promise.resolve({ reference: REFERENCE }));
    const visit = vi.fn(() => VISIT);
    const { actors } = createContactFormActors({ clients: { publicApi: { getCar: noCar, createEnquiry } }, visit });
    expect(visit).not.toHaveBeenCalled();
    const draft = buildEnquiry(FILLED, '0123456789abcdef01234567');
    const actor = createActor(actors.sendMessage, { input: draft }).start();
    await flushPromises();
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', output: { reference: REFERENCE } });
    expect(createEnquiry).toHaveBeenCalledExactlyOnceWith({ ...draft, ...VISIT }, { signal: expect.any(AbortSignal) });
  });

  it('waits out a 429 (Retry-After) and sends again; the form stays in Sending Message... meanwhile', async () => {
    const createEnquiry = vi
      .fn<(input: EnquiryInput) => Promise<EnquirySent>>()
      .mockRejectedValueOnce(new ApiError(MSG.tooManyRequests, 429, 3))
      .mockResolvedValueOnce({ reference: REFERENCE });
    const { actors } = createContactFormActors({ clients: { publicApi: { getCar: noCar, createEnquiry } }, visit: () => VISIT });
    const actor = createActor(contactFormMachine.provide({ actors })).start();
    fill(FILLED).forEach((e) => actor.send(e));
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(createEnquiry).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(createEnquiry).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot()).toMatchObject({ value: 'success', context: { reference: REFERENCE } });
  });

  it('a 400 naming a field travels to the machine as that field', async () => {
    const createEnquiry = vi.fn(() => Promise.reject(refusal('dateTo')));
    const { actors } = createContactFormActors({ clients: { publicApi: { getCar: noCar, createEnquiry } }, visit: () => VISIT });
    const actor = createActor(contactFormMachine.provide({ actors })).start();
    fill(FILLED).forEach((e) => actor.send(e));
    actor.send({ type: 'form.submit' });
    await flushPromises();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { refused: 'dateTo', values: FILLED } });
  });
});

describe('contact form machine (model-based paths)', () => {
  const DONE = { type: 'xstate.done.actor.send', output: { reference: REFERENCE } } as unknown as ContactFormEvent;
  const ERROR = { type: 'xstate.error.actor.send', error: new ApiError(MSG.publicServerError, 500) } as unknown as ContactFormEvent;
  const REFUSED = { type: 'xstate.error.actor.send', error: refusal('phone') } as unknown as ContactFormEvent;
  const userEvents: ContactFormEvent[] = [
    change('name', 'Aisha Khan'),
    change('email', 'aisha@example.com'),
    change('email', 'not-an-email'),
    change('phone', '+971 50 123 4567'),
    change('subject', 'Weekend rental'),
    change('message', 'Is a convertible free this Friday?'),
    change('dateFrom', '2025-08-10'),
    change('carInterest', 'sports'),
    { type: 'form.submit' },
  ];
  const options = {
    events: (s: Snap) => (s.matches('sending') ? [DONE, ERROR, REFUSED, change('name', 'Ignored'), { type: 'form.submit' } as const] : userEvents),
    // A state: its node, the first problem, whether errors show, whether it is empty, and the send's traces.
    serializeState: (s: Snap) =>
      JSON.stringify([
        s.value, firstInvalidField(s.context.values, TODAY, s.context.refused), s.context.showErrors, s.context.values.name === '',
        s.context.refused, s.context.reference !== null, s.context.fallback,
      ]),
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
    const outcomes = events.flatMap((e): Outcome[] => (e === DONE ? ['ok'] : e === ERROR ? ['fail'] : e === REFUSED ? [{ refuse: 'phone' }] : []));
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
      if (step.event === DONE || step.event === ERROR || step.event === REFUSED) await vi.advanceTimersByTimeAsync(SEND_MS);
      else actor.send(step.event);
      const now = actor.getSnapshot();
      expect(now.value).toEqual(step.state.value);
      expect(now.context).toEqual(step.state.context);

      const entered = (node: 'sending' | 'success' | 'failure') => !before.matches(node) && now.matches(node);
      const problem = firstInvalidField(before.context.values, TODAY, before.context.refused);
      const refusedHere = step.event.type === 'form.submit' && !before.matches('sending') && problem !== null;
      const refusedThere = step.event === REFUSED;
      if (entered('sending')) {
        expectedSends += 1;
        expect(sent.at(-1)).toEqual(buildEnquiry(before.context.values, null));
      }
      expect(sent).toHaveLength(expectedSends);
      expect(effects.notifySent.mock.calls.length - calls.sent).toBe(entered('success') ? 1 : 0);
      expect(effects.notifyFailed.mock.calls.length - calls.failed).toBe(entered('failure') ? 1 : 0);
      expect(effects.focusFirstInvalid.mock.calls.length - calls.focus).toBe(refusedHere || refusedThere ? 1 : 0);
      if (refusedHere) expect(effects.focusFirstInvalid).toHaveBeenLastCalledWith(problem);
      if (refusedThere) expect(effects.focusFirstInvalid).toHaveBeenLastCalledWith('phone');
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
    { type: 'xstate.done.actor.send', output: { reference: REFERENCE } },
    { type: 'xstate.error.actor.send', error: new ApiError(MSG.publicServerError, 500) },
    // The server refused the subject (say, a control character the form does not look for).
    { type: 'xstate.error.actor.send', error: refusal('subject') },
  ];

  /** SPEC §5's required fields, in the form's order, with the labels SPEC gives them. */
  type RequiredField = 'name' | 'email' | 'subject' | 'message';
  const REQUIRED: Array<[RequiredField, string]> = [
    ['name', 'Full Name'],
    ['email', 'Email Address'],
    ['subject', 'Subject'],
    ['message', 'Message'],
  ];
  const SPEC_CATEGORIES = ['luxury', 'sports', 'suv', 'sedan', 'convertible', 'coupe'];
  type Values = Record<keyof ContactFormValues, string>;
  const EMPTY: Values = {
    name: '', email: '', phone: '', subject: '', message: '', preferredContact: 'email', carInterest: '', rentalPeriod: '',
    dateFrom: '', dateTo: '', delivery: '', deliveryAddress: '', website: '',
  };
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
  /** What use-contact-form.ts / contact-form.tsx render from a snapshot ('refused' stands for the form's own words). */
  const LABELS = Object.fromEntries(REQUIRED) as Record<RequiredField, string>;
  const shownErrors = (s: Snap) => {
    const errors = visibleErrors(s.context, TODAY);
    return REQUIRED.flatMap(([field]) => {
      const error = errors[field];
      if (error === undefined) return [];
      return [error === 'refused' ? `refused ${field}` : error === 'invalid' ? MSG.emailInvalid : MSG.fieldRequired(LABELS[field])];
    });
  };

  function formHarness() {
    const fakes = createPromiseFakes();
    const toasts: Array<{ type: 'success' | 'error'; title: string; description: string }> = [];
    const focused: Array<FormField | null> = [];
    // The send is the invoke `send` (its id), whatever the machine declares for `sendMessage`.
    const machine = contactFormMachine.provide({ actors: { sendMessage: fakes.promise<EnquirySent, EnquiryDraft>('send') } });
    /** What the machine emits, turned into toasts and a focus move as use-contact-form.ts does. */
    const listen = (actor: Actor<typeof machine>) => {
      actor.on('contact.sent', ({ reference }) => void toasts.push({ type: 'success', title: MSG.contactSuccessTitle, description: `${MSG.contactSuccessText} ${reference}` }));
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
      // SPEC §3/§4/§5 and issue 19, tracked from the events alone.
      let values: Values = { ...EMPTY };
      let phase: 'editing' | 'sending' | 'sent' | 'failed' = 'editing';
      let revealed = false;
      let refusedField: RequiredField | null = null;
      let reference: string | null = null;
      let fallback = false;
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
          const event = step.event as SampleEvent & { field?: keyof ContactFormValues; value?: string; error?: unknown };
          let toast: 'success' | 'error' | null = null;
          let focus: FormField | null | undefined;
          if (event.type === 'field.change' && event.field && event.value !== undefined) {
            const allowed = event.field !== 'carInterest' || event.value === '' || SPEC_CATEGORIES.includes(event.value);
            if (allowed) values = { ...values, [event.field]: event.value };
            if (event.field === refusedField) refusedField = null; // the visitor changed what the server refused
            reference = null; // the reference shows until the visitor types again
            phase = 'editing';
          } else if (event.type === 'form.submit') {
            const missing = expectedErrors(values);
            if (missing.length === 0 && refusedField === null) {
              phase = 'sending';
              sends += 1;
              fallback = false;
              reference = null;
              // The enquiry is built on the client: text trimmed, choices as given, nothing else typed here.
              expectEqual(fakes.inputs('send').at(-1), {
                name: values.name.trim(),
                email: values.email.trim(),
                phone: values.phone.trim(),
                subject: values.subject.trim(),
                message: values.message.trim(),
                preferredContact: values.preferredContact,
                carInterest: values.carInterest,
                rentalPeriod: values.rentalPeriod,
                dateFrom: null,
                dateTo: null,
                delivery: '',
                deliveryAddress: '',
                carId: null,
                website: '',
              }, 'the enquiry sent');
            } else {
              // Refused in place: errors revealed, the first problem (in the form's order, then the server's) focused.
              revealed = true;
              focus = missing[0]?.[0] ?? refusedField;
              phase = 'editing';
            }
          } else if (event.type === 'xstate.done.actor.send') {
            phase = 'sent';
            values = { ...EMPTY }; // on success the form resets
            revealed = false;
            reference = REFERENCE;
            toast = 'success';
          } else if (event.type === 'xstate.error.actor.send' && event.error instanceof FieldRejection) {
            phase = 'editing'; // back to editing, the refused field marked and focused, everything kept
            revealed = true;
            refusedField = 'subject';
            focus = 'subject';
          } else if (event.type === 'xstate.error.actor.send') {
            phase = 'failed'; // everything typed is kept, and WhatsApp is offered
            fallback = true;
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
              reference: snapshot.context.reference,
              fallback: snapshot.context.fallback,
            },
            {
              values,
              errors: REQUIRED.flatMap(([field]) => {
                const own = revealed ? expectedErrors(values).find(([f]) => f === field)?.[1] : undefined;
                return own ? [own] : field === refusedField ? [`refused ${field}`] : [];
              }),
              button: { text: phase === 'sending' ? 'Sending Message...' : 'Send Message', disabled: phase === 'sending', accepts: phase !== 'sending' },
              sending: phase === 'sending',
              tags: { sent: phase === 'sent', failed: phase === 'failed' },
              sends,
              newToasts: toast ? [toast] : [],
              newFocus: focus === undefined ? [] : [focus],
              reference,
              fallback,
            },
            `after ${event.type} ${event.field ?? ''}`,
          );
          // SPEC §8's toasts, word for word.
          for (const t of toasts.slice(seenToasts)) {
            if (t.type === 'success') {
              expect(t.title).toBe('Message Sent Successfully!');
              expect(t.description).toMatch(/within 24 hours/);
              expect(t.description).toContain(REFERENCE);
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
