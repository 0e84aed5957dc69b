/**
 * The product server in a test: a fresh in-memory PGlite (migrated and seeded with the demo fleet and demo accounts),
 * temporary data and upload folders, a silent logger and a clock the test can move. Requests go through the real
 * app (middleware, limits, error mapping) with `request(path, init)`, no socket needed. Below it, what the server
 * tests share: servers per test or one per file (put back before each test), signing in, JSON bodies, the Bearer
 * header and the outbox's reset links.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pino, type Logger } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { REFRESH_COOKIE } from '../domain/rules';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase, type Database, type DatabaseLocation } from './db/client';
import type { Renderer } from './render/app-html';
import { buildServer, type Built } from './server';
import { DEMO_ACCOUNTS } from './services/accounts';
import { createLimiters, LIMITS_TABLE, type LimitName, type LimitRule } from './services/limits';
import { OUTBOX_FILE, outboxMailer } from './services/mailer';

export interface TestServer extends Built {
  config: ServerConfig;
  /** The request goes to http://localhost{path} unless `path` is absolute. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /**
   * Settings over the test defaults. With NODE_ENV=production or SEED_DEMO=0 the server starts from an empty
   * database (no demo fleet, no demo accounts), as a real one with those settings would. A production server gets
   * PUBLIC_URL=https://luxe.example and an SMTP_URL unless given (production requires both); without an SMTP_URL of
   * the test's own, its mail still goes to the file outbox that readOutbox reads, in production too.
   */
  env?: Record<string, string>;
  limits?: Partial<Record<LimitName, LimitRule>>;
  /**
   * A PostgreSQL server instead of in-memory PGlite, or an in-memory PGlite started from a dump (e.g. another test
   * server's `database.dump()`: a restart on the data it left).
   */
  database?: DatabaseLocation;
  /** Start time (default: now). */
  now?: number;
  /** The mail outbox worker (server.ts BuildOptions): 'manual' sends only on deps.outbox.runOnce(). */
  outbox?: 'auto' | 'manual';
  /**
   * The pages' renderer instead of the one a build puts beside the site (server.ts BuildOptions): a test of the heads
   * gives `{ pageHeads }` of src/entry-server.tsx, the renderer a build would produce.
   */
  renderer?: Renderer;
  /** The server's logger (default: silent); a test that reads log lines gives one writing to its own stream. */
  log?: Logger;
}

/**
 * Migrated databases made once per test process, as dumps: each test server starts from one (~0.6 s) instead of a
 * new cluster and migrations (~2 s), plus the seed and the demo password hashes (~1 s more). 'demo' holds the demo
 * fleet and accounts, as a server with the default settings makes them; 'empty' only the schema.
 */
const templates = new Map<'demo' | 'empty', Promise<Blob>>();

/** The PUBLIC_URL of production test servers that name none. */
export const TEST_PUBLIC_URL = 'https://luxe.example';

/** How long a hook that starts a server may take (a first start makes the templates). */
export const START_TIMEOUT_MS = 60_000;

function template(kind: 'demo' | 'empty'): Promise<Blob> {
  let made = templates.get(kind);
  if (!made) {
    made = (async () => {
      if (kind === 'empty') {
        const database = await openDatabase({ kind: 'memory' });
        const dump = await database.dump!();
        await database.close();
        return dump;
      }
      const dataDir = await mkdtemp(join(tmpdir(), 'luxe-template-'));
      const config: ServerConfig = {
        ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        database: { kind: 'memory' },
      };
      const built = await buildServer(config, { log: pino({ level: 'silent' }), outbox: 'manual' });
      const dump = await built.database.dump!();
      await built.database.close();
      await rm(dataDir, { recursive: true, force: true });
      return dump;
    })();
    templates.set(kind, made);
  }
  return made;
}

