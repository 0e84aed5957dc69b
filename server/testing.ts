/**
 * The product server in a test: a fresh in-memory PGlite (migrated and seeded with the demo fleet and demo accounts),
 * temporary data and upload folders, a silent logger and a clock the test can move. Requests go through the real
 * app (middleware, limits, error mapping) with `request(path, init)`, no socket needed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig, type ServerConfig } from './config';
import type { DatabaseLocation } from './db/client';
import { buildServer, type Built } from './server';
import type { LimitName, LimitRule } from './services/limits';

export interface TestServer extends Built {
  config: ServerConfig;
  /** The request goes to http://localhost{path} unless `path` is absolute. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  limits?: Partial<Record<LimitName, LimitRule>>;
  /** A PostgreSQL server instead of in-memory PGlite. */
  database?: DatabaseLocation;
  /** Start time (default: now). */
  now?: number;
}

/**
 * A migrated database with the demo fleet and accounts, made once per test process: each test server starts from
 * its dump (~0.6 s) instead of a new cluster, migrations, seed and password hashes (~3 s).
 */
let template: Promise<Blob> | null = null;

function seededTemplate(): Promise<Blob> {
  template ??= (async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'luxe-template-'));
    const config: ServerConfig = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database: { kind: 'memory' },
    };
    const built = await buildServer(config, { log: pino({ level: 'silent' }) });
    const dump = await built.database.dump!();
    await built.database.close();
    await rm(dataDir, { recursive: true, force: true });
    return dump;
  })();
  return template;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'luxe-server-'));
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir, SITE_DIR: join(dataDir, 'site'), LOG_LEVEL: 'silent', ...options.env };
  // The template holds the demo data: only a server with the default (demo) settings may start from it.
  const demo = env.NODE_ENV !== 'production' && env.SEED_DEMO !== '0';
  const config: ServerConfig = {
    ...loadConfig(env),
    database: options.database ?? (demo ? { kind: 'memory', from: await seededTemplate() } : { kind: 'memory' }),
  };
  let now = options.now ?? Date.now();
  const built = await buildServer(config, { clock: () => now, log: pino({ level: 'silent' }), limits: options.limits });
  return {
    ...built,
    config,
    request: (path, init) => Promise.resolve(built.app.request(path.startsWith('http') ? path : `http://localhost${path}`, init)),
    advance: (ms) => {
      now += ms;
    },
    close: async () => {
      await built.database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
