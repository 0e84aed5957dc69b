// @vitest-environment happy-dom
/**
 * The dashboard's demand (issue 19) against the real machine and the msw mock backend: what visitors send and press
 * (POST /api/enquiries, POST /api/demand) is what the admin reads, in English and in Arabic; the demand fails and
 * recovers on its own, without hiding the fleet's statistics.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dubaiDay } from '../../../../domain/enquiries';
import { msUntilDubaiHour } from '../../../../domain/dubai-day';
import { getDb, resetMockBackend, server } from '../../../../mocks/node';
import { api, jsonInit, login } from '../../../../mocks/test-helpers';
import { logic } from '../../../actors/wiring/portal';
import { apiUrl } from '../../../../api/http';
import { MSG } from '../../../../domain/app-messages';
import { MSG as MSG_AR } from '../../../../domain/app-messages.ar';
import { clearToken, setToken } from '../../../../api/token-storage';
import AdminDashboardPage from './admin-dashboard-page';
import { DASHBOARD_TEXT, DEMAND_TEXT } from './dashboard-copy';
import { DASHBOARD_TEXT as DASHBOARD_TEXT_AR, DEMAND_TEXT as DEMAND_TEXT_AR } from './dashboard-copy.ar';
import { renderPage } from '../../../../tests/setup/render-page';

type Car = { _id: string; name: string };
let cars: Car[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  setToken(await login(), true);
  cars = (await getDb()).cars.filter((c) => c.isActive).map((c) => ({ _id: c._id, name: c.name }));
});
afterEach(() => {
  cleanup();
  clearToken();
  server.resetHandlers();
  vi.useRealTimers();
  document.documentElement.dir = '';
});
afterAll(() => server.close());

/** A visitor's enquiry about a car, as the contact form sends it (a person's pace: not a bot). */
async function enquire(car: Car) {
  const body = { name: 'Layla', email: 'layla@example.com', subject: 'Weekend', message: 'Is it free on Friday?', locale: 'en', carId: car._id, elapsedMs: 8_000 };
  const res = await api('/api/enquiries', jsonInit('POST', body));
  expect(res.status).toBe(201);
}

async function press(channel: 'whatsapp' | 'call', car: Car) {
  const res = await api('/api/demand', jsonInit('POST', { channel, carIds: [car._id], place: 'car' }));
  expect(res.status).toBe(204);
}

/** The enquiries answered: each marked contacted by an admin (who signs in again: the clock may have moved). */
async function contactAll() {
  const token = await login();
  for (const e of (await getDb()).enquiries) {
    const res = await api(`/api/admin/enquiries/${e._id}`, jsonInit('PATCH', { status: 'contacted' }, token));
    expect(res.status).toBe(200);
  }
}

const demandRegion = (title: string) => screen.getByRole('region', { name: title });
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const tileValue = (list: HTMLElement, label: string) => within(list).getByText(label).nextElementSibling?.textContent;