/** Rejects, leaving no temporary folder behind, when the settings are refused (loadConfig's ConfigError). */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'luxe-server-'));
  let built: Built;
  let config: ServerConfig;
  let now = options.now ?? Date.now();
  try {
    const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir, SITE_DIR: join(dataDir, 'site'), LOG_LEVEL: 'silent', ...options.env };
    if (env.NODE_ENV === 'production') env.PUBLIC_URL ??= TEST_PUBLIC_URL;
    if (env.NODE_ENV === 'production') env.SMTP_URL ??= 'smtp://127.0.0.1:9';
    // Only a server with the default (demo) settings may start from the demo data; the others start empty.
    const demo = env.NODE_ENV !== 'production' && env.SEED_DEMO !== '0';
    config = { ...loadConfig(env), database: options.database ?? { kind: 'memory', from: await template(demo ? 'demo' : 'empty') } };
    const log = options.log ?? pino({ level: 'silent' });
    const mailer = options.env?.SMTP_URL === undefined ? outboxMailer(dataDir, log) : undefined;
    built = await buildServer(config, { clock: () => now, log, limits: options.limits, outbox: options.outbox, mailer, renderer: options.renderer });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  // A test may close a server itself (a restart) before serversPerTest does: the second close is the first's.
  let closing: Promise<void> | undefined;
  return {
    ...built,
    config,
    request: (path, init) => Promise.resolve(built.app.request(path.startsWith('http') ? path : `http://localhost${path}`, init)),
    advance: (ms) => {
      now += ms;
    },
    close: () =>
      (closing ??= (async () => {
        await built.database.close();
        await rm(dataDir, { recursive: true, force: true });
      })()),
  };
}

/**
 * Servers for the tests of one file, each closed after the test that opened it: call once at the top of the file
 * (it registers an afterEach hook), then `await open(options)` in a test or a beforeEach.
 */
export function serversPerTest(): (options?: TestServerOptions) => Promise<TestServer> {
  const opened: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((server) => server.close()));
  });
  return async (options) => {
    const server = await createTestServer(options);
    opened.push(server);
    return server;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One server for many tests: put back before each test in tens of milliseconds, instead of a new one's ~0.6 s.

const SNAPSHOT_SCHEMA = 'test_snapshot';

async function rows<T>(db: Database, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Copies every table of the public schema into a snapshot schema, and answers a function that puts them back:
 * TRUNCATE all, then INSERT from the copies, referenced tables first. Works the same on PGlite and PostgreSQL.
 */
export async function snapshotDatabase(db: Database): Promise<() => Promise<void>> {
  const tables = (await rows<{ name: string }>(db, `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((t) => t.name);
  const references = await rows<{ child: string; parent: string }>(
    db,
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  // Referenced tables first, so each INSERT finds the rows its foreign keys name.
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const r of references) if (r.child === table && r.parent !== table) visit(r.parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);

  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SNAPSHOT_SCHEMA} CASCADE`));
  await db.execute(sql.raw(`CREATE SCHEMA ${SNAPSHOT_SCHEMA}`));
  for (const table of ordered) await db.execute(sql.raw(`CREATE TABLE ${SNAPSHOT_SCHEMA}.${q(table)} AS TABLE public.${q(table)}`));
  const truncate = `TRUNCATE ${ordered.map((t) => `public.${q(t)}`).join(', ')} CASCADE`;
  return async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(truncate));
      for (const table of ordered) await tx.execute(sql.raw(`INSERT INTO public.${q(table)} SELECT * FROM ${SNAPSHOT_SCHEMA}.${q(table)}`));
    });
  };
}

/**
 * One server for all the tests of a file (`options` as for createTestServer), put back before each test to what it
 * held right after its start: the database's rows, the clock, the rate limits, an empty outbox and upload folder.
 * Call once at the top of the file (it registers hooks); the function it returns gives the server, in a test or a
 * later hook. Tests that need other settings open their own (serversPerTest).
 */
