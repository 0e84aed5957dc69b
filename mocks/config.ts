/**
 * Behaviour of the mock backend itself: what the real server would keep in its own configuration.
 * Business limits shared with the app come from domain/constants.ts.
 */

/** The seed's fixed inputs: every run sees the same fleet. */
export const SEED = 20250818;
export const SEED_REF_DATE = '2025-08-18T09:00:00Z';
/** Bump when the seed or the stored shape changes so a browser's persisted copy is replaced (2: rotating refresh cookie; 3: the all-luxury demo fleet and its new renders). */
export const DB_VERSION = 3;


export const RATE_LIMIT_MAX = 120;
export const RATE_LIMIT_WINDOW_MS = 60_000;
/**
 * Per-address limits of the two public writes of issue 19, the same as the product server's (LIMIT_RULES
 * enquiryByIp and demandByIp in server/services/limits.ts; mocks/handlers/enquiries.test.ts checks they agree).
 * They are part of the contract (the 6th enquiry is refused), so `setRateLimit(null)` leaves them on.
 */
export const VISITOR_LIMITS = {
  enquiry: { max: 5, windowMs: 10 * 60_000 },
  demand: { max: 60, windowMs: 60_000 },
} as const;
/** Retry-After of the `ratelimit` scenario. */
export const SCENARIO_RETRY_AFTER_S = 5;

/** Latency of the browser worker and the standalone server; msw/node (Vitest) uses 0. */
export const DEFAULT_LATENCY = { min: 80, max: 300 } as const;
export const SLOW_LATENCY = { min: 2_000, max: 4_000 } as const;


