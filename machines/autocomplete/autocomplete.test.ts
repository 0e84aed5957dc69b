import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { AUTOCOMPLETE_DELAY_MS } from '../../domain/constants';
import { makeCar } from '../car-data/car-data.fixtures';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, getTransitionPaths, replayPath, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { createAutocompleteActors } from './autocomplete.actors';
import { autocompleteMachine, type AutocompleteSnapshot, type Car, type SearchInput } from './autocomplete.machine';

/** The public client, faked: the real search actor gets it through its factory. */
const publicApi = { searchCars: vi.fn() };

const coverage = createCoverage(autocompleteMachine);
const roma = makeCar({ brand: 'Ferrari', model: 'Roma' });
const purosangue = makeCar({ brand: 'Ferrari', model: 'Purosangue' });
const sf90 = makeCar({ brand: 'Ferrari', model: 'SF90' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2025, 0, 1));
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const fakes = createPromiseFakes();
  const opened: Car[] = [];
  const submitted: string[] = [];
  const actor = createActor(autocompleteMachine.provide({ actors: { searchCars: fakes.promise<Car[], SearchInput>('searchCars') } }), {
    input: {},
    inspect: coverage.inspect,
  });
  // What the view does with them: navigate, search the list.
  actor.on('car.open', (event) => void opened.push(event.car));
  actor.on('text.submit', (event) => void submitted.push(event.text));
  actor.start();
  const type = (value: string) => actor.send({ type: 'input.change', value });
  return { actor, fakes, opened, submitted, type, snap: () => actor.getSnapshot() };
}

describe('autocomplete: actor scenarios', () => {
  it('opens only from 2 characters, after a 500 ms pause in typing', async () => {
    const { fakes, type, snap } = setup();
    type('f');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS * 2);
    expect(snap().hasTag('open')).toBe(false);
    expect(fakes.inputs('searchCars')).toHaveLength(0);
    type('fe');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS - 100);
    type('fer'); // typing again restarts the pause
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS - 1);
    expect(fakes.inputs('searchCars')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakes.inputs('searchCars')).toEqual([{ text: 'fer' }]);
    expect(snap().hasTag('open')).toBe(true); // 'Searching...'
    expect(snap().hasTag('busy')).toBe(true);
    fakes.settle('searchCars', { output: [roma, purosangue] });
    await flushPromises();
    expect(snap().context.results).toEqual([roma, purosangue]);
    expect(snap().hasTag('busy')).toBe(false);
    expect(snap().hasTag('open')).toBe(true);
  });

  it("stays open with no results ('No cars found.') and closes on a failure with none", async () => {
    const { fakes, type, snap } = setup();
    type('zz');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    fakes.settle('searchCars', { output: [] });
    await flushPromises();
    expect(snap().hasTag('open')).toBe(true);
    expect(snap().context.results).toEqual([]);
    type('zzz');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    fakes.settle('searchCars', { error: new ApiError(MSG.publicServerError, 500) });
    await flushPromises();
    expect(snap().hasTag('open')).toBe(false);
    expect(snap().context.results).toEqual([]);
    expect(snap().context.text).toBe('zzz');
  });

  it('moves the highlight with the arrows (wrapping) and Enter opens that car, closing and clearing the box', async () => {
    const { actor, fakes, type, snap, opened, submitted } = setup();
    type('fer');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    fakes.settle('searchCars', { output: [roma, purosangue, sf90] });
    await flushPromises();
    actor.send({ type: 'highlight.prev' });
    expect(snap().context.highlighted).toBe(2);
    actor.send({ type: 'highlight.next' });
    expect(snap().context.highlighted).toBe(0);
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'input.enter' });
    expect(opened).toEqual([purosangue]);
    expect(submitted).toEqual([]);
    expect(snap().context).toEqual({ text: '', results: [], highlighted: -1 });
    expect(snap().hasTag('open')).toBe(false);
  });

  it('a click on a suggestion opens that car', async () => {
    const { actor, fakes, type, opened, snap } = setup();
    type('fer');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    fakes.settle('searchCars', { output: [roma, sf90] });
    await flushPromises();
    actor.send({ type: 'option.choose', index: 1 });
    expect(opened).toEqual([sf90]);
    expect(snap().context.text).toBe('');
  });

  it('Escape closes; Enter without a highlight searches the list for the text; emptying the box resets it', async () => {
    const { actor, fakes, type, snap, submitted, opened } = setup();
    type('rom');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    fakes.settle('searchCars', { output: [roma] });
    await flushPromises();
    actor.send({ type: 'list.close' });
    expect(snap().hasTag('open')).toBe(false);
    expect(snap().context.text).toBe('rom');
    actor.send({ type: 'input.enter' });
    expect(submitted).toEqual(['rom']);
    type('');
    expect(submitted).toEqual(['rom', '']);
    expect(opened).toEqual([]);
  });

  it('the live actor calls the search client with the trimmed text', async () => {
    const { searchCars } = createAutocompleteActors({ clients: { publicApi } }).actors;
    publicApi.searchCars.mockResolvedValue([roma]);
    const actor = createActor(searchCars, { input: { text: 'roma' } }).start();
    await flushPromises();
    expect(publicApi.searchCars).toHaveBeenCalledWith('roma', { signal: expect.any(AbortSignal) });
    expect(actor.getSnapshot().output).toEqual([roma]);
  });

  it('the live actor waits out a 429 (Retry-After) and searches again (SPEC §8)', async () => {
    const { searchCars } = createAutocompleteActors({ clients: { publicApi } }).actors;
    publicApi.searchCars.mockReset();
    publicApi.searchCars.mockRejectedValueOnce(new ApiError(MSG.tooManyRequests, 429, 1)).mockResolvedValue([roma]);
    const actor = createActor(searchCars, { input: { text: 'roma' } }).start();
    await flushPromises();
    expect(publicApi.searchCars).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(publicApi.searchCars).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().output).toEqual([roma]);
  });
});

