import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { makeCar } from '../car-data/car-data.fixtures';
import { STORAGE_KEYS } from '../../domain/constants';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type SampleEvent } from '../test-utils/paths';
import { createShortlistActors, type ShortlistStorage } from './shortlist.actors';
import { shortlistMachine, shortlistSelectors, type ShortlistEvent } from './shortlist.machine';
import { fromSavedCar, parseShortlist, SAVED_CAR_LIMITS, serializeShortlist, SHORTLIST_MAX, toSavedCar, type SavedCar } from './shortlist.model';

type Snap = SnapshotFrom<typeof shortlistMachine>;

const saved = (overrides: Parameters<typeof makeCar>[0] = {}): SavedCar => toSavedCar(makeCar(overrides));
const A = saved({ brand: 'Ferrari', model: 'Roma' });
const B = saved({ brand: 'Rolls Royce', model: 'Cullinan', category: 'SUV', seats: 5 });
const C = saved({ brand: 'Lamborghini', model: 'Huracán' });
/** A full list, none of A, B or C. */
const FULL = Array.from({ length: SHORTLIST_MAX }, () => saved());

function fakeStorage(initial: string | null = null): ShortlistStorage & { value: string | null; writes: string[] } {
  const store = {
    value: initial,
    writes: [] as string[],
    read: () => store.value,
    write: (value: string) => {
      store.value = value;
      store.writes.push(value);
    },
  };
  return store;
}

/** A stand-in for `window`: dispatches 'storage' events as another tab's write would. */
function fakeWindow() {
  const target = new EventTarget();
  const fire = (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key }));
  let listeners = 0;
  return {
    source: {
      addEventListener: (type: 'storage', listener: (event: Event) => void) => {
        listeners += 1;
        target.addEventListener(type, listener);
      },
      removeEventListener: (type: 'storage', listener: (event: Event) => void) => {
        listeners -= 1;
        target.removeEventListener(type, listener);
      },
    },
    fire,
    listeners: () => listeners,
  };
}

/** The machine with its real actors on a fake storage and a fake window. */
async function live(stored: string | null = null) {
  const storage = fakeStorage(stored);
  const win = fakeWindow();
  const actor = createActor(shortlistMachine.provide(createShortlistActors({ storage, storageEvents: () => win.source }))).start();
  await flushPromises();
  return { actor, storage, win, ids: () => actor.getSnapshot().context.cars.map((car) => car.id) };
}

describe('shortlist model: what is kept, and nothing trusted from storage', () => {
  it('keeps a car’s card facts and its primary photograph', () => {
    const car = makeCar({
      brand: 'Bentley',
      model: 'Bentayga',
      images: [
        { url: '/fleet/side.jpg', alt: 'Side', isPrimary: false },
        { url: '/fleet/front.jpg', alt: 'Front', isPrimary: true },
      ],
    });
    expect(toSavedCar(car)).toEqual({
      id: car._id,
      name: car.name,
      brand: 'Bentley',
      model: 'Bentayga',
      image: { url: '/fleet/front.jpg', alt: 'Front' },
      category: car.category,
      year: car.year,
      seats: car.seats,
      transmission: car.transmission,
      fuelType: car.fuelType,
      location: car.location,
    });
  });

  it('gives a saved car back to its card with the kept photograph as the primary one', () => {
    expect(fromSavedCar(A).images).toEqual([{ ...A.image, isPrimary: true }]);
    expect(toSavedCar(fromSavedCar(A))).toEqual(A);
    expect(fromSavedCar({ ...A, image: null }).images).toEqual([]);
  });

  it('cuts long fields to size and keeps no unsafe or missing photograph', () => {
    const long = toSavedCar(makeCar({ name: 'N'.repeat(500), images: [{ url: 'javascript:alert(1)', alt: '', isPrimary: true }] }));
    expect(long.name).toHaveLength(SAVED_CAR_LIMITS.name);
    expect(long.image).toBeNull();
    expect(toSavedCar(makeCar({ images: [] })).image).toBeNull();
    expect(toSavedCar(makeCar({ images: [{ url: '//evil.example/x.jpg', alt: '', isPrimary: true }] })).image).toBeNull();
    expect(toSavedCar(makeCar({ images: [{ url: 'https://cdn.example/x.jpg', alt: 'X', isPrimary: true }] })).image?.url).toBe('https://cdn.example/x.jpg');
    // What is saved reads back as it was.
    expect(parseShortlist(serializeShortlist([long, A]))).toEqual([long, A]);
  });

  it.each([null, '', 'not json', '{"id":"x"}', '42', 'null', JSON.stringify([A]).padEnd(70_000, ' ')])('reads %j as an empty list', (raw) => {
    expect(parseShortlist(raw)).toEqual([]);
  });

  it('drops each bad entry on its own, keeps the others once, strips unknown fields and cuts the list', () => {
    const bad: unknown[] = [
      { ...A, id: '<script>' },
      { ...A, id: 'other', image: { url: 'javascript:alert(1)', alt: '' } },
      { ...A, id: 'long', name: 'x'.repeat(SAVED_CAR_LIMITS.name + 1) },
      { ...A, id: 'cat', category: 'Spaceship' },
      { ...A, id: 'year', year: 1800 },
      { ...A, id: 'brand', brand: '' },
      { ...B, id: undefined },
      'a string',
      null,
    ];
    expect(parseShortlist(JSON.stringify([...bad, A, { ...B, extra: 'dropped' }, A]))).toEqual([A, B]);
    const many = Array.from({ length: SHORTLIST_MAX + 5 }, () => saved());
    expect(parseShortlist(serializeShortlist(many))).toEqual(many.slice(0, SHORTLIST_MAX));
  });
});

