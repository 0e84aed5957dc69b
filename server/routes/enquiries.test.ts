/**
 * Issue 19 on the product server, through the real app (server/testing.ts) on a copy of the seeded database: the
 * contact form's send (every refusal, the spam rules, the per-address limit, the enquiry and its mail in one
 * transaction), the demand beacon, the inbox and the dashboard's demand, and views counted once per visitor a day.
 * The outbox worker is driven by hand here (outbox: 'manual'), so queued mail stays in the table to be looked at;
 * services/outbox.test.ts sends it to a real SMTP server.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addDays, CSV_COLUMNS, dubaiDay } from '../../domain/enquiries';
import { msUntilDubaiHour } from '../../domain/dubai-day';
import { SERVER_MSG } from '../../domain/messages';
import type { Car, DemandStats, Enquiry } from '../../domain/types';
import { SITE } from '../../domain/site';
import { ENQUIRY_MAX } from '../../domain/constants';
import { carViewMarks, cars, demandPresses, enquiries, outbox } from '../db/schema';
import { DEMO_ACCOUNTS } from '../services/accounts';
import { allCars } from '../services/cars';
import { bearer, login, postJson, serverPerFile, serversPerTest, type TestServer } from '../testing';

/** References drawn by the server; a test may force the next ones (a clash with a stored reference). */
const forcedReferences: string[] = [];
vi.mock('../../domain/enquiries', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../domain/enquiries')>();
  return { ...actual, newReference: () => forcedReferences.shift() ?? actual.newReference() };
});

