import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject, type InspectionEvent } from 'xstate';
import { ApiError } from '../../api/errors';
import { MSG } from '../../domain/app-messages';
import { DEFAULT_RETRY_AFTER_S, PUBLIC_CACHE_MS } from '../../domain/constants';
import { carDataMachine, type CarDataEvent, type CarFilters } from '../car-data/car-data.machine';
import { listOf, makeCar } from '../car-data/car-data.fixtures';
import { createPromiseFakes, flushPromises } from '../test-utils/fake-actors';
import { createCoverage, getTransitionPaths, replayPath, type Coverage, type MachineStep, type SampleEvent } from '../test-utils/paths';
import type { WatchStoreInput } from './collection.store-link';
import {
  addressFor,
  collectionMachine,
  NO_FILTERS,
  readAddress,
  storeFilters,
  type CarDataLink,
  type CollectionSnapshot,
  type StoreStatus,
} from './collection.machine';
import { english } from '../../tests/setup/english';
import { msg } from '../../domain/message';

const START = Date.UTC(2025, 0, 1);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

const ferrari = makeCar({ brand: 'Ferrari' });
const bentley = makeCar({ brand: 'Bentley' });

/**
 * A real car-data store with fake list calls; the page under test talks to it like the app does, and its
 * 'address.sync' goes to `navigate` as the view's subscription sends it to wouter.
 */
function setup(search = '') {
  const fakes = createPromiseFakes();
  const store = createActor(
    carDataMachine.provide({
      actors: { loadCars: fakes.promise('loadCars'), loadFeatured: fakes.promise('loadFeatured'), loadBrands: fakes.promise('loadBrands') },
    }),
    { input: { featured: [bentley] } },
  ).start();
  const navigate = vi.fn<(search: string) => void>();
  const open = (query = search) => {
    const page = createActor(collectionMachine, { input: { store, search: query } });
    page.on('address.sync', (event) => navigate(event.search));
    return page.start();
  };
  const page = open();
  const lastRequest = () => fakes.inputs('loadCars').at(-1) as { filters: Record<string, unknown> } | undefined;
  const answer = async (outcome: { output: unknown } | { error: unknown }) => {
    fakes.settle('loadCars', outcome);
    await flushPromises();
  };
  return { store, page, open, fakes, navigate, lastRequest, answer };
}

describe('address helpers', () => {
  it('reads brand, category and search; an unknown category is all', () => {
    expect(readAddress('?brand=ferrari&category=SUV&search=%20urus%20')).toEqual({ brand: 'ferrari', category: 'suv', search: 'urus' });
    expect(readAddress('?category=trucks')).toEqual({ brand: '', category: 'all', search: '' });
  });

  it('writes brand, category and search and keeps other parameters', () => {
    expect(addressFor('?mock=slow&brand=x', { brand: 'Porsche', category: 'sports', search: '' })).toBe(
      '?mock=slow&brand=Porsche&category=sports',
    );
    expect(addressFor('?brand=x', { brand: '', category: 'all', search: '' })).toBe('');
  });
});

