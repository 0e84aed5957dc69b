import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AbortFailure } from '../../api/error-map';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { trashedCar } from '../../domain/trash';
import type { Car } from '../../domain/types';
import { makeCar } from '../admin-cars/fleet.fixtures';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { trashMachine, type TrashSnapshot, type TrashedCar } from './trash.machine';
import { english, englishToast, type EnglishToast } from '../../tests/setup/english';

const BY = { name: 'Admin', email: 'admin@example.com' };
const A = trashedCar(makeCar({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Ferrari 296 GTB', slug: 'ferrari-296-gtb-2024' }), Date.UTC(2026, 10, 20, 9), BY);
const B = trashedCar(makeCar({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Bentley Bentayga', slug: 'bentley-bentayga-2024' }), Date.UTC(2026, 10, 19, 9), BY);
const TRASH = [A, B];
const aborted = () => Object.assign(new ApiError(MSG.requestAborted, 0), { cause: new AbortFailure('aborted') });
const restored = (item: TrashedCar, slug?: string): { car: Car; previousSlug?: string } =>
  slug ? { car: { ...item.car, slug }, previousSlug: item.car.slug } : { car: item.car };

function harness() {
  const fakes = createPromiseFakes();
  const toasts: EnglishToast[] = [];
  const machine = trashMachine.provide({
    actors: {
      listTrash: fakes.promise<TrashedCar[], void>('listTrash'),
      restoreCar: fakes.promise<{ car: Car; previousSlug?: string }, { id: string }>('restoreCar'),
      purgeCar: fakes.promise<void, { id: string }>('purgeCar'),
    },
    actions: { notify: (_, toast) => void toasts.push(englishToast(toast)) },
  });
  return { fakes, toasts, machine };
}

async function settle(fakes: PromiseFakes, name: string, outcome: { output: unknown } | { error: unknown }) {
  fakes.settle(name, outcome);
  await flushPromises();
}

const ids = (s: TrashSnapshot) => s.context.items?.map((item) => item.car._id[0]) ?? null;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the trash (actor tests)', () => {
  it('loads the list; a failed load says why and loads again on request', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle(fakes, 'listTrash', { error: new ApiError(MSG.networkError, 0) });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.networkError);
    actor.send({ type: 'trash.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle(fakes, 'listTrash', { output: TRASH });
    expect(actor.getSnapshot().context).toMatchObject({ items: TRASH, error: null });
    actor.send({ type: 'trash.reload' });
    await settle(fakes, 'listTrash', { output: [] });
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(toasts).toEqual([]); // the page says it; no toast
  });

  it('restores a car: the row busy, then gone with a toast; a new slug is named; a failure keeps the row', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    await settle(fakes, 'listTrash', { output: TRASH });

    actor.send({ type: 'car.restore', id: 'cccccccccccccccccccccccc' }); // not in the trash
    expect(fakes.inputs('restoreCar')).toEqual([]);

    actor.send({ type: 'car.restore', id: A.car._id });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.current).toBe(A);
    actor.send({ type: 'car.purge', id: B.car._id }); // one change at a time
    actor.send({ type: 'trash.reload' });
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(false);
    expect(fakes.isRunning('listTrash')).toBe(false);
    await settle(fakes, 'restoreCar', { error: new ApiError(MSG.serverError(404, 'Car not found in the trash'), 404) });
    expect(ids(actor.getSnapshot())).toEqual(['a', 'b']);
    expect(actor.getSnapshot().context.current).toBe(A);

    actor.send({ type: 'car.restore', id: A.car._id });
    await settle(fakes, 'restoreCar', { output: restored(A) });
    expect(ids(actor.getSnapshot())).toEqual(['b']);

    actor.send({ type: 'car.restore', id: B.car._id });
    expect(fakes.inputs('restoreCar')).toEqual([{ id: A.car._id }, { id: A.car._id }, { id: B.car._id }]);
    await settle(fakes, 'restoreCar', { output: restored(B, 'bentley-bentayga-2024-2') });
    expect(ids(actor.getSnapshot())).toEqual([]);
    expect(toasts).toEqual([
      { title: MSG.restoreCarFailed, description: MSG.serverError(404, 'Car not found in the trash'), type: 'error' },
      { title: MSG.carRestored, type: 'success' },
      { title: MSG.carRestored, description: MSG.carRestoredNewSlug('bentley-bentayga-2024-2'), type: 'success' },
    ]);
  });

  it('deletes a car for good only once confirmed; cancel and a failure keep it', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    await settle(fakes, 'listTrash', { output: TRASH });

    actor.send({ type: 'car.purge', id: B.car._id });
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(true);
    expect(actor.getSnapshot().context.current).toBe(B);
    actor.send({ type: 'car.restore', id: A.car._id }); // the dialog is open: nothing else
    actor.send({ type: 'purge.cancel' });
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(false);
    expect([fakes.inputs('purgeCar'), fakes.inputs('restoreCar')]).toEqual([[], []]);

    actor.send({ type: 'car.purge', id: B.car._id });
    actor.send({ type: 'purge.confirm' });
    expect(actor.getSnapshot().hasTag('busy') && actor.getSnapshot().hasTag('confirmOpen')).toBe(true);
    actor.send({ type: 'purge.cancel' }); // too late: it is under way
    await settle(fakes, 'purgeCar', { error: new Error('offline') });
    expect(ids(actor.getSnapshot())).toEqual(['a', 'b']);

    actor.send({ type: 'car.purge', id: B.car._id });
    actor.send({ type: 'purge.confirm' });
    await settle(fakes, 'purgeCar', { output: undefined });
    expect(ids(actor.getSnapshot())).toEqual(['a']);
    expect(fakes.inputs('purgeCar')).toEqual([{ id: B.car._id }, { id: B.car._id }]);
    expect(toasts).toEqual([
      { title: MSG.purgeCarFailed, description: 'offline', type: 'error' },
      { title: MSG.carPurged, type: 'success' },
    ]);
  });

  it('loads the list again when a change was cancelled under it, showing nothing', async () => {
    const { fakes, toasts, machine } = harness();
    const actor = createActor(machine).start();
    await settle(fakes, 'listTrash', { error: aborted() });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle(fakes, 'listTrash', { output: TRASH });
    actor.send({ type: 'car.restore', id: A.car._id });
    await settle(fakes, 'restoreCar', { error: aborted() });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(toasts).toEqual([]);
  });
});

describe('the trash (model-based)', () => {
  const loaded: SampleEvent = { type: 'xstate.done.actor.listTrash', output: TRASH };
  /** One event set per concern; coverage is over all of them. */
  const scenarios: Record<string, SampleEvent[]> = {
    load: [
      { type: 'trash.reload' },
      loaded,
      { type: 'xstate.done.actor.listTrash', output: [] },
      { type: 'xstate.error.actor.listTrash', error: new ApiError(MSG.networkError, 0) },
      { type: 'xstate.error.actor.listTrash', error: aborted() },
    ],
    restore: [
      loaded,
      { type: 'car.restore', id: A.car._id },
      { type: 'car.restore', id: B.car._id },
      { type: 'xstate.done.actor.restoreCar', output: restored(A) },
      { type: 'xstate.done.actor.restoreCar', output: restored(B, 'bentley-bentayga-2024-2') },
      { type: 'xstate.error.actor.restoreCar', error: new ApiError(MSG.restoreCarFailed, 0) },
      { type: 'xstate.error.actor.restoreCar', error: aborted() },
    ],
    purge: [
      loaded,
      { type: 'car.purge', id: A.car._id },
      { type: 'purge.confirm' },
      { type: 'purge.cancel' },
      { type: 'xstate.done.actor.purgeCar', output: undefined },
      { type: 'xstate.error.actor.purgeCar', error: new ApiError(MSG.serverError(500, 'down'), 500) },
      { type: 'xstate.error.actor.purgeCar', error: aborted() },
    ],
  };
  const project = (s: TrashSnapshot) => ({ items: ids(s), error: english(s.context.error), current: s.context.current?.car._id[0] ?? null });
  const serializeState = (s: TrashSnapshot) => JSON.stringify({ value: s.value, ...project(s) });

  function check(s: TrashSnapshot, step: MachineStep<typeof trashMachine>, fakes: PromiseFakes, toasts: EnglishToast[], before: TrashSnapshot | null, toastsBefore: number) {
    const event = step.event as SampleEvent & { id?: string; output?: { car: Car; previousSlug?: string }; error?: unknown };
    const value = typeof s.value === 'string' ? s.value : '';
    expectEqual(
      { loading: s.hasTag('loading'), failed: s.hasTag('failed'), busy: s.hasTag('busy'), confirm: s.hasTag('confirmOpen') },
      { loading: value === 'loading', failed: value === 'failed', busy: ['restoring', 'purging'].includes(value), confirm: ['confirmingPurge', 'purging'].includes(value) },
      'tags',
    );
    if (['restoring', 'confirmingPurge', 'purging'].includes(value)) expect(s.context.current).not.toBeNull();
    if (!before) return;
    const was = before.context;
    const lastToast = toasts.at(-1);
    if (event.type.startsWith('xstate.error.actor.') && event.error instanceof ApiError && english(event.error) === MSG.requestAborted) {
      expectEqual([value, toasts.length, fakes.isRunning('listTrash')], ['loading', toastsBefore, true], 'a cancelled call is never shown: the list loads again');
      return;
    }
    switch (event.type) {
      case 'car.restore':
        expectEqual(fakes.inputs('restoreCar').at(-1), { id: event.id }, 'restores the pressed car');
        break;
      case 'purge.confirm':
        expectEqual(fakes.inputs('purgeCar').at(-1), { id: was.current?.car._id }, 'purges the confirmed car');
        break;
      case 'purge.cancel':
        expectEqual([s.context.items, fakes.isRunning('purgeCar'), toasts.length], [was.items, false, toastsBefore], 'nothing happens');
        break;
      case 'xstate.done.actor.restoreCar': {
        expectEqual(s.context.items?.some((item) => item.car._id === was.current?.car._id), false, 'restored: out of the trash');
        const slug = event.output?.previousSlug === undefined ? undefined : event.output.car.slug;
        expectEqual(lastToast, { title: MSG.carRestored, ...(slug ? { description: MSG.carRestoredNewSlug(slug) } : {}), type: 'success' }, 'restored toast');
        break;
      }
      case 'xstate.done.actor.purgeCar':
        expectEqual(s.context.items?.some((item) => item.car._id === was.current?.car._id), false, 'purged: out of the trash');
        expectEqual(lastToast, { title: MSG.carPurged, type: 'success' }, 'purged toast');
        break;
      case 'xstate.error.actor.restoreCar':
      case 'xstate.error.actor.purgeCar':
        expectEqual(
          [s.context.items, lastToast?.title, lastToast?.type],
          [was.items, event.type.endsWith('restoreCar') ? MSG.restoreCarFailed : MSG.purgeCarFailed, 'error'],
          'nothing removed, failure toast',
        );
        break;
      case 'xstate.error.actor.listTrash':
        expectEqual(english(s.context.error), MSG.networkError, 'says why');
        break;
      default:
    }
  }

  it('replays a path for every transition, covering every state and transition', async () => {
    const coverage = createCoverage(trashMachine);
    let replayed = 0;
    for (const [name, events] of Object.entries(scenarios)) {
      const paths = getTransitionPaths(trashMachine, { events, serializeState });
      expect(paths.length, name).toBeGreaterThan(5);
      for (const path of paths) {
        const { fakes, toasts, machine } = harness();
        let before: TrashSnapshot | null = null;
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
    expect(replayed).toBeGreaterThan(30);
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
