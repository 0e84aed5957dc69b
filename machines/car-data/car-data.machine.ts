import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  raise,
  setup,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { cleanFilters } from '../../src/api/validation';
import { isAbortError } from '../../src/api/error-map';
import { DEFAULT_RETRY_AFTER_S, PUBLIC_CACHE_MS, PUBLIC_CATEGORIES, QUEUE_DEBOUNCE_MS } from '../../src/config/constants';
import { compareText } from '../../domain/format';
import { requestQueueMachine } from '../request-queue/request-queue.machine';
import {
  appendCars,
  applyViewCount,
  EMPTY_PAGINATION,
  errorText,
  initialCarDataContext,
  isCacheStale,
  isRateLimitError,
  mergeBrands,
  paginationOf,
  setFlag,
  type Car,
  type CarDataContext,
  type CarDataEvent,
  type CarDataTag,
  type CarFilters,
  type CarListResponse,
  type ListKind,
  type PublicCategory,
} from './car-data.model';

/**
 * The public car-data store (SPEC §4 "Public car data"): one parallel region per list flow (each with its own
 * loading flag and error), a cache region that forgets cars and featured after PUBLIC_CACHE_MS, and a rate-limit
 * region fed by the request queue and by 'Too many requests' errors. Every list call goes through ONE request
 * queue, spawned here as the child 'queue'. The detail flow reports its car and related cars through events.
 */
export * from './car-data.model';

export type QueueRef = ActorRefFrom<typeof requestQueueMachine>;
export interface LoadInput {
  queue: QueueRef;
}
export interface CarsInput extends LoadInput {
  filters: CarFilters;
}
export interface CategoryInput extends LoadInput {
  category: PublicCategory;
}
export interface BrandInput extends LoadInput {
  brand: string;
  filters: CarFilters;
}
export interface CarDataInput {
  /** Featured cars already held (then none are loaded automatically). */
  featured?: Car[];
  /** The collection's first page the page arrived with (server-rendered /cars): held as a fresh cache entry. */
  cars?: { filters: CarFilters; list: CarListResponse };
  /** Category lists the page arrived with. */
  categories?: Partial<Record<PublicCategory, Car[]>>;
}

/** The store's context for what it starts holding. */
function heldAtStart(input: CarDataInput | undefined): Partial<CarDataContext> {
  const held: Partial<CarDataContext> = { featured: input?.featured ?? [] };
  const lists: Car[][] = [];
  if (input?.cars) {
    const { filters, list } = input.cars;
    const now = Date.now();
    Object.assign(held, {
      cars: list.data,
      pagination: paginationOf(list),
      filters,
      searchQuery: typeof filters.search === 'string' ? filters.search.trim() : '',
      cache: { lastFetch: now, expiresAt: now + PUBLIC_CACHE_MS, hits: 0 },
    });
    lists.push(list.data);
  }
  if (input?.categories) {
    held.categories = { ...initialCarDataContext().categories, ...input.categories };
    lists.push(...Object.values(input.categories));
  }
  held.knownBrands = lists.reduce<string[]>((known, cars) => mergeBrands(known, cars), []);
  return held;
}

export interface CarDataMachineContext extends CarDataContext {
  queue: QueueRef;
  /** The collection request being loaded (or last loaded); append = Load More. */
  carsRequest: { filters: CarFilters; append: boolean };
  brandRequest: { brand: string; filters: CarFilters };
}

const notProvided = (name: string) => () => Promise.reject(new Error(`car-data: actor "${name}" not provided`));

const doneOutput = <T>(event: EventObject) => (event as EventObject & { output: T }).output;
const errorOf = (event: EventObject) => (event as EventObject & { error?: unknown }).error;

/** Filters in a canonical form, so the same request is recognised whatever the key order or blank values. */
export const filtersKey = (filters: CarFilters) =>
  JSON.stringify(Object.entries(cleanFilters(filters)).sort(([a], [b]) => compareText(a, b)));

function categoryRegion(category: PublicCategory) {
  const isThis = { type: 'isCategory', params: { category } } as const;
  return {
    initial: 'idle',
    states: {
      idle: { on: { 'category.load': { guard: isThis, target: 'loading' } } },
      loading: {
        tags: 'busy',
        entry: { type: 'startLoading', params: { kind: category } },
        exit: { type: 'endLoading', params: { kind: category } },
        on: { 'category.load': { guard: isThis, target: 'loading', reenter: true } },
        invoke: {
          id: `loadCategory.${category}`,
          src: 'loadCategory',
          input: ({ context }: { context: CarDataMachineContext }) => ({ queue: context.queue, category }),
          onDone: {
            target: 'idle',
            actions: [{ type: 'storeCategory', params: { category } }, { type: 'fetched', params: { kind: category } }],
          },
          onError: {
            target: 'idle',
            actions: [{ type: 'failLoad', params: { kind: category } }, { type: 'failed', params: { kind: category } }],
          },
        },
      },
    },
  } as const;
}

