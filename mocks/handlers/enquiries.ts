/**
 * Enquiries and demand (issue 19, docs/decisions/016): the contact form's send, the press beacon, and the portal's
 * inbox, accounts and demand. The rules are domain/enquiries.ts's, shared with the product server; the mock only
 * stores (no mail). The browser is one visitor: its enquiries and beacons are limited by runtime.ts's windows.
 */
import { HttpResponse } from 'msw';
import {
  EXPORT_MAX_ROWS, byNewestEnquiry, contactedAtAfter, demandInputSchema, demandStats, demandWindowStart, dubaiDay,
  enquiriesCsv, enquiryInputSchema, enquiryNoteSchema, enquiryUpdateSchema, matchesEnquiryQuery, newEnquiryId,
  newReference, pageOf, parseEnquiryQuery, requireEnquiryId, unknownEnquiryCar, type EnquiryQuery,
} from '../../domain/enquiries';
import { SERVER_MSG } from '../../domain/messages';
import type { Enquiry, PersonRef } from '../../domain/types';
import { parseOrThrow, readJson } from '../../domain/validation';
import { HttpError, ValidationError } from '../../domain/http-errors';
import { fleetOf, saveDb } from '../db/store';
import type { Db, StoredEnquiry } from '../db/types';
import { takeVisitorLimit, type VisitorLimit } from '../runtime';
import { publicFleet } from './cars';
import { route } from './route';
import { requireAdmin } from './session';

/** 429 with Retry-After once the visitor used up a window (every request past the body cap counts, bots too). */
function takeLimit(kind: VisitorLimit, now: number): void {
  const retryAfter = takeVisitorLimit(now, kind);
  if (retryAfter === null) return;
  throw new HttpError(429, kind === 'enquiry' ? SERVER_MSG.enquiryTooMany : SERVER_MSG.tooManyRequests, { 'Retry-After': String(retryAfter) });
}

/**
 * The body as JSON (any Content-Type only for a beacon, which arrives as text/plain), with the limit taken after the body
 * cap and before anything else, as the product server's limiter does: a body too large answers 413 uncounted.
 */
