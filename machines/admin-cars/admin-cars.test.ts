import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AbortFailure } from '../../api/error-map';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { TRASH_DAYS } from '../../domain/constants';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { adminCarsMachine, type AdminCarsSnapshot } from './admin-cars.machine';
import {
  DEFAULT_FILTERS,
  addToList,
  applyFilter,
  brandsOf,
  carToInput,
  countFleet,
  filterCars,
  isFiltered,
  lowerTotal,
  removeFromList,
  replaceInList,
  toggledInput,
  type AdminFilters,
  type Car,
  type CarInput,
  type CarStatus,
} from './admin-cars.model';
import { createFleetSelectors, memoizeLast } from './admin-cars.select';
import { makeCar } from './fleet.fixtures';
import { english, englishToast, type EnglishToast } from '../../tests/setup/english';

const A = makeCar({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Ferrari Roma', brand: 'Ferrari', model: 'Roma', category: 'Coupe', isFeatured: true });
const B = makeCar({
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Lamborghini Urus', brand: 'Lamborghini', model: 'Urus', category: 'SUV',
  status: 'rented', isAvailable: false, isFeatured: false,
});
const C = makeCar({
  _id: 'cccccccccccccccccccccccc', name: 'Rolls Royce Ghost', brand: 'Rolls Royce', model: 'Ghost', category: 'Luxury',
  status: 'maintenance', isAvailable: false, isActive: false, isFeatured: false,
});
const N = makeCar({ _id: 'dddddddddddddddddddddddd', name: 'McLaren 750S', brand: 'McLaren', model: '750S', category: 'Sports' });
const FLEET = [A, B, C];

describe('admin fleet model (SPEC §4, §5)', () => {
  const f = (over: Partial<AdminFilters>): AdminFilters => ({ ...DEFAULT_FILTERS, ...over });
  const ids = (cars: Car[]) => cars.map((car) => car._id[0]);

  it('filters on the client: search over name, brand and model (any case), and each filter with all', () => {
    expect(ids(filterCars(FLEET, DEFAULT_FILTERS))).toEqual(['a', 'b', 'c']);
    expect(ids(filterCars(FLEET, f({ search: '  ROMA ' })))).toEqual(['a']);
    expect(ids(filterCars(FLEET, f({ search: 'royce' })))).toEqual(['c']);
    expect(ids(filterCars(FLEET, f({ search: 'urus' })))).toEqual(['b']);
    expect(ids(filterCars(FLEET, f({ search: 'coupe' })))).toEqual([]); // category is not searched
    expect(ids(filterCars(FLEET, f({ brand: 'lamborghini' })))).toEqual(['b']);
    expect(ids(filterCars(FLEET, f({ category: 'Luxury' })))).toEqual(['c']);
    expect(ids(filterCars(FLEET, f({ status: 'rented' })))).toEqual(['b']);
    expect(ids(filterCars(FLEET, f({ status: 'not available' })))).toEqual([]);
    expect(ids(filterCars(FLEET, f({ active: 'inactive' })))).toEqual(['c']);
    expect(ids(filterCars(FLEET, f({ active: 'active' })))).toEqual(['a', 'b']);
    expect(ids(filterCars(FLEET, f({ featured: 'featured' })))).toEqual(['a']);
    expect(ids(filterCars(FLEET, f({ featured: 'notFeatured', active: 'active' })))).toEqual(['b']);
  });

  it('accepts only offered filter values and says when any filter is on', () => {
    expect(applyFilter(DEFAULT_FILTERS, 'status', 'maintenance').status).toBe('maintenance');
    expect(applyFilter(DEFAULT_FILTERS, 'status', 'sold')).toBe(DEFAULT_FILTERS);
    expect(applyFilter(DEFAULT_FILTERS, 'category', 'Hatchback').category).toBe('Hatchback');
    expect(applyFilter(DEFAULT_FILTERS, 'category', 'luxury')).toBe(DEFAULT_FILTERS);
    expect(applyFilter(DEFAULT_FILTERS, 'active', 'yes')).toBe(DEFAULT_FILTERS);
    expect(applyFilter(DEFAULT_FILTERS, 'featured', 'all')).toBe(DEFAULT_FILTERS);
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered(f({ search: '   ' }))).toBe(false);
    expect(isFiltered(f({ brand: 'BMW' }))).toBe(true);
  });

  it('counts the summary tiles and keeps the list per SPEC §4', () => {
    expect(countFleet(FLEET)).toEqual({ available: 1, featured: 1, rented: 1 });
    expect(brandsOf([C, A, B, A])).toEqual(['Ferrari', 'Lamborghini', 'Rolls Royce']);
    expect(ids(addToList(FLEET, N))).toEqual(['d', 'a', 'b', 'c']);
    expect(replaceInList(FLEET, { ...B, model: 'Urus S' })[1]?.model).toBe('Urus S');
    expect(ids(removeFromList(FLEET, B._id))).toEqual(['a', 'c']);
    expect([lowerTotal(3), lowerTotal(1), lowerTotal(0)]).toEqual([2, 0, 0]);
  });

  it('a toggle sends the car as it is with one flag flipped', () => {
    const input = carToInput(A);
    expect(input).toEqual({
      name: A.name, brand: A.brand, model: A.model, year: A.year, category: A.category, transmission: A.transmission,
      fuelType: A.fuelType, seats: A.seats, location: A.location, description: A.description, features: A.features,
      specifications: A.specifications, metaTitle: A.metaTitle, metaDescription: A.metaDescription,
      isFeatured: true, isActive: true, isAvailable: true, images: A.images,
    });
    expect(toggledInput(A, 'isFeatured')).toEqual({ ...input, isFeatured: false });
    expect(toggledInput(C, 'isActive').isActive).toBe(true);
    expect(toggledInput(B, 'isAvailable').isAvailable).toBe(true);
  });

  it('memoised selectors return the same objects until the list or the filters change', () => {
    const memo = memoizeLast((a: number, b: number) => ({ sum: a + b }));
    expect(memo(1, 2)).toBe(memo(1, 2));
    expect(memo(1, 3)).toEqual({ sum: 4 });

    const actor = createActor(adminCarsMachine.provide({ actors: { listCars: createPromiseFakes().promise('listCars') } })).start();
    const select = createFleetSelectors();
    const first = select.visibleCars(actor.getSnapshot());
    actor.send({ type: 'filter.set', key: 'status', value: 'sold' }); // refused: same filters object
    expect(select.visibleCars(actor.getSnapshot())).toBe(first);
    expect(select.summary(actor.getSnapshot())).toBe(select.summary(actor.getSnapshot()));
    actor.send({ type: 'filter.set', key: 'search', value: 'x' });
    expect(select.visibleCars(actor.getSnapshot())).not.toBe(first);
  });
});

/** The toast after a delete: SPEC §8's title, how long the trash keeps it, and Undo (issue 22). */
const deletedToast = (id: string): EnglishToast => ({
  title: MSG.carDeleted,
  description: MSG.carInTrash(TRASH_DAYS),
  type: 'success',
  action: { label: MSG.undo, event: { type: 'car.restore', id } },
});

function harness() {
  const fakes = createPromiseFakes();
  const toasts: EnglishToast[] = [];
  const machine = adminCarsMachine.provide({
    actors: {
      listCars: fakes.promise<{ cars: Car[]; total: number }, void>('listCars'),
      deleteCar: fakes.promise<void, { id: string }>('deleteCar'),
      restoreCar: fakes.promise<{ car: Car; previousSlug?: string }, { id: string }>('restoreCar'),
      setStatus: fakes.promise<Car, { id: string; status: CarStatus }>('setStatus'),
      toggleFlag: fakes.promise<Car, { id: string; payload: CarInput }>('toggleFlag'),
    },
    actions: { notify: (_, toast) => void toasts.push(englishToast(toast)) },
  });
  return { fakes, toasts, machine };
}

async function settle(fakes: PromiseFakes, name: string, outcome: { output: unknown } | { error: unknown }) {
  fakes.settle(name, outcome);
  await flushPromises();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('admin fleet (actor tests)', () => {
  it('loads the whole fleet, then adds first, replaces, deletes after a confirmation, never below 0', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle(fakes, 'listCars', { output: { cars: FLEET, total: 3 } });
    expect(actor.getSnapshot().context).toMatchObject({ cars: FLEET, total: 3 });

    actor.send({ type: 'car.added', car: N });
    expect(actor.getSnapshot().context.cars?.[0]).toBe(N);
    expect(actor.getSnapshot().context.total).toBe(4);
    actor.send({ type: 'car.added', car: N }); // the same save reported twice
    expect(actor.getSnapshot().context.total).toBe(4);

    const renamed = { ...A, model: 'Roma Spider' };
    actor.send({ type: 'car.updated', car: renamed });
    expect(actor.getSnapshot().context.cars?.[1]).toBe(renamed);

    actor.send({ type: 'car.delete', id: B._id });
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(true);
    expect(actor.getSnapshot().context.current).toBe(B);
    actor.send({ type: 'delete.cancel' });
    expect(fakes.inputs('deleteCar')).toEqual([]);
    actor.send({ type: 'car.delete', id: B._id });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('deleteCar')).toEqual([{ id: B._id }]);
    await settle(fakes, 'deleteCar', { output: undefined });
    expect(actor.getSnapshot().context.cars?.map((c) => c._id)).toEqual([N._id, A._id, C._id]);
    expect(actor.getSnapshot().context.total).toBe(3);
    expect(toasts).toEqual([deletedToast(B._id)]);
  });

  it("undoes a delete from its toast: the car back from the trash, listed and counted again (issue 22)", async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    await settle(fakes, 'listCars', { output: { cars: FLEET, total: 3 } });
    actor.send({ type: 'car.delete', id: B._id });
    actor.send({ type: 'delete.confirm' });
    await settle(fakes, 'deleteCar', { output: undefined });
    expect(toasts.at(-1)?.action).toEqual({ label: 'Undo', event: { type: 'car.restore', id: B._id } });

    actor.send(toasts.at(-1)!.action!.event as { type: 'car.restore'; id: string });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('restoreCar')).toEqual([{ id: B._id }]);
    actor.send({ type: 'car.restore', id: B._id }); // pressed twice: one call
    expect(fakes.inputs('restoreCar')).toHaveLength(1);
    await settle(fakes, 'restoreCar', { output: { car: B } });
    expect(actor.getSnapshot().context.cars?.map((c) => c._id)).toEqual([B._id, A._id, C._id]);
    expect(actor.getSnapshot().context.total).toBe(3);
    expect(toasts.at(-1)).toEqual({ title: MSG.carRestored, type: 'success' });
    actor.send({ type: 'car.restore', id: B._id }); // listed again: nothing to undo
    expect(fakes.inputs('restoreCar')).toHaveLength(1);

    // Its slug taken meanwhile: restored under a new one, and the toast says which.
    actor.send({ type: 'car.delete', id: A._id });
    actor.send({ type: 'delete.confirm' });
    await settle(fakes, 'deleteCar', { output: undefined });
    actor.send({ type: 'car.restore', id: A._id });
    await settle(fakes, 'restoreCar', { output: { car: { ...A, slug: `${A.slug}-2` }, previousSlug: A.slug } });
    expect(toasts.at(-1)).toEqual({ title: MSG.carRestored, description: MSG.carRestoredNewSlug(`${A.slug}-2`), type: 'success' });

    // Gone for good meanwhile (deleted forever from the trash page): an error toast, the list as it was.
    actor.send({ type: 'car.delete', id: C._id });
    actor.send({ type: 'delete.confirm' });
    await settle(fakes, 'deleteCar', { output: undefined });
    actor.send({ type: 'car.restore', id: C._id });
    await settle(fakes, 'restoreCar', { error: new ApiError(MSG.serverError(404, 'Car not found in the trash'), 404) });
    expect(actor.getSnapshot().context.cars?.map((c) => c._id)).toEqual([A._id, B._id]);
    expect(toasts.at(-1)).toEqual({ title: MSG.restoreCarFailed, description: MSG.serverError(404, 'Car not found in the trash'), type: 'error' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('offers status changes per availability, one call each, and toggles flags with one edit call', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    await settle(fakes, 'listCars', { output: { cars: FLEET, total: 3 } });

    actor.send({ type: 'car.setStatus', id: A._id, status: 'available' }); // already available: not offered
    actor.send({ type: 'car.setStatus', id: B._id, status: 'maintenance' }); // unavailable: only Activate
    expect(fakes.inputs('setStatus')).toEqual([]);

    actor.send({ type: 'car.setStatus', id: A._id, status: 'maintenance' });
    expect(fakes.inputs('setStatus')).toEqual([{ id: A._id, status: 'maintenance' }]);
    actor.send({ type: 'car.toggle', id: C._id, flag: 'isActive' }); // one change at a time
    expect(fakes.inputs('toggleFlag')).toEqual([]);
    const inMaintenance = { ...A, status: 'maintenance' as const, isAvailable: false };
    await settle(fakes, 'setStatus', { output: inMaintenance });
    expect(actor.getSnapshot().context.cars?.[0]).toBe(inMaintenance);
    expect(actor.getSnapshot().context.current).toBe(inMaintenance);

    actor.send({ type: 'car.setStatus', id: B._id, status: 'available' });
    await settle(fakes, 'setStatus', { error: new ApiError(MSG.serverError(404, 'Car not found'), 404) });
    expect(actor.getSnapshot().context.cars?.[1]).toBe(B);

    actor.send({ type: 'car.toggle', id: C._id, flag: 'isActive' });
    expect(fakes.inputs('toggleFlag')).toEqual([{ id: C._id, payload: { ...carToInput(C), isActive: true } }]);
    await settle(fakes, 'toggleFlag', { error: new Error('offline') });
    expect(toasts).toEqual([
      { title: MSG.carUpdated, type: 'success' },
      { title: MSG.errorTitle, description: MSG.serverError(404, 'Car not found'), type: 'error' },
      { title: MSG.updateCarFailed, description: 'offline', type: 'error' },
    ]);
  });

  it('shows a failed load as an Error toast and loads again on request', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    await settle(fakes, 'listCars', { error: new ApiError(MSG.networkError, 0) });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.networkError);
    expect(toasts).toEqual([{ title: MSG.errorTitle, description: MSG.networkError, type: 'error' }]);
    actor.send({ type: 'cars.reload' });
    await settle(fakes, 'listCars', { output: { cars: [], total: 0 } });
    expect(actor.getSnapshot().context).toMatchObject({ cars: [], total: 0, error: null });
  });
});

