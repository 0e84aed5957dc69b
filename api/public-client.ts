import createClient from 'openapi-fetch';
import type { z } from 'zod/mini';
import {
  AUTOCOMPLETE_MIN_CHARS,
  FEATURED_LIMIT,
  LIST_PAGE_SIZE,
  PUBLIC_MIN_GAP_MS,
  PUBLIC_TIMEOUT_MS,
  RELATED_LIMIT,
} from '../domain/constants';
import { ApiError, parseRetryAfter } from './errors';
import { ResponseFailure, TimeoutFailure, AbortFailure, toHomeFeaturedError, toPublicFailure } from './error-map';
import {
  apiBaseUrl,
  apiUrl,
  createGapScheduler,
  lateFetch,
  notifyUnauthorized,
  parseBody,
  send,
  withDeadline,
  type CallOptions,
  type RawResult,
} from './http';
import { msg, type Message } from '../domain/message';
import type { BrandCount, Car, DemandInput, EnquiryInput } from '../domain/types';
import type { components, paths } from '../domain/api-schema';
import {
  brandListResponseSchema,
  carArrayResponseSchema,
  carListResponseSchema,
  carOrArrayResponseSchema,
  enquiryCreatedResponseSchema,
  viewCountResponseSchema,
} from './schemas';
import { cleanFilters, type CarFilters, type CleanFilters } from '../domain/car-filters';
import { assertCarId, assertPage } from './validation';

type CarList = components['schemas']['CarListResponse'];

/** Public fleet data (SPEC §7): 15 s timeout, at least 1 s between request starts, `_t` on every request. */
const client = createClient<paths>({ baseUrl: apiBaseUrl(), fetch: lateFetch });

/** One scheduler for every public request, fetchHomeFeatured included. */
const gap = createGapScheduler(PUBLIC_MIN_GAP_MS);

/** Forget earlier requests so the next one starts at once. For tests only. */
export function resetPublicGap(): void {
  gap.reset();
}

/** The cache-busting timestamp, read when the request really starts (after the gap). */
const stamp = () => Date.now();

async function call<T extends z.ZodMiniType>(
  fallback: Message,
  schema: T,
  options: CallOptions,
  run: (signal: AbortSignal) => Promise<RawResult>,
): Promise<z.output<T>> {
  try {
    await gap.wait(options.signal);
    return parseBody(schema, await send(run, { timeoutMs: PUBLIC_TIMEOUT_MS, signal: options.signal }));
  } catch (err) {
    if (err instanceof ResponseFailure && err.status === 401) notifyUnauthorized();
    throw toPublicFailure(err, fallback);
  }
}

function pick<K extends keyof CleanFilters>(filters: CleanFilters, keys: readonly K[]): Partial<Pick<CleanFilters, K>> {
  const out: Partial<Pick<CleanFilters, K>> = {};
  for (const k of keys) if (filters[k] !== undefined) out[k] = filters[k];
  return out;
}

/** Clean the filters (SPEC §5), reject a page below 1, default the page size to 12. */
function listQuery(filters: CarFilters | undefined): CleanFilters {
  assertPage(filters?.page);
  const cleaned = cleanFilters(filters);
  return { ...cleaned, limit: cleaned.limit ?? LIST_PAGE_SIZE };
}

const CATEGORY_QUERY_KEYS = [
  'page', 'limit', 'sort', 'search', 'brand', 'transmission', 'fuelType', 'seats', 'year', 'status',
] as const;
const BRAND_QUERY_KEYS = [
  'page', 'limit', 'sort', 'search', 'category', 'transmission', 'fuelType', 'seats', 'year', 'status',
] as const;

/** GET /api/cars: the filtered list. A blank or 'all' search is dropped, which gives the full list. */
async function listCars(filters: CarFilters = {}, options: CallOptions = {}): Promise<CarList> {
  const query = listQuery(filters);
  return call(msg('fetchCarsFailed'), carListResponseSchema, options, (signal) =>
    client.GET('/api/cars', { params: { query: { ...query, _t: stamp() } }, signal }),
  );
}

async function listFeatured(limit: number = FEATURED_LIMIT, options: CallOptions = {}): Promise<Car[]> {
  const body = await call(msg('featuredFailed'), carArrayResponseSchema, options, (signal) =>
    client.GET('/api/cars/featured', { params: { query: { limit, _t: stamp() } }, signal }),
  );
  return body.data;
}

