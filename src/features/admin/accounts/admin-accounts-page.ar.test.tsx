// @vitest-environment happy-dom
/**
 * The accounts page in Arabic (issue 22): the real team machine against the msw mock backend, under the Arabic locale.
 * Every label is the Arabic twin's (accounts-copy.ar.ts), dates are written for ar-AE, machine messages arrive translated.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '../../../../api/admin-client';
import { clearToken, setToken } from '../../../../api/token-storage';
import { MSG } from '../../../../domain/app-messages.ar';
import { resetMockBackend, SEEDED_ACCOUNTS, server } from '../../../../mocks/node';
import { login } from '../../../../mocks/test-helpers';
import { renderPage } from '../../../../tests/setup/render-page';
import { AuthContext } from '../../../actors/root-actors';
import { logic } from '../../../actors/wiring/portal';
import { logic as rootLogic } from '../../../actors/wiring/root';
import { Toaster, toaster } from '../../../components/ui/toaster';
import { formatDate } from '../../../i18n/format';
import AdminAccountsPage from './admin-accounts-page';
import { ACCOUNTS_TEXT as T } from './accounts-copy.ar';

const { admin: ADMIN, staff: STAFF } = SEEDED_ACCOUNTS;
let token = '';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  token = await login();
  setToken(token, true);
});
afterEach(() => {
  cleanup();
  toaster.remove();
  clearToken();
  server.resetHandlers();
});
afterAll(() => server.close());

function SignedIn() {
  const auth = AuthContext.useActorRef();
  useEffect(() => auth.send({ type: 'auth.check', token }), [auth]);
  return null;
}

const PAGE = (
  <>
    <SignedIn />
    <AdminAccountsPage />
    <Toaster />
  </>
);
const PORTAL = { base: '/admin', path: '/admin/accounts', locale: 'ar', logic, auth: rootLogic.auth } as const;

describe('the accounts page in Arabic', () => {
  it('writes the title, lead line, actions and each row in Arabic', async () => {
    renderPage(PAGE, PORTAL);
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.intro)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.invite })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.signOutOthers })).toBeInTheDocument();
    expect(await screen.findByText(T.count(2))).toBeInTheDocument();
    const me = screen.getByRole('article', { name: ADMIN.name });
    const signedInAt = (await adminApi.listTeam()).find((m) => m.email === ADMIN.email)!.lastSignInAt!;
    for (const words of [T.role('admin'), T.active, T.sessions(1), formatDate(signedInAt, 'ar', { dateStyle: 'medium', timeStyle: 'short' })]) {
      expect(me).toHaveTextContent(words);
    }
    await waitFor(() => expect(me).toHaveTextContent(T.you));
    const staff = screen.getByRole('article', { name: STAFF.name });
    for (const words of [T.role('staff'), T.never, T.sessions(0)]) expect(staff).toHaveTextContent(words);
  });

  it('deactivates with an Arabic confirmation and toast', async () => {
    const { user } = renderPage(PAGE, PORTAL);
    await screen.findByText(T.count(2));
    const row = within(screen.getByRole('article', { name: STAFF.name }));
    await user.click(row.getByRole('button', { name: `${T.deactivate} ${STAFF.name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: T.deactivateTitle(STAFF.name) });
    expect(confirm).toHaveTextContent(T.deactivateText);
    await user.click(within(confirm).getByRole('button', { name: T.confirmDeactivate }));
    expect(await screen.findByText(MSG.accountDeactivated(STAFF.name))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: STAFF.name })).toHaveTextContent(T.deactivated));
  });
});
