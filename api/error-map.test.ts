import { describe, expect, it } from 'vitest';
import { ApiError, reasonOf } from './errors';
import {
  AbortFailure,
  ResponseFailure,
  TimeoutFailure,
  isAbortError,
  serverMessageOf,
  toAdminError,
  toHomeFeaturedError,
  toPublicError,
  toPublicFailure,
  toUploadError,
} from './error-map';
import { MSG } from '../domain/app-messages';
import { msg } from '../domain/message';
import { english } from '../tests/setup/english';

describe('serverMessageOf', () => {
  it('reads a non-empty string message only', () => {
    expect(serverMessageOf({ success: false, message: 'Car not here' })).toBe('Car not here');
    expect(serverMessageOf({ message: '  ' })).toBeUndefined();
    expect(serverMessageOf({ message: 42 })).toBeUndefined();
    expect(serverMessageOf('plain text')).toBeUndefined();
    expect(serverMessageOf(undefined)).toBeUndefined();
  });
});

describe('toAdminError', () => {
  it('maps a response to "Server Error ({status}): {server message}"', () => {
    const e = toAdminError(new ResponseFailure(400, 'Name is required'), msg('addCarFailed'));
    expect(e).toBeInstanceOf(ApiError);
    expect(english(e)).toBe('Server Error (400): Name is required');
    expect(e.status).toBe(400);
    expect(e.serverMessage).toBe('Name is required');
  });

  it('uses the fallback when the server gave no message', () => {
    const e = toAdminError(new ResponseFailure(500, undefined), msg('statsFailed'));
    expect(english(e)).toBe(MSG.serverError(500, MSG.statsFailed));
    expect(english(e)).toBe('Server Error (500): Failed to fetch car statistics');
  });

  it('carries Retry-After seconds on 429 (default 5)', () => {
    expect(toAdminError(new ResponseFailure(429, 'Slow down', '7'), msg('loginFailed')).retryAfter).toBe(7);
    expect(toAdminError(new ResponseFailure(429, 'Slow down', null), msg('loginFailed')).retryAfter).toBe(5);
    expect(toAdminError(new ResponseFailure(404, 'x', '7'), msg('loginFailed')).retryAfter).toBeUndefined();
  });

  it('maps no response (network TypeError or timeout) to the network text with status 0', () => {
    for (const err of [new TypeError('Failed to fetch'), new TimeoutFailure('late')]) {
      const e = toAdminError(err, msg('loginFailed'));
      expect(english(e)).toBe(MSG.networkError);
      expect(e.status).toBe(0);
    }
  });

  it('maps another Error to "Request Error: {message}"', () => {
    expect(english(toAdminError(new Error('boom'), msg('loginFailed')))).toBe('Request Error: boom');
  });

  it('maps a non-Error to "An unexpected error occurred"', () => {
    expect(english(toAdminError('weird', msg('loginFailed')))).toBe(MSG.unexpected);
    expect(english(toAdminError(undefined, msg('loginFailed')))).toBe(MSG.unexpected);
  });

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError(MSG.invalidResponseFormat, 200);
    expect(toAdminError(original, msg('loginFailed'))).toBe(original);
  });

  it('marks a caller abort so machines can ignore it', () => {
    const e = toAdminError(new AbortFailure('stop'), msg('loginFailed'));
    expect(isAbortError(e)).toBe(true);
    expect(isAbortError(toAdminError(new TypeError('x'), msg('loginFailed')))).toBe(false);
  });
});

describe('isAbortError and reasonOf', () => {
  it('knows a call dropped before its turn (an AbortError) as cancelled, and nothing else', () => {
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbortError(Object.assign(new Error('Request aborted'), { name: 'AbortError' }))).toBe(true);
    expect(isAbortError(new ApiError(MSG.networkError, 0))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });

  it("gives an error's message, or the fallback for a failure that is not an Error or says nothing", () => {
    expect(english(reasonOf(new ApiError(msg('carNotFound'), 404), msg('unexpected')))).toBe(MSG.carNotFound);
    expect(english(reasonOf(new Error('boom'), msg('unexpected')))).toBe('boom');
    expect(english(reasonOf(new Error(''), msg('unexpected')))).toBe(MSG.unexpected);
    expect(english(reasonOf('boom', msg('fetchCarsFailed')))).toBe(MSG.fetchCarsFailed);
    expect(english(reasonOf(undefined, msg('fetchCarsFailed')))).toBe(MSG.fetchCarsFailed);
  });
});

