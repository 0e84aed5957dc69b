import { DEFAULT_RETRY_AFTER_S } from '../domain/constants';

/** The one error type every client throws, so machines can branch on status and Retry-After. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no response came back (network failure or timeout). */
    readonly status: number,
    /** Seconds to wait, from Retry-After on 429. */
    readonly retryAfter?: number,
    /** What the server said, before mapping to the catalogue text. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
  get isRateLimited(): boolean {
    return this.status === 429;
  }
}

/**
 * The text an error carries, for what the user reads (a toast, a page's error state, the text under a field): its
 * message, or `fallback` for a failure that is not an Error or has no message.
 */
export function reasonOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Retry-After in seconds (integer or HTTP date), falling back to SPEC's default of 5 s. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number {
  if (!value) return DEFAULT_RETRY_AFTER_S;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - now) / 1000));
  return DEFAULT_RETRY_AFTER_S;
}
