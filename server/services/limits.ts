/**
 * Rate limits, kept apart so one kind of traffic cannot starve another: a flood of public reads must not lock an
 * administrator out. Counters live in this process (rate-limiter-flexible's memory store); behind a load balancer
 * each instance counts its own share (docs/deploy.md).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError } from '../../domain/validation';

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
  /** Failed logins per address. */
  loginByIp: { points: 10, duration: 15 * 60 },
  /** Failed logins per account, from anywhere. */
  loginByAccount: { points: 20, duration: 60 * 60 },
  /** Password-reset mails per address. */
  forgotByIp: { points: 5, duration: 15 * 60 },
  /** Contact-form enquiries per address (issue 19): a person sends one or two; a flood gets 429. */
  enquiryByIp: { points: 5, duration: 10 * 60 },
  /** WhatsApp/call press beacons per address. */
  demandByIp: { points: 60, duration: 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_RULES;
export type Limiters = Record<LimitName, RateLimiterMemory>;

export function createLimiters(rules: Partial<Record<LimitName, LimitRule>> = {}): Limiters {
  const all = { ...LIMIT_RULES, ...rules };
  return Object.fromEntries(
    Object.entries(all).map(([name, rule]) => [name, new RateLimiterMemory({ keyPrefix: name, ...rule })]),
  ) as Limiters;
}

function tooMany(res: RateLimiterRes, message: string): HttpError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new HttpError(429, message, { 'Retry-After': String(seconds) });
}

/** Takes one point for `key`; throws 429 with Retry-After when the window is used up. */
export async function consume(limiter: RateLimiterMemory, key: string, message: string = SERVER_MSG.tooManyRequests): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error, message);
    throw error;
  }
}

/** Throws 429 if `key` has no points left, without taking one (login checks before verifying a password). */
export async function ensureAvailable(limiter: RateLimiterMemory, key: string, message: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0) throw tooMany(res, message);
}
