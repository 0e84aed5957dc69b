import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AbortFailure } from '../../api/error-map';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { auditEvent } from '../../domain/audit';
import type { AuditEvent } from '../../domain/types';
import { makeCar } from '../admin-cars/fleet.fixtures';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { english } from '../../tests/setup/english';
import { activityMachine, type ActivityInput, type ActivitySnapshot } from './activity.machine';
import { ACTIVITY_PAGE_SIZE, adminName, adminOptions, type ActivityPage, type ActivityPageQuery, type PersonRef } from './activity.model';
import { carHistoryMachine } from './car-history.machine';

const ADMIN = { id: 'a00000000000000000000001', name: 'Fleet Administrator', email: 'admin@example.com' };
const FORMER = { id: 'a00000000000000000000009', name: 'Former Admin', email: 'former@example.com' };
const ACCOUNTS: PersonRef[] = [{ id: ADMIN.id, name: ADMIN.name }];
const ROMA = makeCar();
const at = (minute: number) => Date.UTC(2026, 10, 20, 9, minute);
const event = (id: string, minute: number, overrides: Partial<Parameters<typeof auditEvent>[1]> = {}): AuditEvent =>
  auditEvent(`e0000000000000000000000${id}`, { kind: 'car.edit', actor: ADMIN, at: at(minute), car: ROMA, ...overrides });
const [E5, E4, E3, E2, E1] = [event('5', 5), event('4', 4, { kind: 'car.status' }), event('3', 3, { actor: FORMER }), event('2', 2), event('1', 1, { kind: 'car.create' })];
/** Newest first, two pages and a bit. */
const FIRST: ActivityPage = { events: [E5!, E4!], nextBefore: E4!.id };
const SECOND: ActivityPage = { events: [E3!, E2!], nextBefore: E2!.id };
const LAST: ActivityPage = { events: [E1!], nextBefore: null };
const EMPTY: ActivityPage = { events: [], nextBefore: null };
const aborted = () => Object.assign(new ApiError(MSG.requestAborted, 0), { cause: new AbortFailure('aborted') });

function harness() {
  const fakes = createPromiseFakes();
  const machine = activityMachine.provide({
    actors: {
      listActivity: fakes.promise<ActivityPage, ActivityPageQuery>('listActivity'),
      listAccounts: fakes.promise<PersonRef[], void>('listAccounts'),
    },
  });
  return { fakes, machine };
}

async function settle(fakes: PromiseFakes, name: string, outcome: { output: unknown } | { error: unknown }) {
  fakes.settle(name, outcome);
  await flushPromises();
}

