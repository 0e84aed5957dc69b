/**
 * A bare app with only the auth routes, for the auth tests: the error mapping and request context of app.ts, a
 * fresh in-memory database, a temporary DATA_DIR (outbox) and a clock the test moves. The client address comes from
 * X-Forwarded-For, as app.ts takes it with TRUST_PROXY, so a test can speak from several addresses.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { pino } from 'pino';
import { BadRequestError, HttpError, ValidationError } from '../../domain/validation';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import type { Deps } from '../deps';
import { errorBody, KnownPaths, type AppEnv } from '../http';
import { ensureStartupAccounts } from '../services/auth';
import { createLimiters, type LimitName, type LimitRule } from '../services/limits';
import { createMailer, OUTBOX_FILE } from '../services/mailer';
import { authRoutes } from './auth';

export interface AuthTestApp {
  deps: Deps;
  request(path: string, init?: RequestInit): Promise<Response>;
  advance(ms: number): void;
  /** The outbox's lines, parsed ([] before the first mail). */
  outbox(): Promise<{ to: string; link: string }[]>;
  close(): Promise<void>;
}

export interface AuthTestAppOptions {
  env?: Record<string, string>;
  limits?: Partial<Record<LimitName, LimitRule>>;
  /** A database to share (one per test file is faster than one per test); closed by its owner, not by close(). */
  database?: DatabaseHandle;
}

/** Accounts and everything hanging off them (sessions, refresh and reset tokens), so a shared database starts clean. */
export async function emptyAuthTables(db: Database): Promise<void> {
  await db.execute(sql`TRUNCATE accounts, sessions, refresh_tokens, reset_tokens CASCADE`);
}

export async function createAuthTestApp(options: AuthTestAppOptions = {}): Promise<AuthTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'luxe-auth-'));
  let config: ServerConfig;
  try {
    config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const database = options.database ?? (await openDatabase({ kind: 'memory' }));
  let now = Date.now();
  const log = pino({ level: 'silent' });
  const deps: Deps = {
    config,
    db: database.db,
    log,
    clock: () => now,
    limiters: createLimiters(options.limits),
    mailer: createMailer(config, log),
    images: {} as never,
  };
  await ensureStartupAccounts(deps);

  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('clientIp', c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1');
    c.set('now', deps.clock());
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof ValidationError || error instanceof BadRequestError) return c.json(errorBody(error.message, error.field), 400);
    if (error instanceof HttpError) return c.json(errorBody(error.message), error.status, error.headers);
    throw error;
  });
  authRoutes({ app, deps, known: new KnownPaths() });

  return {
    deps,
    request: async (path, init) => app.request(path.startsWith('http') ? path : `http://localhost${path}`, init),
    advance: (ms) => {
      now += ms;
    },
    outbox: async () => {
      const text = await readFile(join(dataDir, OUTBOX_FILE), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; link: string });
    },
    close: async () => {
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
