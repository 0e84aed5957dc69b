import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AbortFailure, toAdminError } from '../../api/error-map';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type SampleEvent } from '../test-utils/paths';
import { dashboardMachine, type CarStats, type DemandStats } from './dashboard.machine';
import { english } from '../../tests/setup/english';
import { msg } from '../../domain/message';

const stats = (total: number): CarStats => ({
  total,
  active: total,
  inactive: 0,
  featured: 1,
  available: total,
  totalViews: 10,
  byStatus: [{ key: 'available', count: total }],
  byCategory: [{ key: 'SUV', count: total }],
  byBrand: [{ key: 'BMW', count: total }],
  mostViewed: [],
});
const first = stats(3);
const second = stats(4);

/** A window with `form` enquiries (all on the last day, about one car) and one WhatsApp press; 0 = a quiet window. */
const demandOf = (form: number, presses = form > 0 ? 1 : 0): DemandStats => ({
  days: Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count: i === 29 ? form : 0 })),
  byChannel: [
    { key: 'form', count: form },
    { key: 'whatsapp', count: presses },
    { key: 'call', count: 0 },
  ],
  topCars: form + presses > 0 ? [{ _id: 'a'.repeat(24), name: 'Ferrari 812', form, whatsapp: presses, call: 0, total: form + presses }] : [],
  medianMinutesToContact: form > 0 ? 125 : null,
});
const busyWindow = demandOf(2);
const quietWindow = demandOf(0);
const pressesOnly = demandOf(0, 3);

const serverError = new ApiError(MSG.serverError(500, 'Internal server error'), 500);
const aborted = toAdminError(new AbortFailure('aborted'), msg('statsFailed'));
const demandAborted = toAdminError(new AbortFailure('aborted'), msg('demandFailed'));

function harness() {
  const fakes = createPromiseFakes();
  const machine = dashboardMachine.provide({
    actors: {
      fetchStats: fakes.promise<CarStats, void>('fetchStats'),
      fetchDemand: fakes.promise<DemandStats, void>('fetchDemand'),
    },
  });
  return { fakes, machine };
}

async function started() {
  const { fakes, machine } = harness();
  const actor = createActor(machine).start();
  return { fakes, actor, settle: async (...args: Parameters<typeof fakes.settle>) => (fakes.settle(...args), await flushPromises()) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('dashboard machine: the fleet statistics', () => {
  it('loads the statistics at start', async () => {
    const { actor, settle } = await started();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.stats).toBeNull();
    await settle('fetchStats', { output: first });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ stats: first, error: null });
  });

  it("a failure shows the call's message, or 'Failed to fetch car statistics', and Try Again loads again", async () => {
    const { actor, settle } = await started();
    await settle('fetchStats', { error: serverError });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toBe(english(serverError));
    actor.send({ type: 'stats.retry' });
    await settle('fetchStats', { error: 'no message' });
    expect(english(actor.getSnapshot().context.error)).toBe(MSG.statsFailed);
    actor.send({ type: 'stats.retry' });
    await settle('fetchStats', { output: second });
    expect(actor.getSnapshot().context).toMatchObject({ stats: second, error: null });
  });

  it('a refresh keeps the shown statistics until the new ones arrive', async () => {
    const { actor, settle } = await started();
    await settle('fetchStats', { output: first });
    actor.send({ type: 'stats.refresh' });
    expect(actor.getSnapshot().hasTag('busy') && actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.stats).toBe(first);
    await settle('fetchStats', { output: second });
    expect(actor.getSnapshot().context.stats).toBe(second);
  });

  it('an aborted first call (StrictMode revival) asks again instead of failing', async () => {
    const { fakes, actor, settle } = await started();
    await settle('fetchStats', { error: aborted });
    expect(actor.getSnapshot().value).toEqual({ fleet: 'loading', demand: 'loading' });
    expect(fakes.inputs('fetchStats')).toHaveLength(2);
    expect(english(actor.getSnapshot().context.error)).toBeNull();
  });
});

