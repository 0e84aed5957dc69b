/**
 * The durable mail outbox against a real SMTP server (smtp-server in this process; mailparser reads what arrives):
 * an enquiry's alert is delivered; a mail server that is down when the enquiry is sent loses nothing (the row waits,
 * counted, and goes once the server is back); a server closed before sending hands its mail to the next one on the
 * same database; a row claimed by one worker is left alone by another until its lease runs out. The test server's
 * clock stands still unless a test moves it, so "due" is decided by the test, never by a sleep.
 */
import { eq } from 'drizzle-orm';
import type { AddressObject } from 'mailparser';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, dubaiDay } from '../../domain/enquiries';
import { outbox } from '../db/schema';
import { postJson, serversPerTest, START_TIMEOUT_MS, type TestServer } from '../testing';
import { freePort, SmtpSink } from '../testing-smtp';
import { createMailer } from './mailer';
import { createOutbox, pendingMail, retryDelay } from './outbox';

/** Waits for `check` to answer something truthy, polling; fails after `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T> | T, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

const sinks: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((s) => s.stop()));
});
function sink(): SmtpSink {
  const s = new SmtpSink();
  sinks.push(s);
  return s;
}

const open = serversPerTest();
const RETRY_BASE_MS = 100;

function mailEnv(port: number): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Luxe Drive Dubai <no-reply@luxe.example>',
    ENQUIRY_TO: 'desk@luxe.example',
    PUBLIC_URL: 'https://luxe.example',
    OUTBOX_POLL_MS: '50',
    OUTBOX_RETRY_BASE_MS: String(RETRY_BASE_MS),
  };
}

function enquiry(s: TestServer, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Aisha Rahman',
    email: 'aisha@example.com',
    subject: 'A weekend',
    message: 'Is the car free next weekend?',
    dateFrom: addDays(dubaiDay(s.deps.clock()), 3),
    dateTo: addDays(dubaiDay(s.deps.clock()), 5),
    locale: 'en',
    elapsedMs: 30_000,
    ...overrides,
  };
}

async function sendEnquiry(s: TestServer, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await s.request('/api/enquiries', postJson(enquiry(s, overrides)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { reference: string } }).data.reference;
}

async function outboxRows(s: TestServer) {
  return s.deps.db.select().from(outbox).orderBy(outbox.id);
}

const addresses = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address));

describe('the enquiry alert through SMTP', () => {
  it('arrives at the business with the reference, Reply-To the visitor, every field and the inbox link', { timeout: START_TIMEOUT_MS }, async () => {
    const smtp = sink();
    const port = await smtp.start();
    const s = await open({ env: mailEnv(port) });
    const reference = await sendEnquiry(s, { phone: '+971 50 123 4567', delivery: 'airport' });
    const [mail] = await until('the alert', () => (smtp.messages.length ? smtp.messages : null));
    expect(mail!.subject).toBe(`New enquiry ${reference}: A weekend`);
    expect(addresses(mail!.to)).toEqual(['desk@luxe.example']);
    expect(addresses(mail!.replyTo)).toEqual(['aisha@example.com']);
    expect(addresses(mail!.from)).toEqual(['no-reply@luxe.example']);
    for (const text of ['Aisha Rahman', '+971 50 123 4567', 'airport', 'Is the car free next weekend?', 'English', 'https://luxe.example/admin/enquiries?id=']) {
      expect(mail!.text).toContain(text);
    }
    const [row] = await until('the row marked sent', async () => ((await outboxRows(s))[0]?.sentAt ? outboxRows(s) : null));
    expect(row).toMatchObject({ attempts: 0, lastError: null });
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps the mail when the mail server is down, counts the failure, and delivers it once the server is back', { timeout: START_TIMEOUT_MS }, async () => {
    const port = await freePort();
    const s = await open({ env: mailEnv(port) });
    const reference = await sendEnquiry(s);
    // The enquiry is stored whatever happens to its mail.
    const list = await s.deps.db.query.enquiries.findMany();
    expect(list.map((e) => e.reference)).toEqual([reference]);

    const [failed] = await until('a failed attempt', async () => {
      const rows = await outboxRows(s);
      return rows[0] && rows[0].attempts >= 1 ? rows : null;
    });
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(failed!.nextAttemptAt.getTime()).toBe(s.deps.clock() + RETRY_BASE_MS);
    expect(await pendingMail(s.deps.db)).toBe(1);

    const smtp = sink();
    await smtp.start(port);
    // Not due yet by the server's clock: the next polls leave it alone.
    await s.deps.outbox.runOnce();
    expect(smtp.messages).toHaveLength(0);
    s.advance(RETRY_BASE_MS);
    const [mail] = await until('the alert after the retry', () => (smtp.messages.length ? smtp.messages : null));
    expect(mail!.subject).toBe(`New enquiry ${reference}: A weekend`);
    const [sent] = await until('the row marked sent', async () => ((await outboxRows(s))[0]?.sentAt ? outboxRows(s) : null));
    expect(sent).toMatchObject({ attempts: 1 });
    expect(await pendingMail(s.deps.db)).toBe(0);
  });

  it('waits twice as long after each failure, an hour at most', () => {
    const settings = { retryBaseMs: 30_000, retryMaxMs: 60 * 60_000 };
    expect([1, 2, 3, 4, 7, 8, 50].map((n) => retryDelay(settings, n))).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it('a server closed before sending leaves the mail to the next one on the same database', { timeout: START_TIMEOUT_MS }, async () => {
    const smtp = sink();
    const port = await smtp.start();
    // The first server never sends (its worker is driven by hand, and never is).
    const first = await open({ env: mailEnv(port), outbox: 'manual' });
    const reference = await sendEnquiry(first);
    const dump = await first.database.dump!();
    await first.close();
    expect(smtp.messages).toHaveLength(0);

    const second = await open({ env: mailEnv(port), database: { kind: 'memory', from: dump }, now: first.deps.clock() });
    const [mail] = await until('the alert from the restarted server', () => (smtp.messages.length ? smtp.messages : null));
    expect(mail!.subject).toContain(reference);
    await until('the row marked sent', async () => ((await outboxRows(second))[0]?.sentAt ? true : null));
    expect(smtp.messages).toHaveLength(1);
  });

  it('a row another worker has claimed is left alone until its lease runs out (a crash mid-send is only a delay)', { timeout: START_TIMEOUT_MS }, async () => {
    const smtp = sink();
    const port = await smtp.start();
    const s = await open({ env: mailEnv(port), outbox: 'manual' });
    await sendEnquiry(s);
    const settings = s.config.outbox;
    const log = pino({ level: 'silent' });
    const worker = (name: string) =>
      createOutbox({ db: s.deps.db, mailer: createMailer({ ...s.config, mailFrom: `${name} <${name}@luxe.example>` }, log), clock: s.deps.clock, log, settings });
    const a = worker('a');
    const b = worker('b');

    // A claims the row and is slow to send: B finds nothing due meanwhile.
    let release!: () => void;
    smtp.hold = new Promise<void>((ok) => (release = ok));
    const roundA = a.runOnce();
    await until('A to claim the row', async () => ((await outboxRows(s))[0]!.nextAttemptAt.getTime() > s.deps.clock() ? true : null));
    expect(await b.runOnce()).toEqual({ sent: 0, failed: 0 });
    release();
    smtp.hold = null;
    expect(await roundA).toEqual({ sent: 1, failed: 0 });
    expect(await b.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages.map((m) => addresses(m.from))).toEqual([['a@luxe.example']]);

    // A worker that claimed a row and died: the row is due again once the lease has run out, and B sends it.
    const id = (await outboxRows(s))[0]!.id;
    await s.deps.db.update(outbox).set({ sentAt: null, nextAttemptAt: new Date(s.deps.clock() + settings.leaseMs) }).where(eq(outbox.id, id));
    expect(await b.runOnce()).toEqual({ sent: 0, failed: 0 });
    s.advance(settings.leaseMs);
    expect(await b.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages.map((m) => addresses(m.from))).toEqual([['a@luxe.example'], ['b@luxe.example']]);
    await Promise.all([a.close(), b.close()]);
  });

  it('close() waits for a send in flight', { timeout: START_TIMEOUT_MS }, async () => {
    const smtp = sink();
    const port = await smtp.start();
    const s = await open({ env: mailEnv(port), outbox: 'manual' });
    await sendEnquiry(s);
    const log = pino({ level: 'silent' });
    const worker = createOutbox({ db: s.deps.db, mailer: createMailer(s.config, log), clock: s.deps.clock, log, settings: s.config.outbox });
    let release!: () => void;
    smtp.hold = new Promise<void>((ok) => (release = ok));
    const round = worker.runOnce();
    await until('the message to reach the server', async () => ((await outboxRows(s))[0]!.nextAttemptAt.getTime() > s.deps.clock() ? true : null));
    let closed = false;
    const closing = worker.close().then(() => (closed = true));
    await new Promise((ok) => setTimeout(ok, 50));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(await round).toEqual({ sent: 1, failed: 0 });
    expect((await outboxRows(s))[0]!.sentAt).not.toBeNull();
  });
});
