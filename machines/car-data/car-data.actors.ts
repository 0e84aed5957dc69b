import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { MSG } from '../../src/api/messages';
import { publicApi, type PublicApi } from '../../src/api/public-client';
import { CATEGORY_PAGE_LIMIT, DEFAULT_RETRY_AFTER_S, FEATURED_LIMIT } from '../../src/config/constants';
import { enqueue } from '../request-queue/request-queue.machine';
import {
  carDataMachine,
  type BrandInput,
  type Car,
  type CarDataEvent,
  type CarListResponse,
  type CarsInput,
  type CategoryInput,
  type LoadInput,
  type QueueRef,
} from './car-data.machine';

type ListApi = Pick<PublicApi, 'listCars' | 'listFeatured' | 'listByCategory' | 'listByBrand'>;

function aborted(): Error {
  const error = new Error(MSG.requestAborted);
  error.name = 'AbortError';
  return error;
}

/**
 * Queue a call for a load actor. When the machine stops the actor (a newer request replaced it, or the automatic
 * featured load gave way to a page's list), its call is aborted, or never made if its turn has not come yet,
 * so the queue moves on at once.
 */
function queued<T>(queue: QueueRef, key: string, own: AbortSignal, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return enqueue(queue, key, (queueSignal) =>
    own.aborted ? Promise.reject(aborted()) : call(AbortSignal.any([queueSignal, own])),
  );
}

/**
 * The store's list calls, each queued on the store's one request queue (SPEC §4). The queue key names the list:
 * a newer request for the same list replaces a pending one.
 */
export function createCarDataLoaders(api: ListApi = publicApi) {
  return {
    loadCars: fromPromise<CarListResponse, CarsInput>(({ input, signal }) =>
      queued(input.queue, 'cars', signal, (s) => api.listCars(input.filters, { signal: s })),
    ),
    loadFeatured: fromPromise<Car[], LoadInput>(({ input, signal }) =>
      queued(input.queue, 'featured', signal, (s) => api.listFeatured(FEATURED_LIMIT, { signal: s })),
    ),
    loadCategory: fromPromise<CarListResponse, CategoryInput>(({ input, signal }) =>
      queued(input.queue, `category:${input.category}`, signal, (s) =>
        api.listByCategory(input.category, { limit: CATEGORY_PAGE_LIMIT }, { signal: s }),
      ),
    ),
    loadBrand: fromPromise<CarListResponse, BrandInput>(({ input, signal }) =>
      queued(input.queue, 'brand', signal, (s) => api.listByBrand(input.brand, input.filters, { signal: s })),
    ),
  };
}

/**
 * Watches the queue: each time it starts waiting after a 429 (a new wait or a further retry) the store hears
 * 'queue.rateLimited' with the wait, the retry count and when the wait ends.
 */
export const watchQueue = fromCallback<EventObject, LoadInput>(({ input, sendBack }) => {
  let lastUntil: number | null = null;
  const check = () => {
    const snapshot = input.queue.getSnapshot();
    const { rateLimitedUntil, retryAfter, retryCount } = snapshot.context;
    const limited = snapshot.hasTag('rateLimited') && rateLimitedUntil !== null;
    if (limited && rateLimitedUntil !== lastUntil) {
      const event: CarDataEvent = {
        type: 'queue.rateLimited',
        retryAfter: retryAfter ?? DEFAULT_RETRY_AFTER_S,
        retryCount,
        until: rateLimitedUntil,
      };
      sendBack(event);
    }
    lastUntil = limited ? rateLimitedUntil : null;
  };
  check();
  const subscription = input.queue.subscribe(check);
  return () => subscription.unsubscribe();
});

/** The store wired to the real public client. */
export const liveCarDataMachine = carDataMachine.provide({
  actors: { ...createCarDataLoaders(), watchQueue },
});
