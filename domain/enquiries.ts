/**
 * Enquiries (issue 19, docs/decisions/016): what both backends accept from the contact form and the demand beacon,
 * how they read the inbox's filters, and the pure computations they share (references, Dubai days, CSV, demand).
 * The mock (mocks/) and the product server (server/) call these so their answers cannot drift apart.
 */
import { z } from 'zod';
import type { components } from './api-schema';
import {
  DELIVERY_PLACES, DEMAND_CHANNELS, DEMAND_PLACES, ENQUIRY_DATE_HORIZON_DAYS, ENQUIRY_MAX, ENQUIRY_MIN_ELAPSED_MS,
  ENQUIRY_STATUSES, INBOX_PAGE_SIZE, PREFERRED_CONTACTS, PUBLIC_CATEGORIES, RENTAL_PERIODS,
} from './constants';
import { addDays, dubaiDay, dubaiDayStart, isIsoDay } from './dubai-day';
import { randomHex } from './ids';
import { textProblem, withSafeText } from './text';
import { BadRequestError, ValidationError } from './http-errors';

type S = components['schemas'];

// ---------------------------------------------------------------------------------------------------------------
// Text: control characters and lone surrogates are refused by name (domain/text.ts, the rule of every form's text).

const required = (what = 'a string') => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? 'is required' : `must be ${what}`),
});

/** A trimmed string of at most `max` characters, safe text by domain/text.ts (`multiline`: newlines and tabs kept). */
export function cleanText(max: number, { min = 0, multiline = false } = {}) {
  return withSafeText(z.string(required()), { multiline })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(min, { error: 'is required' })
        .max(max, { error: `must be at most ${max} characters` }),
    );
}