export function serverPerFile(options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  let restore: () => Promise<void> = async () => {};
  let startedAt = 0;
  beforeAll(async () => {
    server = await createTestServer(options);
    restore = await snapshotDatabase(server.deps.db);
    startedAt = server.deps.clock();
    // The first server of a process makes the template databases (migrations, seed, password hashes): seconds on a busy machine.
  }, START_TIMEOUT_MS);
  beforeEach(async () => {
    const s = current();
    s.advance(startedAt - s.deps.clock());
    await resetLimits(s, options.limits);
    await restore();
    await rm(outboxFile(s), { force: true });
    await rm(s.config.uploadsDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await server?.close();
  });
  function current(): TestServer {
    if (!server) throw new Error('serverPerFile: the server starts in beforeAll; ask for it in a test or a later hook');
    return server;
  }
  return current;
}

/**
 * Every rate-limit count starts again: routes read deps.limiters at each request, so fresh limiters in the same
 * object start the memory counts again; on PostgreSQL the shared counters' rows are deleted too.
 */
export async function resetLimits(server: Pick<TestServer, 'deps' | 'database'>, rules?: Partial<Record<LimitName, LimitRule>>): Promise<void> {
  Object.assign(server.deps.limiters, createLimiters(server.database, rules, (rule) => server.deps.metrics.limitRefused(rule)));
  await server.database.pool?.query(`DELETE FROM ${LIMITS_TABLE}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Requests.

/** A POST with a JSON body (and any other headers). */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** The refresh cookie's value from an answer's Set-Cookie ('' when it clears it); throws when there is none. */
export function refreshCookieOf(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = new RegExp(`^${REFRESH_COOKIE}=([^;]*);`).exec(header);
  if (!match) throw new Error(`no refresh cookie in ${header}`);
  return match[1] ?? '';
}

export interface SignedIn {
  accessToken: string;
  /** The refresh cookie's value. */
  cookie: string;
  /** The whole Set-Cookie header of the login answer (its attributes). */
  setCookie: string;
}

/** Signs in (the demo admin unless told otherwise); throws unless the login answers 200. */
export async function login(
  server: Pick<TestServer, 'request'>,
  account: { email: string; password: string } = DEMO_ACCOUNTS[0],
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const res = await server.request('/api/auth/admin/login', postJson({ email: account.email, password: account.password }, headers));
  if (res.status !== 200) throw new Error(`login as ${account.email} failed: ${res.status}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { accessToken, cookie: refreshCookieOf(res), setCookie: res.headers.get('set-cookie') ?? '' };
}

// ---------------------------------------------------------------------------------------------------------------
// The outbox: without SMTP_URL, mails are JSON lines in DATA_DIR (services/mailer.ts); reset mails carry a link.

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Password-reset mails only. */
  link?: string;
}

export function outboxFile(server: Pick<TestServer, 'config'>): string {
  return join(server.config.dataDir, OUTBOX_FILE);
}

/** The mails in the outbox, oldest first ([] before the first). */
export async function readOutbox(server: Pick<TestServer, 'config'>): Promise<OutboxMail[]> {
  const text = await readFile(outboxFile(server), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail);
}

/**
 * The link of the last reset mail (to `to`, when given). The mail is sent after the answer, so its timing tells
 * nothing: this waits for it to reach the outbox, and throws after `timeoutMs`.
 */
export async function lastResetLink(server: Pick<TestServer, 'config'>, to?: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(server)).filter((m) => m.link !== undefined && (to === undefined || m.to === to.toLowerCase())).at(-1);
    if (mail?.link) return mail.link;
    if (Date.now() > deadline) throw new Error(`no reset mail${to ? ` to ${to}` : ''} in ${outboxFile(server)}`);
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

/** The token in the last reset mail's link (see lastResetLink). */
export async function lastResetToken(server: Pick<TestServer, 'config'>, to?: string): Promise<string> {
  const link = await lastResetLink(server, to);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in the reset link ${link}`);
  return token;
}
