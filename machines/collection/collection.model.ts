/**
 * Types and pure helpers of the /cars page machine: the filters it holds, the address it keeps in step, and the
 * part of the car-data store it watches.
 */
import type { CarFilters } from '../../src/api/validation';
import { PUBLIC_CATEGORIES, SORT_OPTIONS, type PublicCategory } from '../../src/config/constants';
import type { CarDataContext, CarDataEvent } from '../car-data/car-data.model';

export type CategoryTab = 'all' | PublicCategory;
export const CATEGORY_TABS: readonly CategoryTab[] = ['all', ...PUBLIC_CATEGORIES];
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export type ViewMode = 'grid' | 'list';

/** The filter panel's choices; '' = any. */
export interface PanelFilters {
  brand: string;
  transmission: string;
  fuelType: string;
  seats: string;
  year: string;
  status: string;
}
export type FilterKey = keyof PanelFilters;
export const FILTER_KEYS: readonly FilterKey[] = ['brand', 'transmission', 'fuelType', 'seats', 'year', 'status'];
export const NO_FILTERS: PanelFilters = { brand: '', transmission: '', fuelType: '', seats: '', year: '', status: '' };
export const DEFAULT_SORT: SortValue = 'newest';

/** The part of the store the page reacts to. */
export interface StoreStatus {
  /** carsRequestId of the store: which collection request this status answers. */
  requestId: number;
  loading: boolean;
  /** Cars are held (false before the first load and after the cache cleared them). */
  loaded: boolean;
  error: string | null;
  rateLimited: boolean;
  retryAfter: number | null;
  rateLimitedUntil: number | null;
  hasNextPage: boolean;
}

type StoreContextView = Pick<
  CarDataContext,
  'carsRequestId' | 'filters' | 'loading' | 'cars' | 'errors' | 'rateLimited' | 'retryAfter' | 'rateLimitedUntil' | 'pagination'
>;

/** What the page needs of the store: send it requests, read and watch its context. */
export interface CarDataLink {
  send(event: CarDataEvent): void;
  getSnapshot(): { context: StoreContextView };
  subscribe(next: (snapshot: { context: StoreContextView }) => void): { unsubscribe(): void };
}

export function statusOf(context: StoreContextView): StoreStatus {
  return {
    requestId: context.carsRequestId,
    loading: context.loading.cars,
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

export interface AddressParams {
  brand: string;
  category: CategoryTab;
  search: string;
}

function toCategory(value: string | null): CategoryTab {
  const slug = value?.trim().toLowerCase() ?? '';
  return (PUBLIC_CATEGORIES as readonly string[]).includes(slug) ? (slug as PublicCategory) : 'all';
}

/** The query parameters read on entry and on every address change: brand, category, search (SPEC §2). */
export function readAddress(search: string): AddressParams {
  const params = new URLSearchParams(search);
  return {
    brand: params.get('brand')?.trim() ?? '',
    category: toCategory(params.get('category')),
    search: params.get('search')?.trim() ?? '',
  };
}

/** The address for the page's brand, category and search, keeping any other parameter as it was. */
export function addressFor(current: string, wanted: AddressParams): string {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('brand', wanted.brand);
  set('category', wanted.category === 'all' ? '' : wanted.category);
  set('search', wanted.search);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function sameAddress(a: AddressParams, b: AddressParams): boolean {
  return a.brand.toLowerCase() === b.brand.toLowerCase() && a.category === b.category && a.search === b.search;
}

/** The store request for the page's state. */
export function storeFilters(params: {
  filters: PanelFilters;
  category: CategoryTab;
  search: string;
  sort: SortValue;
  page: number;
}): CarFilters {
  const { filters, category, search, sort, page } = params;
  return {
    ...Object.fromEntries(FILTER_KEYS.filter((k) => filters[k] !== '').map((k) => [k, filters[k]])),
    ...(category === 'all' ? {} : { category }),
    ...(search ? { search } : {}),
    sort,
    page,
  };
}

export function isFiltered(filters: PanelFilters, search: string): boolean {
  return search !== '' || FILTER_KEYS.some((k) => filters[k] !== '');
}