const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.map((v) => v || "''").join(', ')}`) });

// ---------------------------------------------------------------------------------------------------------------
// Dubai days: the business's calendar (UTC+4 all year, no daylight saving), in ./dubai-day.ts (the browser uses it too).

export { addDays, dubaiDay, dubaiDayStart, isIsoDay };

const isoDay = z.string(required('a date (YYYY-MM-DD)')).refine(isIsoDay, { error: 'must be a date (YYYY-MM-DD)' });

// ---------------------------------------------------------------------------------------------------------------
// The contact form's body.

/** What the server keeps of a valid enquiry body (blank optional fields as ''; dates as null). */
export type EnquiryFields = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  preferredContact: S['PreferredContact'];
  carInterest: string;
  rentalPeriod: string;
  dateFrom: string | null;
  dateTo: string | null;
  delivery: string;
  deliveryAddress: string;
  carId: string | null;
  locale: 'en' | 'ar';
  page: string;
  referrer: string;
  /** A bot's submit (honeypot filled, or faster than a person): answered as sent, never stored. */
  isBot: boolean;
};

/** The enquiry body, checked against the Dubai day of `now` (dates not in the past, at most two years ahead). */
export function enquiryInputSchema(now: number): z.ZodType<EnquiryFields> {
  const today = dubaiDay(now);
  const horizon = addDays(today, ENQUIRY_DATE_HORIZON_DAYS);
  const date = isoDay
    .refine((d) => d >= today, { error: 'must not be in the past' })
    .refine((d) => d <= horizon, { error: `must be within ${ENQUIRY_DATE_HORIZON_DAYS} days` })
    .nullable()
    .optional();
  return z
    .object(
      {
        name: cleanText(ENQUIRY_MAX.name, { min: 1 }),
        email: cleanText(ENQUIRY_MAX.email, { min: 1 }).pipe(
          z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'must be a valid e-mail address' }),
        ),
        phone: cleanText(ENQUIRY_MAX.phone)
          .refine((v) => v === '' || /^[+\d][\d\s().-]{3,}$/.test(v), { error: 'must be a phone number' })
          .optional(),
        subject: cleanText(ENQUIRY_MAX.subject, { min: 1 }),
        message: cleanText(ENQUIRY_MAX.message, { min: 1, multiline: true }),
        preferredContact: oneOf(PREFERRED_CONTACTS).optional(),
        carInterest: oneOf(['', ...PUBLIC_CATEGORIES]).optional(),
        rentalPeriod: oneOf(['', ...RENTAL_PERIODS]).optional(),
        dateFrom: date,
        dateTo: date,
        delivery: oneOf(['', ...DELIVERY_PLACES]).optional(),
        deliveryAddress: cleanText(ENQUIRY_MAX.deliveryAddress).optional(),
        carId: z
          .string(required())
          .regex(/^[a-f0-9]{24}$/, { error: 'must be a car of the fleet' })
          .nullable()
          .optional(),
        locale: oneOf(['en', 'ar']),
        page: cleanText(300).optional(),
        referrer: cleanText(500).optional(),
        website: z.string(required()).max(200, { error: 'must be at most 200 characters' }).optional(),
        elapsedMs: z.number(required('a number')).int({ error: 'must be a whole number' }).min(0, { error: 'must be at least 0' }).optional(),
      },
      { error: 'must be a JSON object' },
    )
    .superRefine((v, ctx) => {
      if (v.dateTo && !v.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateFrom'], message: 'is required with dateTo' });
      if (v.dateTo && v.dateFrom && v.dateTo <= v.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'must be after dateFrom' });
    })
    .transform((v) => ({
      name: v.name,
      email: v.email,
      phone: v.phone ?? '',
      subject: v.subject,
      message: v.message,
      preferredContact: v.preferredContact ?? 'email',
      carInterest: v.carInterest ?? '',
      rentalPeriod: v.rentalPeriod ?? '',
      dateFrom: v.dateFrom ?? null,
      dateTo: v.dateTo ?? null,
      delivery: v.delivery ?? '',
      deliveryAddress: v.delivery ? (v.deliveryAddress ?? '') : '',
      carId: v.carId ?? null,
      locale: v.locale,
      page: v.page ?? '',
      referrer: v.referrer ?? '',
      isBot: (v.website ?? '').trim() !== '' || (v.elapsedMs !== undefined && v.elapsedMs < ENQUIRY_MIN_ELAPSED_MS),
    }));
}

/** The contract's 400 for an enquiry about a car that is not (or no longer) on the public site. */
export const unknownEnquiryCar = () => new ValidationError('carId', 'must be a car of the fleet');

// ---------------------------------------------------------------------------------------------------------------
// The reference a visitor quotes: LD- and five characters a person reads without confusion (no 0/O, 1/I/L, U).

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newReference(): string {
  const bytes = new Uint8Array(5);
  globalThis.crypto.getRandomValues(bytes);
  return `LD-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

/** A fresh id for an enquiry or a note: 24 hex characters, like the cars'. */
export const newEnquiryId = () => randomHex(12);

// ---------------------------------------------------------------------------------------------------------------
// The inbox's writes.

export const enquiryUpdateSchema: z.ZodType<S['EnquiryUpdate']> = z
  .object(
    {
      status: oneOf(ENQUIRY_STATUSES).optional(),
      assigneeId: z.string(required()).min(1, { error: 'is required' }).max(64, { error: 'must be at most 64 characters' }).nullable().optional(),
    },
    { error: 'must be a JSON object' },
  )
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, { error: 'must name a status or an assigneeId', path: ['body'] });

export const enquiryNoteSchema = z.object({ text: cleanText(ENQUIRY_MAX.note, { min: 1, multiline: true }) }, { error: 'must be a JSON object' });

/** The moment an enquiry first leaves 'new' for a real answer (not spam): the start of 'time to first contact'. */
export function contactedAtAfter(previous: { status: string; contactedAt: string | null }, nextStatus: string, nowIso: string): string | null {
  if (previous.contactedAt) return previous.contactedAt;
  return nextStatus !== 'new' && nextStatus !== 'spam' ? nowIso : null;
}

export function requireEnquiryId(id: string): string {
  if (!/^[a-f0-9]{24}$/.test(id)) throw new BadRequestError('Valid enquiry ID is required', 'id');
  return id;
}

// ---------------------------------------------------------------------------------------------------------------
// The inbox's filters.

