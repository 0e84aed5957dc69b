import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import type { Car } from '../../domain/types';
import { toTransportError, AbortFailure } from '../../api/error-map';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { DEFAULT_RETRY_AFTER_S, INVALID_CAR_IDS, QUEUE_MAX_RETRIES, RELATED_LIMIT } from '../../domain/constants';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { createCarDetailActors } from './car-detail.actors';
import { carDetailMachine, isValidCarId, pickRelated, type CarDetailEmitted, type CarDetailInput } from './car-detail.machine';
import { english } from '../../tests/setup/english';

type Snap = SnapshotFrom<typeof carDetailMachine>;
/** What the machine emitted after a counted view, without its type. */
type Report = Omit<CarDetailEmitted, 'type'>;

function makeCar(id: string, overrides: Partial<Car> = {}): Car {
  return {
    _id: id,
    name: `Car ${id}`,
    brand: 'Ferrari',
    model: `Model ${id}`,
    year: 2024,
    category: 'Sports',
    transmission: 'Automatic',
    fuelType: 'Petrol',
    seats: 2,
    location: 'Business Bay, Dubai',
    description: 'A car.',
    features: [],
    specifications: {},
    isFeatured: false,
    isActive: true,
    isAvailable: true,
    images: [],
    slug: `car-${id}`,
    viewCount: 10,
    bookingCount: 0,
    status: 'available',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  } as Car;
}

const ID = '66a1b2c3d4e5f60718293a4b';
/** What the client throws for a cancelled call (React StrictMode revives actors in development). */
const ABORTED = toTransportError(new AbortFailure(MSG.requestAborted));
const CAR = makeCar(ID);
/** What the public client throws for an unknown car, a refused id, a 500 and a 429 with Retry-After 2 (SPEC §8). */
const MISSING = new ApiError(MSG.publicError(404, MSG.carNotFound), 404);
const REFUSED = new ApiError(MSG.invalidParams, 400);
const SERVER_DOWN = new ApiError(MSG.publicServerError, 500);
const LIMITED = new ApiError(MSG.tooManyRequests, 429, 2);
const OTHERS = ['a', 'b', 'c', 'd', 'e'].map((s) => makeCar(`${s.repeat(24)}`));

