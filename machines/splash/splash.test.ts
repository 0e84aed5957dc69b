import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateNode, type AnyTransitionDefinition, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { SPLASH_MS } from '../../src/config/constants';
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
