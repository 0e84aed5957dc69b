/**
 * Types and pure helpers of the public car-data store (SPEC §4 "Public car data"). Kept apart from the machine so
 * the machine file stays a readable statechart and the helpers can be tested on their own.
 */
import type { ActorRefFrom } from 'xstate';
import type { BrandCount, Car } from '../../domain/types';
import { compareText } from '../../domain/format';
import type { CarListResponse } from '../../domain/types';
import { msg, verbatim, type Message, type MessageArg } from '../../domain/message';
import { reasonOf } from '../../api/errors';
import { cleanFilters, type CarFilters } from '../../domain/car-filters';
import { PUBLIC_CACHE_MS, PUBLIC_CATEGORIES, type PublicCategory } from '../../domain/constants';
import type { requestQueueMachine } from '../request-queue/request-queue.machine';

export type { BrandCount, Car, CarFilters, CarListResponse, PublicCategory };

/**
 * One value per list flow (SPEC §4): the collection, featured, the brand list (every brand of the public fleet with
 * its count, for the /cars Brand filter) and each category list.
 */
export interface ListFlags<T> {
  cars: T;
  featured: T;
  brand: T;
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
  /** The brand list: every brand of the public fleet with its count, sorted by name; null = never loaded. */
  brands: BrandCount[] | null;
  /** ms epoch when the brand list arrived (or the page arrived with it); null = never. */
  brandsFetchedAt: number | null;
  /** The last failure of each list; null = none since its last request. Whether a list loads is its state (tags). */
  errors: ListFlags<Message | null>;
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
  /** Every brand seen in a loaded list, sorted (the filter panel's brands until the brand list is there). */
  knownBrands: string[];
}

export type QueueRef = ActorRefFrom<typeof requestQueueMachine>;

export interface CarDataMachineContext extends CarDataContext {
  queue: QueueRef;
  /** The collection request being loaded (or last loaded); append = Load More. */
  carsRequest: { filters: CarFilters; append: boolean };
}

export interface LoadInput {
  queue: QueueRef;
}
export interface CarsInput extends LoadInput {
  filters: CarFilters;
}
export interface CategoryInput extends LoadInput {
  category: PublicCategory;
}

export interface CarDataInput {
  /** Featured cars already held (then none are loaded automatically). */
  featured?: Car[];
  /** The collection's first page the page arrived with (server-rendered /cars): held as a fresh cache entry. */
  cars?: { filters: CarFilters; list: CarListResponse };
  /** Category lists the page arrived with. */
  categories?: Partial<Record<PublicCategory, Car[]>>;
  /** The brand list the page arrived with (server-rendered /cars): held as just fetched. */
  brands?: BrandCount[];
}

export type ListKind = 'cars' | 'featured' | 'brand' | PublicCategory;
/** The lists of cars that arrive as a list response: the collection and each category list. */
export type CarListKind = Exclude<ListKind, 'featured' | 'brand'>;

export type CarDataEvent =
  /** Load a page of the collection; `append` adds it under the held cars (Load More). */
  | { type: 'cars.load'; filters: CarFilters; append?: boolean }
  | { type: 'featured.load' }
  | { type: 'category.load'; category: PublicCategory }
  /** The brand list, unless one fetched less than PUBLIC_CACHE_MS ago is held or one is loading. */
  | { type: 'brands.load' }
  /** After a successful increment on the car page: the server's count replaces the car's in every held list (SPEC §4). */
  | { type: 'car.viewCounted'; id: string; viewCount: number }
  /** Forget the cached cars and featured now. */
  | { type: 'cache.clear' }
  /** From the queue watcher: the queue is waiting to retry after a 429. */
  | { type: 'queue.rateLimited'; retryAfter: number; retryCount: number; until: number }
  /** Raised internally after a list load settles. */
  | { type: 'list.fetched'; kind: ListKind }
  | { type: 'list.failed'; kind: ListKind; error: unknown };

/** The tag of a list's loading state: 'carsBusy', 'featuredBusy', 'brandBusy', 'luxuryBusy', ... */
export type ListBusyTag = `${ListKind}Busy`;
/** 'busy' = some list loads; `<list>Busy` = that list loads (the store keeps no loading flag besides its state). */
export type CarDataTag = 'busy' | 'rateLimited' | ListBusyTag;

export const busyTag = <K extends ListKind>(kind: K) => `${kind}Busy` as const;

/** Whether a list is loading, read from a store snapshot (or anything with its tags). */
export const isListBusy = (snapshot: { hasTag(tag: CarDataTag): boolean }, kind: ListKind) => snapshot.hasTag(busyTag(kind));

const byCategory = <T>(value: T): Record<PublicCategory, T> =>
  Object.fromEntries(PUBLIC_CATEGORIES.map((c) => [c, value])) as Record<PublicCategory, T>;

export const isCategory = (kind: string): kind is PublicCategory => (PUBLIC_CATEGORIES as readonly string[]).includes(kind);

export const EMPTY_PAGINATION: Pagination = { total: 0, currentPage: 1, totalPages: 0, hasNextPage: false, hasPrevPage: false };

