import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { ApiError } from '../../api/errors';
import { english } from '../../tests/setup/english';
import { MessageError, msg } from '../../domain/message';
import { MSG } from '../../domain/app-messages';
import {
  DEFAULT_RETRY_AFTER_S,
  FEATURED_LIMIT,
  PUBLIC_CACHE_MS,
  PUBLIC_CATEGORIES,
  QUEUE_DEBOUNCE_MS,
  QUEUE_GAP_MS,
  CATEGORY_PAGE_LIMIT,
} from '../../domain/constants';
import { createPromiseFakes, flushPromises, type PromiseFakes } from '../test-utils/fake-actors';
import { createCoverage, getTransitionPaths, replayPath, type Coverage, type MachineStep, type SampleEvent } from '../test-utils/paths';
import { createCarDataActors, type CarDataClients } from './car-data.actors';
import { listOf, makeCar } from './car-data.fixtures';
import {
  applyViewCount,
  appendCars,
  carDataMachine,
  filtersKey,
  initialCarDataContext,
  isCacheStale,
  isListBusy,
  isRateLimitError,
  mergeBrands,
  type CarDataInput,
  type CarDataSnapshot,
  type CarListResponse,
  type Car,
  type CategoryInput,
  type ListKind,
  type LoadInput,
  type PublicCategory,
} from './car-data.machine';

const START = Date.UTC(2025, 0, 1);
const tooMany = new ApiError(MSG.tooManyRequests, 429);
const serverError = new ApiError(MSG.publicServerError, 500);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Promise fakes plus one fake per category list, settled as `loadCategory.<slug>` (the invoke ids). */
function storeFakes() {
  const base = createPromiseFakes();
  const running = new Map<string, { resolve: (v: CarListResponse) => void; reject: (e: unknown) => void }>();
  const categoryInputs: CategoryInput[] = [];
  const loadCategory = fromPromise<CarListResponse, CategoryInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const name = `loadCategory.${input.category}`;
        const entry = { resolve, reject };
        running.set(name, entry);
        categoryInputs.push(input);
        signal.addEventListener('abort', () => {
          if (running.get(name) === entry) running.delete(name);
        });
      }),
  );
  const fakes: PromiseFakes = {
    ...base,
    settle(name, outcome) {
      const entry = running.get(name);
      if (!entry) return base.settle(name, outcome);
      running.delete(name);
      if ('output' in outcome) entry.resolve(outcome.output as CarListResponse);
      else entry.reject(outcome.error);
    },
    isRunning: (name) => running.has(name) || base.isRunning(name),
  };
  const machine = carDataMachine.provide({
    actors: {
      loadCars: base.promise('loadCars'),
      loadFeatured: base.promise('loadFeatured'),
      loadBrands: base.promise('loadBrands'),
      loadCategory,
      watchQueue: fromCallback<EventObject, LoadInput>(() => undefined),
    },
  });
  return { fakes, machine, categoryInputs };
}

function start(input: CarDataInput = {}, coverage?: Coverage) {
  const { fakes, machine, categoryInputs } = storeFakes();
  const actor = createActor(machine, { input, inspect: coverage?.inspect }).start();
  /** Whether a list loads: the store has no flag for it besides its state (tags). */
  const loading = (kind: ListKind) => isListBusy(actor.getSnapshot(), kind);
  return { actor, fakes, categoryInputs, loading, ctx: () => actor.getSnapshot().context };
}

async function settle(fakes: PromiseFakes, name: string, outcome: { output: unknown } | { error: unknown }) {
  fakes.settle(name, outcome);
  await flushPromises();
}

const ferrari = makeCar({ brand: 'Ferrari', model: 'Roma' });
const bentley = makeCar({ brand: 'Bentley', model: 'Bentayga' });
const porsche = makeCar({ brand: 'Porsche', model: '911' });
const brandList = [{ brand: 'Aston Martin', count: 1 }, { brand: 'Ferrari', count: 3 }];

/**
 * A sleeping tab: the clock jumps past the cache's age and no timer runs; the next load clears the stale cache first.
 * Model paths cannot reach it (their clock never jumps), so the coverage test replays it too.
 */
