import { verbatim, type Message } from '../../domain/message';
import { assign, emit, setup } from 'xstate';
import type { Car } from '../../domain/types';
import { isAbortError } from '../../api/error-map';
import { isApiError, reasonOf } from '../../api/errors';
import { DEFAULT_RETRY_AFTER_S, INVALID_CAR_IDS, QUEUE_MAX_RETRIES, RELATED_LIMIT } from '../../domain/constants';
import { notProvided } from '../shared/placeholder';

/**
 * The car detail page of SPEC §4: opening loads the car; once it is there, its related cars (RELATED_LIMIT) load and
 * its view is counted, side by side. Ids the server must never see ('', 'all', 'undefined', 'null') go straight to
 * notFound without a call; so does a car the server does not know (404) or an id it refuses (400): 'Car Not Found'.
 * A 429 waits its Retry-After (default 5 s), counting down for the view, and asks again, up to QUEUE_MAX_RETRIES
 * times (SPEC §8); any other failure (server error, no network, a malformed answer, retries spent) is `failed`,
 * with its §8 message, and 'car.retry' asks again.
 * The view count is counted only for a car that exists. On success the new count replaces the car's and the machine
 * emits 'view.counted' (the view forwards it to the car-data store as `car.viewCounted`, SPEC §4); a failure is
 * only logged (`logViewCountFailure`, console.warn, provided by createCarDetailActors). A related-cars failure leaves
 * the section empty. The view sends only 'car.retry'. One actor per id: the page remounts it
 * when the address names another car. The related list and the view count honour 429 inside their effects
 * (createCarDetailActors).
 */
export interface CarDetailInput {
  id: string | null | undefined;
  /** The car and its related cars as the page arrived with them (server-rendered): the page starts ready. */
  held?: { car: Car; related: Car[] } | undefined;
}

export type CarDetailContext = {
  /** The id as given (trimmed); '' when none. */
  id: string;
  /** null = not loaded (yet, or never: notFound). */
  car: Car | null;
  /** null = not loaded yet; [] = loaded and none (or the load failed). */
  related: Car[] | null;
  /** Why the car did not load: the §8 message a failed page shows (for 'Car Not Found', only logs and tests read it). */
  error: Message | null;
  /** 429 answers met in a row while loading the car. */
  rateLimits: number;
  /** The seconds left before a rate-limited load is made again. */
  secondsLeft: number;
};

export type CarDetailEvent = { type: 'car.retry' };

export type CarDetailTag = 'busy' | 'ready' | 'notFound' | 'rateLimited' | 'failed' | 'relatedBusy';

/** After a successful increment: the server's count for the car (SPEC §4). */
export type CarDetailEmitted = { type: 'view.counted'; id: string; viewCount: number };

/** Ids refused locally (SPEC §5): compared trimmed and case-insensitively, as the API client does. */
export function isValidCarId(id: string | null | undefined): id is string {
  if (typeof id !== 'string') return false;
  return !(INVALID_CAR_IDS as readonly string[]).includes(id.trim().toLowerCase());
}

/** The server's related list without the car itself, at most RELATED_LIMIT. */
export function pickRelated(cars: readonly Car[], id: string): Car[] {
  return cars.filter((c) => c._id !== id).slice(0, RELATED_LIMIT);
}

