import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { Car } from '../../domain/types';
import { MSG } from '../../domain/app-messages';
import { ApiError } from '../../api/errors';
import { AbortFailure, toHomeFeaturedError } from '../../api/error-map';
import { FEATURED_LIMIT } from '../../domain/constants';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type SampleEvent } from '../test-utils/paths';
import { createFeaturedActors } from './featured.actors';
import { featuredErrorMessage, featuredMachine } from './featured.machine';
import { msg } from '../../domain/message';
import { english } from '../../tests/setup/english';

type Snap = SnapshotFrom<typeof featuredMachine>;

const car = (i: number) => ({ _id: `id-${i}`, brand: 'Bentley', model: `M${i}` }) as unknown as Car;
/** What the home fetch throws for a cancelled call (React StrictMode revives actors in development). */
const CANCELLED = toHomeFeaturedError(new AbortFailure(MSG.requestAborted));
const EIGHT = Array.from({ length: 8 }, (_, i) => car(i));

function harness() {
  const fakes = createPromiseFakes();
  const reloadPage = vi.fn();
  const machine = featuredMachine.provide({
    actors: { loadFeatured: fakes.promise<Car[], void>('loadFeatured') },
    actions: { reloadPage },
  });
  return { fakes, reloadPage, machine, actor: createActor(machine) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('featured machine (actor tests)', () => {
  it('loads at once and shows up to FEATURED_LIMIT cars', async () => {
    const { actor, fakes } = harness();
    actor.start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.isRunning('loadFeatured')).toBe(true);
    fakes.settle('loadFeatured', { output: EIGHT });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.cars).toEqual(EIGHT.slice(0, FEATURED_LIMIT));
  });

  it('an empty list is the empty state', async () => {
    const { actor, fakes } = harness();
    actor.start();
    fakes.settle('loadFeatured', { output: [] });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toEqual({ cars: [], error: null });
  });

  it.each([
    [new ApiError(MSG.httpError(500), 500), 'HTTP error! status: 500'],
    [new ApiError(MSG.invalidResponseFormat, 200), 'Invalid response format'],
    ['a string', 'Failed to fetch cars'],
    [undefined, 'Failed to fetch cars'],
  ])('a failure keeps its message for "Error loading vehicles: …" (%s)', async (error, message) => {
    const { actor, fakes, reloadPage } = harness();
    actor.start();
    fakes.settle('loadFeatured', { error });
    await flushPromises();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(english(actor.getSnapshot().context.error)).toBe(message);
    expect(english(msg('loadingVehiclesError', actor.getSnapshot().context.error ?? ''))).toBe(`Error loading vehicles: ${message}`);
    actor.send({ type: 'featured.retry' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(english(featuredErrorMessage(error))).toBe(message);
  });

  it('a cancelled fetch (StrictMode reviving the actor) fetches again instead of showing an error', async () => {
    const { actor, fakes } = harness();
    actor.start();
    fakes.settle('loadFeatured', { error: CANCELLED });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fakes.inputs('loadFeatured')).toHaveLength(2);
    expect(english(actor.getSnapshot().context.error)).toBeNull();
  });

  it('the live fetch waits out a 429 (Retry-After) and asks again before showing anything (SPEC §8)', async () => {
    const fetchHomeFeatured = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(MSG.httpError(429), 429, 2))
      .mockResolvedValue(EIGHT);
    const actor = createActor(featuredMachine.provide(createFeaturedActors({ clients: { publicApi: { fetchHomeFeatured } } }))).start();
    await flushPromises();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchHomeFeatured).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchHomeFeatured).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.cars).toEqual(EIGHT.slice(0, FEATURED_LIMIT));
  });

  it('Try Again means nothing outside the error state', async () => {
    const { actor, fakes, reloadPage } = harness();
    actor.start();
    actor.send({ type: 'featured.retry' });
    fakes.settle('loadFeatured', { output: EIGHT });
    await flushPromises();
    actor.send({ type: 'featured.retry' });
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('featured machine (model-based paths)', () => {
  const events: SampleEvent[] = [
    { type: 'xstate.done.actor.loadFeatured', output: EIGHT },
    { type: 'xstate.done.actor.loadFeatured', output: [] },
    { type: 'xstate.error.actor.loadFeatured', error: new ApiError(MSG.httpError(503), 503) },
    { type: 'featured.retry' },
    { type: 'xstate.error.actor.loadFeatured', error: CANCELLED },
  ];
  it('replays a path per transition and covers every state and transition', async () => {
    const coverage = createCoverage(featuredMachine);
    const paths = getTransitionPaths(featuredMachine, { events, serializeState: (s: Snap) => JSON.stringify([s.value, s.context]) });
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const path of paths) {
      const { fakes, reloadPage, machine } = harness();
      await replayPath(path, {
        machine,
        fakes,
        coverage,
        project: (s) => s.context,
        check: (snap, step) => {
          expectEqual(fakes.isRunning('loadFeatured'), snap.matches('loading'), 'fetch runs only while loading');
          const upTo = path.steps.slice(0, path.steps.indexOf(step as never) + 1);
          const cancelled = upTo.filter((s) => (s.event as { error?: unknown }).error === CANCELLED).length;
          expectEqual(fakes.inputs('loadFeatured').length, 1 + cancelled, 'one fetch per page view, again after a cancel');
          const retries = path.steps.slice(0, path.steps.indexOf(step as never) + 1).filter((s) => s.event.type === 'featured.retry').length;
          expectEqual(reloadPage.mock.calls.length, retries, 'every retry in the error state reloads');
          if (snap.matches('error')) expectEqual(english(snap.context.error), MSG.httpError(503), 'error message');
          if (snap.matches('loaded')) expectEqual(snap.context.cars?.length, FEATURED_LIMIT, 'limit');
        },
      });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
