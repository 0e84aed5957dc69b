/**
 * The contract suite's harness: one backend as a test drives it (Side), the normalization that makes two backends'
 * answers comparable, the helpers every route's tests are given (ContractContext, made by defineContractSuite in
 * suite.ts), and the orders the seed says each list must come in.
 */
import type { AdminUser, Car } from '../../domain/types';
import { CookieJar, type Backend, type SetCookie } from './backends';
import { SEED_IDS, SEED_TIMES } from './seed';

/** The orders the contract names for car lists: newest first (ties by id), oldest first, most viewed first. */
export const byNewest = (a: Car, b: Car) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
export const newest = (cars: readonly Car[]) => [...cars].sort(byNewest);
export const oldest = (cars: readonly Car[]) => [...cars].sort((a, b) => -byNewest(a, b));
export const popular = (cars: readonly Car[]) => [...cars].sort((a, b) => b.viewCount - a.viewCount || byNewest(a, b));
export const ids = (cars: readonly { _id: string }[]) => cars.map((c) => c._id);

/** The bodies of the answers, as the tests read them. */
export type CarList = { success: boolean; message: string; data: Car[]; total: number; currentPage: number; totalPages: number; hasNextPage: boolean; hasPrevPage: boolean };
export type CarArray = { success: boolean; message: string; data: Car[] };
export type CarBody = { success: boolean; message: string; data: Car };
export type ErrorBody = { success: false; message: string; field?: string };
export type LoginBody = { success: boolean; message: string; accessToken: string; user: AdminUser };
export type UploadBody = { success: boolean; message: string; result: { url: string; fileName: string; size: number; contentType: string } };

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

/**
 * An error body's `requestId` (the product server's, openapi.yaml ErrorResponse) is the answer's X-Request-Id, new for
 * each request: checked here, then left out, so the two backends' answers compare and tests assert the rest.
 */
function withoutRequestId<T>(body: T, response: Response): T {
  if (typeof body !== 'object' || body === null || !('requestId' in body)) return body;
  const { requestId, ...rest } = body as { requestId: unknown };
  if (requestId !== response.headers.get('x-request-id')) throw new Error(`requestId ${String(requestId)} is not the answer's X-Request-Id`);
  return rest as T;
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
    const parsed = type.includes('json') ? withoutRequestId((await response.json()) as T, response) : (new Uint8Array(await response.arrayBuffer()) as T);
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
// What each route's tests are given: requests on every side compared, and the shared expectations.

export interface ContractContext {
  /** The backend under test; its answers are the ones a test asserts. */
  subject(): Side;
  /** The subject and, when there is one, the reference backend. */
  sides(): Side[];
  /** A request on every side (ids the subject made translated into each side's own), the answers compared. */
  call<T = unknown>(path: string, c?: Call): Promise<Answer<T>>;
  /** One step on every side, the answers compared once normalized (`norm`); answers the subject's. */
  both<T = unknown>(step: (s: Side) => Promise<Answer<T>>, label?: string, norm?: (a: Answer, s: Side) => unknown): Promise<Answer<T>>;
  /** A step on every side that answers nothing to compare. */
  each(step: (s: Side) => Promise<void>): Promise<void>;
  loginAll(account?: { email: string; password: string }, role?: 'admin' | 'staff'): Promise<void>;
  /** A car list as the contract answers it: `expected` (in order) paged by `limit`. */
  expectList(body: CarList, expected: readonly Car[], page?: number, limit?: number): void;
  expectError(res: Answer, status: number, message: string | RegExp, field?: string): void;
  normalize(answer: Answer, side: Side): unknown;
}