const server = serverPerFile({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://luxe.example' }, outbox: 'manual' });
const open = serversPerTest();

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
const REFERENCE = /^LD-[2-9A-HJKMNP-TV-Z]{5}$/;
const [ADMIN, STAFF] = DEMO_ACCOUNTS;

let lastIp = 0;
/** A new client address each call (the per-address limit is tested on its own). */
const freshIp = () => `198.51.100.${(lastIp = (lastIp % 250) + 1)}`;
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

async function fleet(s: TestServer = server()): Promise<{ active: Car[]; hidden: Car[] }> {
  const all = await allCars(s.deps.db);
  return { active: all.filter((c) => c.isActive), hidden: all.filter((c) => !c.isActive) };
}

function today(s: TestServer = server()): string {
  return dubaiDay(s.deps.clock());
}

/** A person's enquiry, with dates, a delivery to a hotel, from the Arabic car page of `carId`. */
function person(carId: string | null, overrides: Record<string, unknown> = {}, s: TestServer = server()): Record<string, unknown> {
  return {
    name: 'Aisha Rahman',
    email: 'aisha@example.com',
    phone: '+971 50 123 4567',
    subject: 'Weekend in the car',
    message: 'Hello,\nIs it free next weekend? Two days.',
    preferredContact: 'whatsapp',
    carInterest: 'suv',
    rentalPeriod: 'daily',
    dateFrom: addDays(today(s), 10),
    dateTo: addDays(today(s), 12),
    delivery: 'hotel',
    deliveryAddress: 'Atlantis The Palm',
    carId,
    locale: 'ar',
    page: carId ? `/ar/cars/${carId}` : '/ar/contact',
    referrer: 'https://www.google.com/',
    website: '',
    elapsedMs: 42_000,
    ...overrides,
  };
}

type Json = Record<string, unknown>;

async function send(body: unknown, ip = freshIp(), s: TestServer = server()): Promise<{ status: number; body: Json; res: Response }> {
  const res = await s.request('/api/enquiries', postJson(body, from(ip)));
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {}, res };
}

/** Sends and moves the clock a second on, so the inbox's newest-first order is the order sent. */
async function sendOk(body: unknown, s: TestServer = server()): Promise<string> {
  const r = await send(body, freshIp(), s);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  s.advance(1_000);
  return (r.body.data as { reference: string }).reference;
}

const rows = {
  enquiries: (s: TestServer = server()) => s.deps.db.select().from(enquiries),
  outbox: (s: TestServer = server()) => s.deps.db.select().from(outbox).orderBy(outbox.id),
};

async function countOf(table: 'enquiries' | 'outbox' | 'demand_presses', s: TestServer = server()): Promise<number> {
  const result = (await s.deps.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

async function adminGet<T = Json>(path: string, token: string, s: TestServer = server()): Promise<{ status: number; body: T; res: Response }> {
  const res = await s.request(path, { headers: bearer(token) });
  return { status: res.status, body: (await res.clone().json().catch(() => null)) as T, res };
}

async function adminCall<T = Json>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await server().request(path, {
    method,
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

type List = { data: Enquiry[]; total: number; currentPage: number; totalPages: number; hasNextPage: boolean; hasPrevPage: boolean; newCount: number };

// =================================================================================================================
describe('POST /api/enquiries', () => {
  it('stores every field, the car by id with a snapshot of its name, and queues the alert in the same write', async () => {
    const { active } = await fleet();
    const car = active[3]!;
    const body = person(car._id, { name: '  Aisha Rahman ', subject: 'Weekend  ' });
    const r = await send(body);
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ success: true, message: SERVER_MSG.enquiryReceived, data: { reference: expect.stringMatching(REFERENCE) } });
    const reference = (r.body.data as { reference: string }).reference;

    const [row] = await rows.enquiries();
    expect(row).toMatchObject({
      reference,
      name: 'Aisha Rahman',
      email: 'aisha@example.com',
      phone: '+971 50 123 4567',
      subject: 'Weekend',
      message: 'Hello,\nIs it free next weekend? Two days.',
      preferredContact: 'whatsapp',
      carInterest: 'suv',
      rentalPeriod: 'daily',
      dateFrom: body.dateFrom,
      dateTo: body.dateTo,
      delivery: 'hotel',
      deliveryAddress: 'Atlantis The Palm',
      carId: car._id,
      carName: car.name,
      locale: 'ar',
      page: `/ar/cars/${car._id}`,
      referrer: 'https://www.google.com/',
      status: 'new',
      assigneeId: null,
      contactedAt: null,
    });
    expect(row!.createdAt.getTime()).toBe(server().deps.clock());
    expect(row!.searchText).toContain(car.name.toLowerCase());

    const mail = await rows.outbox();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: 'enquiry-alert',
      enquiryId: row!.id,
      toAddress: SITE.email,
      replyTo: 'aisha@example.com',
      subject: `New enquiry ${reference}: ${car.name}`,
      attempts: 0,
      sentAt: null,
    });
    const text = mail[0]!.body;
    for (const value of ['Aisha Rahman', 'aisha@example.com', '+971 50 123 4567', 'whatsapp', car.name, String(body.dateFrom), String(body.dateTo), 'hotel: Atlantis The Palm', 'daily', 'suv', 'Weekend', 'Is it free next weekend?', `/ar/cars/${car._id}`, 'Arabic']) {
      expect(text).toContain(value);
    }
    expect(text).toContain(`https://luxe.example/admin/enquiries?id=${row!.id}`);
  });

  it('takes the least a person must give: blanks, null dates, no car; the alert is titled by the subject', async () => {
    const r = await send({ name: 'Omar', email: 'omar@example.ae', subject: 'Prices', message: 'Monthly prices?', locale: 'en' });
    expect(r.status).toBe(201);
    const [row] = await rows.enquiries();
    expect(row).toMatchObject({ phone: '', preferredContact: 'email', carInterest: '', rentalPeriod: '', dateFrom: null, dateTo: null, delivery: '', deliveryAddress: '', carId: null, carName: null, page: '', referrer: '' });
    const [mail] = await rows.outbox();
    expect(mail).toMatchObject({ subject: `New enquiry ${(r.body.data as { reference: string }).reference}: Prices` });
  });

  const past = () => addDays(today(), -1);
  const ahead = (days: number) => addDays(today(), days);
  const refusals: [string, () => Json, string, string][] = [
    ['name missing', () => ({ name: undefined }), 'name', 'is required'],
    ['email missing', () => ({ email: undefined }), 'email', 'is required'],
    ['subject missing', () => ({ subject: undefined }), 'subject', 'is required'],
    ['message missing', () => ({ message: undefined }), 'message', 'is required'],
    ['locale missing', () => ({ locale: undefined }), 'locale', 'is required'],
    ['name blank', () => ({ name: '  ' }), 'name', 'is required'],
    ['a bad e-mail', () => ({ email: 'aisha.example.com' }), 'email', 'must be a valid e-mail address'],
    ['name too long', () => ({ name: 'n'.repeat(ENQUIRY_MAX.name + 1) }), 'name', `must be at most ${ENQUIRY_MAX.name} characters`],
    ['message too long', () => ({ message: 'm'.repeat(ENQUIRY_MAX.message + 1) }), 'message', `must be at most ${ENQUIRY_MAX.message} characters`],
    ['NUL in the name', () => ({ name: 'Ai\u0000sha' }), 'name', 'must not contain control characters'],
    ['a control character in the subject', () => ({ subject: 'Hello\u0007' }), 'subject', 'must not contain control characters'],
    ['a new line in the subject', () => ({ subject: 'Hello\nthere' }), 'subject', 'must not contain control characters'],
    ['a new line in the name', () => ({ name: 'Ai\nsha' }), 'name', 'must not contain control characters'],
    ['NUL in the message', () => ({ message: 'Hello\u0000' }), 'message', 'must not contain control characters'],
    ['a first day in the past', () => ({ dateFrom: past() }), 'dateFrom', 'must not be in the past'],
    ['the last day the first', () => ({ dateFrom: ahead(5), dateTo: ahead(5) }), 'dateTo', 'must be after dateFrom'],
    ['the last day before the first', () => ({ dateFrom: ahead(5), dateTo: ahead(3) }), 'dateTo', 'must be after dateFrom'],
    ['dateTo without dateFrom', () => ({ dateFrom: null, dateTo: ahead(5) }), 'dateFrom', 'is required with dateTo'],
    ['preferred contact', () => ({ preferredContact: 'fax' }), 'preferredContact', 'must be one of email, phone, whatsapp'],
    ['delivery place', () => ({ delivery: 'moon' }), 'delivery', "must be one of '', showroom, airport, hotel"],
    ['locale', () => ({ locale: 'fr' }), 'locale', 'must be one of en, ar'],
    ['rental period', () => ({ rentalPeriod: 'hourly' }), 'rentalPeriod', "must be one of '', daily, weekly, monthly, long-term (3+ months)"],
    ['not a car id', () => ({ carId: 'cullinan' }), 'carId', 'must be a car of the fleet'],
    ['an unknown car', () => ({ carId: 'f'.repeat(24) }), 'carId', 'must be a car of the fleet'],
  ];
  it.each(refusals)('answers 400 naming the field, and stores nothing: %s', async (_label, overrides, field, reason) => {
    const { active } = await fleet();
    const r = await send(person(active[0]!._id, overrides()));
    expect(r.body).toEqual({ success: false, requestId: expect.any(String), message: `${field}: ${reason}`, field });
    expect(r.status).toBe(400);
    expect(await countOf('enquiries')).toBe(0);
    expect(await countOf('outbox')).toBe(0);
  });

  it('refuses a hidden car as it refuses an unknown one', async () => {
    const { hidden } = await fleet();
    expect(hidden.length).toBeGreaterThan(0);
    const r = await send(person(hidden[0]!._id));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, requestId: expect.any(String), message: 'carId: must be a car of the fleet', field: 'carId' });
  });

  it('keeps new lines and tabs in the message only', async () => {
    expect((await send(person(null, { message: 'Line one\r\n\tLine two' }))).status).toBe(201);
    expect((await rows.enquiries())[0]?.message).toBe('Line one\r\n\tLine two');
  });

  it('answers 413 over the 64 KB body cap (with or without a Content-Length), 400 to what is not JSON', async () => {
    const big = JSON.stringify(person(null, { message: 'm'.repeat(70_000) }));
    const declared = await server().request('/api/enquiries', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) }, body: big });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.bodyTooLarge });
    const streamed = await server().request('/api/enquiries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const broken = await server().request('/api/enquiries', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' });
    expect(await broken.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.invalidJson, field: 'body' });
    expect(await countOf('enquiries')).toBe(0);
  });

  it('answers a bot (honeypot filled, or sooner than 2.5 s) with 201 and a reference, storing and mailing nothing', async () => {
    for (const overrides of [{ website: 'https://cheap-seo.example' }, { elapsedMs: 2_499 }, { elapsedMs: 0 }]) {
      const r = await send(person(null, overrides));
      expect(r.status, JSON.stringify(overrides)).toBe(201);
      expect(r.body).toEqual({ success: true, message: SERVER_MSG.enquiryReceived, data: { reference: expect.stringMatching(REFERENCE) } });
    }
    expect(await countOf('enquiries')).toBe(0);
    expect(await countOf('outbox')).toBe(0);
    // At the threshold, a person.
    expect((await send(person(null, { elapsedMs: 2_500, website: ' ' }))).status).toBe(201);
    expect(await countOf('enquiries')).toBe(1);
  });

  it('five per address in ten minutes, then 429 with Retry-After (bots and refusals count); another address is not limited', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 3; i++) expect((await send(person(null, { subject: `Question ${i}` }), ip)).status).toBe(201);
    expect((await send(person(null, { website: 'spam' }), ip)).status).toBe(201);
    expect((await send(person(null, { email: 'nope' }), ip)).status).toBe(400);
    const sixth = await send(person(null), ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.enquiryTooMany });
    const retryAfter = Number(sixth.res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect((await send(person(null), '203.0.113.8')).status).toBe(201);
    expect(await countOf('enquiries')).toBe(4);
    // The showroom's reads from the limited address are not affected.
    expect((await server().request('/api/cars?limit=1', { headers: from(ip) })).status).toBe(200);
  });

  it('draws another reference when the one drawn is taken', async () => {
    const first = await sendOk(person(null));
    forcedReferences.push(first, first, 'LD-ZZZZ2');
    const second = await send(person(null));
    expect(second.body.data).toEqual({ reference: 'LD-ZZZZ2' });
    expect((await rows.enquiries()).map((e) => e.reference).sort()).toEqual([first, 'LD-ZZZZ2'].sort());
    expect(await countOf('outbox')).toBe(2);
  });

  it('stores the enquiry and its mail together or not at all', async () => {
    const db = server().deps.db;
    await db.execute(sql.raw('ALTER TABLE outbox RENAME TO outbox_away'));
    try {
      const r = await send(person(null));
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.internalError });
    } finally {
      await db.execute(sql.raw('ALTER TABLE outbox_away RENAME TO outbox'));
    }
    expect(await countOf('enquiries')).toBe(0);
  });

  it('queues the acknowledgement to the visitor in their language when ENQUIRY_ACKNOWLEDGE=1 (to ENQUIRY_TO otherwise alone)', async () => {
    const s = await open({ env: { ENQUIRY_ACKNOWLEDGE: '1', ENQUIRY_TO: 'desk@luxe.example' }, outbox: 'manual' });
    const ar = await sendOk(person(null, { locale: 'ar' }, s), s);
    const en = await sendOk(person(null, { locale: 'en', email: 'omar@example.ae' }, s), s);
    const mail = await s.deps.db.select().from(outbox).orderBy(outbox.id);
    expect(mail.map((m) => [m.kind, m.toAddress, m.replyTo])).toEqual([
      ['enquiry-alert', 'desk@luxe.example', 'aisha@example.com'],
      ['enquiry-acknowledgement', 'aisha@example.com', 'desk@luxe.example'],
      ['enquiry-alert', 'desk@luxe.example', 'omar@example.ae'],
      ['enquiry-acknowledgement', 'omar@example.ae', 'desk@luxe.example'],
    ]);
    expect(mail[1]!.subject).toBe(`استلمنا رسالتك (${ar})`);
    expect(mail[1]!.body).toContain('خلال 24 ساعة');
    expect(mail[3]!.subject).toBe(`We received your message (${en})`);
    expect(mail[3]!.body).toContain('within 24 hours');
    // The alert link falls back to this machine without PUBLIC_URL.
    expect(mail[0]!.body).toContain(`http://localhost:${s.config.port}/admin/enquiries?id=`);
  });
});

