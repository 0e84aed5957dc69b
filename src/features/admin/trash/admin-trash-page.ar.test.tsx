// @vitest-environment happy-dom
/**
 * The trash in Arabic (issue 22): the real trash machine against the msw mock backend, under the Arabic locale. Every
 * label is the Arabic twin's (trash-copy.ar.ts), dates are written for ar-AE, and machine messages arrive translated.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '../../../../api/admin-client';
import { clearToken, setToken } from '../../../../api/token-storage';
import { MSG } from '../../../../domain/app-messages.ar';
import { resetMockBackend, server, getDb } from '../../../../mocks/node';
import { login } from '../../../../mocks/test-helpers';
import { renderPage } from '../../../../tests/setup/render-page';
import { logic } from '../../../actors/wiring/portal';
import { Toaster, toaster } from '../../../components/ui/toaster';
import { formatDate } from '../../../i18n/format';
import AdminTrashPage from './admin-trash-page';
import { TRASH_TEXT as T } from './trash-copy.ar';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  setToken(await login(), true);
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
const PORTAL = { base: '/admin', path: '/admin/trash', locale: 'ar', logic } as const;

describe('the trash page in Arabic', () => {
  it('writes the title, lead line and the empty trash in Arabic', async () => {
    renderPage(PAGE, PORTAL);
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.intro)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: T.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(T.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.refresh })).toBeInTheDocument();
  });

  it('lists a deleted car with Arabic labels and dates, and restores it with an Arabic toast', async () => {
    const car = (await getDb()).cars[0]!;
    await adminApi.deleteCar(car._id);
    const item = (await adminApi.listTrash())[0]!;
    const { user } = renderPage(PAGE, PORTAL);
    expect(await screen.findByText(T.count(1))).toBeInTheDocument();
    const row = screen.getByRole('article', { name: car.name });
    expect(row).toHaveTextContent(T.deletedBy);
    expect(row).toHaveTextContent(formatDate(item.deletedAt, 'ar', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(row).toHaveTextContent(`${T.purgeAt}${formatDate(item.purgeAt, 'ar', { dateStyle: 'long' })}`);
    expect(within(row).getByRole('button', { name: `${T.purge} ${car.name}` })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `${T.restore} ${car.name}` }));
    expect(await screen.findByText(MSG.carRestored)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: car.name })).not.toBeInTheDocument());
  });
});
