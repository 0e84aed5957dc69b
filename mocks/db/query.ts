/** Filtering, text search, sorting and pagination of car lists, as the real server does them. */
import type { paths } from '../../src/api/schema';
import { ValidationError } from '../handlers/validation';
import { fold } from './ids';
import type { Car, SortOrder } from './types';

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

function list(value: string | null): string[] {
  const v = present(value);
  if (v === null) return [];
  return v
    .split(',')
    .map((part) => fold(part))
    .filter((part) => part !== '' && part !== 'all');
}

function integers(value: string | null, field: ListParam, min: number): number[] {
  const v = present(value);
  if (v === null) return [];
  return v.split(',').map((part) => {
    const n = Number(part.trim());
    if (!Number.isInteger(n) || n < min) throw new ValidationError(field, `must be an integer of at least ${min}`);
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
  const search = present(get('search'));
  return {
    page: readInt(get('page'), 'page', 1, 1, Number.MAX_SAFE_INTEGER),
    limit: readInt(get('limit'), 'limit', limits.default, 1, limits.max),
    sort: (sort as SortOrder | null) ?? 'newest',
    terms: search === null ? [] : fold(search).split(' ').filter(Boolean),
    brand: list(get('brand')),
    category: list(get('category')),
    transmission: list(get('transmission')),
    fuelType: list(get('fuelType')),
    status: list(get('status')).map((s) => STATUS_ALIASES[s] ?? s),
    seats: integers(get('seats'), 'seats', 1),
    year: integers(get('year'), 'year', 1900),
  };
}

function searchable(car: Car): string {
  return fold(`${car.name} ${car.brand} ${car.model} ${car.category}`);
}

export function matchesTerms(car: Car, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = searchable(car);
  return terms.every((term) => haystack.includes(term));
}

function oneOf(wanted: readonly string[], value: string): boolean {
  return wanted.length === 0 || wanted.includes(fold(value));
}

export function filterCars(cars: readonly Car[], q: ListQuery): Car[] {
  return cars.filter(
    (car) =>
      matchesTerms(car, q.terms) &&
      oneOf(q.brand, car.brand) &&
      oneOf(q.category, car.category) &&
      oneOf(q.transmission, car.transmission) &&
      oneOf(q.fuelType, car.fuelType) &&
      oneOf(q.status, car.status) &&
      (q.seats.length === 0 || q.seats.includes(car.seats)) &&
      (q.year.length === 0 || q.year.includes(car.year)),
  );
}

const newestFirst = (a: Car, b: Car): number => b.createdAt.localeCompare(a.createdAt);

export function sortCars(cars: readonly Car[], sort: SortOrder): Car[] {
  const copy = [...cars];
  if (sort === 'oldest') return copy.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (sort === 'popular') return copy.sort((a, b) => b.viewCount - a.viewCount || newestFirst(a, b));
  return copy.sort(newestFirst);
}

export interface Page {
  data: Car[];
  total: number;
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export function paginate(cars: readonly Car[], page: number, limit: number): Page {
  const total = cars.length;
  const totalPages = Math.ceil(total / limit);
  return {
    data: cars.slice((page - 1) * limit, page * limit),
    total,
    currentPage: page,
    totalPages,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
}

/** Filter, sort and paginate in one go. */
export function listCars(cars: readonly Car[], q: ListQuery): Page {
  return paginate(sortCars(filterCars(cars, q), q.sort), q.page, q.limit);
}