async function readCounted(request: Request, kind: VisitorLimit, now: number): Promise<unknown> {
  let body: unknown;
  let refused: unknown = null;
  try {
    body = await readJson(request, { anyContentType: kind === 'demand' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw error;
    refused = error;
  }
  takeLimit(kind, now);
  if (refused) throw refused;
  return body;
}

function personOf(db: Db, id: string | null): PersonRef | null {
  const account = id === null ? undefined : db.accounts.find((a) => a.id === id);
  return account ? { id: account.id, name: account.name } : null;
}

/** The enquiry as the contract shows it; list answers leave the notes out. */
function toEnquiry(db: Db, stored: StoredEnquiry, withNotes: boolean): Enquiry {
  const { assigneeId, car, notes, ...fields } = stored;
  const fleet = fleetOf(db);
  return {
    ...fields,
    car: car && { ...car, exists: fleet.some((c) => c._id === car._id) },
    assignee: personOf(db, assigneeId),
    notes: withNotes ? [...notes].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) : [],
  };
}

function findEnquiry(db: Db, id: string): StoredEnquiry {
  const wanted = requireEnquiryId(id);
  const enquiry = db.enquiries.find((e) => e._id === wanted);
  if (!enquiry) throw new HttpError(404, SERVER_MSG.enquiryNotFound);
  return enquiry;
}

/** The enquiries the filters keep, newest first, as the contract shows them (without notes). */
function filtered(db: Db, q: EnquiryQuery): Enquiry[] {
  return db.enquiries
    .map((e) => toEnquiry(db, e, false))
    .filter((e) => matchesEnquiryQuery(e, q))
    .sort(byNewestEnquiry);
}

function newUniqueReference(db: Db): string {
  const taken = new Set(db.enquiries.map((e) => e.reference));
  let reference = newReference();
  while (taken.has(reference)) reference = newReference();
  return reference;
}

export const enquiryHandlers = [
  route('post', '/api/enquiries', 'public', async ({ request, db, now, json }) => {
    const body = await readCounted(request, 'enquiry', now);
    const { isBot, carId, ...fields } = parseOrThrow(enquiryInputSchema(now), body);
    const car = carId === null ? null : publicFleet(db).find((c) => c._id === carId);
    if (car === undefined) throw unknownEnquiryCar();
    // A bot is answered as a person would be, with a reference that names nothing.
    if (isBot) return json(201, { success: true, message: SERVER_MSG.enquiryReceived, data: { reference: newReference() } });
    const at = new Date(now).toISOString();
    const enquiry: StoredEnquiry = {
      _id: newEnquiryId(),
      reference: newUniqueReference(db),
      createdAt: at,
      updatedAt: at,
      ...fields,
      car: car && { _id: car._id, name: car.name },
      status: 'new',
      assigneeId: null,
      contactedAt: null,
      notes: [],
    };
    db.enquiries.push(enquiry);
    await saveDb(db);
    return json(201, { success: true, message: SERVER_MSG.enquiryReceived, data: { reference: enquiry.reference } });
  }),

  route('post', '/api/demand', 'public', async ({ request, db, now }) => {
    const { channel, carIds, place } = parseOrThrow(demandInputSchema, await readCounted(request, 'demand', now));
    // Unknown and hidden cars are ignored; a car named twice in one beacon is one press.
    const visible = new Set(publicFleet(db).map((c) => c._id));
    const pressed = [...new Set(carIds)].filter((id) => visible.has(id));
    if (pressed.length > 0) {
      db.demandPresses.push(...pressed.map((carId) => ({ at: now, carId, channel, place })));
      // Presses older than the dashboard's window are never read again.
      const start = demandWindowStart(now);
      db.demandPresses = db.demandPresses.filter((p) => p.at >= start);
      await saveDb(db);
    }
    return new HttpResponse(null, { status: 204 });
  }),

  route('get', '/api/admin/enquiries', 'admin', async ({ request, url, db, now, json }) => {
    requireAdmin(db, request, now);
    const q = parseEnquiryQuery(url.searchParams);
    const rows = filtered(db, q);
    return json(200, {
      success: true,
      message: SERVER_MSG.enquiriesOk,
      data: rows.slice((q.page - 1) * q.limit, q.page * q.limit),
      ...pageOf(rows.length, q.page, q.limit),
      newCount: db.enquiries.filter((e) => e.status === 'new').length,
    });
  }),

  // Before /api/admin/enquiries/{id}, which would otherwise take 'export' for an id.
  route('get', '/api/admin/enquiries/export', 'admin', async ({ request, url, db, now }) => {
    requireAdmin(db, request, now);
    const rows = filtered(db, parseEnquiryQuery(url.searchParams)).slice(0, EXPORT_MAX_ROWS);
    return new HttpResponse(enquiriesCsv(rows), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="enquiries-${dubaiDay(now)}.csv"`,
      },
    });
  }),

  route('get', '/api/admin/enquiries/{id}', 'admin', async ({ request, param, db, now, json }) => {
    requireAdmin(db, request, now);
    return json(200, { success: true, message: SERVER_MSG.enquiryOk, data: toEnquiry(db, findEnquiry(db, param('id')), true) });
  }),

  route('patch', '/api/admin/enquiries/{id}', 'admin', async ({ request, param, db, now, json }) => {
    requireAdmin(db, request, now);
    const enquiry = findEnquiry(db, param('id'));
    const change = parseOrThrow(enquiryUpdateSchema, await readJson(request));
    if (change.assigneeId !== undefined && change.assigneeId !== null) {
      const assignee = db.accounts.find((a) => a.id === change.assigneeId);
      if (!assignee || assignee.role !== 'admin') throw new ValidationError('assigneeId', SERVER_MSG.assigneeUnknown);
    }
    const at = new Date(now).toISOString();
    if (change.status !== undefined) {
      enquiry.contactedAt = contactedAtAfter(enquiry, change.status, at);
      enquiry.status = change.status;
    }
    if (change.assigneeId !== undefined) enquiry.assigneeId = change.assigneeId;
    enquiry.updatedAt = at;
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.enquiryUpdated, data: toEnquiry(db, enquiry, true) });
  }),

  route('delete', '/api/admin/enquiries/{id}', 'admin', async ({ request, param, db, now, json }) => {
    requireAdmin(db, request, now);
    const enquiry = findEnquiry(db, param('id'));
    db.enquiries.splice(db.enquiries.indexOf(enquiry), 1);
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.enquiryDeleted });
  }),

  route('post', '/api/admin/enquiries/{id}/notes', 'admin', async ({ request, param, db, now, json }) => {
    const { account } = requireAdmin(db, request, now);
    const enquiry = findEnquiry(db, param('id'));
    const { text } = parseOrThrow(enquiryNoteSchema, await readJson(request));
    enquiry.notes.push({ id: newEnquiryId(), text, author: { id: account.id, name: account.name }, createdAt: new Date(now).toISOString() });
    await saveDb(db);
    return json(201, { success: true, message: SERVER_MSG.enquiryNoteAdded, data: toEnquiry(db, enquiry, true) });
  }),

  route('get', '/api/admin/accounts', 'admin', async ({ request, db, now, json }) => {
    requireAdmin(db, request, now);
    const admins = db.accounts
      .filter((a) => a.role === 'admin')
      .map((a) => ({ id: a.id, name: a.name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return json(200, { success: true, message: SERVER_MSG.accountsOk, data: admins });
  }),

  route('get', '/api/admin/demand', 'admin', async ({ request, db, now, json }) => {
    requireAdmin(db, request, now);
    const facts = {
      enquiries: db.enquiries.map((e) => ({
        createdAt: Date.parse(e.createdAt),
        carId: e.car?._id ?? null,
        carName: e.car?.name ?? null,
        contactedAt: e.contactedAt === null ? null : Date.parse(e.contactedAt),
      })),
      presses: db.demandPresses,
      carNames: new Map(fleetOf(db).map((c) => [c._id, c.name])),
    };
    return json(200, { success: true, message: SERVER_MSG.demandOk, data: demandStats(facts, now) });
  }),
];