/** GET /api/cars/{category} with the category lowercased; 'all' (or none) uses GET /api/cars. */
async function listByCategory(
  category: string,
  filters: CarFilters = {},
  options: CallOptions = {},
): Promise<CarList> {
  const slug = category.trim().toLowerCase();
  if (slug === '' || slug === 'all') return listCars(filters, options);
  const query = pick(listQuery(filters), CATEGORY_QUERY_KEYS);
  return call(msg('categoryFailed'), carListResponseSchema, options, (signal) =>
    client.GET('/api/cars/{idOrCategory}', {
      params: { path: { idOrCategory: slug }, query: { ...query, _t: stamp() } },
      signal,
    }),
  );
}

async function listByBrand(brand: string, filters: CarFilters = {}, options: CallOptions = {}): Promise<CarList> {
  const query = pick(listQuery(filters), BRAND_QUERY_KEYS);
  return call(msg('brandFailed'), carListResponseSchema, options, (signal) =>
    client.GET('/api/cars/brand/{brand}', {
      params: { path: { brand: brand.trim() }, query: { ...query, _t: stamp() } },
      signal,
    }),
  );
}

/** GET /api/cars/brands: every brand of the active fleet with its count, sorted by name (the /cars Brand filter). */
async function listBrands(options: CallOptions = {}): Promise<BrandCount[]> {
  const body = await call(msg('brandsFailed'), brandListResponseSchema, options, (signal) =>
    client.GET('/api/cars/brands', { params: { query: { _t: stamp() } }, signal }),
  );
  return body.data;
}

/** One car; when the server answers with an array the first element is the car (SPEC §7). */
async function getCar(id: string, options: CallOptions = {}): Promise<Car> {
  const carId = assertCarId(id, msg('invalidCarId'));
  const body = await call(msg('carNotFound'), carOrArrayResponseSchema, options, (signal) =>
    client.GET('/api/cars/{idOrCategory}', { params: { path: { idOrCategory: carId }, query: { _t: stamp() } }, signal }),
  );
  const car = Array.isArray(body.data) ? body.data[0] : body.data;
  // An empty array names no car: the detail page shows its "Car Not Found" state.
  if (!car) throw new ApiError(msg('carNotFound'), 404);
  return car;
}

async function listRelated(id: string, limit: number = RELATED_LIMIT, options: CallOptions = {}): Promise<Car[]> {
  const carId = assertCarId(id, msg('invalidRelatedId'));
  const body = await call(msg('relatedFailed'), carArrayResponseSchema, options, (signal) =>
    client.GET('/api/cars/{id}/related', { params: { path: { id: carId }, query: { limit, _t: stamp() } }, signal }),
  );
  return body.data;
}

/** Count one view; resolves with the server's new count. */
async function incrementView(id: string, options: CallOptions = {}): Promise<number> {
  const carId = assertCarId(id, msg('invalidViewId'));
  const body = await call(msg('viewCountFailed'), viewCountResponseSchema, options, (signal) =>
    client.POST('/api/cars/{id}/increment-view', { params: { path: { id: carId }, query: { _t: stamp() } }, signal }),
  );
  return body.data.viewCount;
}

/** Autocomplete suggestions; fewer than 2 characters gives [] without a call (SPEC §5). */
async function searchCars(text: string, options: CallOptions = {}): Promise<Car[]> {
  const q = text.trim();
  if (q.length < AUTOCOMPLETE_MIN_CHARS) return [];
  const body = await call(msg('fetchCarsFailed'), carArrayResponseSchema, options, (signal) =>
    client.GET('/api/car/search/{text}', { params: { path: { text: q }, query: { _t: stamp() } }, signal }),
  );
  return body.data;
}

/**
 * The home page's featured fetch with its own rules (SPEC §8): plain fetch; a non-OK status gives
 * 'HTTP error! status: {code}'; a body without `success: true` and a `data` array of cars gives
 * 'Invalid response format'. It still keeps the public gap, deadline and `_t`.
 */
