// @vitest-environment happy-dom
/**
 * The accounts page (issue 22): the page with the portal's real wiring (the team machine reaches the msw mock backend)
 * and the app's real session (the auth actor checks the test's token), so the signed-in admin's row says 'You'.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '../../../../api/admin-client';
import { clearToken, setToken } from '../../../../api/token-storage';
import { MSG } from '../../../../domain/app-messages';
import { SERVER_MSG } from '../../../../domain/messages';
import { resetMockBackend, SEEDED_ACCOUNTS, server } from '../../../../mocks/node';
import { login } from '../../../../mocks/test-helpers';
import { renderPage } from '../../../../tests/setup/render-page';
import { AuthContext } from '../../../actors/root-actors';
import { logic } from '../../../actors/wiring/portal';
import { logic as rootLogic } from '../../../actors/wiring/root';
import { Toaster, toaster } from '../../../components/ui/toaster';
import { formatDate } from '../../../i18n/format';
import { ADMIN_TEXT } from '../admin-layout-copy';
import { AdminNav } from '../admin-layout-nav';
import { InboxCountProvider } from '../enquiries/inbox-count';
import AdminAccountsPage from './admin-accounts-page';
import { ACCOUNTS_TEXT as T } from './accounts-copy';

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

/** The app's session, signed in with the test's token (the auth actor checks it as it does a stored one). */
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
const PORTAL = { base: '/admin', path: '/admin/accounts', logic, auth: rootLogic.auth } as const;

const rowOf = (name: string) => screen.getByRole('article', { name });
const inRow = (name: string) => within(rowOf(name));
const listed = async () => screen.findByText(T.count(2));

