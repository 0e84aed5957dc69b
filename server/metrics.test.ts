/**
 * GET /metrics (issue 24): only with METRICS_TOKEN and its Bearer token; the counts move with requests, labelled by
 * the route's pattern (never the address asked for); page cache hits and misses, rate-limit refusals by rule and the
 * outbox's backlog (read at the scrape).
 */
import { describe, expect, it } from 'vitest';
import type { Car } from '../domain/types';
import { COUNTING_RENDERER, writeSite } from './render/site-fixture';
import { postJson, serversPerTest, START_TIMEOUT_MS, type TestServer } from './testing';

const TOKEN = 'a-metrics-token-of-some-length';
const open = serversPerTest();
const withMetrics = () => open({ env: { METRICS_TOKEN: TOKEN } });

async function scrape(server: TestServer): Promise<string> {
  const res = await server.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of the sample `name{labels}` (labels exactly as prom-client writes them), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2] ? match[2].split(',') : [];
    if (wanted.length === have.length && wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('is 404 without METRICS_TOKEN, and 401 without the token or with another one', async () => {
    const plain = await open();
    expect((await plain.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);

    const server = await withMetrics();
    expect((await server.request('/metrics')).status).toBe(401);
    expect((await server.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await server.request('/metrics', { headers: { Authorization: TOKEN } })).status).toBe(401);
    const refused = await server.request('/metrics', { headers: { Authorization: 'Bearer nope' } });
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('http_requests_total');
  }, START_TIMEOUT_MS);

  it('counts requests by method, route pattern and status, and times them by route', async () => {
    const server = await withMetrics();
    const [car] = ((await (await server.request('/api/cars?limit=2')).json()) as { data: Car[] }).data;
    await server.request(`/api/cars/${car!._id}`);
    await server.request('/api/cars/0123456789abcdef01234567');
    const text = await scrape(server);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/cars/:idOrCategory', status: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/cars/:idOrCategory', status: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/cars', status: '200' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/cars/:idOrCategory' })).toBe(2);
    // Never the address itself: no label holds a car's id.
    expect(text).not.toContain(car!._id);
    // An invented method is one label value, whatever it is.
    await server.request('/api/cars', { method: 'BREW' });
    expect(await scrape(server)).toMatch(/^http_requests_total\{method="OTHER",route="[^"]+",status="\d+"\} 1$/m);
    // The process's own metrics come along.
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('counts rate-limit refusals by rule', async () => {
    const server = await open({ env: { METRICS_TOKEN: TOKEN }, limits: { demandByIp: { points: 2, duration: 60 } } });
    const beacon = () => server.request('/api/demand', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ channel: 'whatsapp', carIds: ['e'.repeat(24)], place: 'car' }) });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await beacon()).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const text = await scrape(server);
    expect(sample(text, 'rate_limit_refusals_total', { rule: 'demandByIp' })).toBe(3);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/demand', status: '429' })).toBe(3);
  });

  it('counts the page cache hits and misses', async () => {
    const server = await withMetrics();
    await writeSite(server.config.siteDir, COUNTING_RENDERER);
    for (let i = 0; i < 3; i++) expect((await server.request('/about')).status).toBe(200);
    const text = await scrape(server);
    expect(sample(text, 'page_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(sample(text, 'page_cache_lookups_total', { result: 'hit' })).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/*', status: '200' })).toBe(3);
  });

  it('reads the outbox backlog at each scrape', async () => {
    const server = await open({ env: { METRICS_TOKEN: TOKEN }, outbox: 'manual' });
    expect(sample(await scrape(server), 'outbox_pending_mails')).toBe(0);
    const enquiry = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+971 50 123 4567', subject: 'A weekend', message: 'A car for the weekend, please.', locale: 'en', page: '/contact', website: '', elapsedMs: 42_000 };
    const res = await server.request('/api/enquiries', postJson(enquiry));
    expect(res.status, await res.clone().text()).toBe(201);
    expect(sample(await scrape(server), 'outbox_pending_mails')).toBe(1);
    await server.deps.outbox.runOnce();
    expect(sample(await scrape(server), 'outbox_pending_mails')).toBe(0);
  });
});