/** The machine with fake calls; its 'view.counted' events land in `reports` as the page's subscription hears them. */
function harness(input: CarDetailInput) {
  const fakes = createPromiseFakes();
  const reports: Report[] = [];
  const failures: Array<{ id: string; error: unknown }> = [];
  const machine = carDetailMachine.provide({
    actors: {
      loadCar: fakes.promise<Car, { id: string }>('loadCar'),
      loadRelated: fakes.promise<Car[], { id: string }>('loadRelated'),
      countView: fakes.promise<number, { id: string }>('countView'),
    },
    actions: { logViewCountFailure: (_, params) => failures.push(params) },
  });
  const actor = createActor(machine, { input });
  actor.on('view.counted', ({ id, viewCount }) => reports.push({ id, viewCount }));
  return { fakes, reports, failures, machine, actor };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('car-detail helpers', () => {
  it('refuses the SPEC §5 ids in any case and with spaces, accepts anything else', () => {
    for (const id of [...INVALID_CAR_IDS, ' ALL ', 'Null', 'UNDEFINED', '   ', null, undefined]) expect(isValidCarId(id)).toBe(false);
    for (const id of [ID, 'unknown', 'allx', 'nullable']) expect(isValidCarId(id)).toBe(true);
  });

  it('keeps at most RELATED_LIMIT related cars and never the car itself', () => {
    expect(pickRelated([CAR, ...OTHERS], ID).map((c) => c._id)).toEqual(OTHERS.slice(0, RELATED_LIMIT).map((c) => c._id));
    expect(pickRelated(OTHERS.slice(0, 2), ID)).toEqual(OTHERS.slice(0, 2));
    expect(pickRelated([], ID)).toEqual([]);
  });
});

describe('car-detail machine (actor tests)', () => {
  it.each([...INVALID_CAR_IDS, ' null ', 'ALL', undefined, null])('rejects the id %j locally: notFound without any call', async (id) => {
    const { actor, fakes } = harness({ id });
    actor.start();
    await flushPromises();
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('notFound');
    expect(snap.hasTag('notFound')).toBe(true);
    expect(snap.status).toBe('done');
    expect(fakes.inputs('loadCar')).toEqual([]);
    expect(fakes.inputs('loadRelated')).toEqual([]);
    expect(fakes.inputs('countView')).toEqual([]);
  });

  it('loads the car, then its related cars and its view count side by side', async () => {
    const { actor, fakes, reports, failures } = harness({ id: ` ${ID} ` });
    actor.start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('loadCar')).toEqual([{ id: ID }]);
    expect(fakes.isRunning('loadRelated')).toBe(false);
    expect(fakes.isRunning('countView')).toBe(false);

    fakes.settle('loadCar', { output: CAR });
    await flushPromises();
    let snap = actor.getSnapshot();
    expect(snap.hasTag('ready')).toBe(true);
    expect(snap.hasTag('relatedBusy')).toBe(true);
    expect(snap.context.car).toEqual(CAR);
    expect(snap.context.related).toBeNull();
    expect(fakes.inputs('loadRelated')).toEqual([{ id: ID }]);
    expect(fakes.inputs('countView')).toEqual([{ id: ID }]);

    fakes.settle('countView', { output: 11 });
    await flushPromises();
    snap = actor.getSnapshot();
    expect(snap.context.car?.viewCount).toBe(11);
    expect(snap.context.car).toEqual({ ...CAR, viewCount: 11 });
    expect(reports).toEqual([{ id: ID, viewCount: 11 }]);

    fakes.settle('loadRelated', { output: [CAR, ...OTHERS] });
    await flushPromises();
    snap = actor.getSnapshot();
    expect(snap.hasTag('relatedBusy')).toBe(false);
    expect(snap.context.related?.map((c) => c._id)).toEqual(OTHERS.slice(0, RELATED_LIMIT).map((c) => c._id));
    expect(snap.value).toEqual({ ready: { related: 'loaded', views: 'counted' } });
    expect(failures).toEqual([]);
  });

  it.each([
    ['an unknown car (404)', MISSING],
    ['a refused id (400)', REFUSED],
  ])('%s ends in notFound and starts nothing else', async (_, error) => {
    const { actor, fakes } = harness({ id: 'unknown' });
    actor.start();
    fakes.settle('loadCar', { error });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context).toMatchObject({ car: null });
    expect(english(actor.getSnapshot().context.error)).toBe(english(error));
    expect(fakes.inputs('loadRelated')).toEqual([]);
    expect(fakes.inputs('countView')).toEqual([]);
  });

  it.each([
    ['a server error', SERVER_DOWN],
    ['no network', toTransportError(new TypeError('Failed to fetch'))],
    ['a malformed answer', new ApiError(MSG.invalidResponseFormat, 200)],
  ])('%s is not "Car Not Found": the page fails with its §8 message and Try Again loads the car', async (_, error) => {
    const { actor, fakes } = harness({ id: ID });
    actor.start();
    fakes.settle('loadCar', { error });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toBe(english(error));
    actor.send({ type: 'car.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    fakes.settle('loadCar', { output: CAR });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toBeNull();
    expect(fakes.inputs('loadCar')).toHaveLength(2);
  });

  it('a 429 waits Retry-After, counting down each second, then asks again by itself', async () => {
    const { actor, fakes } = harness({ id: ID });
    actor.start();
    fakes.settle('loadCar', { error: LIMITED });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('rateLimited');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(fakes.inputs('loadCar')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fakes.inputs('loadCar')).toHaveLength(2);
    fakes.settle('loadCar', { output: CAR });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it(`a 429 without Retry-After waits ${DEFAULT_RETRY_AFTER_S} s; after ${QUEUE_MAX_RETRIES} retries the page fails with the §8 text`, async () => {
    const { actor, fakes } = harness({ id: ID });
    actor.start();
    for (let retry = 0; retry < QUEUE_MAX_RETRIES; retry += 1) {
      fakes.settle('loadCar', { error: new ApiError(MSG.tooManyRequests, 429) });
      await flushPromises();
      expect(actor.getSnapshot().context.secondsLeft).toBe(DEFAULT_RETRY_AFTER_S);
      await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_AFTER_S * 1000 - 1);
      expect(actor.getSnapshot().value).toBe('rateLimited');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('loading');
    }
    fakes.settle('loadCar', { error: LIMITED });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.tooManyRequests);
    expect(fakes.inputs('loadCar')).toHaveLength(QUEUE_MAX_RETRIES + 1);
    // Try Again starts a fresh round of waits.
    actor.send({ type: 'car.retry' });
    fakes.settle('loadCar', { error: LIMITED });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('rateLimited');
  });

  it('a failed view count is only logged: the car keeps its count, nothing is reported', async () => {
    const { actor, fakes, reports, failures } = harness({ id: ID });
    actor.start();
    fakes.settle('loadCar', { output: CAR });
    await flushPromises();
    const error = new Error(MSG.viewCountFailed);
    fakes.settle('countView', { error });
    await flushPromises();
    expect(actor.getSnapshot().context.car?.viewCount).toBe(CAR.viewCount);
    expect(reports).toEqual([]);
    expect(failures).toEqual([{ id: ID, error }]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('a failed related load leaves an empty related list and the page ready', async () => {
    const { actor, fakes } = harness({ id: ID });
    actor.start();
    fakes.settle('loadCar', { output: CAR });
    await flushPromises();
    fakes.settle('loadRelated', { error: new Error(MSG.relatedFailed) });
    await flushPromises();
    expect(actor.getSnapshot().context.related).toEqual([]);
    expect(actor.getSnapshot().matches({ ready: { related: 'failed' } })).toBe(true);
  });

  it('a cancelled call (StrictMode reviving the actor) is asked again, not shown as a failure', async () => {
    const { actor, fakes, failures } = harness({ id: ID });
    actor.start();
    fakes.settle('loadCar', { error: ABORTED });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fakes.inputs('loadCar')).toEqual([{ id: ID }, { id: ID }]);
    fakes.settle('loadCar', { output: CAR });
    await flushPromises();
    fakes.settle('countView', { error: ABORTED });
    fakes.settle('loadRelated', { error: ABORTED });
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ ready: { related: 'loading', views: 'counting' } });
    expect(fakes.inputs('countView')).toHaveLength(2);
    expect(fakes.inputs('loadRelated')).toHaveLength(2);
    expect(failures).toEqual([]);
  });

  it('stopping the actor (leaving the page) aborts the calls in flight', async () => {
    const { actor, fakes } = harness({ id: ID });
    actor.start();
    fakes.settle('loadCar', { output: CAR });
    await flushPromises();
    actor.stop();
    expect(fakes.signals('loadRelated')[0]?.aborted).toBe(true);
    expect(fakes.signals('countView')[0]?.aborted).toBe(true);
  });

  it('the real wiring logs a failed count with console.warn (never console.error)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const publicApi = {
      getCar: vi.fn(() => Promise.resolve(CAR)),
      listRelated: vi.fn(() => Promise.resolve(OTHERS)),
      incrementView: vi.fn(() => Promise.reject(new Error('boom'))),
    };
    const machine = carDetailMachine.provide(createCarDetailActors({ clients: { publicApi } }));
    const actor = createActor(machine, { input: { id: ID } }).start();
    await flushPromises();
    expect(publicApi.incrementView).toHaveBeenCalledWith(ID, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(warn).toHaveBeenCalledWith(MSG.viewCountFailed, ID, expect.any(Error));
    actor.stop();
  });

  it('the real wiring waits out a 429 on the related list and the view count, then asks again (SPEC §8)', async () => {
    const publicApi = {
      getCar: vi.fn(() => Promise.resolve(CAR)),
      listRelated: vi.fn().mockRejectedValueOnce(LIMITED).mockResolvedValue(OTHERS),
      incrementView: vi.fn().mockRejectedValueOnce(LIMITED).mockResolvedValue(12),
    };
    const actor = createActor(carDetailMachine.provide(createCarDetailActors({ clients: { publicApi } })), { input: { id: ID } }).start();
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ ready: { related: 'loading', views: 'counting' } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(publicApi.listRelated).toHaveBeenCalledTimes(2);
    expect(publicApi.incrementView).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ ready: { related: 'loaded', views: 'counted' } });
    expect(actor.getSnapshot().context.car?.viewCount).toBe(12);
    actor.stop();
  });

  it('unwired, it fails at once and names the call it is missing', async () => {
    const actor = createActor(carDetailMachine, { input: { id: ID } }).start();
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(english(actor.getSnapshot().context.error)).toContain('"loadCar" is not provided');
  });
});

