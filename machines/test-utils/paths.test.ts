import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { createPromiseFakes } from './fake-actors';
import { createCoverage, describePath, getTransitionPaths, replayPath } from './paths';

/**
 * A toy with a delay, an invoke, an eventless branch, a guarded dead transition and an unreachable state.
 * Variants break it on purpose: `early` adds a timer that fires before `wait`, `stuck` drops the eventless step.
 */
function toyMachine(variant: { early?: boolean; stuck?: boolean } = {}) {
  return setup({
    types: { events: {} as { type: 'go' } | { type: 'never' } },
    actors: { work: fromPromise<string>(() => Promise.resolve('real')) },
    guards: { no: () => false },
    delays: { wait: 100, soon: 50 },
  }).createMachine({
    id: 'toy',
    initial: 'idle',
    states: {
      idle: { on: { go: 'waiting', never: { guard: 'no', target: 'orphan' } } },
      waiting: { after: variant.early ? { wait: 'working', soon: 'idle' } : { wait: 'working' } },
      working: {
        invoke: { id: 'work', src: 'work', onDone: 'checking', onError: 'idle' },
      },
      checking: variant.stuck ? {} : { always: 'done' },
      done: { type: 'final' },
      orphan: {},
    },
  });
}
const toy = toyMachine();

const events = [
  { type: 'go' },
  { type: 'never' },
  { type: 'xstate.after.wait.toy.waiting' },
  { type: 'xstate.done.actor.work', output: 'ok' },
  { type: 'xstate.error.actor.work', error: new Error('x') },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function withFakes(machine = toy) {
  const fakes = createPromiseFakes();
  return { fakes, machine: machine.provide({ actors: { work: fakes.promise<string>('work') } }) };
}

describe('model-testing helpers', () => {
  it('generate one path per transition and replay them, reporting what was never reached', async () => {
    const paths = getTransitionPaths(toy, { events });
    expect(paths.map(describePath)).toEqual([
      'xstate.init',
      'xstate.init → go',
      'xstate.init → go → xstate.after.wait.toy.waiting',
      'xstate.init → go → xstate.after.wait.toy.waiting → xstate.done.actor.work',
      'xstate.init → go → xstate.after.wait.toy.waiting → xstate.error.actor.work',
    ]);
    const coverage = createCoverage(toy);
    for (const path of paths) await replayPath(path, { ...withFakes(), coverage });
    expect(coverage.missing()).toEqual({ states: ['toy.orphan'], transitions: ['toy.idle on never #0'] });
  });

  it('a replay fails when something fires before the delay', async () => {
    const late = getTransitionPaths(toy, { events })[2];
    expect(late && describePath(late)).toBe('xstate.init → go → xstate.after.wait.toy.waiting');
    await expect(replayPath(late!, withFakes(toyMachine({ early: true })))).rejects.toThrow(/fired before 100 ms/);
  });

  it('a replay fails when the live state differs from the generated one', async () => {
    const done = getTransitionPaths(toy, { events })[3];
    await expect(replayPath(done!, withFakes())).resolves.toMatchObject({ value: 'done' });
    await expect(replayPath(done!, withFakes(toyMachine({ stuck: true })))).rejects.toThrow(
      /state after xstate.done.actor.work/,
    );
  });
});
