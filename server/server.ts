/**
 * Wires the product server together: database (migrated), first-start data, services, the Hono app and the HTTP
 * listener. main.ts runs it from the command line; tests and the e2e suite start it in process or as a child.
 */
import type { serve as Serve } from '@hono/node-server';
import type { Server as HttpServer, ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import { pino, type Logger } from 'pino';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoFleet } from './db/seed';
import type { Deps } from './deps';
import type { App } from './http';
import { createMetrics } from './metrics';
import type { Renderer } from './render/app-html';
import { withRequestIds } from './request-id';
import { ensureStartupAccounts } from './services/auth';
import { createImageStore } from './services/images';
import { createLimiters, sweepExpiredLimits, type LimitName, type LimitRule } from './services/limits';
import { createMailer, type Mailer } from './services/mailer';
import { createOutbox } from './services/outbox';
import { createStorage } from './services/storage';
import { purgeTrash } from './services/trash';
import { checkFolder } from './startup';

/** How often the server empties the trash of cars past their TRASH_DAYS. */
const TRASH_SWEEP_MS = 86_400_000;
/** How often the shared rate-limit counters whose window ended are deleted (PostgreSQL; services/limits.ts). */
const LIMITS_SWEEP_MS = 5 * 60_000;

/**
 * At shutdown, how long a connection that was accepted but has not sent its request yet gets to send it (its bytes
 * are usually waiting in the socket already, unread while the process was busy). SHUTDOWN_GRACE_MS bounds the rest.
 */
const FIRST_REQUEST_WAIT_MS = 2_000;
/**
 * At shutdown the listener closes once no connection has come in for LISTEN_QUIET_MS, at most LISTEN_LINGER_MS after
 * the signal: closing it resets the connections the system has completed but the process has not taken in yet (it
 * was busy, or the system was), and their clients had sent their requests before the signal.
 */
const LISTEN_QUIET_MS = 50;
const LISTEN_LINGER_MS = 500;

export interface BuildOptions {
  clock?: () => number;
  log?: Logger;
  limits?: Partial<Record<LimitName, LimitRule>>;
  /**
   * The mail outbox worker: 'auto' (default) polls and is kicked by writes; 'manual' sends only when a test calls
   * deps.outbox.runOnce().
   */
  outbox?: 'auto' | 'manual';
  /** Instead of the mailer SMTP_URL makes (tests: the file outbox of server/testing.ts for production servers too). */
  mailer?: Mailer;
  /** Instead of the renderer the build puts beside the site (render/app-html.ts): tests give the source's page heads. */
  renderer?: Renderer;
}

/** Where the server is in its life: /readyz answers 503 once `stopping` (SIGTERM), while in-flight requests finish. */
export interface Lifecycle {
  stopping: boolean;
}

export interface Built {
  app: App;
  deps: Deps;
  database: DatabaseHandle;
  lifecycle: Lifecycle;
}

/** Opens the database, seeds it on first start, makes the services and the app; no listener. */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<Built> {
  // Each line written while a request is handled carries its id (request-id.ts).
  const log = withRequestIds(options.log ?? pino({ level: config.logLevel }));
  const clock = options.clock ?? Date.now;
  // Folders that cannot be written stop the start with one plain line (startup.ts), not a server whose uploads all
  // fail: DATA_DIR when it holds the database or the development outbox, UPLOADS_DIR when it holds the uploads.
  if (config.database.kind === 'pglite' || !config.production) await checkFolder('DATA_DIR', config.dataDir);
  if (config.storage.kind === 'disk') await checkFolder('UPLOADS_DIR', config.uploadsDir);
  const storage = createStorage(config.storage);
  // A bucket that does not answer yet is said, not fatal: /healthz says so too until it does.
  if (config.storage.kind === 's3' && !(await storage.check())) log.warn({ storage: storage.where }, 'uploads: the bucket does not answer');
  const opened = await openDatabase(config.database);
  const { db } = opened;
  const mailer = options.mailer ?? createMailer(config, log);
  const outbox = createOutbox({ db, mailer, clock, log, settings: config.outbox });
  const images = createImageStore({ storage, db });
  // The trash is emptied of cars deleted more than TRASH_DAYS ago at start and then daily.
  const emptyTrash = () =>
    purgeTrash(db, clock()).then(async (purged) => {
      if (purged.length === 0) return;
      log.info({ cars: purged.length }, 'trash emptied of old cars');
      // The rows are gone whatever happens to the files: a storage that fails here leaves files no row names.
      await images.discard(purged.flatMap((car) => car.images.map((image) => image.url))).catch((error: unknown) => log.error({ err: error }, 'deleting the images of purged cars failed'));
    });
  const trashTimer = setInterval(() => void emptyTrash().catch((error: unknown) => log.error({ err: error }, 'emptying the trash failed')), TRASH_SWEEP_MS);
  trashTimer.unref();
  // The shared counters of ended windows go (each instance sweeps; the statement is idempotent and cheap).
  const { pool } = opened;
  const limitsTimer = pool
    ? setInterval(() => void sweepExpiredLimits(pool).catch((error: unknown) => log.warn({ err: error }, 'sweeping old rate-limit counters failed')), LIMITS_SWEEP_MS)
    : undefined;
  limitsTimer?.unref();
  // Closing the database stops the workers first (and waits for a send in flight), whoever closes it.
  const database: DatabaseHandle = {
    ...opened,
    close: async () => {
      clearInterval(trashTimer);
      clearInterval(limitsTimer);
      await outbox.close();
      await opened.close();
    },
  };
  const metrics = createMetrics({ db, process: config.metricsToken !== undefined });
  const deps: Deps = {
    config,
    db,
    log,
    clock,
    limiters: createLimiters(opened, options.limits, (rule) => metrics.limitRefused(rule)),
    metrics,
    mailer,
    outbox,
    images,
  };
  try {
    if (config.seedDemo && (await seedDemoFleet(db, clock()))) log.info('demo fleet seeded');
    await ensureStartupAccounts(deps);
    await emptyTrash();
  } catch (error) {
    await database.close();
    throw error;
  }
  // Mail left unsent by a previous run (a crash, a restart, a mail server that was down) goes out now.
  if (options.outbox !== 'manual') outbox.start();
  const lifecycle: Lifecycle = { stopping: false };
  return { app: createApp(deps, { ready: () => !lifecycle.stopping, renderer: options.renderer }), deps, database, lifecycle };
}

