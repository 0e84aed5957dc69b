import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/placeholder';
import type { Car } from '../../domain/types';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_MIN_CHARS } from '../../domain/constants';

/**
 * Search suggestions of the /cars search box (SPEC §4, §5): the list opens only from AUTOCOMPLETE_MIN_CHARS characters
 * after an AUTOCOMPLETE_DELAY_MS pause in typing, shows 'Searching...' then the suggestions or 'No cars found.';
 * a failed search closes it with no results. Choosing a suggestion closes it, clears the box and opens that car.
 * Keyboard: arrows move the highlighted option (wrapping), Enter picks it (or submits the text), Escape closes.
 * The search is a placeholder here, made by `createAutocompleteActors` (autocomplete.actors.ts). What only the view
 * can do is emitted: 'car.open' (navigate to the car) and 'text.submit' (a text search of the list).
 */
export type { Car };

export interface SearchInput {
  text: string;
}

export interface AutocompleteContext {
  /** What the box shows. */
  text: string;
  /** The suggestions for the last search. */
  results: Car[];
  /** Index of the highlighted option; -1 = none. */
  highlighted: number;
}

export type AutocompleteEvent =
  | { type: 'input.change'; value: string }
  | { type: 'highlight.next' }
  | { type: 'highlight.prev' }
  | { type: 'highlight.first' }
  | { type: 'highlight.last' }
  | { type: 'highlight.set'; index: number }
  | { type: 'option.choose'; index: number }
  | { type: 'input.enter' }
  /** Escape, a click outside, or focus leaving the search box. */
  | { type: 'list.close' }
  /** The page's search changed elsewhere (back/forward): show it, without searching. */
  | { type: 'input.reset'; value: string };

export type AutocompleteTag = 'open' | 'busy';

export type AutocompleteEmitted = { type: 'car.open'; car: Car } | { type: 'text.submit'; text: string };

export interface AutocompleteInput {
  /** The box's text on entry (the address's search). */
  text?: string;
}

const longEnough = (text: string) => text.trim().length >= AUTOCOMPLETE_MIN_CHARS;

const typing = [
  { guard: 'isLongEnough', target: '#autocomplete.waiting', reenter: true, actions: ['assignText', 'clearResults'] },
  { guard: 'isCleared', target: '#autocomplete.closed', actions: ['assignText', 'clearResults', { type: 'submitText', params: { text: '' } }] },
  { target: '#autocomplete.closed', actions: ['assignText', 'clearResults'] },
] as const;

export const autocompleteMachine = setup({
  types: {
    context: {} as AutocompleteContext,
    events: {} as AutocompleteEvent,
    input: {} as AutocompleteInput,
    tags: {} as AutocompleteTag,
    emitted: {} as AutocompleteEmitted,
  },
  actors: {
    searchCars: notProvided<Car[], SearchInput>('autocomplete', 'searchCars'),
  },
  actions: {
    /** Open /cars/{id}: the view navigates. */
    openCar: emit((_, params: { car: Car }) => ({ type: 'car.open' as const, car: params.car })),
    /** Search the list for this text (Enter without a highlighted option; an emptied box): the view tells the list. */
    submitText: emit((_, params: { text: string }) => ({ type: 'text.submit' as const, text: params.text })),
    assignText: assign(({ event }) => {
      assertEvent(event, 'input.change');
      return { text: event.value };
    }),
    clearResults: assign({ results: [], highlighted: -1 }),
    clearAll: assign({ text: '', results: [], highlighted: -1 }),
    resetText: assign(({ event }) => {
      assertEvent(event, 'input.reset');
      return { text: event.value, results: [], highlighted: -1 };
    }),
    assignResults: assign((_, params: { results: Car[] }) => ({ results: params.results, highlighted: -1 })),
    highlightNext: assign(({ context }) => ({ highlighted: (context.highlighted + 1) % context.results.length })),
    highlightPrev: assign(({ context }) => ({
      highlighted: context.highlighted <= 0 ? context.results.length - 1 : context.highlighted - 1,
    })),
    highlightFirst: assign({ highlighted: 0 }),
    highlightLast: assign(({ context }) => ({ highlighted: context.results.length - 1 })),
    highlightIndex: assign(({ event }) => {
      assertEvent(event, ['highlight.set', 'option.choose']);
      return { highlighted: event.index };
    }),
  },
  guards: {
    isLongEnough: ({ event }) => event.type === 'input.change' && longEnough(event.value),
    /** The box was emptied: the list goes back to every car. */
    isCleared: ({ context, event }) => event.type === 'input.change' && event.value.trim() === '' && context.text.trim() !== '',
    hasResults: ({ context }) => context.results.length > 0,
    hasHighlight: ({ context }) => context.highlighted >= 0 && context.highlighted < context.results.length,
    isOption: ({ context, event }) =>
      (event.type === 'highlight.set' || event.type === 'option.choose') && event.index >= 0 && event.index < context.results.length,
  },
  delays: { pause: AUTOCOMPLETE_DELAY_MS },
}).createMachine({
  id: 'autocomplete',
  context: ({ input }) => ({ text: input?.text ?? '', results: [], highlighted: -1 }),
  initial: 'closed',
  on: {
    'input.change': typing,
    'list.close': { target: '.closed', actions: 'clearResults' },
    'input.reset': { target: '.closed', actions: 'resetText' },
  },
  states: {
    closed: {
      on: {
        'input.enter': { actions: { type: 'submitText', params: ({ context }) => ({ text: context.text.trim() }) } },
      },
    },
    waiting: {
      after: { pause: 'searching' },
      on: {
        'input.enter': { target: 'closed', actions: { type: 'submitText', params: ({ context }) => ({ text: context.text.trim() }) } },
      },
    },
    searching: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'searchCars',
        src: 'searchCars',
        input: ({ context }) => ({ text: context.text.trim() }),
        onDone: { target: 'open', actions: { type: 'assignResults', params: ({ event }) => ({ results: event.output }) } },
        // A failed search closes the list with no results.
        onError: { target: 'closed', actions: 'clearResults' },
      },
      on: {
        'input.enter': { target: 'closed', actions: ['clearResults', { type: 'submitText', params: ({ context }) => ({ text: context.text.trim() }) }] },
      },
    },
    open: {
      tags: 'open',
      on: {
        'highlight.next': { guard: 'hasResults', actions: 'highlightNext' },
        'highlight.prev': { guard: 'hasResults', actions: 'highlightPrev' },
        'highlight.first': { guard: 'hasResults', actions: 'highlightFirst' },
        'highlight.last': { guard: 'hasResults', actions: 'highlightLast' },
        'highlight.set': { guard: 'isOption', actions: 'highlightIndex' },
        'option.choose': { guard: 'isOption', target: 'chosen', actions: 'highlightIndex' },
        'input.enter': [
          { guard: 'hasHighlight', target: 'chosen' },
          { target: 'closed', actions: ['clearResults', { type: 'submitText', params: ({ context }) => ({ text: context.text.trim() }) }] },
        ],
      },
    },
    chosen: {
      always: {
        target: 'closed',
        actions: [
          { type: 'openCar', params: ({ context }) => ({ car: context.results[context.highlighted] as Car }) },
          'clearAll',
        ],
      },
    },
  },
});

export type AutocompleteSnapshot = SnapshotFrom<typeof autocompleteMachine>;
export type AutocompleteMachine = typeof autocompleteMachine;
export type AutocompleteRef = ActorRefFrom<AutocompleteMachine>;
