import { assign, setup } from 'xstate';
import { notProvided, notProvidedCallback } from '../shared/placeholder';
import { SHORTLIST_MAX, type SavedCar } from './shortlist.model';

/**
 * The visitor's shortlist (issue 12), kept in this browser with no sign-in. It starts `reading` and reads the stored
 * list only once started: the server renders the app without starting its actors, so the first HTML and the hydration
 * both show the empty, unsaved state, and the browser fills it in after. While `ready` it toggles, removes and clears,
 * writes every change back, and follows the other tabs (their writes arrive as `shortlist.synced`).
 * Reading, watching and writing storage are placeholders here; the real ones come from `createShortlistActors`
 * (shortlist.actors.ts), provided at the root (docs/decisions/009).
 */
export type ShortlistContext = { cars: SavedCar[] };
export type ShortlistEvent =
  | { type: 'shortlist.toggle'; car: SavedCar }
  | { type: 'shortlist.remove'; id: string }
  | { type: 'shortlist.clear' }
  /** The stored list changed in another tab: already read back and checked by the watcher. */
  | { type: 'shortlist.synced'; cars: SavedCar[] };
/** ready: the stored list has been read (the header's count and the page show only then). */
export type ShortlistTag = 'ready';
export type WriteShortlistParams = { cars: SavedCar[] };

const isSaved = (cars: readonly SavedCar[], id: string) => cars.some((car) => car.id === id);

export const shortlistMachine = setup({
  types: {
    context: {} as ShortlistContext,
    events: {} as ShortlistEvent,
    tags: {} as ShortlistTag,
  },
  actors: {
    readShortlist: notProvided<SavedCar[]>('shortlist', 'readShortlist'),
    watchShortlist: notProvidedCallback<ShortlistEvent>('shortlist', 'watchShortlist'),
  },
  actions: {
    /** Stores the list (a no-op until provided: the machine itself never touches storage). */
    writeShortlist: (_, _params: WriteShortlistParams) => {},
  },
  guards: {
    isSaved: ({ context, event }) =>
      (event.type === 'shortlist.toggle' && isSaved(context.cars, event.car.id)) ||
      (event.type === 'shortlist.remove' && isSaved(context.cars, event.id)),
    hasRoom: ({ context }) => context.cars.length < SHORTLIST_MAX,
    hasCars: ({ context }) => context.cars.length > 0,
  },
}).createMachine({
  id: 'shortlist',
  context: { cars: [] },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readShortlist',
        src: 'readShortlist',
        onDone: { target: 'ready', actions: assign({ cars: ({ event }) => event.output.slice(0, SHORTLIST_MAX) }) },
        // Storage refused (a private mode, a blocked origin): the list starts empty and lives for the visit.
        onError: 'ready',
      },
    },
    ready: {
      tags: ['ready'],
      invoke: { id: 'watchShortlist', src: 'watchShortlist' },
      on: {
        'shortlist.toggle': [
          {
            guard: 'isSaved',
            actions: [
              assign({ cars: ({ context, event }) => context.cars.filter((car) => car.id !== event.car.id) }),
              { type: 'writeShortlist', params: ({ context }) => ({ cars: context.cars }) },
            ],
          },
          {
            guard: 'hasRoom',
            actions: [
              assign({ cars: ({ context, event }) => [...context.cars, event.car] }),
              { type: 'writeShortlist', params: ({ context }) => ({ cars: context.cars }) },
            ],
          },
          // Full: the car is not added (the heart of an unsaved car says so and is disabled).
        ],
        'shortlist.remove': {
          guard: 'isSaved',
          actions: [
            assign({ cars: ({ context, event }) => context.cars.filter((car) => car.id !== event.id) }),
            { type: 'writeShortlist', params: ({ context }) => ({ cars: context.cars }) },
          ],
        },
        'shortlist.clear': {
          guard: 'hasCars',
          actions: [assign({ cars: [] }), { type: 'writeShortlist', params: { cars: [] } }],
        },
        // Another tab's list replaces this one's as it is: it is not written back (that tab already stored it).
        'shortlist.synced': { actions: assign({ cars: ({ event }) => event.cars.slice(0, SHORTLIST_MAX) }) },
      },
    },
  },
});

export type ShortlistMachine = typeof shortlistMachine;

/** What views ask of a snapshot: read once, kept in one place. */
export const shortlistSelectors = {
  ready: (s: { hasTag(tag: ShortlistTag): boolean }) => s.hasTag('ready'),
  count: (s: { context: ShortlistContext }) => s.context.cars.length,
  full: (s: { context: ShortlistContext }) => s.context.cars.length >= SHORTLIST_MAX,
  has: (id: string) => (s: { context: ShortlistContext }) => isSaved(s.context.cars, id),
};