// =================================================================================================================
describe('POST /api/demand', () => {
  it('counts a press per active car (204), as JSON or as the text/plain a beacon sends; unknown and hidden cars are ignored', async () => {
    const { active, hidden } = await fleet();
    const [a, b] = [active[0]!, active[1]!];
    const json = await server().request('/api/demand', postJson({ channel: 'whatsapp', carIds: [a._id], place: 'car' }, from(freshIp())));
    expect(json.status).toBe(204);
    expect(await json.text()).toBe('');
    const beacon = await server().request('/api/demand', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...from(freshIp()) },
      body: JSON.stringify({ channel: 'call', carIds: [b._id, a._id, a._id], place: 'shortlist' }),
    });
    expect(beacon.status).toBe(204);
    expect((await server().request('/api/demand', postJson({ channel: 'call', carIds: [hidden[0]!._id, 'e'.repeat(24)], place: 'card' }))).status).toBe(204);
    const presses = await server().deps.db.select().from(demandPresses).orderBy(demandPresses.id);
    expect(presses.map((p) => [p.carId, p.channel, p.place])).toEqual([
      [a._id, 'whatsapp', 'car'],
      [b._id, 'call', 'shortlist'],
      [a._id, 'call', 'shortlist'],
    ]);
  });

  it('refuses what is not a beacon with 400 naming the field', async () => {
    const { active } = await fleet();
    const cases: [unknown, string, string][] = [
      [{ channel: 'sms', carIds: [active[0]!._id], place: 'car' }, 'channel', 'must be one of whatsapp, call'],
      [{ channel: 'call', carIds: [], place: 'car' }, 'carIds', 'must name at least one car'],
      [{ channel: 'call', carIds: ['x'], place: 'car' }, 'carIds.0', 'must be car ids'],
      [{ channel: 'call', carIds: [active[0]!._id], place: 'footer' }, 'place', 'must be one of car, card, shortlist'],
    ];
    for (const [body, field, reason] of cases) {
      const res = await server().request('/api/demand', postJson(body, from(freshIp())));
      expect(await res.json()).toEqual({ success: false, requestId: expect.any(String), message: `${field}: ${reason}`, field });
    }
    const text = await server().request('/api/demand', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'whatsapp please' });
    expect(await text.json()).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.invalidJson, field: 'body' });
    expect(await countOf('demand_presses')).toBe(0);
  });

  it('60 beacons a minute per address, then 429 with Retry-After', async () => {
    const { active } = await fleet();
    const body = { channel: 'call', carIds: [active[0]!._id], place: 'card' };
    for (let i = 0; i < 60; i++) expect((await server().request('/api/demand', postJson(body, from('203.0.113.9')))).status).toBe(204);
    const refused = await server().request('/api/demand', postJson(body, from('203.0.113.9')));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await server().request('/api/demand', postJson(body, from('203.0.113.10')))).status).toBe(204);
  });
});