describe('admin fleet (model-based)', () => {
  const aRented = { ...A, status: 'rented' as const, isAvailable: false };
  const bAvailable = { ...B, status: 'available' as const, isAvailable: true };
  const aUnfeatured = { ...A, isFeatured: false };
  const loaded: SampleEvent = { type: 'xstate.done.actor.listCars', output: { cars: FLEET, total: 3 } };
  /** What a call reports when its caller cancelled it (StrictMode's stop and revive, in development). */
  const aborted = () => Object.assign(new ApiError(MSG.requestAborted, 0), { cause: new AbortFailure('aborted') });
  /** One event set per concern (a single set multiplies into thousands of states); coverage is over all of them. */
  const scenarios: Record<string, SampleEvent[]> = {
    load: [
      { type: 'cars.reload' },
      loaded,
      { type: 'xstate.done.actor.listCars', output: { cars: [A], total: 0 } },
      { type: 'xstate.error.actor.listCars', error: new ApiError(MSG.networkError, 0) },
      { type: 'xstate.error.actor.listCars', error: aborted() },
      { type: 'filter.set', key: 'search', value: 'ROMA' },
      { type: 'filter.reset' },
    ],
    delete: [
      loaded,
      { type: 'xstate.done.actor.listCars', output: { cars: [A], total: 0 } },
      { type: 'car.delete', id: A._id },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'xstate.done.actor.deleteCar', output: undefined },
      { type: 'xstate.error.actor.deleteCar', error: new ApiError(MSG.serverError(500, 'down'), 500) },
      { type: 'xstate.error.actor.deleteCar', error: aborted() },
      { type: 'car.restore', id: A._id },
      { type: 'xstate.done.actor.restoreCar', output: { car: A } },
      { type: 'xstate.error.actor.restoreCar', error: new ApiError(MSG.restoreCarFailed, 0) },
      { type: 'xstate.error.actor.restoreCar', error: aborted() },
    ],
    status: [
      loaded,
      { type: 'car.setStatus', id: A._id, status: 'rented' },
      { type: 'car.setStatus', id: B._id, status: 'available' },
      { type: 'xstate.done.actor.setStatus', output: aRented },
      { type: 'xstate.done.actor.setStatus', output: bAvailable },
      { type: 'xstate.error.actor.setStatus', error: new ApiError(MSG.statusUpdateFailed, 0) },
      { type: 'xstate.error.actor.setStatus', error: aborted() },
    ],
    toggleAndDialog: [
      loaded,
      { type: 'car.toggle', id: A._id, flag: 'isFeatured' },
      { type: 'xstate.done.actor.toggleFlag', output: aUnfeatured },
      { type: 'xstate.error.actor.toggleFlag', error: new ApiError(MSG.updateCarFailed, 0) },
      { type: 'xstate.error.actor.toggleFlag', error: aborted() },
      { type: 'car.added', car: N },
      { type: 'car.updated', car: { ...C, model: 'Ghost II' } },
    ],
  };
  const project = (s: AdminCarsSnapshot) => ({
    cars: s.context.cars?.map((c) => `${c._id[0]}:${c.status}:${c.isFeatured}:${c.model}`) ?? null,
    total: s.context.total,
    filters: s.context.filters,
    error: english(s.context.error),
    current: s.context.current ? `${s.context.current._id[0]}:${s.context.current.status}:${s.context.current.isFeatured}` : null,
  });
  const serializeState = (s: AdminCarsSnapshot) => JSON.stringify({ value: s.value, ...project(s) });
  const sameCar = (x: Car, y: Car) => x._id === y._id && x.status === y.status && x.isFeatured === y.isFeatured;
  type Pick = { id?: string; status?: CarStatus; flag?: 'isFeatured'; output?: unknown };

  function check(s: AdminCarsSnapshot, step: MachineStep<typeof adminCarsMachine>, fakes: PromiseFakes, toasts: EnglishToast[], before: AdminCarsSnapshot | null, toastsBefore: number) {
    const event = step.event as SampleEvent & Pick;
    const value = typeof s.value === 'string' ? s.value : '';
    expectEqual(
      { loading: s.hasTag('loading'), busy: s.hasTag('busy'), confirm: s.hasTag('confirmOpen') },
      { loading: value === 'loading', busy: ['deleting', 'restoring', 'changingStatus', 'toggling'].includes(value), confirm: ['confirmingDelete', 'deleting'].includes(value) },
      'tags',
    );
    expect(s.context.total).toBeGreaterThanOrEqual(0);
    const visible = filterCars(s.context.cars ?? [], s.context.filters);
    if (s.context.filters.search) expect(visible.every((c) => `${c.name} ${c.brand} ${c.model}`.toLowerCase().includes('roma'))).toBe(true);
    if (!before) return;
    const was = before.context;
    const lastToast = toasts.at(-1);
    const error = (event as { error?: unknown }).error;
    if (event.type.startsWith('xstate.error.actor.') && error instanceof ApiError && english(error) === MSG.requestAborted) {
      expectEqual([value, toasts.length, fakes.isRunning('listCars')], ['loading', toastsBefore, true], 'a cancelled call is never shown: the list loads again');
      return;
    }
    switch (event.type) {
      case 'car.added':
        if (was.cars) {
          expectEqual(s.context.cars?.[0]?._id, N._id, 'a new car goes first');
          expectEqual(s.context.total, was.cars.some((c) => c._id === N._id) ? was.total : was.total + 1, 'total + 1');
        }
        break;
      case 'delete.confirm':
        expectEqual(fakes.inputs('deleteCar').at(-1), { id: was.current?._id }, 'deletes the confirmed car');
        break;
      case 'xstate.done.actor.deleteCar':
        expectEqual(s.context.cars?.some((c) => c._id === was.current?._id), false, 'removed');
        expectEqual(s.context.total, Math.max(0, was.total - 1), 'total − 1, never below 0');
        expectEqual(lastToast, deletedToast(was.current!._id), 'deleted toast, with Undo');
        break;
      case 'car.restore':
        expectEqual(value === 'restoring', was.cars !== null && !was.cars.some((c) => c._id === event.id) && before.value === 'ready', 'undo only of a car not listed, when idle');
        break;
      case 'xstate.done.actor.restoreCar': {
        const { car } = event.output as { car: Car };
        expectEqual([s.context.cars?.[0]?._id, s.context.total], [car._id, was.total + 1], 'back first in the list, counted');
        expectEqual(lastToast, { title: MSG.carRestored, type: 'success' }, 'restored toast');
        break;
      }
      case 'xstate.error.actor.restoreCar':
        expectEqual([s.context.cars, lastToast?.title], [was.cars, MSG.restoreCarFailed], 'nothing added, failure toast');
        break;
      case 'xstate.error.actor.deleteCar':
        expectEqual([s.context.cars, lastToast?.title], [was.cars, MSG.deleteCarFailed], 'nothing removed, failure toast');
        break;
      case 'car.setStatus':
        expectEqual(fakes.inputs('setStatus').at(-1), { id: event.id, status: event.status }, 'one call with id and status');
        break;
      case 'car.toggle': {
        const car = was.cars?.find((c) => c._id === event.id) as Car;
        const payload = (fakes.inputs('toggleFlag').at(-1) as { payload: CarInput }).payload;
        expectEqual([payload.isFeatured, payload.name, payload.images], [!car.isFeatured, car.name, car.images], 'the car with one flag flipped');
        break;
      }
      case 'xstate.done.actor.setStatus':
      case 'xstate.done.actor.toggleFlag': {
        const out = event.output as Car;
        const listed = s.context.cars?.find((c) => c._id === out._id);
        if (listed) expect(sameCar(listed, out)).toBe(true);
        if (was.current?._id === out._id) expect(s.context.current && sameCar(s.context.current, out)).toBe(true);
        expectEqual(lastToast, { title: MSG.carUpdated, type: 'success' }, 'updated toast');
        break;
      }
      case 'xstate.error.actor.setStatus':
      case 'xstate.error.actor.toggleFlag':
        expectEqual(s.context.cars, was.cars, 'nothing changed');
        expectEqual(lastToast?.title, event.type === 'xstate.error.actor.setStatus' ? MSG.errorTitle : MSG.updateCarFailed, 'failure toast');
        break;
      case 'xstate.error.actor.listCars':
        expectEqual(lastToast, { title: MSG.errorTitle, description: MSG.networkError, type: 'error' }, 'store error as Error toast');
        break;
      default:
    }
  }

  it('replays a path for every transition, covering every state and transition', async () => {
    const coverage = createCoverage(adminCarsMachine);
    let replayed = 0;
    for (const [name, events] of Object.entries(scenarios)) {
      const paths = getTransitionPaths(adminCarsMachine, { events, serializeState });
      expect(paths.length, name).toBeGreaterThan(5);
      for (const path of paths) {
        const { fakes, toasts, machine } = harness();
        let before: AdminCarsSnapshot | null = null;
        let toastsBefore = 0;
        await replayPath(path, {
          machine,
          fakes,
          project,
          coverage,
          check: (s, step) => {
            check(s, step, fakes, toasts, before, toastsBefore);
            before = s;
            toastsBefore = toasts.length;
          },
        });
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(50);
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