export function initialCarDataContext(): CarDataContext {
  return {
    cars: null,
    pagination: { ...EMPTY_PAGINATION },
    featured: [],
    categories: byCategory<Car[] | null>(null),
    brands: null,
    brandsFetchedAt: null,
    errors: { cars: null, featured: null, brand: null, categories: byCategory<Message | null>(null) },
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

/** The store's context for what it starts holding (the page's server-rendered lists); `now` stamps the cache. */
export function heldAtStart(input: CarDataInput | undefined, now: number): Partial<CarDataContext> {
  const held: Partial<CarDataContext> = { featured: input?.featured ?? [] };
  const lists: Car[][] = [];
  if (input?.cars) {
    const { filters, list } = input.cars;
    Object.assign(held, {
      cars: list.data,
      pagination: paginationOf(list),
      filters,
      searchQuery: typeof filters.search === 'string' ? filters.search.trim() : '',
      cache: freshCache({ lastFetch: null, expiresAt: null, hits: 0 }, now),
    });
    lists.push(list.data);
  }
  if (input?.categories) {
    held.categories = { ...initialCarDataContext().categories, ...input.categories };
    lists.push(...Object.values(input.categories));
  }
  held.knownBrands = lists.reduce<string[]>((known, cars) => mergeBrands(known, cars), []);
  if (input?.brands) Object.assign(held, { brands: input.brands, brandsFetchedAt: now });
  return held;
}

/** Sets one list's value, returning new objects only along the changed path. */
export function setFlag<T>(current: ListFlags<T>, kind: ListKind, value: T): ListFlags<T> {
  if (isCategory(kind)) return { ...current, categories: { ...current.categories, [kind]: value } };
  return { ...current, [kind]: value };
}

/** Filters in a canonical form, so the same request is recognised whatever the key order or blank values. */
export const filtersKey = (filters: CarFilters) =>
  JSON.stringify(Object.entries(cleanFilters(filters)).sort(([a], [b]) => compareText(a, b)));

export function errorMessage(error: unknown): Message {
  return typeof error === 'string' && error ? verbatim(error) : reasonOf(error, msg('unexpected'));
}

function saysTooManyRequests(message: MessageArg): boolean {
  if (typeof message === 'string') return message.toLowerCase().includes('too many requests');
  if (message == null || typeof message === 'number') return false;
  if ('text' in message) return saysTooManyRequests(message.text);
  return message.key === 'tooManyRequests' || message.key === 'maxRetries' || (message.args ?? []).some(saysTooManyRequests);
}

/**
 * SPEC §4: the flag is set when an error contains 'Too many requests'. The queue turns repeated 429s into
 * 'Maximum retries exceeded due to rate limiting', which is the same condition after its retries.
 */
export function isRateLimitError(error: unknown): boolean {
  return saysTooManyRequests(errorMessage(error));
}

/** The cache after a fetch at `now`: it expires PUBLIC_CACHE_MS later. */
export function freshCache(cache: CacheInfo, now: number): CacheInfo {
  return { ...cache, lastFetch: now, expiresAt: now + PUBLIC_CACHE_MS };
}

export function isCacheStale(cache: CacheInfo, now: number): boolean {
  return cache.lastFetch !== null && now - cache.lastFetch > PUBLIC_CACHE_MS;
}

/** A brand list is held and not older than PUBLIC_CACHE_MS: a request for it is answered by what is held. */
export function hasFreshBrands(context: Pick<CarDataContext, 'brands' | 'brandsFetchedAt'>, now: number): boolean {
  return context.brands !== null && context.brandsFetchedAt !== null && now - context.brandsFetchedAt <= PUBLIC_CACHE_MS;
}

function listWithCount<L extends Car[] | null>(list: L, id: string, viewCount: number): L {
  if (!list || !list.some((car) => car._id === id)) return list;
  return list.map((car) => (car._id === id ? { ...car, viewCount } : car)) as L;
}

/** The context after a view count: the car replaced wherever a list holds it (SPEC §4). */
export function applyViewCount(context: CarDataContext, id: string, viewCount: number): Partial<CarDataContext> {
  const categories = Object.fromEntries(
    PUBLIC_CATEGORIES.map((c) => [c, listWithCount(context.categories[c], id, viewCount)]),
  ) as Record<PublicCategory, Car[] | null>;
  return {
    cars: listWithCount(context.cars, id, viewCount),
    featured: listWithCount(context.featured, id, viewCount),
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

/** The context after a list arrived: stored where its kind goes (the collection appends on Load More), its brands known. */
export function storeList(context: CarDataMachineContext, kind: CarListKind, list: CarListResponse): Partial<CarDataContext> {
  const knownBrands = mergeBrands(context.knownBrands, list.data);
  if (kind !== 'cars') return { categories: { ...context.categories, [kind]: list.data }, knownBrands };
  const cars = context.carsRequest.append ? appendCars(context.cars, list.data) : list.data;
  return { cars, pagination: paginationOf(list), knownBrands };
}

/** The context after the cache forgot its cars and featured (SPEC §4: older than PUBLIC_CACHE_MS). */
export function clearedCache(context: CarDataContext): Partial<CarDataContext> {
  return { cars: null, featured: [], pagination: { ...EMPTY_PAGINATION }, cache: { ...context.cache, lastFetch: null, expiresAt: null } };
}

/** Appending a page drops cars already held (a car may move between pages while the fleet changes). */
export function appendCars(held: readonly Car[] | null, page: readonly Car[]): Car[] {
  const ids = new Set((held ?? []).map((car) => car._id));
  return [...(held ?? []), ...page.filter((car) => !ids.has(car._id))];
}
