import { assign, setup } from 'xstate';
import { notProvided } from '../shared/placeholder';
import type { Car } from '../../domain/types';
import { isAbortError } from '../../api/error-map';
import { reasonOf } from '../../api/errors';
import { msg, type Message } from '../../domain/message';
import { FEATURED_LIMIT } from '../../domain/constants';

/**
 * The home page's 'Featured Vehicles' list (SPEC §4 Featured list, §8 Home featured fetch): loading, then error,
 * empty or loaded. The fetch has its own rules ('HTTP error! status: {code}', 'Invalid response format'); the view
 * shows 'Error loading vehicles: {message}'. 'Try Again' reloads the whole page (SPEC §8), an effect
 * its wiring provides as `reloadPage` (createFeaturedActors).
 */
export type FeaturedContext = {
  /** null = not loaded; [] = loaded and empty. */
  cars: Car[] | null;
  error: Message | null;
};

export type FeaturedEvent = { type: 'featured.retry' };

export type FeaturedTag = 'busy' | 'error' | 'empty' | 'ready';

/** The message of a failed fetch; a non-Error failure gives 'Failed to fetch cars' (SPEC §8). */
export function featuredErrorMessage(error: unknown): Message {
  return reasonOf(error, msg('fetchCarsFailed'));
}

export const featuredMachine = setup({
  types: {
    context: {} as FeaturedContext,
    events: {} as FeaturedEvent,
    tags: {} as FeaturedTag,
  },
  actors: {
    loadFeatured: notProvided<Car[]>('featured', 'loadFeatured'),
  },
  guards: {
    /** A cancelled fetch (React StrictMode stopping and reviving the actor in development): fetch again. */
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
  },
  actions: {
    // Provided with the real actors (createFeaturedActors: window.location.reload); a no-op so the machine runs alone.
    reloadPage: () => {},
  },
}).createMachine({
  id: 'featured',
  context: { cars: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFeatured',
        src: 'loadFeatured',
        onDone: [
          { guard: ({ event }) => event.output.length > 0, target: 'loaded', actions: assign({ cars: ({ event }) => event.output.slice(0, FEATURED_LIMIT) }) },
          { target: 'empty', actions: assign({ cars: [] }) },
        ],
        onError: [
          { guard: 'isAborted', target: 'loading', reenter: true },
          { target: 'error', actions: assign({ error: ({ event }) => featuredErrorMessage(event.error) }) },
        ],
      },
    },
    loaded: { tags: ['ready'] },
    empty: { tags: ['empty'] },
    error: {
      tags: ['error'],
      on: { 'featured.retry': { actions: 'reloadPage' } },
    },
  },
});

export type FeaturedMachine = typeof featuredMachine;
