/**
 * What the mock does on its own for issue 19 (the shared answers are in tests/contract/suites/enquiries.ts): the
 * visitor's limits (the browser is one visitor, by the mock's clock, emptied by a reset), persistence of enquiries,
 * presses and view marks, and a database saved before issue 19 still loading.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MSG } from '../../domain/messages';
import type { Enquiry } from '../../domain/types';
import { LIMIT_RULES } from '../../server/services/limits';
import { VISITOR_LIMITS } from '../config';
import { getDb, resetMockBackend, server, setRateLimit } from '../node';
import { fromState, setPersistence, toState, useDb, type Persistence } from '../db/store';
import type { DbState, SavedDbState } from '../db/types';
import { api, jsonInit, login } from '../test-helpers';

type List = { data: Enquiry[]; total: number; newCount: number };

const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'Aisha Rahman',
  email: 'aisha@example.com',
  subject: 'Weekend',
  message: 'Is the car free?',
  locale: 'en',
  elapsedMs: 30_000,
  ...overrides,
});
const sendEnquiry = (body: Record<string, unknown> = person()) => api<{ data: { reference: string } }>('/api/enquiries', jsonInit('POST', body));
const sendBeacon = (body: unknown) => api('/api/demand', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockBackend());
afterEach(() => {
  vi.useRealTimers();
  setPersistence(null);
});
afterAll(() => server.close());

describe('the visitor’s limits', () => {
  it('are the product server’s (LIMIT_RULES enquiryByIp and demandByIp)', () => {
    expect(VISITOR_LIMITS.enquiry).toEqual({ max: LIMIT_RULES.enquiryByIp.points, windowMs: LIMIT_RULES.enquiryByIp.duration * 1000 });
    expect(VISITOR_LIMITS.demand).toEqual({ max: LIMIT_RULES.demandByIp.points, windowMs: LIMIT_RULES.demandByIp.duration * 1000 });
  });

  it('five enquiries in ten minutes by the mock’s clock; the window slides; the general limit’s switch leaves it on', async () => {
    setRateLimit(null);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-10T06:00:00Z') });
    for (let i = 0; i < 5; i++) {
      expect((await sendEnquiry()).status).toBe(201);
      vi.setSystemTime(Date.now() + 60_000);
    }
    const refused = await sendEnquiry();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: SERVER_MSG.enquiryTooMany });
    // The first of the five was sent five minutes ago.
    expect(refused.headers.get('retry-after')).toBe('300');
    vi.setSystemTime(Date.parse('2026-03-10T06:10:00Z') - 1);
    expect((await sendEnquiry()).status).toBe(429);
    vi.setSystemTime(Date.parse('2026-03-10T06:10:00Z'));
    expect((await sendEnquiry()).status).toBe(201);
    expect((await sendEnquiry()).status).toBe(429);
    expect((await getDb()).enquiries).toHaveLength(6);
  });

  it('a reset of the mock backend forgets the visitor’s enquiries and beacons', async () => {
    for (let i = 0; i < 5; i++) await sendEnquiry();
    const car = (await getDb()).cars.find((c) => c.isActive)!;
    for (let i = 0; i < 60; i++) await sendBeacon({ channel: 'call', carIds: [car._id], place: 'card' });
    expect((await sendEnquiry()).status).toBe(429);
    expect((await sendBeacon({ channel: 'call', carIds: [car._id], place: 'card' })).status).toBe(429);
    await resetMockBackend();
    expect((await sendEnquiry()).status).toBe(201);
    expect((await sendBeacon({ channel: 'call', carIds: [car._id], place: 'card' })).status).toBe(204);
  });
});

describe('what the mock keeps', () => {
  function recording() {
    const saved: DbState[] = [];
    const persistence: Persistence = {
      saveState: async (state) => void saved.push(structuredClone(state)),
      saveUpload: async () => undefined,
      loadUpload: async () => undefined,
      clear: async () => void (saved.length = 0),
    };
    return { persistence, saved };
  }

  it('hands enquiries, notes, presses and view marks to the persistence; a bot’s enquiry writes nothing', async () => {
    const rec = recording();
    setPersistence(rec.persistence);
    const car = (await getDb()).cars.find((c) => c.isActive)!;
    expect((await sendEnquiry(person({ website: 'spam' }))).status).toBe(201);
    expect(rec.saved).toHaveLength(0);
    const sent = await sendEnquiry(person({ carId: car._id }));
    expect(rec.saved.at(-1)?.enquiries.map((e) => [e.reference, e.car])).toEqual([[sent.body.data.reference, { _id: car._id, name: car.name }]]);
    await sendBeacon({ channel: 'whatsapp', carIds: [car._id, car._id], place: 'shortlist' });
    // A car named twice in one beacon is one press.
    expect(rec.saved.at(-1)?.demandPresses).toEqual([{ at: expect.any(Number), carId: car._id, channel: 'whatsapp', place: 'shortlist' }]);
    await api(`/api/cars/${car._id}/increment-view`, { method: 'POST' });
    expect(rec.saved.at(-1)?.viewMarks).toEqual([{ carId: car._id, day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) }]);
    const token = await login();
    const id = (await api<List>('/api/admin/enquiries', { headers: { Authorization: `Bearer ${token}` } })).body.data[0]!._id;
    await api(`/api/admin/enquiries/${id}/notes`, jsonInit('POST', { text: 'Called back' }, token));
    expect(rec.saved.at(-1)?.enquiries[0]?.notes.map((n) => n.text)).toEqual(['Called back']);
    // A beacon about hidden or unknown cars only writes nothing.
    const count = rec.saved.length;
    expect((await sendBeacon({ channel: 'call', carIds: ['aaaaaaaaaaaaaaaaaaaaaaaa'], place: 'card' })).status).toBe(204);
    expect(rec.saved).toHaveLength(count);
  });

  it('forgets presses older than the dashboard’s window', async () => {
    const car = (await getDb()).cars.find((c) => c.isActive)!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-10T06:00:00Z') });
    await sendBeacon({ channel: 'call', carIds: [car._id], place: 'car' });
    vi.setSystemTime(Date.parse('2026-04-20T06:00:00Z'));
    await sendBeacon({ channel: 'whatsapp', carIds: [car._id], place: 'car' });
    expect((await getDb()).demandPresses.map((p) => p.channel)).toEqual(['whatsapp']);
  });

  it('loads a database saved before issue 19 (no enquiries, presses or view marks): they start empty', async () => {
    const { enquiries: _e, demandPresses: _d, viewMarks: _v, ...old } = toState(await getDb());
    const saved: SavedDbState = structuredClone(old);
    const db = fromState(saved);
    expect(db).toMatchObject({ enquiries: [], demandPresses: [], viewMarks: [] });
    expect(db.uploads.size).toBe(0);
    useDb(db);
    const token = await login();
    const empty = await api<List>('/api/admin/enquiries', { headers: { Authorization: `Bearer ${token}` } });
    expect(empty.body).toMatchObject({ total: 0, newCount: 0, data: [] });
    expect((await sendEnquiry()).status).toBe(201);
    const car = db.cars.find((c) => c.isActive)!;
    const views = car.viewCount;
    expect((await api<{ data: { viewCount: number } }>(`/api/cars/${car._id}/increment-view`, { method: 'POST' })).body.data.viewCount).toBe(views + 1);
    expect((await api<List>('/api/admin/enquiries', { headers: { Authorization: `Bearer ${token}` } })).body.total).toBe(1);
    // A database that has them keeps them.
    expect(fromState(toState(db)).enquiries).toHaveLength(1);
  });
});