// =================================================================================================================
describe('the inbox (/api/admin/enquiries)', () => {
  it('needs an administrator: 401 without a token, 403 for staff', async () => {
    const staff = await login(server(), STAFF);
    for (const path of ['/api/admin/enquiries', '/api/admin/enquiries/export', `/api/admin/enquiries/${'a'.repeat(24)}`, '/api/admin/accounts', '/api/admin/demand']) {
      expect((await server().request(path)).status, path).toBe(401);
      expect((await adminGet(path, staff.accessToken)).status, path).toBe(403);
    }
    expect((await adminCall('PATCH', `/api/admin/enquiries/${'a'.repeat(24)}`, staff.accessToken, { status: 'won' })).status).toBe(403);
    expect((await server().request(`/api/admin/enquiries/${'a'.repeat(24)}`, { method: 'DELETE' })).status).toBe(401);
  });

  /** Six enquiries over three Dubai days, newest last: Aisha, Omar (Roma-like car b), Li (no car), Sara, Yusuf (c), Mariam (b). */
  async function sendSix(): Promise<{ a: Car; b: Car; c: Car }> {
    const { active } = await fleet();
    const [a, b, c] = [active[0]!, active[1]!, active[2]!];
    await sendOk(person(a._id, { name: 'Aisha Rahman', locale: 'en' }));
    await sendOk(person(b._id, { name: 'Omar Haddad', email: 'omar@example.ae', subject: 'For a wedding', message: 'With ribbons?', dateFrom: null, dateTo: null }));
    server().advance(2 * DAY_MS);
    await sendOk(person(null, { name: 'Li Wei', email: 'li@example.cn', subject: 'Airport pick-up', message: 'DXB terminal 3?', phone: '' }));
    await sendOk(person(a._id, { name: 'Sara Cohen', email: 'sara@example.com', subject: 'Long-term', message: 'Three months, 100% business use.' }));
    server().advance(2 * DAY_MS);
    await sendOk(person(c._id, { name: 'Yusuf Ali', email: 'yusuf@example.com', subject: 'A week', message: 'Price for a week?' }));
    await sendOk(person(b._id, { name: 'Mariam Saeed', email: 'mariam@example.ae', subject: 'Again', message: 'Is it white?' }));
    return { a, b, c };
  }
  const NEWEST_FIRST = ['Mariam Saeed', 'Yusuf Ali', 'Sara Cohen', 'Li Wei', 'Omar Haddad', 'Aisha Rahman'];
  const names = (list: List) => list.data.map((e) => e.name);

  it('lists newest first in pages, without notes, with the new count of the whole inbox', async () => {
    await sendSix();
    const { accessToken: token } = await login(server());
    const all = (await adminGet<List>('/api/admin/enquiries', token)).body;
    expect(all).toMatchObject({ success: true, message: SERVER_MSG.enquiriesOk, total: 6, currentPage: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false, newCount: 6 });
    expect(names(all)).toEqual(NEWEST_FIRST);
    expect(all.data.every((e) => e.notes.length === 0 && e.assignee === null && e.status === 'new')).toBe(true);
    const second = (await adminGet<List>('/api/admin/enquiries?page=2&limit=4', token)).body;
    expect(second).toMatchObject({ total: 6, currentPage: 2, totalPages: 2, hasNextPage: false, hasPrevPage: true });
    expect(names(second)).toEqual(NEWEST_FIRST.slice(4));
    expect((await adminGet<List>('/api/admin/enquiries?page=3&limit=4', token)).body).toMatchObject({ data: [], total: 6 });
    await adminCall('PATCH', `/api/admin/enquiries/${all.data[0]!._id}`, token, { status: 'contacted' });
    await adminCall('PATCH', `/api/admin/enquiries/${all.data[1]!._id}`, token, { status: 'spam' });
    expect((await adminGet<List>('/api/admin/enquiries?status=won', token)).body).toMatchObject({ total: 0, newCount: 4 });
  });

  it('filters by status, car and Dubai day, and searches (LIKE wildcards are plain characters)', async () => {
    const { a, b } = await sendSix();
    const { accessToken: token } = await login(server());
    const list = async (query: string) => names((await adminGet<List>(`/api/admin/enquiries?${query}`, token)).body);
    const all = (await adminGet<List>('/api/admin/enquiries', token)).body.data;
    const byName = (name: string) => all.find((e) => e.name === name)!;
    await adminCall('PATCH', `/api/admin/enquiries/${byName('Omar Haddad')._id}`, token, { status: 'quoted' });
    await adminCall('PATCH', `/api/admin/enquiries/${byName('Yusuf Ali')._id}`, token, { status: 'won' });
    expect(await list('status=quoted')).toEqual(['Omar Haddad']);
    expect(await list('status=won,quoted')).toEqual(['Yusuf Ali', 'Omar Haddad']);
    expect(await list(`carId=${b._id}`)).toEqual(['Mariam Saeed', 'Omar Haddad']);
    expect(await list(`carId=${b._id}&status=new`)).toEqual(['Mariam Saeed']);
    const day = (name: string) => dubaiDay(Date.parse(byName(name).createdAt));
    const [first, middle] = [day('Aisha Rahman'), day('Li Wei')];
    expect(await list(`from=${middle}`)).toEqual(NEWEST_FIRST.slice(0, 4));
    expect(await list(`to=${first}`)).toEqual(NEWEST_FIRST.slice(4));
    expect(await list(`from=${middle}&to=${middle}`)).toEqual(['Sara Cohen', 'Li Wei']);
    expect(await list(`from=${addDays(first, 1)}&to=${addDays(first, 1)}`)).toEqual([]);
    expect(await list('search=OMAR')).toEqual(['Omar Haddad']);
    expect(await list('search=example.ae')).toEqual(['Mariam Saeed', 'Omar Haddad']);
    expect(await list('search=terminal%203')).toEqual(['Li Wei']);
    expect(await list('search=100%25')).toEqual(['Sara Cohen']);
    expect(await list('search=10_%25')).toEqual([]);
    expect(await list('search=%25')).toEqual(['Sara Cohen']);
    expect(await list(`search=${encodeURIComponent(a.name.toUpperCase())}`)).toEqual(['Sara Cohen', 'Aisha Rahman']);
    expect(await list(`search=${byName('Li Wei').reference.toLowerCase()}`)).toEqual(['Li Wei']);
    const bad = await adminGet('/api/admin/enquiries?status=open', token);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, requestId: expect.any(String), message: 'status: must be one of new, contacted, quoted, won, lost, spam', field: 'status' });
  });

  it('answers one enquiry with its notes oldest first; 404 for an unknown id, 400 for a malformed one', async () => {
    await sendOk(person(null));
    const { accessToken: token } = await login(server());
    const [e] = (await adminGet<List>('/api/admin/enquiries', token)).body.data;
    const first = await adminCall<{ data: Enquiry }>('POST', `/api/admin/enquiries/${e!._id}/notes`, token, { text: '  Called, no answer.\nAgain at 6.  ' });
    expect(first.status).toBe(201);
    // Two notes in the same millisecond keep the order they were written in.
    await adminCall('POST', `/api/admin/enquiries/${e!._id}/notes`, token, { text: 'Second' });
    await adminCall('POST', `/api/admin/enquiries/${e!._id}/notes`, token, { text: 'Third' });
    const detail = await adminGet<{ success: boolean; message: string; data: Enquiry }>(`/api/admin/enquiries/${e!._id}`, token);
    expect(detail.body).toMatchObject({ success: true, message: SERVER_MSG.enquiryOk });
    expect(detail.body.data).toEqual({ ...e, notes: detail.body.data.notes });
    expect(detail.body.data.notes.map((n) => n.text)).toEqual(['Called, no answer.\nAgain at 6.', 'Second', 'Third']);
    expect(detail.body.data.notes[0]).toEqual({ id: expect.stringMatching(/^[a-f0-9]{24}$/), text: 'Called, no answer.\nAgain at 6.', author: { id: ADMIN.id, name: ADMIN.name }, createdAt: new Date(server().deps.clock()).toISOString() });
    expect((await adminGet<List>('/api/admin/enquiries', token)).body.data[0]!.notes).toEqual([]);
    expect((await adminGet(`/api/admin/enquiries/${'a'.repeat(24)}`, token)).body).toEqual({ success: false, requestId: expect.any(String), message: SERVER_MSG.enquiryNotFound });
    expect((await adminGet('/api/admin/enquiries/LD-7K3Q9', token)).body).toEqual({ success: false, requestId: expect.any(String), message: 'Valid enquiry ID is required', field: 'id' });
    const refused = await adminCall('POST', `/api/admin/enquiries/${e!._id}/notes`, token, { text: 'ok\u0000' });
    expect(refused).toEqual({ status: 400, body: { success: false, requestId: expect.any(String), message: 'text: must not contain control characters', field: 'text' } });
    expect((await adminCall('POST', `/api/admin/enquiries/${'a'.repeat(24)}/notes`, token, { text: 'Hello' })).status).toBe(404);
  });

  it('PATCH: the first real answer stamps contactedAt once (spam does not); updatedAt moves; assignee must be an admin', async () => {
    await sendOk(person(null));
    const { accessToken: token } = await login(server());
    const [e] = (await adminGet<List>('/api/admin/enquiries', token)).body.data;
    const path = `/api/admin/enquiries/${e!._id}`;
    server().advance(30 * MINUTE_MS);
    const spam = await adminCall<{ data: Enquiry }>('PATCH', path, token, { status: 'spam' });
    expect(spam.body.data).toMatchObject({ status: 'spam', contactedAt: null, updatedAt: new Date(server().deps.clock()).toISOString() });
    server().advance(MINUTE_MS);
    const contacted = await adminCall<{ message: string; data: Enquiry }>('PATCH', path, token, { status: 'contacted' });
    expect(contacted.status).toBe(200);
    expect(contacted.body.message).toBe(SERVER_MSG.enquiryUpdated);
    const stamp = new Date(server().deps.clock()).toISOString();
    expect(contacted.body.data).toMatchObject({ status: 'contacted', contactedAt: stamp, updatedAt: stamp });
    server().advance(MINUTE_MS);
    for (const status of ['quoted', 'new', 'won'] as const) {
      expect((await adminCall<{ data: Enquiry }>('PATCH', path, token, { status })).body.data).toMatchObject({ status, contactedAt: stamp });
    }

    const assigned = await adminCall<{ data: Enquiry }>('PATCH', path, token, { assigneeId: ADMIN.id });
    expect(assigned.body.data).toMatchObject({ assignee: { id: ADMIN.id, name: ADMIN.name }, status: 'won', contactedAt: stamp });
    for (const assigneeId of [STAFF.id, 'f'.repeat(24)]) {
      expect(await adminCall('PATCH', path, token, { assigneeId })).toEqual({ status: 400, body: { success: false, requestId: expect.any(String), message: `assigneeId: ${SERVER_MSG.assigneeUnknown}`, field: 'assigneeId' } });
    }
    expect((await adminCall<{ data: Enquiry }>('PATCH', path, token, { assigneeId: null })).body.data.assignee).toBeNull();
    expect((await adminCall('PATCH', path, token, {})).body).toEqual({ success: false, requestId: expect.any(String), message: 'body: must name a status or an assigneeId', field: 'body' });
    expect((await adminCall('PATCH', path, token, { status: 'closed' })).status).toBe(400);
    expect((await adminCall('PATCH', `/api/admin/enquiries/${'a'.repeat(24)}`, token, { status: 'won' })).status).toBe(404);
    expect((await adminCall('PATCH', '/api/admin/enquiries/nope', token, { status: 'won' })).body).toEqual({ success: false, requestId: expect.any(String), message: 'Valid enquiry ID is required', field: 'id' });
  });

  it('an assignee whose account is deleted is unassigned; the enquiry stays', async () => {
    await sendOk(person(null));
    const { accessToken: token } = await login(server());
    const [e] = (await adminGet<List>('/api/admin/enquiries', token)).body.data;
    const { accounts } = await import('../db/schema');
    const other = { ...(await server().deps.db.select().from(accounts).where(eq(accounts.id, ADMIN.id)))[0]!, id: 'b'.repeat(24), email: 'second@example.com', name: 'Second Admin' };
    await server().deps.db.insert(accounts).values(other);
    await adminCall('PATCH', `/api/admin/enquiries/${e!._id}`, token, { assigneeId: other.id });
    expect((await adminGet<{ data: { id: string; name: string }[] }>('/api/admin/accounts', token)).body.data).toEqual([
      { id: ADMIN.id, name: ADMIN.name },
      { id: other.id, name: 'Second Admin' },
    ]);
    await server().deps.db.delete(accounts).where(eq(accounts.id, other.id));
    expect((await adminGet<{ data: Enquiry }>(`/api/admin/enquiries/${e!._id}`, token)).body.data.assignee).toBeNull();
  });

  it('DELETE removes the enquiry, its notes and its mail for good; then 404', async () => {
    await sendOk(person(null, { name: 'Kept' }));
    await sendOk(person(null, { name: 'Gone' }));
    const { accessToken: token } = await login(server());
    const [gone, kept] = (await adminGet<List>('/api/admin/enquiries', token)).body.data;
    await adminCall('POST', `/api/admin/enquiries/${gone!._id}/notes`, token, { text: 'Asked to be forgotten.' });
    const res = await adminCall('DELETE', `/api/admin/enquiries/${gone!._id}`, token);
    expect(res).toEqual({ status: 200, body: { success: true, message: SERVER_MSG.enquiryDeleted } });
    expect((await adminCall('DELETE', `/api/admin/enquiries/${gone!._id}`, token)).status).toBe(404);
    expect((await adminCall('DELETE', '/api/admin/enquiries/gone', token)).status).toBe(400);
    expect((await adminGet<List>('/api/admin/enquiries', token)).body).toMatchObject({ total: 1, newCount: 1, data: [kept] });
    const mail = await rows.outbox();
    expect(mail.map((m) => m.enquiryId)).toEqual([kept!._id]);
    const notes = (await server().deps.db.execute(sql.raw('SELECT count(*)::int AS n FROM enquiry_notes'))) as unknown as { rows: { n: number }[] };
    expect(notes.rows[0]?.n).toBe(0);
  });

  it('keeps the car’s name when the car is deleted (exists: false); the car filter and search still find it', async () => {
    const { active } = await fleet();
    const car = active[4]!;
    await sendOk(person(car._id));
    const { accessToken: token } = await login(server());
    expect((await adminCall('DELETE', `/api/admin/cars/delete/${car._id}`, token)).status).toBe(200);
    const list = (await adminGet<List>('/api/admin/enquiries', token)).body;
    expect(list.data[0]!.car).toEqual({ _id: car._id, name: car.name, exists: false });
    expect((await adminGet<List>(`/api/admin/enquiries?carId=${car._id}`, token)).body.total).toBe(1);
    expect((await adminGet<List>(`/api/admin/enquiries?search=${encodeURIComponent(car.name)}`, token)).body.total).toBe(1);
  });

  it('exports the filtered list as UTF-8 CSV with a BOM, newest first, formulas defused', async () => {
    const { active } = await fleet();
    await sendOk(person(active[0]!._id, { name: 'Aisha Rahman' }));
    await sendOk(person(null, { name: '=HYPERLINK("https://evil.example","Click")', subject: 'Quote, "urgent"', message: 'Line one\nLine two', phone: '' }));
    const { accessToken: token } = await login(server());
    const res = await adminGet('/api/admin/enquiries/export', token);
    expect(res.status).toBe(200);
    expect(res.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.res.headers.get('content-disposition')).toBe(`attachment; filename="enquiries-${today()}.csv"`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.res.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`,new,"'=HYPERLINK(""https://evil.example"",""Click"")",aisha@example.com,,whatsapp,"Quote, ""urgent""","Line one\nLine two",,`);
    expect(lines[2]).toContain(`,new,Aisha Rahman,aisha@example.com,'+971 50 123 4567,whatsapp,`);
    expect(lines[2]).toContain(`,${active[0]!.name},`);
    const filtered = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await adminGet('/api/admin/enquiries/export?search=hyperlink', token)).res.arrayBuffer());
    expect(filtered.slice(1).split('\r\n')).toEqual([lines[0], lines[1], '']);
  });

  it('answers the dashboard’s demand: 30 Dubai days of enquiries, the channels, the top cars, the median minutes to contact', async () => {
    // Dubai's morning: the two hours the test moves on stay within the day.
    server().advance(msUntilDubaiHour(server().deps.clock(), 9));
    const { active } = await fleet();
    const [a, b, c] = [active[0]!, active[1]!, active[2]!];
    let { accessToken: token } = await login(server());
    const empty = (await adminGet<{ message: string; data: DemandStats }>('/api/admin/demand', token)).body;
    expect(empty.message).toBe(SERVER_MSG.demandOk);
    expect(empty.data.days).toHaveLength(30);
    expect(empty.data.days.at(-1)).toEqual({ day: today(), count: 0 });
    expect(empty.data).toMatchObject({ topCars: [], medianMinutesToContact: null });

    await sendOk(person(a._id));
    await sendOk(person(a._id));
    server().advance(2 * DAY_MS);
    await sendOk(person(b._id));
    await sendOk(person(null));
    for (const body of [
      { channel: 'whatsapp', carIds: [c._id], place: 'card' },
      { channel: 'call', carIds: [c._id, b._id], place: 'shortlist' },
      { channel: 'call', carIds: [c._id], place: 'car' },
    ]) {
      expect((await server().request('/api/demand', postJson(body, from(freshIp())))).status).toBe(204);
    }
    // Two days on, the first sign-in has run out.
    ({ accessToken: token } = await login(server()));
    const [noCar, withB] = (await adminGet<List>('/api/admin/enquiries', token)).body.data;
    server().advance(30 * MINUTE_MS);
    expect((await adminCall('PATCH', `/api/admin/enquiries/${withB!._id}`, token, { status: 'contacted' })).status).toBe(200);
    server().advance(60 * MINUTE_MS);
    ({ accessToken: token } = await login(server()));
    expect((await adminCall('PATCH', `/api/admin/enquiries/${noCar!._id}`, token, { status: 'quoted' })).status).toBe(200);
    const stats = (await adminGet<{ data: DemandStats }>('/api/admin/demand', token)).body.data;
    expect(stats.days.at(-1)).toEqual({ day: today(), count: 2 });
    expect(stats.days.at(-3)).toEqual({ day: addDays(today(), -2), count: 2 });
    expect(stats.byChannel).toEqual([{ key: 'form', count: 4 }, { key: 'whatsapp', count: 1 }, { key: 'call', count: 3 }]);
    expect(stats.topCars).toEqual(
      [
        { _id: c._id, name: c.name, form: 0, whatsapp: 1, call: 2, total: 3 },
        { _id: a._id, name: a.name, form: 2, whatsapp: 0, call: 0, total: 2 },
        { _id: b._id, name: b.name, form: 1, whatsapp: 0, call: 1, total: 2 },
      ].sort((x, y) => y.total - x.total || x.name.localeCompare(y.name) || x._id.localeCompare(y._id)),
    );
    // 30 min + 2 s and 90 min + 1 s: the median of two is their mean, to a tenth of a minute.
    expect(stats.medianMinutesToContact).toBe(60);
    server().advance(30 * DAY_MS);
    ({ accessToken: token } = await login(server()));
    expect((await adminGet<{ data: DemandStats }>('/api/admin/demand', token)).body.data).toMatchObject({ topCars: [], medianMinutesToContact: null });
  });
});

