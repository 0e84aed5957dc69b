import { assertEvent, assign, enqueueActions, fromCallback, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { DEFAULT_RETRY_AFTER_S } from '../../domain/constants';
import { filtersKey } from '../car-data/car-data.model';
import { watchStore, type WatchStoreInput } from './collection.store-link';
import { addressFor, afterChange, CHANGE_EVENTS, initialContext, readAddress, requestOf, sameAddress } from './collection.model';
import type { CollectionContext, CollectionEmitted, CollectionEvent, CollectionInput, CollectionTag } from './collection.model';

/**
 * The /cars page (SPEC §4 "Collection page"): loads once on entry, reloads (page 1) when filters, category or search
 * change (each time also asking the store for the Brand filter's list, which it keeps for PUBLIC_CACHE_MS), appends
 * the next page on Load More, keeps the address in step with brand, category and search, and counts down a
 * rate-limit wait before its retry is allowed. The cars themselves live in the car-data store; this machine
 * sends it requests and follows its status. It never touches window: the view passes address changes in as
 * 'location.changed' and navigates when the machine emits 'address.sync'.
 */
export * from './collection.model';

/** In every state where the controls are live, a change reloads page 1 and updates the address. */
const changes = Object.fromEntries(
  CHANGE_EVENTS.map((type) => [type, { target: '#collection.list.loading', actions: ['applyChange', 'followAddress'] }]),
) as Record<(typeof CHANGE_EVENTS)[number], { target: string; actions: ['applyChange', 'followAddress'] }>;

const TICK_MS = 1000;

export const collectionMachine = setup({
  types: {
    context: {} as CollectionContext,
    events: {} as CollectionEvent,
    input: {} as CollectionInput,
    tags: {} as CollectionTag,
    emitted: {} as CollectionEmitted,
  },
  actors: { watchStore: fromCallback<EventObject, WatchStoreInput>(watchStore) },
  actions: {
    requestCars: ({ context }) => context.store.send({ type: 'cars.load', filters: requestOf(context), append: context.appending }),
    /** The Brand filter's list (every brand with its count): after the cars, so the queue answers them first. */
    requestBrands: ({ context }) => context.store.send({ type: 'brands.load' }),
    expectAnswer: assign(({ context }) => ({ expectedRequestId: context.expectedRequestId + 1 })),
    applyChange: assign(({ context, event }) => {
      assertEvent(event, CHANGE_EVENTS);
      return afterChange(context, event);
    }),
    applyAddress: assign(({ context, event }) => {
      assertEvent(event, 'location.changed');
      const { brand, category, search } = readAddress(event.search);
      return { address: event.search, filters: { ...context.filters, brand }, category, search, page: 1, appending: false };
    }),
    noteAddress: assign(({ event }) => {
      assertEvent(event, 'location.changed');
      return { address: event.search };
    }),
    /** When brand, category or search changed, the address follows: the view navigates on 'address.sync'. */
    followAddress: enqueueActions(({ context, enqueue }) => {
      const next = addressFor(context.address, { brand: context.filters.brand, category: context.category, search: context.search });
      if (next === context.address) return;
      enqueue.assign({ address: next });
      enqueue.emit({ type: 'address.sync', search: next });
    }),
    nextPage: assign(({ context }) => ({ page: context.page + 1, appending: true })),
    reloadFirstPage: assign({ page: 1, appending: false }),
    settled: assign({ appending: false }),
    assignStatus: assign(({ event }) => {
      assertEvent(event, 'store.updated');
      return { status: event.status };
    }),
    startCountdown: assign(({ context }) => ({ secondsLeft: context.status.retryAfter ?? DEFAULT_RETRY_AFTER_S })),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    setView: assign(({ event }) => {
      assertEvent(event, 'view.change');
      return { view: event.view };
    }),
  },
  guards: {
    /** The store's status answers this page's latest request (older answers are ignored). */
    answeredRateLimited: ({ context: { status, expectedRequestId } }) => status.requestId >= expectedRequestId && status.rateLimited,
    answeredFailure: ({ context: { status, expectedRequestId } }) =>
      status.requestId >= expectedRequestId && !status.loading && status.error !== null,
    answeredSuccess: ({ context: { status, expectedRequestId } }) =>
      status.requestId >= expectedRequestId && !status.loading && status.error === null,
    /** The store is rate-limited while the page's cars wait or failed (another list's limit leaves the page alone). */
    isRateLimited: ({ event }) =>
      event.type === 'store.updated' && event.status.rateLimited && (event.status.loading || event.status.error !== null),
    isSuccess: ({ event }) => event.type === 'store.updated' && !event.status.loading && event.status.error === null,
    /**
     * A new wait for the page's own request restarts the countdown: a queue retry's, and the server's last word when
     * the queue gives up (another list's wait does not).
     */
    isNewWait: ({ context, event }) =>
      event.type === 'store.updated' &&
      event.status.rateLimited &&
      (event.status.loading || (context.status.loading && event.status.error !== null)) &&
      event.status.rateLimitedUntil !== context.status.rateLimitedUntil,
    isCleared: ({ event }) =>
      event.type === 'store.updated' && !event.status.loading && !event.status.loaded && event.status.error === null,
    hasNextPage: ({ context }) => context.status.hasNextPage,
    /** The store already holds the answer for this address, from the page's HTML: nothing to ask for. */
    heldFromPage: ({ context }) =>
      context.fromPage &&
      context.status.loaded &&
      !context.status.loading &&
      context.status.error === null &&
      filtersKey(context.store.getSnapshot().context.filters) === filtersKey(requestOf(context)),
    moreToCount: ({ context }) => context.secondsLeft > 1,
    isNewAddress: ({ context, event }) => {
      assertEvent(event, 'location.changed');
      return !sameAddress(readAddress(event.search), { brand: context.filters.brand, category: context.category, search: context.search });
    },
  },
  delays: { tick: TICK_MS },
}).createMachine({
  id: 'collection',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  invoke: { id: 'watchStore', src: 'watchStore', input: ({ context }) => ({ store: context.store, known: context.status }) },
  states: {
    list: {
      initial: 'entering',
      on: {
        // Back/forward or a link to /cars?brand=…: follow the address without writing it again.
        'location.changed': [
          { guard: 'isNewAddress', target: '.loading', reenter: true, actions: 'applyAddress' },
          { actions: 'noteAddress' },
        ],
      },
      states: {
        entering: {
          always: [{ guard: 'heldFromPage', target: 'ready', actions: 'requestBrands' }, { target: 'loading' }],
        },
        loading: {
          tags: ['busy', 'loading'],
          entry: ['expectAnswer', 'requestCars', 'requestBrands'],
          on: { 'store.updated': { actions: 'assignStatus' } },
          always: [
            { guard: 'answeredRateLimited', target: 'rateLimited' },
            { guard: 'answeredFailure', target: 'failed' },
            { guard: 'answeredSuccess', target: 'ready', actions: 'settled' },
          ],
        },
        ready: {
          tags: 'ready',
          on: {
            ...changes,
            'page.next': { guard: 'hasNextPage', target: 'loading', actions: 'nextPage' },
            'store.updated': [
              { guard: 'isRateLimited', target: 'rateLimited', actions: 'assignStatus' },
              // The cache forgot the cars (5 minutes): load them again.
              { guard: 'isCleared', target: 'loading', actions: ['assignStatus', 'reloadFirstPage'] },
              { actions: 'assignStatus' },
            ],
          },
        },
        failed: {
          tags: 'error',
          on: {
            ...changes,
            'collection.retry': 'loading',
            'store.updated': [
              { guard: 'isRateLimited', target: 'rateLimited', actions: 'assignStatus' },
              { actions: 'assignStatus' },
            ],
          },
        },
        rateLimited: {
          tags: 'rateLimited',
          initial: 'counting',
          entry: 'startCountdown',
          on: {
            'store.updated': [
              { guard: 'isNewWait', target: 'rateLimited', reenter: true, actions: 'assignStatus' },
              { guard: 'isSuccess', target: 'ready', actions: ['assignStatus', 'settled'] },
              { actions: 'assignStatus' },
            ],
          },
          states: {
            counting: {
              tags: 'busy',
              after: {
                tick: [
                  { guard: 'moreToCount', target: 'counting', reenter: true, actions: 'tick' },
                  { target: 'canRetry', actions: 'tick' },
                ],
              },
            },
            canRetry: { on: { ...changes, 'collection.retry': '#collection.list.loading' } },
          },
        },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: { on: { 'drawer.open': 'open' } },
        open: { tags: 'drawerOpen', on: { 'drawer.close': 'closed' } },
      },
    },
    view: {
      on: { 'view.change': { actions: 'setView' } },
    },
  },
});

export type CollectionMachine = typeof collectionMachine;
export type CollectionSnapshot = SnapshotFrom<CollectionMachine>;
export type CollectionRef = ActorRefFrom<CollectionMachine>;