export interface RunningServer extends Built {
  address: AddressInfo;
  log: Logger;
  databaseKind: DatabaseHandle['kind'];
  close(): Promise<void>;
}

interface Connection {
  acceptedAt: number;
  /** The response being made on it, if any. */
  active: ServerResponse | undefined;
  /** Responses finished on it. */
  served: number;
  /** socket.bytesRead when its last response finished: more read since = the next request has begun. */
  readAtIdle: number;
}

/** Runs `check` after each poll phase (where the listener takes in connections and sockets are read) until it says done. */
function sweepUntil(check: () => boolean, everyMs = 10): Promise<void> {
  return new Promise((ok) => {
    const sweep = () => (check() ? ok() : setTimeout(() => setImmediate(sweep), everyMs));
    setImmediate(sweep);
  });
}

export async function startServer(config: ServerConfig, serve: typeof Serve, options: BuildOptions = {}): Promise<RunningServer> {
  const built = await buildServer(config, options);
  const { log } = built.deps;
  let server: HttpServer;
  try {
    server = await new Promise<HttpServer>((ok, fail) => {
      // serve() without createServer options makes a node:http server.
      const s = serve({ fetch: built.app.fetch, port: config.port, hostname: config.host }, () => ok(s as HttpServer));
      s.once('error', fail);
    });
  } catch (error) {
    await built.database.close();
    throw error;
  }
  // Slow clients cannot hold a connection open for ever (slowloris); uploads get 60 s.
  server.requestTimeout = 60_000;
  server.headersTimeout = 15_000;

  // Each connection and what it is doing, so shutdown can finish requests in flight and close the rest (issue 20).
  const connections = new Map<Socket, Connection>();
  let lastConnectionAt = 0;
  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    connections.set(socket, { acceptedAt: lastConnectionAt, active: undefined, served: 0, readAtIdle: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (req, res) => {
    const connection = connections.get(req.socket);
    if (connection) connection.active = res;
    if (built.lifecycle.stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      if (!connection) return;
      connection.served += 1;
      connection.readAtIdle = req.socket.bytesRead;
      if (connection.active === res) connection.active = undefined;
    });
  });

  /**
   * SIGTERM: /readyz says 503 at once and every answer from then on carries `Connection: close`; the listener takes
   * in what the system already accepted (LISTEN_QUIET_MS / LISTEN_LINGER_MS), then stops accepting; requests in
   * flight are answered, idle keep-alive connections ended; after SHUTDOWN_GRACE_MS whatever is left is cut. Then
   * the database (and its outbox worker) is closed.
   */
  async function shutdown(): Promise<void> {
    const stoppedAt = Date.now();
    built.lifecycle.stopping = true;
    for (const { active } of connections.values()) if (active && !active.headersSent) active.setHeader('Connection', 'close');
    const deadline = stoppedAt + config.shutdownGraceMs;
    const lingerUntil = stoppedAt + Math.min(LISTEN_LINGER_MS, config.shutdownGraceMs);
    let listenerClosed: Promise<void> | undefined;
    await sweepUntil(() => {
      const now = Date.now();
      if (!listenerClosed && (now - Math.max(stoppedAt, lastConnectionAt) >= LISTEN_QUIET_MS || now >= lingerUntil)) {
        // net.Server's close: http.Server's would also drop the connections whose request has not been read yet.
        listenerClosed = new Promise<void>((ok) => NetServer.prototype.close.call(server, () => ok()));
      }
      for (const [socket, { acceptedAt, active, served, readAtIdle }] of connections) {
        if (now >= deadline) socket.destroy();
        // A request is in flight from its first byte (headers still coming in) to the end of its answer.
        else if (active || socket.bytesRead > readAtIdle || socket.writableEnded) continue;
        // end(), not destroy(): what was written is still sent, then the connection closes.
        else if (served > 0 || now - Math.max(stoppedAt, acceptedAt) >= FIRST_REQUEST_WAIT_MS) socket.end();
      }
      return listenerClosed !== undefined && connections.size === 0;
    });
    if (Date.now() >= deadline) log.warn({ graceMs: config.shutdownGraceMs }, 'shutdown: requests still running were cut');
    await listenerClosed;
    await built.database.close();
  }

  let closing: Promise<void> | undefined;
  return {
    ...built,
    address: server.address() as AddressInfo,
    log,
    databaseKind: built.database.kind,
    close: () => (closing ??= shutdown()),
  };
}
