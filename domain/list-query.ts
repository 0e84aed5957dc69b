/**
 * The list parameters of the contract, read and checked: filters, search terms, sort, page and limit. Both backends
 * read a list request with parseListQuery and then filter by the same rule: every value is compared folded
 * (case-, accent- and dash-insensitive, see fold), each search term must occur in name, brand, model or category.
 */
import type { paths } from './api-schema';
import { PUBLIC_CATEGORIES } from './constants';
import { fold } from './ids';
import type { Car, SortOrder } from './types';
import { requireSafeText } from './text';
import { ValidationError } from './http-errors';

/** Every list parameter the contract knows (the public list has them all). */
export type ListParam = keyof NonNullable<paths['/api/cars']['get']['parameters']['query']>;

export interface ListQuery {
  page: number;
  limit: number;
  sort: SortOrder;
  /** Folded search terms; every one must match. */
  terms: string[];
  brand: string[];
  category: string[];
  transmission: string[];
  fuelType: string[];
  status: string[];
  seats: number[];
  year: number[];
}

const SORTS: readonly SortOrder[] = ['newest', 'oldest', 'popular'];
/** The status filter's 'Inactive' label stands for the 'not available' status. */
const STATUS_ALIASES: Record<string, string> = { inactive: 'not available', unavailable: 'not available' };

function present(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.toLowerCase() === 'all' ? null : trimmed;
}

/** A text parameter, refused by name when it carries control characters (a NUL made the server's query fail). */
function text(value: string | null, field: ListParam): string | null {
  return value === null ? null : requireSafeText(value, field);
}

function list(value: string | null, field: ListParam): string[] {
  const v = present(text(value, field));
  if (v === null) return [];
  return v
    .split(',')
    .map((part) => fold(part))
    .filter((part) => part !== '' && part !== 'all');
}

/**
 * The largest value a number filter (seats, year) may name: the range of the integer columns it is compared with
 * (PostgreSQL's 32-bit integer). No car has more; a larger number is a mistake, refused by name like 0 is (issue 20:
 * it made the server's query fail with 500), on both backends alike.
 */
export const FILTER_INT_MAX = 2_147_483_647;

function integers(value: string | null, field: ListParam, min: number): number[] {
  const v = present(value);
  if (v === null) return [];
  return v.split(',').map((part) => {
    const n = Number(part.trim());
    if (!Number.isInteger(n) || n < min || n > FILTER_INT_MAX) {
      throw new ValidationError(field, `must be an integer between ${min} and ${FILTER_INT_MAX}`);
    }
    return n;
  });
}

/** One integer parameter in [min, max], or the fallback when absent; throws ValidationError naming it. */
export function readInt(value: string | null, field: string, fallback: number, min: number, max: number): number {
  const v = present(value);
  if (v === null) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new ValidationError(field, `must be an integer between ${min} and ${max}`);
  return n;
}

function nonNegative(value: string | null, field: ListParam): void {
  const v = present(value);
  if (v !== null && !(Number(v) >= 0)) throw new ValidationError(field, 'must be a number of at least 0');
}

export interface LimitRule {
  default: number;
  max: number;
}

/** Reads the list parameters; throws ValidationError naming the first bad one. */
export function parseListQuery(params: URLSearchParams, limits: LimitRule): ListQuery {
  const get = (name: ListParam): string | null => params.get(name);
  const sort = present(get('sort'));
  if (sort !== null && !SORTS.includes(sort as SortOrder)) {
    throw new ValidationError('sort', `must be one of ${SORTS.join(', ')}`);
  }
  // Prices are accepted for compatibility; cars carry no price, so they do not narrow the list.
  nonNegative(get('priceMin'), 'priceMin');
  nonNegative(get('priceMax'), 'priceMax');
  const search = present(text(get('search'), 'search'));
  return {
    page: readInt(get('page'), 'page', 1, 1, Number.MAX_SAFE_INTEGER),
    limit: readInt(get('limit'), 'limit', limits.default, 1, limits.max),
    sort: (sort as SortOrder | null) ?? 'newest',
    terms: search === null ? [] : fold(search).split(' ').filter(Boolean),
    brand: list(get('brand'), 'brand'),
    category: list(get('category'), 'category'),
    transmission: list(get('transmission'), 'transmission'),
    fuelType: list(get('fuelType'), 'fuelType'),
    status: list(get('status'), 'status').map((s) => STATUS_ALIASES[s] ?? s),
    seats: integers(get('seats'), 'seats', 1),
    year: integers(get('year'), 'year', 1900),
  };
}

/** GET /api/cars/{idOrCategory} reads a category list when the segment is a public category slug, else one car. */
export function isPublicCategory(segment: string): boolean {
  return (PUBLIC_CATEGORIES as readonly string[]).includes(fold(segment));
}

/** One page of a list, as both backends answer it. */
export interface Page {
  data: Car[];
  total: number;
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

/** A page from its cars and the total that matched: the pagination fields follow from the query. */
export function toPage(data: Car[], total: number, q: Pick<ListQuery, 'page' | 'limit'>): Page {
  const totalPages = Math.ceil(total / q.limit);
  return { data, total, currentPage: q.page, totalPages, hasNextPage: q.page < totalPages, hasPrevPage: q.page > 1 };
}
