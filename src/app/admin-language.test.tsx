// @vitest-environment happy-dom
/**
 * The portal in Arabic through the whole app (issue 12): the real App, its routes under '/ar', the auth and portal
 * machines, the msw mock backend. An admin signs in on the Arabic login and stays in Arabic; the language switch in
 * the portal's header changes the address only: the session is kept and the portal is not mounted again.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockBackend, server } from '../../mocks/node';
import { login } from '../../mocks/test-helpers';
import { MSG as MSG_AR } from '../../domain/app-messages.ar';
import { getToken, setToken } from '../../api/token-storage';
import { LOGIN_REDIRECT_MS, SPLASH_MS } from '../../domain/constants';
import { ADMIN_TEXT } from '../features/admin/admin-layout-copy';
import { ADMIN_TEXT as ADMIN_TEXT_AR } from '../features/admin/admin-layout-copy.ar';
import { DASHBOARD_TEXT } from '../features/admin/dashboard/dashboard-copy';
import { DASHBOARD_TEXT as DASHBOARD_TEXT_AR } from '../features/admin/dashboard/dashboard-copy.ar';
import { App } from './app';
import { renderPage, WHOLE_APP } from '../../tests/setup/render-page';

const ADMIN = { email: 'admin@example.com', password: 'admin123' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined); // the guard's SPEC §6 log
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8_000 });

describe('the portal in Arabic', () => {
  it('signs in on the Arabic login, in Arabic words, and arrives on the Arabic dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<App />, { ...WHOLE_APP, path: '/ar/admin/login' });
    await act(() => vi.advanceTimersByTimeAsync(SPLASH_MS + 1_000));

    expect(await heading(ADMIN_TEXT_AR.loginTitle)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('checkbox', { name: ADMIN_TEXT_AR.keepLoggedIn })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ADMIN_TEXT_AR.forgotPassword })).toHaveAttribute('href', '/ar/admin/forgot-password');
    // The switch on the login card leads to the same page in English.
    expect(screen.getByTestId('language-switch')).toHaveAttribute('href', '/admin/login');

    await user.type(screen.getByLabelText(ADMIN_TEXT_AR.email), ADMIN.email);
    await user.type(screen.getByLabelText(ADMIN_TEXT_AR.password, { selector: 'input' }), ADMIN.password);
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT_AR.submit }));
    expect(await screen.findByText(MSG_AR.loginSuccess)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    expect(await heading(DASHBOARD_TEXT_AR.title)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/ar/admin/dashboard');
    expect(screen.getByRole('button', { name: ADMIN_TEXT_AR.logout })).toBeInTheDocument();
  }, 30_000); // the whole app, its lazy pages loaded for the first time in this file

  it('the header’s language switch keeps the admin signed in and the portal mounted, both ways', async () => {
    const token = await login();
    setToken(token, true);
    renderPage(<App />, { ...WHOLE_APP, path: '/ar/admin/dashboard' });
    expect(await heading(DASHBOARD_TEXT_AR.title)).toBeInTheDocument();
    const logout = screen.getByRole('button', { name: ADMIN_TEXT_AR.logout });
    const user = userEvent.setup();

    const toEnglish = screen.getByTestId('language-switch');
    expect(toEnglish).toHaveAttribute('href', '/admin/dashboard');
    await user.click(toEnglish);
    expect(await heading(DASHBOARD_TEXT.title)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // The very same button, now in English: nothing was mounted again, and the session is the same one.
    expect(logout).toBeInTheDocument();
    expect(logout).toHaveTextContent(ADMIN_TEXT.logout);
    expect(getToken()).toBe(token);

    await user.click(screen.getByTestId('language-switch'));
    await waitFor(() => expect(window.location.pathname).toBe('/ar/admin/dashboard'));
    expect(await heading(DASHBOARD_TEXT_AR.title)).toBeInTheDocument();
    expect(logout).toBeInTheDocument();
    expect(logout).toHaveTextContent(ADMIN_TEXT_AR.logout);
    expect(getToken()).toBe(token);
  }, 30_000);
});
