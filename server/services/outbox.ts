/**
 * The durable mail outbox (docs/decisions/016). A write that must send mail adds rows to `outbox` in its own
 * transaction (queueMail); this worker sends them. It claims due rows with one statement that moves their
 * `next_attempt_at` a lease ahead under FOR UPDATE SKIP LOCKED, so several server instances never take the same
 * row, and a crash mid-send only delays it (the lease runs out and the row is due again). A failure is retried with
 * doubling back-off, capped; nothing is given up on. Delivery is at least once: a crash after the mail server
 * accepted a message and before its row was marked sent sends it again.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { OutboxSettings } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { Mailer } from './mailer';

export type OutboxRow = typeof outbox.$inferSelect;

export interface QueuedMail {
  kind: 'enquiry-alert' | 'enquiry-acknowledgement';
  enquiryId?: string;
  to: string;
  replyTo?: string;
  subject: string;
  body: string;
}

/** Rows claimed per statement; a full batch is followed by another at once. */
const BATCH = 10;
/** Sent rows are kept this long (what was sent, when), then deleted: they hold visitors' messages. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
const ERROR_MAX = 500;

/** Adds mail to the outbox, due at once; `db` is the transaction of the write the mail is about. */
export async function queueMail(db: Database, mails: readonly QueuedMail[], now: number): Promise<void> {
  if (mails.length === 0) return;
  const at = new Date(now);
  await db.insert(outbox).values(
    mails.map((m) => ({
      kind: m.kind,
      enquiryId: m.enquiryId ?? null,
      toAddress: m.to,
      replyTo: m.replyTo ?? null,
      subject: m.subject,
      body: m.body,
      createdAt: at,
      nextAttemptAt: at,
    })),
  );
}

/** The wait before the next attempt after `failures` failures (1, 2, ...): base, 2×base, 4×base, ... up to the cap. */
export function retryDelay(settings: Pick<OutboxSettings, 'retryBaseMs' | 'retryMaxMs'>, failures: number): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, Math.min(failures - 1, 30)));
}

export interface OutboxDeps {
  db: Database;
  mailer: Mailer;
  clock: () => number;
  log: Logger;
  settings: OutboxSettings;
}

export interface RoundResult {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  /** Polls every pollMs and sends what is due at once. */
  start(): void;
  /** Something was just queued: send it now rather than at the next poll (a no-op until started). */
  kick(): void;
  /** Sends what is due now (after any round in flight) and answers what this call sent; tests drive the worker by hand. */
  runOnce(): Promise<RoundResult>;
  /** Stops polling and waits for a send in flight. */
  close(): Promise<void>;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_MAX);
}

export function createOutbox({ db, mailer, clock, log, settings }: OutboxDeps): OutboxWorker {
  let timer: ReturnType<typeof setInterval> | undefined;
  let started = false;
  let closed = false;
  let current: Promise<RoundResult> | null = null;
  let again = false;
  let lastPurge = 0;

  /** Claims up to BATCH due rows: they are this worker's until the lease runs out. */
  async function claim(now: number): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, new Date(now))))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(now + settings.leaseMs) })
      .where(inArray(outbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** The send, bounded well inside the lease so no other instance takes the row while it is still being sent. */
  async function deliver(row: OutboxRow): Promise<void> {
    let cut: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, fail) => {
      cut = setTimeout(() => fail(new Error('send timed out')), Math.floor(settings.leaseMs / 2));
    });
    try {
      await Promise.race([
        mailer.send({ to: row.toAddress, subject: row.subject, text: row.body, ...(row.replyTo ? { replyTo: row.replyTo } : {}) }),
        timeout,
      ]);
    } finally {
      clearTimeout(cut);
    }
  }

  async function sendOne(row: OutboxRow, result: RoundResult): Promise<void> {
    try {
      await deliver(row);
      await db.update(outbox).set({ sentAt: new Date(clock()), lastError: null }).where(eq(outbox.id, row.id));
      result.sent += 1;
      log.info({ outbox: row.id, kind: row.kind, attempts: row.attempts + 1 }, 'mail sent');
    } catch (error) {
      const failures = row.attempts + 1;
      const next = clock() + retryDelay(settings, failures);
      await db
        .update(outbox)
        .set({ attempts: failures, lastError: errorText(error), nextAttemptAt: new Date(next) })
        .where(eq(outbox.id, row.id));
      result.failed += 1;
      log.warn({ outbox: row.id, kind: row.kind, attempts: failures, retryAt: new Date(next).toISOString(), err: errorText(error) }, 'mail not sent; will retry');
    }
  }

  async function purge(now: number): Promise<void> {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    await db.delete(outbox).where(and(isNotNull(outbox.sentAt), lt(outbox.sentAt, new Date(now - KEEP_SENT_MS))));
  }

  async function drain(result: RoundResult): Promise<void> {
    try {
      for (;;) {
        const rows = await claim(clock());
        for (const row of rows) await sendOne(row, result);
        if (rows.length < BATCH || closed) break;
      }
      await purge(clock());
    } catch (error) {
      // The database is away (a restart, a closed test database): the next poll tries again.
      log.error({ err: error }, 'outbox round failed');
    }
  }

  function run(): Promise<RoundResult> {
    if (current) {
      again = true;
      return current;
    }
    const result: RoundResult = { sent: 0, failed: 0 };
    const round = (async () => {
      try {
        do {
          again = false;
          await drain(result);
        } while (again && !closed);
        return result;
      } finally {
        current = null;
      }
    })();
    current = round;
    return round;
  }

  return {
    start() {
      if (started || closed) return;
      started = true;
      timer = setInterval(() => void run(), settings.pollMs);
      timer.unref();
      void run();
    },
    kick() {
      if (started && !closed) void run();
    },
    async runOnce() {
      if (current) await current;
      return run();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await current;
    },
  };
}

/** How many rows are still to be sent (the health of mail, for logs and tests). */
export async function pendingMail(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(isNull(outbox.sentAt));
  return row?.n ?? 0;
}
