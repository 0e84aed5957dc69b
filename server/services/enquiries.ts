/**
 * Enquiries in the database (issue 19, docs/decisions/016): the contact form's write (the enquiry and its mail in
 * one transaction), the inbox's reads with the filters of domain/enquiries.ts in SQL, its writes, the demand beacon
 * and the facts the dashboard's demand is computed from. Answers have the contract's Enquiry shape.
 */
import { and, asc, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import {
  contactedAtAfter,
  demandWindowStart,
  enquirySearchText,
  EXPORT_MAX_ROWS,
  newEnquiryId,
  newReference,
  type DemandFacts,
  type EnquiryFields,
  type EnquiryQuery,
} from '../../domain/enquiries';
import type { DemandInput, Enquiry, EnquiryNote, EnquiryStatus, EnquiryUpdate, PersonRef } from '../../domain/types';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { accounts, cars, demandPresses, enquiries, enquiryNotes } from '../db/schema';
import { enquiryAcknowledgement, enquiryAlert, type EnquiryMailFacts } from './enquiry-mail';
import { containing } from './cars';
import { queueMail, type QueuedMail } from './outbox';

type Row = typeof enquiries.$inferSelect;

/** References are random: a clash with a stored one is rare, and answered by drawing another. */
const REFERENCE_TRIES = 8;

// ---------------------------------------------------------------------------------------------------------------
// The contact form's write.

export interface EnquiryCar {
  id: string;
  name: string;
}

/** The origin the alert's inbox link is built on: PUBLIC_URL, or this machine for a developer. */
function siteOrigin(config: Pick<ServerConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** The mail a new enquiry sends: the alert to the business and, when enabled, the visitor's acknowledgement. */
export function enquiryMails(config: Pick<ServerConfig, 'publicUrl' | 'port' | 'enquiryTo' | 'enquiryAcknowledge'>, e: EnquiryMailFacts): QueuedMail[] {
  const alert = enquiryAlert(e, siteOrigin(config));
  const mails: QueuedMail[] = [{ kind: 'enquiry-alert', enquiryId: e.id, to: config.enquiryTo, replyTo: e.email, subject: alert.subject, body: alert.body }];
  if (config.enquiryAcknowledge) {
    const ack = enquiryAcknowledgement(e);
    mails.push({ kind: 'enquiry-acknowledgement', enquiryId: e.id, to: e.email, replyTo: config.enquiryTo, subject: ack.subject, body: ack.body });
  }
  return mails;
}

/**
 * Stores an enquiry and queues its mail in one transaction: either both are kept or neither. Answers its id and
 * reference (unique: a clash draws another).
 */
export async function createEnquiry(
  db: Database,
  config: Pick<ServerConfig, 'publicUrl' | 'port' | 'enquiryTo' | 'enquiryAcknowledge'>,
  fields: EnquiryFields,
  car: EnquiryCar | null,
  now: number,
): Promise<{ id: string; reference: string }> {
  const at = new Date(now);
  const id = newEnquiryId();
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
      const reference = newReference();
      const carName = car?.name ?? null;
      const values = {
        id,
        reference,
        createdAt: at,
        updatedAt: at,
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        subject: fields.subject,
        message: fields.message,
        preferredContact: fields.preferredContact,
        carInterest: fields.carInterest,
        rentalPeriod: fields.rentalPeriod,
        dateFrom: fields.dateFrom,
        dateTo: fields.dateTo,
        delivery: fields.delivery,
        deliveryAddress: fields.deliveryAddress,
        carId: car?.id ?? null,
        carName,
        locale: fields.locale,
        page: fields.page,
        referrer: fields.referrer,
        status: 'new',
        assigneeId: null,
        contactedAt: null,
        searchText: enquirySearchText({ ...fields, reference, car: carName === null ? null : { _id: car!.id, name: carName, exists: true } }),
      } satisfies typeof enquiries.$inferInsert;
      const inserted = await tx.insert(enquiries).values(values).onConflictDoNothing({ target: enquiries.reference }).returning({ id: enquiries.id });
      if (inserted.length === 0) continue;
      const facts: EnquiryMailFacts = { ...fields, id, reference, createdAt: at.toISOString(), carId: car?.id ?? null, carName };
      await queueMail(tx as unknown as Database, enquiryMails(config, facts), now);
      return { id, reference };
    }
    throw new Error(`no free enquiry reference after ${REFERENCE_TRIES} tries`);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reads.

/** The filters of domain/enquiries.ts matchesEnquiryQuery, in SQL. */
function queryWhere(q: EnquiryQuery): SQL | undefined {
  return and(
    q.statuses.length ? inArray(enquiries.status, q.statuses) : undefined,
    q.carId !== null ? eq(enquiries.carId, q.carId) : undefined,
    q.fromMs !== null ? gte(enquiries.createdAt, new Date(q.fromMs)) : undefined,
    q.toMs !== null ? lt(enquiries.createdAt, new Date(q.toMs)) : undefined,
    q.search !== '' ? like(enquiries.searchText, containing(q.search)) : undefined,
  );
}

const NEWEST_FIRST = [desc(enquiries.createdAt), desc(enquiries.id)] as const;

/** Enquiry rows with the assignee's name and whether the car is still in the fleet. */
function selectEnquiries(db: Database) {
  return db
    .select({ row: enquiries, assigneeName: accounts.name, carExists: sql<boolean>`(${cars.id} IS NOT NULL)` })
    .from(enquiries)
    .leftJoin(accounts, eq(accounts.id, enquiries.assigneeId))
    .leftJoin(cars, eq(cars.id, enquiries.carId));
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function toEnquiry({ row, assigneeName, carExists }: { row: Row; assigneeName: string | null; carExists: boolean }, notes: EnquiryNote[] = []): Enquiry {
  return {
    _id: row.id,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    preferredContact: row.preferredContact as Enquiry['preferredContact'],
    carInterest: row.carInterest,
    rentalPeriod: row.rentalPeriod,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    delivery: row.delivery,
    deliveryAddress: row.deliveryAddress,
    car: row.carId === null ? null : { _id: row.carId, name: row.carName ?? '', exists: Boolean(carExists) },
    locale: row.locale as Enquiry['locale'],
    page: row.page,
    referrer: row.referrer,
    status: row.status as EnquiryStatus,
    assignee: row.assigneeId !== null && assigneeName !== null ? { id: row.assigneeId, name: assigneeName } : null,
    contactedAt: iso(row.contactedAt),
    notes,
  };
}

export interface EnquiryPage {
  rows: Enquiry[];
  total: number;
  /** Status 'new' in the whole inbox, whatever the filters (the sidebar's count). */
  newCount: number;
}

/** One page of the filtered inbox, newest first (ties by id, as byNewestEnquiry); list answers carry no notes. */
export async function listEnquiries(db: Database, q: EnquiryQuery): Promise<EnquiryPage> {
  const where = queryWhere(q);
  const [rows, [totals], [news]] = await Promise.all([
    selectEnquiries(db)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(enquiries).where(where),
    db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, 'new')),
  ]);
  return { rows: rows.map((r) => toEnquiry(r)), total: totals?.n ?? 0, newCount: news?.n ?? 0 };
}

/** The filtered inbox for the CSV export, newest first, at most EXPORT_MAX_ROWS. */
export async function exportEnquiries(db: Database, q: EnquiryQuery): Promise<Enquiry[]> {
  const rows = await selectEnquiries(db).where(queryWhere(q)).orderBy(...NEWEST_FIRST).limit(EXPORT_MAX_ROWS);
  return rows.map((r) => toEnquiry(r));
}

/** One enquiry with its notes, oldest first. */
export async function findEnquiry(db: Database, id: string): Promise<Enquiry | undefined> {
  const [[row], notes] = await Promise.all([
    selectEnquiries(db).where(eq(enquiries.id, id)),
    db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, id)).orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.seq)),
  ]);
  if (!row) return undefined;
  return toEnquiry(
    row,
    notes.map((n) => ({ id: n.id, text: n.text, author: { id: n.authorId ?? '', name: n.authorName }, createdAt: n.createdAt.toISOString() })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The inbox's writes.

/** The portal's administrators, by name: whom an enquiry can be assigned to. */
export async function adminAccounts(db: Database): Promise<PersonRef[]> {
  const rows = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.role, 'admin'));
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

export async function isAdminAccount(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.id, id), eq(accounts.role, 'admin')));
  return row !== undefined;
}

