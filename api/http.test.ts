import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { AbortFailure, ResponseFailure, TimeoutFailure } from './error-map';
import {
  apiBaseUrl,
  apiUrl,
  createGapScheduler,
  lateFetch,
  notifyUnauthorized,
  parseBody,
  send,
  setUnauthorizedHandler,
  withDeadline,
} from './http';
import { english } from '../tests/setup/english';
import { MSG } from '../domain/app-messages';
import { messageResponseSchema } from './schemas';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  setUnauthorizedHandler(null);
});
afterAll(() => server.close());

describe('base URL', () => {
  it('is VITE_API_URL without a trailing slash when set', () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.test/');
    expect(apiBaseUrl()).toBe('https://api.example.test');
    expect(apiUrl('/api/cars')).toBe('https://api.example.test/api/cars');
  });
  it('is an absolute same-origin fallback when VITE_API_URL is empty (node has no page origin)', () => {
    vi.stubEnv('VITE_API_URL', '');
    expect(apiBaseUrl()).toBe('http://localhost');
  });
});

describe('createGapScheduler', () => {
  it('spaces request starts by at least the gap, in call order', async () => {
    vi.useFakeTimers();
    const gap = createGapScheduler(1000);
    const started: number[] = [];
    const t0 = Date.now();
    const all = [0, 1, 2].map((i) => gap.wait().then(() => started.push(i) && Date.now() - t0));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await Promise.all(all)).toEqual([0, 1000, 2000]);
  });

  it('does not wait when the last start is older than the gap', async () => {
    vi.useFakeTimers();
    const gap = createGapScheduler(1000);
    await gap.wait();
    vi.advanceTimersByTime(1500);
    let done = false;
    const p = gap.wait().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    await p;
  });

  it('rejects a waiting request whose signal aborts', async () => {
    vi.useFakeTimers();
    const gap = createGapScheduler(1000);
    await gap.wait();
    const controller = new AbortController();
    const p = gap.wait(controller.signal);
    controller.abort();
    await expect(p).rejects.toBeInstanceOf(AbortFailure);
  });

  it('reset forgets earlier starts', async () => {
    vi.useFakeTimers();
    const gap = createGapScheduler(1000);
    await gap.wait();
    gap.reset();
    let done = false;
    const p = gap.wait().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    await p;
  });
});

describe('withDeadline', () => {
  it('aborts after the time limit and says it timed out', () => {
    vi.useFakeTimers();
    const d = withDeadline(10_000);
    vi.advanceTimersByTime(9_999);
    expect(d.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(d.signal.aborted).toBe(true);
    expect(d.timedOut).toBe(true);
  });

  it('follows the caller signal without calling it a timeout', () => {
    vi.useFakeTimers();
    const outer = new AbortController();
    const d = withDeadline(10_000, outer.signal);
    outer.abort();
    expect(d.signal.aborted).toBe(true);
    expect(d.timedOut).toBe(false);
    d.clear();
  });

  it('clear stops the timer', () => {
    vi.useFakeTimers();
    const d = withDeadline(100);
    d.clear();
    vi.advanceTimersByTime(1000);
    expect(d.signal.aborted).toBe(false);
  });
});

describe('send and parseBody', () => {
  const url = () => apiUrl('/probe');
  const run = (signal: AbortSignal) =>
    lateFetch(new Request(url(), { signal })).then(async (response) => {
      const text = await response.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      return response.ok ? { data: body, response } : { error: body, response };
    });

  it('resolves with the body and status of an OK answer', async () => {
    server.use(http.get(url(), () => HttpResponse.json({ success: true, message: 'ok' }, { status: 201 })));
    const sent = await send(run, { timeoutMs: 1000 });
    expect(sent).toEqual({ data: { success: true, message: 'ok' }, status: 201 });
    expect(parseBody(messageResponseSchema, sent)).toEqual({ success: true, message: 'ok' });
  });

  it('rejects a non-OK answer with ResponseFailure (status, message, Retry-After)', async () => {
    server.use(
      http.get(url(), () =>
        HttpResponse.json({ success: false, message: 'Slow down' }, { status: 429, headers: { 'Retry-After': '9' } }),
      ),
    );
    const err = await send(run, { timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseFailure);
    expect(err).toMatchObject({ status: 429, serverMessage: 'Slow down', retryAfterHeader: '9' });
  });

  it('rejects with TimeoutFailure when no answer comes in time', async () => {
    vi.useFakeTimers();
    server.use(http.get(url(), () => new Promise<Response>(() => {})));
    const p = send(run, { timeoutMs: 10_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await p).toBeInstanceOf(TimeoutFailure);
  });

  it('rejects with AbortFailure when the caller aborts', async () => {
    server.use(http.get(url(), () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const p = send(run, { timeoutMs: 10_000, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await p).toBeInstanceOf(AbortFailure);
  });

  it('lets a network failure (TypeError) through', async () => {
    server.use(http.get(url(), () => HttpResponse.error()));
    expect(await send(run, { timeoutMs: 1000 }).catch((e: unknown) => e)).toBeInstanceOf(TypeError);
  });

  it('refuses an OK answer that is not JSON as an invalid response format', async () => {
    server.use(http.get(url(), () => new HttpResponse('<html>oops</html>', { status: 200 })));
    const err = await send(run, { timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect([english(err as ApiError), (err as ApiError).status]).toEqual([MSG.invalidResponseFormat, 200]);
  });

  it('parseBody refuses a wrong shape with the HTTP status', () => {
    const err = (() => {
      try {
        parseBody(messageResponseSchema, { data: { success: 'yes' }, status: 200 });
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(ApiError);
    expect([english(err as ApiError), (err as ApiError).status]).toEqual([MSG.invalidResponseFormat, 200]);
  });
});

describe('unauthorized handler', () => {
  it('calls the registered handler and survives a throwing one', () => {
    const fn = vi.fn();
    setUnauthorizedHandler(fn);
    notifyUnauthorized();
    expect(fn).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(() => {
      throw new Error('bad handler');
    });
    expect(() => notifyUnauthorized()).not.toThrow();
    setUnauthorizedHandler(null);
    notifyUnauthorized();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
