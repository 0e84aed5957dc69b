/**
 * Page floods (issue 20): server-rendered pages are limited per address like the API, with a short page and
 * Retry-After; the site's files, other addresses and the portal's calls go on answering.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../domain/messages';
import { COUNTING_RENDERER, writeSite } from '../render/site-fixture';
import { LIMIT_RULES } from '../services/limits';
import { bearer, createTestServer, login, type TestServer, type TestServerOptions } from '../testing';

let server: TestServer | undefined;
beforeAll(async () => (await createTestServer()).close(), 60_000);
afterEach(async () => server?.close());

const FLOODER = '203.0.113.7';
const from = (ip: string, headers: Record<string, string> = {}) => ({ headers: { 'X-Forwarded-For': ip, ...headers } });

async function behindProxy(limits?: TestServerOptions['limits']): Promise<TestServer> {
  server = await createTestServer({ env: { TRUST_PROXY: '1' }, limits });
  await writeSite(server.config.siteDir, COUNTING_RENDERER);
  await mkdir(join(server.config.siteDir, 'assets'), { recursive: true });
  await writeFile(join(server.config.siteDir, 'assets', 'app-1234.js'), 'console.log(1)');
  return server;
}

describe('page requests per address', () => {
  it(`answers ${LIMIT_RULES.page.points} pages a minute to one address, then 429 with Retry-After and a short page`, async () => {
    const s = await behindProxy();
    const paths = ['/', '/cars', '/luxury', '/about', '/ar/cars?brand=Ferrari', '/no-such-page'];
    for (let i = 0; i < LIMIT_RULES.page.points; i++) {
      const path = paths[i % paths.length]!;
      const res = await s.request(path, from(FLOODER));
      expect(res.status, `${path} (#${i + 1})`).toBe(path === '/no-such-page' ? 404 : 200);
      await res.arrayBuffer();
    }
    const limited = await s.request('/cars', from(FLOODER));
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LIMIT_RULES.page.duration);
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await limited.text()).toContain(SERVER_MSG.tooManyRequests);
  });

  it('while one address floods: its files, its portal calls, the API and other addresses still answer', async () => {
    const s = await behindProxy({ page: { points: 5, duration: 60 } });
    const { accessToken } = await login(s, undefined, { 'X-Forwarded-For': FLOODER });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => s.request('/cars?search=a&brand=Ferrari', from(FLOODER)).then((r) => r.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);

    expect((await s.request('/about', from(FLOODER))).status).toBe(429);
    expect((await s.request('/about', from('198.51.100.2'))).status).toBe(200);
    expect((await s.request('/assets/app-1234.js', from(FLOODER))).status).toBe(200);
    expect((await s.request('/api/cars?limit=1', from(FLOODER))).status).toBe(200);
    expect((await s.request('/api/admin/cars/stats', from(FLOODER, bearer(accessToken)))).status).toBe(200);
  });
});
