/**
 * Per-host state of the mock server that is not data: latency and the rate limiter.
 * Each host (browser tab, msw/node, standalone server) imports its own copy, so each is one client.
 */
import { DEFAULT_LATENCY, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS, SEED, VISITOR_LIMITS } from './config';

export interface LatencyRange {
  min: number;
  max: number;
}

let latency: LatencyRange = { ...DEFAULT_LATENCY };
let rngState = SEED;

/** Deterministic PRNG (mulberry32), so latencies repeat from run to run. */
function nextRandom(): number {
  rngState = (rngState + 0x6d2b79f5) | 0;
  let t = rngState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A number of milliseconds, or a range to draw from; 0 answers at once (no timer at all). */
export function setLatency(value: number | LatencyRange): void {
  latency = typeof value === 'number' ? { min: value, max: value } : { ...value };
}

export function getLatency(): LatencyRange {
  return { ...latency };
}

export function pickLatency(range: LatencyRange = latency): number {
  if (range.max <= 0) return 0;
  return Math.round(range.min + nextRandom() * (range.max - range.min));
}

// Rate limiter: a sliding window of the times of accepted requests, one window per kind of route, so a flood of
// public reads cannot lock the admin portal out (the product server keeps its limits apart the same way).
type LimitedKind = 'public' | 'auth' | 'admin';
let hits: Record<LimitedKind, number[]> = { public: [], auth: [], admin: [] };
let limit = RATE_LIMIT_MAX;

/** Requests per minute and kind; `null` turns the limiter off. */
export function setRateLimit(max: number | null): void {
  limit = max ?? Number.POSITIVE_INFINITY;
  resetRateLimit();
}

export function resetRateLimit(): void {
  hits = { public: [], auth: [], admin: [] };
}

/** Counts one hit at `now` in a sliding window; answers the window kept and null when allowed, or the seconds to wait. */
function takeFromWindow(times: readonly number[], now: number, max: number, windowMs: number): { kept: number[]; retryAfter: number | null } {
  const kept = times.filter((t) => t > now - windowMs);
  if (kept.length >= max) {
    const oldest = kept[0] ?? now;
    return { kept, retryAfter: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }
  kept.push(now);
  return { kept, retryAfter: null };
}

/** Counts one request of a kind at `now`; answers null when allowed, or the seconds to wait. */
export function takeRateLimit(now: number, kind: LimitedKind = 'public'): number | null {
  const { kept, retryAfter } = takeFromWindow(hits[kind], now, limit, RATE_LIMIT_WINDOW_MS);
  hits[kind] = kept;
  return retryAfter;
}

// The visitor's own limits on the public writes (the browser is one visitor): enquiries and demand beacons.
export type VisitorLimit = keyof typeof VISITOR_LIMITS;
let visitorHits: Record<VisitorLimit, number[]> = { enquiry: [], demand: [] };

/** Counts one enquiry or beacon at `now` (Date.now(), so fake timers move it); null when allowed, or the seconds to wait. */
export function takeVisitorLimit(now: number, kind: VisitorLimit): number | null {
  const { max, windowMs } = VISITOR_LIMITS[kind];
  const { kept, retryAfter } = takeFromWindow(visitorHits[kind], now, max, windowMs);
  visitorHits[kind] = kept;
  return retryAfter;
}

/** Forgets the visitor's enquiries and beacons (a reset of the mock backend does this too). */
export function resetVisitorLimits(): void {
  visitorHits = { enquiry: [], demand: [] };
}

export function resetRuntime(defaultLatency: number | LatencyRange = DEFAULT_LATENCY): void {
  setLatency(defaultLatency);
  setRateLimit(RATE_LIMIT_MAX);
  resetVisitorLimits();
  rngState = SEED;
}

type ResetTokenListener = (email: string, token: string) => void;
let resetTokenListener: ResetTokenListener | null = null;

/** Where a forgot-password request "sends" its mail (the browser host prints it to the console). */
export function onResetToken(listener: ResetTokenListener | null): void {
  resetTokenListener = listener;
}

export function announceResetToken(email: string, token: string): void {
  resetTokenListener?.(email, token);
}