async function sleepingTab(coverage?: Coverage) {
  const { actor, fakes, ctx, loading } = start({ featured: [bentley] }, coverage);
  actor.send({ type: 'cars.load', filters: {} });
  await settle(fakes, 'loadCars', { output: listOf([ferrari]) });
  actor.send({ type: 'featured.load' });
  await settle(fakes, 'loadFeatured', { output: [porsche] });
  vi.setSystemTime(START + PUBLIC_CACHE_MS + 1); // the clock jumps; no timer runs
  actor.send({ type: 'cars.load', filters: {} });
  expect(ctx().featured).toEqual([]);
  expect(loading('cars')).toBe(true);
  expect(fakes.inputs('loadCars')).toHaveLength(2);
  await settle(fakes, 'loadCars', { output: listOf([ferrari]) });
  vi.setSystemTime(START + 3 * PUBLIC_CACHE_MS);
  actor.send({ type: 'featured.load' });
  expect(ctx().cars).toBeNull();
  expect(loading('featured')).toBe(true);
  actor.stop();
}


describe('car-data helpers', () => {
  it('recognises rate-limit errors by their text (and the queue’s give-up message)', () => {
    expect(isRateLimitError(tooMany)).toBe(true);
    expect(isRateLimitError(new Error('Error (429): Too many requests'))).toBe(true);
    expect(isRateLimitError(new MessageError(msg('maxRetries')))).toBe(true);
    expect(isRateLimitError(serverError)).toBe(false);
    expect(isRateLimitError(undefined)).toBe(false);
  });

  it('writes a view count into every held copy of the car and leaves other cars alone', () => {
    const context = {
      ...initialCarDataContext(),
      cars: [ferrari, bentley],
      featured: [ferrari],
      categories: { ...initialCarDataContext().categories, sports: [ferrari] },
    };
    const next = applyViewCount(context, ferrari._id, 99);
    expect(next.cars?.map((c) => c.viewCount)).toEqual([99, bentley.viewCount]);
    expect(next.featured?.[0]?.viewCount).toBe(99);
    expect(next.categories?.sports?.[0]?.viewCount).toBe(99);
    expect(applyViewCount(context, porsche._id, 5).cars).toBe(context.cars);
  });

  it('merges brands sorted and unique, appends pages without duplicates, compares filters canonically', () => {
    expect(mergeBrands(['Ferrari'], [bentley, ferrari, porsche])).toEqual(['Bentley', 'Ferrari', 'Porsche']);
    const known = ['Bentley'];
    expect(mergeBrands(known, [bentley])).toBe(known);
    expect(appendCars([ferrari], [ferrari, bentley]).map((c) => c._id)).toEqual([ferrari._id, bentley._id]);
    expect(appendCars(null, [porsche])).toEqual([porsche]);
    expect(filtersKey({ brand: 'Ferrari', category: 'all', search: ' ' })).toBe(filtersKey({ brand: 'Ferrari' }));
    expect(filtersKey({ brand: 'Ferrari', page: 1 })).not.toBe(filtersKey({ brand: 'Ferrari', page: 2 }));
  });

  it('calls a cache stale only when its last fetch is older than PUBLIC_CACHE_MS', () => {
    expect(isCacheStale({ lastFetch: null, expiresAt: null, hits: 0 }, START)).toBe(false);
    expect(isCacheStale({ lastFetch: START, expiresAt: null, hits: 0 }, START + PUBLIC_CACHE_MS)).toBe(false);
    expect(isCacheStale({ lastFetch: START, expiresAt: null, hits: 0 }, START + PUBLIC_CACHE_MS + 1)).toBe(true);
  });
});

