// @vitest-environment happy-dom
/**
 * Issue 11: a toast raised while the car dialog is open. Ark/Zag's modal dialog hides the rest of the page from
 * assistive technology (aria-hidden on everything outside it); the toast must still be announced — reachable by its
 * role, with no aria-hidden or inert ancestor — and sit in the dialog's own layout, not over its buttons.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getDb, resetMockBackend, server } from '../../../../mocks/node';
import { login } from '../../../../mocks/test-helpers';
import { logic } from '../../../actors/wiring/portal';
import { MSG } from '../../../../domain/app-messages';
import { clearToken, setToken } from '../../../../api/token-storage';
import { ToasterSlot } from '../../../components/ui/toaster-slot';
import { toaster } from '../../../components/ui/toaster';
import { CarDialog } from './car-dialog';
import { FORM_TEXT } from './cars-copy';
import { renderPage } from '../../../../tests/setup/render-page';

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

/** What hides an element from assistive technology: itself or an ancestor aria-hidden or inert. */
function hiddenBy(element: Element): Element | null {
  return element.closest('[aria-hidden="true"], [inert]');
}

/** The page as the app composes it: the page's content in the app's root, the toaster where the app mounts it. */
function renderDialogPage() {
  const dialog = createActor(logic.carDialog).start();
  const ui = (
    <>
      <main>
        <h1>Cars</h1>
        <CarDialog dialog={dialog} />
      </main>
      <ToasterSlot />
    </>
  );
  return { dialog, user: renderPage(ui).user };
}

describe('a toast while the car dialog is open', () => {
  it('a failing save is announced: a status inside the dialog, not hidden, above the form and its buttons', async () => {
    server.use(
      http.put('*/api/admin/cars/edit/:id', () => HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 })),
    );
    const car = (await getDb()).cars[0]!;
    const { dialog, user } = renderDialogPage();
    act(() => dialog.send({ type: 'dialog.openForEdit', car }));
    const open = await screen.findByRole('dialog', { name: FORM_TEXT.editTitle });
    // Zag hides the page behind the modal once it is open (a frame later).
    await waitFor(() => expect(hiddenBy(screen.getByRole('heading', { name: 'Cars', hidden: true }))).not.toBeNull());

    await user.click(within(open).getByRole('button', { name: FORM_TEXT.submitEdit }));
    const toast = await screen.findByRole('status', { name: MSG.updateCarFailed });
    expect(toast).toHaveTextContent(MSG.serverError(500, 'Internal server error'));
    expect(hiddenBy(toast)).toBeNull();
    // Its live region goes with it, inside the dialog (within the focus trap), before the form: it pushes, not covers.
    expect(toast.closest('[aria-live]')).not.toBeNull();
    expect(open.contains(toast)).toBe(true);
    const footer = within(open).getByRole('button', { name: FORM_TEXT.cancel }).closest('footer')!;
    expect(toast.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toast.compareDocumentPosition(within(open).getByRole('heading', { name: FORM_TEXT.editTitle })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('once the dialog has closed, toasts show on the page again, outside the app root', async () => {
    const car = (await getDb()).cars[0]!;
    const { dialog, user } = renderDialogPage();
    act(() => dialog.send({ type: 'dialog.openForEdit', car }));
    const open = await screen.findByRole('dialog', { name: FORM_TEXT.editTitle });
    await user.click(within(open).getByRole('button', { name: FORM_TEXT.submitEdit }));
    const toast = await screen.findByRole('status', { name: MSG.carUpdated });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hiddenBy(toast)).toBeNull();
    // A direct child of <body> that is a live region: Zag's aria-hidden helper leaves it alone under any later modal.
    expect(toast.closest('[aria-live]')?.parentElement).toBe(document.body);
  });
});
