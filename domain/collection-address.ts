/**
 * The /cars page's address and filters (SPEC §2): which brand, category and search an address names, the filter
 * panel's choices, and the store request they make. The /cars page machine keeps its address in step with them; the
 * product server reads the same address to render the page with its fleet data (server/render/page-data.ts).
 */
import type { CarFilters } from './car-filters';
import { PUBLIC_CATEGORIES, SORT_OPTIONS, type PublicCategory } from './constants';

export type CategoryTab = 'all' | PublicCategory;
export const CATEGORY_TABS: readonly CategoryTab[] = ['all', ...PUBLIC_CATEGORIES];
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

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