describe('car-data store: actor scenarios', () => {
  it('loads featured once automatically when none are held, after the start-up window', async () => {
    const { fakes, ctx, loading } = start();
    expect(fakes.isRunning('loadFeatured')).toBe(false);
    await vi.advanceTimersByTimeAsync(QUEUE_DEBOUNCE_MS);
    expect(fakes.isRunning('loadFeatured')).toBe(true);
    expect(loading('featured')).toBe(true);
    await settle(fakes, 'loadFeatured', { output: [ferrari, bentley] });
    expect(ctx().featured).toEqual([ferrari, bentley]);
    expect(loading('featured')).toBe(false);
    await vi.advanceTimersByTimeAsync(QUEUE_DEBOUNCE_MS * 3);
    expect(fakes.inputs('loadFeatured')).toHaveLength(1);
  });

  it('the automatic featured load gives way to a page list asked for meanwhile, and comes back after it', async () => {
    const { actor, fakes, ctx, loading } = start();
    await vi.advanceTimersByTimeAsync(QUEUE_DEBOUNCE_MS);
    const [autoSignal] = fakes.signals('loadFeatured');
    actor.send({ type: 'category.load', category: 'sports' });
    expect(autoSignal?.aborted).toBe(true);
    expect(loading('featured')).toBe(false);
    await settle(fakes, 'loadCategory.sports', { output: listOf([ferrari]) });
    expect(fakes.isRunning('loadFeatured')).toBe(true);
    actor.send({ type: 'brands.load' });
    expect(fakes.isRunning('loadFeatured')).toBe(false);
    await settle(fakes, 'loadBrands', { output: brandList });
    actor.send({ type: 'featured.load' });
    await settle(fakes, 'loadFeatured', { output: [porsche] });
    expect(ctx().featured).toEqual([porsche]);
    expect(actor.getSnapshot().matches({ featured: 'idle' })).toBe(true);
  });

  it('never loads featured automatically when some are held', async () => {
    const { fakes } = start({ featured: [ferrari] });
    await vi.advanceTimersByTimeAsync(QUEUE_DEBOUNCE_MS * 5);
    expect(fakes.inputs('loadFeatured')).toHaveLength(0);
  });

  it('lets a list asked for at start-up go first: featured waits until it settles', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'cars.load', filters: { page: 1 } });
    await vi.advanceTimersByTimeAsync(QUEUE_DEBOUNCE_MS * 2);
    expect(fakes.isRunning('loadFeatured')).toBe(false);
    await settle(fakes, 'loadCars', { output: listOf([ferrari]) });
    expect(fakes.isRunning('loadFeatured')).toBe(true);
  });

  it('loads the collection, records filters and search, fills pagination, brands and the cache', async () => {
    const { actor, fakes, ctx, loading } = start({ featured: [bentley] });
    actor.send({ type: 'cars.load', filters: { brand: 'Ferrari', search: '  roma ', page: 1 } });
    expect(loading('cars')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(ctx().filters).toEqual({ brand: 'Ferrari', search: '  roma ', page: 1 });
    expect(ctx().searchQuery).toBe('roma');
    expect(fakes.inputs('loadCars').at(-1)).toMatchObject({ filters: { brand: 'Ferrari', search: '  roma ', page: 1 } });
    vi.setSystemTime(START + 1234);
    await settle(fakes, 'loadCars', { output: listOf([ferrari, porsche], { total: 30, currentPage: 1, totalPages: 3 }) });
    expect(ctx()).toMatchObject({
      cars: [ferrari, porsche],
      pagination: { total: 30, currentPage: 1, totalPages: 3, hasNextPage: true, hasPrevPage: false },
      knownBrands: ['Ferrari', 'Porsche'],
      cache: { lastFetch: START + 1234, expiresAt: START + 1234 + PUBLIC_CACHE_MS },
    });
    expect(loading('cars')).toBe(false);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('appends the next page on Load More and replaces the list on a new filter', async () => {
    const { actor, fakes, ctx } = start({ featured: [bentley] });
    actor.send({ type: 'cars.load', filters: { page: 1 } });
    await settle(fakes, 'loadCars', { output: listOf([ferrari], { total: 2, totalPages: 2 }) });
    actor.send({ type: 'cars.load', filters: { page: 2 }, append: true });
    await settle(fakes, 'loadCars', { output: listOf([porsche], { total: 2, currentPage: 2, totalPages: 2 }) });
    expect(ctx().cars).toEqual([ferrari, porsche]);
    expect(ctx().pagination.hasNextPage).toBe(false);
    actor.send({ type: 'cars.load', filters: { page: 1, brand: 'Bentley' } });
    await settle(fakes, 'loadCars', { output: listOf([bentley]) });
    expect(ctx().cars).toEqual([bentley]);
  });

  it('keeps the error text of a failed load and clears it on the next request', async () => {
    const { actor, fakes, ctx, loading } = start({ featured: [bentley] });
    actor.send({ type: 'cars.load', filters: {} });
    await settle(fakes, 'loadCars', { error: serverError });
    expect(english(ctx().errors.cars)).toBe(MSG.publicServerError);
    expect(ctx().rateLimited).toBe(false);
    actor.send({ type: 'cars.load', filters: {} });
    expect(ctx().errors.cars).toBeNull();
    expect(loading('cars')).toBe(true);
  });

  it('answers the same first page from the cache without a call, until the cache expires', async () => {
    const { actor, fakes, ctx, loading } = start({ featured: [bentley] });
    actor.send({ type: 'cars.load', filters: { brand: 'Ferrari', page: 1 } });
    await settle(fakes, 'loadCars', { output: listOf([ferrari]) });
    actor.send({ type: 'cars.load', filters: { page: 1, brand: 'Ferrari', category: 'all' } });
    expect(fakes.inputs('loadCars')).toHaveLength(1);
    expect(ctx().cache.hits).toBe(1);
    expect(loading('cars')).toBe(false);
    // The timer clears cars and featured after PUBLIC_CACHE_MS.
    await vi.advanceTimersByTimeAsync(PUBLIC_CACHE_MS - 1);
    expect(ctx().cars).toEqual([ferrari]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ctx().cars).toBeNull();
    expect(ctx().featured).toEqual([]);
    expect(ctx().cache).toMatchObject({ lastFetch: null, expiresAt: null });
    actor.send({ type: 'cars.load', filters: { brand: 'Ferrari', page: 1 } });
    expect(fakes.inputs('loadCars')).toHaveLength(2);
  });

  it('clears a stale cache when a load is requested even if its timer has not fired (a sleeping tab)', async () => {
    await sleepingTab();
  });

  it('loads each category on its own, with its own flags and error', async () => {
    const { actor, fakes, ctx, loading, categoryInputs } = start({ featured: [bentley] });
    actor.send({ type: 'category.load', category: 'luxury' });
    actor.send({ type: 'category.load', category: 'suv' });
    expect([loading('luxury'), loading('suv'), loading('sports')]).toEqual([true, true, false]);
    expect(categoryInputs.map((i) => i.category)).toEqual(['luxury', 'suv']);
    await settle(fakes, 'loadCategory.suv', { error: serverError });
    await settle(fakes, 'loadCategory.luxury', { output: listOf([bentley]) });
    expect(ctx().categories.luxury).toEqual([bentley]);
    expect([ctx().errors.categories.luxury, english(ctx().errors.categories.suv)]).toEqual([null, MSG.publicServerError]);
    expect(loading('luxury')).toBe(false);
    // Category lists are not part of the 5-minute cache.
    expect(ctx().cache.lastFetch).toBeNull();
  });

  it('loads the brand list (every brand with its count) with its own flags, and holds it for PUBLIC_CACHE_MS', async () => {
    const { actor, fakes, ctx, loading } = start({ featured: [bentley] });
    expect(ctx().brands).toBeNull();
    actor.send({ type: 'brands.load' });
    expect([loading('brand'), loading('cars')]).toEqual([true, false]);
    // Asked again while it loads: the load in flight answers both.
    actor.send({ type: 'brands.load' });
    expect(fakes.inputs('loadBrands')).toHaveLength(1);
    expect(fakes.signals('loadBrands')[0]?.aborted).toBe(false);
    await settle(fakes, 'loadBrands', { output: brandList });
    expect(ctx()).toMatchObject({ brands: brandList, brandsFetchedAt: START, errors: { brand: null } });
    expect(loading('brand')).toBe(false);
    vi.setSystemTime(START + PUBLIC_CACHE_MS);
    actor.send({ type: 'brands.load' });
    expect(fakes.inputs('loadBrands')).toHaveLength(1);
    vi.setSystemTime(START + PUBLIC_CACHE_MS + 1);
    actor.send({ type: 'brands.load' });
    expect(loading('brand')).toBe(true);
    // A failure keeps the list held (the filter goes on with it) and is the brand list's own error.
    await settle(fakes, 'loadBrands', { error: serverError });
    expect(ctx()).toMatchObject({ brands: brandList, errors: { cars: null } });
    expect(english(ctx().errors.brand)).toBe(MSG.publicServerError);
    actor.send({ type: 'brands.load' });
    expect(ctx().errors.brand).toBeNull();
    expect(fakes.inputs('loadBrands')).toHaveLength(3);
  });

  it('holds the brand list a page arrived with as fresh: no call until it is PUBLIC_CACHE_MS old', () => {
    const { actor, fakes, ctx, loading } = start({ featured: [bentley], brands: brandList });
    expect(ctx().brands).toEqual(brandList);
    actor.send({ type: 'brands.load' });
    expect(loading('brand')).toBe(false);
    vi.setSystemTime(START + PUBLIC_CACHE_MS + 1);
    actor.send({ type: 'brands.load' });
    expect(fakes.inputs('loadBrands')).toHaveLength(1);
  });

  it("sets the rate-limited flag when an error contains 'Too many requests' and clears it after the wait", async () => {
    const { actor, fakes, ctx } = start({ featured: [bentley] });
    actor.send({ type: 'cars.load', filters: {} });
    await settle(fakes, 'loadCars', { error: tooMany });
    expect(ctx()).toMatchObject({
      rateLimited: true,
      retryAfter: DEFAULT_RETRY_AFTER_S,
      rateLimitedUntil: START + DEFAULT_RETRY_AFTER_S * 1000,
    });
    expect(actor.getSnapshot().hasTag('rateLimited')).toBe(true);
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_AFTER_S * 1000 - 1);
    expect(ctx().rateLimited).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(ctx()).toMatchObject({ rateLimited: false, retryAfter: null, rateLimitedUntil: null });
  });

  it("reflects the queue's waits (retry-after, retry count) and resets them after a success", async () => {
    const { actor, fakes, ctx } = start({ featured: [bentley] });
    actor.send({ type: 'cars.load', filters: {} });
    actor.send({ type: 'queue.rateLimited', retryAfter: 7, retryCount: 2, until: START + 7000 });
    expect(ctx()).toMatchObject({ rateLimited: true, retryAfter: 7, retryCount: 2, rateLimitedUntil: START + 7000 });
    await settle(fakes, 'loadCars', { output: listOf([ferrari]) });
    expect(ctx()).toMatchObject({ rateLimited: false, retryAfter: null, retryCount: 0 });
  });

  it('writes a view count the car page reports into the lists it holds (SPEC §4)', async () => {
    const { actor, fakes, ctx } = start({ featured: [ferrari] });
    actor.send({ type: 'cars.load', filters: {} });
    await settle(fakes, 'loadCars', { output: listOf([bentley, ferrari]) });
    actor.send({ type: 'car.viewCounted', id: ferrari._id, viewCount: 42 });
    expect(ctx().featured[0]?.viewCount).toBe(42);
    expect(ctx().cars?.map((c) => c.viewCount)).toEqual([bentley.viewCount, 42]);
  });
});

