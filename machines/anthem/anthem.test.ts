import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateNode, type AnyTransitionDefinition, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { ANTHEM_AUTOPLAY_DELAY_MS, ANTHEM_VOLUME } from '../../src/config/constants';
import type { AnthemAudio, PreferenceStorage } from './anthem.actors';
import { anthemMachine, type AnthemEvent } from './anthem.machine';

type Snap = SnapshotFrom<typeof anthemMachine>;

/** An audio element stand-in: play() stays pending until the test allows or blocks it, like a real browser. */
function fakeAudio() {
  const ended = new Set<() => void>();
  let pending: { resolve: () => void; reject: (e: unknown) => void } | null = null;
  const audio = {
    volume: 1,
    preload: 'none',
    /** Whether sound is actually coming out. */
    sounding: false,
    play: vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          pending = {
            resolve: () => {
              audio.sounding = true;
              resolve();
            },
            reject,
          };
        }),
    ),
    pause: vi.fn(() => {
      audio.sounding = false;
      // A real element rejects a pending play() when paused before it starts.
      pending?.reject(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'));
      pending = null;
    }),
    addEventListener: (_type: 'ended', listener: () => void) => ended.add(listener),
    removeEventListener: (_type: 'ended', listener: () => void) => ended.delete(listener),
    allow() {
      if (!pending) throw new Error('play() was not called');
      const p = pending;
      pending = null;
      p.resolve();
    },
    block() {
      if (!pending) throw new Error('play() was not called');
      const p = pending;
      pending = null;
      p.reject(new DOMException('play() failed because the user did not interact first.', 'NotAllowedError'));
    },
    end() {
      audio.sounding = false;
      for (const listener of [...ended]) listener();
    },
    listenerCount: () => ended.size,
  };
  return audio satisfies AnthemAudio;
}
type FakeAudio = ReturnType<typeof fakeAudio>;

function fakeStorage(initial: string | null): PreferenceStorage & { value: string | null; writes: string[] } {
  const store = {
    value: initial,
    writes: [] as string[],
    read: () => store.value,
    write: (v: string) => {
      store.value = v;
      store.writes.push(v);
    },
  };
  return store;
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function start(stored: string | null) {
  const audio = fakeAudio();
  const storage = fakeStorage(stored);
  const taken = new Set<AnyTransitionDefinition>();
  const actor = createActor(anthemMachine, {
    input: { audio, storage },
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep') for (const t of ev._transitions) taken.add(t);
    },
  }).start();
  return { actor, audio, storage, taken };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('anthem machine (SPEC §4 Anthem audio)', () => {
  it('with nothing stored: sets volume 0.1, streams nothing at first, tries autoplay after the delay, then plays', async () => {
    const { actor, audio, storage } = start(null);
    expect(audio.volume).toBe(ANTHEM_VOLUME);
    expect(actor.getSnapshot().hasTag('on')).toBe(true);
    vi.advanceTimersByTime(ANTHEM_AUTOPLAY_DELAY_MS - 1);
    expect(audio.play).not.toHaveBeenCalled();
    expect(audio.preload).toBe('none');
    vi.advanceTimersByTime(1);
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(audio.preload).toBe('auto');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    audio.allow();
    await flush();
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().hasTag('on')).toBe(true);
    expect(storage.writes).toEqual([]);
  });

  it('becomes paused when the browser blocks autoplay, and keeps the stored preference', async () => {
    const { actor, audio, storage } = start('true');
    vi.advanceTimersByTime(ANTHEM_AUTOPLAY_DELAY_MS);
    audio.block();
    await flush();
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().hasTag('on')).toBe(false);
    expect(storage.value).toBe('true');
  });

  it("stays paused and never touches the audio when 'false' is stored", async () => {
    const { actor, audio } = start('false');
    expect(actor.getSnapshot().value).toBe('paused');
    vi.advanceTimersByTime(ANTHEM_AUTOPLAY_DELAY_MS * 50);
    await flush();
    expect(audio.play).not.toHaveBeenCalled();
    expect(audio.preload).toBe('none');
  });

  it("toggle pauses and stores 'false', toggles back on and stores 'true'", async () => {
    const { actor, audio, storage } = start(null);
    vi.advanceTimersByTime(ANTHEM_AUTOPLAY_DELAY_MS);
    audio.allow();
    await flush();
    actor.send({ type: 'anthem.toggle' });
    expect(audio.pause).toHaveBeenCalled();
    expect(audio.sounding).toBe(false);
    expect(storage.value).toBe('false');
    expect(actor.getSnapshot().hasTag('on')).toBe(false);
    actor.send({ type: 'anthem.toggle' });
    expect(audio.play).toHaveBeenCalledTimes(2);
    expect(storage.writes).toEqual(['false', 'true']);
    audio.allow();
    await flush();
    expect(actor.getSnapshot().value).toBe('playing');
  });

  it('becomes paused when the track ends, without looping or changing the preference', async () => {
    const { actor, audio, storage } = start(null);
    vi.advanceTimersByTime(ANTHEM_AUTOPLAY_DELAY_MS);
    audio.allow();
    await flush();
    audio.end();
    expect(actor.getSnapshot().value).toBe('paused');
    vi.advanceTimersByTime(60_000);
    await flush();
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(storage.writes).toEqual([]);
    expect(audio.listenerCount()).toBe(0);
  });

  it('pauses a pending play() when toggled off, and silences the audio when the actor stops', async () => {
    const first = start(null);
    vi.advanceTimersByTime(ANTHEM_AUTOPLAY_DELAY_MS);
    first.actor.send({ type: 'anthem.toggle' });
    await flush();
    expect(first.audio.pause).toHaveBeenCalled();
    expect(first.actor.getSnapshot().value).toBe('paused');
    expect(first.storage.value).toBe('false');

    const second = start(null);
    vi.advanceTimersByTime(ANTHEM_AUTOPLAY_DELAY_MS);
    second.audio.allow();
    await flush();
    expect(second.audio.sounding).toBe(true);
    second.actor.stop();
    expect(second.audio.sounding).toBe(false);
  });
});