const ids = (s: ActivitySnapshot) => s.context.events?.map((e) => e.id.at(-1)) ?? null;
const start = (machine: ReturnType<typeof harness>['machine'], input: ActivityInput = {}) => createActor(machine, { input }).start();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the activity log (actor tests)', () => {
  it('loads the first page and the admins; a failed load says why and loads again on Try Again', async () => {
    const { fakes, machine } = harness();
    const actor = start(machine);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fakes.inputs('listActivity')).toEqual([{ limit: ACTIVITY_PAGE_SIZE }]);
    await settle(fakes, 'listActivity', { error: new ApiError(MSG.networkError, 0) });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.networkError);
    actor.send({ type: 'page.older' }); // nothing shown, nothing older
    expect(fakes.isRunning('listActivity')).toBe(false);

    actor.send({ type: 'activity.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle(fakes, 'listActivity', { output: FIRST });
    expect(actor.getSnapshot().context).toMatchObject({ events: FIRST.events, nextBefore: E4!.id, error: null, accounts: null });
    await settle(fakes, 'listAccounts', { output: ACCOUNTS });
    expect(actor.getSnapshot().context.accounts).toEqual(ACCOUNTS);
  });

  it('without the admins the log still shows; names and the filter come from the log', async () => {
    const { fakes, machine } = harness();
    const actor = start(machine);
    await settle(fakes, 'listAccounts', { error: new ApiError(MSG.networkError, 0) });
    await settle(fakes, 'listActivity', { output: SECOND });
    const { accounts, events } = actor.getSnapshot().context;
    expect(accounts).toEqual([]);
    expect(adminOptions(accounts, events)).toEqual([
      { id: ADMIN.id, name: ADMIN.name },
      { id: FORMER.id, name: FORMER.name },
    ]);
    expect(adminOptions(ACCOUNTS, [])).toEqual(ACCOUNTS);
    expect(adminName(FORMER.id, ACCOUNTS, events)).toBe(FORMER.name);
    expect(adminName('a00000000000000000000077', ACCOUNTS, events)).toBeNull();
    expect(adminName(undefined, ACCOUNTS, events)).toBeNull();
  });

  it('a filter change reloads from the first page, cancelling the load under way', async () => {
    const { fakes, machine } = harness();
    const actor = start(machine);
    actor.send({ type: 'filter.set', key: 'kind', value: 'car.edit' });
    const [first, second] = fakes.signals('listActivity');
    expect([first?.aborted, second?.aborted]).toEqual([true, false]);
    actor.send({ type: 'filter.set', key: 'actorId', value: ADMIN.id });
    expect(fakes.signals('listActivity')[1]?.aborted).toBe(true);
    actor.send({ type: 'filter.set', key: 'kind', value: 'car.edit' }); // unchanged: no new load
    actor.send({ type: 'filter.set', key: 'kind', value: 'car.wash' }); // no such kind
    expect(fakes.inputs('listActivity')).toEqual([
      { limit: ACTIVITY_PAGE_SIZE },
      { kind: 'car.edit', limit: ACTIVITY_PAGE_SIZE },
      { kind: 'car.edit', actorId: ADMIN.id, limit: ACTIVITY_PAGE_SIZE },
    ]);
    await settle(fakes, 'listActivity', { output: FIRST });
    expect(ids(actor.getSnapshot())).toEqual(['5', '4']);

    // While an older page loads, too: it is cancelled, and the rows shown stay until the new first page replaces them.
    actor.send({ type: 'page.older' });
    actor.send({ type: 'filter.set', key: 'actorId', value: '' });
    expect(fakes.signals('listActivity')[3]?.aborted).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(ids(actor.getSnapshot())).toEqual(['5', '4']);
    expect(fakes.inputs('listActivity').at(-1)).toEqual({ kind: 'car.edit', limit: ACTIVITY_PAGE_SIZE });
    await settle(fakes, 'listActivity', { output: EMPTY });
    expect(actor.getSnapshot().context).toMatchObject({ events: [], nextBefore: null });

    actor.send({ type: 'filters.reset' });
    expect(fakes.inputs('listActivity').at(-1)).toEqual({ limit: ACTIVITY_PAGE_SIZE });
    await settle(fakes, 'listActivity', { output: LAST });
    actor.send({ type: 'filters.reset' }); // nothing to reset
    expect(fakes.isRunning('listActivity')).toBe(false);
  });

  it('"Load older" appends the next page until there is none; a failed one keeps what is shown and says why', async () => {
    const { fakes, machine } = harness();
    const actor = start(machine, { carId: ROMA._id, limit: 2 });
    expect(fakes.inputs('listActivity')).toEqual([{ carId: ROMA._id, limit: 2 }]);
    await settle(fakes, 'listActivity', { output: FIRST });

    actor.send({ type: 'page.older' });
    expect(actor.getSnapshot().hasTag('loadingOlder')).toBe(true);
    actor.send({ type: 'page.older' }); // one load at a time
    actor.send({ type: 'activity.reload' });
    expect(fakes.inputs('listActivity')).toHaveLength(2);
    expect(fakes.inputs('listActivity')[1]).toEqual({ carId: ROMA._id, before: E4!.id, limit: 2 });
    await settle(fakes, 'listActivity', { error: new ApiError(MSG.serverError(503, 'Database down'), 503) });
    expect(ids(actor.getSnapshot())).toEqual(['5', '4']);
    expect(english(actor.getSnapshot().context.olderError)).toBe(MSG.serverError(503, 'Database down'));
    expect(actor.getSnapshot().context.nextBefore).toBe(E4!.id);

    actor.send({ type: 'page.older' });
    await settle(fakes, 'listActivity', { output: SECOND });
    expect(ids(actor.getSnapshot())).toEqual(['5', '4', '3', '2']);
    expect(actor.getSnapshot().context.olderError).toBeNull();
    actor.send({ type: 'page.older' });
    expect(fakes.inputs('listActivity').at(-1)).toEqual({ carId: ROMA._id, before: E2!.id, limit: 2 });
    await settle(fakes, 'listActivity', { output: LAST });
    expect(ids(actor.getSnapshot())).toEqual(['5', '4', '3', '2', '1']);
    expect(actor.getSnapshot().context.nextBefore).toBeNull();
    actor.send({ type: 'page.older' }); // that was all
    expect(fakes.isRunning('listActivity')).toBe(false);
    expect(fakes.inputs('listActivity')).toHaveLength(4);
  });

  it('loads again when a call was cancelled under it, showing nothing of it', async () => {
    const { fakes, machine } = harness();
    const actor = start(machine);
    await settle(fakes, 'listActivity', { error: aborted() });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle(fakes, 'listActivity', { output: FIRST });
    actor.send({ type: 'page.older' });
    await settle(fakes, 'listActivity', { error: aborted() });
    expect(actor.getSnapshot().hasTag('loadingOlder')).toBe(true);
    expect(actor.getSnapshot().context.olderError).toBeNull();
  });
});