export interface EnquiryQuery {
  page: number;
  limit: number;
  statuses: string[];
  carId: string | null;
  /** Instants: [fromMs, toMs) of Dubai days. */
  fromMs: number | null;
  toMs: number | null;
  /** Lowercased search text, or '' for none. */
  search: string;
}

export const EXPORT_MAX_ROWS = 10_000;

function intParam(raw: string | null, name: string, fallback: number, min: number, max: number): number {
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ValidationError(name, `must be a whole number from ${min} to ${max}`);
  return n;
}

function dayParam(raw: string | null, name: string): string | null {
  if (raw === null || raw === '') return null;
  if (!isIsoDay(raw)) throw new ValidationError(name, 'must be a date (YYYY-MM-DD)');
  return raw;
}

export function parseEnquiryQuery(params: URLSearchParams): EnquiryQuery {
  const statuses = (params.get('status') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const s of statuses) {
    if (!(ENQUIRY_STATUSES as readonly string[]).includes(s)) throw new ValidationError('status', `must be one of ${ENQUIRY_STATUSES.join(', ')}`);
  }
  const carId = params.get('carId') || null;
  if (carId !== null && !/^[a-f0-9]{24}$/.test(carId)) throw new ValidationError('carId', 'must be a car id');
  const from = dayParam(params.get('from'), 'from');
  const to = dayParam(params.get('to'), 'to');
  if (from && to && to < from) throw new ValidationError('to', 'must not be before from');
  const search = params.get('search') ?? '';
  if (search.length > 100) throw new ValidationError('search', 'must be at most 100 characters');
  const searchProblem = textProblem(search);
  if (searchProblem !== null) throw new ValidationError('search', searchProblem);
  return {
    page: intParam(params.get('page'), 'page', 1, 1, 100_000),
    limit: intParam(params.get('limit'), 'limit', INBOX_PAGE_SIZE, 1, 100),
    statuses,
    carId,
    fromMs: from ? dubaiDayStart(from) : null,
    toMs: to ? dubaiDayStart(addDays(to, 1)) : null,
    search: search.trim().toLowerCase(),
  };
}

/** The text an inbox search looks in (both backends lowercase it and look for the search as a substring). */
export function enquirySearchText(e: Pick<S['Enquiry'], 'reference' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'car'>): string {
  return [e.reference, e.name, e.email, e.phone, e.subject, e.message, e.car?.name ?? ''].join('\n').toLowerCase();
}

/** Whether an enquiry passes the filters (the mock filters in memory; the server in SQL, with the same meaning). */
export function matchesEnquiryQuery(e: S['Enquiry'], q: EnquiryQuery): boolean {
  const at = Date.parse(e.createdAt);
  return (
    (q.statuses.length === 0 || q.statuses.includes(e.status)) &&
    (q.carId === null || e.car?._id === q.carId) &&
    (q.fromMs === null || at >= q.fromMs) &&
    (q.toMs === null || at < q.toMs) &&
    (q.search === '' || enquirySearchText(e).includes(q.search))
  );
}

/** Newest first; ties (same millisecond) by id, so pages never repeat or skip a row. */
export const byNewestEnquiry = (a: S['Enquiry'], b: S['Enquiry']) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

