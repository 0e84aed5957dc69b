/**
 * Everything a route needs, made once by main.ts (or a test) and handed to createApp: no module-level state, so
 * tests can run several servers side by side on fresh databases.
 */
import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { Limiters } from './services/limits';
import type { Metrics } from './metrics';
import type { Mailer } from './services/mailer';
import type { OutboxWorker } from './services/outbox';
import type { ImageStore } from './services/images';

export interface Deps {
  config: ServerConfig;
  db: Database;
  log: Logger;
  /** Milliseconds since the epoch; tests pass a clock they can move. */
  clock: () => number;
  limiters: Limiters;
  /** Counters and timings for GET /metrics (made whether or not it is served: counting costs next to nothing). */
  metrics: Metrics;
  mailer: Mailer;
  /** Sends the mail queued in the database; a write that queued some kicks it. */
  outbox: OutboxWorker;
  images: ImageStore;
}
