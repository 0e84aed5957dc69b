// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carToInput, filterCars, DEFAULT_FILTERS, type Car } from '../../../../machines/admin-cars/admin-cars.model';
import { getDb, resetMockBackend, SEEDED_ACCOUNTS, server } from '../../../../mocks/node';
import { login } from '../../../../mocks/test-helpers';
import { logic } from '../../../actors/wiring/portal';
import { MSG } from '../../../../domain/app-messages';
import { clearToken, setToken } from '../../../../api/token-storage';
import { Toaster, toaster } from '../../../components/ui/toaster';
import AdminCarsPage from './admin-cars-page';
import { CARS_TEXT, FORM_TEXT, STATUS_WORDS } from './cars-copy';
import { RENDER_STEP } from './fleet-list';
import { renderPage } from '../../../../tests/setup/render-page';
import { choose } from '../../../../tests/setup/choose';
import { adminApi } from '../../../../api/admin-client';
import { formatDate } from '../../../i18n/format';
import { ACTIVITY_TEXT, EVENT_SENTENCES } from '../activity/activity-copy';

let fleet: Car[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  setToken(await login(), true);
  fleet = structuredClone((await getDb()).cars);
});
afterEach(() => {
  cleanup();
  toaster.remove();
  clearToken();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The page with the portal's real wiring (the fleet and the dialog reach msw), and the toaster. */
const CARS_PAGE = (
  <>
    <AdminCarsPage />
    <Toaster />
  </>
);

/** The page, once its whole fleet has loaded; answers the user. */
async function renderLoaded() {
  const { user } = renderPage(CARS_PAGE, { logic });
  expect(screen.getByRole('status')).toHaveTextContent(CARS_TEXT.loading);
  await screen.findByText(CARS_TEXT.showing(fleet.length, fleet.length), undefined, { timeout: 5000 });
  return user;
}

const tile = (label: string) => within(screen.getByRole('region', { name: CARS_TEXT.summaryLabel })).getByText(label).nextElementSibling;
const cardOf = (name: string) => screen.getByRole('article', { name });

describe('admin cars page', () => {
  it('shows the summary tiles, the count line and the first cards of the whole fleet', async () => {
    await renderLoaded();
    expect(tile('Total Cars')).toHaveTextContent(String(fleet.length));
    expect(tile('Available')).toHaveTextContent(String(fleet.filter((c) => c.isAvailable).length));
    expect(tile('Featured')).toHaveTextContent(String(fleet.filter((c) => c.isFeatured).length));
    expect(tile('Rented')).toHaveTextContent(String(fleet.filter((c) => c.status === 'rented').length));
    expect(screen.getAllByRole('article')).toHaveLength(Math.min(RENDER_STEP, fleet.length));

    const first = fleet[0]!;
    const card = within(cardOf(first.name));
    const badges = card.getAllByText(/./, { selector: 'span[data-tone]' }).map((b) => [b.textContent, b.dataset.tone]);
    expect(badges).toContainEqual([STATUS_WORDS[first.status], first.isAvailable ? 'green' : 'grey']);
    expect(badges.some(([text]) => text === CARS_TEXT.featuredBadge)).toBe(first.isFeatured);
    // The seeded fleet has no Arabic words yet (issue 22).
    expect(badges).toContainEqual([CARS_TEXT.arabicMissing, 'grey']);
    const featured = fleet.slice(0, RENDER_STEP).find((c) => c.isFeatured && !c.isAvailable) ?? fleet.find((c) => c.isFeatured)!;
    expect(within(cardOf(featured.name)).getByText(CARS_TEXT.featuredBadge, { selector: 'span[data-tone]' })).toBeInTheDocument();
  });

  it('filters on the client, says how many match, and resets', async () => {
    const user = await renderLoaded();
    const brand = fleet[0]!.brand;
    await choose(user, screen.getByLabelText(CARS_TEXT.brand), brand);
    const byBrand = filterCars(fleet, { ...DEFAULT_FILTERS, brand });
    // The list follows the filters a render later (useDeferredValue).
    expect(await screen.findByText(CARS_TEXT.showing(byBrand.length, fleet.length))).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(byBrand.slice(0, RENDER_STEP).map((c) => `car-${c._id}-name`));

    await user.type(screen.getByLabelText(CARS_TEXT.search), 'zzzz-no-such-car');
    expect(await screen.findByText(CARS_TEXT.empty)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: CARS_TEXT.reset })[0]!);
    expect(screen.getByText(CARS_TEXT.showing(fleet.length, fleet.length))).toBeInTheDocument();
    expect(screen.getByLabelText(CARS_TEXT.search)).toHaveValue('');
  });

  it('deletes a car after the confirmation, lowering the total', async () => {
    const user = await renderLoaded();
    const car = fleet[1]!;
    await user.click(within(cardOf(car.name)).getByRole('button', { name: `${CARS_TEXT.delete} ${car.name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: CARS_TEXT.deleteTitle });
    expect(confirm).toHaveTextContent(CARS_TEXT.deleteText(car.name));
    await user.click(within(confirm).getByRole('button', { name: CARS_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cardOf(car.name)).toBeInTheDocument();

    await user.click(within(cardOf(car.name)).getByRole('button', { name: `${CARS_TEXT.delete} ${car.name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: CARS_TEXT.confirmDelete }));
    expect(await screen.findByText(MSG.carDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: car.name })).not.toBeInTheDocument());
    expect(screen.getByText(CARS_TEXT.showing(fleet.length - 1, fleet.length - 1))).toBeInTheDocument();
    expect((await getDb()).cars.some((c) => c._id === car._id)).toBe(false);
  });

  it('undoes a delete from the toast: the car back on its card, counted, out of the trash (issue 22)', async () => {
    const user = await renderLoaded();
    const car = fleet[1]!;
    await user.click(within(cardOf(car.name)).getByRole('button', { name: `${CARS_TEXT.delete} ${car.name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: CARS_TEXT.confirmDelete }));
    const toast = (await screen.findByText(MSG.carDeleted)).closest('[role=status]') as HTMLElement;
    expect(toast).toHaveTextContent(MSG.carInTrash(30));
    expect((await getDb()).trash.map((t) => t.car._id)).toEqual([car._id]);

    await user.click(within(toast).getByRole('button', { name: MSG.undo }));
    expect(await screen.findByText(MSG.carRestored)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: car.name })).toBeInTheDocument();
    expect(screen.getByText(CARS_TEXT.showing(fleet.length, fleet.length))).toBeInTheDocument();
    expect(tile('Total Cars')).toHaveTextContent(String(fleet.length));
    const db = await getDb();
    expect([db.trash, db.cars.find((c) => c._id === car._id)]).toEqual([[], car]);
  });

  it('activates an unavailable car and toggles featured with one edit call each', async () => {
    const user = await renderLoaded();
    const unavailable = fleet.slice(0, RENDER_STEP).find((c) => !c.isAvailable);
    if (!unavailable) throw new Error('the seed has no unavailable car among the first cards');
    await user.click(within(cardOf(unavailable.name)).getByRole('button', { name: `${CARS_TEXT.activate} ${unavailable.name}` }));
    expect(await screen.findByText(MSG.carUpdated)).toBeInTheDocument();
    await waitFor(() => expect(within(cardOf(unavailable.name)).getByText(STATUS_WORDS.available, { selector: 'span[data-tone=green]' })).toBeInTheDocument());
    expect((await getDb()).cars.find((c) => c._id === unavailable._id)?.status).toBe('available');

    const car = fleet[0]!;
    const featured = within(cardOf(car.name)).getByRole('switch', { name: `${CARS_TEXT.switchFeatured} ${car.name}` });
    await user.click(featured);
    await waitFor(() => expect(featured.hasAttribute('checked') || (featured as HTMLInputElement).checked).toBe(!car.isFeatured));
    expect((await getDb()).cars.find((c) => c._id === car._id)?.isFeatured).toBe(!car.isFeatured);
  });

  it('shows a failed load with Try Again, and an Error toast', async () => {
    server.use(http.get('*/api/admin/cars/get', () => HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 })));
    renderPage(CARS_PAGE, { logic });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG.serverError(503, 'Database down'));
    expect(await screen.findByText(MSG.errorTitle)).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(within(alert).getByRole('button', { name: CARS_TEXT.tryAgain }));
    expect(await screen.findByText(CARS_TEXT.showing(fleet.length, fleet.length))).toBeInTheDocument();
  });

  it('a car saved in the dialog goes first and raises the total', async () => {
    const user = await renderLoaded();
    await user.click(screen.getByRole('button', { name: CARS_TEXT.addCar }));
    const dialog = within(await screen.findByRole('dialog', { name: FORM_TEXT.addTitle }));
    await user.type(dialog.getByLabelText(/^Name/), 'Bugatti Tourbillon');
    await choose(user, dialog.getByLabelText(/^Brand/), 'Bugatti');
    await user.type(dialog.getByLabelText(/^Model/), 'Tourbillon');
    await choose(user, dialog.getByLabelText(/^Category/), 'Sports');
    await user.upload(dialog.getByLabelText(FORM_TEXT.slotLabel(1)), new File([new TextEncoder().encode('RIFF\x04\x00\x00\x00WEBP')], 'car.webp', { type: 'image/webp' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: FORM_TEXT.submitAdd })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: FORM_TEXT.submitAdd }));
    expect(await screen.findByText(MSG.carAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Bugatti Tourbillon'));
    expect(tile('Total Cars')).toHaveTextContent(String(fleet.length + 1));
  });

  it("opens a car's History (issue 22): who added it and last edited it, and its edit with the old and new values", async () => {
    const [car, other] = [fleet[0]!, fleet[1]!];
    const edited = await adminApi.editCar(car._id, { ...carToInput(car), description: 'Freshly detailed, ready for the weekend.' });
    // The other car was added by an account since removed.
    (await getDb()).cars.find((c) => c._id === other._id)!.createdBy = 'ffffffffffffffffffffffff';
    const user = await renderLoaded();
    const when = (iso: string) => formatDate(iso, 'en', { dateStyle: 'medium', timeStyle: 'short' });
    const historyOf = (name: string) => within(cardOf(name)).getByRole('button', { name: `${CARS_TEXT.history} ${name}` });

    await user.click(historyOf(car.name));
    const dialog = await screen.findByRole('dialog', { name: ACTIVITY_TEXT.historyTitle(car.name) });
    const row = await within(dialog).findByRole('article', { name: EVENT_SENTENCES['car.edit'](car.name) });
    const description = within(row).getByText(FORM_TEXT.labels.description, { selector: 'dt' }).nextElementSibling;
    expect(description).toHaveTextContent(car.description.slice(0, 40));
    expect(description).toHaveTextContent('Freshly detailed, ready for the weekend.');
    expect(row).toHaveTextContent(`${ACTIVITY_TEXT.by} ${SEEDED_ACCOUNTS.admin.name}`);
    // Only this car's events: the sign-in and other cars are not its history.
    expect(within(dialog).getAllByRole('article')).toHaveLength(1);
    await waitFor(() => expect(dialog).toHaveTextContent(ACTIVITY_TEXT.addedBy(SEEDED_ACCOUNTS.admin.name, when(car.createdAt))));
    expect(dialog).toHaveTextContent(ACTIVITY_TEXT.editedBy(SEEDED_ACCOUNTS.admin.name, when(edited.updatedAt)));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(historyOf(car.name)).toHaveFocus());

    await user.click(historyOf(other.name));
    const second = await screen.findByRole('dialog', { name: ACTIVITY_TEXT.historyTitle(other.name) });
    expect(await within(second).findByRole('heading', { name: ACTIVITY_TEXT.historyEmptyTitle })).toBeInTheDocument();
    await waitFor(() => expect(second).toHaveTextContent(ACTIVITY_TEXT.addedBy(ACTIVITY_TEXT.aFormerAdmin, when(other.createdAt))));
    await user.click(within(second).getByRole('button', { name: ACTIVITY_TEXT.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