/**
 * Changes status and/or assignee (the assignee already checked); the first move out of 'new' for a real answer
 * stamps contactedAt. False when there is no such enquiry.
 */
export async function updateEnquiry(db: Database, id: string, patch: EnquiryUpdate, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: enquiries.status, contactedAt: enquiries.contactedAt })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for('update');
    if (!current) return false;
    const at = new Date(now);
    const changes: Partial<typeof enquiries.$inferInsert> = { updatedAt: at };
    if (patch.status !== undefined) {
      changes.status = patch.status;
      const contactedAt = contactedAtAfter({ status: current.status, contactedAt: iso(current.contactedAt) }, patch.status, at.toISOString());
      changes.contactedAt = contactedAt === null ? null : new Date(contactedAt);
    }
    if (patch.assigneeId !== undefined) changes.assigneeId = patch.assigneeId;
    await tx.update(enquiries).set(changes).where(eq(enquiries.id, id));
    return true;
  });
}

/** Adds a note signed by `author`; false when there is no such enquiry. */
export async function addEnquiryNote(db: Database, id: string, author: PersonRef, text: string, now: number): Promise<boolean> {
  const [exists] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id));
  if (!exists) return false;
  await db.insert(enquiryNotes).values({ id: newEnquiryId(), enquiryId: id, authorId: author.id, authorName: author.name, text, createdAt: new Date(now) });
  return true;
}

