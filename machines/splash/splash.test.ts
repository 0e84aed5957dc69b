import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateNode, type AnyTransitionDefinition, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { SPLASH_MS } from '../../domain/constants';
import { createPromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, expectEqual, getTransitionPaths, replayPath, type SampleEvent } from '../test-utils/paths';
import { SPLASH_FADE_MS, splashMachine, type SplashEvent, type SplashInput } from './splash.machine';

type Snap = SnapshotFrom<typeof splashMachine>;

function start(input: SplashInput = {}) {
  const taken = new Set<AnyTransitionDefinition>();
  const actor = createActor(splashMachine, {
    input,
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep') for (const t of ev._transitions) taken.add(t);
    },
  }).start();
  return { actor, taken };
}
const busy = (value: boolean): SplashEvent => ({ type: 'auth.changed', busy: value });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('splash machine (SPEC §2 app shell)', () => {
  it('covers the page for 3 s, then fades out and ends', () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(SPLASH_MS - 1);
    expect(actor.getSnapshot().hasTag('leaving')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(SPLASH_FADE_MS);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('stays while the auth state is still loading after 3 s, and lifts once it settles', () => {
    const { actor } = start();
    actor.send(busy(true));
    vi.advanceTimersByTime(SPLASH_MS * 5);
    expect(actor.getSnapshot().value).toBe('waitingForAuth');
    actor.send(busy(true));
    expect(actor.getSnapshot().value).toBe('waitingForAuth');
    actor.send(busy(false));
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
  });

  it('still shows the full 3 s when the auth check finishes early', () => {
    const { actor } = start();
    actor.send(busy(true));
    vi.advanceTimersByTime(500);
    actor.send(busy(false));
    expect(actor.getSnapshot().value).toBe('showing');
    vi.advanceTimersByTime(SPLASH_MS - 500);
    expect(actor.getSnapshot().value).toBe('leaving');
  });

  it('goes at once, without the fade, under reduced motion', () => {
    const { actor } = start({ reducedMotion: true });
    vi.advanceTimersByTime(SPLASH_MS);
    // The zero-length fade is still one timer turn; nothing is left to wait for after it.
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });
});

// ---- Model-based paths: every transition, replayed on a real actor with fake timers.

const serialize = (s: Snap) => JSON.stringify({ value: s.value, context: s.context });

function allTransitions(root: AnyStateNode): AnyTransitionDefinition[] {
  return [root, ...getStateNodes(root)].flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

function edgePaths(input: SplashInput) {
  // Like xstate/graph's default (every event the active states handle), with both payloads of auth.changed.
  const events = (snap: Snap) =>
    [...new Set(snap._nodes.flatMap((n) => [...n.transitions.keys()]))].flatMap((type) =>
      type === 'auth.changed' ? [busy(true), busy(false)] : [{ type } as SplashEvent],
    );
  const options = { input, serializeState: serialize, events };
  const shortest = new Map(getShortestPaths(splashMachine, options).map((p) => [serialize(p.state), p]));
  return Object.entries(getAdjacencyMap(splashMachine, options)).flatMap(([key, { transitions }]) => {
    const head = shortest.get(key);
    if (!head) throw new Error(`no path to ${key}`);
    return (Object.values(transitions) as Array<{ event: SplashEvent; state: Snap }>).map(({ event, state }) => [...head.steps, { event, state }]);
  });
}

function perform(event: { type: string }, actor: ReturnType<typeof start>['actor']) {
  if (event.type === 'xstate.init') return;
  if (event.type.startsWith('xstate.after.splashDuration.')) vi.advanceTimersByTime(SPLASH_MS);
  else if (event.type.startsWith('xstate.after.fadeDuration.')) vi.advanceTimersByTime(SPLASH_FADE_MS);
  else if (event.type === 'auth.changed') actor.send(event as SplashEvent);
  else throw new Error(`the replay does not know how to cause ${event.type}`);
}

describe('splash machine: model-based paths', () => {
  it('reaches every state and takes every transition, matching the model at each step', () => {
    const taken = new Set<AnyTransitionDefinition>();
    const visited = new Set<string>();
    let replayed = 0;
    for (const input of [{ reducedMotion: false }, { reducedMotion: true }]) {
      for (const steps of edgePaths(input)) {
        const run = start(input);
        for (const step of steps) {
          perform(step.event, run.actor);
          const snap = run.actor.getSnapshot();
          expect(snap.value, steps.map((s) => s.event.type).join(' → ')).toEqual(step.state.value);
          expect(snap.context).toEqual(step.state.context);
          expect(snap.hasTag('visible')).toBe(snap.value !== 'hidden');
          visited.add(String(snap.value));
        }
        for (const t of run.taken) taken.add(t);
        run.actor.stop();
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(0);
    expect(getStateNodes(splashMachine.root).filter((n) => !visited.has(n.key)).map((n) => n.id)).toEqual([]);
    const missed = allTransitions(splashMachine.root).filter((t) => !taken.has(t));
    expect(missed.map((t) => `${t.source.id} --${t.eventType}-->`)).toEqual([]);
  });
});

// ---- Model-based paths with the house helpers (machines/test-utils): paths generated from the real machine, each
// replayed on a live actor with fake timers. The machine invokes no actors; the auth state reaches it as events.

describe('splash machine: generated paths replayed with fake timers (test-utils/paths)', () => {
  const SHOWN = 'xstate.after.splashDuration.splash.showing';
  const FADED = 'xstate.after.fadeDuration.splash.leaving';
  const events: SampleEvent[] = [busy(true), busy(false), { type: SHOWN }, { type: FADED }];
  const START = Date.UTC(2025, 7, 18, 9, 0, 0);

  it('replays a path for every transition under each motion setting, checking when the cover lifts at each step', async () => {
    const coverage = createCoverage(splashMachine);
    for (const input of [{}, { reducedMotion: false }, { reducedMotion: true }] as SplashInput[]) {
      const fade = input.reducedMotion ? 0 : SPLASH_FADE_MS;
      const paths = getTransitionPaths(splashMachine, { events, input });
      expect(paths.length).toBeGreaterThanOrEqual(8);
      for (const path of paths) {
        vi.setSystemTime(START);
        // SPEC §2: the loader shows for 3 seconds at start, or while the auth state is loading; tracked from the events.
        let authLoading = false;
        let liftedAt: number | null = null;
        let stepsSinceLift = 0;
        await replayPath(path, {
          machine: splashMachine, // no actors to provide
          fakes: createPromiseFakes(),
          input,
          project: (s) => s.context,
          coverage,
          check: (snapshot, step) => {
            const event = step.event as SampleEvent & { busy?: boolean };
            const elapsed = Date.now() - START;
            if (event.type === 'auth.changed') authLoading = event.busy === true;
            if (event.type === SHOWN) expectEqual(elapsed, 3000, 'the loader shows for 3 seconds');
            if (liftedAt !== null) stepsSinceLift += 1;
            // The fade lasts SPLASH_FADE_MS, or nothing under reduced motion (the replay gives a zero delay the one
            // 1 ms turn a fake clock needs).
            if (event.type === FADED) expectEqual(elapsed - (liftedAt ?? NaN), fade || 1, 'fade length');
            else if (elapsed >= 3000 && !authLoading) liftedAt = elapsed;
            // The fade's timer ends it (even a zero-length fade takes its own turn of the clock, a later step).
            const gone = liftedAt !== null && stepsSinceLift > 0 && elapsed - liftedAt >= fade;
            const expected = liftedAt === null ? (elapsed < 3000 ? 'showing' : 'waitingForAuth') : gone ? 'hidden' : 'leaving';
            expectEqual(
              {
                value: snapshot.value,
                covering: snapshot.hasTag('visible') && !snapshot.hasTag('leaving'),
                fading: snapshot.hasTag('leaving'),
                done: snapshot.status === 'done',
                authBusy: snapshot.context.authBusy,
                // Once lifted, a later auth check (login, token refresh) never brings the cover back.
                reactsToAuth: snapshot.can(busy(true)),
                timers: vi.getTimerCount(),
              },
              {
                value: expected,
                covering: liftedAt === null,
                fading: liftedAt !== null && !gone,
                done: gone,
                authBusy: authLoading,
                reactsToAuth: liftedAt === null,
                // The 3 s timer until it fires, then the fade timer while fading; nothing while waiting for auth.
                timers: expected === 'showing' || expected === 'leaving' ? 1 : 0,
              },
              `after ${event.type}${event.busy === undefined ? '' : ` busy=${event.busy}`} at ${elapsed} ms`,
            );
          },
        });
      }
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