describe('the accounts page', () => {
  it('lists everyone who can sign in, the signed-in admin marked; the nav links to it', async () => {
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
    await listed();
    expect(screen.getAllByRole('article').map((row) => row.querySelector('h2')?.textContent)).toEqual([ADMIN.name, STAFF.name]);

    const me = rowOf(ADMIN.name);
    for (const words of [ADMIN.email, T.role('admin'), T.active, T.sessions(1)]) expect(me).toHaveTextContent(words);
    await waitFor(() => expect(me).toHaveTextContent(T.you));
    const team = await adminApi.listTeam();
    const signedInAt = team.find((m) => m.email === ADMIN.email)!.lastSignInAt!;
    expect(me.querySelector('time')).toHaveAttribute('datetime', signedInAt);
    expect(me).toHaveTextContent(formatDate(signedInAt, 'en', { dateStyle: 'medium', timeStyle: 'short' }));

    const staff = rowOf(STAFF.name);
    for (const words of [STAFF.email, T.role('staff'), T.active, T.never, T.sessions(0)]) expect(staff).toHaveTextContent(words);
    expect(staff).not.toHaveTextContent(T.you);
    expect(inRow(STAFF.name).getByRole('button', { name: `${T.deactivate} ${STAFF.name}` })).toBeEnabled();

    const link = screen.getByRole('link', { name: ADMIN_TEXT.accounts });
    expect(link).toHaveAttribute('href', '/admin/accounts');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('invites an administrator: checks the fields, then adds them as Invited with a toast', async () => {
    const { user } = renderPage(PAGE, PORTAL);
    await listed();
    await user.click(screen.getByRole('button', { name: T.invite }));
    const dialog = await screen.findByRole('dialog', { name: T.inviteTitle });
    const name = within(dialog).getByLabelText(T.name);
    const email = within(dialog).getByLabelText(T.email);
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(email, 'noura@');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(within(dialog).getByText(T.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(T.emailInvalid)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(T.nameRequired);
    expect(email).toHaveAccessibleDescription(T.emailInvalid);
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Noura');
    await user.type(email, 'example.com{Enter}');
    expect(await screen.findByText(MSG.invitationSent('noura@example.com'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(T.count(3))).toBeInTheDocument();
    const noura = rowOf('Noura');
    for (const words of ['noura@example.com', T.role('admin'), T.pending, T.never]) expect(noura).toHaveTextContent(words);
    expect(inRow('Noura').getByRole('button', { name: `${T.resend} ${T.resendTo('Noura')}` })).toBeInTheDocument();
    expect((await adminApi.listTeam()).find((m) => m.email === 'noura@example.com')).toMatchObject({ pending: true, active: true });
  });

  it('keeps the dialog open with the server reason and what was typed when the address exists', async () => {
    const { user } = renderPage(PAGE, PORTAL);
    await listed();
    await user.click(screen.getByRole('button', { name: T.invite }));
    const dialog = await screen.findByRole('dialog', { name: T.inviteTitle });
    await user.type(within(dialog).getByLabelText(T.name), 'Another Staff');
    await user.type(within(dialog).getByLabelText(T.email), STAFF.email);
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.serverError(409, SERVER_MSG.emailTaken));
    expect(within(dialog).getByLabelText(T.name)).toHaveValue('Another Staff');
    expect(within(dialog).getByLabelText(T.email)).toHaveValue(STAFF.email);
    expect(screen.getByText(T.count(2))).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.invite }));
    const again = await screen.findByRole('dialog', { name: T.inviteTitle });
    expect(within(again).getByLabelText(T.email)).toHaveValue('');
    expect(within(again).queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('deactivates only once confirmed, then reactivates in one click', async () => {
    const { user } = renderPage(PAGE, PORTAL);
    await listed();
    const deactivate = () => inRow(STAFF.name).getByRole('button', { name: `${T.deactivate} ${STAFF.name}` });

    await user.click(deactivate());
    const confirm = await screen.findByRole('alertdialog', { name: T.deactivateTitle(STAFF.name) });
    expect(confirm).toHaveTextContent(T.deactivateText);
    await user.click(within(confirm).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowOf(STAFF.name)).toHaveTextContent(T.active);

    await user.click(deactivate());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.confirmDeactivate }));
    expect(await screen.findByText(MSG.accountDeactivated(STAFF.name))).toBeInTheDocument();
    await waitFor(() => expect(rowOf(STAFF.name)).toHaveTextContent(T.deactivated));
    const reactivate = inRow(STAFF.name).getByRole('button', { name: `${T.reactivate} ${STAFF.name}` });
    await waitFor(() => expect(reactivate).toHaveFocus());
    expect((await adminApi.listTeam()).find((m) => m.email === STAFF.email)?.active).toBe(false);

    await user.click(reactivate);
    expect(await screen.findByText(MSG.accountReactivated(STAFF.name))).toBeInTheDocument();
    await waitFor(() => expect(rowOf(STAFF.name)).toHaveTextContent(T.active));
    expect((await adminApi.listTeam()).find((m) => m.email === STAFF.email)?.active).toBe(true);
  });

  it('refuses to deactivate the only administrator (yourself) with the server reason, keeping the row', async () => {
    const { user } = renderPage(PAGE, PORTAL);
    await listed();
    await user.click(inRow(ADMIN.name).getByRole('button', { name: `${T.deactivate} ${ADMIN.name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.confirmDeactivate }));
    expect(await screen.findByText(MSG.serverError(409, SERVER_MSG.lastAdmin))).toBeInTheDocument();
    expect(screen.getByText(MSG.deactivateFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowOf(ADMIN.name)).toHaveTextContent(T.active);
    expect((await adminApi.listTeam()).every((m) => m.active)).toBe(true);
  });

  it('sends a pending invitation again from its row', async () => {
    await adminApi.inviteAdmin({ name: 'Noura', email: 'noura@example.com' });
    const { user } = renderPage(PAGE, PORTAL);
    await screen.findByText(T.count(3));
    await user.click(inRow('Noura').getByRole('button', { name: `${T.resend} ${T.resendTo('Noura')}` }));
    expect(await screen.findByText(MSG.invitationSent('noura@example.com'))).toBeInTheDocument();
    expect(screen.getByText(T.count(3))).toBeInTheDocument();
  });

  it('signs out the admin’s other sessions and shows the new count', async () => {
    await login(); // another browser
    const { user } = renderPage(PAGE, PORTAL);
    await listed();
    expect(rowOf(ADMIN.name)).toHaveTextContent(T.sessions(2));
    await user.click(screen.getByRole('button', { name: T.signOutOthers }));
    expect(await screen.findByText(MSG.signedOutOthers)).toBeInTheDocument();
    await waitFor(() => expect(rowOf(ADMIN.name)).toHaveTextContent(T.sessions(1)));
  });

  it('shows a failed load with Try Again', async () => {
    server.use(http.get('*/api/admin/team', () => HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 })));
    const { user } = renderPage(PAGE, PORTAL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    expect(alert).toHaveTextContent(MSG.serverError(503, 'Database down'));
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: T.tryAgain }));
    await listed();
  });
});