/** Deletes an enquiry, its notes and any mail about it still in the outbox (a privacy request). */
export async function deleteEnquiry(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(enquiries).where(eq(enquiries.id, id)).returning({ id: enquiries.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Demand.

/** Counts a press for each of the active cars named (unknown or hidden ones are ignored); answers how many. */
export async function recordDemand(db: Database, input: DemandInput, now: number): Promise<number> {
  const ids = [...new Set(input.carIds)];
  const rows = await db.select({ id: cars.id }).from(cars).where(and(inArray(cars.id, ids), eq(cars.isActive, true)));
  const active = new Set(rows.map((r) => r.id));
  const pressed = ids.filter((id) => active.has(id));
  if (pressed.length === 0) return 0;
  const at = new Date(now);
  await db.insert(demandPresses).values(pressed.map((carId) => ({ carId, channel: input.channel, place: input.place, at })));
  return pressed.length;
}

/** What domain/enquiries.ts demandStats needs: the window's enquiries and presses, and today's car names. */
export async function demandFacts(db: Database, now: number): Promise<DemandFacts> {
  const start = new Date(demandWindowStart(now));
  const [enquiryRows, pressRows, carRows] = await Promise.all([
    db
      .select({ createdAt: enquiries.createdAt, carId: enquiries.carId, carName: enquiries.carName, contactedAt: enquiries.contactedAt })
      .from(enquiries)
      .where(gte(enquiries.createdAt, start)),
    db.select({ at: demandPresses.at, carId: demandPresses.carId, channel: demandPresses.channel }).from(demandPresses).where(gte(demandPresses.at, start)),
    db.select({ id: cars.id, name: cars.name }).from(cars),
  ]);
  return {
    enquiries: enquiryRows.map((e) => ({ createdAt: e.createdAt.getTime(), carId: e.carId, carName: e.carName, contactedAt: e.contactedAt?.getTime() ?? null })),
    presses: pressRows.map((p) => ({ at: p.at.getTime(), carId: p.carId, channel: p.channel as 'whatsapp' | 'call' })),
    carNames: new Map(carRows.map((c) => [c.id, c.name])),
  };
}
