// @vitest-environment happy-dom
/**
 * The inbox (issue 19): the page and the sidebar's nav with the portal's real wiring (the inbox machines reach the msw
 * mock backend). Enquiries are sent as the contact form sends them (POST /api/enquiries) and read back: new ones marked
 * and counted in the sidebar, filters, the detail opened from ?id=, status, assignee, notes, the replies' links, the CSV
 * export and the deletion. The Arabic portal through the whole app: src/app/admin-enquiries.test.tsx.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dubaiDay } from '../../../../domain/dubai-day';
import { getDb, resetMockBackend, SEEDED_ACCOUNTS, server } from '../../../../mocks/node';
import { api, jsonInit, login } from '../../../../mocks/test-helpers';
import { logic } from '../../../actors/wiring/portal';
import { clearToken, setToken } from '../../../../api/token-storage';
import { Toaster, toaster } from '../../../components/ui/toaster';
import { ADMIN_TEXT } from '../admin-layout-copy';
import { AdminNav } from '../admin-layout-nav';
import AdminEnquiriesPage from './admin-enquiries-page';
import * as EN from './enquiries-copy';
import * as AR from './enquiries-copy.ar';
import { InboxCountProvider } from './inbox-count';
import { renderPage } from '../../../../tests/setup/render-page';
import { choose } from '../../../../tests/setup/choose';

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

async function anActiveCar() {
  const car = (await getDb()).cars.find((c) => c.isActive);
  if (!car) throw new Error('the seed has no active car');
  return car;
}

const stored = async (id: string) => (await getDb()).enquiries.find((e) => e._id === id);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  localStorage.clear();
  sessionStorage.clear();
  setToken(await login(), true);
});
afterEach(() => {
  cleanup();
  toaster.remove();
  clearToken();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The page beside the nav (its count), and the toaster. */
const INBOX = (
  <>
    <InboxCountProvider>
      <AdminNav />
      <AdminEnquiriesPage />
    </InboxCountProvider>
    <Toaster />
  </>
);
/** In the portal's '/admin' nest, with the portal's live logic, at the browser's address (the detail opens from ?id=). */
const PORTAL = { history: 'browser', base: '/admin', logic } as const;

const T = EN.INBOX_TEXT;
const D = EN.DETAIL_TEXT;
const rows = (label: string = T.listLabel) => within(screen.getByRole('region', { name: label })).getAllByRole('listitem');
const rowOf = (name: string, label: string = T.listLabel) => rows(label).find((row) => row.textContent?.includes(name)) ?? null;
const loaded = (shown: number, total: number) => screen.findByText(T.showing(shown, total), undefined, { timeout: 10_000 });
const navLink = (name: RegExp) => screen.getByRole('link', { name });
const detailDialog = (reference: string) => screen.findByRole('dialog', { name: D.title(reference) }, { timeout: 10_000 });

