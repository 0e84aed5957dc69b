import { ApiError, parseRetryAfter, reasonOf } from './errors';
import { msg, verbatim, type Message, type MessageKey } from '../domain/message';
import { SERVER_TEXTS } from '../domain/server-texts';

/**
 * Pure mapping from a failed call to the catalogue texts of SPEC §8. The transport (http.ts) turns what went wrong
 * into one of the failure classes below; the clients pick the mapper for their family (admin/auth, public, upload,
 * home featured). Every mapper returns an ApiError whose message is the catalogue text and whose status is the
 * HTTP status, 0 when no response came back.
 */

/** A response came back with a non-OK status. */
export class ResponseFailure extends Error {
  override readonly name = 'ResponseFailure';
  constructor(
    readonly status: number,
    /** The `message` of the JSON error body, when there was one. */
    readonly serverMessage: string | undefined,
    /** The raw Retry-After header. */
    readonly retryAfterHeader: string | null = null,
  ) {
    super(`HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`);
  }
}

/** The client's own deadline (10/15/30 s) fired before a response came back. */
export class TimeoutFailure extends Error {
  override readonly name = 'TimeoutFailure';
}

/** The caller's AbortSignal fired (a machine stopped caring about the answer). */
export class AbortFailure extends Error {
  override readonly name = 'AbortFailure';
}

/**
 * A server's `message` as a descriptor: the catalogue's entry when it is one of the protocol's texts SPEC lists
 * (domain/server-texts.ts), so the page shows it in its language; otherwise the server's words as they are.
 */
export function said(serverMessage: string | undefined): Message | undefined {
  if (serverMessage === undefined) return undefined;
  const key = (Object.keys(SERVER_TEXTS) as (keyof typeof SERVER_TEXTS)[]).find((k) => SERVER_TEXTS[k] === serverMessage);
  return key ? msg(key as MessageKey) : verbatim(serverMessage);
}

/** The `message` field of an error body, if it is a non-empty string. */
export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m.trim() !== '') return m;
  }
  return undefined;
}

function withCause(error: ApiError, cause: unknown): ApiError {
  if (cause !== undefined && cause !== error) error.cause = cause;
  return error;
}

/** True when fetch failed without a response: DNS, refused connection, CORS, offline (fetch throws TypeError). */
function isNetworkFailure(err: unknown): boolean {
  return err instanceof TypeError;
}

/**
 * True for a call the caller cancelled (never shown; machines ignore it): an ApiError the clients produce for an abort,
 * or an AbortError (a queued call dropped before its turn, a signal's own reason).
 */
export function isAbortError(err: unknown): boolean {
  return (err instanceof ApiError && err.cause instanceof AbortFailure) || (err instanceof Error && err.name === 'AbortError');
}

/** Failures with no response, shared by every family except upload and home featured. */
export function toTransportError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof AbortFailure) return withCause(new ApiError(msg('requestAborted'), 0), err);
  if (err instanceof TimeoutFailure || isNetworkFailure(err)) return withCause(new ApiError(msg('networkError'), 0), err);
  if (err instanceof Error) return withCause(new ApiError(msg('requestError', reasonOf(err, msg('unexpected'))), 0), err);
  return withCause(new ApiError(msg('unexpected'), 0), err);
}

function retryAfterFor(status: number, header: string | null | undefined): number | undefined {
  return status === 429 ? parseRetryAfter(header) : undefined;
}

/**
 * Admin and auth calls (SPEC §8 "Admin and generic"): a response gives 'Server Error ({status}): {message}' with
 * the server's message or the call's fallback; no response gives the network text; any other Error gives
 * 'Request Error: {message}'; anything else 'An unexpected error occurred'.
 */
export function toAdminError(err: unknown, fallback: Message): ApiError {
  if (err instanceof ResponseFailure) {
    const message = said(err.serverMessage) ?? fallback;
    return withCause(
      new ApiError(msg('serverError', err.status, message), err.status, retryAfterFor(err.status, err.retryAfterHeader), err.serverMessage),
      err,
    );
  }
  return toTransportError(err);
}

/**
 * Public calls with a response (SPEC §8 "Public"): 429 → the too-many-requests text with Retry-After seconds
 * (default 5); 400 naming 'Valid car ID is required' → invalid parameters; 5xx → the public server text;
 * otherwise 'Error ({status}): {message}' with the server's message or the call's fallback.
 */
export function toPublicError(
  status: number,
  serverMessage: string | undefined,
  fallback: Message,
  retryAfterHeader?: string | null,
): ApiError {
  if (status === 429) return new ApiError(msg('tooManyRequests'), 429, parseRetryAfter(retryAfterHeader), serverMessage);
  if (status === 400 && serverMessage?.includes(SERVER_TEXTS.serverInvalidId)) {
    return new ApiError(msg('invalidParams'), 400, undefined, serverMessage);
  }
  if (status >= 500) return new ApiError(msg('publicServerError'), status, undefined, serverMessage);
  return new ApiError(msg('publicError', status, said(serverMessage) ?? fallback), status, undefined, serverMessage);
}

/** Any public failure: responses per toPublicError, no response per toTransportError (the network text). */
export function toPublicFailure(err: unknown, fallback: Message): ApiError {
  if (err instanceof ResponseFailure) {
    return withCause(toPublicError(err.status, err.serverMessage, fallback, err.retryAfterHeader), err);
  }
  return toTransportError(err);
}

/**
 * Image upload (SPEC §8 "Upload errors"): timeout, 401, 413, then the server's message if it gave one, otherwise
 * the generic upload text. A network failure has no server message, so it gets the generic text.
 */
export function toUploadError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof TimeoutFailure) return withCause(new ApiError(msg('uploadTimeout'), 0), err);
  if (err instanceof AbortFailure) return withCause(new ApiError(msg('requestAborted'), 0), err);
  if (err instanceof ResponseFailure) {
    const { status, serverMessage } = err;
    const retryAfter = retryAfterFor(status, err.retryAfterHeader);
    if (status === 401) return withCause(new ApiError(msg('uploadAuth'), 401, undefined, serverMessage), err);
    if (status === 413) return withCause(new ApiError(msg('upload413'), 413, undefined, serverMessage), err);
    return withCause(new ApiError(said(serverMessage) ?? msg('uploadGeneric'), status, retryAfter, serverMessage), err);
  }
  return withCause(new ApiError(msg('uploadGeneric'), 0), err);
}

/**
 * The home page's featured fetch keeps its own plain-fetch rules (SPEC §8): a non-OK status gives
 * 'HTTP error! status: {code}' (thrown by the caller, passed through here); no response gives the network text;
 * another Error keeps its own message; a non-Error failure gives 'Failed to fetch cars'.
 */
export function toHomeFeaturedError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof AbortFailure) return withCause(new ApiError(msg('requestAborted'), 0), err);
  if (err instanceof TimeoutFailure || isNetworkFailure(err)) return withCause(new ApiError(msg('networkError'), 0), err);
  if (err instanceof Error) return withCause(new ApiError(reasonOf(err, msg('fetchCarsFailed')), 0), err);
  return withCause(new ApiError(msg('fetchCarsFailed'), 0), err);
}
