// @vitest-environment happy-dom
/**
 * The activity log in Arabic (issue 22): the real activity machine against the msw mock backend, under the Arabic
 * locale. Sentences, labels, field names and car-data words are the Arabic twins', dates are written for ar-AE, and
 * machine messages arrive translated.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '../../../../api/admin-client';
import { clearToken, setToken } from '../../../../api/token-storage';
import { MSG } from '../../../../domain/app-messages.ar';
import { carToInput } from '../../../../machines/admin-cars/admin-cars.model';
import { getDb, resetMockBackend, SEEDED_ACCOUNTS, server } from '../../../../mocks/node';
import { login } from '../../../../mocks/test-helpers';
import { renderPage } from '../../../../tests/setup/render-page';
import { choose, optionNames } from '../../../../tests/setup/choose';
import { logic } from '../../../actors/wiring/portal';
import { formatDate } from '../../../i18n/format';
import { FORM_TEXT, STATUS_WORDS } from '../cars/cars-copy.ar';
import { ACTIVITY_TEXT as T, EVENT_SENTENCES as SAY, FIELD_LABELS, KIND_LABELS } from './activity-copy.ar';
import AdminActivityPage from './admin-activity-page';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  setToken(await login(), true);
});
afterEach(() => {
  cleanup();
  clearToken();
  server.resetHandlers();
});
afterAll(() => server.close());

const PORTAL = { base: '/admin', path: '/admin/activity', locale: 'ar', logic } as const;
const changeOf = (row: HTMLElement, label: string) => within(row).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('the activity page in Arabic', () => {
  it('writes the title, the filters, the events and their changes in Arabic', async () => {
    const car = (await getDb()).cars.find((c) => c.status === 'available' && c.isAvailable)!;
    await adminApi.editCar(car._id, { ...carToInput(car), seats: car.seats + 1 });
    await adminApi.setStatus(car._id, 'maintenance');
    const { user } = renderPage(<AdminActivityPage />, PORTAL);
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.intro)).toBeInTheDocument();
    expect(await screen.findByText(T.shown(3))).toBeInTheDocument();
    expect(await optionNames(user, screen.getByRole('combobox', { name: T.kind }))).toContain(KIND_LABELS['car.status']);
    expect(screen.getByRole('combobox', { name: T.admin })).toHaveTextContent(T.allAdmins);

    const status = screen.getByRole('article', { name: SAY['car.status'](car.name) });
    expect(changeOf(status, FIELD_LABELS.status)).toBe(`${T.was} ${STATUS_WORDS.available}→ ${T.now} ${STATUS_WORDS.maintenance}`);
    expect(changeOf(status, FIELD_LABELS.isAvailable)).toBe(`${T.was} ${T.yes}→ ${T.now} ${T.no}`);
    expect(status).toHaveTextContent(`${T.by} ${SEEDED_ACCOUNTS.admin.name} · ${SEEDED_ACCOUNTS.admin.email}`);
    const at = (await adminApi.listActivity()).events[0]!.at;
    expect(status.querySelector('time')).toHaveTextContent(formatDate(at, 'ar', { dateStyle: 'medium', timeStyle: 'short' }));
    const edit = screen.getByRole('article', { name: SAY['car.edit'](car.name) });
    expect(changeOf(edit, FORM_TEXT.labels.seats)).toBe(`${T.was} ${car.seats}→ ${T.now} ${car.seats + 1}`);
    expect(screen.getByRole('article', { name: SAY['account.signIn']('') })).toBeInTheDocument();

    await choose(user, screen.getByRole('combobox', { name: T.kind }), KIND_LABELS['car.purge']);
    expect(await screen.findByRole('heading', { level: 2, name: T.emptyFilteredTitle })).toBeInTheDocument();
  });

  it('says a failed load in Arabic', async () => {
    server.use(http.get('*/api/admin/activity', () => HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 })));
    renderPage(<AdminActivityPage />, PORTAL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    expect(alert).toHaveTextContent(MSG.serverError(503, 'Database down'));
    expect(within(alert).getByRole('button', { name: T.tryAgain })).toBeInTheDocument();
  });
});