// ---- Model-based paths: every transition of the machine, replayed on a real actor with the real actors and a fake audio.

const serialize = (s: Snap) => JSON.stringify({ value: s.value, wantsPlay: s.context.wantsPlay });

function allTransitions(root: AnyStateNode): AnyTransitionDefinition[] {
  return [root, ...getStateNodes(root)].flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

/** For every reachable state and every event it handles: the shortest path there, plus that event. */
function edgePaths(stored: string | null) {
  const options = { input: { audio: fakeAudio(), storage: fakeStorage(stored) }, serializeState: serialize };
  const shortest = new Map(getShortestPaths(anthemMachine, options).map((p) => [serialize(p.state), p]));
  const adjacency = getAdjacencyMap(anthemMachine, options);
  return Object.entries(adjacency).flatMap(([key, { transitions }]) => {
    const head = shortest.get(key);
    if (!head) throw new Error(`no path to ${key}`);
    return (Object.values(transitions) as Array<{ event: AnthemEvent; state: Snap }>).map(({ event, state }) => [...head.steps, { event, state }]);
  });
}

/** Makes the real world produce a step's event: time passes, the browser answers play(), the track ends. */
function perform(event: { type: string }, actor: ReturnType<typeof start>['actor'], audio: FakeAudio) {
  if (event.type === 'xstate.init') return;
  if (event.type.startsWith('xstate.after.autoplayDelay.')) vi.advanceTimersByTime(ANTHEM_AUTOPLAY_DELAY_MS);
  else if (event.type === 'xstate.done.actor.playAudio') audio.allow();
  else if (event.type === 'xstate.error.actor.playAudio') audio.block();
  else if (event.type === 'audio.ended') audio.end();
  else if (event.type === 'anthem.toggle') actor.send({ type: 'anthem.toggle' });
  else throw new Error(`the replay does not know how to cause ${event.type}`);
}

describe('anthem machine: model-based paths', () => {
  it('reaches every state and takes every transition, matching the model at each step', async () => {
    const taken = new Set<AnyTransitionDefinition>();
    const visited = new Set<string>();
    let replayed = 0;
    for (const stored of [null, 'true', 'false']) {
      for (const steps of edgePaths(stored)) {
        const run = start(stored);
        for (const step of steps) {
          perform(step.event, run.actor, run.audio);
          await flush();
          const snap = run.actor.getSnapshot();
          expect(snap.value, steps.map((s) => s.event.type).join(' → ')).toEqual(step.state.value);
          expect(snap.context.wantsPlay).toBe(step.state.context.wantsPlay);
          // Invariants the model alone cannot see: sound only while playing; the stored value follows the toggle.
          expect(run.audio.sounding).toBe(snap.value === 'playing');
          if (step.event.type === 'anthem.toggle') expect(run.storage.value).toBe(String(snap.context.wantsPlay));
          visited.add(JSON.stringify(snap.value));
        }
        for (const t of run.taken) taken.add(t);
        run.actor.stop();
        replayed += 1;
      }
    }
    expect(replayed).toBeGreaterThan(0);
    // A transient state (deciding) is never at rest: it counts as reached when one of its transitions was taken.
    const sources = new Set([...taken].map((t) => t.source));
    const unreached = getStateNodes(anthemMachine.root).filter((n) => !visited.has(JSON.stringify(n.key)) && !sources.has(n));
    expect(unreached.map((n) => n.id)).toEqual([]);
    const missed = allTransitions(anthemMachine.root).filter((t) => !taken.has(t));
    expect(missed.map((t) => `${t.source.id} --${t.eventType}-->`)).toEqual([]);
  });
});