describe('dashboard machine: the demand (issue 19)', () => {
  it('loads beside the fleet statistics, at start, with tags of its own', async () => {
    const { fakes, actor, settle } = await started();
    expect(fakes.isRunning('fetchStats') && fakes.isRunning('fetchDemand')).toBe(true);
    expect(actor.getSnapshot().hasTag('demandBusy')).toBe(true);
    await settle('fetchDemand', { output: busyWindow });
    // The demand arrived first: the fleet is still loading, and the demand is shown already.
    expect(actor.getSnapshot().hasTag('demandReady')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('ready')).toBe(false);
    expect(actor.getSnapshot().context.demand).toBe(busyWindow);
  });

  it('a failing demand keeps the fleet shown, and the fleet failing keeps the demand shown', async () => {
    const one = await started();
    await one.settle('fetchStats', { output: first });
    await one.settle('fetchDemand', { error: serverError });
    expect(one.actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(one.actor.getSnapshot().hasTag('error')).toBe(false);
    expect(one.actor.getSnapshot().hasTag('demandError')).toBe(true);
    expect({ ...one.actor.getSnapshot().context, demandError: english(one.actor.getSnapshot().context.demandError) }).toEqual({ stats: first, error: null, demand: null, demandError: english(serverError) });

    const other = await started();
    await other.settle('fetchDemand', { output: busyWindow });
    await other.settle('fetchStats', { error: serverError });
    expect(other.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(other.actor.getSnapshot().hasTag('demandError')).toBe(false);
    expect({ ...other.actor.getSnapshot().context, error: english(other.actor.getSnapshot().context.error) }).toEqual({ stats: null, error: english(serverError), demand: busyWindow, demandError: null });
  });

  it("Try Again of the demand asks the demand only; its failure says 'Failed to fetch demand statistics' without a message", async () => {
    const { fakes, actor, settle } = await started();
    await settle('fetchStats', { output: first });
    await settle('fetchDemand', { error: 'no message' });
    expect(english(actor.getSnapshot().context.demandError)).toBe(MSG.demandFailed);
    actor.send({ type: 'demand.retry' });
    expect(actor.getSnapshot().hasTag('demandBusy')).toBe(true);
    expect(english(actor.getSnapshot().context.demandError)).toBeNull();
    expect(fakes.isRunning('fetchStats')).toBe(false);
    await settle('fetchDemand', { output: busyWindow });
    expect(actor.getSnapshot().context.demand).toBe(busyWindow);
  });

  it('a quiet window (nothing asked in 30 days) is empty; presses alone are not', async () => {
    const { actor, settle } = await started();
    await settle('fetchStats', { output: first });
    await settle('fetchDemand', { output: quietWindow });
    expect(actor.getSnapshot().hasTag('demandEmpty')).toBe(true);
    actor.send({ type: 'stats.refresh' });
    // The empty state stays shown while the refresh runs.
    expect(['demandEmpty', 'demandBusy', 'demandReady'].every((t) => actor.getSnapshot().hasTag(t as never))).toBe(true);
    await settle('fetchStats', { output: first });
    await settle('fetchDemand', { output: pressesOnly });
    expect(actor.getSnapshot().hasTag('demandEmpty')).toBe(false);
    expect(actor.getSnapshot().hasTag('demandReady')).toBe(true);
  });

  it('the page’s refresh reloads both, keeps the shown demand until the answer, and brings a failed demand back', async () => {
    const { fakes, actor, settle } = await started();
    await settle('fetchStats', { output: first });
    await settle('fetchDemand', { output: busyWindow });
    actor.send({ type: 'stats.refresh' });
    expect(fakes.isRunning('fetchStats') && fakes.isRunning('fetchDemand')).toBe(true);
    expect(actor.getSnapshot().context.demand).toBe(busyWindow);
    await settle('fetchStats', { output: second });
    await settle('fetchDemand', { error: serverError });
    expect({ ...actor.getSnapshot().context, demandError: english(actor.getSnapshot().context.demandError) }).toEqual({ stats: second, error: null, demand: null, demandError: english(serverError) });
    actor.send({ type: 'stats.refresh' });
    expect(fakes.isRunning('fetchDemand')).toBe(true);
    await settle('fetchStats', { output: first });
    await settle('fetchDemand', { output: quietWindow });
    expect(actor.getSnapshot().value).toEqual({ fleet: 'loaded', demand: 'empty' });
  });

  it('an aborted first demand call asks again instead of failing', async () => {
    const { fakes, actor, settle } = await started();
    await settle('fetchDemand', { error: demandAborted });
    expect(fakes.inputs('fetchDemand')).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('demandError')).toBe(false);
  });
});

describe('dashboard machine: model-based paths', () => {
  const events: SampleEvent[] = [
    { type: 'xstate.done.actor.fetchStats', output: first },
    { type: 'xstate.done.actor.fetchStats', output: second },
    { type: 'xstate.error.actor.fetchStats', error: serverError },
    { type: 'xstate.error.actor.fetchStats', error: aborted },
    { type: 'xstate.done.actor.fetchDemand', output: busyWindow },
    { type: 'xstate.done.actor.fetchDemand', output: quietWindow },
    { type: 'xstate.error.actor.fetchDemand', error: serverError },
    { type: 'xstate.error.actor.fetchDemand', error: demandAborted },
    { type: 'stats.retry' },
    { type: 'stats.refresh' },
    { type: 'demand.retry' },
  ];

  it('replays a path for every transition and covers every state and transition', async () => {
    const coverage = createCoverage(dashboardMachine);
    const paths = getTransitionPaths(dashboardMachine, { events });
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const { fakes, machine } = harness();
      await replayPath(path, {
        machine,
        fakes,
        coverage,
        project: (s) => s.context,
        check: (snapshot, step) => {
          const event = step.event as { type: string; output?: unknown };
          const { stats: shownStats, error, demand, demandError } = snapshot.context;
          expectEqual(
            {
              callingStats: fakes.isRunning('fetchStats'),
              callingDemand: fakes.isRunning('fetchDemand'),
              error: snapshot.hasTag('error'),
              hasStats: shownStats !== null,
              demandError: snapshot.hasTag('demandError'),
              hasDemand: demand !== null,
              quiet: demand !== null && demand.byChannel.every((c) => c.count === 0),
            },
            {
              callingStats: snapshot.hasTag('busy'),
              callingDemand: snapshot.hasTag('demandBusy'),
              error: error !== null,
              hasStats: snapshot.hasTag('ready'),
              demandError: demandError !== null,
              hasDemand: snapshot.hasTag('demandReady'),
              quiet: snapshot.hasTag('demandEmpty'),
            },
            `after ${event.type}`,
          );
          if (event.type === 'xstate.done.actor.fetchStats') expectEqual(shownStats, event.output);
          if (event.type === 'xstate.done.actor.fetchDemand') expectEqual(demand, event.output);
        },
      });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