export const carDetailMachine = setup({
  types: {
    context: {} as CarDetailContext,
    events: {} as CarDetailEvent,
    input: {} as CarDetailInput,
    tags: {} as CarDetailTag,
    emitted: {} as CarDetailEmitted,
  },
  actors: {
    loadCar: notProvided<Car, { id: string }>('car-detail', 'loadCar'),
    loadRelated: notProvided<Car[], { id: string }>('car-detail', 'loadRelated'),
    countView: notProvided<number, { id: string }>('car-detail', 'countView'),
  },
  actions: {
    // Provided with the real actors (createCarDetailActors: console.warn); a no-op so the machine runs alone.
    logViewCountFailure: (_, _params: { id: string; error: unknown }) => {},
    assignError: assign({ error: ({ event }) => ('error' in event ? reasonOf(event.error, verbatim(String(event.error))) : null) }),
    startWait: assign(({ context, event }) => ({
      rateLimits: context.rateLimits + 1,
      secondsLeft: ('error' in event && isApiError(event.error) && event.error.retryAfter) || DEFAULT_RETRY_AFTER_S,
    })),
    tick: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    forgetWaits: assign({ rateLimits: 0, error: null }),
  },
  guards: {
    hasValidId: ({ context }) => isValidCarId(context.id),
    hasCar: ({ context }) => context.car !== null,
    hasRelated: ({ context }) => context.related !== null,
    /**
     * A cancelled call, not a failed one. A stopped machine never hears of it; a live one does only when React's
     * StrictMode stops and revives the actor (development): then it asks again.
     */
    isAborted: ({ event }) => 'error' in event && isAbortError(event.error),
    /** The server does not know the car (404) or refuses its id (400). */
    isMissing: ({ event }) => 'error' in event && isApiError(event.error) && (event.error.status === 404 || event.error.status === 400),
    mayWait: ({ context, event }) =>
      'error' in event && isApiError(event.error) && event.error.isRateLimited && context.rateLimits < QUEUE_MAX_RETRIES,
    moreToCount: ({ context }) => context.secondsLeft > 1,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'carDetail',
  context: ({ input }) => {
    const id = (input.id ?? '').trim();
    const held = input.held?.car._id === id ? input.held : undefined;
    return { id, car: held?.car ?? null, related: held ? pickRelated(held.related, id) : null, error: null, rateLimits: 0, secondsLeft: 0 };
  },
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      always: [
        { guard: 'hasCar', target: 'ready' },
        { guard: 'hasValidId', target: 'loading' },
        { target: 'notFound', actions: assign({ error: verbatim('invalid id') }) },
      ],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCar',
        src: 'loadCar',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ car: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isAborted', target: 'loading', reenter: true },
          { guard: 'isMissing', target: 'notFound', actions: 'assignError' },
          { guard: 'mayWait', target: 'rateLimited', actions: ['assignError', 'startWait'] },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    rateLimited: {
      tags: ['busy', 'rateLimited'],
      after: {
        second: [
          { guard: 'moreToCount', target: 'rateLimited', reenter: true, actions: 'tick' },
          { target: 'loading', actions: 'tick' },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'car.retry': { target: 'loading', actions: 'forgetWaits' } },
    },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      states: {
        related: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasRelated', target: 'loaded' }, { target: 'loading' }] },
            loading: {
              tags: ['relatedBusy'],
              invoke: {
                id: 'loadRelated',
                src: 'loadRelated',
                input: ({ context }) => ({ id: context.id }),
                onDone: { target: 'loaded', actions: assign({ related: ({ event, context }) => pickRelated(event.output, context.id) }) },
                onError: [
                  { guard: 'isAborted', target: 'loading', reenter: true },
                  { target: 'failed', actions: assign({ related: [] }) },
                ],
              },
            },
            loaded: {},
            failed: {},
          },
        },
        views: {
          initial: 'counting',
          states: {
            counting: {
              invoke: {
                id: 'countView',
                src: 'countView',
                input: ({ context }) => ({ id: context.id }),
                onDone: {
                  target: 'counted',
                  actions: [
                    assign({ car: ({ context, event }) => (context.car ? { ...context.car, viewCount: event.output } : null) }),
                    emit(({ context, event }) => ({ type: 'view.counted' as const, id: context.id, viewCount: event.output })),
                  ],
                },
                onError: [
                  { guard: 'isAborted', target: 'counting', reenter: true },
                  {
                    target: 'failed',
                    actions: { type: 'logViewCountFailure', params: ({ context, event }) => ({ id: context.id, error: event.error }) },
                  },
                ],
              },
            },
            counted: {},
            failed: {},
          },
        },
      },
    },
    notFound: {
      tags: ['notFound'],
      type: 'final',
    },
  },
});

export type CarDetailMachine = typeof carDetailMachine;