describe('shortlist machine with its real actors (issue 12)', () => {
  it('shows the empty, unsaved state until started, then reads the stored list', async () => {
    const storage = fakeStorage(serializeShortlist([A, B]));
    const read = vi.spyOn(storage, 'read');
    const actor = createActor(shortlistMachine.provide(createShortlistActors({ storage, storageEvents: () => null })));
    // Not started (as on the server, and during hydration): nothing read, nothing saved, not ready.
    expect(read).not.toHaveBeenCalled();
    expect(shortlistSelectors.ready(actor.getSnapshot())).toBe(false);
    expect(shortlistSelectors.count(actor.getSnapshot())).toBe(0);
    actor.start();
    await flushPromises();
    expect(read).toHaveBeenCalledTimes(1);
    expect(shortlistSelectors.ready(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.cars).toEqual([A, B]);
    expect(shortlistSelectors.has(B.id)(actor.getSnapshot())).toBe(true);
  });

  it('toggles, removes and clears, writing every change to storage', async () => {
    const { actor, storage, ids } = await live();
    actor.send({ type: 'shortlist.toggle', car: A });
    actor.send({ type: 'shortlist.toggle', car: B });
    expect(ids()).toEqual([A.id, B.id]);
    expect(parseShortlist(storage.value)).toEqual([A, B]);
    actor.send({ type: 'shortlist.toggle', car: A });
    expect(ids()).toEqual([B.id]);
    actor.send({ type: 'shortlist.remove', id: B.id });
    expect(ids()).toEqual([]);
    actor.send({ type: 'shortlist.toggle', car: C });
    actor.send({ type: 'shortlist.clear' });
    expect(ids()).toEqual([]);
    expect(storage.writes.map((w) => parseShortlist(w).map((car) => car.id))).toEqual([[A.id], [A.id, B.id], [B.id], [], [C.id], []]);
  });

  it('writes nothing for a change that changes nothing', async () => {
    const { actor, storage } = await live();
    actor.send({ type: 'shortlist.remove', id: A.id });
    actor.send({ type: 'shortlist.clear' });
    expect(storage.writes).toEqual([]);
  });

  it('refuses a further car when the list is full, and still removes', async () => {
    const { actor, storage, ids } = await live(serializeShortlist(FULL));
    expect(shortlistSelectors.full(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'shortlist.toggle', car: A });
    expect(ids()).toEqual(FULL.map((car) => car.id));
    expect(storage.writes).toEqual([]);
    actor.send({ type: 'shortlist.toggle', car: FULL[0]! });
    expect(ids()).toHaveLength(SHORTLIST_MAX - 1);
    actor.send({ type: 'shortlist.toggle', car: A });
    expect(ids().at(-1)).toBe(A.id);
  });

  it('follows another tab: its write (or the whole storage cleared) replaces the list, checked, and is not written back', async () => {
    const { actor, storage, win, ids } = await live(serializeShortlist([A]));
    storage.value = JSON.stringify([B, { ...C, image: { url: 'javascript:x', alt: '' } }]);
    win.fire(STORAGE_KEYS.shortlist);
    expect(ids()).toEqual([B.id]);
    win.fire(STORAGE_KEYS.anthem);
    storage.value = null;
    expect(ids()).toEqual([B.id]);
    win.fire(null);
    expect(ids()).toEqual([]);
    expect(storage.writes).toEqual([]);
    actor.stop();
    expect(win.listeners()).toBe(0);
  });

  it('starts empty and works for the visit when storage refuses to be read or written', async () => {
    const storage: ShortlistStorage = {
      read: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      write: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const actor = createActor(shortlistMachine.provide(createShortlistActors({ storage, storageEvents: () => null }))).start();
    await flushPromises();
    expect(shortlistSelectors.ready(actor.getSnapshot())).toBe(true);
    expect(() => actor.send({ type: 'shortlist.toggle', car: A })).not.toThrow();
    expect(actor.getSnapshot().context.cars).toEqual([A]);
  });

  it('fails at once, naming the actor, when run unwired', async () => {
    const actor = createActor(shortlistMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('shortlist: actor "watchShortlist" is not provided');
  });
});

// ---- Model-based paths: every transition, replayed on a live actor with fake actors; the list and the writes are
// tracked from the events alone by a plain reducer (what issue 12 says), not from the generated snapshots.

describe('shortlist machine: generated paths replayed with fake actors (test-utils/paths)', () => {
  const events: SampleEvent[] = [
    { type: 'xstate.done.actor.readShortlist', output: [] },
    { type: 'xstate.done.actor.readShortlist', output: [B] },
    { type: 'xstate.done.actor.readShortlist', output: FULL },
    { type: 'xstate.error.actor.readShortlist', error: new DOMException('The operation is insecure.', 'SecurityError') },
    { type: 'shortlist.toggle', car: A },
    { type: 'shortlist.toggle', car: B },
    { type: 'shortlist.remove', id: A.id },
    { type: 'shortlist.clear' },
    { type: 'shortlist.synced', cars: [C] },
  ];
  const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.cars.map((car) => car.id)]);
  const project = (s: Snap) => s.context.cars.map((car) => car.id);

  /** Issue 12's shortlist as a reducer: the list after an event, and whether the change is stored. */
  function next(cars: readonly SavedCar[], event: SampleEvent): { cars: readonly SavedCar[]; stored: boolean } {
    const e = event as ShortlistEvent | { type: string; output?: SavedCar[] };
    switch (e.type) {
      case 'xstate.done.actor.readShortlist':
        return { cars: (e as { output: SavedCar[] }).output, stored: false };
      case 'shortlist.toggle': {
        const { car } = e as Extract<ShortlistEvent, { type: 'shortlist.toggle' }>;
        if (cars.some((c) => c.id === car.id)) return { cars: cars.filter((c) => c.id !== car.id), stored: true };
        return cars.length < SHORTLIST_MAX ? { cars: [...cars, car], stored: true } : { cars, stored: false };
      }
      case 'shortlist.remove': {
        const { id } = e as Extract<ShortlistEvent, { type: 'shortlist.remove' }>;
        return cars.some((c) => c.id === id) ? { cars: cars.filter((c) => c.id !== id), stored: true } : { cars, stored: false };
      }
      case 'shortlist.clear':
        return cars.length > 0 ? { cars: [], stored: true } : { cars, stored: false };
      case 'shortlist.synced':
        return { cars: (e as Extract<ShortlistEvent, { type: 'shortlist.synced' }>).cars, stored: false };
      default:
        return { cars, stored: false };
    }
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('replays a path for every transition and covers every state and transition', async () => {
    const coverage = createCoverage(shortlistMachine);
    const paths = getTransitionPaths(shortlistMachine, { events, serializeState });
    expect(paths.length).toBeGreaterThan(events.length);
    for (const path of paths) {
      const fakes = createPromiseFakes();
      const watching = { running: 0 };
      const writes: string[][] = [];
      const machine = shortlistMachine.provide({
        actors: {
          readShortlist: fakes.promise<SavedCar[], void>('readShortlist'),
          watchShortlist: fromCallback<ShortlistEvent, void>(() => {
            watching.running += 1;
            return () => {
              watching.running -= 1;
            };
          }),
        },
        actions: { writeShortlist: (_, params) => writes.push(params.cars.map((car) => car.id)) },
      });
      let cars: readonly SavedCar[] = [];
      const expectedWrites: string[][] = [];
      await replayPath(path, {
        machine,
        fakes,
        project,
        coverage,
        check: (snapshot, step) => {
          const after = next(cars, step.event);
          cars = after.cars;
          if (after.stored) expectedWrites.push(cars.map((car) => car.id));
          const reading = step.event.type === 'xstate.init';
          expectEqual(
            {
              cars: snapshot.context.cars.map((car) => car.id),
              writes,
              ready: snapshot.hasTag('ready'),
              reading: fakes.isRunning('readShortlist'),
              watching: watching.running,
              noDuplicates: new Set(snapshot.context.cars.map((car) => car.id)).size === snapshot.context.cars.length,
            },
            {
              cars: cars.map((car) => car.id),
              writes: expectedWrites,
              ready: !reading,
              reading,
              watching: reading ? 0 : 1,
              noDuplicates: true,
            },
            `after ${step.event.type}`,
          );
          expect(snapshot.context.cars.length).toBeLessThanOrEqual(SHORTLIST_MAX);
        },
      });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
