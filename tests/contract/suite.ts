import { ACCESS_TOKEN_TTL_MS } from '../../domain/rules';
/**
 * The contract suite: every operation of openapi.yaml, run against one backend (the subject) and, when a reference
 * backend is given (the mock, for the server files), the same request on the reference in the same test, with
 * `expect(normalize(subject)).toEqual(normalize(reference))` on every answer. Only what legitimately differs is
 * normalized away: tokens, cookie values, ids and timestamps of records a test wrote, upload file names, enquiry
 * references (random by design; the enquiry tests assert each side's own). The seeded
 * fleet is the same on both backends (server/db/demo-fleet.json is the mock's seed), so ids, order, counts and
 * every field of the seeded cars are compared as they are.
 *
 * Besides the comparison, each test asserts the contract's values on the subject itself (statuses, messages, field
 * names, and the ids and order of lists as the seed file says they must be), so the mock's own run proves something.
 * Where the server is deliberately stricter than the mock, the test says so and asserts each backend's behaviour.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fold } from '../../domain/ids';
import { RELATED_LIMIT } from '../../src/config/constants';
import { fleetStats } from '../../domain/stats';
import type { AdminUser, Car, CarInput } from '../../domain/types';
import { carInput } from '../../mocks/test-helpers';
import { ADMIN_LIST_LIMIT, CAR_STATUSES, FEATURED_LIMIT, LIST_PAGE_SIZE, UPLOAD_MAX_BYTES } from '../../src/config/constants';
import { CookieJar, ORIGIN, type Backend, type SetCookie } from './backends';
import { defineEnquiryContract } from './enquiries.suite';
import { ACTIVE, ADMIN, ADMIN_ID, FLEET, INACTIVE, SEED_IDS, SEED_TIMES, STAFF, UNKNOWN_ID } from './seed';


const byNewest = (a: Car, b: Car) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
const newest = (cars: readonly Car[]) => [...cars].sort(byNewest);
const oldest = (cars: readonly Car[]) => [...cars].sort((a, b) => -byNewest(a, b));
const popular = (cars: readonly Car[]) => [...cars].sort((a, b) => b.viewCount - a.viewCount || byNewest(a, b));
const ids = (cars: readonly { _id: string }[]) => cars.map((c) => c._id);

type CarList = { success: boolean; message: string; data: Car[]; total: number; currentPage: number; totalPages: number; hasNextPage: boolean; hasPrevPage: boolean };
type CarArray = { success: boolean; message: string; data: Car[] };
type CarBody = { success: boolean; message: string; data: Car };
export type ErrorBody = { success: false; message: string; field?: string };
type LoginBody = { success: boolean; message: string; accessToken: string; user: AdminUser };
type UploadBody = { success: boolean; message: string; result: { url: string; fileName: string; size: number; contentType: string } };

// ---------------------------------------------------------------------------------------------------------------
// One backend as a test drives it: its cookie jar, its tokens, and the aliases of the ids it made.

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  /** JSON when the answer is JSON; the bytes otherwise. */
  body: T;
  cookies: SetCookie[];
}

export interface Call {
  method?: string;
  /** Sent as application/json. */
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** A token of this side (login() stores them by role) or a literal Bearer token. */
  auth?: 'admin' | 'staff' | { bearer: string };
  /** The Cookie header: the jar's (default), exactly this one, or none. */
  cookie?: string | false;
}

export class Side {
  readonly jar = new CookieJar();
  readonly tokens: Partial<Record<'admin' | 'staff', string>> = {};
  private readonly aliases = new Map<string, string>();

  constructor(readonly backend: Backend) {}

  get name(): string {
    return this.backend.name;
  }

  get isMock(): boolean {
    return this.backend.name === 'mock';
  }

  async reset(): Promise<void> {
    await this.backend.reset();
    this.jar.clear();
    delete this.tokens.admin;
    delete this.tokens.staff;
    this.aliases.clear();
  }

  /** `<new#n>`: the n-th id this side made in the test (the other side makes its own in the same order). */
  alias(id: string): string {
    let alias = this.aliases.get(id);
    if (!alias) {
      alias = `<new#${this.aliases.size + 1}>`;
      this.aliases.set(id, alias);
      this.ids.set(alias, id);
    }
    return alias;
  }

  private readonly ids = new Map<string, string>();

