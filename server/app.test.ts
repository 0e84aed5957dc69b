/** The product server's HTTP edge: headers, CORS, malformed input, limits, the site, health. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../domain/messages';
import { bearer, createTestServer, login, type TestServer } from './testing';

let server: TestServer;
afterEach(async () => server?.close());

describe('security headers', () => {
  it('sends a CSP without inline script, nosniff, frame-ancestors none and a referrer policy; no HSTS outside production', async () => {
    server = await createTestServer();
    const res = await server.request('/api/cars?limit=1');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS in production', async () => {
    server = await createTestServer({
      env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SEED_DEMO: '0' },
    });
    const res = await server.request('/healthz');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describe('CORS', () => {
  it('answers only the origins in config', async () => {
    server = await createTestServer({ env: { CORS_ORIGINS: 'https://admin.example.com' } });
    const allowed = await server.request('/api/cars', { method: 'OPTIONS', headers: { Origin: 'https://admin.example.com', 'Access-Control-Request-Method': 'GET' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await server.request('/api/cars', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('malformed requests', () => {
  it('answers 400 to a URL that does not decode, never 500', async () => {
    server = await createTestServer();
    for (const path of ['/api/cars/%E0%A4%A', '/api/car/search/%', '/%zz']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.malformedUrl });
    }
  });

  it('answers 405 with Allow to a known path with another method, 404 to an unknown API path', async () => {
    server = await createTestServer();
    const wrong = await server.request('/api/cars/featured', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
    expect(await wrong.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.methodNotAllowed });
    const unknown = await server.request('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.routeNotFound });
  });

  it('answers 400 to a body that is not JSON', async () => {
    server = await createTestServer();
    const res = await server.request('/api/auth/admin/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: SERVER_MSG.invalidJson });
  });

  it('has no mock controls', async () => {
    server = await createTestServer();
    expect((await server.request('/__mock/reset', { method: 'POST' })).status).toBe(404);
    expect((await server.request('/__mock/reset-token?email=admin@example.com')).status).toBe(404);
  });
});

describe('body cap', () => {
  it('refuses a declared oversize body before reading it', async () => {
    server = await createTestServer();
    const res = await server.request('/api/auth/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(300 * 1024 * 1024) },
      body: '{}',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.bodyTooLarge });
  });

  it('stops reading an undeclared streamed body at the cap', async () => {
    server = await createTestServer();
    let sent = 0;
    const chunk = new Uint8Array(16 * 1024).fill(32);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 50 * 1024 * 1024) controller.close(); // a safety stop; the server must give up long before
        else controller.enqueue(chunk);
      },
    });
    const res = await server.request('/api/admin/cars/add', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer x' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect([401, 413]).toContain(res.status);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('caps uploads at 5 MB plus the multipart envelope', async () => {
    server = await createTestServer();
    const { accessToken } = await login(server);
    const res = await server.request('/api/admin/cars/upload-image', {
      method: 'POST',
      headers: { ...bearer(accessToken), 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(7 * 1024 * 1024) },
      body: 'x',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.fileTooLarge });
  });
});

describe('rate limits', () => {
  it('a flood of public reads gets 429 with Retry-After, and does not lock the admin out', async () => {
    server = await createTestServer({ limits: { publicRead: { points: 5, duration: 60 } } });
    for (let i = 0; i < 5; i++) expect((await server.request('/api/cars?limit=1')).status).toBe(200);
    const limited = await server.request('/api/cars?limit=1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.tooManyRequests });
    const { accessToken } = await login(server);
    const admin = await server.request('/api/admin/cars/stats', { headers: bearer(accessToken) });
    expect(admin.status).toBe(200);
  });
});

describe('the site', () => {
  async function withSite(): Promise<void> {
    server = await createTestServer();
    const site = server.config.siteDir;
    await mkdir(join(site, 'assets'), { recursive: true });
    await writeFile(join(site, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(site, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }

  it('serves index.html for every page of the SPA, 404 for other addresses, never cached for long', async () => {
    await withSite();
    for (const path of ['/', '/cars', '/cars/1cfd57eadfea0f54ecd65bec', '/luxury', '/admin/dashboard', '/contact']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const missing = await server.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and other files for a day', async () => {
    await withSite();
    const asset = await server.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.request('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('refuses path traversal out of the site folder', async () => {
    await withSite();
    const res = await server.request('/assets/..%2f..%2fpackage.json');
    expect(await res.text()).not.toContain('"dependencies"');
  });

  it('compresses text answers', async () => {
    server = await createTestServer();
    const res = await server.request('/api/cars?limit=12', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('health', () => {
  it('/healthz says the process is alive; /readyz reports the database and the upload storage', async () => {
    server = await createTestServer();
    const res = await server.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    const ready = await server.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: true, storage: true });
  });
});