describe('car-data actors (real loaders, real request queue, fake client)', () => {
  const wired = (api: CarDataClients['publicApi']) => carDataMachine.provide(createCarDataActors({ clients: { publicApi: api } }));
  function liveStore(api: CarDataClients['publicApi']) {
    const machine = wired(api);
    return createActor(machine, { input: { featured: [bentley] } }).start();
  }
  const api = () => ({
    listCars: vi.fn(() => Promise.resolve(listOf([ferrari]))),
    listFeatured: vi.fn(() => Promise.resolve([bentley])),
    listByCategory: vi.fn(() => Promise.resolve(listOf([bentley]))),
    listBrands: vi.fn(() => Promise.resolve(brandList)),
  });

  it('sends every list through the one queue: one call at a time, debounced and spaced', async () => {
    const client = api();
    const store = liveStore(client);
    store.send({ type: 'cars.load', filters: { brand: 'Ferrari' } });
    store.send({ type: 'category.load', category: 'luxury' });
    store.send({ type: 'featured.load' });
    expect(client.listCars).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QUEUE_DEBOUNCE_MS);
    expect(client.listCars).toHaveBeenCalledWith({ brand: 'Ferrari' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(client.listByCategory).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS + QUEUE_DEBOUNCE_MS);
    expect(client.listByCategory).toHaveBeenCalledWith('luxury', { limit: CATEGORY_PAGE_LIMIT }, expect.anything());
    expect(client.listFeatured).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS + QUEUE_DEBOUNCE_MS);
    expect(client.listFeatured).toHaveBeenCalledWith(FEATURED_LIMIT, expect.anything());
    const { context } = store.getSnapshot();
    expect(context.cars).toEqual([ferrari]);
    expect(context.categories.luxury).toEqual([bentley]);
    expect(context.featured).toEqual([bentley]);
    store.stop();
  });

  it('queues the brand list behind the cars asked for before it', async () => {
    const client = api();
    const store = liveStore(client);
    store.send({ type: 'cars.load', filters: {} });
    store.send({ type: 'brands.load' });
    await vi.advanceTimersByTimeAsync(QUEUE_DEBOUNCE_MS);
    expect(client.listCars).toHaveBeenCalledTimes(1);
    expect(client.listBrands).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS + QUEUE_DEBOUNCE_MS);
    expect(client.listBrands).toHaveBeenCalledWith(expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(store.getSnapshot().context.brands).toEqual(brandList);
    store.stop();
  });

  it('a stopped load frees the queue: the automatic featured call is aborted for the page list', async () => {
    const client = api();
    const featuredSignals: AbortSignal[] = [];
    client.listFeatured.mockImplementation(
      (_limit?: number, options?: { signal?: AbortSignal }) =>
        new Promise<Car[]>((_, reject) => {
          if (options?.signal) featuredSignals.push(options.signal);
          options?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        }),
    );
    const store = createActor(wired(client), { input: {} }).start();
    await vi.advanceTimersByTimeAsync(QUEUE_DEBOUNCE_MS * 2);
    expect(client.listFeatured).toHaveBeenCalledTimes(1);
    store.send({ type: 'cars.load', filters: {} });
    expect(featuredSignals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS + QUEUE_DEBOUNCE_MS);
    expect(client.listCars).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().context.cars).toEqual([ferrari]);
    store.stop();
  });

  it('shows the queue’s 429 waits as rate-limited with retry-after and retry count, then succeeds', async () => {
    const client = api();
    client.listCars
      .mockImplementationOnce(() => Promise.reject(new ApiError(MSG.tooManyRequests, 429, 3)))
      .mockImplementationOnce(() => Promise.resolve(listOf([porsche])));
    const store = liveStore(client);
    store.send({ type: 'cars.load', filters: {} });
    await vi.advanceTimersByTimeAsync(QUEUE_DEBOUNCE_MS);
    await flushPromises();
    expect(store.getSnapshot().context).toMatchObject({ rateLimited: true, retryAfter: 3, retryCount: 1 });
    expect(isListBusy(store.getSnapshot(), 'cars')).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    await flushPromises();
    expect(store.getSnapshot().context).toMatchObject({ rateLimited: false, retryCount: 0, cars: [porsche] });
    store.stop();
  });

  it('gives up after the queue’s retries with the rate-limit flag set', async () => {
    const client = api();
    client.listCars.mockImplementation(() => Promise.reject(new ApiError(MSG.tooManyRequests, 429)));
    const store = liveStore(client);
    store.send({ type: 'cars.load', filters: {} });
    await vi.advanceTimersByTimeAsync(QUEUE_DEBOUNCE_MS + 3 * DEFAULT_RETRY_AFTER_S * 1000);
    await flushPromises();
    const { context } = store.getSnapshot();
    expect(client.listCars).toHaveBeenCalledTimes(4);
    expect(english(context.errors.cars)).toBe(MSG.maxRetries);
    expect(context.rateLimited).toBe(true);
    expect(isListBusy(store.getSnapshot(), 'cars')).toBe(false);
    store.stop();
  });
});