describe('collection page: actor scenarios with the real store', () => {
  it('loads once on entry with the address’s brand, category and search', async () => {
    const { page, lastRequest, answer, fakes } = setup('?brand=ferrari&category=suv&search=urus');
    expect(page.getSnapshot().hasTag('busy')).toBe(true);
    expect(lastRequest()?.filters).toEqual({ brand: 'ferrari', category: 'suv', search: 'urus', sort: 'newest', page: 1 });
    await answer({ output: listOf([ferrari]) });
    expect(page.getSnapshot().hasTag('ready')).toBe(true);
    expect(page.getSnapshot().hasTag('busy')).toBe(false);
    expect(fakes.inputs('loadCars')).toHaveLength(1);
  });

  it('asks the store for the Brand filter’s list after its cars, and the store loads it once while it is recent', async () => {
    const { page, store, answer, fakes } = setup();
    expect(fakes.inputs('loadCars')).toHaveLength(1);
    expect(fakes.isRunning('loadBrands')).toBe(true);
    await answer({ output: listOf([ferrari]) });
    fakes.settle('loadBrands', { output: [{ brand: 'Ferrari', count: 2 }] });
    await flushPromises();
    expect(store.getSnapshot().context.brands).toEqual([{ brand: 'Ferrari', count: 2 }]);
    page.send({ type: 'filter.change', key: 'brand', value: 'Ferrari' });
    expect(fakes.inputs('loadCars')).toHaveLength(2);
    expect(fakes.inputs('loadBrands')).toHaveLength(1);
    await answer({ output: listOf([ferrari]) });
    vi.setSystemTime(START + PUBLIC_CACHE_MS + 1);
    page.send({ type: 'filter.change', key: 'brand', value: '' });
    expect(fakes.inputs('loadBrands')).toHaveLength(2);
  });

  it('reloads page 1 on a filter, category or search change and writes brand and category into the address', async () => {
    const { page, lastRequest, answer, navigate } = setup('?brand=ferrari');
    await answer({ output: listOf([ferrari], { total: 30 }) });
    page.send({ type: 'page.next' });
    await answer({ output: listOf([bentley], { total: 30, currentPage: 2 }) });
    expect(page.getSnapshot().context.page).toBe(2);
    page.send({ type: 'category.change', category: 'sports' });
    expect(page.getSnapshot().context.page).toBe(1);
    expect(lastRequest()?.filters).toEqual({ brand: 'ferrari', category: 'sports', sort: 'newest', page: 1 });
    expect(navigate).toHaveBeenLastCalledWith('?brand=ferrari&category=sports');
    await answer({ output: listOf([ferrari]) });
    page.send({ type: 'filter.change', key: 'transmission', value: 'Semi-Automatic' });
    expect(lastRequest()?.filters).toMatchObject({ transmission: 'Semi-Automatic', page: 1 });
    expect(navigate).toHaveBeenCalledTimes(1); // transmission is not in the address
    await answer({ output: listOf([ferrari]) });
    page.send({ type: 'search.submit', text: ' 296 ' });
    expect(lastRequest()?.filters).toMatchObject({ search: '296' });
    expect(navigate).toHaveBeenLastCalledWith('?brand=ferrari&category=sports&search=296');
  });

  it('appends the next page on Load More, only when there is one', async () => {
    const { page, store, lastRequest, answer, fakes } = setup();
    await answer({ output: listOf([ferrari], { total: 2, totalPages: 2 }) });
    page.send({ type: 'page.next' });
    expect(fakes.inputs('loadCars').at(-1)).toMatchObject({ filters: { page: 2 } });
    expect(store.getSnapshot().context.carsRequest.append).toBe(true);
    await answer({ output: listOf([bentley], { total: 2, currentPage: 2, totalPages: 2 }) });
    expect(store.getSnapshot().context.cars).toEqual([ferrari, bentley]);
    page.send({ type: 'page.next' });
    expect(lastRequest()?.filters).toMatchObject({ page: 2 });
    expect(fakes.inputs('loadCars')).toHaveLength(2);
  });

  it('ignores the controls while loading', async () => {
    const { page, fakes, navigate } = setup();
    page.send({ type: 'filter.change', key: 'brand', value: 'Bentley' });
    page.send({ type: 'page.next' });
    expect(fakes.inputs('loadCars')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(page.getSnapshot().context.filters.brand).toBe('');
  });

  it('follows back/forward without writing the address again', async () => {
    const { page, lastRequest, answer, navigate } = setup('?category=luxury');
    await answer({ output: listOf([ferrari]) });
    page.send({ type: 'location.changed', search: '?category=luxury' });
    expect(page.getSnapshot().hasTag('ready')).toBe(true);
    page.send({ type: 'location.changed', search: '?brand=Rolls-royce' });
    expect(page.getSnapshot().context).toMatchObject({ category: 'all', filters: { brand: 'Rolls-royce' } });
    expect(lastRequest()?.filters).toEqual({ brand: 'Rolls-royce', sort: 'newest', page: 1 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a failure, and Try Again reloads', async () => {
    const { page, answer, fakes } = setup();
    await answer({ error: new ApiError(MSG.publicServerError, 500) });
    expect(page.getSnapshot().hasTag('error')).toBe(true);
    expect(english(page.getSnapshot().context.status.error)).toBe(MSG.publicServerError);
    page.send({ type: 'collection.retry' });
    expect(page.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('loadCars')).toHaveLength(2);
  });

  it('counts down a rate limit second by second; retry is refused until it ends', async () => {
    const { page, answer, fakes } = setup();
    await answer({ error: new ApiError(MSG.tooManyRequests, 429) });
    const snap = () => page.getSnapshot();
    expect(snap().hasTag('rateLimited')).toBe(true);
    expect(snap().hasTag('busy')).toBe(true);
    expect(snap().context.secondsLeft).toBe(DEFAULT_RETRY_AFTER_S);
    await vi.advanceTimersByTimeAsync(1000);
    expect(snap().context.secondsLeft).toBe(DEFAULT_RETRY_AFTER_S - 1);
    page.send({ type: 'collection.retry' });
    page.send({ type: 'filter.change', key: 'year', value: '2024' });
    expect(fakes.inputs('loadCars')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync((DEFAULT_RETRY_AFTER_S - 1) * 1000);
    expect(snap().context.secondsLeft).toBe(0);
    expect(snap().hasTag('busy')).toBe(false);
    expect(snap().can({ type: 'collection.retry' })).toBe(true);
    page.send({ type: 'collection.retry' });
    expect(fakes.inputs('loadCars')).toHaveLength(2);
    await answer({ output: listOf([ferrari]) });
    expect(snap().hasTag('ready')).toBe(true);
  });

  it('follows the queue’s waits while its retries run, and leaves the limit when they succeed', async () => {
    const { page, store, answer } = setup();
    store.send({ type: 'queue.rateLimited', retryAfter: 3, retryCount: 1, until: START + 3000 });
    expect(page.getSnapshot().context.secondsLeft).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    store.send({ type: 'queue.rateLimited', retryAfter: 3, retryCount: 2, until: START + 4000 });
    expect(page.getSnapshot().context.secondsLeft).toBe(3);
    await answer({ output: listOf([ferrari]) });
    expect(page.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('starts the countdown again when the queue gives up: Try Again waits for the server’s last Retry-After', async () => {
    const { page, store, answer } = setup();
    store.send({ type: 'queue.rateLimited', retryAfter: DEFAULT_RETRY_AFTER_S, retryCount: 3, until: START + DEFAULT_RETRY_AFTER_S * 1000 });
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_AFTER_S * 1000);
    expect(page.getSnapshot().matches({ list: { rateLimited: 'canRetry' } })).toBe(true);
    await answer({ error: new ApiError(msg('maxRetries'), 429) });
    expect(english(page.getSnapshot().context.status.error)).toBe(MSG.maxRetries);
    expect(page.getSnapshot().context.secondsLeft).toBe(DEFAULT_RETRY_AFTER_S);
    expect(page.getSnapshot().can({ type: 'collection.retry' })).toBe(false);
    // Another list's wait after that leaves the page's countdown alone.
    await vi.advanceTimersByTimeAsync(1000);
    store.send({ type: 'queue.rateLimited', retryAfter: DEFAULT_RETRY_AFTER_S, retryCount: 1, until: Date.now() + DEFAULT_RETRY_AFTER_S * 1000 });
    expect(page.getSnapshot().context.secondsLeft).toBe(DEFAULT_RETRY_AFTER_S - 1);
    await vi.advanceTimersByTimeAsync((DEFAULT_RETRY_AFTER_S - 1) * 1000);
    expect(page.getSnapshot().can({ type: 'collection.retry' })).toBe(true);
  });

  it('stays ready when another list is rate-limited', async () => {
    const { page, store, answer } = setup();
    await answer({ output: listOf([ferrari]) });
    store.send({ type: 'queue.rateLimited', retryAfter: 3, retryCount: 1, until: START + 3000 });
    expect(page.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('answers a revisit from the cache at once, and reloads when the cache forgets the cars', async () => {
    const { page, open, answer, fakes } = setup('?brand=ferrari');
    await answer({ output: listOf([ferrari]) });
    page.stop();
    const again = open('?brand=ferrari');
    expect(again.getSnapshot().hasTag('ready')).toBe(true);
    expect(fakes.inputs('loadCars')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PUBLIC_CACHE_MS);
    expect(again.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('loadCars')).toHaveLength(2);
  });

  it('opens and closes the filter drawer and switches grid/list', () => {
    const { page } = setup();
    page.send({ type: 'drawer.open' });
    expect(page.getSnapshot().matches({ drawer: 'open' })).toBe(true);
    expect(page.getSnapshot().hasTag('drawerOpen')).toBe(true);
    page.send({ type: 'drawer.close' });
    page.send({ type: 'view.change', view: 'list' });
    expect(page.getSnapshot().context.view).toBe('list');
    expect(page.getSnapshot().matches({ drawer: 'closed' })).toBe(true);
    expect(page.getSnapshot().hasTag('drawerOpen')).toBe(false);
  });
});

describe('collection page: model-based paths (fake store link)', () => {
  const ANSWER = Number.MAX_SAFE_INTEGER;
  const base: StoreStatus = {
    requestId: ANSWER,
    loading: false,
    loaded: true,
    error: null,
    rateLimited: false,
    retryAfter: null,
    rateLimitedUntil: null,
    hasNextPage: false,
  };
  const status = (patch: Partial<StoreStatus>): SampleEvent => ({ type: 'store.updated', status: { ...base, ...patch } });
  const statuses: SampleEvent[] = [
    status({ hasNextPage: true }),
    status({}),
    status({ error: msg('publicServerError') }),
    status({ loading: true, rateLimited: true, retryAfter: 2, rateLimitedUntil: START + 2000 }),
    status({ error: msg('maxRetries'), rateLimited: true, retryAfter: 2, rateLimitedUntil: START + 9000 }),
    status({ loaded: false }),
  ];
  const controls: SampleEvent[] = [
    { type: 'filter.change', key: 'brand', value: 'Ferrari' },
    { type: 'category.change', category: 'sports' },
    { type: 'sort.change', value: 'popular' },
    { type: 'search.submit', text: 'roma' },
    { type: 'filters.clear' },
    { type: 'browse.all' },
    { type: 'page.next' },
    { type: 'collection.retry' },
    { type: 'location.changed', search: '?brand=porsche' },
    { type: 'location.changed', search: '' },
    { type: 'xstate.after.tick.collection.list.rateLimited.counting' },
  ];

  /** The store the page talks to; `held`: it already holds the page's first answer (a server-rendered page). */
  function fakeLink(held?: { filters: CarFilters }) {
    const sent: CarDataEvent[] = [];
    const link: CarDataLink = {
      send: (event) => void sent.push(event),
      getSnapshot: () => ({
        context: {
          carsRequestId: held ? 1 : 0,
          filters: held?.filters ?? {},
          cars: held ? [] : null,
          errors: { cars: null, featured: null, brand: null, categories: {} as never },
          rateLimited: false,
          retryAfter: null,
          rateLimitedUntil: null,
          pagination: { total: 0, currentPage: 1, totalPages: 0, hasNextPage: false, hasPrevPage: false },
        },
        hasTag: () => false,
      }),
      subscribe: () => ({ unsubscribe: () => undefined }),
    };
    return { link, sent };
  }

  /**
   * The abstraction the graph is built on (and the context compared on replay): the page's progress, not the
   * values of its filters, which the checker verifies step by step instead.
   */
  const project = ({ context }: CollectionSnapshot) => ({
    status: context.status,
    secondsLeft: context.secondsLeft,
    page: Math.min(context.page, 2),
    appending: context.appending,
  });
  const serializeState = (snapshot: CollectionSnapshot) => JSON.stringify({ value: snapshot.value, ...project(snapshot) });

  function checker(sent: CarDataEvent[], navigated: string[], firstRequestId: number) {
    let prev: CollectionSnapshot | undefined;
    let requests = 0;
    let navigations = 0;
    const carsSent = () => sent.filter((event) => event.type === 'cars.load');
    return (snapshot: CollectionSnapshot, step: MachineStep<typeof collectionMachine>) => {
      const { context } = snapshot;
      const { type } = step.event;
      const loading = snapshot.matches({ list: 'loading' });
      const counting = snapshot.matches({ list: { rateLimited: 'counting' } });
      expect(snapshot.hasTag('busy')).toBe(loading || counting);
      expect(snapshot.hasTag('loading')).toBe(loading);
      expect(snapshot.hasTag('drawerOpen')).toBe(snapshot.matches({ drawer: 'open' }));
      expect(snapshot.hasTag('rateLimited')).toBe(snapshot.matches({ list: 'rateLimited' }));
      // A request is sent exactly when the page enters loading, and asks for what the page shows.
      const asked = type === 'location.changed' ? readAddress((step.event as unknown as { search: string }).search) : null;
      const newAddress =
        asked !== null &&
        prev !== undefined &&
        (asked.brand.toLowerCase() !== prev.context.filters.brand.toLowerCase() ||
          asked.category !== prev.context.category ||
          asked.search !== prev.context.search);
      if (newAddress) expect(context).toMatchObject({ category: asked?.category, search: asked?.search, page: 1 });
      // Each entry into loading (counted by the page's expected answer) sends one request for what the page shows.
      const entered = context.expectedRequestId - (prev?.context.expectedRequestId ?? firstRequestId);
      expect(entered).toBeLessThanOrEqual(1);
      if (newAddress) expect(entered).toBe(1);
      if (entered === 1) {
        requests += 1;
        const { filters, category, search, sort, page } = context;
        const last = carsSent().at(-1);
        expect(last?.type === 'cars.load' && last.filters).toEqual(storeFilters({ filters, category, search, sort, page }));
        if (loading) expect(last).toMatchObject({ append: context.appending });
        if (type === 'page.next') expect(last).toMatchObject({ append: true });
      }
      expect(carsSent().length, `requests after ${type}`).toBe(requests);
      // With each request for its cars (and once on a page that arrived with them), the page asks for the Brand
      // filter's list right after them; the store answers it from what it holds when that is recent.
      expect(sent.filter((event) => event.type === 'brands.load').length, `brand list requests after ${type}`).toBe(requests + firstRequestId);
      if (entered === 1) expect(sent.at(-1)).toEqual({ type: 'brands.load' });
      if (type.endsWith('.change') || type === 'search.submit' || type === 'filters.clear' || type === 'browse.all') {
        if (loading && prev && !prev.hasTag('busy')) expect(context.page).toBe(1);
      }
      if (type === 'page.next' && loading) expect(context.page).toBe((prev?.context.page ?? 0) + 1);
      if (entered === 1 && type === 'filter.change') expect(context.filters.brand).toBe('Ferrari');
      if (entered === 1 && type === 'category.change') expect(context.category).toBe('sports');
      if (entered === 1 && type === 'sort.change') expect(context.sort).toBe('popular');
      if (entered === 1 && type === 'search.submit') expect(context.search).toBe('roma');
      if (entered === 1 && (type === 'filters.clear' || type === 'browse.all')) {
        expect(context.filters).toEqual(NO_FILTERS);
        expect(context.search).toBe('');
        if (type === 'browse.all') expect(context).toMatchObject({ category: 'all', sort: 'newest' });
        else expect(context.category).toBe(prev?.context.category);
      }
      if (type === 'view.change') expect(context.view).toBe('list');
      // The address follows brand, category and search, and only a control (never the address itself) navigates.
      if (navigated.length > navigations) {
        expect(type).not.toBe('location.changed');
        expect(navigated.at(-1)).toBe(addressFor(prev?.context.address ?? '', {
          brand: context.filters.brand,
          category: context.category,
          search: context.search,
        }));
        navigations = navigated.length;
      }
      if (snapshot.matches({ list: 'rateLimited' }) && !prev?.matches({ list: 'rateLimited' })) {
        expect(context.secondsLeft).toBe(context.status.retryAfter ?? DEFAULT_RETRY_AFTER_S);
      }
      if (type.startsWith('xstate.after.tick')) expect(context.secondsLeft).toBe((prev?.context.secondsLeft ?? 0) - 1);
      if (snapshot.matches({ list: { rateLimited: 'canRetry' } })) expect(context.secondsLeft).toBe(0);
      prev = snapshot;
    };
  }

  /** The machine's 'address.sync' events, read through the replayed actor's inspection (replayPath makes the actor). */
  function recordAddresses(navigated: string[], coverage?: Coverage) {
    return (event: InspectionEvent) => {
      coverage?.inspect(event);
      if (event.type !== '@xstate.action' || event.action.type !== 'xstate.emit') return;
      const { event: emitted } = event.action.params as { event: { type: string; search?: string } };
      if (emitted.type === 'address.sync' && emitted.search !== undefined) navigated.push(emitted.search);
    };
  }

  const machine = collectionMachine.provide({ actors: { watchStore: fromCallback<EventObject, WatchStoreInput>(() => undefined) } });

  async function replayAll(events: SampleEvent[], minPaths: number, held?: { filters: CarFilters }, coverage?: Coverage) {
    const input = { store: fakeLink(held).link, search: '?category=luxury', fromPage: held !== undefined };
    const paths = getTransitionPaths(collectionMachine, { events, serializeState, input });
    expect(paths.length).toBeGreaterThanOrEqual(minPaths);
    let navigations = 0;
    for (const path of paths) {
      vi.setSystemTime(START);
      const { link, sent } = fakeLink(held);
      const navigated: string[] = [];
      await replayPath(path, {
        machine,
        fakes: createPromiseFakes(),
        input: { ...input, store: link },
        project,
        coverage: { inspect: recordAddresses(navigated, coverage), missing: () => ({ states: [], transitions: [] }) },
        check: checker(sent, navigated, held ? 1 : 0),
      });
      navigations += navigated.length;
    }
    return navigations;
  }

  const heldFirstAnswer = { filters: storeFilters({ filters: NO_FILTERS, category: 'luxury', search: '', sort: 'newest', page: 1 }) };
  const groups: Record<string, { events: SampleEvent[]; minPaths: number; held?: { filters: CarFilters } }> = {
    'list, paging, failures and the rate-limit countdown': { events: [...controls, ...statuses], minPaths: 100 },
    'drawer and view mode': { events: [{ type: 'drawer.open' }, { type: 'drawer.close' }, { type: 'view.change', view: 'list' }], minPaths: 4 },
    'a page that arrived with its first answer, until a control changes': {
      events: [{ type: 'sort.change', value: 'popular' }, { type: 'page.next' }, ...statuses.slice(0, 2)],
      minPaths: 3,
      held: heldFirstAnswer,
    },
  };

  it.each(Object.entries(groups))('%s', async (_name, { events, minPaths, held }) => {
    await replayAll(events, minPaths, held);
  }, 120_000);

  it("the controls' paths ask for the address to follow brand, category and search ('address.sync')", async () => {
    expect(await replayAll([...controls, status({})], 10)).toBeGreaterThan(0);
  }, 120_000);

  it('a page that arrived with its first answer starts ready; another address loads as usual', () => {
    const start = createActor(collectionMachine, { input: { store: fakeLink(heldFirstAnswer).link, search: '?category=luxury', fromPage: true } });
    expect(start.getSnapshot().matches({ list: 'ready' })).toBe(true);
    const other = createActor(collectionMachine, { input: { store: fakeLink(heldFirstAnswer).link, search: '?category=suv', fromPage: true } });
    expect(other.getSnapshot().matches({ list: 'loading' })).toBe(true);
  });

  it('covers every state and transition (every path group)', async () => {
    const coverage = createCoverage(collectionMachine);
    for (const { events, minPaths, held } of Object.values(groups)) await replayAll(events, minPaths, held, coverage);
    // 'entering' is transient (eventless): no snapshot ever shows it, but both of its transitions must be taken.
    expect(coverage.missing()).toEqual({ states: ['collection.list.entering'], transitions: [] });
  }, 120_000);
});