const featuredLoad = {
  id: 'loadFeatured',
  src: 'loadFeatured',
  input: ({ context }: { context: CarDataMachineContext }) => ({ queue: context.queue }),
  onDone: { target: 'idle', actions: ['storeFeatured', { type: 'fetched', params: { kind: 'featured' } }] },
  onError: {
    target: 'idle',
    actions: [{ type: 'failLoad', params: { kind: 'featured' } }, { type: 'failed', params: { kind: 'featured' } }],
  },
} as const;

export const carDataMachine = setup({
  types: {
    context: {} as CarDataMachineContext,
    events: {} as CarDataEvent,
    input: {} as CarDataInput,
    tags: {} as CarDataTag,
  },
  actors: {
    requestQueue: requestQueueMachine,
    loadCars: fromPromise<CarListResponse, CarsInput>(notProvided('loadCars')),
    loadFeatured: fromPromise<Car[], LoadInput>(notProvided('loadFeatured')),
    loadCategory: fromPromise<CarListResponse, CategoryInput>(notProvided('loadCategory')),
    loadBrand: fromPromise<CarListResponse, BrandInput>(notProvided('loadBrand')),
    /** Reports the queue's waits after a 429 as 'queue.rateLimited'. */
    watchQueue: fromCallback<EventObject, LoadInput>(() => undefined),
  },
  actions: {
    startLoading: assign(({ context }, params: { kind: ListKind }) => ({
      loading: setFlag(context.loading, params.kind, true),
      errors: setFlag(context.errors, params.kind, null),
    })),
    endLoading: assign(({ context }, params: { kind: ListKind }) => ({ loading: setFlag(context.loading, params.kind, false) })),
    failLoad: assign(({ context, event }, params: { kind: ListKind }) => {
      const error = errorOf(event);
      return isAbortError(error) ? {} : { errors: setFlag(context.errors, params.kind, errorText(error)) };
    }),
    fetched: raise((_, params: { kind: ListKind }) => ({ type: 'list.fetched' as const, kind: params.kind })),
    failed: raise(({ event }, params: { kind: ListKind }) => ({ type: 'list.failed' as const, kind: params.kind, error: errorOf(event) })),
    recordCarsRequest: assign(({ event }) => {
      assertEvent(event, 'cars.load');
      const append = event.append === true;
      return { carsRequest: { filters: event.filters, append }, filters: event.filters, searchQuery: event.filters.search?.trim() ?? '' };
    }),
    countCarsRequest: assign(({ context }) => ({ carsRequestId: context.carsRequestId + 1 })),
    countCacheHit: assign(({ context }) => ({ cache: { ...context.cache, hits: context.cache.hits + 1 } })),
    storeCars: assign(({ context, event }) => {
      const list = doneOutput<CarListResponse>(event);
      return {
        cars: context.carsRequest.append ? appendCars(context.cars, list.data) : list.data,
        pagination: paginationOf(list),
        knownBrands: mergeBrands(context.knownBrands, list.data),
      };
    }),
    storeFeatured: assign(({ event }) => ({ featured: doneOutput<Car[]>(event) })),
    storeCategory: assign(({ context, event }, params: { category: PublicCategory }) => {
      const list = doneOutput<CarListResponse>(event);
      return { categories: { ...context.categories, [params.category]: list.data }, knownBrands: mergeBrands(context.knownBrands, list.data) };
    }),
    recordBrandRequest: assign(({ event }) => {
      assertEvent(event, 'brand.load');
      return { brandRequest: { brand: event.brand, filters: event.filters ?? {} } };
    }),
    storeBrand: assign(({ context, event }) => {
      const list = doneOutput<CarListResponse>(event);
      return { brandCars: list.data, brand: context.brandRequest.brand, knownBrands: mergeBrands(context.knownBrands, list.data) };
    }),
    markFetched: assign(({ context }) => {
      const now = Date.now();
      return { cache: { ...context.cache, lastFetch: now, expiresAt: now + PUBLIC_CACHE_MS } };
    }),
    clearCache: assign(({ context }) => ({
      cars: null,
      featured: [],
      pagination: { ...EMPTY_PAGINATION },
      cache: { ...context.cache, lastFetch: null, expiresAt: null },
    })),
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
    carLoading: assign(({ context, event }) => {
      assertEvent(event, 'car.loading');
      return {
        currentCar: context.currentCar?._id === event.id ? context.currentCar : null,
        loading: setFlag(context.loading, 'car', true),
        errors: setFlag(context.errors, 'car', null),
      };
    }),
    carLoaded: assign(({ context, event }) => {
      assertEvent(event, 'car.loaded');
      return { currentCar: event.car, loading: setFlag(context.loading, 'car', false) };
    }),
    carFailed: assign(({ context, event }) => {
      assertEvent(event, 'car.failed');
      return { currentCar: null, loading: setFlag(context.loading, 'car', false), errors: setFlag(context.errors, 'car', event.error) };
    }),
    relatedLoading: assign(({ context }) => ({
      related: [],
      loading: setFlag(context.loading, 'related', true),
      errors: setFlag(context.errors, 'related', null),
    })),
    relatedLoaded: assign(({ context, event }) => {
      assertEvent(event, 'related.loaded');
      return { related: event.cars, loading: setFlag(context.loading, 'related', false) };
    }),
    relatedFailed: assign(({ context, event }) => {
      assertEvent(event, 'related.failed');
      return { related: [], loading: setFlag(context.loading, 'related', false), errors: setFlag(context.errors, 'related', event.error) };
    }),
    detailFailed: raise(({ event }) => {
      assertEvent(event, ['car.failed', 'related.failed']);
      return { type: 'list.failed' as const, kind: event.type === 'car.failed' ? 'car' : 'related', error: new Error(event.error) };
    }),
    writeViewCount: assign(({ context, event }) => {
      assertEvent(event, 'car.viewCounted');
      return applyViewCount(context, event.id, event.viewCount);
    }),
  },
  guards: {
    isCategory: ({ event }, params: { category: PublicCategory }) => event.type === 'category.load' && event.category === params.category,
    hasFeatured: ({ context }) => context.featured.length > 0,
    noListLoading: ({ context }) =>
      !context.loading.cars && !context.loading.brand && PUBLIC_CATEGORIES.every((c) => !context.loading.categories[c]),
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
    ...heldAtStart(input),
    queue: spawn('requestQueue', { id: 'queue' }),
    carsRequest: { filters: input?.cars?.filters ?? {}, append: false },
    brandRequest: { brand: '', filters: {} },
  }),
  invoke: { id: 'watchQueue', src: 'watchQueue', input: ({ context }) => ({ queue: context.queue }) },
  on: {
    'car.loading': { actions: 'carLoading' },
    'car.loaded': { actions: 'carLoaded' },
    'car.failed': { actions: ['carFailed', 'detailFailed'] },
    'related.loading': { actions: 'relatedLoading' },
    'related.loaded': { actions: 'relatedLoaded' },
    'related.failed': { actions: ['relatedFailed', 'detailFailed'] },
    'car.viewCounted': { actions: 'writeViewCount' },
  },
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
    cars: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cars.load': [
              { guard: 'isCachedRequest', actions: ['countCarsRequest', 'countCacheHit'] },
              { target: 'loading', actions: ['countCarsRequest', 'recordCarsRequest'] },
            ],
          },
        },
        loading: {
          tags: 'busy',
          entry: { type: 'startLoading', params: { kind: 'cars' } },
          exit: { type: 'endLoading', params: { kind: 'cars' } },
          // A newer request replaces the one in flight (its result is ignored).
          on: { 'cars.load': { target: 'loading', reenter: true, actions: ['countCarsRequest', 'recordCarsRequest'] } },
          invoke: {
            id: 'loadCars',
            src: 'loadCars',
            input: ({ context }) => ({ queue: context.queue, filters: context.carsRequest.filters }),
            onDone: { target: 'idle', actions: ['storeCars', { type: 'fetched', params: { kind: 'cars' } }] },
            onError: {
              target: 'idle',
              actions: [{ type: 'failLoad', params: { kind: 'cars' } }, { type: 'failed', params: { kind: 'cars' } }],
            },
          },
        },
      },
    },
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
          tags: 'busy',
          entry: { type: 'startLoading', params: { kind: 'featured' } },
          exit: { type: 'endLoading', params: { kind: 'featured' } },
          on: {
            'cars.load': 'waitingForLists',
            'category.load': 'waitingForLists',
            'brand.load': 'waitingForLists',
            'featured.load': 'loading',
          },
          invoke: featuredLoad,
        },
        idle: { on: { 'featured.load': 'loading' } },
        loading: {
          tags: 'busy',
          entry: { type: 'startLoading', params: { kind: 'featured' } },
          exit: { type: 'endLoading', params: { kind: 'featured' } },
          invoke: featuredLoad,
        },
      },
    },
    brand: {
      initial: 'idle',
      states: {
        idle: { on: { 'brand.load': { target: 'loading', actions: 'recordBrandRequest' } } },
        loading: {
          tags: 'busy',
          entry: { type: 'startLoading', params: { kind: 'brand' } },
          exit: { type: 'endLoading', params: { kind: 'brand' } },
          on: { 'brand.load': { target: 'loading', reenter: true, actions: 'recordBrandRequest' } },
          invoke: {
            id: 'loadBrand',
            src: 'loadBrand',
            input: ({ context }) => ({ queue: context.queue, ...context.brandRequest }),
            onDone: { target: 'idle', actions: ['storeBrand', { type: 'fetched', params: { kind: 'brand' } }] },
            onError: {
              target: 'idle',
              actions: [{ type: 'failLoad', params: { kind: 'brand' } }, { type: 'failed', params: { kind: 'brand' } }],
            },
          },
        },
      },
    },
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

export type CarDataSnapshot = SnapshotFrom<typeof carDataMachine>;
export type CarDataRef = ActorRefFrom<typeof carDataMachine>;
