/**
 * The server's Prometheus metrics (prom-client, one registry per server: tests run several side by side), served at
 * GET /metrics in the text format when METRICS_TOKEN is set (app.ts). Labels are bounded: a route is the pattern
 * Hono matched (`/api/cars/:idOrCategory`, `/*` for pages), never the address asked for; an unusual method is `OTHER`.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from './db/client';
import type { LimitName } from './services/limits';
import { pendingMail } from './services/outbox';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its method, the route pattern that answered it, its status and how long it took. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A public page asked of the page cache: kept (`hit`) or not (`miss`: rendered, or waiting for a render under way). */
  pageCache(result: 'hit' | 'miss'): void;
  /** A count a rate limit refused (a 429). */
  limitRefused(rule: LimitName): void;
}

export interface MetricsOptions {
  db: Database;
  /** Also the process's own metrics (CPU, memory, event loop lag, heap): when /metrics is served. */
  process?: boolean;
}

export function createMetrics({ db, process = false }: MetricsOptions): Metrics {
  const registry = new Registry();
  if (process) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request reaching the app to its answer being made, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pages = new Counter({
    name: 'page_cache_lookups_total',
    help: 'Public pages asked of the page cache, by result (hit: sent as kept; miss: rendered).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests a rate limit refused (429), by rule (services/limits.ts LIMIT_RULES).',
    labelNames: ['rule'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'outbox_pending_mails',
    help: 'Mails in the database outbox not yet accepted by the mail server (read at each scrape; NaN when the database does not answer).',
    registers: [registry],
    async collect() {
      this.set(await pendingMail(db).catch(() => Number.NaN));
    },
  });
  return {
    registry,
    request(method, route, status, seconds) {
      const labels = { method: METHODS.has(method) ? method : 'OTHER', route };
      requests.inc({ ...labels, status: String(status) });
      durations.observe(labels, seconds);
    },
    pageCache: (result) => pages.inc({ result }),
    limitRefused: (rule) => refusals.inc({ rule }),
  };
}
