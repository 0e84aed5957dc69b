import { assertEvent, assign, not, or, raise, setup, stateIn, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { isAbortError } from '../../api/error-map';
import { DEFAULT_RETRY_AFTER_S, PUBLIC_CACHE_MS, PUBLIC_CATEGORIES, QUEUE_DEBOUNCE_MS } from '../../domain/constants';
import { requestQueueMachine } from '../request-queue/request-queue.machine';
import { notProvided } from '../shared/placeholder';
import { watchQueue } from './car-data.queue';
import { brandListRegion, categoryRegion, featuredLoad, listRegion, loadingTags } from './car-data.regions';
import { applyViewCount, clearedCache, errorMessage, filtersKey, hasFreshBrands, heldAtStart, initialCarDataContext } from './car-data.model';
import { freshCache, isCacheStale, isRateLimitError, setFlag, storeList } from './car-data.model';
import type { BrandCount, Car, CarDataEvent, CarDataInput, CarDataMachineContext, CarDataTag, CarListResponse } from './car-data.model';
import type { CarListKind, CarsInput, CategoryInput, ListKind, LoadInput, PublicCategory } from './car-data.model';

/**
 * The public car-data store (SPEC §4 "Public car data"): one parallel region per list (the collection, featured,
 * the brand list of the /cars filter, each category list), a cache region that forgets cars and featured after
 * PUBLIC_CACHE_MS, and a rate-limit region fed by the request queue and by 'Too many requests' errors. A list loads while its region is in
 * `loading` (tags 'busy' and '<list>Busy'); its last error is in `errors`. Every list call goes through ONE request
 * queue, spawned here as the child 'queue'. The calls themselves are provided by createCarDataActors.
 */
export * from './car-data.model';

const doneOutput = <T>(event: EventObject) => (event as EventObject & { output: T }).output;
const errorOf = (event: EventObject) => (event as EventObject & { error?: unknown }).error;

/** The lists a page asks for: the automatic featured load waits while any of them loads. */
const pageListLoading = (['cars', 'brand', ...PUBLIC_CATEGORIES] as const).map((region) => stateIn({ [region]: 'loading' }));

export const carDataMachine = setup({
  types: {
    context: {} as CarDataMachineContext,
    events: {} as CarDataEvent,
    input: {} as CarDataInput,
    tags: {} as CarDataTag,
  },
  actors: {
    requestQueue: requestQueueMachine,
    watchQueue,
    loadCars: notProvided<CarListResponse, CarsInput>('car-data', 'loadCars'),
    loadFeatured: notProvided<Car[], LoadInput>('car-data', 'loadFeatured'),
    loadCategory: notProvided<CarListResponse, CategoryInput>('car-data', 'loadCategory'),
    loadBrands: notProvided<BrandCount[], LoadInput>('car-data', 'loadBrands'),
  },
  actions: {
    clearError: assign(({ context }, { kind }: { kind: ListKind }) => ({ errors: setFlag(context.errors, kind, null) })),
    failLoad: assign(({ context, event }, { kind }: { kind: ListKind }) => {
      const error = errorOf(event);
      return isAbortError(error) ? {} : { errors: setFlag(context.errors, kind, errorMessage(error)) };
    }),
    fetched: raise((_, { kind }: { kind: ListKind }) => ({ type: 'list.fetched' as const, kind })),
    failed: raise(({ event }, { kind }: { kind: ListKind }) => ({ type: 'list.failed' as const, kind, error: errorOf(event) })),
    recordCarsRequest: assign(({ event }) => {
      assertEvent(event, 'cars.load');
      const append = event.append === true;
      return { carsRequest: { filters: event.filters, append }, filters: event.filters, searchQuery: event.filters.search?.trim() ?? '' };
    }),
    countCarsRequest: assign(({ context }) => ({ carsRequestId: context.carsRequestId + 1 })),
    countCacheHit: assign(({ context }) => ({ cache: { ...context.cache, hits: context.cache.hits + 1 } })),
    storeList: assign(({ context, event }, { kind }: { kind: CarListKind }) => storeList(context, kind, doneOutput<CarListResponse>(event))),
    storeFeatured: assign(({ event }) => ({ featured: doneOutput<Car[]>(event) })),
    storeBrands: assign(({ event }) => ({ brands: doneOutput<BrandCount[]>(event), brandsFetchedAt: Date.now() })),
    markFetched: assign(({ context }) => ({ cache: freshCache(context.cache, Date.now()) })),
    clearCache: assign(({ context }) => clearedCache(context)),
    limitFromQueue: assign(({ event }) => {
      assertEvent(event, 'queue.rateLimited');
      return { rateLimited: true, retryAfter: event.retryAfter, retryCount: event.retryCount, rateLimitedUntil: event.until };
    }),
    limitFromError: assign({
      rateLimited: true,
      retryAfter: DEFAULT_RETRY_AFTER_S,
      rateLimitedUntil: () => Date.now() + DEFAULT_RETRY_AFTER_S * 1000,
    }),
    clearRateLimit: assign({ rateLimited: false, retryAfter: null, rateLimitedUntil: null }),
    resetRetries: assign({ retryCount: 0 }),
    writeViewCount: assign(({ context, event }) => {
      assertEvent(event, 'car.viewCounted');
      return applyViewCount(context, event.id, event.viewCount);
    }),
  },
  guards: {
    isCategory: ({ event }, params: { category: PublicCategory }) => event.type === 'category.load' && event.category === params.category,
    hasFeatured: ({ context }) => context.featured.length > 0,
    needsBrands: ({ context }) => !hasFreshBrands(context, Date.now()),
    noListLoading: not(or(pageListLoading)),
    /** The same first page, still held, not stale and without an error: answered from the cache. */
    isCachedRequest: ({ context, event }) => {
      assertEvent(event, 'cars.load');
      return (
        event.append !== true &&
        context.cars !== null &&
        context.errors.cars === null &&
        !isCacheStale(context.cache, Date.now()) &&
        filtersKey(event.filters) === filtersKey(context.filters)
      );
    },
    isStale: ({ context }) => isCacheStale(context.cache, Date.now()),
    cacheHeld: ({ context }) => context.cache.expiresAt !== null,
    isCachedKind: ({ event }) => event.type === 'list.fetched' && (event.kind === 'cars' || event.kind === 'featured'),
    isRateLimitFailure: ({ event }) => event.type === 'list.failed' && isRateLimitError(event.error),
  },
  delays: {
    /** A list asked for at start-up (the page's own) goes first; the automatic featured load waits this long. */
    startupWindow: QUEUE_DEBOUNCE_MS,
    cacheExpiry: PUBLIC_CACHE_MS,
    retryAfter: ({ context }) => (context.retryAfter ?? DEFAULT_RETRY_AFTER_S) * 1000,
  },
}).createMachine({
  id: 'carData',
  type: 'parallel',
  context: ({ spawn, input }) => ({
    ...initialCarDataContext(),
    ...heldAtStart(input, Date.now()),
    queue: spawn('requestQueue', { id: 'queue' }),
    carsRequest: { filters: input?.cars?.filters ?? {}, append: false },
  }),
  invoke: { id: 'watchQueue', src: 'watchQueue', input: ({ context }) => ({ queue: context.queue }) },
  on: { 'car.viewCounted': { actions: 'writeViewCount' } },
  states: {
    // First, so a stale cache is cleared before a list region answers a request from it.
    cache: {
      initial: 'empty',
      states: {
        empty: {
          // Cars the page arrived with are a fresh entry from the start.
          always: { guard: 'cacheHeld', target: 'fresh' },
          on: { 'list.fetched': { guard: 'isCachedKind', target: 'fresh', actions: 'markFetched' } },
        },
        fresh: {
          after: { cacheExpiry: { target: 'empty', actions: 'clearCache' } },
          on: {
            'list.fetched': { guard: 'isCachedKind', target: 'fresh', reenter: true, actions: 'markFetched' },
            'cars.load': { guard: 'isStale', target: 'empty', actions: 'clearCache' },
            'featured.load': { guard: 'isStale', target: 'empty', actions: 'clearCache' },
            'cache.clear': { target: 'empty', actions: 'clearCache' },
          },
        },
      },
    },
    cars: listRegion('cars', 'cars.load', {
      first: [{ guard: 'isCachedRequest', actions: ['countCarsRequest', 'countCacheHit'] }],
      request: { actions: ['countCarsRequest', 'recordCarsRequest'] },
      invoke: {
        id: 'loadCars',
        src: 'loadCars',
        input: ({ context }: { context: CarDataMachineContext }) => ({ queue: context.queue, filters: context.carsRequest.filters }),
      },
    }),
    featured: {
      initial: 'starting',
      states: {
        // Loaded once automatically when none are held, after the start-up window so the page's own list goes first.
        starting: {
          always: { guard: 'hasFeatured', target: 'idle' },
          after: { startupWindow: 'waitingForLists' },
          on: { 'featured.load': 'loading' },
        },
        waitingForLists: {
          always: { guard: 'noListLoading', target: 'autoLoading' },
          on: { 'featured.load': 'loading' },
        },
        // The automatic load gives way to a page's list asked for meanwhile (the queue runs one call at a time):
        // stopping it aborts its call, and it comes back once the lists are done.
        autoLoading: {
          tags: loadingTags('featured'),
          entry: { type: 'clearError', params: { kind: 'featured' } },
          on: {
            'cars.load': 'waitingForLists',
            'category.load': 'waitingForLists',
            'brands.load': { guard: 'needsBrands', target: 'waitingForLists' },
            'featured.load': 'loading',
          },
          invoke: featuredLoad,
        },
        idle: { on: { 'featured.load': 'loading' } },
        loading: {
          tags: loadingTags('featured'),
          entry: { type: 'clearError', params: { kind: 'featured' } },
          invoke: featuredLoad,
        },
      },
    },
    brand: brandListRegion,
    luxury: categoryRegion('luxury'),
    sports: categoryRegion('sports'),
    suv: categoryRegion('suv'),
    sedan: categoryRegion('sedan'),
    convertible: categoryRegion('convertible'),
    coupe: categoryRegion('coupe'),
    rateLimit: {
      initial: 'clear',
      states: {
        clear: {
          on: {
            'queue.rateLimited': { target: 'limited', actions: 'limitFromQueue' },
            'list.failed': { guard: 'isRateLimitFailure', target: 'limited', actions: 'limitFromError' },
            'list.fetched': { actions: 'resetRetries' },
          },
        },
        limited: {
          tags: 'rateLimited',
          after: { retryAfter: { target: 'clear', actions: 'clearRateLimit' } },
          on: {
            'queue.rateLimited': { target: 'limited', reenter: true, actions: 'limitFromQueue' },
            'list.failed': { guard: 'isRateLimitFailure', target: 'limited', reenter: true, actions: 'limitFromError' },
            'list.fetched': { target: 'clear', actions: ['clearRateLimit', 'resetRetries'] },
          },
        },
      },
    },
  },
});

export type CarDataMachine = typeof carDataMachine;
export type CarDataSnapshot = SnapshotFrom<CarDataMachine>;
export type CarDataRef = ActorRefFrom<CarDataMachine>;
