import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../domain/constants';
import { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS } from './config';
import { resetMockBackend, server, setLatency, setRateLimit, setScenario } from './node';
import { chooseBrowserScenario } from './scenarios';
import { SERVER_MSG } from '../domain/messages';
import { api, bearer, carInput, jsonInit, login, type CarList } from './test-helpers';
import { MemoryStorage } from '../tests/setup/memory-storage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockBackend());
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

describe('scenarios', () => {
  it("'normal' is the default", async () => {
    expect((await api('/api/cars')).status).toBe(200);
  });

  it("'empty' has no cars anywhere, and the real fleet returns afterwards", async () => {
    const token = await login();
    setScenario('empty');
    const list = await api<CarList>('/api/cars');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, data: [], total: 0, totalPages: 0, hasNextPage: false, hasPrevPage: false });
    expect((await api<{ data: unknown[] }>('/api/cars/featured')).body.data).toEqual([]);
    expect((await api<CarList>('/api/cars/luxury')).body.total).toBe(0);
    expect((await api<CarList>('/api/admin/cars/get', bearer(token))).body.total).toBe(0);
    const added = await api('/api/admin/cars/add', jsonInit('POST', carInput(), token));
    expect(added.status).toBe(201);
    expect((await api<CarList>('/api/cars')).body.total).toBe(1);
    setScenario('normal');
    expect((await api<CarList>('/api/cars')).body.total).toBeGreaterThan(40);
  });

  it("'error' answers every API call with 500", async () => {
    setScenario('error');
    for (const [path, init] of [
      ['/api/cars', {}],
      ['/api/cars/featured', {}],
      ['/api/auth/admin/login', jsonInit('POST', { email: 'admin@example.com', password: 'admin123' })],
      ['/api/admin/cars/stats', {}],
    ] as const) {
      const res = await api(path, init);
      expect(res.status, path).toBe(500);
      expect(res.body, path).toEqual({ success: false, message: 'Internal server error' });
    }
  });

  it("'offline' fails at the network level", async () => {
    setScenario('offline');
    await expect(fetch('http://localhost/api/cars')).rejects.toThrow(TypeError);
    await expect(fetch('http://localhost/api/auth/check-auth')).rejects.toThrow(TypeError);
  });

  it("'ratelimit' answers every public call 429 with Retry-After: 5, not the admin portal's", async () => {
    const token = await login();
    setScenario('ratelimit');
    for (const path of ['/api/cars', '/api/cars/featured', '/api/car/search/ferrari', '/api/cars/brand/bmw']) {
      const res = await api(path);
      expect(res.status, path).toBe(429);
      expect(res.headers.get('retry-after'), path).toBe('5');
      expect(res.body, path).toEqual({ success: false, message: SERVER_MSG.tooManyRequests });
    }
    expect(SERVER_MSG.tooManyRequests).toBe('Too many requests, please try again later.');
    expect((await api('/api/admin/cars/stats', bearer(token))).status).toBe(200);
    expect((await api('/api/auth/check-auth', bearer(token))).status).toBe(200);
  });

  it("'slow' answers after 2 to 4 seconds", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setScenario('slow');
    let settled = false;
    const pending = fetch('http://localhost/api/cars').then((r) => {
      settled = true;
      return r.status;
    });
    await vi.advanceTimersByTimeAsync(1_990);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2_020);
    await expect(pending).resolves.toBe(200);
    expect(settled).toBe(true);
  });
});

describe('latency', () => {
  it('is 0 under msw/node by default and configurable', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // With latency 0 no timer is involved, so the call completes without advancing fake time.
    expect((await fetch('http://localhost/api/cars/featured')).status).toBe(200);
    setLatency({ min: 80, max: 300 });
    let settled = false;
    const pending = fetch('http://localhost/api/cars/featured').then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(79);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(222);
    await pending;
    expect(settled).toBe(true);
  });
});

describe('rate limit', () => {
  it(`allows ${RATE_LIMIT_MAX} requests a minute, then answers 429 with Retry-After until the window moves on`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-01-01T12:00:00Z').getTime();
    vi.setSystemTime(start);
    for (let i = 0; i < RATE_LIMIT_MAX; i++) {
      const res = await fetch('http://localhost/api/cars/featured');
      expect(res.status).toBe(200);
    }
    vi.setSystemTime(start + 20_000);
    const limited = await api('/api/cars?page=1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: 'Too many requests, please try again later.' });
    expect(Number(limited.headers.get('retry-after'))).toBe((RATE_LIMIT_WINDOW_MS - 20_000) / 1000);
    // Auth and admin calls have windows of their own: a flood of public reads does not lock the admin out.
    expect((await api('/api/auth/check-auth')).status).toBe(401);
    vi.setSystemTime(start + RATE_LIMIT_WINDOW_MS + 1);
    expect((await api('/api/cars')).status).toBe(200);
  });

  it('does not count uploaded-image downloads, and can be turned off', async () => {
    setRateLimit(2);
    expect((await api('/api/cars')).status).toBe(200);
    expect((await api('/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.png')).status).toBe(404);
    expect((await api('/api/cars')).status).toBe(200);
    expect((await api('/api/cars')).status).toBe(429);
    setRateLimit(null);
    expect((await api('/api/cars')).status).toBe(200);
  });
});

describe('chooseBrowserScenario', () => {
  it('takes ?mock=<name> and remembers it for the tab', () => {
    const storage = new MemoryStorage();
    expect(chooseBrowserScenario('?mock=slow', storage)).toEqual({ scenario: 'slow', reset: false });
    expect(storage.getItem(STORAGE_KEYS.mockScenario)).toBe('slow');
    expect(chooseBrowserScenario('', storage)).toEqual({ scenario: 'slow', reset: false });
  });

  it('?mock=reset asks for a fresh seed and goes back to normal', () => {
    const storage = new MemoryStorage({ [STORAGE_KEYS.mockScenario]: 'error' });
    expect(chooseBrowserScenario('?mock=reset', storage)).toEqual({ scenario: 'normal', reset: true });
    expect(storage.getItem(STORAGE_KEYS.mockScenario)).toBeNull();
  });

  it('ignores an unknown name with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage({ [STORAGE_KEYS.mockScenario]: 'empty' });
    expect(chooseBrowserScenario('?mock=chaos', storage)).toEqual({ scenario: 'empty', reset: false });
    expect(warn).toHaveBeenCalledOnce();
    expect(chooseBrowserScenario('', new MemoryStorage())).toEqual({ scenario: 'normal', reset: false });
  });
});