describe('toPublicError', () => {
  it('429 → too many requests, with Retry-After seconds (default 5)', () => {
    const e = toPublicError(429, 'Rate limit', msg('fetchCarsFailed'), '12');
    expect(english(e)).toBe(MSG.tooManyRequests);
    expect(e.status).toBe(429);
    expect(e.retryAfter).toBe(12);
    expect(e.isRateLimited).toBe(true);
    expect(toPublicError(429, undefined, msg('fetchCarsFailed')).retryAfter).toBe(5);
    expect(english(e)).toContain('Too many requests');
  });

  it('400 naming "Valid car ID is required" → invalid parameters', () => {
    expect(english(toPublicError(400, 'Valid car ID is required', msg('carNotFound')))).toBe(MSG.invalidParams);
  });

  it('400 with another message → "Error (400): {message}"', () => {
    expect(english(toPublicError(400, 'Bad sort', msg('fetchCarsFailed')))).toBe('Error (400): Bad sort');
  });

  it.each([500, 502, 503, 504])('%i → public server error', (status) => {
    const e = toPublicError(status, 'db down', msg('featuredFailed'));
    expect(english(e)).toBe(MSG.publicServerError);
    expect(e.status).toBe(status);
  });

  it('other statuses → "Error ({status}): {message}", falling back to the call text', () => {
    expect(english(toPublicError(404, 'Car not found', msg('relatedFailed')))).toBe('Error (404): Car not found');
    expect(english(toPublicError(404, undefined, msg('relatedFailed')))).toBe('Error (404): Failed to fetch related cars');
    expect(english(toPublicError(401, undefined, msg('brandFailed')))).toBe('Error (401): Failed to fetch cars by brand');
  });
});

describe('toPublicFailure', () => {
  it('routes responses through toPublicError and no-response failures to the network text', () => {
    expect(english(toPublicFailure(new ResponseFailure(503, undefined), msg('fetchCarsFailed')))).toBe(MSG.publicServerError);
    expect(english(toPublicFailure(new TypeError('fetch failed'), msg('fetchCarsFailed')))).toBe(MSG.networkError);
    expect(toPublicFailure(new TimeoutFailure('late'), msg('fetchCarsFailed')).status).toBe(0);
  });
});

describe('toUploadError', () => {
  it('timeout → upload timeout', () => {
    expect(english(toUploadError(new TimeoutFailure('late')))).toBe(MSG.uploadTimeout);
  });
  it('401 → authentication failed', () => {
    const e = toUploadError(new ResponseFailure(401, 'jwt expired'));
    expect(english(e)).toBe(MSG.uploadAuth);
    expect(e.status).toBe(401);
  });
  it('413 → file too large', () => {
    expect(english(toUploadError(new ResponseFailure(413, 'Payload too large')))).toBe(MSG.upload413);
  });
  it('another status → the server message when provided', () => {
    const e = toUploadError(new ResponseFailure(415, 'Only images please'));
    expect(english(e)).toBe('Only images please');
    expect(e.status).toBe(415);
  });
  it('otherwise the generic upload text', () => {
    expect(english(toUploadError(new ResponseFailure(500, undefined)))).toBe(MSG.uploadGeneric);
    expect(english(toUploadError(new TypeError('Failed to fetch')))).toBe(MSG.uploadGeneric);
    expect(english(toUploadError('??'))).toBe(MSG.uploadGeneric);
  });
});

describe('toHomeFeaturedError', () => {
  it('keeps an HTTP error text already built by the caller', () => {
    const e = new ApiError(MSG.httpError(503), 503);
    expect(toHomeFeaturedError(e)).toBe(e);
    expect(english(e)).toBe('HTTP error! status: 503');
  });
  it('network failure → the network text', () => {
    expect(english(toHomeFeaturedError(new TypeError('Failed to fetch')))).toBe(MSG.networkError);
  });
  it('another Error keeps its own message', () => {
    expect(english(toHomeFeaturedError(new Error('Something odd')))).toBe('Something odd');
  });
  it('a non-Error failure → "Failed to fetch cars"', () => {
    expect(english(toHomeFeaturedError({ reason: 'x' }))).toBe(MSG.fetchCarsFailed);
  });
});
