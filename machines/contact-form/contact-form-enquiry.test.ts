import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { Car, EnquiryInput } from '../../domain/types';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type SampleEvent } from '../test-utils/paths';
import { createContactFormActors } from './contact-form.actors';
import { contactFormMachine, type ContactFormEvent } from './contact-form.machine';
import { EMPTY_CONTACT_VALUES, applyPrefill, carInterestOf, type ComposeEnquiry, type ContactFormValues, type EnquiryDraft, type EnquirySent } from './contact-form.model';

/** Issue 12: /contact?car=<id> loads the car beside the form and fills what the visitor has not written. */
type Snap = SnapshotFrom<typeof contactFormMachine>;

const car = (over: Partial<Car> = {}): Car =>
  ({ _id: 'car-296', brand: 'Ferrari', model: '296 GTB', year: 2024, category: 'Sports', ...over }) as Car;
const english: ComposeEnquiry = (c) => ({ subject: `Enquiry: ${c.brand} ${c.model}`, message: `About the ${c.year} ${c.brand} ${c.model}: https://x.ae/cars/${c._id}` });
const arabic: ComposeEnquiry = (c) => ({ subject: `استفسار: ${c.brand} ${c.model}`, message: `بخصوص ${c.brand} ${c.model}: https://x.ae/ar/cars/${c._id}` });
const change = (field: keyof ContactFormValues, value: string): ContactFormEvent => ({ type: 'field.change', field, value });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('enquiry prefill model', () => {
  it("takes a car's category as the interest only when it is one of SPEC's, compared lowercased", () => {
    expect(carInterestOf('Sports')).toBe('sports');
    expect(carInterestOf('SUV')).toBe('suv');
    expect(carInterestOf(' coupe ')).toBe('coupe');
    expect(carInterestOf('Hatchback')).toBe('');
    expect(carInterestOf('')).toBe('');
  });

  it("writes only blank fields or the previous prefill's own words", () => {
    const next = { subject: 'S2', message: 'M2', carInterest: 'suv' as const };
    const previous = { subject: 'S1', message: 'M1', carInterest: 'sports' as const };
    const typed = { ...EMPTY_CONTACT_VALUES, subject: 'My own subject', message: 'M1', carInterest: 'sports' as const };
    expect(applyPrefill(typed, next, previous)).toMatchObject({ subject: 'My own subject', message: 'M2', carInterest: 'suv' });
    expect(applyPrefill({ ...EMPTY_CONTACT_VALUES, subject: '  ' }, next, null)).toMatchObject(next);
    expect(applyPrefill({ ...EMPTY_CONTACT_VALUES, carInterest: 'luxury' }, next, null).carInterest).toBe('luxury');
  });
});

