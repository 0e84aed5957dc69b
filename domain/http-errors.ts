/**
 * The errors a request's handling throws; the backends answer them as { success: false, message, field? }. A module of
 * their own, free of the message catalogue: rules the browser runs too (domain/text.ts) throw them.
 */
export class ValidationError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

/** An error any handler (or shared helper) may throw; the backend answers { success:false, message }. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 502 | 503,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A 400 whose text is fixed by the contract rather than built from a field (e.g. 'Valid car ID is required'). */
export class BadRequestError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
