import { INVALID_CAR_IDS, SORT_OPTIONS } from '../domain/constants';
import { ApiError } from './errors';
import { MSG } from '../domain/app-messages';
import type { components } from '../domain/api-schema';
import type { CarFilters } from '../domain/car-filters';

type SortOrder = components['schemas']['SortOrder'];

export type { CarFilters };
/** A filter that may hold one value or several (checkbox groups). */
type Multi = NonNullable<CarFilters['brand']>;
type Numeric = NonNullable<CarFilters['seats']>;

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

/**
 * Reject an id the server must never see (SPEC §5): '', 'all', 'undefined', 'null', or a word the shared
 * /api/cars/{segment} route answers with another read ('featured', 'brands', a category: INVALID_CAR_IDS), in any
 * case, surrounding whitespace ignored, or no id at all. Returns the trimmed id.
 */
export function assertCarId(id: string | null | undefined, message: string): string {
  const trimmed = typeof id === 'string' ? id.trim() : '';
  if ((INVALID_CAR_IDS as readonly string[]).includes(trimmed.toLowerCase())) {
    throw new ApiError(message, 0);
  }
  return trimmed;
}

/** Reject a page number below 1 (SPEC §5). No page at all is fine: the server starts at 1. */
export function assertPage(page: Numeric | null | undefined): void {
  if (page === undefined || page === null || page === '') return;
  const n = Number(page);
  if (!(n >= 1)) throw new ApiError(MSG.invalidPage, 0);
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
