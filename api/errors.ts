import { DEFAULT_RETRY_AFTER_S } from '../domain/constants';
import { MessageError, verbatim, type Message } from '../domain/message';

/** The one error type every client throws, so machines can branch on status and Retry-After. */
export class ApiError extends MessageError {
  override readonly name = 'ApiError';
  constructor(
    /** What the user reads; a string is a text carried as it is (a server's own words). */
    message: Message | string,
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
 * What an error says to the user (a toast, a page's error state, the text under a field), as a descriptor: the one it
 * carries, an exception's own message as it is, or `fallback` for a failure that is not an Error or has no message.
 */
export function reasonOf(error: unknown, fallback: Message): Message {
  if (error instanceof MessageError) return error.descriptor;
  return error instanceof Error && error.message ? verbatim(error.message) : fallback;
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
