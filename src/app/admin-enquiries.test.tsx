// @vitest-environment happy-dom
/**
 * The inbox (issue 19) in Arabic through the whole app: the real App, its routes under '/ar', the portal's layout and
 * wiring, the msw mock backend. The page's own behaviour: src/features/admin/enquiries/admin-enquiries-page.test.tsx.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dubaiDay } from '../../domain/dubai-day';
import { getDb, resetMockBackend, server } from '../../mocks/node';
import { api, jsonInit, login } from '../../mocks/test-helpers';
import { App } from './app';
import { clearToken, setToken } from '../../api/token-storage';
import { ADMIN_TEXT as ADMIN_TEXT_AR } from '../features/admin/admin-layout-copy.ar';
import * as EN from '../features/admin/enquiries/enquiries-copy';
import * as AR from '../features/admin/enquiries/enquiries-copy.ar';
import { renderPage, WHOLE_APP } from '../../tests/setup/render-page';
import { choose, openList } from '../../tests/setup/choose';

type Sent = { reference: string; _id: string };

/** Posts an enquiry as the contact form does (a person: 5 s after the page opened); answers its reference and id. */
async function sendEnquiry(over: Record<string, unknown> = {}): Promise<Sent> {
  const body = {
    name: 'Layla Haddad',
    email: 'layla@example.com',
    phone: '+971 50 123 4567',
    subject: 'Weekend rental',
    message: 'Is the car free this weekend?\n<b>Two</b> days, delivered.',
    locale: 'en',
    page: '/contact',
    dateFrom: dubaiDay(Date.now() + 2 * 86_400_000),
    elapsedMs: 5_000,
    ...over,
  };
  const res = await api<{ data: { reference: string } }>('/api/enquiries', jsonInit('POST', body));
  if (res.status !== 201) throw new Error(`the mock refused the enquiry: ${res.status} ${JSON.stringify(res.body)}`);
  const { reference } = res.body.data;
  const stored = (await getDb()).enquiries.find((e) => e.reference === reference);
  if (!stored) throw new Error('the enquiry was not stored');
  return { reference, _id: stored._id };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  localStorage.clear();
  sessionStorage.clear();
  setToken(await login(), true);
  vi.spyOn(console, 'info').mockImplementation(() => undefined); // the guard's SPEC §6 log
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  clearToken();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const rowOf = (name: string) =>
  within(screen.getByRole('region', { name: AR.INBOX_TEXT.listLabel }))
    .getAllByRole('listitem')
    .find((row) => row.textContent?.includes(name)) ?? null;
const navLink = (name: RegExp) => screen.getByRole('link', { name });

describe('the inbox in Arabic', () => {
  it('writes the page, the sidebar with its count, the rows and the detail in Arabic, right to left', async () => {
    const sent = await sendEnquiry({ name: 'Layla Haddad', locale: 'en' });
    const { user } = renderPage(<App />, { ...WHOLE_APP, path: '/ar/admin/enquiries' });
    // The first render loads the app's and the portal's lazy chunks (slow on a cold, shared machine).
    expect(await screen.findByRole('heading', { level: 1, name: AR.INBOX_TEXT.title }, { timeout: 40_000 })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await screen.findByText(AR.INBOX_TEXT.showing(1, 1), undefined, { timeout: 10_000 });
    expect(within(rowOf('Layla')!).getByText(AR.STATUS_LABELS.new)).toHaveAttribute('data-status', 'new');
    await waitFor(() =>
      expect(navLink(new RegExp(`^${ADMIN_TEXT_AR.enquiries}`))).toHaveAccessibleName(`${ADMIN_TEXT_AR.enquiries} (${ADMIN_TEXT_AR.newEnquiries(1)})`),
    );
    expect(navLink(new RegExp(`^${ADMIN_TEXT_AR.enquiries}`))).toHaveAttribute('href', '/ar/admin/enquiries');
    // The status filter: Arabic option texts, the API's English values.
    expect(within(await openList(user, screen.getByRole('combobox', { name: AR.INBOX_TEXT.status }))).getByRole('option', { name: AR.STATUS_LABELS.won })).toHaveAttribute('data-value', 'won');
    await user.keyboard('{Escape}');

    await user.click(within(rowOf('Layla')!).getByRole('link'));
    const dialog = within(await screen.findByRole('dialog', { name: AR.DETAIL_TEXT.title(sent.reference) }, { timeout: 10_000 }));
    expect(window.location.pathname + window.location.search).toBe(`/ar/admin/enquiries?id=${sent._id}`);
    expect(dialog.getByRole('combobox', { name: AR.DETAIL_TEXT.status })).toHaveTextContent(AR.STATUS_LABELS.new);
    // The visitor wrote in English: the WhatsApp greeting is English, though the admin reads Arabic.
    expect(dialog.getByRole('link', { name: AR.DETAIL_TEXT.replyWhatsApp }).getAttribute('href')).toContain(
      encodeURIComponent(EN.REPLY_TEXT.greeting('Layla Haddad', sent.reference)),
    );
    await choose(user, dialog.getByRole('combobox', { name: AR.DETAIL_TEXT.status }), AR.STATUS_LABELS.quoted);
    expect(await dialog.findByText(AR.DETAIL_TEXT.saved.status)).toBeInTheDocument();
  }, 60_000);
});
