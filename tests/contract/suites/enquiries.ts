/**
 * The contract suite, issue 19 (docs/decisions/016): the contact form's send (every refusal, the spam rules, the
 * per-address limit), the demand beacon, the views counted once a day live in cars.ts, and the portal's inbox:
 * the stored enquiry, filters, search, pages, the new count, status, assignee, notes, delete, CSV export, accounts
 * and demand (server/routes/enquiries.ts and admin-enquiries.ts). Called from defineContractSuite (../suite.ts) with
 * its helpers, so every answer is compared between the subject and the reference backend exactly as the rest of the
 * suite is.
 *
 * Both backends' clocks are moved a second after every enquiry (`send`), so the inbox's order (newest first) is the
 * order of sending on both: the test server's clock stands still otherwise, and ties are broken by random ids.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CSV_COLUMNS, addDays, dubaiDay } from '../../../domain/enquiries';
import { msUntilDubaiHour } from '../../../domain/dubai-day';
import { SERVER_MSG } from '../../../domain/messages';
import type { DemandStats, Enquiry } from '../../../domain/types';
import { ENQUIRY_MAX } from '../../../domain/constants';
import type { Answer, ContractContext, Side } from '../harness';
import { ACTIVE, ADMIN_ID, ADMIN_NAME, FLEET, INACTIVE, STAFF, UNKNOWN_ID } from '../seed';

type Created = { success: boolean; message: string; data: { reference: string } };
type List = { success: boolean; message: string; data: Enquiry[]; total: number; currentPage: number; totalPages: number; hasNextPage: boolean; hasPrevPage: boolean; newCount: number };
type One = { success: boolean; message: string; data: Enquiry };
type Accounts = { success: boolean; message: string; data: { id: string; name: string }[] };
type Demand = { success: boolean; message: string; data: DemandStats };

const REFERENCE = /^LD-[2-9A-HJKMNP-TV-Z]{5}$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
/** The enquiry window of the per-address limit, in seconds (Retry-After of the 6th enquiry). */
const ENQUIRY_WINDOW_S = 10 * 60;

const CULLINAN = ACTIVE.find((c) => c.model === 'Cullinan')!;
const ROMA = ACTIVE.find((c) => c.model === 'Roma')!;
const URUS = ACTIVE.find((c) => c.model === 'Urus S')!;

/** Today in Dubai by the test's clock (both backends' clocks are within seconds of it, moved alike). */
const today = () => dubaiDay(Date.now());

/** A person's enquiry about the Cullinan, with dates, delivery to a hotel, from the Arabic car page. */
export function enquiryInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Aisha Rahman',
    email: 'aisha@example.com',
    phone: '+971 50 123 4567',
    subject: 'Weekend in the Cullinan',
    message: 'Hello,\nIs the Cullinan free next weekend? Two days.',
    preferredContact: 'whatsapp',
    carInterest: 'suv',
    rentalPeriod: 'daily',
    dateFrom: addDays(today(), 10),
    dateTo: addDays(today(), 12),
    delivery: 'hotel',
    deliveryAddress: 'Atlantis The Palm',
    carId: CULLINAN._id,
    locale: 'ar',
    page: `/ar/cars/${CULLINAN._id}`,
    referrer: 'https://www.google.com/',
    website: '',
    elapsedMs: 42_000,
    ...overrides,
  };
}

/** The CSV as text (BOM kept), references and times made comparable between backends. */
function csvText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