describe('a car history', () => {
  it('opens on a car with the log of that car, and stops it (cancelling its call) on close', async () => {
    const fakes = createPromiseFakes();
    const history = carHistoryMachine.provide({
      actors: {
        activity: activityMachine.provide({
          actors: { listActivity: fakes.promise<ActivityPage, ActivityPageQuery>('listActivity'), listAccounts: fakes.promise<PersonRef[], void>('listAccounts') },
        }),
      },
    });
    const actor = createActor(history).start();
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().children.activity).toBeUndefined();
    actor.send({ type: 'history.open', car: ROMA });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(fakes.inputs('listActivity')).toEqual([{ carId: ROMA._id, limit: ACTIVITY_PAGE_SIZE }]);
    await settle(fakes, 'listActivity', { output: FIRST });
    expect(actor.getSnapshot().children.activity?.getSnapshot().context.events).toEqual(FIRST.events);

    actor.send({ type: 'history.close' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().context.car).toBe(ROMA); // the closing dialog still names it
    expect(fakes.signals('listAccounts')[0]?.aborted).toBe(true);

    const other = makeCar({ _id: 'b1b2c3d4e5f6a1b2c3d4e5f6', name: 'Bentley Bentayga' });
    actor.send({ type: 'history.open', car: other });
    expect(fakes.inputs('listActivity').at(-1)).toEqual({ carId: other._id, limit: ACTIVITY_PAGE_SIZE });
    expect(actor.getSnapshot().children.activity?.getSnapshot().context.events).toBeNull();
    actor.send({ type: 'history.close' });
    expect(fakes.signals('listActivity').at(-1)?.aborted).toBe(true);
  });
});