describe('the inbox', () => {
  it('lists the enquiries sent, newest first, marks and counts the new ones, and filters by status on the server', async () => {
    const first = await sendEnquiry({ name: 'Layla Haddad' });
    const second = await sendEnquiry({ name: 'Omar Saleh', subject: 'Airport delivery' });
    // The second one already answered by another admin: not new.
    await api(`/api/admin/enquiries/${second._id}`, jsonInit('PATCH', { status: 'contacted' }, await login()));
    const third = await sendEnquiry({ name: 'Karim Nassar' });
    const { user } = renderPage(INBOX, { ...PORTAL, path: '/admin/enquiries' });

    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    await loaded(3, 3);
    expect(rows().map((row) => row.textContent?.match(/Layla|Omar|Karim/)?.[0])).toEqual(['Karim', 'Omar', 'Layla']);
    expect(rowOf('Karim')).toHaveAttribute('data-new');
    expect(within(rowOf('Karim')!).getByText(EN.STATUS_LABELS.new)).toHaveAttribute('data-status', 'new');
    expect(rowOf('Omar')).not.toHaveAttribute('data-new');
    expect(within(rowOf('Omar')!).queryByText(EN.STATUS_LABELS.new)).toBeNull();
    expect(within(rowOf('Omar')!).getByText(EN.STATUS_LABELS.contacted)).toHaveAttribute('data-status', 'contacted');
    expect(rowOf('Layla')).toHaveTextContent(first.reference);
    expect(rowOf('Layla')).toHaveTextContent(`${T.assignee}: ${T.unassigned}`);
    // The sidebar counts the new ones of the whole inbox.
    await waitFor(() => expect(navLink(/^Enquiries/)).toHaveAccessibleName(`${ADMIN_TEXT.enquiries} (${ADMIN_TEXT.newEnquiries(2)})`), { timeout: 5_000 });

    await choose(user, screen.getByRole('combobox', { name: T.status }), EN.STATUS_LABELS.contacted);
    await loaded(1, 1);
    expect(rows()).toHaveLength(1);
    expect(rowOf('Omar')).not.toBeNull();
    await choose(user, screen.getByRole('combobox', { name: T.status }), EN.STATUS_LABELS.won);
    expect(await screen.findByText(T.emptyFiltered)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.reset }));
    await loaded(3, 3);
    await user.type(screen.getByLabelText(T.search), third.reference.toLowerCase());
    await loaded(1, 1);
    expect(rowOf('Karim')).not.toBeNull();
  }, 30_000);

  it('opens the detail from ?id=, changes the status (kept after a refresh), assigns, and adds a signed note', async () => {
    const car = await anActiveCar();
    const sent = await sendEnquiry({ carId: car._id });
    const other = await sendEnquiry({ name: 'Omar Saleh' });
    const { user } = renderPage(INBOX, { ...PORTAL, path: `/admin/enquiries?id=${sent._id}` });

    const dialog = within(await detailDialog(sent.reference));
    // The message as text, never HTML, its lines kept.
    const message = document.querySelector('[data-message]');
    expect(message?.textContent).toBe('Is the car free this weekend?\n<b>Two</b> days, delivered.');
    expect(message?.querySelector('b')).toBeNull();
    const carLink = dialog.getByRole('link', { name: new RegExp(car.name) });
    expect(carLink).toHaveAttribute('href', `/cars/${car._id}`);
    expect(carLink).toHaveAttribute('target', '_blank');
    expect(dialog.getByText('layla@example.com')).toBeInTheDocument();
    expect(dialog.getByText(EN.CHOICE_LABELS.language.en)).toBeInTheDocument();

    await choose(user, dialog.getByRole('combobox', { name: D.status }), EN.STATUS_LABELS.contacted);
    expect(await dialog.findByText(D.saved.status)).toBeInTheDocument();
    expect((await stored(sent._id))?.status).toBe('contacted');

    await choose(user, dialog.getByRole('combobox', { name: D.assignee }), SEEDED_ACCOUNTS.admin.name);
    expect(await dialog.findByText(D.saved.assignee)).toBeInTheDocument();
    const admin = (await getDb()).accounts.find((a) => a.email === SEEDED_ACCOUNTS.admin.email)!;
    expect((await stored(sent._id))?.assigneeId).toBe(admin.id);

    await user.type(dialog.getByLabelText(D.noteLabel), 'Called back, sends the passport tomorrow.');
    await user.click(dialog.getByRole('button', { name: D.addNote }));
    expect(await dialog.findByText('Called back, sends the passport tomorrow.')).toBeInTheDocument();
    expect(dialog.getByText(new RegExp(`^${SEEDED_ACCOUNTS.admin.name}, `))).toBeInTheDocument();
    expect(dialog.getByLabelText(D.noteLabel)).toHaveValue('');

    // Closing returns to the list (the address loses ?id=) and the focus to the enquiry's row.
    await user.click(dialog.getByRole('button', { name: D.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-enquiry-link', sent._id));

    // The list shows what the server keeps, again after a refresh; the sidebar counts one new.
    await user.click(screen.getByRole('button', { name: T.refresh }));
    await loaded(2, 2);
    const row = within(rowOf('Layla')!);
    expect(row.getByText(EN.STATUS_LABELS.contacted)).toBeInTheDocument();
    expect(row.getByText(`${T.assignee}: ${SEEDED_ACCOUNTS.admin.name}`)).toBeInTheDocument();
    expect(rowOf('Omar')).toHaveAttribute('data-new');
    await waitFor(() => expect(navLink(/^Enquiries/)).toHaveAccessibleName(`${ADMIN_TEXT.enquiries} (${ADMIN_TEXT.newEnquiries(1)})`), { timeout: 5_000 });
    expect(other.reference).toMatch(/^LD-/);
  }, 30_000);

  it('keeps a note that could not be added, with the reason beside it', async () => {
    const sent = await sendEnquiry();
    const { user } = renderPage(INBOX, { ...PORTAL, path: `/admin/enquiries?id=${sent._id}` });
    const dialog = within(await detailDialog(sent.reference));
    // The enquiry is deleted meanwhile (another admin, a privacy request): the note cannot be added.
    await api(`/api/admin/enquiries/${sent._id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${await login()}` } });
    await user.type(dialog.getByLabelText(D.noteLabel), 'Offer the weekly price');
    await user.click(dialog.getByRole('button', { name: D.addNote }));
    expect(await dialog.findByText('Server Error (404): Enquiry not found')).toBeInTheDocument();
    expect(dialog.getByLabelText(D.noteLabel)).toHaveValue('Offer the weekly price');
    expect(dialog.getByLabelText(D.noteLabel)).toHaveAttribute('aria-invalid', 'true');
  }, 30_000);

  it('deletes an enquiry after a confirmation that names the privacy request', async () => {
    const sent = await sendEnquiry();
    const { user } = renderPage(INBOX, { ...PORTAL, path: `/admin/enquiries?id=${sent._id}` });
    const dialog = within(await detailDialog(sent.reference));
    await user.click(dialog.getByRole('button', { name: D.delete }));
    const confirm = await screen.findByRole('alertdialog', { name: D.deleteTitle });
    expect(confirm).toHaveTextContent(D.deleteText(sent.reference));
    expect(confirm).toHaveTextContent(/privacy request/);
    await user.click(within(confirm).getByRole('button', { name: D.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await stored(sent._id)).toBeDefined();

    await user.click(dialog.getByRole('button', { name: D.delete }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: D.confirmDelete }));
    expect(await screen.findByText(D.deleted(sent.reference))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(await stored(sent._id)).toBeUndefined();
  }, 30_000);

  it('exports the filtered list as a CSV file named by the day', async () => {
    const ferrari = await sendEnquiry({ name: 'Layla Haddad', subject: 'Roma for a week' });
    await sendEnquiry({ name: 'Omar Saleh', subject: 'Chauffeur' });
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:inbox-export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderPage(INBOX, { ...PORTAL, path: '/admin/enquiries' });
    await loaded(2, 2);
    await user.type(screen.getByLabelText(T.search), 'roma');
    await loaded(1, 1);
    await user.click(screen.getByRole('button', { name: T.exportCsv }));
    await waitFor(() => expect(downloads).toEqual([`enquiries-${dubaiDay(Date.now())}.csv`]));
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
    expect(csv.startsWith('\uFEFFreference,createdAt,status')).toBe(true);
    expect(csv).toContain(ferrari.reference);
    expect(csv).not.toContain('Omar Saleh');
    expect(blobs[0]!.type).toMatch(/^text\/csv/);
  }, 30_000);

  it('replies in one press: e-mail with the subject and reference, WhatsApp greeting in the visitor’s language, call', async () => {
    const sent = await sendEnquiry({ name: 'سارة', phone: '050 123 4567', subject: 'Rolls-Royce Ghost', locale: 'ar' });
    renderPage(INBOX, { ...PORTAL, path: `/admin/enquiries?id=${sent._id}` });
    const dialog = within(await detailDialog(sent.reference));
    expect(dialog.getByRole('link', { name: D.replyEmail })).toHaveAttribute(
      'href',
      `mailto:layla@example.com?subject=${encodeURIComponent(`Re: Rolls-Royce Ghost [${sent.reference}]`)}`,
    );
    // The admin reads English; the visitor wrote from the Arabic site: the chat opens in Arabic, with 971 for the local 0.
    const greeting = AR.REPLY_TEXT.greeting('سارة', sent.reference);
    expect(greeting).toMatch(/[\u0600-\u06FF]/);
    expect(dialog.getByRole('link', { name: D.replyWhatsApp })).toHaveAttribute('href', `https://wa.me/971501234567?text=${encodeURIComponent(greeting)}`);
    expect(dialog.getByRole('link', { name: D.replyWhatsApp })).toHaveAttribute('target', '_blank');
    expect(dialog.getByRole('link', { name: D.replyCall })).toHaveAttribute('href', 'tel:0501234567');
    expect(dialog.getByText(EN.CHOICE_LABELS.language.ar)).toBeInTheDocument();
  }, 30_000);
});