describe('the dashboard’s demand', () => {
  it('says there is no demand yet, in a state of its own, beside the fleet statistics', async () => {
    renderPage(<AdminDashboardPage />, { logic });
    expect(await screen.findByText(DEMAND_TEXT.empty, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: DEMAND_TEXT.title })).toBeInTheDocument();
    expect(screen.getByLabelText(DASHBOARD_TEXT.tilesLabel)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: DEMAND_TEXT.topCars })).not.toBeInTheDocument();
  });

  it('shows what visitors sent and pressed: per day, by channel, the car most asked about first, and the median time to contact', async () => {
    // Dubai's morning: the two hours the test moves on stay within the day.
    const start = Date.now() + msUntilDubaiHour(Date.now(), 9);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const [asked, called] = cars as [Car, Car];
    await enquire(asked);
    await enquire(asked);
    await press('whatsapp', asked);
    await press('call', called);
    vi.setSystemTime(start + 125 * 60_000);
    await contactAll();
    setToken(await login(), true);
    renderPage(<AdminDashboardPage />, { logic });

    const region = await screen.findByRole('table', { name: DEMAND_TEXT.topCars }, { timeout: 5_000 }).then(() => demandRegion(DEMAND_TEXT.title));
    const channels = within(region).getByLabelText(DEMAND_TEXT.channelsLabel);
    expect(tileValue(channels, DEMAND_TEXT.channels.form)).toBe('2');
    expect(tileValue(channels, DEMAND_TEXT.channels.whatsapp)).toBe('1');
    expect(tileValue(channels, DEMAND_TEXT.channels.call)).toBe('1');
    expect(tileValue(channels, DEMAND_TEXT.median)).toBe('2 h 5 min');

    const [, first, second, ...rest] = within(within(region).getByRole('table', { name: DEMAND_TEXT.topCars })).getAllByRole('row');
    expect(rest).toEqual([]);
    expect(within(first!).getByRole('link', { name: asked.name })).toHaveAttribute('href', `/cars/${asked._id}`);
    expect(cellsOf(first!)).toEqual(['2', '1', '0', '3']);
    expect(within(second!).getByRole('link', { name: called.name })).toBeInTheDocument();
    expect(cellsOf(second!)).toEqual(['0', '0', '1', '1']);

    // The text equivalent of the chart: 30 days, oldest first, today's two enquiries on the last row.
    const days = within(within(region).getByRole('table', { name: DEMAND_TEXT.perDay })).getAllByRole('row').slice(1);
    expect(days).toHaveLength(30);
    expect(days.map((row) => cellsOf(row)[0])).toEqual([...Array(29).fill('0'), '2']);
    expect(days.at(-1)?.getAttribute('data-day')).toBe(dubaiDay(start));
    expect(within(region).getByText(DEMAND_TEXT.inWindow('2'))).toBeInTheDocument();
  });

  it('a failing demand says so with Try Again and leaves the fleet shown; Try Again brings it', async () => {
    await enquire(cars[0]!);
    server.use(http.get(apiUrl('/api/admin/demand'), () => HttpResponse.json({ success: false, message: 'Database asleep' }, { status: 500 })));
    renderPage(<AdminDashboardPage />, { logic });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5_000 });
    expect(alert).toHaveTextContent(MSG.demandFailed);
    expect(alert).toHaveTextContent(MSG.serverError(500, 'Database asleep'));
    expect(await screen.findByLabelText(DASHBOARD_TEXT.tilesLabel)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DASHBOARD_TEXT.refresh })).toBeEnabled();

    server.resetHandlers();
    await userEvent.setup().click(within(alert).getByRole('button', { name: DASHBOARD_TEXT.retry }));
    const table = await screen.findByRole('table', { name: DEMAND_TEXT.topCars });
    expect(cellsOf(within(table).getAllByRole('row')[1]!)).toEqual(['1', '0', '0', '1']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('in Arabic: right to left, Arabic words, the car linked to its Arabic page, an Arabic failure message', async () => {
    const [car] = cars as [Car];
    await enquire(car);
    await press('whatsapp', car);
    renderPage(<AdminDashboardPage />, { path: '/ar/admin/dashboard', base: '/admin', logic });
    const table = await screen.findByRole('table', { name: DEMAND_TEXT_AR.topCars }, { timeout: 5_000 });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 2, name: DEMAND_TEXT_AR.title })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      DEMAND_TEXT_AR.car, DEMAND_TEXT_AR.form, DEMAND_TEXT_AR.whatsapp, DEMAND_TEXT_AR.call, DEMAND_TEXT_AR.total,
    ]);
    expect(within(table).getByRole('link', { name: car.name })).toHaveAttribute('href', `/ar/cars/${car._id}`);
    const channels = screen.getByLabelText(DEMAND_TEXT_AR.channelsLabel);
    expect(tileValue(channels, DEMAND_TEXT_AR.median)).toBe(DEMAND_TEXT_AR.noMedian);
    expect(within(channels).getByText(DEMAND_TEXT_AR.noMedianNote)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: DEMAND_TEXT_AR.perDay })).toBeInTheDocument();

    cleanup();
    server.use(http.get(apiUrl('/api/admin/demand'), () => HttpResponse.json({ success: false, message: 'x' }, { status: 500 })));
    renderPage(<AdminDashboardPage />, { path: '/ar/admin/dashboard', base: '/admin', logic });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5_000 });
    expect(alert).toHaveTextContent(MSG_AR.demandFailed);
    expect(within(alert).getByRole('button', { name: DASHBOARD_TEXT_AR.retry })).toBeInTheDocument();
  });
});