export function pageOf(total: number, page: number, limit: number) {
  const totalPages = Math.ceil(total / limit);
  return { total, currentPage: page, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

// ---------------------------------------------------------------------------------------------------------------
// CSV export: RFC 4180 quoting, UTF-8 with a BOM (Excel), and formula injection defused.

export const CSV_COLUMNS = [
  'reference', 'createdAt', 'status', 'name', 'email', 'phone', 'preferredContact', 'subject', 'message', 'car',
  'dateFrom', 'dateTo', 'delivery', 'deliveryAddress', 'carInterest', 'rentalPeriod', 'locale', 'assignee', 'page', 'referrer',
] as const;

function csvCell(value: string): string {
  // A cell starting with = + - @ (or a tab/CR) is a formula to a spreadsheet: an apostrophe makes it text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function enquiriesCsv(rows: readonly S['Enquiry'][]): string {
  const line = (cells: readonly string[]) => cells.map(csvCell).join(',');
  const body = rows.map((e) =>
    line([
      e.reference, e.createdAt, e.status, e.name, e.email, e.phone, e.preferredContact, e.subject, e.message, e.car?.name ?? '',
      e.dateFrom ?? '', e.dateTo ?? '', e.delivery, e.deliveryAddress, e.carInterest, e.rentalPeriod, e.locale, e.assignee?.name ?? '',
      e.page, e.referrer,
    ]),
  );
  return `\uFEFF${[line(CSV_COLUMNS), ...body].join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// The demand beacon and the dashboard's demand.

export const demandInputSchema: z.ZodType<S['DemandInput']> = z.object(
  {
    channel: oneOf(DEMAND_CHANNELS),
    carIds: z
      .array(z.string(required()).regex(/^[a-f0-9]{24}$/, { error: 'must be car ids' }), required('a list'))
      .min(1, { error: 'must name at least one car' })
      .max(24, { error: 'must have at most 24 entries' }),
    place: oneOf(DEMAND_PLACES),
  },
  { error: 'must be a JSON object' },
);

export const DEMAND_DAYS = 30;
export const DEMAND_TOP_CARS = 5;

export interface DemandFacts {
  /** Enquiries of the window: when, about which car (id and name at the time), when first contacted. */
  enquiries: readonly { createdAt: number; carId: string | null; carName: string | null; contactedAt: number | null }[];
  /** Presses of the window. */
  presses: readonly { at: number; carId: string; channel: 'whatsapp' | 'call' }[];
  /** Today's names of the cars (a car deleted since keeps the name its enquiry recorded). */
  carNames: ReadonlyMap<string, string>;
}

/** The first instant of the demand window: the start of the Dubai day 29 days before today. */
export function demandWindowStart(now: number): number {
  return dubaiDayStart(addDays(dubaiDay(now), -(DEMAND_DAYS - 1)));
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(m * 10) / 10;
}

/** The dashboard's demand over the window that ends today (facts outside it are ignored). */
export function demandStats(facts: DemandFacts, now: number): S['DemandStats'] {
  const start = demandWindowStart(now);
  const inWindow = (at: number) => at >= start && at <= now;
  const enquiries = facts.enquiries.filter((e) => inWindow(e.createdAt));
  const presses = facts.presses.filter((p) => inWindow(p.at));
  const first = dubaiDay(start);
  const perDay = new Map<string, number>();
  for (let i = 0; i < DEMAND_DAYS; i++) perDay.set(addDays(first, i), 0);
  for (const e of enquiries) {
    const day = dubaiDay(e.createdAt);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const cars = new Map<string, S['CarDemand']>();
  const carOf = (id: string, name: string | null) => {
    let row = cars.get(id);
    if (!row) cars.set(id, (row = { _id: id, name: facts.carNames.get(id) ?? name ?? id, form: 0, whatsapp: 0, call: 0, total: 0 }));
    return row;
  };
  for (const e of enquiries) {
    if (!e.carId) continue;
    const row = carOf(e.carId, e.carName);
    row.form += 1;
    row.total += 1;
  }
  for (const p of presses) {
    if (!facts.carNames.has(p.carId)) continue;
    const row = carOf(p.carId, null);
    row[p.channel] += 1;
    row.total += 1;
  }
  const count = (channel: 'whatsapp' | 'call') => presses.filter((p) => p.channel === channel).length;
  return {
    days: [...perDay].map(([day, n]) => ({ day, count: n })),
    byChannel: [
      { key: 'form', count: enquiries.length },
      { key: 'whatsapp', count: count('whatsapp') },
      { key: 'call', count: count('call') },
    ],
    topCars: [...cars.values()]
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name) || a._id.localeCompare(b._id))
      .slice(0, DEMAND_TOP_CARS),
    medianMinutesToContact: median(
      enquiries.filter((e) => e.contactedAt !== null).map((e) => (e.contactedAt! - e.createdAt) / 60_000),
    ),
  };
}
