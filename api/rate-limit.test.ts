import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RETRY_AFTER_S, QUEUE_MAX_RETRIES } from '../domain/constants';
import { isAbortError } from './error-map';
import { ApiError } from './errors';
import { english } from '../tests/setup/english';
import { MSG } from '../domain/app-messages';
import { honouringRateLimit } from './rate-limit';

const limited = (retryAfter?: number) => new ApiError(MSG.tooManyRequests, 429, retryAfter);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('honouringRateLimit (SPEC §8: a 429 waits Retry-After and asks again)', () => {
  it('waits the Retry-After seconds after a 429, then answers with the next call', async () => {
    const call = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValueOnce(limited(3)).mockResolvedValue('cars');
    const answer = honouringRateLimit(call, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(2999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('cars');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it(`waits ${DEFAULT_RETRY_AFTER_S} s without Retry-After; after ${QUEUE_MAX_RETRIES} retries the 429 stands`, async () => {
    const call = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValue(limited());
    const answer = honouringRateLimit(call, new AbortController().signal);
    const settled = expect(answer.catch((e: ApiError) => [e.status, english(e)])).resolves.toEqual([429, MSG.tooManyRequests]);
    await vi.advanceTimersByTimeAsync(QUEUE_MAX_RETRIES * DEFAULT_RETRY_AFTER_S * 1000);
    await settled;
    expect(call).toHaveBeenCalledTimes(QUEUE_MAX_RETRIES + 1);
  });

  it('passes any other failure through at once', async () => {
    const error = new ApiError(MSG.publicServerError, 500);
    const call = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValue(error);
    await expect(honouringRateLimit(call, new AbortController().signal)).rejects.toBe(error);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a cancel during the wait ends it at once as an abort (never shown), with no further call', async () => {
    const controller = new AbortController();
    const call = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValue(limited(5));
    const answer = honouringRateLimit(call, controller.signal);
    const settled = answer.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    expect(isAbortError(await settled)).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(call).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
