/**
 * Rate limits, kept apart so one kind of traffic cannot starve another: a flood of public reads must not lock an
 * administrator out. With PostgreSQL (DATABASE_URL) the counters are rows of the `rate_limits` table
 * (rate-limiter-flexible's RateLimiterPostgres, one atomic upsert per count), shared by every instance on the
 * database: N instances behind a load balancer allow what one does. With PGlite (one process) they live in memory.
 * No in-memory fallback: a shared limit that silently became per instance would multiply every allowance, so when
 * the database does not answer a count fails like any other query (500), and so does the request.
 */
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError } from '../../domain/http-errors';

export interface LimitRule {
  points: number;
  /** Window in seconds. */
  duration: number;
}

export const LIMIT_RULES = {
  /** Showroom reads (lists, cars, search), per client address. */
  publicRead: { points: 300, duration: 60 },
  /** Admin portal calls, per signed-in account. */
  admin: { points: 240, duration: 60 },
  /** Auth calls other than login (refresh, check, logout, passwords), per address. */
  auth: { points: 60, duration: 60 },
  /**
   * Login guesses per address, at any accounts (a sprayer). Each attempt takes its point before the password is
   * checked and a right password gives it back (docs/decisions/017-sign-in-throttling.md).
   */
  loginByIp: { points: 10, duration: 15 * 60 },
  /** Login guesses at one account from one address: the account's lock, which never reaches its owner elsewhere. */
  loginByAccountIp: { points: 5, duration: 15 * 60 },
  /**
   * Wrong passwords at one account from anywhere. Past it the account is under attack: it locks nobody out, but each
   * address gets one guess per loginByAccountIp window instead of five (a right password always passes).
   */
  loginByAccount: { points: 50, duration: 60 * 60 },
  /** Password-reset mails per address. */
  forgotByIp: { points: 5, duration: 15 * 60 },
  /** Contact-form enquiries per address (issue 19): a person sends one or two; a flood gets 429. */
  enquiryByIp: { points: 5, duration: 10 * 60 },
  /** WhatsApp/call press beacons per address. */
  demandByIp: { points: 60, duration: 60 },
  /**
   * Server-rendered pages per address (issue 20; files under /assets, /fleet, /media, /uploads are not pages). A
   * visitor loads a page as a document only on arrival or reload (the app moves between pages through the API), so
   * 120 a minute leaves room for a few dozen people behind one shared address while a flood gets 429 within a minute.
   */
  page: { points: 120, duration: 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_RULES;
export type Limiter = RateLimiterAbstract;
export type Limiters = Record<LimitName, Limiter>;

/** The table of the shared counters (migration 0004): one row per rule and key, `<rule>:<key>`. */
export const LIMITS_TABLE = 'rate_limits';

/** Where the counts are kept: the PostgreSQL pool of the database (DatabaseHandle.pool), or memory without one. */
export interface LimitStore {
  pool?: pg.Pool;
}

/**
 * One limiter per rule. `refused` hears of every count a rule refuses (the metrics). With a pool, the table exists
 * already (a migration, so instances starting at once never race on DDL) and expired rows are deleted by
 * sweepExpiredLimits, not by a timer of each limiter.
 */
export function createLimiters(store: LimitStore, rules: Partial<Record<LimitName, LimitRule>> = {}, refused?: (rule: LimitName) => void): Limiters {
  const all: Record<LimitName, LimitRule> = { ...LIMIT_RULES, ...rules };
  const make = (name: LimitName, rule: LimitRule): Limiter =>
    store.pool
      ? new RateLimiterPostgres({ storeClient: store.pool, tableName: LIMITS_TABLE, tableCreated: true, clearExpiredByTimeout: false, keyPrefix: name, ...rule })
      : new RateLimiterMemory({ keyPrefix: name, ...rule });
  return Object.fromEntries(
    (Object.entries(all) as [LimitName, LimitRule][]).map(([name, rule]) => [name, reporting(make(name, rule), () => refused?.(name))]),
  ) as Limiters;
}

/** The limiter, telling `refused` of each consume it refuses (whoever calls consume: take, consume, a test). */
function reporting(limiter: Limiter, refused: () => void): Limiter {
  const consumeOnce = limiter.consume.bind(limiter);
  limiter.consume = (key, points, options) =>
    consumeOnce(key, points, options).catch((error: unknown) => {
      if (error instanceof RateLimiterRes) refused();
      throw error;
    });
  return limiter;
}

/**
 * Deletes the shared counters whose window has ended (the library treats such a row as absent, so nothing changes
 * for a client): without it the table would keep one row per address ever seen. Answers how many went.
 */
export async function sweepExpiredLimits(pool: pg.Pool, now = Date.now()): Promise<number> {
  const result = await pool.query(`DELETE FROM ${LIMITS_TABLE} WHERE expire <= $1`, [now]);
  return result.rowCount ?? 0;
}

/** The 429 for a count past its rule, with Retry-After from that count's window. */
export function tooMany(res: RateLimiterRes, message: string = SERVER_MSG.tooManyRequests): HttpError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new HttpError(429, message, { 'Retry-After': String(seconds) });
}

/** Takes one point for `key`; throws 429 with Retry-After when the window is used up. */
export async function consume(limiter: Limiter, key: string, message: string = SERVER_MSG.tooManyRequests): Promise<void> {
  await take(limiter, key, message);
}

/**
 * Takes one point for `key` and answers the count, or throws 429 with Retry-After when the window is used up. The
 * count and the check are one step (in memory; in PostgreSQL one `INSERT … ON CONFLICT DO UPDATE … RETURNING`, which
 * takes the row's lock), so of N parallel requests at most `points` pass, across instances too (issues 20 and 24).
 */
export async function take(limiter: Limiter, key: string, message: string = SERVER_MSG.tooManyRequests): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error, message);
    throw error;
  }
}

/** Counts one more for `key` without ever refusing (a counter that decides something else); answers the count. */
export function count(limiter: Limiter, key: string): Promise<RateLimiterRes> {
  return limiter.penalty(key, 1);
}

/** Gives back a point taken in the current window (an attempt that turned out legitimate, e.g. a right password). */
export async function refund(limiter: Limiter, key: string): Promise<void> {
  const res = await limiter.get(key);
  // Not past an expired window: that would hand out an extra point in the next one.
  if (res && res.consumedPoints > 0) await limiter.reward(key, 1);
}
