// @vitest-environment happy-dom
/**
 * The trash (issue 22): the page with the portal's real wiring (the trash machine reaches the msw mock backend). Cars
 * are deleted through the admin client, as the fleet page deletes them, then restored or deleted for good here.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '../../../../api/admin-client';
import { clearToken, setToken } from '../../../../api/token-storage';
import { MSG } from '../../../../domain/app-messages';
import type { Car } from '../../../../domain/types';
import { carToInput } from '../../../../machines/admin-cars/admin-cars.model';
import { getDb, resetMockBackend, SEEDED_ACCOUNTS, server } from '../../../../mocks/node';
import { login } from '../../../../mocks/test-helpers';
import { renderPage } from '../../../../tests/setup/render-page';
import { logic } from '../../../actors/wiring/portal';
import { Toaster, toaster } from '../../../components/ui/toaster';
import { ADMIN_TEXT } from '../admin-layout-copy';
import { AdminNav } from '../admin-layout-nav';
import { InboxCountProvider } from '../enquiries/inbox-count';
import AdminTrashPage from './admin-trash-page';
import { TRASH_TEXT as T } from './trash-copy';

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

const PAGE = (
  <>
    <AdminTrashPage />
    <Toaster />
  </>
);
const PORTAL = { base: '/admin', path: '/admin/trash', logic } as const;

const rowOf = (name: string) => screen.getByRole('article', { name });
const restoreButton = (name: string) => within(rowOf(name)).getByRole('button', { name: `${T.restore} ${name}` });
const purgeButton = (name: string) => within(rowOf(name)).getByRole('button', { name: `${T.purge} ${name}` });
const listed = async (id: string) => (await adminApi.listCars()).data.some((car) => car._id === id);

describe('the trash page', () => {
  it('says the trash is empty, under the title and its lead line; the nav links to it', async () => {
    renderPage(
      <InboxCountProvider>
        <AdminNav />
        {PAGE}
      </InboxCountProvider>,
      PORTAL,
    );
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.intro)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    expect(await screen.findByRole('heading', { level: 2, name: T.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(T.emptyText)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: ADMIN_TEXT.trash });
    expect(link).toHaveAttribute('href', '/admin/trash');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('lists a deleted car with its picture, who deleted it, when, and when it goes for good; Restore puts it back', async () => {
    const [car, other] = [fleet[0]!, fleet[1]!];
    await adminApi.deleteCar(other._id);
    await adminApi.deleteCar(car._id);
    const { user } = renderPage(PAGE, PORTAL);
    expect(await screen.findByText(T.count(2))).toBeInTheDocument();
    // Latest deleted first.
    expect(screen.getAllByRole('article').map((row) => row.getAttribute('aria-labelledby'))).toEqual([`trash-${car._id}-name`, `trash-${other._id}-name`]);
    const row = within(rowOf(car.name));
    const primary = car.images.find((image) => image.isPrimary) ?? car.images[0]!;
    expect(row.getByRole('img')).toHaveAttribute('alt', primary.alt || car.name);
    expect(row.getByRole('img')).toHaveAttribute('src', primary.url);
    expect(rowOf(car.name)).toHaveTextContent(`${car.brand} · ${car.model} · ${car.year}`);
    expect(rowOf(car.name)).toHaveTextContent(`${T.deletedBy}${SEEDED_ACCOUNTS.admin.name} (${SEEDED_ACCOUNTS.admin.email})`);
    const [deletedAt, purgeAt] = rowOf(car.name).querySelectorAll('time');
    const item = (await adminApi.listTrash()).find((t) => t.car._id === car._id)!;
    expect([deletedAt?.getAttribute('datetime'), purgeAt?.getAttribute('datetime')]).toEqual([item.deletedAt, item.purgeAt]);
    expect(rowOf(car.name)).toHaveTextContent(T.purgeAt);

    await user.click(restoreButton(car.name));
    expect(await screen.findByText(MSG.carRestored)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: car.name })).not.toBeInTheDocument());
    expect(screen.getByText(T.count(1))).toBeInTheDocument();
    // The focus goes to the row that took its place, not back to the page's start.
    await waitFor(() => expect(restoreButton(other.name)).toHaveFocus());
    expect(await listed(car._id)).toBe(true);
    expect((await adminApi.listCars()).data.find((c) => c._id === car._id)).toEqual(car);
  });

  it('names the new slug when another car took the old one meanwhile', async () => {
    const car = fleet[2]!;
    await adminApi.deleteCar(car._id);
    const twin = await adminApi.addCar(carToInput(car));
    expect(twin.slug).toBe(car.slug);
    const { user } = renderPage(PAGE, PORTAL);
    await screen.findByText(T.count(1));
    await user.click(restoreButton(car.name));
    expect(await screen.findByText(MSG.carRestored)).toBeInTheDocument();
    const restored = (await adminApi.listCars()).data.find((c) => c._id === car._id);
    expect(restored?.slug).toBe(`${car.slug}-2`);
    expect(screen.getByText(MSG.carRestoredNewSlug(`${car.slug}-2`))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: T.emptyTitle })).toBeInTheDocument();
  });

  it('deletes a car forever only once confirmed; Cancel keeps it', async () => {
    const [car, other] = [fleet[3]!, fleet[4]!];
    await adminApi.deleteCar(other._id);
    await adminApi.deleteCar(car._id);
    const { user } = renderPage(PAGE, PORTAL);
    await screen.findByText(T.count(2));

    await user.click(purgeButton(car.name));
    const confirm = await screen.findByRole('alertdialog', { name: T.purgeTitle });
    expect(confirm).toHaveTextContent(T.purgeText(car.name));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: T.cancel })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowOf(car.name)).toBeInTheDocument();
    expect(await adminApi.listTrash()).toHaveLength(2);

    await user.click(purgeButton(car.name));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.confirmPurge }));
    expect(await screen.findByText(MSG.carPurged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: car.name })).not.toBeInTheDocument());
    expect(screen.getByText(T.count(1))).toBeInTheDocument();
    expect((await adminApi.listTrash()).map((t) => t.car._id)).toEqual([other._id]);
    expect(await listed(car._id)).toBe(false);
  });

  it('shows a failed restore as an error toast and keeps the row', async () => {
    const car = fleet[0]!;
    await adminApi.deleteCar(car._id);
    server.use(http.post('*/api/admin/trash/:id/restore', () => HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 })));
    const { user } = renderPage(PAGE, PORTAL);
    await screen.findByText(T.count(1));
    await user.click(restoreButton(car.name));
    expect(await screen.findByText(MSG.serverError(503, 'Database down'))).toBeInTheDocument();
    expect(screen.getByText(MSG.restoreCarFailed)).toBeInTheDocument();
    await waitFor(() => expect(restoreButton(car.name)).toBeEnabled());
    expect(await listed(car._id)).toBe(false);
  });

  it('shows a failed load with Try Again', async () => {
    server.use(http.get('*/api/admin/trash', () => HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 })));
    const { user } = renderPage(PAGE, PORTAL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    expect(alert).toHaveTextContent(MSG.serverError(503, 'Database down'));
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: T.tryAgain }));
    expect(await screen.findByRole('heading', { level: 2, name: T.emptyTitle })).toBeInTheDocument();
  });
});