export function defineEnquiryTests(ctx: ContractContext): void {
  const { call, both, each, expectError } = ctx;
  /** Each side's references, in the order sent (a search by reference uses each side's own). */
  let references = new Map<Side, string[]>();
  beforeEach(() => {
    references = new Map();
  });

  /**
   * An enquiry on every side (compared), then a second on every clock. Unless `keepLimits`, the per-address counts
   * are emptied first, so a test may send more than five.
   */
  async function send(body: Record<string, unknown>, { keepLimits = false } = {}): Promise<Answer<Created>> {
    if (!keepLimits) await each(async (s) => s.backend.resetLimits());
    const res = await both(async (s) => {
      const answer = await s.api<Created>('/api/enquiries', { json: s.translate(body, ctx.subject()) });
      if (answer.status === 201) references.set(s, [...(references.get(s) ?? []), answer.body.data.reference]);
      return answer;
    }, 'POST /api/enquiries');
    await each(async (s) => s.backend.advance(1_000));
    return res;
  }
  const refOf = (s: Side, n: number) => references.get(s)?.[n] ?? '';
  /** Moves every clock; the admin signs in again when the access token (35 minutes) would have run out. */
  async function advance(ms: number): Promise<void> {
    await each(async (s) => s.backend.advance(ms));
    if (ms > 30 * MINUTE_MS && ctx.subject().tokens.admin) await ctx.loginAll();
  }
  const inbox = (query = '') => call<List>(`/api/admin/enquiries${query}`, { auth: 'admin' });
  const one = (id: string) => call<One>(`/api/admin/enquiries/${id}`, { auth: 'admin' });
  const patch = (id: string, json: unknown) => call<One>(`/api/admin/enquiries/${id}`, { method: 'PATCH', json, auth: 'admin' });
  const note = (id: string, text: unknown) => call<One>(`/api/admin/enquiries/${id}/notes`, { json: { text }, auth: 'admin' });
  const beacon = (json: unknown) => call('/api/demand', { json });
  /** Retry-After is seconds left in a window each backend counts on its own clock: asserted per side, not compared. */
  const withoutRetryAfter = (a: Answer, s: Side) => ({ ...(ctx.normalize(a, s) as object), retryAfter: a.headers.has('retry-after') });

  // =============================================================================================================
  describe('public: POST /api/enquiries', () => {
    it('stores the enquiry (201 with a reference); the inbox shows every field, the car by id with its name', async () => {
      const body = enquiryInput({ name: '  Aisha Rahman ', subject: 'Weekend in the Cullinan  ' });
      const res = await send(body);
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ success: true, message: SERVER_MSG.enquiryReceived, data: { reference: expect.stringMatching(REFERENCE) } });
      await ctx.loginAll();
      const list = await inbox();
      expect(list.body).toMatchObject({ success: true, message: SERVER_MSG.enquiriesOk, total: 1, currentPage: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false, newCount: 1 });
      const stored = list.body.data[0]!;
      expect(stored).toEqual({
        _id: expect.stringMatching(/^[a-f0-9]{24}$/),
        reference: res.body.data.reference,
        createdAt: expect.stringMatching(ISO_TIME),
        updatedAt: stored.createdAt,
        name: 'Aisha Rahman',
        email: 'aisha@example.com',
        phone: '+971 50 123 4567',
        subject: 'Weekend in the Cullinan',
        message: 'Hello,\nIs the Cullinan free next weekend? Two days.',
        preferredContact: 'whatsapp',
        carInterest: 'suv',
        rentalPeriod: 'daily',
        dateFrom: body.dateFrom,
        dateTo: body.dateTo,
        delivery: 'hotel',
        deliveryAddress: 'Atlantis The Palm',
        car: { _id: CULLINAN._id, name: CULLINAN.name, exists: true },
        locale: 'ar',
        page: `/ar/cars/${CULLINAN._id}`,
        referrer: 'https://www.google.com/',
        status: 'new',
        assignee: null,
        contactedAt: null,
        notes: [],
      });
      const detail = await one(stored._id);
      expect(detail.status).toBe(200);
      expect(detail.body).toEqual({ success: true, message: SERVER_MSG.enquiryOk, data: stored });
    });

    it('takes the least a person must give; optional fields come back blank, the dates null, no car', async () => {
      const res = await send({ name: 'Omar', email: 'omar@example.ae', subject: 'Prices', message: 'Your monthly prices, please.', locale: 'en' });
      expect(res.status).toBe(201);
      await ctx.loginAll();
      const stored = (await inbox()).body.data[0]!;
      expect(stored).toMatchObject({
        name: 'Omar', email: 'omar@example.ae', phone: '', preferredContact: 'email', carInterest: '', rentalPeriod: '',
        dateFrom: null, dateTo: null, delivery: '', deliveryAddress: '', car: null, locale: 'en', page: '', referrer: '',
      });
    });

    it('keeps new lines and tabs in the message only; an address is kept only with a delivery place', async () => {
      expect((await send(enquiryInput({ message: 'Line one\r\n\tLine two', delivery: '', deliveryAddress: 'Ignored street' }))).status).toBe(201);
      expect((await send(enquiryInput({ delivery: 'airport', deliveryAddress: '', dateFrom: null, dateTo: null, carId: null }))).status).toBe(201);
      await ctx.loginAll();
      const [airport, plain] = (await inbox()).body.data;
      expect(plain).toMatchObject({ message: 'Line one\r\n\tLine two', delivery: '', deliveryAddress: '' });
      expect(airport).toMatchObject({ delivery: 'airport', deliveryAddress: '', dateFrom: null, dateTo: null, car: null });
    });

    const past = () => addDays(today(), -2);
    const soon = (days: number) => addDays(today(), days);
    const refusals: [string, () => Record<string, unknown>, string, string][] = [
      ['name missing', () => ({ name: undefined }), 'name', 'is required'],
      ['name blank', () => ({ name: '   ' }), 'name', 'is required'],
      ['name too long', () => ({ name: 'n'.repeat(ENQUIRY_MAX.name + 1) }), 'name', `must be at most ${ENQUIRY_MAX.name} characters`],
      ['name not a string', () => ({ name: 42 }), 'name', 'must be a string'],
      ['NUL in the name', () => ({ name: 'Ai\u0000sha' }), 'name', 'must not contain control characters'],
      ['a new line in the name', () => ({ name: 'Ai\nsha' }), 'name', 'must not contain control characters'],
      ['e-mail missing', () => ({ email: undefined }), 'email', 'is required'],
      ['e-mail malformed', () => ({ email: 'aisha.example.com' }), 'email', 'must be a valid e-mail address'],
      ['e-mail with a space', () => ({ email: 'ai sha@example.com' }), 'email', 'must be a valid e-mail address'],
      ['e-mail too long', () => ({ email: `${'a'.repeat(ENQUIRY_MAX.email)}@x.ae` }), 'email', `must be at most ${ENQUIRY_MAX.email} characters`],
      ['phone not a number', () => ({ phone: 'call me' }), 'phone', 'must be a phone number'],
      ['phone too long', () => ({ phone: '5'.repeat(ENQUIRY_MAX.phone + 1) }), 'phone', `must be at most ${ENQUIRY_MAX.phone} characters`],
      ['a bell in the subject', () => ({ subject: 'Hello\u0007' }), 'subject', 'must not contain control characters'],
      ['subject missing', () => ({ subject: undefined }), 'subject', 'is required'],
      ['subject too long', () => ({ subject: 's'.repeat(ENQUIRY_MAX.subject + 1) }), 'subject', `must be at most ${ENQUIRY_MAX.subject} characters`],
      ['message blank', () => ({ message: ' \n ' }), 'message', 'is required'],
      ['message too long', () => ({ message: 'm'.repeat(ENQUIRY_MAX.message + 1) }), 'message', `must be at most ${ENQUIRY_MAX.message} characters`],
      ['NUL in the message', () => ({ message: 'Hello\u0000' }), 'message', 'must not contain control characters'],
      ['escape in the message', () => ({ message: 'Hello\u001b[31m' }), 'message', 'must not contain control characters'],
      ['preferred contact', () => ({ preferredContact: 'fax' }), 'preferredContact', 'must be one of email, phone, whatsapp'],
      ['car interest', () => ({ carInterest: 'boat' }), 'carInterest', "must be one of '', luxury, sports, suv, sedan, convertible, coupe"],
      ['rental period', () => ({ rentalPeriod: 'hourly' }), 'rentalPeriod', "must be one of '', daily, weekly, monthly, long-term (3+ months)"],
      ['delivery place', () => ({ delivery: 'moon' }), 'delivery', "must be one of '', showroom, airport, hotel"],
      ['delivery address too long', () => ({ deliveryAddress: 'a'.repeat(ENQUIRY_MAX.deliveryAddress + 1) }), 'deliveryAddress', `must be at most ${ENQUIRY_MAX.deliveryAddress} characters`],
      ['a tab in the delivery address', () => ({ deliveryAddress: 'Room\t12' }), 'deliveryAddress', 'must not contain control characters'],
      ['locale missing', () => ({ locale: undefined }), 'locale', 'is required'],
      ['locale', () => ({ locale: 'fr' }), 'locale', 'must be one of en, ar'],
      ['first day in the past', () => ({ dateFrom: past() }), 'dateFrom', 'must not be in the past'],
      ['not a calendar day', () => ({ dateFrom: '2031-02-30', dateTo: null }), 'dateFrom', 'must be a date (YYYY-MM-DD)'],
      ['a day written another way', () => ({ dateFrom: '10/03/2031', dateTo: null }), 'dateFrom', 'must be a date (YYYY-MM-DD)'],
      ['more than two years ahead', () => ({ dateFrom: soon(800), dateTo: null }), 'dateFrom', 'must be within 730 days'],
      ['last day in the past', () => ({ dateFrom: soon(1), dateTo: past() }), 'dateTo', 'must not be in the past'],
      ['last day the first day', () => ({ dateFrom: soon(5), dateTo: soon(5) }), 'dateTo', 'must be after dateFrom'],
      ['last day before the first', () => ({ dateFrom: soon(5), dateTo: soon(3) }), 'dateTo', 'must be after dateFrom'],
      ['last day without a first', () => ({ dateFrom: null, dateTo: soon(5) }), 'dateFrom', 'is required with dateTo'],
      ['an unknown car', () => ({ carId: UNKNOWN_ID }), 'carId', 'must be a car of the fleet'],
      ['a hidden car', () => ({ carId: INACTIVE[0]!._id }), 'carId', 'must be a car of the fleet'],
      ['not a car id', () => ({ carId: 'cullinan' }), 'carId', 'must be a car of the fleet'],
      ['page too long', () => ({ page: `/${'p'.repeat(300)}` }), 'page', 'must be at most 300 characters'],
      ['NUL in the referrer', () => ({ referrer: 'https://x.example/\u0000' }), 'referrer', 'must not contain control characters'],
      ['honeypot too long', () => ({ website: 'w'.repeat(201) }), 'website', 'must be at most 200 characters'],
      ['elapsed time negative', () => ({ elapsedMs: -1 }), 'elapsedMs', 'must be at least 0'],
      ['elapsed time not a number', () => ({ elapsedMs: 'soon' }), 'elapsedMs', 'must be a number'],
    ];
    it.each(refusals)('answers 400 naming the field: %s', async (_label, overrides, field, reason) => {
      await each(async (s) => s.backend.resetLimits());
      const res = await call('/api/enquiries', { json: enquiryInput(overrides()) });
      expect(res.body).toEqual({ success: false, message: `${field}: ${reason}`, field });
      expect(res.status).toBe(400);
    });

    it('answers 400 for a body that is not a JSON object, 413 over the 64 KB cap; nothing is stored', async () => {
      await each(async (s) => s.backend.resetLimits());
      expectError(await call('/api/enquiries', { json: ['Aisha'] }), 400, 'body: must be a JSON object', 'body');
      expectError(await call('/api/enquiries', { body: '{"name":', headers: { 'Content-Type': 'application/json' } }), 400, 'Request body must be valid JSON', 'body');
      expectError(await call('/api/enquiries', { json: enquiryInput({ message: 'm'.repeat(70_000) }) }), 413, 'Request body too large');
      await ctx.loginAll();
      expect((await inbox()).body).toMatchObject({ total: 0, newCount: 0, data: [] });
    });

    it('answers a bot (honeypot filled, or sent sooner than 2.5 s) as a person, with a reference, and stores nothing', async () => {
      for (const overrides of [{ website: 'https://cheap-seo.example' }, { elapsedMs: 900 }, { elapsedMs: 0 }, { website: 'x', elapsedMs: 60_000 }]) {
        const res = await send(enquiryInput(overrides));
        expect(res.status, JSON.stringify(overrides)).toBe(201);
        expect(res.body).toEqual({ success: true, message: SERVER_MSG.enquiryReceived, data: { reference: expect.stringMatching(REFERENCE) } });
      }
      // At the threshold, a person.
      expect((await send(enquiryInput({ elapsedMs: 2_500, website: '   ' }))).status).toBe(201);
      await ctx.loginAll();
      const list = await inbox();
      expect(list.body).toMatchObject({ total: 1, newCount: 1 });
      expect(list.body.data[0]!.reference).toBe(refOf(ctx.subject(), 4));
      const demand = await call<Demand>('/api/admin/demand', { auth: 'admin' });
      expect(demand.body.data.byChannel[0]).toEqual({ key: 'form', count: 1 });
    });

    it('five enquiries per address in 10 minutes; the sixth is refused with 429 and Retry-After; bots count too', async () => {
      for (let i = 0; i < 5; i++) expect((await send(enquiryInput({ subject: `Question ${i + 1}` }), { keepLimits: true })).status).toBe(201);
      const sixth = await both((s) => s.api('/api/enquiries', { json: enquiryInput({ subject: 'Question 6' }) }), 'sixth enquiry', withoutRetryAfter);
      expectError(sixth, 429, SERVER_MSG.enquiryTooMany);
      await each(async (s) => {
        const res = await s.api('/api/enquiries', { json: enquiryInput({ subject: 'Question 7' }) });
        expect(res.status, s.name).toBe(429);
        const seconds = Number(res.headers.get('retry-after'));
        // The window started with the first of the five, a few (test clock) seconds ago.
        expect(seconds, s.name).toBeGreaterThan(ENQUIRY_WINDOW_S - 30);
        expect(seconds, s.name).toBeLessThanOrEqual(ENQUIRY_WINDOW_S);
      });
      await ctx.loginAll();
      expect((await inbox()).body.total).toBe(5);

      // Bots use up the same window (a flood of bot posts is still a flood), and are then refused like anyone.
      await each(async (s) => s.backend.resetLimits());
      for (let i = 0; i < 5; i++) expect((await send(enquiryInput({ website: 'spam' }), { keepLimits: true })).status).toBe(201);
      expectError(await both((s) => s.api('/api/enquiries', { json: enquiryInput() }), 'after five bots', withoutRetryAfter), 429, SERVER_MSG.enquiryTooMany);
      expectError(await both((s) => s.api('/api/enquiries', { json: enquiryInput({ website: 'spam' }) }), 'sixth bot', withoutRetryAfter), 429, SERVER_MSG.enquiryTooMany);
      expect((await inbox()).body.total).toBe(5);
    });
  });

  // =============================================================================================================
  describe('public: POST /api/demand', () => {
    it('counts presses (204, no body), as JSON or as the text/plain a beacon sends; unknown and hidden cars are ignored', async () => {
      const json = await beacon({ channel: 'whatsapp', carIds: [CULLINAN._id], place: 'car' });
      expect(json.status).toBe(204);
      expect(json.body).toEqual(new Uint8Array());
      const text = await call('/api/demand', {
        // A car named twice in one beacon is one press.
        body: JSON.stringify({ channel: 'call', carIds: [ROMA._id, CULLINAN._id, ROMA._id], place: 'shortlist' }),
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      });
      expect(text.status).toBe(204);
      expect((await beacon({ channel: 'call', carIds: [INACTIVE[0]!._id, UNKNOWN_ID], place: 'card' })).status).toBe(204);
      await ctx.loginAll();
      const demand = await call<Demand>('/api/admin/demand', { auth: 'admin' });
      expect(demand.body.data.byChannel).toEqual([{ key: 'form', count: 0 }, { key: 'whatsapp', count: 1 }, { key: 'call', count: 2 }]);
      expect(demand.body.data.topCars).toEqual([
        { _id: CULLINAN._id, name: CULLINAN.name, form: 0, whatsapp: 1, call: 1, total: 2 },
        { _id: ROMA._id, name: ROMA.name, form: 0, whatsapp: 0, call: 1, total: 1 },
      ]);
    });

    const refusals: [string, unknown, string, string][] = [
      ['channel', { channel: 'sms', carIds: [CULLINAN._id], place: 'car' }, 'channel', 'must be one of whatsapp, call'],
      ['no car', { channel: 'call', carIds: [], place: 'car' }, 'carIds', 'must name at least one car'],
      ['cars missing', { channel: 'call', place: 'car' }, 'carIds', 'is required'],
      ['not a car id', { channel: 'call', carIds: ['cullinan'], place: 'car' }, 'carIds.0', 'must be car ids'],
      ['too many cars', { channel: 'call', carIds: Array.from({ length: 25 }, () => CULLINAN._id), place: 'shortlist' }, 'carIds', 'must have at most 24 entries'],
      ['place', { channel: 'call', carIds: [CULLINAN._id], place: 'footer' }, 'place', 'must be one of car, card, shortlist'],
      ['not an object', 'call', 'body', 'must be a JSON object'],
    ];
    it.each(refusals)('answers 400 naming the field: %s', async (_label, json, field, reason) => {
      expectError(await beacon(json), 400, `${field}: ${reason}`, field);
    });

    it('answers 400 to text that is not JSON, 413 over the body cap', async () => {
      expectError(await call('/api/demand', { body: 'whatsapp please', headers: { 'Content-Type': 'text/plain' } }), 400, 'Request body must be valid JSON', 'body');
      expectError(await call('/api/demand', { body: JSON.stringify({ channel: 'call', carIds: [CULLINAN._id], place: 'x'.repeat(70_000) }), headers: { 'Content-Type': 'text/plain' } }), 413, 'Request body too large');
    });

    it('60 beacons a minute per address; the 61st is refused with 429 and Retry-After', async () => {
      for (let i = 0; i < 60; i++) expect((await beacon({ channel: 'call', carIds: [URUS._id], place: 'card' })).status).toBe(204);
      const refused = await both((s) => s.api('/api/demand', { json: { channel: 'call', carIds: [URUS._id], place: 'card' } }), '61st beacon', withoutRetryAfter);
      expectError(refused, 429, SERVER_MSG.tooManyRequests);
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
    });
  });

  // =============================================================================================================
  describe('admin: the inbox', () => {
    beforeEach(() => ctx.loginAll());

    /**
     * Six enquiries over three Dubai days (two days pass after the second and after the fourth), newest last:
     * 0 Cullinan en, 1 Roma ar (no dates), 2 no car, 3 Cullinan, 4 Urus, 5 Roma (newest).
     */
    async function sendSix(): Promise<void> {
      await send(enquiryInput({ name: 'Aisha Rahman', email: 'aisha@example.com', locale: 'en' }));
      await send(enquiryInput({ name: 'Omar Haddad', email: 'omar@example.ae', carId: ROMA._id, subject: 'Roma for a wedding', message: 'Cabriolet with ribbons?', dateFrom: null, dateTo: null }));
      await advance(2 * DAY_MS);
      await send(enquiryInput({ name: 'Li Wei', email: 'li.wei@example.cn', carId: null, subject: 'Airport pick-up', message: 'Do you deliver to DXB terminal 3?', phone: '' }));
      await send(enquiryInput({ name: 'Sara Cohen', email: 'sara@example.com', subject: 'Long-term', message: 'Three months, 100% business use.', rentalPeriod: 'long-term (3+ months)' }));
      await advance(2 * DAY_MS);
      await send(enquiryInput({ name: 'Yusuf Ali', email: 'yusuf@example.com', carId: URUS._id, subject: 'Urus', message: 'Price for a week?' }));
      await send(enquiryInput({ name: 'Mariam Saeed', email: 'mariam@example.ae', carId: ROMA._id, subject: 'Roma again', message: 'Is it white?' }));
    }
    const names = (list: Answer<List>) => list.body.data.map((e) => e.name);
    const NEWEST_FIRST = ['Mariam Saeed', 'Yusuf Ali', 'Sara Cohen', 'Li Wei', 'Omar Haddad', 'Aisha Rahman'];

    it('lists newest first, in pages, with the count of new enquiries in the whole inbox', async () => {
      await sendSix();
      const all = await inbox();
      expect(all.body).toMatchObject({ total: 6, currentPage: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false, newCount: 6 });
      expect(names(all)).toEqual(NEWEST_FIRST);
      expect(all.body.data.every((e) => e.notes.length === 0)).toBe(true);
      const second = await inbox('?page=2&limit=4');
      expect(second.body).toMatchObject({ total: 6, currentPage: 2, totalPages: 2, hasNextPage: false, hasPrevPage: true, newCount: 6 });
      expect(names(second)).toEqual(NEWEST_FIRST.slice(4));
      expect((await inbox('?page=1&limit=4')).body).toMatchObject({ hasNextPage: true, hasPrevPage: false });
      expect((await inbox('?page=3&limit=4')).body).toMatchObject({ data: [], total: 6, currentPage: 3 });
      // newCount is the whole inbox's, whatever the filters.
      await patch(all.body.data[0]!._id, { status: 'contacted' });
      await patch(all.body.data[1]!._id, { status: 'spam' });
      expect((await inbox('?status=won')).body).toMatchObject({ total: 0, newCount: 4 });
    });

    it('filters by status, car and Dubai day, and searches reference, name, e-mail, phone, subject, message and car', async () => {
      await sendSix();
      const all = (await inbox()).body.data;
      const byName = (name: string) => all.find((e) => e.name === name)!;
      await patch(byName('Omar Haddad')._id, { status: 'quoted' });
      await patch(byName('Yusuf Ali')._id, { status: 'won' });
      expect(names(await inbox('?status=quoted'))).toEqual(['Omar Haddad']);
      expect(names(await inbox('?status=won,quoted'))).toEqual(['Yusuf Ali', 'Omar Haddad']);
      expect(names(await inbox('?status=new'))).toEqual(['Mariam Saeed', 'Sara Cohen', 'Li Wei', 'Aisha Rahman']);
      expect(names(await inbox(`?carId=${ROMA._id}`))).toEqual(['Mariam Saeed', 'Omar Haddad']);
      expect(names(await inbox(`?carId=${ROMA._id}&status=new`))).toEqual(['Mariam Saeed']);
      const unasked = ACTIVE.find((c) => ![CULLINAN, ROMA, URUS].includes(c))!;
      expect((await inbox(`?carId=${unasked._id}`)).body.total).toBe(0);

      const day = (name: string) => dubaiDay(Date.parse(byName(name).createdAt));
      const [first, middle, last] = [day('Aisha Rahman'), day('Li Wei'), day('Mariam Saeed')];
      expect(addDays(first, 2)).toBe(middle);
      expect(names(await inbox(`?from=${middle}`))).toEqual(NEWEST_FIRST.slice(0, 4));
      expect(names(await inbox(`?to=${first}`))).toEqual(NEWEST_FIRST.slice(4));
      expect(names(await inbox(`?from=${middle}&to=${middle}`))).toEqual(['Sara Cohen', 'Li Wei']);
      expect(names(await inbox(`?from=${addDays(first, 1)}&to=${addDays(first, 1)}`))).toEqual([]);
      expect(names(await inbox(`?from=${last}&to=${last}&status=new`))).toEqual(['Mariam Saeed']);

      const search = async (text: string) => names(await inbox(`?search=${encodeURIComponent(text)}`));
      expect(await search('omar')).toEqual(['Omar Haddad']);
      expect(await search('EXAMPLE.AE')).toEqual(['Mariam Saeed', 'Omar Haddad']);
      expect(await search('terminal 3')).toEqual(['Li Wei']);
      expect(await search('100%')).toEqual(['Sara Cohen']);
      expect(await search('wed_ing')).toEqual([]);
      expect(await search('urus')).toEqual(['Yusuf Ali']);
      expect(await search('Rolls Royce')).toEqual(['Sara Cohen', 'Aisha Rahman']);
      expect(await search('123 4567')).toEqual(NEWEST_FIRST.filter((n) => n !== 'Li Wei'));
      expect(await search('  ')).toEqual(NEWEST_FIRST);
      // By reference, in any case: each backend's own reference of the Li Wei enquiry.
      const byReference = await both((s) => s.api<List>(`/api/admin/enquiries?search=${refOf(s, 2).toLowerCase()}`, { auth: 'admin' }), 'search by reference');
      expect(names(byReference)).toEqual(['Li Wei']);
      expect(byReference.body.data[0]!.reference).toBe(refOf(ctx.subject(), 2));
    });

    const invalid: [string, string, string][] = [
      ['status=open', 'status', 'must be one of new, contacted, quoted, won, lost, spam'],
      ['status=new,closed', 'status', 'must be one of new, contacted, quoted, won, lost, spam'],
      ['carId=cullinan', 'carId', 'must be a car id'],
      ['from=2026-02-30', 'from', 'must be a date (YYYY-MM-DD)'],
      ['to=yesterday', 'to', 'must be a date (YYYY-MM-DD)'],
      ['from=2026-03-10&to=2026-03-09', 'to', 'must not be before from'],
      [`search=${'s'.repeat(101)}`, 'search', 'must be at most 100 characters'],
      ['search=a%00b', 'search', 'must not contain control characters'],
      ['limit=101', 'limit', 'must be a whole number from 1 to 100'],
      ['limit=0', 'limit', 'must be a whole number from 1 to 100'],
      ['page=0', 'page', 'must be a whole number from 1 to 100000'],
      ['page=1.5', 'page', 'must be a whole number from 1 to 100000'],
    ];
    it.each(invalid)('answers 400 naming the field: %s', async (query, field, reason) => {
      expectError(await inbox(`?${query}`), 400, `${field}: ${reason}`, field);
    });

    it('GET /api/admin/enquiries/{id}: 404 for an unknown id, 400 for a malformed one', async () => {
      expectError(await one(UNKNOWN_ID), 404, SERVER_MSG.enquiryNotFound);
      for (const bad of ['LD-7K3Q9', '123', 'AAAAAAAAAAAAAAAAAAAAAAAA']) expectError(await one(bad), 400, 'Valid enquiry ID is required', 'id');
    });

    it('keeps the car’s name when the car is deleted (exists: false); the car filter still finds it', async () => {
      await send(enquiryInput({ carId: URUS._id }));
      const id = (await inbox()).body.data[0]!._id;
      expect((await call(`/api/admin/cars/delete/${URUS._id}`, { method: 'DELETE', auth: 'admin' })).status).toBe(200);
      const detail = await one(id);
      expect(detail.body.data.car).toEqual({ _id: URUS._id, name: URUS.name, exists: false });
      expect((await inbox()).body.data[0]!.car).toEqual({ _id: URUS._id, name: URUS.name, exists: false });
      expect((await inbox(`?carId=${URUS._id}`)).body.total).toBe(1);
      expect((await inbox(`?search=${encodeURIComponent(URUS.name)}`)).body.total).toBe(1);
      // A hidden car (not deleted) still exists.
      await send(enquiryInput({ carId: ROMA._id }));
      await call(`/api/admin/cars/edit/${ROMA._id}`, { method: 'PUT', json: carForm(ROMA, { isActive: false }), auth: 'admin' });
      expect((await inbox()).body.data[0]!.car).toEqual({ _id: ROMA._id, name: ROMA.name, exists: true });
    });
  });

  // =============================================================================================================
  describe('admin: working an enquiry', () => {
    beforeEach(() => ctx.loginAll());
    async function sendOne(overrides: Record<string, unknown> = {}): Promise<Enquiry> {
      await send(enquiryInput(overrides));
      return (await inbox()).body.data[0]!;
    }

    it('PATCH status: the first move out of new (not to spam) stamps contactedAt, once; updatedAt moves', async () => {
      const e = await sendOne();
      await advance(30 * MINUTE_MS);
      const contacted = await patch(e._id, { status: 'contacted' });
      expect(contacted.status).toBe(200);
      expect(contacted.body).toMatchObject({ success: true, message: SERVER_MSG.enquiryUpdated });
      const after = contacted.body.data;
      expect(after).toMatchObject({ ...e, status: 'contacted', contactedAt: expect.stringMatching(ISO_TIME), updatedAt: expect.stringMatching(ISO_TIME) });
      expect(Date.parse(after.contactedAt!) - Date.parse(e.createdAt)).toBeGreaterThanOrEqual(30 * MINUTE_MS);
      expect(after.updatedAt).toBe(after.contactedAt);
      await advance(MINUTE_MS);
      for (const status of ['quoted', 'won', 'new', 'lost'] as const) {
        const res = await patch(e._id, { status });
        expect(res.body.data).toMatchObject({ status, contactedAt: after.contactedAt });
        expect(res.body.data.updatedAt > after.updatedAt).toBe(true);
      }
      expect((await one(e._id)).body.data).toMatchObject({ status: 'lost', contactedAt: after.contactedAt });
      expect((await inbox()).body.newCount).toBe(0);
    });

    it('PATCH status spam does not count as contact; a later real answer does', async () => {
      const e = await sendOne();
      expect((await patch(e._id, { status: 'spam' })).body.data).toMatchObject({ status: 'spam', contactedAt: null });
      expect((await patch(e._id, { status: 'new' })).body.data).toMatchObject({ status: 'new', contactedAt: null });
      expect((await patch(e._id, { status: 'won' })).body.data).toMatchObject({ status: 'won', contactedAt: expect.stringMatching(ISO_TIME) });
    });

    it('PATCH assigneeId assigns to an administrator, null unassigns; anyone else is refused', async () => {
      const e = await sendOne();
      const assigned = await patch(e._id, { assigneeId: ADMIN_ID });
      expect(assigned.status).toBe(200);
      expect(assigned.body.data).toMatchObject({ assignee: { id: ADMIN_ID, name: ADMIN_NAME }, status: 'new', contactedAt: null });
      expect((await inbox()).body.data[0]!.assignee).toEqual({ id: ADMIN_ID, name: ADMIN_NAME });
      const unassigned = await patch(e._id, { assigneeId: null, status: 'quoted' });
      expect(unassigned.body.data).toMatchObject({ assignee: null, status: 'quoted' });
      // The staff account is signed in, but not an administrator.
      const staffIds = new Map<Side, string>();
      await each(async (s) => {
        const res = await s.api<{ user: { id: string } }>('/api/auth/admin/login', { json: STAFF });
        staffIds.set(s, res.body.user.id);
      });
      const staff = await both((s) => s.api(`/api/admin/enquiries/${s.translate(e._id, ctx.subject())}`, { method: 'PATCH', json: { assigneeId: staffIds.get(s) }, auth: 'admin' }), 'assign to staff');
      expectError(staff, 400, `assigneeId: ${SERVER_MSG.assigneeUnknown}`, 'assigneeId');
      expectError(await patch(e._id, { assigneeId: UNKNOWN_ID }), 400, `assigneeId: ${SERVER_MSG.assigneeUnknown}`, 'assigneeId');
      expectError(await patch(e._id, { assigneeId: '' }), 400, 'assigneeId: is required', 'assigneeId');
      expect((await one(e._id)).body.data).toMatchObject({ assignee: null, status: 'quoted' });
    });

    it('PATCH refuses an unknown status, an empty change, and answers 404 / 400 for the id', async () => {
      const e = await sendOne();
      expectError(await patch(e._id, { status: 'closed' }), 400, 'status: must be one of new, contacted, quoted, won, lost, spam', 'status');
      expectError(await patch(e._id, {}), 400, 'body: must name a status or an assigneeId', 'body');
      expectError(await patch(e._id, 'won'), 400, 'body: must be a JSON object', 'body');
      expectError(await patch(UNKNOWN_ID, { status: 'won' }), 404, SERVER_MSG.enquiryNotFound);
      expectError(await patch('nope', { status: 'won' }), 400, 'Valid enquiry ID is required', 'id');
      expect((await one(e._id)).body.data).toEqual(e);
    });

    it('POST notes: 201 with the whole enquiry, notes oldest first signed by the admin; the list leaves notes out', async () => {
      const e = await sendOne();
      const first = await note(e._id, '  Called, no answer.\nTry again after 6 pm.  ');
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ success: true, message: SERVER_MSG.enquiryNoteAdded });
      expect(first.body.data).toMatchObject({ ...e, updatedAt: expect.any(String), notes: [{ id: expect.stringMatching(/^[a-f0-9]{24}$/), text: 'Called, no answer.\nTry again after 6 pm.', author: { id: ADMIN_ID, name: ADMIN_NAME }, createdAt: expect.stringMatching(ISO_TIME) }] });
      await advance(MINUTE_MS);
      const second = await note(e._id, 'Quoted AED 4,500 for two days.');
      expect(second.body.data.notes.map((n) => n.text)).toEqual(['Called, no answer.\nTry again after 6 pm.', 'Quoted AED 4,500 for two days.']);
      expect(second.body.data.notes[1]!.createdAt > second.body.data.notes[0]!.createdAt).toBe(true);
      expect((await one(e._id)).body.data.notes).toEqual(second.body.data.notes);
      expect((await inbox()).body.data[0]!.notes).toEqual([]);
      // A note does not change the status.
      expect(second.body.data.status).toBe('new');
    });

    it('POST notes refuses an empty, long or control-character text; 404 / 400 for the id', async () => {
      const e = await sendOne();
      expectError(await note(e._id, ' '), 400, 'text: is required', 'text');
      expectError(await note(e._id, undefined), 400, 'text: is required', 'text');
      expectError(await note(e._id, 't'.repeat(ENQUIRY_MAX.note + 1)), 400, `text: must be at most ${ENQUIRY_MAX.note} characters`, 'text');
      expectError(await note(e._id, 'ok\u0000'), 400, 'text: must not contain control characters', 'text');
      expectError(await note(UNKNOWN_ID, 'Hello'), 404, SERVER_MSG.enquiryNotFound);
      expectError(await note('x', 'Hello'), 400, 'Valid enquiry ID is required', 'id');
      expect((await one(e._id)).body.data.notes).toEqual([]);
    });

    it('DELETE removes the enquiry and its notes for good; then 404', async () => {
      const kept = await sendOne({ name: 'Kept' });
      const gone = await sendOne({ name: 'Gone' });
      await note(gone._id, 'Asked to be forgotten.');
      const res = await call(`/api/admin/enquiries/${gone._id}`, { method: 'DELETE', auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: SERVER_MSG.enquiryDeleted });
      expectError(await one(gone._id), 404, SERVER_MSG.enquiryNotFound);
      expectError(await call(`/api/admin/enquiries/${gone._id}`, { method: 'DELETE', auth: 'admin' }), 404, SERVER_MSG.enquiryNotFound);
      expectError(await call('/api/admin/enquiries/gone', { method: 'DELETE', auth: 'admin' }), 400, 'Valid enquiry ID is required', 'id');
      expect((await inbox()).body).toMatchObject({ total: 1, newCount: 1, data: [kept] });
      expect((await inbox('?search=forgotten')).body.total).toBe(0);
    });
  });

  // =============================================================================================================
  describe('admin: export, accounts, demand', () => {
    beforeEach(() => ctx.loginAll());

    /** The CSV of every side, compared with references and times made alike. */
    const exportCsv = (query = '') =>
      both((s) => s.api<Uint8Array>(`/api/admin/enquiries/export${query}`, { auth: 'admin' }), `export ${query}`, (a, s) => ({
        ...(ctx.normalize(a, s) as object),
        body: csvText(a.body as Uint8Array).replace(/LD-[0-9A-Z]{5}/g, '<reference>').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, '<time>'),
        disposition: a.headers.get('content-disposition'),
      }));

    it('GET /api/admin/enquiries/export: UTF-8 CSV with a BOM and a header row, newest first, filtered, formulas defused', async () => {
      await send(enquiryInput({ name: 'Aisha Rahman', subject: 'Cullinan' }));
      await send(enquiryInput({ name: '=HYPERLINK("https://evil.example","Click")', subject: 'Quote, "urgent"', message: 'Line one\nLine two', carId: null, locale: 'en' }));
      await send(enquiryInput({ name: 'مريم', subject: 'روما', carId: ROMA._id }));
      const list = (await inbox()).body.data;
      await patch(list[0]!._id, { status: 'contacted', assigneeId: ADMIN_ID });

      const res = await exportCsv();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="enquiries-${today()}.csv"`);
      const text = csvText(res.body);
      expect(text.startsWith('\uFEFF')).toBe(true);
      // Rows end with CRLF; a line break inside a quoted cell stays a bare LF.
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(5);
      expect(lines.at(-1)).toBe('');
      const [mariam, formula, aisha] = (await inbox()).body.data;
      const refs = references.get(ctx.subject())!;
      expect([mariam!.reference, formula!.reference, aisha!.reference]).toEqual([refs[2], refs[1], refs[0]]);
      expect(lines[1]).toBe(
        [
          refs[2], mariam!.createdAt, 'contacted', 'مريم', 'aisha@example.com', "'+971 50 123 4567", 'whatsapp', 'روما',
          '"Hello,\nIs the Cullinan free next weekend? Two days."', ROMA.name, mariam!.dateFrom, mariam!.dateTo, 'hotel',
          'Atlantis The Palm', 'suv', 'daily', 'ar', ADMIN_NAME, `/ar/cars/${CULLINAN._id}`, 'https://www.google.com/',
        ].join(','),
      );
      // A cell a spreadsheet would run as a formula starts with an apostrophe; quotes are doubled inside quotes.
      expect(lines[2]).toContain(`${refs[1]},${formula!.createdAt},new,"'=HYPERLINK(""https://evil.example"",""Click"")",aisha@example.com,`);
      expect(lines[2]).toContain(`,"Quote, ""urgent""","Line one\nLine two",,`);
      expect(lines[3]!.startsWith(`${refs[0]},${aisha!.createdAt},new,Aisha Rahman,`)).toBe(true);
      expect(lines[3]).toContain(`,${CULLINAN.name},`);

      // The inbox's filters apply.
      const contacted = csvText((await exportCsv('?status=contacted')).body).slice(1).split('\r\n');
      expect(contacted).toEqual([lines[0], lines[1], '']);
      const cullinan = csvText((await exportCsv(`?search=cullinan&carId=${CULLINAN._id}`)).body).slice(1).split('\r\n');
      expect(cullinan).toEqual([lines[0], lines[3], '']);
      const empty = await exportCsv('?status=won');
      expect(csvText(empty.body)).toBe(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`);
      expectError(await call('/api/admin/enquiries/export?status=open', { auth: 'admin' }), 400, 'status: must be one of new, contacted, quoted, won, lost, spam', 'status');
    });

    it('GET /api/admin/accounts: the administrators by name (whom an enquiry can be assigned to)', async () => {
      const res = await call<Accounts>('/api/admin/accounts', { auth: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: SERVER_MSG.accountsOk, data: [{ id: ADMIN_ID, name: ADMIN_NAME }] });
    });

    it('GET /api/admin/demand: 30 days of enquiries, the channels, the top cars and the median minutes to contact', async () => {
      // Dubai's morning: the hours the test moves on stay within the day.
      await advance(msUntilDubaiHour(Date.now(), 9));
      const empty = await call<Demand>('/api/admin/demand', { auth: 'admin' });
      expect(empty.status).toBe(200);
      expect(empty.body.message).toBe(SERVER_MSG.demandOk);
      expect(empty.body.data.days).toHaveLength(30);
      expect(empty.body.data.days.at(-1)).toEqual({ day: today(), count: 0 });
      expect(empty.body.data.days[0]).toEqual({ day: addDays(today(), -29), count: 0 });
      expect(empty.body.data).toMatchObject({ byChannel: [{ key: 'form', count: 0 }, { key: 'whatsapp', count: 0 }, { key: 'call', count: 0 }], topCars: [], medianMinutesToContact: null });

      // Two days ago: two enquiries about the Cullinan; today: one about the Roma and one about no car.
      await send(enquiryInput());
      await send(enquiryInput());
      await advance(2 * DAY_MS);
      await send(enquiryInput({ carId: ROMA._id }));
      await send(enquiryInput({ carId: null }));
      for (const json of [
        { channel: 'whatsapp', carIds: [URUS._id], place: 'card' },
        { channel: 'call', carIds: [URUS._id, ROMA._id], place: 'shortlist' },
        { channel: 'call', carIds: [URUS._id], place: 'car' },
        { channel: 'whatsapp', carIds: [INACTIVE[0]!._id], place: 'car' },
      ]) {
        expect((await beacon(json)).status).toBe(204);
      }
      const [noCar, roma, cullinanB, cullinanA] = (await inbox()).body.data;
      // Contacted 30 and 90 minutes (and some seconds) after they arrived; a spam verdict is not a contact.
      await advance(30 * MINUTE_MS);
      await patch(roma!._id, { status: 'contacted' });
      await advance(60 * MINUTE_MS);
      await patch(noCar!._id, { status: 'quoted' });
      await patch(cullinanA!._id, { status: 'spam' });
      void cullinanB;

      const res = await call<Demand>('/api/admin/demand', { auth: 'admin' });
      const stats = res.body.data;
      const now = today();
      expect(stats.days).toHaveLength(30);
      expect(stats.days.at(-1)).toEqual({ day: now, count: 2 });
      expect(stats.days.at(-3)).toEqual({ day: addDays(now, -2), count: 2 });
      expect(stats.days.reduce((n, d) => n + d.count, 0)).toBe(4);
      expect(stats.byChannel).toEqual([{ key: 'form', count: 4 }, { key: 'whatsapp', count: 1 }, { key: 'call', count: 3 }]);
      expect(stats.topCars).toEqual([
        { _id: URUS._id, name: URUS.name, form: 0, whatsapp: 1, call: 2, total: 3 },
        { _id: CULLINAN._id, name: CULLINAN.name, form: 2, whatsapp: 0, call: 0, total: 2 },
        { _id: ROMA._id, name: ROMA.name, form: 1, whatsapp: 0, call: 1, total: 2 },
      ].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)));
      // (30 min + ~1 s, 90 min + ~0 s): the median of two is their mean, to a tenth of a minute.
      expect(stats.medianMinutesToContact).toBe(60);

      // Thirty days on, the window has moved past all of it.
      await advance(30 * DAY_MS);
      const later = (await call<Demand>('/api/admin/demand', { auth: 'admin' })).body.data;
      expect(later).toMatchObject({ byChannel: [{ key: 'form', count: 0 }, { key: 'whatsapp', count: 0 }, { key: 'call', count: 0 }], topCars: [], medianMinutesToContact: null });
    });

    it('the top cars keep a deleted car under the name its enquiries recorded', async () => {
      await send(enquiryInput({ carId: URUS._id }));
      await call(`/api/admin/cars/delete/${URUS._id}`, { method: 'DELETE', auth: 'admin' });
      const stats = (await call<Demand>('/api/admin/demand', { auth: 'admin' })).body.data;
      expect(stats.topCars).toEqual([{ _id: URUS._id, name: URUS.name, form: 1, whatsapp: 0, call: 0, total: 1 }]);
    });
  });
}

/** The admin form's body for a seeded car, with changes. */
function carForm(car: (typeof FLEET)[number], changes: Record<string, unknown>): Record<string, unknown> {
  const { _id: _i, createdAt: _c, updatedAt: _u, slug: _s, viewCount: _v, bookingCount: _b, createdBy: _cb, updatedBy: _ub, ...form } = car;
  return { ...form, ...changes };
}