  /**
   * A request written with the ids `other` made (a test reads them from the subject's answers), rewritten with the
   * ids this side made in their place: `/api/cars/<subject's new car>` becomes `/api/cars/<this side's new car>`.
   */
  translate<T>(value: T, other: Side): T {
    if (other === this) return value;
    if (typeof value === 'string') {
      return value.replace(/[a-f0-9]{24}/g, (id) => {
        const alias = other.aliases.get(id);
        return (alias && this.ids.get(alias)) ?? id;
      }) as T;
    }
    if (Array.isArray(value)) return value.map((v: unknown) => this.translate(v, other)) as T;
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.translate(v, other)])) as T;
    }
    return value;
  }

  async api<T = unknown>(path: string, call: Call = {}): Promise<Answer<T>> {
    const headers = new Headers(call.headers);
    let body = call.body;
    if (call.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(call.json);
    }
    if (call.auth) {
      const token = typeof call.auth === 'string' ? this.tokens[call.auth] : call.auth.bearer;
      if (!token) throw new Error(`${this.name}: no ${String(call.auth)} token (log in first)`);
      headers.set('Authorization', `Bearer ${token}`);
    }
    const cookie = call.cookie === undefined ? this.jar.header(path) : call.cookie;
    if (cookie) headers.set('Cookie', cookie);
    const response = await this.backend.request(path, { method: call.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
    const cookies = this.jar.store(response);
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? ((await response.json()) as T) : (new Uint8Array(await response.arrayBuffer()) as T);
    return { status: response.status, headers: response.headers, body: parsed, cookies };
  }

  async login(account: { email: string; password: string }, role: 'admin' | 'staff' = 'admin'): Promise<string> {
    const res = await this.api<LoginBody>('/api/auth/admin/login', { json: account });
    if (res.status !== 200) throw new Error(`${this.name}: login failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.tokens[role] = res.body.accessToken;
    return res.body.accessToken;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Normalization: only what legitimately differs between two backends answering the same requests.

const OBJECT_ID = /^[a-f0-9]{24}$/;
/** An enquiry's reference (LD- and five characters), random on every backend. */
export const REFERENCE = /^LD-[0-9A-Z]{5}$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
/** An upload's url or file name; the extension is the format each backend stores (see the upload tests). */
const UPLOAD_NAME = /^(?<origin>https?:\/\/[^/]+)?(?<prefix>\/uploads\/)?(?<id>[a-f0-9]{24})\.(?:png|jpe?g|webp)$/;

function scrub(value: unknown, side: Side, key?: string): unknown {
  if (value instanceof Uint8Array) return `<${value.byteLength} bytes>`;
  if (Array.isArray(value)) return value.map((v) => scrub(v, side));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, side, k)]));
  }
  if (typeof value !== 'string') return value;
  if (key === 'accessToken') return '<token>';
  if (OBJECT_ID.test(value)) return SEED_IDS.has(value) ? value : side.alias(value);
  if (ISO_TIME.test(value)) return SEED_TIMES.has(value) ? value : '<time of this test>';
  if (REFERENCE.test(value)) return '<reference>';
  const upload = UPLOAD_NAME.exec(value)?.groups;
  if (upload?.id && (upload.prefix || key === 'fileName')) return `${upload.origin ?? ''}${upload.prefix ?? ''}${side.alias(upload.id)}.<image>`;
  return value;
}

function normalizeCookie(c: SetCookie) {
  const attributes = { ...c.attributes };
  // A refreshed cookie lives as long as its session has left, counted by each backend's own clock (the test server's
  // stands still, the mock's runs): the seconds are asserted in the refresh tests, not compared.
  if (Number(attributes['max-age']) > 0) attributes['max-age'] = '<seconds left>';
  return { name: c.name, value: c.value === '' ? '' : '<value>', attributes };
}

export function normalize(answer: Answer, side: Side): unknown {
  const type = answer.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? null;
  return {
    status: answer.status,
    type: type?.startsWith('image/') ? 'image/*' : type,
    retryAfter: answer.headers.get('retry-after'),
    body: scrub(answer.body, side),
    cookies: answer.cookies.map(normalizeCookie),
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** A small real PNG (64×48), made by sharp: what an admin's camera roll would hold, but tiny. */
async function makePng(): Promise<Uint8Array<ArrayBuffer>> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 201, g: 162, b: 39 } } })
    .png()
    .toBuffer();
  const bytes = new Uint8Array(data.byteLength);
  bytes.set(data);
  return bytes;
}

function form(file: Blob, name: string, field = 'file'): FormData {
  const data = new FormData();
  data.append(field, file, name);
  return data;
}

export interface ContractSuiteOptions {
  /** A second backend answering the same requests in the same tests; its answers must equal the subject's. */
  compareWith?: () => Promise<Backend>;
}

export function defineContractSuite(makeBackend: () => Promise<Backend>, options: ContractSuiteOptions = {}): void {
  let subject: Side;
  let reference: Side | undefined;
  const sides = () => (reference ? [subject, reference] : [subject]);

  beforeAll(async () => {
    subject = new Side(await makeBackend());
    if (options.compareWith) reference = new Side(await options.compareWith());
  }, 120_000);
  beforeEach(async () => {
    for (const side of sides()) await side.reset();
  });
  afterAll(async () => {
    await subject?.backend.close();
    await reference?.backend.close();
  });

  /**
   * One step on every side, in turn; the answers must be equal once normalized. Answers the subject's answer (the
   * explicit assertions of each test are about the subject).
   */
  async function both<T = unknown>(step: (s: Side) => Promise<Answer<T>>, label = '', norm: (a: Answer, s: Side) => unknown = normalize): Promise<Answer<T>> {
    const mine = await step(subject);
    if (reference) {
      const theirs = await step(reference);
      expect(norm(mine as Answer, subject), `${label} ${subject.name} vs ${reference.name}`.trim()).toEqual(norm(theirs as Answer, reference));
    }
    return mine;
  }
  /** A request on every side (ids the subject made are translated into the other side's), compared. */
  const call = <T = unknown>(path: string, c: Call = {}) =>
    both<T>(
      (s) => s.api<T>(s.translate(path, subject), c.json === undefined ? c : { ...c, json: s.translate(c.json, subject) }),
      `${c.method ?? (c.json === undefined && c.body === undefined ? 'GET' : 'POST')} ${path}`,
    );
  /** A step on every side that answers nothing to compare (setup, or assertions that differ on purpose). */
  async function each(step: (s: Side) => Promise<void>): Promise<void> {
    for (const side of sides()) await step(side);
  }
  const loginAll = (account = ADMIN, role: 'admin' | 'staff' = 'admin') => each(async (s) => void (await s.login(account, role)));

  function expectList(body: CarList, expected: readonly Car[], page = 1, limit = LIST_PAGE_SIZE) {
    const totalPages = Math.ceil(expected.length / limit);
    expect(body).toMatchObject({ success: true, message: 'Cars retrieved successfully', total: expected.length, currentPage: page, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 });
    expect(ids(body.data)).toEqual(ids(expected.slice((page - 1) * limit, page * limit)));
  }

  function expectError(res: Answer, status: number, message: string | RegExp, field?: string) {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    const body = res.body as ErrorBody;
    expect(body.success).toBe(false);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    if (field === undefined) expect(body).not.toHaveProperty('field');
    else expect(body.field).toBe(field);
  }

  // =============================================================================================================
  describe('public: GET /api/cars', () => {
    it('answers the first page of active cars, newest first, with every list field', async () => {
      const res = await call<CarList>('/api/cars?_t=1732460000000');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expectList(res.body, newest(ACTIVE));
      expect(res.body.data[0]).toEqual(newest(ACTIVE)[0]);
    });

    it('pages through the list; a page beyond the last is empty', async () => {
      const last = Math.ceil(ACTIVE.length / 10);
      expectList((await call<CarList>('/api/cars?page=2&limit=10')).body, newest(ACTIVE), 2, 10);
      expectList((await call<CarList>(`/api/cars?page=${last}&limit=10`)).body, newest(ACTIVE), last, 10);
      const beyond = await call<CarList>(`/api/cars?page=${last + 1}&limit=10`);
      expect(beyond.body).toMatchObject({ data: [], total: ACTIVE.length, currentPage: last + 1, hasNextPage: false, hasPrevPage: true });
      expectList((await call<CarList>('/api/cars?limit=100')).body, newest(ACTIVE), 1, 100);
    });

    const filters: [string, (c: Car) => boolean][] = [
      ['brand=ferrari', (c) => c.brand === 'Ferrari'],
      ['brand=rolls-royce', (c) => c.brand === 'Rolls Royce'],
      ['brand=Rolls-royce', (c) => c.brand === 'Rolls Royce'],
      ['brand=ferrari,BMW', (c) => c.brand === 'Ferrari' || c.brand === 'BMW'],
      ['category=suv', (c) => c.category === 'SUV'],
      ['category=Sports,coupe', (c) => c.category === 'Sports' || c.category === 'Coupe'],
      ['category=all', () => true],
      ['transmission=Manual', (c) => c.transmission === 'Manual'],
      ['transmission=semi-automatic', (c) => c.transmission === 'Semi-Automatic'],
      ['fuelType=Electric,Hybrid', (c) => c.fuelType === 'Electric' || c.fuelType === 'Hybrid'],
      ['seats=7', (c) => c.seats === 7],
      ['seats=2,4', (c) => c.seats === 2 || c.seats === 4],
      ['year=2023', (c) => c.year === 2023],
      ['status=available', (c) => c.status === 'available'],
      [`status=${encodeURIComponent('not available')}`, (c) => c.status === 'not available'],
      ['status=inactive', (c) => c.status === 'not available'],
      ['status=unavailable', (c) => c.status === 'not available'],
      ['status=rented,maintenance', (c) => c.status === 'rented' || c.status === 'maintenance'],
      ['brand=ferrari&category=sports', (c) => c.brand === 'Ferrari' && c.category === 'Sports'],
      ['priceMin=100&priceMax=5000', () => true],
    ];
    it.each(filters)('filters: %s', async (query, pick) => {
      const res = await call<CarList>(`/api/cars?${query}&limit=100`);
      expect(res.status).toBe(200);
      const expected = ACTIVE.filter(pick);
      expect(expected.length, 'the seed has cars for this filter').toBeGreaterThan(0);
      expectList(res.body, newest(expected), 1, 100);
    });

    it('filters that match nothing answer an empty page', async () => {
      const res = await call<CarList>('/api/cars?brand=trabant');
      expect(res.body).toMatchObject({ success: true, data: [], total: 0, totalPages: 0, currentPage: 1, hasNextPage: false, hasPrevPage: false });
    });

    it('searches name, brand, model and category, case- and accent-insensitively, every term', async () => {
      const search = async (text: string) => (await call<CarList>(`/api/cars?search=${encodeURIComponent(text)}&limit=100`)).body;
      expect((await search('huracan')).data.map((c) => c.model).sort()).toEqual(['Huracán EVO Spyder', 'Huracán STO']);
      expect((await search('HURACÁN')).total).toBe(2);
      const convertible = await search('convertible');
      expect(ids(convertible.data)).toEqual(ids(newest(ACTIVE.filter((c) => fold(`${c.name} ${c.brand} ${c.model} ${c.category}`).includes('convertible')))));
      expect((await search('rolls cullinan')).data.map((c) => c.name)).toEqual(['Rolls Royce Cullinan']);
      expect((await search('trabant')).total).toBe(0);
      expect((await search('  ')).total).toBe(ACTIVE.length);
      expect((await search('all')).total).toBe(ACTIVE.length);
      expect((await search('100%')).total).toBe(0);
    });

    it('sorts newest, oldest and popular', async () => {
      expectList((await call<CarList>('/api/cars?sort=newest&limit=100')).body, newest(ACTIVE), 1, 100);
      expectList((await call<CarList>('/api/cars?sort=oldest&limit=100')).body, oldest(ACTIVE), 1, 100);
      expectList((await call<CarList>('/api/cars?sort=popular&limit=100')).body, popular(ACTIVE), 1, 100);
      expectList((await call<CarList>('/api/cars?sort=popular&category=suv&page=2&limit=3')).body, popular(ACTIVE.filter((c) => c.category === 'SUV')), 2, 3);
    });

    const invalid: [string, string][] = [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['sort=cheapest', 'sort'],
      ['seats=two', 'seats'],
      ['seats=0', 'seats'],
      ['year=1800', 'year'],
      ['priceMin=-1', 'priceMin'],
    ];
    it.each(invalid)('answers 400 naming the field: %s', async (query, field) => {
      const res = await call(`/api/cars?${query}`);
      expectError(res, 400, new RegExp(`^${field}: `), field);
    });
  });

  // =============================================================================================================
  describe('public: featured, brand and category lists', () => {
    const FEATURED = newest(ACTIVE.filter((c) => c.isFeatured));

    it('GET /api/cars/featured: featured active cars newest first, 6 by default, honouring limit', async () => {
      const res = await call<CarArray>('/api/cars/featured?_t=1');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(ids(res.body.data)).toEqual(ids(FEATURED.slice(0, FEATURED_LIMIT)));
      expect(ids((await call<CarArray>('/api/cars/featured?limit=2')).body.data)).toEqual(ids(FEATURED.slice(0, 2)));
      expect(ids((await call<CarArray>('/api/cars/featured?limit=50')).body.data)).toEqual(ids(FEATURED));
      expectError(await call('/api/cars/featured?limit=0'), 400, /^limit: /, 'limit');
      expectError(await call('/api/cars/featured?limit=51'), 400, /^limit: /, 'limit');
    });

    it("GET /api/cars/brand/{brand}: one brand, case-insensitive, 'rolls-royce' folds to Rolls Royce", async () => {
      const rolls = newest(ACTIVE.filter((c) => c.brand === 'Rolls Royce'));
      expectList((await call<CarList>('/api/cars/brand/rolls-royce')).body, rolls);
      expectList((await call<CarList>(`/api/cars/brand/${encodeURIComponent('Rolls Royce')}`)).body, rolls);
      const suv = await call<CarList>('/api/cars/brand/ROLLS-ROYCE?category=suv');
      expect(suv.body.data.map((c) => c.model)).toEqual(['Cullinan']);
      expectList((await call<CarList>('/api/cars/brand/ferrari?sort=popular&limit=2&page=2')).body, popular(ACTIVE.filter((c) => c.brand === 'Ferrari')), 2, 2);
      expect((await call<CarList>('/api/cars/brand/trabant')).body).toMatchObject({ data: [], total: 0 });
      expectError(await call('/api/cars/brand/ferrari?sort=fastest'), 400, /^sort: /, 'sort');
    });

    it('GET /api/cars/brands: every brand of the active fleet with its count, sorted by name (not taken for a car id)', async () => {
      const res = await call<{ success: boolean; message: string; data: Array<{ brand: string; count: number }> }>('/api/cars/brands?_t=1');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Brands retrieved successfully' });
      const counts = new Map<string, number>();
      for (const car of ACTIVE) counts.set(car.brand, (counts.get(car.brand) ?? 0) + 1);
      const expected = [...counts].map(([brand, count]) => ({ brand, count })).sort((a, b) => (a.brand.toLowerCase() < b.brand.toLowerCase() ? -1 : 1));
      expect(res.body.data).toEqual(expected);
    });

    it('GET /api/cars/{category}: a category slug lists that category (case-insensitive)', async () => {
      const luxury = newest(ACTIVE.filter((c) => c.category === 'Luxury'));
      expectList((await call<CarList>('/api/cars/Luxury?limit=100')).body, luxury, 1, 100);
      expectList((await call<CarList>('/api/cars/luxury')).body, luxury);
      for (const slug of ['sports', 'suv', 'sedan', 'convertible', 'coupe']) {
        const res = await call<CarList>(`/api/cars/${slug}?limit=100`);
        expectList(res.body, newest(ACTIVE.filter((c) => fold(c.category) === slug)), 1, 100);
      }
      const bmwSuv = await call<CarList>('/api/cars/suv?brand=bmw&sort=oldest');
      expectList(bmwSuv.body, oldest(ACTIVE.filter((c) => c.category === 'SUV' && c.brand === 'BMW')));
      expectError(await call('/api/cars/sports?limit=1000'), 400, /^limit: /, 'limit');
      // Hatchback is a category of the admin form, not a public category page: the segment is then a (bad) car id.
      expectError(await call('/api/cars/hatchback'), 400, 'Valid car ID is required', 'id');
    });
  });

  // =============================================================================================================
  describe('public: one car, related cars, views, suggestions', () => {
    it('GET /api/cars/{id}: the car, every field as seeded', async () => {
      for (const car of [ACTIVE[0]!, ACTIVE[3]!, ACTIVE.at(-1)!]) {
        const res = await call<CarBody>(`/api/cars/${car._id}?_t=2`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: 'Car retrieved successfully', data: car });
      }
    });

    it("answers 404 'Car not found' for an unknown or inactive car, 400 'Valid car ID is required' for a bad id", async () => {
      const missing = await call(`/api/cars/${UNKNOWN_ID}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'Car not found' });
      for (const car of INACTIVE) expect((await call(`/api/cars/${car._id}`)).body).toEqual({ success: false, message: 'Car not found' });
      for (const bad of ['123', 'undefined', 'null', 'all', 'ZZZZZZZZZZZZZZZZZZZZZZZZ', `${UNKNOWN_ID}0`, 'AAAAAAAAAAAAAAAAAAAAAAAA']) {
        expectError(await call(`/api/cars/${bad}`), 400, 'Valid car ID is required', 'id');
      }
    });

    it('GET /api/cars/{id}/related: same category or brand, closest first then most viewed, never the car itself', async () => {
      const related = (car: Car, limit: number) => {
        const closeness = (c: Car) => Number(c.category === car.category) + Number(c.brand === car.brand);
        return popular(ACTIVE)
          .filter((c) => c._id !== car._id && closeness(c) > 0)
          .sort((a, b) => closeness(b) - closeness(a))
          .slice(0, limit);
      };
      const cullinan = ACTIVE.find((c) => c.model === 'Cullinan')!;
      const res = await call<CarArray>(`/api/cars/${cullinan._id}/related?_t=3`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Related cars retrieved successfully');
      expect(ids(res.body.data)).toEqual(ids(related(cullinan, RELATED_LIMIT)));
      expect(ids((await call<CarArray>(`/api/cars/${cullinan._id}/related?limit=6`)).body.data)).toEqual(ids(related(cullinan, 6)));
      for (const car of [ACTIVE[0]!, ACTIVE[10]!, ACTIVE[20]!]) {
        expect(ids((await call<CarArray>(`/api/cars/${car._id}/related?limit=20`)).body.data)).toEqual(ids(related(car, 20)));
      }
      expectError(await call(`/api/cars/${cullinan._id}/related?limit=21`), 400, /^limit: /, 'limit');
      expectError(await call('/api/cars/nope/related'), 400, 'Valid car ID is required', 'id');
      expectError(await call(`/api/cars/${UNKNOWN_ID}/related`), 404, 'Car not found');
      expectError(await call(`/api/cars/${INACTIVE[0]!._id}/related`), 404, 'Car not found');
    });

    it('POST /api/cars/{id}/increment-view: counts a visitor once per car per Dubai day, and answers the count', async () => {
      const car = ACTIVE[5]!;
      const other = ACTIVE[6]!;
      const view = (id: string) => call<{ success: boolean; message: string; data: { viewCount: number } }>(`/api/cars/${id}/increment-view?_t=4`, { method: 'POST' });
      const first = await view(car._id);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, message: 'View count updated', data: { viewCount: car.viewCount + 1 } });
      // A reload the same day does not inflate 'Most viewed'; another car is counted on its own.
      const second = await view(car._id);
      expect(second.body).toEqual({ success: true, message: 'View count updated', data: { viewCount: car.viewCount + 1 } });
      expect((await view(other._id)).body.data.viewCount).toBe(other.viewCount + 1);
      expect((await call<CarBody>(`/api/cars/${car._id}`)).body.data.viewCount).toBe(car.viewCount + 1);
      // The next day the same visitor counts again, once.
      await each(async (s) => s.backend.advance(24 * 60 * 60_000));
      expect((await view(car._id)).body.data.viewCount).toBe(car.viewCount + 2);
      expect((await view(car._id)).body.data.viewCount).toBe(car.viewCount + 2);
      expect((await call<CarBody>(`/api/cars/${car._id}`)).body.data.viewCount).toBe(car.viewCount + 2);
      expectError(await call('/api/cars/all/increment-view', { method: 'POST' }), 400, 'Valid car ID is required', 'id');
      expectError(await call(`/api/cars/${UNKNOWN_ID}/increment-view`, { method: 'POST' }), 404, 'Car not found');
      expectError(await call(`/api/cars/${INACTIVE[0]!._id}/increment-view`, { method: 'POST' }), 404, 'Car not found');
    });

    it('views reorder the popular list', async () => {
      const order = popular(ACTIVE);
      // The closest neighbours in popularity: a few views put the second ahead of the first.
      let at = 0;
      for (let i = 1; i < order.length - 1; i++) if (order[i]!.viewCount - order[i + 1]!.viewCount < order[at]!.viewCount - order[at + 1]!.viewCount) at = i;
      const [ahead, behind] = [order[at]!, order[at + 1]!];
      const views = ahead.viewCount - behind.viewCount + 1;
      // One view a day per visitor: a day passes between views.
      for (let i = 0; i < views; i++) {
        await call(`/api/cars/${behind._id}/increment-view`, { method: 'POST' });
        await each(async (s) => s.backend.advance(24 * 60 * 60_000));
      }
      const res = await call<CarList>('/api/cars?sort=popular&limit=100');
      const moved = popular(ACTIVE.map((c) => (c._id === behind._id ? { ...c, viewCount: c.viewCount + views } : c)));
      expect(ids(res.body.data)).toEqual(ids(moved));
      expect(ids(res.body.data).indexOf(behind._id)).toBeLessThan(ids(res.body.data).indexOf(ahead._id));
    });

    it('GET /api/car/search/{text}: up to 8 active cars, those starting with the text first, then the most viewed', async () => {
      const suggest = (text: string) => {
        const terms = fold(text).split(' ');
        const haystack = (c: Car) => fold(`${c.name} ${c.brand} ${c.model} ${c.category}`);
        const starts = (c: Car) => Number([c.name, c.brand, c.model].some((f) => fold(f).startsWith(terms[0]!)));
        return popular(ACTIVE.filter((c) => terms.every((t) => haystack(c).includes(t))))
          .sort((a, b) => starts(b) - starts(a))
          .slice(0, 8);
      };
      for (const text of ['ferrari', 'suv', 'Martin DBX', 'sf90', 'rolls', 'GT', 'coupe', 'mercedes amg', 'Huracán', 'trabant']) {
        const res = await call<CarArray>(`/api/car/search/${encodeURIComponent(text)}?_t=5`);
        expect(res.status, text).toBe(200);
        expect(res.body.success).toBe(true);
        expect(res.body.message).toBe('Search results retrieved successfully');
        expect(ids(res.body.data), text).toEqual(ids(suggest(text)));
      }
      expect((await call<CarArray>('/api/car/search/suv')).body.data).toHaveLength(8);
      expect((await call<CarArray>(`/api/car/search/${encodeURIComponent('Martin DBX')}`)).body.data.map((c) => c.model)).toEqual(['DBX707']);
    });

    it('search answers 400 naming `text` below 2 characters', async () => {
      for (const text of ['f', ' f ', '%20']) {
        expectError(await call(`/api/car/search/${text === '%20' ? text : encodeURIComponent(text)}`), 400, 'text: must be at least 2 characters', 'text');
      }
    });
  });

  // =============================================================================================================
  describe('auth: login, check-auth, refresh, logout', () => {
    it('login signs the admin in: token, user, and an HttpOnly refresh cookie on /api/auth', async () => {
      const res = await call<LoginBody>('/api/auth/admin/login', { json: ADMIN });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Login successful',
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        user: { id: ADMIN_ID, email: ADMIN.email, name: 'Fleet Administrator', role: 'admin' },
      });
      expect(res.cookies).toHaveLength(1);
      const cookie = res.cookies[0]!;
      expect(cookie.name).toBe('refreshToken');
      expect(cookie.value).toMatch(/^[\w-]{32,}$/);
      expect(cookie.attributes).toMatchObject({ path: '/api/auth', httponly: '', samesite: 'Strict', 'max-age': String(7 * 24 * 3600) });
      expect(cookie.attributes).not.toHaveProperty('secure'); // plain http
    });

    it('login takes the e-mail in any case; the staff account signs in as role staff', async () => {
      expect((await call('/api/auth/admin/login', { json: { email: 'ADMIN@Example.com', password: ADMIN.password } })).status).toBe(200);
      const staff = await call<LoginBody>('/api/auth/admin/login', { json: STAFF });
      expect(staff.body.user).toMatchObject({ email: STAFF.email, name: 'Showroom Staff', role: 'staff' });
    });

    it('login answers 401 for a wrong password or an unknown account, with no cookie', async () => {
      for (const json of [{ email: ADMIN.email, password: 'admin124' }, { email: 'nobody@example.com', password: ADMIN.password }, { email: STAFF.email, password: ADMIN.password }]) {
        const res = await call('/api/auth/admin/login', { json });
        expectError(res, 401, 'Invalid email or password');
        expect(res.cookies).toEqual([]);
      }
    });

    it('login answers 400 naming the field for a malformed body', async () => {
      expectError(await call('/api/auth/admin/login', { json: { email: 'admin', password: 'x' } }), 400, 'email: must be a valid e-mail address', 'email');
      expectError(await call('/api/auth/admin/login', { json: { email: ADMIN.email } }), 400, 'password: is required', 'password');
      expectError(await call('/api/auth/admin/login', { json: { password: 'x' } }), 400, 'email: is required', 'email');
      expectError(await call('/api/auth/admin/login', { json: { email: ADMIN.email, password: '' } }), 400, 'password: is required', 'password');
      expectError(await call('/api/auth/admin/login', { json: [1, 2] }), 400, 'body: must be a JSON object', 'body');
      expectError(await call('/api/auth/admin/login', { body: '{oops', headers: { 'Content-Type': 'application/json' } }), 400, 'Request body must be valid JSON', 'body');
    });

    it('check-auth answers the user behind a token; 401 without one or with a forged one', async () => {
      await loginAll(STAFF, 'staff');
      const res = await call('/api/auth/check-auth', { auth: 'staff' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'User is authenticated', user: { id: expect.stringMatching(/^[a-f0-9]{24}$/), email: STAFF.email, name: 'Showroom Staff', role: 'staff' } });
      expect(res.cookies).toEqual([]);
      expectError(await call('/api/auth/check-auth'), 401, 'Access token required');
      expectError(await call('/api/auth/check-auth', { headers: { Authorization: 'Basic YWRtaW46YWRtaW4xMjM=' } }), 401, 'Access token required');
      expectError(await call('/api/auth/check-auth', { auth: { bearer: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' } }), 401, 'Invalid or expired token');
      expectError(await call('/api/auth/check-auth', { auth: { bearer: 'forged' } }), 401, 'Invalid or expired token');
    });

    it('the access token expires after ACCESS_TOKEN_TTL_MS (35 minutes) by the backend clock; refresh with the cookie issues a working one', async () => {
      await loginAll();
      await each(async (s) => s.backend.advance(ACCESS_TOKEN_TTL_MS - 1_000));
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
      await each(async (s) => s.backend.advance(2_000));
      expectError(await call('/api/auth/check-auth', { auth: 'admin' }), 401, 'Invalid or expired token');
      const renewed = await both(async (s) => {
        const res = await s.api<{ accessToken: string }>('/api/auth/refresh-token', { method: 'POST' });
        s.tokens.admin = res.body.accessToken;
        return res;
      }, 'refresh');
      expect(renewed.status).toBe(200);
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
    });

    it('refresh-token exchanges the refresh cookie for a working access token', async () => {
      await loginAll();
      const before = subject.tokens.admin;
      const res = await both(async (s) => {
        const answer = await s.api<{ success: boolean; message: string; accessToken: string }>('/api/auth/refresh-token', { method: 'POST' });
        s.tokens.admin = answer.body.accessToken;
        return answer;
      }, 'refresh');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Token refreshed successfully', accessToken: expect.any(String) });
      expect(res.body.accessToken).not.toBe(before);
      const maxAge = Number(res.cookies[0]?.attributes['max-age']);
      expect(maxAge).toBeGreaterThan(7 * 24 * 3600 - 60);
      expect(maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
    });

    it('refresh-token answers 401 without the cookie, or with an unknown one, and clears it', async () => {
      const none = await call('/api/auth/refresh-token', { method: 'POST' });
      expectError(none, 401, 'Refresh token required');
      const unknown = await call('/api/auth/refresh-token', { method: 'POST', cookie: `refreshToken=${'0'.repeat(64)}` });
      expectError(unknown, 401, 'Invalid or expired refresh token');
      expect(unknown.cookies.map((c) => [c.name, c.value, c.attributes['max-age']])).toEqual([['refreshToken', '', '0']]);
      // The cookie is scoped to /api/auth: a browser does not send it elsewhere, and the jar follows that rule.
      await loginAll();
      expect(subject.jar.header('/api/auth/refresh-token')).toMatch(/^refreshToken=/);
      expect(subject.jar.header('/api/cars')).toBeUndefined();
      // Only what the request carries counts (msw's own cookie jar is emptied by the harness, see backends.ts).
      expectError(await call('/api/auth/refresh-token', { method: 'POST', cookie: false }), 401, 'Refresh token required');
    });

    it('refresh rotates the cookie: the previous cookie then fails', async () => {
      await loginAll();
      const before = new Map(sides().map((s) => [s, s.jar.get('refreshToken')!]));
      const first = await call<{ accessToken: string }>('/api/auth/refresh-token', { method: 'POST' });
      expect(first.status).toBe(200);
      expect(first.cookies.map((c) => c.name)).toEqual(['refreshToken']);
      await each(async (s) => expect(s.jar.get('refreshToken'), s.name).not.toBe(before.get(s)));
      const replay = await both((s) => s.api('/api/auth/refresh-token', { method: 'POST', cookie: `refreshToken=${before.get(s)}` }), 'replayed cookie');
      expectError(replay, 401, 'Invalid or expired refresh token');
      expect(replay.cookies.map((c) => [c.name, c.value, c.attributes['max-age']])).toEqual([['refreshToken', '', '0']]);
    });

    it('a replayed cookie ends the whole session: its current cookie and its access tokens stop working', async () => {
      await loginAll();
      const original = new Map(sides().map((s) => [s, s.jar.get('refreshToken')!]));
      await both(async (s) => {
        const res = await s.api<{ accessToken: string }>('/api/auth/refresh-token', { method: 'POST' });
        s.tokens.admin = res.body.accessToken;
        return res;
      }, 'refresh');
      const current = new Map(sides().map((s) => [s, s.jar.get('refreshToken')!]));
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
      // Someone else presents the spent cookie (a stolen copy): the backend cannot tell who is who, so it ends both.
      expectError(await both((s) => s.api('/api/auth/refresh-token', { method: 'POST', cookie: `refreshToken=${original.get(s)}` }), 'replay'), 401, 'Invalid or expired refresh token');
      expectError(await both((s) => s.api('/api/auth/refresh-token', { method: 'POST', cookie: `refreshToken=${current.get(s)}` }), 'current cookie'), 401, 'Invalid or expired refresh token');
      expectError(await call('/api/auth/check-auth', { auth: 'admin' }), 401, 'Invalid or expired token');
    });

    it('logout revokes the access token and the refresh session, and clears the cookie', async () => {
      await loginAll();
      const cookies = new Map(sides().map((s) => [s, s.jar.get('refreshToken')!]));
      const res = await call('/api/auth/admin/logout', { method: 'POST', auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Logged out successfully' });
      expect(res.cookies.map((c) => [c.name, c.value, c.attributes.path, c.attributes['max-age']])).toEqual([['refreshToken', '', '/api/auth', '0']]);
      expectError(await call('/api/auth/check-auth', { auth: 'admin' }), 401, 'Invalid or expired token');
      expectError(await call('/api/auth/refresh-token', { method: 'POST' }), 401, 'Refresh token required');
      const old = await both((s) => s.api('/api/auth/refresh-token', { method: 'POST', cookie: `refreshToken=${cookies.get(s)}` }), 'cookie after logout');
      expectError(old, 401, 'Invalid or expired refresh token');
    });

    it('logout with only the cookie ends that session too; logout without any session still answers 200', async () => {
      await loginAll();
      const res = await call('/api/auth/admin/logout', { method: 'POST' });
      expect(res.status).toBe(200);
      expectError(await call('/api/auth/check-auth', { auth: 'admin' }), 401, 'Invalid or expired token');
      const anonymous = await call('/api/auth/admin/logout', { method: 'POST', cookie: false });
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toEqual({ success: true, message: 'Logged out successfully' });
    });

    it('logout leaves the other sessions of the user signed in', async () => {
      await loginAll();
      const first = new Map(sides().map((s) => [s, s.tokens.admin!]));
      await loginAll();
      await call('/api/auth/admin/logout', { method: 'POST', auth: 'admin', cookie: false });
      expect((await both((s) => s.api('/api/auth/check-auth', { auth: { bearer: first.get(s)! } }))).status).toBe(200);
    });
  });

  // =============================================================================================================
  describe('auth: change-password, forgot-password, reset-password', () => {
    it('change-password needs the current password; then the new one signs in and the old one does not', async () => {
      await loginAll();
      const other = new Map(sides().map((s) => [s, s.tokens.admin!]));
      await loginAll();
      const change = (json: unknown) => call('/api/auth/change-password', { json, auth: 'admin' });
      expectError(await change({ currentPassword: 'nope', newPassword: 'newsecret1' }), 400, 'currentPassword: is incorrect', 'currentPassword');
      expectError(await change({ currentPassword: ADMIN.password, newPassword: 'short' }), 400, 'newPassword: must be at least 8 characters', 'newPassword');
      expectError(await change({ currentPassword: ADMIN.password }), 400, 'newPassword: is required', 'newPassword');
      expectError(await change({ currentPassword: 'admin123', newPassword: 'admin123' }), 400, 'newPassword: must differ from the current password', 'newPassword');
      const ok = await change({ currentPassword: ADMIN.password, newPassword: 'newsecret1' });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true, message: 'Password changed successfully' });
      expect((await call('/api/auth/check-auth', { auth: 'admin' })).status).toBe(200);
      // Other devices are signed out.
      expectError(await both((s) => s.api('/api/auth/check-auth', { auth: { bearer: other.get(s)! } })), 401, 'Invalid or expired token');
      expectError(await call('/api/auth/admin/login', { json: ADMIN }), 401, 'Invalid email or password');
      expect((await call('/api/auth/admin/login', { json: { email: ADMIN.email, password: 'newsecret1' } })).status).toBe(200);
    });

    it('change-password answers 401 without a token', async () => {
      expectError(await call('/api/auth/change-password', { json: { currentPassword: 'a', newPassword: 'bbbbbbbb' } }), 401, 'Access token required');
    });

    it('forgot-password answers the same whether or not the account exists', async () => {
      const known = await call('/api/auth/forgot-password', { json: { email: ADMIN.email } });
      const unknown = await call('/api/auth/forgot-password', { json: { email: 'ghost@example.com' } });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ success: true, message: 'If an account exists for that e-mail address, a password reset link has been sent.' });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      await each(async (s) => expect(await s.backend.resetTokenFor(ADMIN.email), s.name).toMatch(/^[\w-]{32,}$/));
      expectError(await call('/api/auth/forgot-password', { json: { email: 'not-an-email' } }), 400, 'email: must be a valid e-mail address', 'email');
      expectError(await call('/api/auth/forgot-password', { json: {} }), 400, 'email: is required', 'email');
    });

    it('reset-password sets the new password with a valid token, once, and signs every session out', async () => {
      await loginAll();
      await call('/api/auth/forgot-password', { json: { email: ADMIN.email } });
      const tokens = new Map<Side, string>();
      await each(async (s) => void tokens.set(s, await s.backend.resetTokenFor(ADMIN.email)));
      const reset = (newPassword: string) => both((s) => s.api('/api/auth/reset-password', { json: { token: tokens.get(s), newPassword } }));
      expectError(await reset('x'), 400, 'newPassword: must be at least 8 characters', 'newPassword');
      const ok = await reset('brandnew99');
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true, message: 'Password has been reset successfully' });
      expectError(await call('/api/auth/check-auth', { auth: 'admin' }), 401, 'Invalid or expired token');
      expectError(await call('/api/auth/refresh-token', { method: 'POST' }), 401, 'Invalid or expired refresh token');
      expectError(await call('/api/auth/admin/login', { json: ADMIN }), 401, 'Invalid email or password');
      expect((await call('/api/auth/admin/login', { json: { email: ADMIN.email, password: 'brandnew99' } })).status).toBe(200);
      expectError(await reset('another99'), 400, 'token: is invalid or has expired', 'token');
    });

    it('reset-password refuses an unknown or expired token', async () => {
      expectError(await call('/api/auth/reset-password', { json: { token: 'abc', newPassword: 'brandnew99' } }), 400, 'token: is invalid or has expired', 'token');
      expectError(await call('/api/auth/reset-password', { json: { newPassword: 'brandnew99' } }), 400, 'token: is required', 'token');
      await call('/api/auth/forgot-password', { json: { email: STAFF.email } });
      const tokens = new Map<Side, string>();
      await each(async (s) => void tokens.set(s, await s.backend.resetTokenFor(STAFF.email)));
      await each(async (s) => s.backend.advance(60 * 60_000 + 1_000));
      const expired = await both((s) => s.api('/api/auth/reset-password', { json: { token: tokens.get(s), newPassword: 'brandnew99' } }));
      expectError(expired, 400, 'token: is invalid or has expired', 'token');
      expect((await call('/api/auth/admin/login', { json: STAFF })).status).toBe(200);
    });
  });

  // =============================================================================================================
  describe('admin: access', () => {
    const calls: [string, Call][] = [
      ['/api/admin/cars/get', {}],
      ['/api/admin/cars/stats', {}],
      [`/api/admin/cars/get/${UNKNOWN_ID}`, {}],
      ['/api/admin/cars/add', { json: {} }],
      [`/api/admin/cars/edit/${UNKNOWN_ID}`, { method: 'PUT', json: {} }],
      [`/api/admin/cars/delete/${UNKNOWN_ID}`, { method: 'DELETE' }],
      [`/api/admin/cars/toggle-availability/${UNKNOWN_ID}`, { method: 'PATCH', json: { status: 'rented' } }],
      ['/api/admin/cars/upload-image', { method: 'POST' }],
      ['/api/admin/enquiries', {}],
      ['/api/admin/enquiries/export', {}],
      [`/api/admin/enquiries/${UNKNOWN_ID}`, {}],
      [`/api/admin/enquiries/${UNKNOWN_ID}`, { method: 'PATCH', json: { status: 'won' } }],
      [`/api/admin/enquiries/${UNKNOWN_ID}`, { method: 'DELETE' }],
      [`/api/admin/enquiries/${UNKNOWN_ID}/notes`, { json: { text: 'Called back' } }],
      ['/api/admin/accounts', {}],
      ['/api/admin/demand', {}],
    ];

    it('answers 401 without a token, or with a forged one, on every admin route', async () => {
      for (const [path, c] of calls) {
        expectError(await call(path, c), 401, 'Access token required');
        expectError(await call(path, { ...c, auth: { bearer: 'forged' } }), 401, 'Invalid or expired token');
      }
    });

    it("answers 403 'Admin access required' to a signed-in non-admin on every admin route", async () => {
      await loginAll(STAFF, 'staff');
      for (const [path, c] of calls) expectError(await call(path, { ...c, auth: 'staff' }), 403, 'Admin access required');
    });
  });

  // =============================================================================================================
  describe('admin: reading the fleet', () => {
    beforeEach(() => loginAll());

    it('GET /api/admin/cars/get lists every car, inactive ones included, the whole fleet in one page', async () => {
      const res = await call<CarList>(`/api/admin/cars/get?limit=${ADMIN_LIST_LIMIT}`, { auth: 'admin' });
      expect(res.status).toBe(200);
      expectList(res.body, newest(FLEET), 1, ADMIN_LIST_LIMIT);
      expectList((await call<CarList>('/api/admin/cars/get', { auth: 'admin' })).body, newest(FLEET), 1, 1000);
      expectError(await call(`/api/admin/cars/get?limit=${ADMIN_LIST_LIMIT + 1}`, { auth: 'admin' }), 400, /^limit: /, 'limit');
    });

    it('GET /api/admin/cars/get filters, searches and sorts like the public list', async () => {
      const mclaren = await call<CarList>('/api/admin/cars/get?brand=mclaren', { auth: 'admin' });
      expect(mclaren.body.data.map((c) => c.model).sort()).toEqual(['750S', 'Artura', 'GTS']);
      const inactive = await call<CarList>('/api/admin/cars/get?status=inactive', { auth: 'admin' });
      expectList(inactive.body, newest(FLEET.filter((c) => c.status === 'not available')), 1, 1000);
      const search = await call<CarList>('/api/admin/cars/get?search=mclaren&sort=popular', { auth: 'admin' });
      expectList(search.body, popular(FLEET.filter((c) => c.brand === 'McLaren')), 1, 1000);
      const paged = await call<CarList>('/api/admin/cars/get?sort=oldest&page=3&limit=7&category=suv,sedan', { auth: 'admin' });
      expectList(paged.body, oldest(FLEET.filter((c) => c.category === 'SUV' || c.category === 'Sedan')), 3, 7);
    });

    it('GET /api/admin/cars/get/{id} answers any car, inactive too; 404 / 400 otherwise', async () => {
      for (const car of [...INACTIVE, ACTIVE[0]!]) {
        const res = await call<CarBody>(`/api/admin/cars/get/${car._id}`, { auth: 'admin' });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: 'Car retrieved successfully', data: car });
      }
      expectError(await call(`/api/admin/cars/get/${UNKNOWN_ID}`, { auth: 'admin' }), 404, 'Car not found');
      expectError(await call('/api/admin/cars/get/xyz', { auth: 'admin' }), 400, 'Valid car ID is required', 'id');
    });

    it('GET /api/admin/cars/stats summarises the fleet', async () => {
      const res = await call<{ success: boolean; message: string; data: unknown }>('/api/admin/cars/stats', { auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Car statistics retrieved successfully', data: fleetStats(newest(FLEET)) });
      expect((res.body.data as { byStatus: { key: string }[] }).byStatus.map((e) => e.key)).toEqual([...CAR_STATUSES]);
    });

    it('stats follow writes: a view, a status change, a deletion', async () => {
      const [viewed, rented, deleted] = [ACTIVE[1]!, ACTIVE[2]!, ACTIVE[3]!];
      await call(`/api/cars/${viewed._id}/increment-view`, { method: 'POST' });
      await call(`/api/admin/cars/toggle-availability/${rented._id}`, { method: 'PATCH', json: { status: 'rented' }, auth: 'admin' });
      await call(`/api/admin/cars/delete/${deleted._id}`, { method: 'DELETE', auth: 'admin' });
      const fleet = FLEET.filter((c) => c !== deleted).map((c) =>
        c === viewed ? { ...c, viewCount: c.viewCount + 1 } : c === rented ? { ...c, status: 'rented' as const, isAvailable: false } : c,
      );
      const res = await call<{ data: unknown }>('/api/admin/cars/stats', { auth: 'admin' });
      expect(res.body.data).toEqual(fleetStats(newest(fleet)));
    });
  });

  // =============================================================================================================
  describe('admin: writing the fleet', () => {
    beforeEach(() => loginAll());
    const add = (input: unknown) => call<CarBody>('/api/admin/cars/add', { json: input, auth: 'admin' });

    it('POST /api/admin/cars/add stores the car (201): id, slug, timestamps, author; first in the newest list', async () => {
      const res = await add(carInput({ isAvailable: undefined }));
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Car added successfully');
      const car = res.body.data;
      expect(car).toMatchObject({
        _id: expect.stringMatching(/^[a-f0-9]{24}$/),
        name: 'Ferrari 12Cilindri',
        slug: 'ferrari-12cilindri-2025',
        status: 'available',
        isAvailable: true,
        isActive: true,
        viewCount: 0,
        bookingCount: 0,
        createdBy: ADMIN_ID,
        updatedBy: ADMIN_ID,
        metaTitle: 'Rent Ferrari 12Cilindri in Dubai',
      });
      expect(car.createdAt).toBe(car.updatedAt);
      expect(car.createdAt > newest(FLEET)[0]!.createdAt).toBe(true);
      const list = await call<CarList>('/api/cars?limit=3');
      expect(ids(list.body.data)).toEqual([car._id, ...ids(newest(ACTIVE).slice(0, 2))]);
      expect(list.body.total).toBe(ACTIVE.length + 1);
      expect((await call<CarBody>(`/api/cars/${car._id}`)).body.data).toEqual(car);
      expect((await call<CarBody>(`/api/admin/cars/get/${car._id}`, { auth: 'admin' })).body.data).toEqual(car);
      expect(ids((await call<CarList>('/api/cars/brand/ferrari?limit=100')).body.data)[0]).toBe(car._id);
      expect(ids((await call<CarArray>('/api/car/search/12cilindri')).body.data)).toEqual([car._id]);
    });

    it('an inactive new car is the admin’s only; the availability switch and status decide the status', async () => {
      const hidden = await add(carInput({ isActive: false }));
      expect(hidden.status).toBe(201);
      expectError(await call(`/api/cars/${hidden.body.data._id}`), 404, 'Car not found');
      expect((await call(`/api/admin/cars/get/${hidden.body.data._id}`, { auth: 'admin' })).status).toBe(200);
      expect((await call<CarList>('/api/cars?limit=1')).body.total).toBe(ACTIVE.length);
      const off = await add(carInput({ isAvailable: false }));
      expect(off.body.data).toMatchObject({ status: 'not available', isAvailable: false });
      const rented = await add(carInput({ status: 'rented', isAvailable: undefined }));
      expect(rented.body.data).toMatchObject({ status: 'rented', isAvailable: false });
      const featured = await add(carInput({ isFeatured: true, name: 'Ferrari Roma Spider', model: 'Roma Spider' }));
      expect(featured.body.data).toMatchObject({ name: 'Ferrari Roma Spider', slug: 'ferrari-roma-spider-2025', isFeatured: true });
      expect(ids((await call<CarArray>('/api/cars/featured?limit=1')).body.data)).toEqual([featured.body.data._id]);
    });

    it('makes slugs unique', async () => {
      const a = await add(carInput());
      const b = await add(carInput());
      expect(b.body.data.slug).toBe(`${a.body.data.slug}-2`);
      expect((await add(carInput())).body.data.slug).toBe(`${a.body.data.slug}-3`);
    });

    it('answers 400 naming the first invalid field', async () => {
      const year = new Date().getUTCFullYear() + 1;
      const input = carInput();
      const { brand: _brand, ...noBrand } = input;
      const { images: _images, ...noImages } = input;
      const cases: [unknown, string, string][] = [
        [{ ...input, year: 1989 }, 'year', `year: must be between 1990 and ${year}`],
        [{ ...input, year: year + 1 }, 'year', `year: must be between 1990 and ${year}`],
        [{ ...input, year: 2020.5 }, 'year', 'year: must be a whole number'],
        [{ ...input, name: 'x'.repeat(121) }, 'name', 'name: must be at most 120 characters'],
        [noBrand, 'brand', 'brand: is required'],
        [{ ...input, model: '  ' }, 'model', 'model: is required'],
        [{ ...input, category: 'Boat' }, 'category', 'category: must be one of Luxury, Sports, SUV, Sedan, Convertible, Coupe, Hatchback'],
        [{ ...input, transmission: 'CVT' }, 'transmission', 'transmission: must be one of Automatic, Manual, Semi-Automatic'],
        [{ ...input, fuelType: 'Steam' }, 'fuelType', 'fuelType: must be one of Petrol, Diesel, Electric, Hybrid'],
        [{ ...input, seats: '4' }, 'seats', 'seats: must be a number'],
        [{ ...input, seats: 12 }, 'seats', 'seats: must be between 1 and 9'],
        [noImages, 'images', 'images: is required'],
        [{ ...input, images: [] }, 'images', 'images: must have at least 1 image'],
        [{ ...input, images: Array.from({ length: 6 }, () => input.images[0]) }, 'images', 'images: must have at most 5 images'],
        [{ ...input, metaTitle: 'x'.repeat(61) }, 'metaTitle', 'metaTitle: must be at most 60 characters'],
        [{ ...input, metaDescription: 'x'.repeat(161) }, 'metaDescription', 'metaDescription: must be at most 160 characters'],
        [{ ...input, specifications: { horsepower: -1 } }, 'specifications.horsepower', 'specifications.horsepower: must be at least 0'],
        [{ ...input, status: 'sold' }, 'status', 'status: must be one of available, rented, maintenance, not available'],
        [{ ...input, features: ['ok', ''] }, 'features.1', 'features.1: is required'],
        [{ ...input, isActive: 'yes' }, 'isActive', 'isActive: must be true or false'],
        [{ ...input, pricePerDay: -5 }, 'pricePerDay', 'pricePerDay: must be at least 0'],
        ['a car', 'body', 'body: must be a JSON object'],
      ];
      for (const [body, field, message] of cases) {
        const res = await add(body);
        expect(res.status, field).toBe(400);
        expect(res.body, field).toEqual({ success: false, message, field });
      }
      expectError(await call('/api/admin/cars/add', { body: '{"name":', headers: { 'Content-Type': 'application/json' }, auth: 'admin' }), 400, 'Request body must be valid JSON', 'body');
      expect((await call<CarList>(`/api/admin/cars/get?limit=${ADMIN_LIST_LIMIT}`, { auth: 'admin' })).body.total).toBe(FLEET.length);
    });

    it('accepts only image urls of this site: fleet renders and its own uploads; refuses javascript:, data: and foreign urls', async () => {
      const images = (url: string) => carInput({ images: [{ url, alt: 'Front', isPrimary: true }] });
      for (const url of ['/fleet/suv-black-front-quarter.svg', `${ORIGIN}/fleet/suv-black-front-quarter.svg`]) {
        const ok = await add(images(url));
        expect(ok.status, url).toBe(201);
        expect(ok.body.data.images).toEqual([{ url, alt: 'Front', isPrimary: true }]);
      }
      for (const url of [
        'javascript:alert(1)',
        'JavaScript:alert(document.cookie)',
        'data:image/png;base64,iVBORw0KGgo=',
        'https://evil.example/x.png',
        `https://evil.example/uploads/${UNKNOWN_ID}.png`,
        `//evil.example/uploads/${UNKNOWN_ID}.png`,
        '/uploads/../secret.png',
        '/fleet/%2e%2e/secret.svg',
        `${ORIGIN}@evil.example/fleet/x.svg`,
      ]) {
        const res = await add(images(url));
        expect(res.status, url).toBe(400);
        expect(res.body, url).toEqual({ success: false, message: 'images.0.url: must be an image uploaded to this site', field: 'images.0.url' });
      }
    });

    it('PUT /api/admin/cars/edit/{id} replaces the editable fields, keeps identity and counters, stamps updatedAt/updatedBy', async () => {
      const car = FLEET.find((c) => c.model === 'Cullinan')!;
      const input = carInput({ name: 'Rolls Royce Cullinan Black Badge', brand: 'Rolls Royce', model: 'Cullinan Black Badge', year: 2025, category: 'SUV', seats: 5, isFeatured: false });
      const res = await call<CarBody>(`/api/admin/cars/edit/${car._id}`, { method: 'PUT', json: input, auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Car updated successfully');
      expect(res.body.data).toMatchObject({
        _id: car._id,
        name: 'Rolls Royce Cullinan Black Badge',
        slug: 'rolls-royce-cullinan-black-badge-2025',
        createdAt: car.createdAt,
        createdBy: car.createdBy,
        viewCount: car.viewCount,
        bookingCount: car.bookingCount,
        isFeatured: false,
        updatedBy: ADMIN_ID,
      });
      expect(res.body.data.updatedAt > car.updatedAt).toBe(true);
      expect((await call<CarBody>(`/api/cars/${car._id}`)).body.data).toEqual(res.body.data);
      expect(ids((await call<CarArray>('/api/cars/featured?limit=50')).body.data)).not.toContain(car._id);
      // Still in its place by creation date.
      expect(ids((await call<CarList>('/api/cars?limit=100')).body.data)).toEqual(ids(newest(ACTIVE)));
    });

    it('edit can deactivate a car, which hides it from the public', async () => {
      const car = ACTIVE[0]!;
      const { _id, createdAt: _c, updatedAt: _u, slug: _s, viewCount: _v, bookingCount: _b, createdBy: _cb, updatedBy: _ub, ...form } = car;
      const res = await call<CarBody>(`/api/admin/cars/edit/${_id}`, { method: 'PUT', json: { ...form, isActive: false } as CarInput, auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ...form, isActive: false, slug: car.slug });
      expectError(await call(`/api/cars/${_id}`), 404, 'Car not found');
      expect(ids((await call<CarList>('/api/cars?limit=100')).body.data)).toEqual(ids(newest(ACTIVE.slice(1))));
    });

    it('edit answers 404, and 400 for the id or the body', async () => {
      expectError(await call(`/api/admin/cars/edit/${UNKNOWN_ID}`, { method: 'PUT', json: carInput(), auth: 'admin' }), 404, 'Car not found');
      expectError(await call('/api/admin/cars/edit/1', { method: 'PUT', json: carInput(), auth: 'admin' }), 400, 'Valid car ID is required', 'id');
      const res = await call(`/api/admin/cars/edit/${FLEET[0]!._id}`, { method: 'PUT', json: carInput({ seats: 12 }), auth: 'admin' });
      expect(res.body).toEqual({ success: false, message: 'seats: must be between 1 and 9', field: 'seats' });
      const script = await call(`/api/admin/cars/edit/${FLEET[0]!._id}`, { method: 'PUT', json: carInput({ images: [{ url: 'javascript:alert(1)', alt: 'x', isPrimary: true }] }), auth: 'admin' });
      expectError(script, 400, 'images.0.url: must be an image uploaded to this site', 'images.0.url');
      expect((await call<CarBody>(`/api/cars/${FLEET[0]!._id}`)).body.data).toEqual(FLEET[0]);
    });

    it('DELETE /api/admin/cars/delete/{id} deletes the car; a second delete is 404', async () => {
      const car = ACTIVE[4]!;
      const res = await call(`/api/admin/cars/delete/${car._id}`, { method: 'DELETE', auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Car deleted successfully' });
      expectError(await call(`/api/admin/cars/delete/${car._id}`, { method: 'DELETE', auth: 'admin' }), 404, 'Car not found');
      expectError(await call(`/api/cars/${car._id}`), 404, 'Car not found');
      expectError(await call(`/api/admin/cars/get/${car._id}`, { auth: 'admin' }), 404, 'Car not found');
      expectList((await call<CarList>(`/api/admin/cars/get`, { auth: 'admin' })).body, newest(FLEET.filter((c) => c !== car)), 1, 1000);
      expectError(await call('/api/admin/cars/delete/nope', { method: 'DELETE', auth: 'admin' }), 400, 'Valid car ID is required', 'id');
    });

    it('PATCH /api/admin/cars/toggle-availability/{id} sets the status; isAvailable follows it', async () => {
      const car = ACTIVE.find((c) => c.status === 'available')!;
      for (const status of ['rented', 'maintenance', 'not available', 'available'] as const) {
        const res = await call<CarBody>(`/api/admin/cars/toggle-availability/${car._id}`, { method: 'PATCH', json: { status }, auth: 'admin' });
        expect(res.status, status).toBe(200);
        expect(res.body.message).toBe('Car status updated successfully');
        expect(res.body.data).toMatchObject({ ...car, status, isAvailable: status === 'available', updatedBy: ADMIN_ID, updatedAt: expect.any(String) });
        expect(res.body.data.updatedAt > car.updatedAt).toBe(true);
        const listed = await call<CarList>(`/api/cars?status=${encodeURIComponent(status)}&limit=100`);
        expect(ids(listed.body.data)).toContain(car._id);
      }
    });

    it('toggle-availability answers 400 for an unknown or missing status, 404 / 400 for the id', async () => {
      const car = FLEET[0]!;
      const patch = (path: string, json: unknown) => call(path, { method: 'PATCH', json, auth: 'admin' });
      expectError(await patch(`/api/admin/cars/toggle-availability/${car._id}`, { status: 'sold' }), 400, 'status: must be one of available, rented, maintenance, not available', 'status');
      expectError(await patch(`/api/admin/cars/toggle-availability/${car._id}`, {}), 400, 'status: is required', 'status');
      expectError(await patch(`/api/admin/cars/toggle-availability/${UNKNOWN_ID}`, { status: 'rented' }), 404, 'Car not found');
      expectError(await patch('/api/admin/cars/toggle-availability/x', { status: 'rented' }), 400, 'Valid car ID is required', 'id');
      expect((await call<CarBody>(`/api/admin/cars/get/${car._id}`, { auth: 'admin' })).body.data).toEqual(car);
    });
  });

  // =============================================================================================================
  describe('malformed requests', () => {
    it("answers 400 'Malformed URL' to a path that does not decode (openapi declares 400 for these operations)", async () => {
      for (const path of ['/api/cars/%E0%A4%A', '/api/car/search/%', '/api/cars/brand/%zz']) {
        expectError(await call(path), 400, 'Malformed URL');
      }
    });

    it('a JSON body over 64 KB (JSON_BODY_MAX) is refused with 413 before it is processed', async () => {
      await loginAll();
      const huge = { ...carInput(), description: 'd'.repeat(70_000) };
      await each(async (s) => {
        const add = await s.api('/api/admin/cars/add', { json: huge, auth: 'admin' });
        const login = await s.api('/api/auth/admin/login', { json: { ...ADMIN, password: 'p'.repeat(70_000) } });
        for (const res of [add, login]) {
          expect(res.status, s.name).toBe(413);
          expect(res.body, s.name).toEqual({ success: false, message: 'Request body too large' });
        }
      });
    });
  });

  // =============================================================================================================
  describe('uploads: POST /api/admin/cars/upload-image and GET /uploads/{fileName}', () => {
    beforeEach(() => loginAll());
    const upload = (s: Side, file: Blob, name = 'car.png', field = 'file') =>
      s.api<UploadBody>('/api/admin/cars/upload-image', { body: form(file, name, field), auth: 'admin' });

    it('stores a real PNG (201); result.url then serves it as an image', async () => {
      const png = await makePng();
      // Deliberate difference, asserted per backend below: the mock keeps the PNG as sent, the server stores a WebP.
      const withoutFormat = (a: Answer, s: Side) => {
        const { contentType: _type, size: _size, ...result } = (a.body as UploadBody).result;
        return normalize({ ...a, body: { ...(a.body as UploadBody), result } }, s);
      };
      const res = await both((s) => upload(s, new Blob([png], { type: 'image/png' })), 'upload', withoutFormat);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Image uploaded successfully' });
      expect(res.body.result.url).toMatch(/^http:\/\/localhost\/uploads\/[a-f0-9]{24}\.(png|webp)$/);
      expect(res.body.result.url.endsWith(`/uploads/${res.body.result.fileName}`)).toBe(true);
      await each(async (s) => {
        const mine = await upload(s, new Blob([png], { type: 'image/png' }));
        const file = await s.api<Uint8Array>(mine.body.result.url);
        expect(file.status, s.name).toBe(200);
        expect(file.headers.get('x-content-type-options'), s.name).toBe('nosniff');
        const meta = await sharp(file.body).metadata();
        expect([meta.width, meta.height], s.name).toEqual([64, 48]);
        if (s.isMock) {
          // The mock keeps the bytes as sent, named and typed by their magic numbers.
          expect(mine.body.result).toMatchObject({ contentType: 'image/png', size: png.byteLength });
          expect(mine.body.result.fileName).toMatch(/\.png$/);
          expect(file.headers.get('content-type')).toBe('image/png');
          expect(file.body).toEqual(png);
        } else {
          // Deliberate difference: the server decodes and re-encodes every upload to WebP (metadata stripped).
          expect(mine.body.result).toMatchObject({ contentType: 'image/webp', size: file.body.byteLength });
          expect(mine.body.result.fileName).toMatch(/\.webp$/);
          expect(file.headers.get('content-type')).toBe('image/webp');
          expect(meta.format).toBe('webp');
        }
      });
      // The uploaded url is a valid car image on the same backend.
      const car = await both(async (s) => {
        const mine = await upload(s, new Blob([png], { type: 'image/png' }));
        return s.api<CarBody>('/api/admin/cars/add', { json: carInput({ images: [{ url: mine.body.result.url, alt: 'Front', isPrimary: true }] }), auth: 'admin' });
      }, 'car with an uploaded image');
      expect(car.status).toBe(201);
      expect(car.body.data.images[0]?.url).toMatch(/^http:\/\/localhost\/uploads\//);
    });

    it('answers 415 for bytes that are not a JPEG, PNG or WebP, whatever the declared type', async () => {
      for (const blob of [
        new Blob([new TextEncoder().encode('<script>alert(1)</script>')], { type: 'image/png' }),
        new Blob([new TextEncoder().encode('just some text')], { type: 'text/plain' }),
        new Blob([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], { type: 'image/gif' }),
        new Blob([], { type: 'image/jpeg' }),
      ]) {
        const res = await both((s) => upload(s, blob, 'x.png'), blob.type);
        expectError(res, 415, 'Only JPEG, PNG, and WebP images are allowed');
      }
    });

    it('a JPEG header over junk: the mock accepts it (magic numbers only), the server refuses it (it decodes)', async () => {
      const junk = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], { type: 'image/jpeg' });
      await each(async (s) => {
        const res = await upload(s, junk, 'x.jpg');
        if (s.isMock) expect(res.status, s.name).toBe(201);
        else expectError(res, 415, 'Only JPEG, PNG, and WebP images are allowed');
      });
    });

    it('answers 413 for a file over 5 MB', async () => {
      const png = await makePng();
      for (const size of [UPLOAD_MAX_BYTES + 1, 6 * 1024 * 1024]) {
        const bytes = new Uint8Array(size);
        bytes.set(png);
        const res = await both((s) => upload(s, new Blob([bytes], { type: 'image/png' })), `${size} bytes`);
        expectError(res, 413, 'File size must be less than 5MB');
      }
    });

    it('answers 400 naming `file` without a file field', async () => {
      const png = await makePng();
      const res = await both((s) => upload(s, new Blob([png], { type: 'image/png' }), 'x.png', 'image'));
      expectError(res, 400, 'file: is required', 'file');
    });

    it('GET /uploads/{fileName} answers 404 for an unknown or malformed name', async () => {
      for (const path of [`/uploads/${UNKNOWN_ID}.png`, `/uploads/${UNKNOWN_ID}.webp`, '/uploads/..%2Fsecret.png', '/uploads/x.png']) {
        expectError(await call(path), 404, 'File not found');
      }
    });
  });

  // =============================================================================================================
  // Issue 19: enquiries, the demand beacon, the inbox, accounts and demand (tests/contract/enquiries.suite.ts).
  defineEnquiryContract({ subject: () => subject, sides, call, both, each, loginAll, expectError, normalize });

  // =============================================================================================================
  // Issue 20, part C: input the database refuses. Each was a 500 on the server (PostgreSQL refuses a NUL in text and
  // jsonb, and integers beyond its 32-bit columns); both backends now answer the same 400 naming the field.
  describe('input the database refuses (issue 20)', () => {
    const NUL = 'Ferrari\u0000Roma';
    const LONE_SURROGATE = 'Ferrari \ud800 Roma';
    const textFields: [string, (bad: string) => Partial<CarInput>][] = [
      ['name', (bad) => ({ name: bad })],
      ['brand', (bad) => ({ brand: bad })],
      ['model', (bad) => ({ model: bad })],
      ['location', (bad) => ({ location: bad })],
      ['description', (bad) => ({ description: bad })],
      ['features.1', (bad) => ({ features: ['Bluetooth', bad] })],
      ['images.0.alt', (bad) => ({ images: [{ url: '/fleet/coupe-red-front-quarter.svg', alt: bad, isPrimary: true }] })],
      ['images.0.url', (bad) => ({ images: [{ url: `/fleet/coupe-red-front-quarter.svg${bad}`, alt: 'Front', isPrimary: true }] })],
      ['specifications.engine', (bad) => ({ specifications: { engine: bad } })],
      ['specifications.acceleration', (bad) => ({ specifications: { acceleration: bad } })],
      ['specifications.mileage', (bad) => ({ specifications: { mileage: bad } })],
      ['specifications.color', (bad) => ({ specifications: { color: bad } })],
      ['specifications.interiorColor', (bad) => ({ specifications: { interiorColor: bad } })],
      ['metaTitle', (bad) => ({ metaTitle: bad })],
      ['metaDescription', (bad) => ({ metaDescription: bad })],
    ];
    const refusals: [string, string][] = [
      [NUL, 'must not contain control characters'],
      ['Ferrari\u001bRoma', 'must not contain control characters'],
      [LONE_SURROGATE, 'must be valid Unicode text'],
      ['Ferrari \udc00', 'must be valid Unicode text'],
    ];

    it('a NUL, another control character or a lone surrogate in any text field of a car: 400 naming it, on add and edit', async () => {
      await loginAll();
      const car = FLEET[0]!;
      for (const [field, put] of textFields) {
        for (const [bad, message] of refusals) {
          const label = `${field} ${JSON.stringify(bad)}`;
          const add = await call('/api/admin/cars/add', { json: carInput(put(bad)), auth: 'admin' });
          expect(add.status, label).toBe(400);
          expect(add.body, label).toEqual({ success: false, message: `${field}: ${message}`, field });
          const edit = await call(`/api/admin/cars/edit/${car._id}`, { method: 'PUT', json: carInput(put(bad)), auth: 'admin' });
          expect(edit.status, label).toBe(400);
          expect(edit.body, label).toEqual({ success: false, message: `${field}: ${message}`, field });
        }
      }
      expect((await call<CarList>(`/api/admin/cars/get?limit=${ADMIN_LIST_LIMIT}`, { auth: 'admin' })).body.total).toBe(FLEET.length);
      expect((await call<CarBody>(`/api/admin/cars/get/${car._id}`, { auth: 'admin' })).body.data).toEqual(car);
    });

    it('keeps what is allowed: line breaks and tabs in the description, emoji and Arabic anywhere', async () => {
      await loginAll();
      const input = carInput({
        name: 'Ferrari Roma 🏎️',
        description: 'Line one.\r\nLine two,\tafter a tab.',
        features: ['مقاعد جلدية', '🎵 Sound'],
        specifications: { engine: '3.9L V8 — twin turbo' },
      });
      const res = await call<CarBody>('/api/admin/cars/add', { json: input, auth: 'admin' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ name: input.name, description: input.description, features: input.features, specifications: input.specifications });
      expect((await call<CarBody>(`/api/cars/${res.body.data._id}`)).body.data).toEqual(res.body.data);
    });

    it('a line break in a one-line field is refused like any control character', async () => {
      await loginAll();
      const res = await call('/api/admin/cars/add', { json: carInput({ name: 'Ferrari\nRoma' }), auth: 'admin' });
      expectError(res, 400, 'name: must not contain control characters', 'name');
    });

    const outOfRange: [string, string, string][] = [
      ['/api/cars?seats=99999999999', 'seats', 'seats: must be an integer between 1 and 2147483647'],
      ['/api/cars?seats=1e20', 'seats', 'seats: must be an integer between 1 and 2147483647'],
      ['/api/cars?seats=2,4294967298', 'seats', 'seats: must be an integer between 1 and 2147483647'],
      ['/api/cars?year=2147483648', 'year', 'year: must be an integer between 1900 and 2147483647'],
      ['/api/cars/brand/ferrari?year=99999999999', 'year', 'year: must be an integer between 1900 and 2147483647'],
      ['/api/cars/suv?seats=1e20', 'seats', 'seats: must be an integer between 1 and 2147483647'],
      ['/api/admin/cars/get?seats=99999999999', 'seats', 'seats: must be an integer between 1 and 2147483647'],
      ['/api/admin/cars/get?year=2147483648', 'year', 'year: must be an integer between 1900 and 2147483647'],
    ];
    it.each(outOfRange)('a number filter beyond what a car can have answers 400 naming it: %s', async (path, field, message) => {
      await loginAll();
      expectError(await call(path, { auth: 'admin' }), 400, message, field);
    });

    const controlInQuery: [string, string][] = [
      ['/api/cars?search=a%00b', 'search'],
      ['/api/cars?search=a%1Bb', 'search'],
      ['/api/cars?brand=ferrari,a%00b', 'brand'],
      ['/api/cars?category=%00', 'category'],
      ['/api/cars?transmission=%00', 'transmission'],
      ['/api/cars?fuelType=%00', 'fuelType'],
      ['/api/cars?status=%00', 'status'],
      ['/api/cars/suv?search=%00', 'search'],
      ['/api/admin/cars/get?search=a%00b', 'search'],
      ['/api/cars/brand/a%00b', 'brand'],
      ['/api/car/search/a%00b', 'text'],
    ];
    it.each(controlInQuery)('a control character in a list or search parameter answers 400 naming it: %s', async (path, field) => {
      await loginAll();
      expectError(await call(path, { auth: 'admin' }), 400, `${field}: must not contain control characters`, field);
    });

    it('the largest number filter still answers an empty page, as does the last page a list can name', async () => {
      for (const query of ['seats=2147483647', 'year=2147483647', `page=${Number.MAX_SAFE_INTEGER}&limit=100`]) {
        const res = await call<CarList>(`/api/cars?${query}`);
        expect(res.status, query).toBe(200);
        expect(res.body.data, query).toEqual([]);
      }
    });
  });

  // =============================================================================================================
  // Issue 20: a page on any site can post text/plain or a form without a CORS preflight, never application/json.
  describe('JSON bodies must be sent as application/json (415)', () => {
    const as = (type: string, body: unknown): Call => ({ body: JSON.stringify(body), headers: { 'Content-Type': type } });
    const refused = 'Request body must be sent as application/json';

    it('login and forgot-password refuse JSON sent as text/plain or as a form, and sign nobody in', async () => {
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
        const login = await call('/api/auth/admin/login', as(type, ADMIN));
        expectError(login, 415, refused);
        expect(login.cookies).toEqual([]);
        expectError(await call('/api/auth/forgot-password', as(type, { email: ADMIN.email })), 415, refused);
      }
    });

    it('accepts application/json with a charset, in any case', async () => {
      expect((await call('/api/auth/admin/login', as('Application/JSON; charset=utf-8', ADMIN))).status).toBe(200);
    });

    it('the portal\'s writes and the contact form refuse text/plain too; the demand beacon alone takes it', async () => {
      await loginAll();
      expectError(await call('/api/admin/cars/add', { ...as('text/plain', carInput()), auth: 'admin' }), 415, refused);
      expectError(await call(`/api/admin/cars/toggle-availability/${ACTIVE[0]!._id}`, { ...as('text/plain', { status: 'rented' }), method: 'PATCH', auth: 'admin' }), 415, refused);
      const enquiry = { name: 'Sara', email: 'sara@example.com', subject: 'Booking', message: 'Is the car free next week?' };
      expectError(await call('/api/enquiries', as('text/plain', enquiry)), 415, refused);
      const beacon = await call('/api/demand', as('text/plain;charset=UTF-8', { channel: 'call', carIds: [ACTIVE[0]!._id], place: 'car' }));
      expect(beacon.status).toBe(204);
    });
  });
}
