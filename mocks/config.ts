/**
 * Behaviour of the mock backend itself: what the real server would keep in its own configuration.
 * Business limits shared with the app come from src/config/constants.ts.
 */

/** The seed's fixed inputs: every run sees the same fleet. */
export const SEED = 20250818;
export const SEED_REF_DATE = '2025-08-18T09:00:00Z';
/** Bump when the seed or the stored shape changes so a browser's persisted copy is replaced (2: rotating refresh cookie; 3: the all-luxury demo fleet and its new renders). */
export const DB_VERSION = 3;


export const RATE_LIMIT_MAX = 120;
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Retry-After of the `ratelimit` scenario. */
export const SCENARIO_RETRY_AFTER_S = 5;

/** Latency of the browser worker and the standalone server; msw/node (Vitest) uses 0. */
export const DEFAULT_LATENCY = { min: 80, max: 300 } as const;
export const SLOW_LATENCY = { min: 2_000, max: 4_000 } as const;