describe('autocomplete: model-based paths', () => {
  const events: SampleEvent[] = [
    { type: 'input.change', value: 'f' },
    { type: 'input.change', value: 'fe' },
    { type: 'input.change', value: '' },
    { type: 'highlight.next' },
    { type: 'highlight.prev' },
    { type: 'highlight.first' },
    { type: 'highlight.last' },
    { type: 'highlight.set', index: 1 },
    { type: 'highlight.set', index: 5 },
    { type: 'option.choose', index: 0 },
    { type: 'option.choose', index: 5 },
    { type: 'input.enter' },
    { type: 'list.close' },
    { type: 'input.reset', value: 'roma' },
    { type: 'xstate.after.pause.autocomplete.waiting' },
    { type: 'xstate.done.actor.searchCars', output: [roma, purosangue] },
    { type: 'xstate.done.actor.searchCars', output: [] },
    { type: 'xstate.error.actor.searchCars', error: new ApiError(MSG.publicServerError, 500) },
  ];
  const project = ({ context }: AutocompleteSnapshot) => ({
    text: context.text,
    results: context.results.map((c) => c._id),
    highlighted: context.highlighted,
  });
  const serializeState = (snapshot: AutocompleteSnapshot) => JSON.stringify({ value: snapshot.value, ...project(snapshot) });

  function checker(opened: Car[], submitted: string[]) {
    let prev: AutocompleteSnapshot | undefined;
    let seenOpened = 0;
    let seenSubmitted = 0;
    return (snapshot: AutocompleteSnapshot, step: MachineStep<typeof autocompleteMachine>) => {
      const { context } = snapshot;
      const { type } = step.event;
      const event = step.event as { value?: string; index?: number };
      // Open only from 2 characters, and only once a search ran.
      if (snapshot.hasTag('open')) expect(context.text.trim().length).toBeGreaterThanOrEqual(2);
      if (type === 'input.change' && (event.value?.trim().length ?? 0) < 2) expect(snapshot.hasTag('open')).toBe(false);
      if (type === 'xstate.error.actor.searchCars') expect(snapshot.hasTag('open')).toBe(false);
      expect(context.highlighted).toBeGreaterThanOrEqual(-1);
      expect(context.highlighted).toBeLessThan(Math.max(1, context.results.length));
      if (!snapshot.hasTag('open')) expect(context.results).toEqual([]);
      // A suggestion was chosen: that car opened, the list closed, the box emptied.
      const newlyOpened = opened.slice(seenOpened);
      seenOpened = opened.length;
      const pick = prev?.context.results[type === 'option.choose' ? (event.index ?? -1) : prev.context.highlighted];
      const chose = prev?.hasTag('open') && !prev.hasTag('busy') && pick !== undefined && (type === 'option.choose' || type === 'input.enter');
      expect(newlyOpened).toEqual(chose && pick ? [pick] : []);
      if (chose) expect(context).toEqual({ text: '', results: [], highlighted: -1 });
      const newlySubmitted = submitted.slice(seenSubmitted);
      seenSubmitted = submitted.length;
      if (type === 'input.enter' && !chose) expect(newlySubmitted).toEqual([prev?.context.text.trim()]);
      else if (type === 'input.change' && event.value === '' && prev?.context.text) expect(newlySubmitted).toEqual(['']);
      else expect(newlySubmitted).toEqual([]);
      if (type.startsWith('xstate.after.pause')) expect(snapshot.hasTag('busy')).toBe(true);
      if (type === 'input.reset') expect(context).toEqual({ text: 'roma', results: [], highlighted: -1 });
      prev = snapshot;
    };
  }

  it('replays a path for every transition and covers every state and transition', async () => {
    const paths = getTransitionPaths(autocompleteMachine, { events, serializeState, input: {} });
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const fakes = createPromiseFakes();
      const opened: Car[] = [];
      const submitted: string[] = [];
      const machine = autocompleteMachine.provide({
        actors: { searchCars: fakes.promise<Car[], SearchInput>('searchCars') },
        actions: {
          openCar: (_, params) => void opened.push(params.car),
          submitText: (_, params) => void submitted.push(params.text),
        },
      });
      await replayPath(path, { machine, fakes, input: {}, project, coverage, check: checker(opened, submitted) });
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  }, 60_000);
});
