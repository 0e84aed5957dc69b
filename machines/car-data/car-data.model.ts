/**
 * Types and pure helpers of the public car-data store (SPEC §4 "Public car data"). Kept apart from the machine so
 * the machine file stays a readable statechart and the helpers can be tested on their own.
 */
import type { components } from '../../src/api/schema';
import { MSG } from '../../src/api/messages';
import { reasonOf } from '../../src/api/errors';
import type { CarFilters } from '../../src/api/validation';
import { PUBLIC_CACHE_MS, PUBLIC_CATEGORIES, type PublicCategory } from '../../src/config/constants';
import { compareText } from '../../domain/format';

export type Car = components['schemas']['Car'];
export type CarListResponse = components['schemas']['CarListResponse'];
export type { CarFilters, PublicCategory };

/** One loading flag and one error text per flow (SPEC §4). */
export interface Flags<T> {
  cars: T;
  featured: T;
  brand: T;
  car: T;
  related: T;
  categories: Record<PublicCategory, T>;
}

export interface Pagination {
  total: number;
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface CacheInfo {
  /** ms epoch of the last successful cars or featured fetch; null = nothing cached. */
  lastFetch: number | null;
  /** When the cached cars and featured are cleared (lastFetch + PUBLIC_CACHE_MS); null = nothing cached. */
  expiresAt: number | null;
  /** Collection requests answered from the held cars without a call. */
  hits: number;
}

export interface CarDataContext {
  /** The collection's current list; null = never loaded (or cleared by the cache), [] = loaded and empty. */
  cars: Car[] | null;
  pagination: Pagination;
  /** [] = none held (then loaded once automatically). */
  featured: Car[];
  /** One list per category landing page; null = never loaded. */
  categories: Record<PublicCategory, Car[] | null>;
  /** The brand list and the brand it was loaded for; null = never loaded. */
  brandCars: Car[] | null;
  brand: string | null;
  /** The detail page's car and its related cars, written by the detail flow through events. */
  currentCar: Car | null;
  related: Car[];
  loading: Flags<boolean>;
  errors: Flags<string | null>;
  /** Collection requests received (loaded or answered from the cache): a view knows which answer is its own. */
  carsRequestId: number;
  /** The filters and search of the last collection request. */
  filters: CarFilters;
  searchQuery: string;
  cache: CacheInfo;
  rateLimited: boolean;
  /** Seconds to wait (from the queue's Retry-After or DEFAULT_RETRY_AFTER_S); null = not rate-limited. */
  retryAfter: number | null;
  /** ms epoch when the wait ends; null = not rate-limited. */
  rateLimitedUntil: number | null;
  /** Retries the queue made for the request being rate-limited; 0 after a success. */
  retryCount: number;
  /** Every brand seen in a loaded list, sorted (the filter panel adds them to the tile brands). */
  knownBrands: string[];
}

export type ListKind = 'cars' | 'featured' | 'brand' | PublicCategory;
/** Every flow with a loading flag: the lists, plus the detail page's car and related cars. */
export type FlowKind = ListKind | 'car' | 'related';

export type CarDataEvent =
  /** Load a page of the collection; `append` adds it under the held cars (Load More). */
  | { type: 'cars.load'; filters: CarFilters; append?: boolean }
  | { type: 'featured.load' }
  | { type: 'category.load'; category: PublicCategory }
  | { type: 'brand.load'; brand: string; filters?: CarFilters }
  /** The detail flow's progress, mirrored here so every page reads one store. */
  | { type: 'car.loading'; id: string }
  | { type: 'car.loaded'; car: Car }
  | { type: 'car.failed'; error: string }
  | { type: 'related.loading'; id: string }
  | { type: 'related.loaded'; cars: Car[] }
  | { type: 'related.failed'; error: string }
  /** After a successful increment: the server's count replaces the car's in every held list (SPEC §4). */
  | { type: 'car.viewCounted'; id: string; viewCount: number }
  /** Forget the cached cars and featured now. */
  | { type: 'cache.clear' }
  /** From the queue watcher: the queue is waiting to retry after a 429. */
  | { type: 'queue.rateLimited'; retryAfter: number; retryCount: number; until: number }
  /** Raised internally after a list load settles. */
  | { type: 'list.fetched'; kind: ListKind }
  | { type: 'list.failed'; kind: FlowKind; error: unknown };

export type CarDataTag = 'busy' | 'rateLimited';

const byCategory = <T>(value: T): Record<PublicCategory, T> =>
  Object.fromEntries(PUBLIC_CATEGORIES.map((c) => [c, value])) as Record<PublicCategory, T>;

export function flags<T>(value: T): Flags<T> {
  return { cars: value, featured: value, brand: value, car: value, related: value, categories: byCategory(value) };
}

export const EMPTY_PAGINATION: Pagination = { total: 0, currentPage: 1, totalPages: 0, hasNextPage: false, hasPrevPage: false };

export function initialCarDataContext(): CarDataContext {
  return {
    cars: null,
    pagination: { ...EMPTY_PAGINATION },
    featured: [],
    categories: byCategory<Car[] | null>(null),
    brandCars: null,
    brand: null,
    currentCar: null,
    related: [],
    loading: flags(false),
    errors: flags<string | null>(null),
    carsRequestId: 0,
    filters: {},
    searchQuery: '',
    cache: { lastFetch: null, expiresAt: null, hits: 0 },
    rateLimited: false,
    retryAfter: null,
    rateLimitedUntil: null,
    retryCount: 0,
    knownBrands: [],
  };
}

/** Sets one flow's flag, returning new objects only along the changed path. */
export function setFlag<T>(current: Flags<T>, kind: FlowKind, value: T): Flags<T> {
  if ((PUBLIC_CATEGORIES as readonly string[]).includes(kind)) {
    return { ...current, categories: { ...current.categories, [kind]: value } };
  }
  return { ...current, [kind]: value };
}

export function errorText(error: unknown): string {
  return typeof error === 'string' && error ? error : reasonOf(error, MSG.unexpected);
}

/**
 * SPEC §4: the flag is set when an error contains 'Too many requests'. The queue turns repeated 429s into
 * 'Maximum retries exceeded due to rate limiting', which is the same condition after its retries.
 */
export function isRateLimitError(error: unknown): boolean {
  const text = errorText(error);
  return text.toLowerCase().includes('too many requests') || text === MSG.maxRetries;
}

export function isCacheStale(cache: CacheInfo, now: number): boolean {
  return cache.lastFetch !== null && now - cache.lastFetch > PUBLIC_CACHE_MS;
}

function withCount(car: Car, id: string, viewCount: number): Car {
  return car._id === id ? { ...car, viewCount } : car;
}

function listWithCount<L extends Car[] | null>(list: L, id: string, viewCount: number): L {
  if (!list || !list.some((car) => car._id === id)) return list;
  return list.map((car) => withCount(car, id, viewCount)) as L;
}

/** The context after a view count: the car replaced wherever it is held. */
export function applyViewCount(context: CarDataContext, id: string, viewCount: number): Partial<CarDataContext> {
  const categories = Object.fromEntries(
    PUBLIC_CATEGORIES.map((c) => [c, listWithCount(context.categories[c], id, viewCount)]),
  ) as Record<PublicCategory, Car[] | null>;
  return {
    currentCar: context.currentCar ? withCount(context.currentCar, id, viewCount) : null,
    cars: listWithCount(context.cars, id, viewCount),
    featured: listWithCount(context.featured, id, viewCount),
    related: listWithCount(context.related, id, viewCount),
    brandCars: listWithCount(context.brandCars, id, viewCount),
    categories,
  };
}

export function mergeBrands(known: readonly string[], cars: readonly Car[]): string[] {
  const all = new Set(known);
  for (const car of cars) if (car.brand.trim()) all.add(car.brand.trim());
  if (all.size === known.length) return known as string[];
  return [...all].sort(compareText);
}

export function paginationOf(list: CarListResponse): Pagination {
  const { total, currentPage, totalPages, hasNextPage, hasPrevPage } = list;
  return { total, currentPage, totalPages, hasNextPage, hasPrevPage };
}

/** Appending a page drops cars already held (a car may move between pages while the fleet changes). */
export function appendCars(held: readonly Car[] | null, page: readonly Car[]): Car[] {
  const ids = new Set((held ?? []).map((car) => car._id));
  return [...(held ?? []), ...page.filter((car) => !ids.has(car._id))];
}