describe('car-detail machine (model-based paths)', () => {
  const RELATED = [CAR, ...OTHERS];
  const events: SampleEvent[] = [
    { type: 'xstate.done.actor.loadCar', output: CAR },
    { type: 'xstate.error.actor.loadCar', error: MISSING },
    { type: 'xstate.error.actor.loadCar', error: SERVER_DOWN },
    { type: 'xstate.error.actor.loadCar', error: LIMITED },
    { type: 'xstate.after.second.carDetail.rateLimited' },
    { type: 'car.retry' },
    { type: 'xstate.done.actor.loadRelated', output: RELATED },
    { type: 'xstate.error.actor.loadRelated', error: new Error(MSG.relatedFailed) },
    { type: 'xstate.done.actor.countView', output: 42 },
    { type: 'xstate.error.actor.countView', error: new Error(MSG.viewCountFailed) },
    { type: 'xstate.error.actor.loadCar', error: ABORTED },
    { type: 'xstate.error.actor.loadRelated', error: ABORTED },
    { type: 'xstate.error.actor.countView', error: ABORTED },
  ];
  const serializeState = (s: Snap) =>
    JSON.stringify([s.value, s.context.car?.viewCount ?? null, s.context.related?.length ?? null, s.context.rateLimits, s.context.secondsLeft, s.context.error]);
  const project = (s: Snap) => s.context;

  /** Independent expectations: what each state means for the calls in flight and the effects fired. */
  function checker(fakes: PromiseFakes, reports: Report[], failures: unknown[], input: CarDetailInput, path: { steps: ReadonlyArray<MachineStep<typeof carDetailMachine>> }) {
    const id = input.id ?? '';
    return (snap: Snap, step: MachineStep<typeof carDetailMachine>) => {
      // A car the page arrived with is never loaded again, nor are its related cars.
      const valid = isValidCarId(id) && !input.held;
      expectEqual(fakes.isRunning('loadCar'), snap.matches('loading'), 'loadCar runs only while loading');
      expectEqual(fakes.isRunning('loadRelated'), snap.matches({ ready: { related: 'loading' } }), 'loadRelated running');
      if (input.held) expectEqual(fakes.inputs('loadRelated').length, 0, 'no related load for held cars');
      expectEqual(fakes.isRunning('countView'), snap.matches({ ready: { views: 'counting' } }), 'countView running');
      // One car load, again after a cancel, after each counted-down wait and after each Try Again.
      const loadsAgain = path.steps.filter((s) => s.state.value === 'loading' && s.event.type !== 'xstate.init').length;
      if (step === path.steps.at(-1)) expectEqual(fakes.inputs('loadCar').length, valid ? 1 + loadsAgain : 0, 'car loads');
      expectEqual(snap.hasTag('failed'), snap.value === 'failed', 'failed tag');
      expectEqual(snap.hasTag('rateLimited'), snap.value === 'rateLimited', 'rateLimited tag');
      if (snap.value === 'failed') expectEqual(english(snap.context.error) !== '', true, 'a failure has its message');
      if (snap.value === 'rateLimited') expectEqual(snap.context.secondsLeft >= 1 && snap.context.rateLimits <= QUEUE_MAX_RETRIES, true, 'a wait');
      expectEqual(snap.hasTag('notFound'), snap.value === 'notFound', 'notFound tag');
      expectEqual(reports, snap.matches({ ready: { views: 'counted' } }) ? [{ id, viewCount: 42 }] : [], 'reports');
      expectEqual(failures.length, snap.matches({ ready: { views: 'failed' } }) ? 1 : 0, 'logged failures');
      if (snap.matches('ready')) expectEqual(snap.context.car?._id, ID, 'the loaded car');
      if (snap.matches({ ready: { views: 'counted' } })) expectEqual(snap.context.car?.viewCount, 42, 'new count');
      if (snap.matches({ ready: { related: 'loaded' } })) expectEqual(snap.context.related, OTHERS.slice(0, RELATED_LIMIT), 'related');
      if (snap.matches({ ready: { related: 'failed' } })) expectEqual(snap.context.related, [], 'related after failure');
      if (step.event.type === 'xstate.init' && input.held) expectEqual(snap.value, { ready: { related: 'loaded', views: 'counting' } }, 'held car');
      else if (step.event.type === 'xstate.init' && !valid) expectEqual(snap.value, 'notFound', 'invalid id');
    };
  }

  it('replays a path for every transition, for a valid, an invalid and a held id, covering every state and transition', async () => {
    const coverage = createCoverage(carDetailMachine);
    let replayed = 0;
    const inputs: CarDetailInput[] = [{ id: ID }, { id: 'null' }, { id: ID, held: { car: CAR, related: RELATED } }];
    for (const input of inputs) {
      const paths = getTransitionPaths(carDetailMachine, { events, input, serializeState });
      for (const path of paths) {
        const { fakes, reports, failures, machine } = harness(input);
        // replayPath makes its own actor: the emitted counts are read from its inspection.
        const inspect = (event: InspectionEvent) => {
          coverage.inspect(event);
          if (event.type !== '@xstate.action' || event.action.type !== 'xstate.emit') return;
          const { event: emitted } = event.action.params as { event: CarDetailEmitted };
          if (emitted.type === 'view.counted') reports.push({ id: emitted.id, viewCount: emitted.viewCount });
        };
        await replayPath(path, { machine, fakes, input, project, coverage: { ...coverage, inspect }, check: checker(fakes, reports, failures, input, path) });
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(10);
    // 'checking' is transient (eventless): no snapshot ever shows it, but each of its transitions must be taken.
    expect(coverage.missing()).toEqual({ states: ['carDetail.checking'], transitions: [] });
  });
});