async function fetchHomeFeatured(limit: number = FEATURED_LIMIT, options: CallOptions = {}): Promise<Car[]> {
  const { signal } = options;
  let deadline: ReturnType<typeof withDeadline> | undefined;
  try {
    await gap.wait(signal);
    deadline = withDeadline(PUBLIC_TIMEOUT_MS, signal);
    const url = new URL(apiUrl('/api/cars/featured'));
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('_t', String(stamp()));
    const res = await globalThis.fetch(url, { signal: deadline.signal, headers: { Accept: 'application/json' } });
    if (!res.ok) {
      throw new ApiError(
        msg('httpError', res.status),
        res.status,
        res.status === 429 ? parseRetryAfter(res.headers.get('Retry-After')) : undefined,
      );
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch (err) {
      if (deadline.timedOut || signal?.aborted) throw err;
      throw new ApiError(msg('invalidResponseFormat'), res.status);
    }
    const parsed = carArrayResponseSchema.safeParse(json);
    if (!parsed.success || parsed.data.success !== true) throw new ApiError(msg('invalidResponseFormat'), res.status);
    return parsed.data.data;
  } catch (err) {
    if (err instanceof ApiError || err instanceof AbortFailure) throw toHomeFeaturedError(err);
    if (deadline?.timedOut) throw toHomeFeaturedError(new TimeoutFailure('No response', { cause: err }));
    if (signal?.aborted) throw toHomeFeaturedError(new AbortFailure('Request aborted', { cause: err }));
    throw toHomeFeaturedError(err);
  } finally {
    deadline?.clear();
  }
}

// ---- Issue 19: the contact form's send and the demand beacon.

/**
 * A 400 of POST /api/enquiries that names the field it refused: the form shows its own words for that field beside
 * it (the server's English is never shown on an Arabic page). `field` is the contract's name (EnquiryInput).
 */
export class FieldRejection extends ApiError {
  constructor(
    error: ApiError,
    readonly field: string,
  ) {
    super(error.descriptor, error.status, error.retryAfter, error.serverMessage);
    this.cause = error;
  }
}

/** The `field` of an error body, if it names one. */
function fieldOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'field' in body) {
    const field = (body as { field: unknown }).field;
    if (typeof field === 'string' && field !== '') return field;
  }
  return undefined;
}

/**
 * POST /api/enquiries: resolves with the reference once the server stored the enquiry. Failures map like every public
 * call (a 429 carries Retry-After: the caller waits it out); a 400 naming a field is a FieldRejection.
 */
async function createEnquiry(input: EnquiryInput, options: CallOptions = {}): Promise<{ reference: string }> {
  let refused: string | undefined;
  try {
    const body = await call(msg('contactFailureText'), enquiryCreatedResponseSchema, options, async (signal) => {
      const result = await client.POST('/api/enquiries', { body: input, signal });
      refused = result.response.status === 400 ? fieldOf(result.error) : undefined;
      return result;
    });
    return { reference: body.data.reference };
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && refused !== undefined) throw new FieldRejection(err, refused);
    throw err;
  }
}

/** The contract's cap on the cars one press names (DemandInput.carIds maxItems). */
const DEMAND_MAX_CARS = 24;

/**
 * Counts a WhatsApp or call press (POST /api/demand): the cars, the channel and the place, nothing about the person.
 * A beacon: navigator.sendBeacon with the JSON as text/plain (a "simple" request, no CORS preflight, and it survives
 * the page being left for wa.me), else fetch with keepalive. Never throws, never awaited, never retried: a lost beacon
 * only makes the count a lower bound (docs/decisions/016).
 */
export function recordDemand({ channel, carIds, place }: DemandInput): void {
  try {
    const ids = [...new Set(carIds)].slice(0, DEMAND_MAX_CARS);
    if (ids.length === 0) return;
    const body = JSON.stringify({ channel, carIds: ids, place });
    const url = apiUrl('/api/demand');
    const type = 'text/plain;charset=UTF-8';
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type }))) return;
    void globalThis.fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': type } }).catch(() => undefined);
  } catch {
    // A press is never held up by its count.
  }
}

export const publicApi = {
  listCars,
  listFeatured,
  listByCategory,
  listByBrand,
  listBrands,
  getCar,
  listRelated,
  incrementView,
  searchCars,
  fetchHomeFeatured,
  createEnquiry,
};
export type PublicApi = typeof publicApi;