describe('car-data store: model-based paths', () => {
  const list2 = listOf([ferrari, bentley], { total: 2 });

  /** Comparable context (no refs, no clock values). Whether a list loads is its state, part of the value. */
  const project = ({ context }: CarDataSnapshot) => ({
    cars: context.cars?.map((c) => c._id) ?? null,
    featured: context.featured.map((c) => c._id),
    categories: PUBLIC_CATEGORIES.map((c) => context.categories[c]?.length ?? null),
    brands: context.brands?.length ?? null,
    errors: context.errors,
    filters: filtersKey(context.filters),
    request: context.carsRequest.append,
    rateLimited: context.rateLimited,
    retryAfter: context.retryAfter,
    retryCount: context.retryCount,
    cached: context.cache.lastFetch !== null,
  });
  const serializeState = (snapshot: CarDataSnapshot) => JSON.stringify({ value: snapshot.value, ...project(snapshot) });

  /** Independent expectations (SPEC §4) checked on the live actor after every step. */
  function checker(fakes: PromiseFakes) {
    let prev: CarDataSnapshot | undefined;
    return (snapshot: CarDataSnapshot, step: MachineStep<typeof carDataMachine>) => {
      const { context } = snapshot;
      const { type } = step.event;
      const regions: Array<[ListKind, string]> = [
        ['cars', 'loadCars'],
        ['featured', 'loadFeatured'],
        ['brand', 'loadBrands'],
        ...PUBLIC_CATEGORIES.map((c): [ListKind, string] => [c, `loadCategory.${c}`]),
      ];
      for (const [region, actor] of regions) {
        const busy = isListBusy(snapshot, region);
        const loading = snapshot.matches({ [region]: 'loading' }) || snapshot.matches({ [region]: 'autoLoading' });
        expect(busy, `${region} busy after ${type}`).toBe(loading);
        expect(fakes.isRunning(actor), `${actor} running after ${type}`).toBe(busy);
      }
      expect(snapshot.hasTag('busy')).toBe(regions.some(([region]) => isListBusy(snapshot, region)));
      expect(context.rateLimited).toBe(snapshot.hasTag('rateLimited'));
      expect(context.retryAfter !== null).toBe(context.rateLimited);
      const fresh = snapshot.matches({ cache: 'fresh' });
      expect(context.cache.lastFetch !== null).toBe(fresh);
      if (fresh) expect(context.cache.expiresAt).toBe((context.cache.lastFetch ?? 0) + PUBLIC_CACHE_MS);
      if (type.startsWith('xstate.after.cacheExpiry') || type === 'cache.clear') {
        expect(context.cars).toBeNull();
        expect(context.featured).toEqual([]);
      }
      if (type === 'xstate.done.actor.loadCars') {
        const expected = prev?.context.carsRequest.append ? appendCars(prev.context.cars, list2.data) : list2.data;
        expect(context.cars).toEqual(expected);
        expect(context.rateLimited).toBe(false);
        expect(context.cache.lastFetch).toBe(Date.now());
      }
      if (type === 'xstate.error.actor.loadCars') {
        const error = (step.event as { error?: unknown }).error;
        expect(english(context.errors.cars)).toBe(english(error as Error));
        expect(context.rateLimited).toBe(error === tooMany || (prev?.context.rateLimited ?? false));
      }
      if (type === 'xstate.done.actor.loadBrands') expect(context).toMatchObject({ brands: brandList, brandsFetchedAt: Date.now() });
      if (type === 'xstate.error.actor.loadBrands') expect(english(context.errors.brand)).toBe(MSG.publicServerError);
      if (type === 'brands.load' && prev?.context.brands === null) expect(isListBusy(snapshot, 'brand')).toBe(true);
      if (type === 'cars.load' && prev && !prev.matches({ cars: 'loading' }) && !isListBusy(snapshot, 'cars')) {
        // Answered from the cache: same filters, cars held, no error.
        expect(prev.context.cars).not.toBeNull();
        expect(context.cache.hits).toBe(prev.context.cache.hits + 1);
      }
      if (type === 'car.viewCounted') {
        const { id, viewCount } = step.event as unknown as { id: string; viewCount: number };
        for (const car of [...(context.cars ?? []), ...context.featured]) if (car._id === id) expect(car.viewCount).toBe(viewCount);
      }
      prev = snapshot;
    };
  }

  interface PathGroup {
    events: SampleEvent[];
    input: CarDataInput;
    /** At least this many paths: the sample events must keep reaching the flow. */
    minPaths: number;
  }

  async function replayAll({ events, input, minPaths }: PathGroup, coverage?: Coverage) {
    const paths = getTransitionPaths(carDataMachine, { events, serializeState, input });
    expect(paths.length).toBeGreaterThanOrEqual(minPaths);
    for (const path of paths) {
      vi.setSystemTime(START);
      const { fakes, machine } = storeFakes();
      await replayPath(path, { machine, fakes, input, project, coverage, check: checker(fakes) });
    }
  }

  const loads = (id: string): SampleEvent[] => [
    { type: `xstate.done.actor.${id}`, output: id === 'loadFeatured' ? [porsche] : id === 'loadBrands' ? brandList : list2 },
    { type: `xstate.error.actor.${id}`, error: serverError },
  ];
  const failed = (error: unknown): SampleEvent => ({ type: 'list.failed', kind: 'brand', error });
  const heldFilters = { sort: 'newest', page: 1 };
  const heldInput: CarDataInput = { featured: [bentley], cars: { filters: heldFilters, list: list2 }, categories: { luxury: [ferrari] } };

  const groups = {
    'collection list and cache': {
      events: [
        { type: 'cars.load', filters: { page: 1 } },
        { type: 'cars.load', filters: { page: 2 }, append: true },
        ...loads('loadCars'),
        { type: 'cache.clear' },
        { type: 'xstate.after.cacheExpiry.carData.cache.fresh' },
      ],
      input: { featured: [bentley] },
      minPaths: 20,
    },
    'automatic featured load, waiting for a list asked for at start-up': {
      events: [
        { type: 'xstate.after.startupWindow.carData.featured.starting' },
        { type: 'cars.load', filters: {} },
        ...loads('loadCars'),
        { type: 'featured.load' },
        ...loads('loadFeatured'),
      ],
      input: {},
      minPaths: 20,
    },
    'the automatic featured load gives way to a brand or category list': {
      events: [
        { type: 'xstate.after.startupWindow.carData.featured.starting' },
        { type: 'category.load', category: 'luxury' },
        { type: 'xstate.done.actor.loadCategory.luxury', output: list2 },
        { type: 'brands.load' },
        { type: 'xstate.done.actor.loadBrands', output: brandList },
      ],
      input: {},
      minPaths: 10,
    },
    'brand list': { events: [{ type: 'brands.load' }, ...loads('loadBrands')], input: { featured: [bentley] }, minPaths: 2 },
    ...Object.fromEntries(
      PUBLIC_CATEGORIES.map((category): [string, PathGroup] => [
        `the ${category} list on its own`,
        {
          events: [{ type: 'category.load', category: category satisfies PublicCategory }, ...loads(`loadCategory.${category}`)],
          input: { featured: [bentley] },
          minPaths: 4,
        },
      ]),
    ),
    'rate limiting and view counts': {
      events: [
        { type: 'queue.rateLimited', retryAfter: 3, retryCount: 1, until: START + 3000 },
        failed(tooMany),
        failed(serverError),
        { type: 'list.fetched', kind: 'brand' },
        { type: 'xstate.after.retryAfter.carData.rateLimit.limited' },
        { type: 'car.viewCounted', id: ferrari._id, viewCount: 77 },
      ],
      input: { featured: [ferrari] },
      minPaths: 8,
    },
    'a page that arrived with its cars and a category list': {
      events: [
        { type: 'cars.load', filters: heldFilters },
        { type: 'cars.load', filters: { ...heldFilters, page: 2 }, append: true },
        ...loads('loadCars'),
        { type: 'xstate.after.cacheExpiry.carData.cache.fresh' },
      ],
      input: heldInput,
      minPaths: 6,
    },
  } satisfies Record<string, PathGroup>;

  it.each(Object.entries(groups))('%s', async (_name, group) => {
    await replayAll(group);
  }, 60_000);

  it('a page that arrived with its cars and a category list holds them as a fresh cache entry', () => {
    const start = createActor(carDataMachine, { input: heldInput }).getSnapshot();
    expect(start.matches({ cache: 'fresh', cars: 'idle' })).toBe(true);
    expect(start.context.cars).toEqual(list2.data);
    expect(start.context.categories.luxury).toEqual([ferrari]);
    expect(start.context.knownBrands).toEqual(mergeBrands([], [...list2.data, ferrari]));
  });

  it('covers every state and transition of the store (every path group, and the sleeping tab paths cannot reach)', async () => {
    const coverage = createCoverage(carDataMachine);
    for (const group of Object.values(groups)) await replayAll(group, coverage);
    vi.setSystemTime(START);
    await sleepingTab(coverage);
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  }, 120_000);
});
