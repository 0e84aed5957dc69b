/**
 * Behaviour of the mock backend itself: what the real server would keep in its own configuration.
 * Business limits shared with the app come from src/config/constants.ts.
 */
import { ADMIN_LIST_LIMIT, FEATURED_LIMIT, LIST_PAGE_SIZE, RELATED_LIMIT } from '../src/config/constants';

/** The seed's fixed inputs: every run sees the same fleet. */
export const SEED = 20250818;
export const SEED_REF_DATE = '2025-08-18T09:00:00Z';
/** Bump when the seed changes so a browser's persisted copy is replaced. */
export const DB_VERSION = 1;

export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
export const REFRESH_SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const REFRESH_COOKIE = 'refreshToken';
/** The refresh cookie is only sent to the auth routes, like the real server's. */
export const REFRESH_COOKIE_PATH = '/api/auth';
export const PASSWORD_MIN_LENGTH = 8;

export const RATE_LIMIT_MAX = 120;
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Retry-After of the `ratelimit` scenario. */
export const SCENARIO_RETRY_AFTER_S = 5;

/** Latency of the browser worker and the standalone server; msw/node (Vitest) uses 0. */
export const DEFAULT_LATENCY = { min: 80, max: 300 } as const;
export const SLOW_LATENCY = { min: 2_000, max: 4_000 } as const;

export const PUBLIC_LIMIT = { default: LIST_PAGE_SIZE, max: 100 } as const;
export const ADMIN_LIMIT = { default: 1000, max: ADMIN_LIST_LIMIT } as const;
export const FEATURED_LIMITS = { default: FEATURED_LIMIT, max: 50 } as const;
export const RELATED_LIMITS = { default: RELATED_LIMIT, max: 20 } as const;
export const SUGGESTIONS_MAX = 8;
export const STATS_MOST_VIEWED = 5;

export const UPLOAD_URL_PREFIX = '/uploads/';
export const FLEET_URL_PREFIX = '/fleet/';
