// @vitest-environment happy-dom
/**
 * The activity log (issue 22): the page with the portal's real wiring (the activity machine reaches the msw mock
 * backend). Changes are made through the admin client, as the fleet and trash pages make them, then read here.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '../../../../api/admin-client';
import { clearToken, setToken } from '../../../../api/token-storage';
import { MSG } from '../../../../domain/app-messages';
import type { Car } from '../../../../domain/types';
import { ACTIVITY_PAGE_SIZE } from '../../../../machines/activity/activity.model';
import { carToInput } from '../../../../machines/admin-cars/admin-cars.model';
import { recordEvent } from '../../../../mocks/handlers/audit';
import { getDb, resetMockBackend, SEEDED_ACCOUNTS, server } from '../../../../mocks/node';
import { login } from '../../../../mocks/test-helpers';
import { renderPage } from '../../../../tests/setup/render-page';
import { choose, optionNames } from '../../../../tests/setup/choose';
import { logic } from '../../../actors/wiring/portal';
import { formatDate } from '../../../i18n/format';
import { ADMIN_TEXT } from '../admin-layout-copy';
import { AdminNav } from '../admin-layout-nav';
import { FORM_TEXT, STATUS_WORDS } from '../cars/cars-copy';
import { InboxCountProvider } from '../enquiries/inbox-count';
import { ACTIVITY_TEXT as T, EVENT_SENTENCES as SAY, FIELD_LABELS, KIND_LABELS } from './activity-copy';
import AdminActivityPage from './admin-activity-page';

let fleet: Car[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  setToken(await login(), true);
  fleet = structuredClone((await getDb()).cars);
});
afterEach(() => {
  cleanup();
  clearToken();
  server.resetHandlers();
});
afterAll(() => server.close());

const PORTAL = { base: '/admin', path: '/admin/activity', logic } as const;
const ADMIN = SEEDED_ACCOUNTS.admin;
const LONG = 'Twelve cylinders of Italian theatre, hand-stitched leather and a cabin that feels made to measure: the grand tourer for a night on Sheikh Zayed Road.';

const rowOf = (name: string) => screen.getByRole('article', { name });
const rows = () => screen.getAllByRole('article').map((row) => row.getAttribute('aria-labelledby'));
/** A change in a row: the field's label and what it says (old and new values). */
function changeOf(row: HTMLElement, label: string): string {
  const term = within(row).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
const available = () => fleet.find((car) => car.status === 'available' && car.isAvailable)!;

describe('the activity page', () => {
  it('lists the latest changes first, each with who, when and what; the nav links to it', async () => {
    const car = available();
    const other = fleet.find((c) => c._id !== car._id)!;
    await adminApi.editCar(car._id, { ...carToInput(car), description: LONG });
    await adminApi.setStatus(car._id, 'maintenance');
    await adminApi.deleteCar(other._id);
    await adminApi.restoreCar(other._id);
    renderPage(
      <InboxCountProvider>
        <AdminNav />
        <AdminActivityPage />
      </InboxCountProvider>,
      PORTAL,
    );
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.intro)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    expect(await screen.findByText(T.shown(5))).toBeInTheDocument();
    const link = screen.getByRole('link', { name: ADMIN_TEXT.activity });
    expect(link).toHaveAttribute('href', '/admin/activity');
    expect(link).toHaveAttribute('aria-current', 'page');

    // Newest first: the restore, the delete, the status, the edit, then this test's sign-in.
    const names = screen.getAllByRole('article').map((row) => row.textContent);
    expect(names.map((text) => text?.split(T.by)[0])).toEqual([
      SAY['car.restore'](other.name),
      SAY['car.delete'](other.name),
      SAY['car.status'](car.name),
      SAY['car.edit'](car.name),
      SAY['account.signIn'](''),
    ]);
    const events = (await adminApi.listActivity()).events;
    const edit = rowOf(SAY['car.edit'](car.name));
    expect(edit).toHaveTextContent(`${T.by} ${ADMIN.name} · ${ADMIN.email}`);
    const time = edit.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(events[3]!.at);
    expect(time).toHaveTextContent(formatDate(events[3]!.at, 'en', { dateStyle: 'medium', timeStyle: 'short' }));

    // The long description: its start, 'Show all', and the whole text to open.
    const description = changeOf(edit, FORM_TEXT.labels.description);
    expect(description).toContain(T.was);
    expect(description).toContain(car.description.slice(0, 60));
    expect(description).toContain(T.showAll);
    expect(description).toContain(LONG);
    expect(edit.querySelector('details')).not.toBeNull();

    const status = rowOf(SAY['car.status'](car.name));
    expect(changeOf(status, FIELD_LABELS.status)).toBe(`${T.was} ${STATUS_WORDS.available}→ ${T.now} ${STATUS_WORDS.maintenance}`);
    expect(changeOf(status, FIELD_LABELS.isAvailable)).toBe(`${T.was} ${T.yes}→ ${T.now} ${T.no}`);
    expect(rowOf(SAY['account.signIn']('')).querySelector('dl')).toBeNull();
  });

  it('shows each kind of value: Yes/No, numbers, lists, an absent value, and images added and removed', async () => {
    const car = fleet.find((c) => c.images.length >= 2 && c.specifications.mileage && c.specifications.horsepower)!;
    const [cover, second] = car.images;
    const shot = { url: fleet.find((c) => c._id !== car._id)!.images[0]!.url, alt: 'From above', isPrimary: false };
    const input = carToInput(car);
    const { mileage, ...specifications } = input.specifications ?? {};
    await adminApi.editCar(car._id, {
      ...input,
      features: [...car.features.slice(1), 'Night Vision'],
      isFeatured: !car.isFeatured,
      specifications: { ...specifications, horsepower: 1234 },
      images: [cover!, shot],
    });
    renderPage(<AdminActivityPage />, PORTAL);
    await screen.findByText(T.shown(2));
    const row = rowOf(SAY['car.edit'](car.name));
    expect(changeOf(row, FIELD_LABELS.features)).toBe(`${T.added}Night Vision${T.removed}${car.features[0]}`);
    expect(changeOf(row, FIELD_LABELS.isFeatured)).toBe(`${T.was} ${car.isFeatured ? T.yes : T.no}→ ${T.now} ${car.isFeatured ? T.no : T.yes}`);
    expect(changeOf(row, FORM_TEXT.labels.mileage)).toBe(`${T.was} ${mileage}→ ${T.now} —`);
    expect(changeOf(row, FORM_TEXT.labels.horsepower)).toBe(`${T.was} ${car.specifications.horsepower!.toLocaleString('en')}→ ${T.now} 1,234`);
    const images = changeOf(row, FORM_TEXT.labels.images);
    expect(images).toContain(`${T.images(car.images.length)}→${T.images(2)}`);
    const imagesCell = within(row).getByText(FORM_TEXT.labels.images, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(imagesCell).getByRole('img', { name: 'From above' })).toHaveAttribute('src', shot.url);
    expect(within(imagesCell).getByRole('img', { name: second!.alt })).toHaveAttribute('src', second!.url);
    expect(imagesCell).toHaveTextContent(T.added);
    expect(imagesCell).toHaveTextContent(T.removed);
  });

  it('renders what an admin typed as text, never as markup', async () => {
    const car = available();
    const typed = '<img src=x onerror="alert(1)"><b>bold</b>';
    await adminApi.editCar(car._id, { ...carToInput(car), location: typed });
    renderPage(<AdminActivityPage />, PORTAL);
    await screen.findByText(T.shown(2));
    const row = rowOf(SAY['car.edit'](car.name));
    expect(changeOf(row, FORM_TEXT.labels.location)).toContain(typed);
    expect(row.querySelector('b')).toBeNull();
    expect(row.querySelectorAll('img')).toHaveLength(0);
  });

  it('filters by kind and by admin, from the first page; nothing to show offers Reset Filters', async () => {
    const car = available();
    await adminApi.setStatus(car._id, 'rented');
    await adminApi.editCar(car._id, { ...carToInput({ ...car, status: 'rented', isAvailable: false }), seats: car.seats + 1 });
    // An edit by an admin whose account is gone: the log still names them, and the filter offers them.
    const db = await getDb();
    const former = { id: 'ffffffffffffffffffffffff', name: 'Layla Haddad', email: 'layla@example.com' };
    recordEvent(db, { kind: 'car.edit', actor: former, at: Date.now(), car, changes: [{ field: 'seats', from: 4, to: 5 }] });
    const { user } = renderPage(<AdminActivityPage />, PORTAL);
    await screen.findByText(T.shown(4));

    await choose(user, screen.getByRole('combobox', { name: T.kind }), KIND_LABELS['car.status']);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rowOf(SAY['car.status'](car.name))).toBeInTheDocument();
    expect(screen.getByText(T.shown(1))).toBeInTheDocument();

    await choose(user, screen.getByRole('combobox', { name: T.kind }), KIND_LABELS['car.edit']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const admin = screen.getByRole('combobox', { name: T.admin });
    expect(await optionNames(user, admin)).toEqual([T.allAdmins, ADMIN.name, former.name]);
    await choose(user, admin, former.name);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rowOf(SAY['car.edit'](car.name))).toHaveTextContent(`${T.by} ${former.name} · ${former.email}`);

    await choose(user, screen.getByRole('combobox', { name: T.kind }), KIND_LABELS['account.signIn']);
    expect(await screen.findByRole('heading', { level: 2, name: T.emptyFilteredTitle })).toBeInTheDocument();
    expect(screen.getByText(T.emptyFilteredText)).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: T.reset });
    await user.click(resets.at(-1)!);
    expect(await screen.findByText(T.shown(4))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: T.kind })).toHaveTextContent(T.allKinds);
    expect(screen.getByRole('combobox', { name: T.admin })).toHaveTextContent(T.allAdmins);
  });

  it('"Load older" appends the next page, until the start of the log; the focus goes to the first event it brought', async () => {
    const car = available();
    // The sign-in, then enough status changes for a second page.
    for (let i = 0; i < ACTIVITY_PAGE_SIZE + 1; i += 1) await adminApi.setStatus(car._id, i % 2 === 0 ? 'maintenance' : 'available');
    const { user } = renderPage(<AdminActivityPage />, PORTAL);
    expect(await screen.findByText(T.shown(ACTIVITY_PAGE_SIZE))).toBeInTheDocument();
    expect(screen.queryByText(T.allLoaded)).not.toBeInTheDocument();
    const first = rows();
    await user.click(screen.getByRole('button', { name: T.loadOlder }));
    expect(await screen.findByText(T.shown(ACTIVITY_PAGE_SIZE + 2))).toBeInTheDocument();
    expect(rows().slice(0, ACTIVITY_PAGE_SIZE)).toEqual(first);
    expect(rowOf(SAY['account.signIn']('')).isSameNode(screen.getAllByRole('article').at(-1)!)).toBe(true);
    expect(screen.queryByRole('button', { name: T.loadOlder })).not.toBeInTheDocument();
    expect(screen.getByText(T.allLoaded)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')[ACTIVITY_PAGE_SIZE]).toHaveFocus());
  });

  it('keeps what is shown when an older page fails, says why, and loads it on the next press', async () => {
    const car = available();
    for (let i = 0; i < ACTIVITY_PAGE_SIZE; i += 1) await adminApi.setStatus(car._id, i % 2 === 0 ? 'rented' : 'available');
    server.use(
      http.get('*/api/admin/activity', ({ request }) =>
        new URL(request.url).searchParams.has('before') ? HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = renderPage(<AdminActivityPage />, PORTAL);
    await screen.findByText(T.shown(ACTIVITY_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: T.loadOlder }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.olderFailed);
    expect(alert).toHaveTextContent(MSG.serverError(503, 'Database down'));
    expect(rows()).toHaveLength(ACTIVITY_PAGE_SIZE);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: T.loadOlder }));
    expect(await screen.findByText(T.shown(ACTIVITY_PAGE_SIZE + 1))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed load with Try Again', async () => {
    server.use(http.get('*/api/admin/activity', () => HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 })));
    const { user } = renderPage(<AdminActivityPage />, PORTAL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    expect(alert).toHaveTextContent(MSG.serverError(503, 'Database down'));
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: T.tryAgain }));
    expect(await screen.findByText(T.shown(1))).toBeInTheDocument();
    expect(rowOf(SAY['account.signIn'](''))).toBeInTheDocument();
  });
});
