import type { Message } from '../../domain/message';
/**
 * Types and pure helpers of the /cars page machine: the filters it holds, the address it keeps in step, and the
 * part of the car-data store it watches.
 */
import type { CarFilters } from '../../domain/car-filters';
import { isListBusy, type CarDataContext, type CarDataEvent, type CarDataTag } from '../car-data/car-data.model';

// The address rules live in the base layer (the server renders /cars with them); the page machine's door to them.
import {
  NO_FILTERS,
  DEFAULT_SORT,
  readAddress,
  storeFilters,
  type CategoryTab,
  type SortValue,
  type PanelFilters,
  type FilterKey,
} from '../../domain/collection-address';

export * from '../../domain/collection-address';

export type ViewMode = 'grid' | 'list';

/** The part of the store the page reacts to. */
export interface StoreStatus {
  /** carsRequestId of the store: which collection request this status answers. */
  requestId: number;
  loading: boolean;
  /** Cars are held (false before the first load and after the cache cleared them). */
  loaded: boolean;
  error: Message | null;
  rateLimited: boolean;
  retryAfter: number | null;
  rateLimitedUntil: number | null;
  hasNextPage: boolean;
}

/** The part of a store snapshot the page reads: some of its context, and its tags (whether the cars load). */
export interface StoreView {
  context: Pick<
    CarDataContext,
    'carsRequestId' | 'filters' | 'cars' | 'errors' | 'rateLimited' | 'retryAfter' | 'rateLimitedUntil' | 'pagination'
  >;
  hasTag(tag: CarDataTag): boolean;
}

/** What the page needs of the store: send it requests, read and watch its snapshot. */
export interface CarDataLink {
  send(event: CarDataEvent): void;
  getSnapshot(): StoreView;
  subscribe(next: (snapshot: StoreView) => void): { unsubscribe(): void };
}

export function statusOf(snapshot: StoreView): StoreStatus {
  const { context } = snapshot;
  return {
    requestId: context.carsRequestId,
    loading: isListBusy(snapshot, 'cars'),
    loaded: context.cars !== null,
    error: context.errors.cars,
    rateLimited: context.rateLimited,
    retryAfter: context.retryAfter,
    rateLimitedUntil: context.rateLimitedUntil,
    hasNextPage: context.pagination.hasNextPage,
  };
}

export function sameStatus(a: StoreStatus, b: StoreStatus): boolean {
  return (Object.keys(a) as Array<keyof StoreStatus>).every((key) => a[key] === b[key]);
}

export interface CollectionInput {
  store: CarDataLink;
  /** The address's query string on entry ('?brand=ferrari&category=suv'). */
  search: string;
  view?: ViewMode;
  /** The page arrived rendered with its first answer in the store (server-rendered /cars): it starts ready. */
  fromPage?: boolean;
}

export interface CollectionContext {
  store: CarDataLink;
  filters: PanelFilters;
  category: CategoryTab;
  search: string;
  sort: SortValue;
  /** The last page asked for; Load More asks for page + 1 and appends it. */
  page: number;
  appending: boolean;
  view: ViewMode;
  /** The store's latest status, and the request id this page waits for. */
  status: StoreStatus;
  expectedRequestId: number;
  /** Seconds left before a retry is allowed. */
  secondsLeft: number;
  /** The address as last seen or set (query string). */
  address: string;
  fromPage: boolean;
}

/** The controls that change what the list shows: each reloads page 1. */
export const CHANGE_EVENTS = ['filter.change', 'sort.change', 'category.change', 'search.submit', 'filters.clear', 'browse.all'] as const;

export type ChangeEvent =
  | { type: 'filter.change'; key: FilterKey; value: string }
  | { type: 'sort.change'; value: SortValue }
  | { type: 'category.change'; category: CategoryTab }
  | { type: 'search.submit'; text: string }
  /** Clear Filters: the panel and the search; the category stays. */
  | { type: 'filters.clear' }
  /** Browse All Cars: everything back to the full list. */
  | { type: 'browse.all' };

export type CollectionEvent =
  | ChangeEvent
  | { type: 'page.next' }
  | { type: 'collection.retry' }
  | { type: 'view.change'; view: ViewMode }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'location.changed'; search: string }
  | { type: 'store.updated'; status: StoreStatus };

/** What only the view can do: navigate to /cars + this query string (a new history entry). */
export type CollectionEmitted = { type: 'address.sync'; search: string };

/** 'loading' = the page waits for its list (not a rate-limit wait); 'drawerOpen' = the small screens' filter drawer. */
export type CollectionTag = 'busy' | 'loading' | 'rateLimited' | 'ready' | 'error' | 'drawerOpen';

/** The page's context on entry: the address's brand, category and search, the store's status as it is. */
export function initialContext(input: CollectionInput): CollectionContext {
  const { brand, category, search } = readAddress(input.search);
  const status = statusOf(input.store.getSnapshot());
  return {
    store: input.store,
    filters: { ...NO_FILTERS, brand },
    category,
    search,
    sort: DEFAULT_SORT,
    page: 1,
    appending: false,
    view: input.view ?? 'grid',
    status,
    expectedRequestId: status.requestId,
    secondsLeft: 0,
    address: input.search,
    fromPage: input.fromPage === true,
  };
}

/** What a control changes; every change starts again at page 1. */
export function afterChange(context: CollectionContext, event: ChangeEvent): Partial<CollectionContext> {
  const reset = { page: 1, appending: false };
  switch (event.type) {
    case 'filter.change':
      return { ...reset, filters: { ...context.filters, [event.key]: event.value } };
    case 'sort.change':
      return { ...reset, sort: event.value };
    case 'category.change':
      return { ...reset, category: event.category };
    case 'search.submit':
      return { ...reset, search: event.text.trim() };
    case 'filters.clear':
      return { ...reset, filters: NO_FILTERS, search: '' };
    case 'browse.all':
      return { ...reset, filters: NO_FILTERS, search: '', category: 'all', sort: DEFAULT_SORT };
  }
}

/** The store request for what the page shows now. */
export const requestOf = ({ filters, category, search, sort, page }: CollectionContext): CarFilters =>
  storeFilters({ filters, category, search, sort, page });
