import { SORT_OPTIONS } from './constants';
import type { components } from './api-schema';

type SortOrder = components['schemas']['SortOrder'];
/** A filter that may hold one value or several (checkbox groups). */
type Multi = string | readonly string[];
type Numeric = number | string;

/**
 * The car filters of SPEC §3, as the UI and the address bar hold them (loosely typed on purpose): the collection's
 * state, and what a server-rendered /cars page arrives with (domain/page-data.ts). cleanFilters below cleans them.
 */
export type CarFilters = {
  search?: string | null;
  brand?: Multi | null;
  category?: Multi | null;
  transmission?: Multi | null;
  fuelType?: Multi | null;
  status?: Multi | null;
  seats?: Numeric | null;
  year?: Numeric | null;
  priceMin?: Numeric | null;
  priceMax?: Numeric | null;
  page?: Numeric | null;
  limit?: Numeric | null;
  sort?: string | null;
};

/** The filters after clean-up: only values worth sending, multi-values joined with commas. */
export type CleanFilters = {
  search?: string;
  brand?: string;
  category?: string;
  transmission?: string;
  fuelType?: string;
  status?: string;
  seats?: number;
  year?: number;
  priceMin?: number;
  priceMax?: number;
  page?: number;
  limit?: number;
  sort?: SortOrder;
};

const MULTI_KEYS = ['brand', 'category', 'transmission', 'fuelType', 'status'] as const;
const NUMERIC_KEYS = ['seats', 'year', 'priceMin', 'priceMax', 'page', 'limit'] as const;
const SORT_VALUES: readonly string[] = SORT_OPTIONS.map((o) => o.value);

const isAll = (v: string) => v.toLowerCase() === 'all';

function isSortOrder(v: string): v is SortOrder {
  return SORT_VALUES.includes(v);
}

function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  return t === '' || isAll(t) ? undefined : t;
}

function cleanMulti(value: Multi | null | undefined): string | undefined {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) {
    const kept = value.map(cleanText).filter((v): v is string => v !== undefined);
    return kept.length > 0 ? kept.join(',') : undefined;
  }
  return undefined;
}

function cleanNumber(value: Numeric | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * Filter clean-up of SPEC §5: drop empty, null, undefined and 'all'; join arrays with commas after dropping their
 * empty and 'all' entries (the key goes when nothing is left); keep numeric filters only when numeric and above 0;
 * trim search and drop it when blank or 'all' (the full list). An unknown sort value is dropped too.
 */
export function cleanFilters(filters: CarFilters | null | undefined): CleanFilters {
  const out: CleanFilters = {};
  if (!filters) return out;
  const search = cleanText(filters.search);
  if (search !== undefined) out.search = search;
  for (const key of MULTI_KEYS) {
    const v = cleanMulti(filters[key]);
    if (v !== undefined) out[key] = v;
  }
  for (const key of NUMERIC_KEYS) {
    const v = cleanNumber(filters[key]);
    if (v !== undefined) out[key] = v;
  }
  const sort = cleanText(filters.sort);
  if (sort !== undefined && isSortOrder(sort)) out.sort = sort;
  return out;
}
