import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AbortFailure, toAdminError } from '../../src/api/error-map';
import { ApiError } from '../../src/api/errors';
import { MSG } from '../../src/api/messages';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type SampleEvent } from '../test-utils/paths';
import { dashboardMachine, type CarStats } from './dashboard.machine';

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
const serverError = new ApiError(MSG.serverError(500, 'Internal server error'), 500);
const aborted = toAdminError(new AbortFailure('aborted'), MSG.statsFailed);

function harness() {
  const fakes = createPromiseFakes();
  const machine = dashboardMachine.provide({ actors: { fetchStats: fakes.promise<CarStats, void>('fetchStats') } });
  return { fakes, machine };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('dashboard machine: actor scenarios', () => {
  it('loads the statistics at start', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.stats).toBeNull();
    fakes.settle('fetchStats', { output: first });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ stats: first, error: null });
  });

  it("a failure shows the call's message, or 'Failed to fetch car statistics', and Try Again loads again", async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    fakes.settle('fetchStats', { error: serverError });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(serverError.message);
    actor.send({ type: 'stats.retry' });
    fakes.settle('fetchStats', { error: 'no message' });
    await flushPromises();
    expect(actor.getSnapshot().context.error).toBe(MSG.statsFailed);
    actor.send({ type: 'stats.retry' });
    fakes.settle('fetchStats', { output: second });
    await flushPromises();
    expect(actor.getSnapshot().context).toEqual({ stats: second, error: null });
  });

  it('a refresh keeps the shown statistics until the new ones arrive', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    fakes.settle('fetchStats', { output: first });
    await flushPromises();
    actor.send({ type: 'stats.refresh' });
    expect(actor.getSnapshot().hasTag('busy') && actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.stats).toBe(first);
    fakes.settle('fetchStats', { output: second });
    await flushPromises();
    expect(actor.getSnapshot().context.stats).toBe(second);
  });

  it('an aborted first call (StrictMode revival) asks again instead of failing', async () => {
    const { fakes, machine } = harness();
    const actor = createActor(machine).start();
    fakes.settle('fetchStats', { error: aborted });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fakes.inputs('fetchStats')).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('dashboard machine: model-based paths', () => {
  const events: SampleEvent[] = [
    { type: 'xstate.done.actor.fetchStats', output: first },
    { type: 'xstate.done.actor.fetchStats', output: second },
    { type: 'xstate.error.actor.fetchStats', error: serverError },
    { type: 'xstate.error.actor.fetchStats', error: aborted },
    { type: 'stats.retry' },
    { type: 'stats.refresh' },
  ];

  it('replays a path for every transition and covers every state and transition', async () => {
    const coverage = createCoverage(dashboardMachine);
    const paths = getTransitionPaths(dashboardMachine, { events });
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) {
      const { fakes, machine } = harness();
      await replayPath(path, {
        machine,
        fakes,
        coverage,
        project: (s) => s.context,
        check: (snapshot, step) => {
          const event = step.event as { type: string; output?: CarStats };
          const loading = snapshot.matches('loading') || snapshot.matches('refreshing');
          expectEqual(
            { calling: fakes.isRunning('fetchStats'), error: snapshot.hasTag('error'), hasStats: snapshot.context.stats !== null },
            { calling: loading, error: snapshot.context.error !== null, hasStats: snapshot.hasTag('ready') },
            `after ${event.type}`,
          );
          if (event.type === 'xstate.done.actor.fetchStats') expectEqual(snapshot.context.stats, event.output);
        },
      });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