// =================================================================================================================
describe('POST /api/cars/{id}/increment-view: once per visitor, car and Dubai day', () => {
  const view = (id: string, ip: string, ua: string) =>
    server().request(`/api/cars/${id}/increment-view`, { method: 'POST', headers: { ...from(ip), 'User-Agent': ua } }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data: { viewCount: number } } }));

  it('a reload does not count again; another visitor (address or browser) does; the next day counts again', async () => {
    const { active, hidden } = await fleet();
    const car = active[0]!;
    const first = await view(car._id, '192.0.2.1', 'Safari');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: SERVER_MSG.viewOk, data: { viewCount: car.viewCount + 1 } });
    expect((await view(car._id, '192.0.2.1', 'Safari')).body.data.viewCount).toBe(car.viewCount + 1);
    expect((await view(car._id, '192.0.2.1', 'Firefox')).body.data.viewCount).toBe(car.viewCount + 2);
    expect((await view(car._id, '192.0.2.2', 'Safari')).body.data.viewCount).toBe(car.viewCount + 3);
    // The same visitor on another car counts there.
    expect((await view(active[1]!._id, '192.0.2.1', 'Safari')).body.data.viewCount).toBe(active[1]!.viewCount + 1);
    const [stored] = await server().deps.db.select({ viewCount: cars.viewCount }).from(cars).where(eq(cars.id, car._id));
    expect(stored?.viewCount).toBe(car.viewCount + 3);
    // No address or browser in clear: only a hash.
    const marks = await server().deps.db.select().from(carViewMarks).where(eq(carViewMarks.carId, car._id));
    expect(marks).toHaveLength(3);
    expect(marks.every((m) => /^[a-f0-9]{64}$/.test(m.visitorHash) && m.day === today())).toBe(true);

    server().advance(DAY_MS);
    expect((await view(car._id, '192.0.2.1', 'Safari')).body.data.viewCount).toBe(car.viewCount + 4);
    // Marks more than two days old go (checked once a day).
    server().advance(3 * DAY_MS);
    await view(car._id, '192.0.2.1', 'Safari');
    const left = await server().deps.db.select().from(carViewMarks).where(and(eq(carViewMarks.carId, car._id)));
    expect(left.map((m) => m.day)).toEqual([today()]);

    expect((await view(hidden[0]!._id, '192.0.2.1', 'Safari')).status).toBe(404);
    expect((await view('f'.repeat(24), '192.0.2.1', 'Safari')).status).toBe(404);
  });
});
