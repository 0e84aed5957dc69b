import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from './server';

let running: RunningMockServer;
beforeAll(async () => {
  running = await startMockServer({ port: 0, host: '127.0.0.1', latency: 0, log: false });
});
afterAll(() => running.close());

const APP = 'http://localhost:5173';

describe('standalone mock server', () => {
  it('serves the car list over real HTTP with CORS for a localhost origin', async () => {
    const res = await fetch(`${running.url}/api/cars?limit=3&brand=rolls-royce`, { headers: { Origin: APP } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    const body = (await res.json()) as { data: { brand: string }[]; total: number };
    expect(body.data).toHaveLength(3);
    expect(body.data.every((c) => c.brand === 'Rolls Royce')).toBe(true);
  });

  it('answers the CORS preflight', async () => {
    const res = await fetch(`${running.url}/api/admin/cars/add`, {
      method: 'OPTIONS',
      headers: { Origin: APP, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const foreign = await fetch(`${running.url}/api/cars`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs in, sets the refresh cookie and refreshes with it, then serves admin calls', async () => {
    const login = await fetch(`${running.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const setCookie = login.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(/^refreshToken=\w+; Path=\/api\/auth; HttpOnly/);
    const cookie = setCookie[0]!.split(';')[0]!;

    const refreshed = await fetch(`${running.url}/api/auth/refresh-token`, { method: 'POST', headers: { Cookie: cookie } });
    expect(refreshed.status).toBe(200);
    const noCookie = await fetch(`${running.url}/api/auth/refresh-token`, { method: 'POST' });
    expect(noCookie.status).toBe(401);

    const stats = await fetch(`${running.url}/api/admin/cars/stats`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(stats.status).toBe(200);
    const wrong = await fetch(`${running.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
  });

  it('accepts a multipart upload and serves it back', async () => {
    const login = await fetch(`${running.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 9, 8, 7])], { type: 'image/jpeg' }), 'a.jpg');
    const up = await fetch(`${running.url}/api/admin/cars/upload-image`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(up.status).toBe(201);
    const { result } = (await up.json()) as { result: { url: string } };
    expect(result.url.startsWith(`${running.url}/uploads/`)).toBe(true);
    const file = await fetch(result.url);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 9, 8, 7]));
  });

  it('serves the fleet renders and 404s unknown routes', async () => {
    const svg = await fetch(`${running.url}/fleet/rolls-royce-cullinan-black-side.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg/);
    expect((await fetch(`${running.url}/fleet/..%2Fpackage.json`)).status).toBe(404);
    const missing = await fetch(`${running.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'Route not found' });
  });

  it('switches scenarios through /__mock/scenario (offline drops the connection)', async () => {
    expect((await fetch(`${running.url}/__mock/scenario?name=ratelimit`, { method: 'POST' })).status).toBe(200);
    const limited = await fetch(`${running.url}/api/cars`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('5');
    await fetch(`${running.url}/__mock/scenario?name=offline`, { method: 'POST' });
    await expect(fetch(`${running.url}/api/cars`)).rejects.toThrow();
    await fetch(`${running.url}/__mock/reset`, { method: 'POST' });
    expect((await fetch(`${running.url}/api/cars`)).status).toBe(200);
  });
});

describe('where the standalone mock server listens', () => {
  it('binds to the loopback address only when no host is given', async () => {
    const local = await startMockServer({ port: 0, latency: 0, log: false });
    try {
      const address = local.server.address();
      expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
      expect(local.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await local.close();
    }
  });
});
