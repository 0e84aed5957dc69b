/**
 * Wires the product server together: database (migrated), first-start data, services, the Hono app and the HTTP
 * listener. main.ts runs it from the command line; tests and the e2e suite start it in process or as a child.
 */
import type { serve as Serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoFleet } from './db/seed';
import type { Deps } from './deps';
import type { App } from './http';
import { ensureStartupAccounts } from './services/auth';
import { createImageStore } from './services/images';
import { createLimiters, type LimitName, type LimitRule } from './services/limits';
import { createMailer } from './services/mailer';
import { createOutbox } from './services/outbox';

/** How long in-flight requests get to finish at shutdown before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface BuildOptions {
  clock?: () => number;
  log?: Logger;
  limits?: Partial<Record<LimitName, LimitRule>>;
  /**
   * The mail outbox worker: 'auto' (default) polls and is kicked by writes; 'manual' sends only when a test calls
   * deps.outbox.runOnce().
   */
  outbox?: 'auto' | 'manual';
}

export interface Built {
  app: App;
  deps: Deps;
  database: DatabaseHandle;
}

/** Opens the database, seeds it on first start, makes the services and the app; no listener. */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<Built> {
  const log = options.log ?? pino({ level: config.logLevel });
  const clock = options.clock ?? Date.now;
  const opened = await openDatabase(config.database);
  const { db } = opened;
  const mailer = createMailer(config, log);
  const outbox = createOutbox({ db, mailer, clock, log, settings: config.outbox });
  // Closing the database stops the worker first (and waits for a send in flight), whoever closes it.
  const database: DatabaseHandle = {
    ...opened,
    close: async () => {
      await outbox.close();
      await opened.close();
    },
  };
  const deps: Deps = {
    config,
    db,
    log,
    clock,
    limiters: createLimiters(options.limits),
    mailer,
    outbox,
    images: createImageStore({ dir: config.uploadsDir, db }),
  };
  try {
    if (config.seedDemo && (await seedDemoFleet(db, clock()))) log.info('demo fleet seeded');
    await ensureStartupAccounts(deps);
  } catch (error) {
    await database.close();
    throw error;
  }
  // Mail left unsent by a previous run (a crash, a restart, a mail server that was down) goes out now.
  if (options.outbox !== 'manual') outbox.start();
  return { app: createApp(deps), deps, database };
}

export interface RunningServer extends Built {
  address: AddressInfo;
  log: Logger;
  databaseKind: DatabaseHandle['kind'];
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig, serve: typeof Serve, options: BuildOptions = {}): Promise<RunningServer> {
  const built = await buildServer(config, options);
  const { log } = built.deps;
  const server = await new Promise<ReturnType<typeof Serve>>((ok, fail) => {
    const s = serve({ fetch: built.app.fetch, port: config.port, hostname: config.host }, () => ok(s));
    s.once('error', fail);
  });
  // Slow clients cannot hold a connection open for ever (slowloris); uploads get 60 s.
  if ('requestTimeout' in server) {
    server.requestTimeout = 60_000;
    server.headersTimeout = 15_000;
  }
  return {
    ...built,
    address: server.address() as AddressInfo,
    log,
    databaseKind: built.database.kind,
    close: async () => {
      const cut = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      clearTimeout(cut);
      await built.database.close();
    },
  };
}