describe('contact form machine: an enquiry about a car (actor tests)', () => {
  function harness() {
    const getCar = vi.fn<(id: string) => Promise<Car>>();
    const createEnquiry = vi.fn((input: EnquiryInput) => Promise.resolve({ reference: input.carId ? 'LD-CAR22' : 'LD-NOCAR' }));
    const visit = () => ({ locale: 'en' as const, page: '/contact?car=car-296', referrer: '', elapsedMs: 30_000 });
    const { actors } = createContactFormActors({ clients: { publicApi: { getCar: (id) => getCar(id), createEnquiry } }, visit });
    const actor = createActor(contactFormMachine.provide({ actors })).start();
    return { actor, getCar, createEnquiry };
  }

  it('loads the car through the public client and fills subject, message and interest', async () => {
    const { actor, getCar } = harness();
    getCar.mockResolvedValue(car());
    actor.send({ type: 'about.request', id: 'car-296', compose: english });
    expect(getCar).toHaveBeenCalledWith('car-296');
    await flushPromises();
    const { context } = actor.getSnapshot();
    expect(context.about).toEqual({ _id: 'car-296', brand: 'Ferrari', model: '296 GTB', year: 2024, category: 'Sports' });
    expect(context.values).toMatchObject({ subject: 'Enquiry: Ferrari 296 GTB', message: 'About the 2024 Ferrari 296 GTB: https://x.ae/cars/car-296', carInterest: 'sports' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('never overwrites what the visitor typed before the car came', async () => {
    const { actor, getCar } = harness();
    let resolve: (c: Car) => void = () => {};
    getCar.mockReturnValue(new Promise<Car>((r) => (resolve = r)));
    actor.send({ type: 'about.request', id: 'car-296', compose: english });
    actor.send(change('subject', 'Wedding on Saturday'));
    actor.send(change('carInterest', 'convertible'));
    resolve(car());
    await flushPromises();
    expect(actor.getSnapshot().context.values).toMatchObject({
      subject: 'Wedding on Saturday',
      message: 'About the 2024 Ferrari 296 GTB: https://x.ae/cars/car-296',
      carInterest: 'convertible',
    });
  });

  it('a car that cannot be loaded leaves the form empty and shows nothing', async () => {
    const { actor, getCar } = harness();
    getCar.mockRejectedValue(new Error('Car not found'));
    actor.send({ type: 'about.request', id: 'nope', compose: english });
    await flushPromises();
    expect(actor.getSnapshot().context).toMatchObject({ values: EMPTY_CONTACT_VALUES, about: null, pending: null, showErrors: false });
  });

  it('another language rewrites only our words; removing the car takes them away and keeps the visitor\'s', async () => {
    const { actor, getCar } = harness();
    getCar.mockResolvedValue(car({ category: 'Hatchback' }));
    actor.send({ type: 'about.request', id: 'car-296', compose: english });
    await flushPromises();
    actor.send(change('message', 'Can it come to the Palm on Friday?'));
    actor.send({ type: 'about.request', id: 'car-296', compose: arabic });
    await flushPromises();
    expect(actor.getSnapshot().context.values).toMatchObject({ subject: 'استفسار: Ferrari 296 GTB', message: 'Can it come to the Palm on Friday?', carInterest: '' });
    // The car shown is not asked for again.
    expect(getCar).toHaveBeenCalledTimes(1);

    actor.send({ type: 'about.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ about: null, prefilled: null });
    expect(actor.getSnapshot().context.values).toMatchObject({ subject: '', message: 'Can it come to the Palm on Friday?', carInterest: '' });
  });

  it('a newer request wins: the earlier load is stopped and its car never lands', async () => {
    const { actor, getCar } = harness();
    const settle: Array<(c: Car) => void> = [];
    getCar.mockImplementation(() => new Promise<Car>((r) => void settle.push(r)));
    actor.send({ type: 'about.request', id: 'first', compose: english });
    actor.send({ type: 'about.request', id: 'second', compose: english });
    settle[0]?.(car({ _id: 'first', model: 'Roma' }));
    await flushPromises();
    expect(actor.getSnapshot().context.about).toBeNull();
    settle[1]?.(car({ _id: 'second', model: 'Purosangue', category: 'SUV' }));
    await flushPromises();
    expect(actor.getSnapshot().context.about?._id).toBe('second');
    expect(actor.getSnapshot().context.values.carInterest).toBe('suv');
  });

  it('a sent message carries the car by id, then empties the form and forgets the car', async () => {
    const { actor, getCar, createEnquiry } = harness();
    getCar.mockResolvedValue(car());
    actor.send({ type: 'about.request', id: 'car-296', compose: english });
    await flushPromises();
    actor.send(change('name', 'Aisha'));
    actor.send(change('email', 'aisha@example.com'));
    actor.send({ type: 'form.submit' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('success');
    expect(createEnquiry).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ carId: 'car-296', subject: 'Enquiry: Ferrari 296 GTB', page: '/contact?car=car-296' }), expect.anything());
    expect(actor.getSnapshot().context).toMatchObject({ values: EMPTY_CONTACT_VALUES, about: null, prefilled: null, reference: 'LD-CAR22' });
  });
});

describe('contact form machine: enquiry paths replayed with fake actors (test-utils/paths)', () => {
  const FERRARI = car();
  const CULLINAN = car({ _id: 'car-cullinan', brand: 'Rolls-Royce', model: 'Cullinan', category: 'Hatchback' });
  type Request = SampleEvent & { id: string; compose: ComposeEnquiry; label: string };
  const request = (id: string, compose: ComposeEnquiry, label: string): Request => ({ type: 'about.request', id, compose, label });
  const events: SampleEvent[] = [
    request(FERRARI._id, english, 'en'),
    request(FERRARI._id, arabic, 'ar'),
    request(CULLINAN._id, english, 'cullinan'),
    { type: 'xstate.done.actor.about', output: FERRARI },
    { type: 'xstate.error.actor.about', error: new Error('Car not found') },
    { type: 'about.clear' },
    change('subject', 'My own subject'),
    change('carInterest', 'luxury'),
  ];
  // A state: the car shown, what is loading, and the three fields a prefill writes.
  const serializeState = (s: Snap) => {
    const { about, pending, values } = s.context;
    return JSON.stringify([s.value, about?._id ?? null, pending ? [pending.id, pending.compose === arabic] : null, values.subject, values.message, values.carInterest]);
  };

  it('replays a path for every transition: the chip, the loads and the fields follow the independent model', async () => {
    const coverage = createCoverage(contactFormMachine);
    const paths = getTransitionPaths(contactFormMachine, { events, serializeState });
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const fakes = createPromiseFakes();
      const machine = contactFormMachine.provide({ actors: { loadCar: fakes.promise<Car, { id: string }>('about'), sendMessage: fakes.promise<EnquirySent, EnquiryDraft>('send') } });
      // The model: the fields, which of them hold our words, the car shown, the request in flight.
      let fields = { subject: '', message: '', carInterest: '' };
      let ours: typeof fields | null = null;
      let shown: Car | null = null;
      let loading: Request | null = null;
      let loads = 0;
      await replayPath(path, {
        machine,
        fakes,
        coverage,
        project: serializeState,
        check: (snapshot, step) => {
          const event = step.event as SampleEvent & Partial<Request> & { field?: 'subject' | 'carInterest'; value?: string; output?: Car };
          const write = (next: typeof fields) => {
            const keep = (k: keyof typeof fields) => fields[k] !== '' && (ours === null || fields[k] !== ours[k]);
            fields = { subject: keep('subject') ? fields.subject : next.subject, message: keep('message') ? fields.message : next.message, carInterest: keep('carInterest') ? fields.carInterest : next.carInterest };
          };
          const prefill = (compose: ComposeEnquiry, shownCar: Car) => {
            const next = { ...compose(shownCar), carInterest: shownCar.category === 'Sports' ? 'sports' : '' };
            write(next);
            ours = next;
          };
          // The car shown asked for again (another language): rewritten in place, not loaded again.
          const current: Car | null = shown;
          if (event.type === 'about.request' && loading === null && current !== null && current._id === event.id) prefill((event as Request).compose, current);
          else if (event.type === 'about.request') {
            loading = event as Request;
            loads += 1;
          }
          else if (event.type === 'xstate.done.actor.about' && loading && event.output) {
            prefill(loading.compose, event.output);
            shown = event.output;
            loading = null;
          } else if (event.type === 'xstate.error.actor.about') loading = null;
          else if (event.type === 'about.clear') {
            write({ subject: '', message: '', carInterest: '' });
            ours = null;
            shown = null;
            loading = null;
          } else if (event.type === 'field.change' && event.field && event.value !== undefined) fields = { ...fields, [event.field]: event.value };
          const { values, about } = snapshot.context;
          expectEqual(
            { fields: { subject: values.subject, message: values.message, carInterest: values.carInterest }, chip: about?._id ?? null, loading: fakes.isRunning('about'), state: snapshot.value },
            { fields, chip: shown?._id ?? null, loading: loading !== null, state: 'idle' },
          );
          // Every load asked for the car requested; a rewrite asked for none.
          expect(fakes.inputs('about')).toHaveLength(loads);
          if (event.type === 'about.request' && loading === event) expect(fakes.inputs('about').at(-1)).toEqual({ id: event.id });
        },
      });
    }
    const missing = coverage.missing();
    // The enquiry is the root's (about.*); the send's states are the other suites'.
    expect(missing.transitions.filter((t) => t.startsWith('contactForm on '))).toEqual([]);
  });
});
