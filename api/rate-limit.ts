import { DEFAULT_RETRY_AFTER_S, QUEUE_MAX_RETRIES } from '../domain/constants';
import { AbortFailure, toTransportError } from './error-map';
import { isApiError } from './errors';

/**
 * SPEC §8 for a public call outside the list queue (related cars, the view count, the home's featured list, the
 * search suggestions): a 429 waits its Retry-After (default 5 s) and the call is made again, up to QUEUE_MAX_RETRIES
 * times; then the last answer's error stands. The caller's signal ends a wait at once (with the call's abort error).
 */
export async function honouringRateLimit<T>(
  call: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  retries: number = QUEUE_MAX_RETRIES,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call(signal);
    } catch (error) {
      if (!(isApiError(error) && error.isRateLimited) || attempt >= retries) throw error;
      await pause((error.retryAfter ?? DEFAULT_RETRY_AFTER_S) * 1000, signal);
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(toTransportError(new AbortFailure('Request aborted while waiting out a rate limit')));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}
