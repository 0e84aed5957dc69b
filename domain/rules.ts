/**
 * What the backend keeps in its own configuration, shared by the mock (mocks/) and the product server (server/):
 * token lifetimes, the refresh cookie, page-size limits, upload paths. Business limits shared with the app come from
 * domain/constants.ts.
 */
import { ADMIN_LIST_LIMIT, FEATURED_LIMIT, LIST_PAGE_SIZE, RELATED_LIMIT, TOKEN_REFRESH_MS } from './constants';

/**
 * The SPA refreshes its access token every 30 minutes (SPEC §4) and does not refresh on a 401, so a token must outlive
 * one interval or an admin idle for 16 minutes would be signed out mid-edit. Every request still checks the token's
 * session in the database, so logout and password changes end it at once whatever its expiry.
 */
export const ACCESS_TOKEN_TTL_MS = TOKEN_REFRESH_MS + 5 * 60_000;
export const REFRESH_SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** An invitation's set-password link (issue 22): the same single-use token as a reset, valid this many days. */
export const INVITE_LINK_DAYS = 3;
export const INVITE_TOKEN_TTL_MS = INVITE_LINK_DAYS * 24 * 60 * 60_000;
export const REFRESH_COOKIE = 'refreshToken';
/** The refresh cookie is only sent to the auth routes. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export const PUBLIC_LIMIT = { default: LIST_PAGE_SIZE, max: 100 } as const;
export const ADMIN_LIMIT = { default: 1000, max: ADMIN_LIST_LIMIT } as const;
export const FEATURED_LIMITS = { default: FEATURED_LIMIT, max: 50 } as const;
export const RELATED_LIMITS = { default: RELATED_LIMIT, max: 20 } as const;
export const SUGGESTIONS_MAX = 8;
export const STATS_MOST_VIEWED = 5;

export const UPLOAD_URL_PREFIX = '/uploads/';
export const FLEET_URL_PREFIX = '/fleet/';

/** JSON bodies of the contract are small (the largest, a car form, stays under 20 KB): more is refused with 413. */
export const JSON_BODY_MAX = 64 * 1024;