describe('the activity log (model-based)', () => {
  const loaded: SampleEvent = { type: 'xstate.done.actor.listActivity', output: FIRST };
  const failed: SampleEvent = { type: 'xstate.error.actor.listActivity', error: new ApiError(MSG.networkError, 0) };
  /** One event set per concern; coverage is over all of them. */
  const scenarios: Record<string, SampleEvent[]> = {
    load: [
      { type: 'activity.reload' },
      loaded,
      { type: 'xstate.done.actor.listActivity', output: EMPTY },
      failed,
      { type: 'xstate.error.actor.listActivity', error: aborted() },
      { type: 'xstate.done.actor.listAccounts', output: ACCOUNTS },
      { type: 'xstate.error.actor.listAccounts', error: new ApiError(MSG.networkError, 0) },
    ],
    filters: [
      loaded,
      failed,
      { type: 'filter.set', key: 'kind', value: 'car.edit' },
      { type: 'filter.set', key: 'kind', value: 'car.wash' },
      { type: 'filter.set', key: 'actorId', value: ADMIN.id },
      { type: 'filters.reset' },
      { type: 'page.older' },
    ],
    older: [
      loaded,
      { type: 'page.older' },
      { type: 'xstate.done.actor.listActivity', output: SECOND },
      { type: 'xstate.done.actor.listActivity', output: LAST },
      { type: 'xstate.error.actor.listActivity', error: new ApiError(MSG.serverError(503, 'Database down'), 503) },
      { type: 'xstate.error.actor.listActivity', error: aborted() },
      { type: 'activity.reload' },
    ],
  };
  const project = (s: ActivitySnapshot) => ({
    filters: s.context.filters,
    events: ids(s),
    nextBefore: s.context.nextBefore,
    accounts: s.context.accounts?.length ?? null,
    error: english(s.context.error),
    olderError: english(s.context.olderError),
  });
  const filterQuery = (s: ActivitySnapshot) => {
    const { actorId, kind } = s.context.filters;
    return { ...(actorId ? { actorId } : {}), ...(kind ? { kind } : {}) };
  };
  const serializeState = (s: ActivitySnapshot) => JSON.stringify({ value: s.value, ...project(s) });

  function check(s: ActivitySnapshot, step: MachineStep<typeof activityMachine>, fakes: PromiseFakes, before: ActivitySnapshot | null, loadsBefore: number) {
    const list = (s.value as { list: string }).list;
    expectEqual(
      { loading: s.hasTag('loading'), older: s.hasTag('loadingOlder'), failed: s.hasTag('failed') },
      { loading: list === 'loading', older: list === 'loadingOlder', failed: list === 'failed' },
      'tags',
    );
    expectEqual(fakes.isRunning('listActivity'), list === 'loading' || list === 'loadingOlder', 'one load at a time, and only while loading');
    if (list === 'loading') expectEqual([s.context.error, s.context.olderError], [null, null], 'a new load shows no old error');
    if (!before) return;
    const was = before.context;
    const wasList = (before.value as { list: string }).list;
    const event = step.event as SampleEvent & { output?: ActivityPage; error?: unknown };
    const signals = fakes.signals('listActivity');
    switch (event.type) {
      case 'filter.set':
      case 'filters.reset': {
        const changed = JSON.stringify(s.context.filters) !== JSON.stringify(was.filters);
        if (!changed) {
          expectEqual([list, signals.length], [wasList, loadsBefore], 'no change, no load');
          break;
        }
        expectEqual(list, 'loading', 'reloads');
        expectEqual(s.context.events, was.events, 'what was shown stays until the new page replaces it');
        expectEqual(fakes.inputs('listActivity').at(-1), { ...filterQuery(s), limit: ACTIVITY_PAGE_SIZE }, 'from the first page');
        if (wasList === 'loading' || wasList === 'loadingOlder') expectEqual(signals.at(-2)?.aborted, true, 'the old load is cancelled');
        break;
      }
      case 'page.older':
        if (list === 'loadingOlder') expectEqual(fakes.inputs('listActivity').at(-1), { ...filterQuery(s), before: was.nextBefore, limit: ACTIVITY_PAGE_SIZE }, 'the page after the last shown, with the same filters');
        else expectEqual([list, signals.length], [wasList, loadsBefore], 'nothing older to load');
        break;
      case 'xstate.done.actor.listActivity':
        if (wasList === 'loadingOlder') {
          const shown = ids(before) ?? [];
          const added = (event.output?.events ?? []).map((e) => e.id.at(-1)).filter((id) => !shown.includes(id));
          expectEqual(ids(s), [...shown, ...added], 'appended, each event once');
        } else {
          expectEqual(s.context.events, event.output?.events, 'the first page replaces what was shown');
        }
        expectEqual(s.context.nextBefore, event.output?.nextBefore, 'the next page is the one the server named');
        break;
      case 'xstate.error.actor.listActivity':
        if (wasList === 'loadingOlder') {
          expectEqual(s.context.events, was.events, 'a failed older page keeps what is shown');
          if (list === 'ready') expectEqual(english(s.context.olderError), english(event.error as ApiError), 'and says why');
        } else if (list === 'failed') {
          expectEqual(english(s.context.error), english(event.error as ApiError), 'says why');
        }
        break;
      default:
    }
  }

  it('replays a path for every transition, covering every state and transition', async () => {
    const coverage = createCoverage(activityMachine);
    let replayed = 0;
    for (const [name, events] of Object.entries(scenarios)) {
      const paths = getTransitionPaths(activityMachine, { events, serializeState });
      expect(paths.length, name).toBeGreaterThan(5);
      for (const path of paths) {
        const { fakes, machine } = harness();
        let before: ActivitySnapshot | null = null;
        let loadsBefore = 0;
        await replayPath(path, {
          machine,
          fakes,
          project,
          coverage,
          check: (s, step) => {
            check(s, step, fakes, before, loadsBefore);
            before = s;
            loadsBefore = fakes.signals('listActivity').length;
          },
        });
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(30);
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
