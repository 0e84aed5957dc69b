/**
 * The backends the contract suite (suite.ts) runs against, behind one interface: the msw handlers (mocks/), the
 * product server in process on a fresh in-memory PGlite, and the product server on a real PostgreSQL database.
 * Every test starts from the seeded state (`reset()`): the mock re-seeds; the server restores the rows it had right
 * after its start (migrated, demo fleet and demo accounts seeded), which is what a fresh server would hold, in tens
 * of milliseconds instead of the seconds a new PGlite takes to start and migrate.
 */
import { writeFile } from 'node:fs/promises';
import { vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import { createDatabase } from './database';
import { getLastResetToken, resetMockBackend, resetVisitorLimits, server as mockServer, setLatency, setRateLimit } from '../../mocks/node';
import { LIMIT_RULES, type LimitName, type LimitRule } from '../../server/services/limits';
import { createTestServer, lastResetToken, outboxFile, resetLimits as resetServerLimits, snapshotDatabase, type TestServer } from '../../server/testing';

export const ORIGIN = 'http://localhost';

export interface Backend {
  readonly name: string;
  /** `path` is relative to the backend's origin (http://localhost), or an absolute URL it answered with. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Back to the seeded state (fleet, accounts, no sessions, no uploads) and the real clock. */
  reset(): Promise<void>;
  close(): Promise<void>;
  /** The token of the last password-reset mail sent to `email` since the last reset (waits for the mail). */
  resetTokenFor(email: string): Promise<string>;
  /** Moves the backend's clock forward (token and reset-link expiry); `reset()` puts it back. */
  advance(ms: number): void;
  /**
   * Empties the counts of the per-address limits that stay on in the suite (5 enquiries per 10 minutes, 60 demand
   * beacons a minute: they are the contract's), so a test may send more than five enquiries. `reset()` does it too.
   */
  resetLimits(): void | Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------------
// Cookies: what a browser would do with the refresh cookie, the same code for every backend.

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names lowercased; flags (HttpOnly) have the value ''. */
  attributes: Record<string, string>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string> = {};
  for (const part of rest) {
    const i = part.indexOf('=');
    const key = (i < 0 ? part : part.slice(0, i)).trim().toLowerCase();
    if (key) attributes[key] = i < 0 ? '' : part.slice(i + 1).trim();
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}

/** A minimal cookie jar: stores Set-Cookie, sends a cookie only under its Path, forgets it on Max-Age<=0 or ''. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): SetCookie[] {
    const set = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of set) {
      const maxAge = cookie.attributes['max-age'];
      if (cookie.value === '' || (maxAge !== undefined && Number(maxAge) <= 0)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.attributes.path ?? '/' });
    }
    return set;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { value, path });
  }

  clear(): void {
    this.cookies.clear();
  }

  /** The Cookie header a browser would send to `url`, or undefined. */
  header(url: string): string | undefined {
    const { pathname } = new URL(url, ORIGIN);
    const matching = [...this.cookies].filter(([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`));
    return matching.length ? matching.map(([name, c]) => `${name}=${c.value}`).join('; ') : undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The mock: msw's node server, real fetch to http://localhost.

/**
 * msw keeps the cookies its handlers set in a jar of its own and hands them to later requests that did not send
 * them, which a server never sees. The suite's CookieJar decides what each request carries, so after every answer
 * that set a cookie this harness-only route expires it in msw's jar (a Set-Cookie with Max-Age=0 on the same name
 * and path is the only way in: the jar is not exported).
 */
const FORGET_COOKIES = `${ORIGIN}/__contract__/forget-cookies`;
const forgetCookies = http.post(FORGET_COOKIES, async ({ request }) => {
  const cookies = (await request.json()) as { name: string; path: string }[];
  const headers = new Headers();
  for (const c of cookies) headers.append('Set-Cookie', `${c.name}=; Path=${c.path}; Max-Age=0`);
  return HttpResponse.json({}, { headers });
});

let mockListening = false;

export async function mockBackend(): Promise<Backend> {
  if (mockListening) throw new Error('the mock backend is one per test file (msw patches the global fetch)');
  mockServer.listen({ onUnhandledRequest: 'error' });
  mockServer.use(forgetCookies);
  mockListening = true;
  const fresh = async () => {
    vi.useRealTimers();
    await resetMockBackend();
    setLatency(0);
    // Rate limits are each backend's configuration (mock 120 a minute per kind, server 60-300): not the contract.
    setRateLimit(null);
  };
  await fresh();
  return {
    name: 'mock',
    request: async (path, init) => {
      const response = await fetch(new URL(path, ORIGIN), init);
      const set = response.headers.getSetCookie().map(parseSetCookie);
      if (set.length > 0) {
        const body = JSON.stringify(set.map((c) => ({ name: c.name, path: c.attributes.path ?? '/' })));
        await fetch(FORGET_COOKIES, { method: 'POST', body });
      }
      return response;
    },
    reset: fresh,
    close: async () => {
      vi.useRealTimers();
      mockServer.close();
      mockListening = false;
    },
    resetTokenFor: async (email) => {
      const token = getLastResetToken(email);
      if (!token) throw new Error(`the mock recorded no reset token for ${email}`);
      return token;
    },
    advance: (ms) => {
      // Only Date is faked: the handlers read Date.now(), nothing waits on a timer.
      const now = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now });
      vi.setSystemTime(now + ms);
    },
    resetLimits: resetVisitorLimits,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The product server: in process (app.request), no socket.

/**
 * Rate limits out of the way (see setRateLimit above): every rule allows far more than a test sends, except the
 * per-address limits of the public writes of issue 19, which the contract names (the 6th enquiry in 10 minutes is
 * refused) and the mock applies as well.
 */
const SUITE_LIMITS = {
  ...Object.fromEntries(Object.keys(LIMIT_RULES).map((name) => [name, { points: 1_000_000, duration: 60 }])),
  enquiryByIp: LIMIT_RULES.enquiryByIp,
  demandByIp: LIMIT_RULES.demandByIp,
} as Record<LimitName, LimitRule>;

export interface ServerBackendOptions {
  name?: string;
  database?: { kind: 'postgres'; url: string };
  /** Settings over the test server's defaults (createTestServer), e.g. the S3_* variables of a bucket. */
  env?: Record<string, string>;
  /** Runs after close (e.g. dropping the database the backend was given). */
  onClose?: () => Promise<void>;
}

export async function serverBackend(options: ServerBackendOptions = {}): Promise<Backend> {
  const server: TestServer = await createTestServer({ limits: SUITE_LIMITS, env: options.env, ...(options.database ? { database: options.database } : {}) });
  const resetLimits = () => resetServerLimits(server, SUITE_LIMITS);
  const restore = await snapshotDatabase(server.deps.db);
  const outbox = outboxFile(server);
  // Reads change nothing (GET is safe, rate limits are out of the way): after a test that only read, the database
  // is still the seeded one and the restore is skipped.
  let wrote = false;
  return {
    name: options.name ?? 'server',
    request: (path, init) => {
      if (!['GET', 'HEAD'].includes((init?.method ?? 'GET').toUpperCase())) wrote = true;
      return server.request(path, init);
    },
    reset: async () => {
      // Each test starts on the real clock, as the mock does: a run that crosses Dubai's midnight (20:00 UTC) sees
      // the same day on both backends, and the one the test computes. (performance, not Date: the mock's tests fake
      // Date, and may not have put it back yet.)
      server.advance(Math.round(performance.timeOrigin + performance.now()) - server.deps.clock());
      if (wrote) await restore();
      wrote = false;
      await resetLimits();
      await writeFile(outbox, '');
    },
    close: async () => {
      await server.close();
      await options.onClose?.();
    },
    // Waits for the mail: it is sent after the answer.
    resetTokenFor: (email) => lastResetToken(server, email),
    advance: (ms) => server.advance(ms),
    resetLimits,
  };
}

/**
 * The product server on a fresh database `contract_<random>` of the PostgreSQL server at `adminUrl`, dropped at close
 * (then `options.onClose` runs).
 */
export async function postgresBackend(adminUrl: string, options: Pick<ServerBackendOptions, 'name' | 'env' | 'onClose'> = {}): Promise<Backend> {
  const { url, drop } = await createDatabase(adminUrl, 'contract');
  const onClose = async () => {
    await drop();
    await options.onClose?.();
  };
  try {
    return await serverBackend({ name: 'postgres', ...options, database: { kind: 'postgres', url }, onClose });
  } catch (error) {
    await drop();
    throw error;
  }
}
