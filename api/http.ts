import type { z } from 'zod/mini';
import { ApiError } from './errors';
import { AbortFailure, ResponseFailure, TimeoutFailure, serverMessageOf } from './error-map';
import { msg } from '../domain/message';

/**
 * The transport shared by the three clients: base URL, deadlines combined with the caller's signal, the minimum
 * gap between public requests, the 401 hook, and the step from openapi-fetch's `{ data, error, response }` to a
 * thrown failure (error-map.ts turns failures into catalogue texts).
 */

/** Node has no page origin; tests and the node mock server talk to this one when VITE_API_URL is empty. */
const NODE_FALLBACK_ORIGIN = 'http://localhost';

/**
 * The API origin: VITE_API_URL when set; empty means the page's own origin (SPEC: same-origin by default).
 * Resolved to an absolute URL because node's Request refuses relative ones.
 */
export function apiBaseUrl(): string {
  const env: unknown = import.meta.env?.VITE_API_URL;
  if (typeof env === 'string' && env.trim() !== '') return env.trim().replace(/\/+$/, '');
  if (typeof location !== 'undefined' && /^https?:/.test(location.origin)) return location.origin;
  return NODE_FALLBACK_ORIGIN;
}

/** An absolute URL for an API path, e.g. `apiUrl('/api/cars')` (handy for msw handlers in tests). */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}${path}`;
}

/**
 * openapi-fetch keeps the fetch it was given; reading globalThis.fetch at call time lets msw patch it later.
 * It also refuses an OK answer whose body is not JSON, so clients report "Invalid response format" for it
 * instead of a JSON SyntaxError.
 */
export async function lateFetch(request: Request): Promise<Response> {
  const res = await globalThis.fetch(request);
  if (!res.ok || res.status === 204) return res;
  const text = await res.text();
  if (text !== '') {
    try {
      JSON.parse(text);
    } catch {
      throw new ApiError(msg('invalidResponseFormat'), res.status);
    }
  }
  return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
}

// --- 401 hook --------------------------------------------------------------------------------------------------

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Register what happens when a public or admin call answers 401 (the app: remove tokens, go to /admin/login).
 * Pass null to unregister. Returns the previous handler.
 */
export function setUnauthorizedHandler(fn: UnauthorizedHandler | null): UnauthorizedHandler | null {
  const previous = unauthorizedHandler;
  unauthorizedHandler = fn;
  return previous;
}

/** Call the registered 401 handler; a throwing handler must not hide the call's own error. */
export function notifyUnauthorized(): void {
  try {
    unauthorizedHandler?.();
  } catch {
    // The handler's own failure is not the caller's concern.
  }
}

// --- deadlines -------------------------------------------------------------------------------------------------

export type CallOptions = { signal?: AbortSignal | undefined };

export type Deadline = {
  readonly signal: AbortSignal;
  readonly timedOut: boolean;
  clear(): void;
};

/**
 * A signal that aborts after `ms` or when `outer` aborts, whichever comes first. Built on setTimeout (not
 * AbortSignal.timeout) so fake timers drive it in tests, and so a timeout can be told apart from a cancel.
 */
export function withDeadline(ms: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, ms);
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

// --- minimum gap between request starts ------------------------------------------------------------------------

export type GapScheduler = {
  /** Resolves when this request may start; rejects with AbortFailure if `signal` aborts first. */
  wait(signal?: AbortSignal): Promise<void>;
  /** Forget past requests (tests; nothing in the app needs it). */
  reset(): void;
};

/**
 * At least `gapMs` between the starts of any two requests. Each caller reserves the next free start time at
 * once, so concurrent callers line up in call order. Time comes from Date.now and setTimeout, which fake timers
 * control.
 */
export function createGapScheduler(gapMs: number, now: () => number = () => Date.now()): GapScheduler {
  let nextFree = Number.NEGATIVE_INFINITY;
  return {
    wait(signal) {
      if (signal?.aborted) return Promise.reject(new AbortFailure('Request aborted before it started'));
      const t = now();
      const start = Math.max(t, nextFree);
      nextFree = start + gapMs;
      const delay = start - t;
      if (delay <= 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          clearTimeout(timer);
          reject(new AbortFailure('Request aborted before it started'));
        };
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        }, delay);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    reset() {
      nextFree = Number.NEGATIVE_INFINITY;
    },
  };
}

// --- sending and unwrapping ------------------------------------------------------------------------------------

/** What an openapi-fetch call resolves to. */
export type RawResult = { data?: unknown; error?: unknown; response: Response };
/** An OK answer: the parsed body and the status. */
export type Sent = { data: unknown; status: number };

/**
 * Run one call under a deadline. Resolves with the body of an OK answer; rejects with ResponseFailure for a
 * non-OK answer, TimeoutFailure when the deadline fired, AbortFailure when the caller aborted, or whatever fetch
 * threw (TypeError = no response).
 */
export async function send(
  run: (signal: AbortSignal) => Promise<RawResult>,
  options: { timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<Sent> {
  const { timeoutMs, signal } = options;
  if (signal?.aborted) throw new AbortFailure('Request aborted before it started');
  const deadline = withDeadline(timeoutMs, signal);
  try {
    const { data, error, response } = await run(deadline.signal);
    if (!response.ok) {
      throw new ResponseFailure(response.status, serverMessageOf(error), response.headers.get('Retry-After'));
    }
    return { data, status: response.status };
  } catch (err) {
    if (err instanceof ResponseFailure || err instanceof ApiError) throw err;
    if (deadline.timedOut) throw new TimeoutFailure(`No response within ${timeoutMs} ms`, { cause: err });
    if (signal?.aborted) throw new AbortFailure('Request aborted', { cause: err });
    throw err;
  } finally {
    deadline.clear();
  }
}

/** Validate an OK body; a mismatch is "Invalid response format" with the HTTP status. */
export function parseBody<T extends z.ZodMiniType>(schema: T, sent: Sent): z.output<T> {
  const result = schema.safeParse(sent.data);
  if (!result.success) {
    const error = new ApiError(msg('invalidResponseFormat'), sent.status);
    error.cause = result.error;
    throw error;
  }
  return result.data;
}

/** `Authorization` header for a token, or none. */
export function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
