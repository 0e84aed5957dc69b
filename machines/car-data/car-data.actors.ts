import { fromCallback, fromPromise, type EventObject } from 'xstate';
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
} from './car-data.machine';

type ListApi = Pick<PublicApi, 'listCars' | 'listFeatured' | 'listByCategory' | 'listByBrand'>;

/**
 * The store's list calls, each queued on the store's one request queue (SPEC §4). The queue key names the list:
 * a newer request for the same list replaces a pending one.
 */
export function createCarDataLoaders(api: ListApi = publicApi) {
  return {
    loadCars: fromPromise<CarListResponse, CarsInput>(({ input }) =>
      enqueue(input.queue, 'cars', (signal) => api.listCars(input.filters, { signal })),
    ),
    loadFeatured: fromPromise<Car[], LoadInput>(({ input }) =>
      enqueue(input.queue, 'featured', (signal) => api.listFeatured(FEATURED_LIMIT, { signal })),
    ),
    loadCategory: fromPromise<CarListResponse, CategoryInput>(({ input }) =>
      enqueue(input.queue, `category:${input.category}`, (signal) =>
        api.listByCategory(input.category, { limit: CATEGORY_PAGE_LIMIT }, { signal }),
      ),
    ),
    loadBrand: fromPromise<CarListResponse, BrandInput>(({ input }) =>
      enqueue(input.queue, 'brand', (signal) => api.listByBrand(input.brand, input.filters, { signal })),
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
