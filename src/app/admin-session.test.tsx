// @vitest-environment happy-dom
/**
 * The admin session through the whole app (issue 11, SPEC §4/§8): the real App, its root and portal wiring, the msw
 * mock backend. Sign-in to the dashboard without stray warnings; a start-up check that cannot reach the server keeps
 * the token and says why; logout clears the token before its call; a token removed in this very tab ends the session.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockBackend, server, setScenario } from '../../mocks/node';
import { login } from '../../mocks/test-helpers';
import { apiUrl } from '../../api/http';
import { authApi } from '../../api/auth-client';
import { MSG } from '../../domain/app-messages';
import { getToken, setToken } from '../../api/token-storage';
import { LOGIN_REDIRECT_MS, SPLASH_MS, STORAGE_KEYS, TOKEN_WATCH_MS } from '../../domain/constants';
import { ADMIN_TEXT } from '../features/admin/admin-layout-copy';
import { DASHBOARD_TEXT } from '../features/admin/dashboard/dashboard-copy';
import { SESSION_TEXT } from '../features/admin/session-copy';
import { App } from './app';
import { renderPage, WHOLE_APP } from '../../tests/setup/render-page';

const ADMIN = { email: 'admin@example.com', password: 'admin123' };

let warnings: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  localStorage.clear();
  sessionStorage.clear();
  warnings = [];
  // XState reports an event sent to a stopped actor with console.warn: any such warning fails the test.
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
  vi.spyOn(console, 'info').mockImplementation(() => undefined); // the guard's SPEC §6 log
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  expect(warnings).toEqual([]);
});
afterAll(() => server.close());

const dashboardHeading = () => screen.findByRole('heading', { level: 1, name: DASHBOARD_TEXT.title }, { timeout: 8_000 });

describe('sign-in to the dashboard', () => {
  it('logs in after the start-up loader has gone, reaches the dashboard, and no event goes to a stopped actor', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<App />, { ...WHOLE_APP, path: '/admin/login' });
    // The loader lifts after SPLASH_MS and fades out: its machine is done before anyone signs in.
    await act(() => vi.advanceTimersByTimeAsync(SPLASH_MS + 1_000));
    expect(screen.queryByTestId('splash')).toBeNull();

    await user.type(await screen.findByLabelText(ADMIN_TEXT.email, undefined, { timeout: 10_000 }), ADMIN.email);
    await user.type(screen.getByLabelText(ADMIN_TEXT.password, { selector: 'input' }), ADMIN.password);
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.submit }));
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS));
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(warnings.filter((w) => w.includes('stopped actor'))).toEqual([]);
  }, 30_000); // the whole app, its lazy pages loaded for the first time in this file
});

/** Signed in as the admin for this tab ("Keep me logged in"), as a reload finds it. */
async function storedSession(): Promise<string> {
  const token = await login();
  setToken(token, true);
  return token;
}

describe('a start-up check that cannot reach the server (issue 11)', () => {
  it('a server error keeps the token, says why on a calm screen, and Try Again signs the admin back in', async () => {
    const token = await storedSession();
    setScenario('error');
    renderPage(<App />, { ...WHOLE_APP, path: '/admin/dashboard' });
    const alert = await screen.findByRole('alert', undefined, { timeout: 8_000 });
    expect(alert).toHaveTextContent(MSG.serverError(500, 'Internal server error'));
    expect(screen.getByRole('heading', { level: 1, name: SESSION_TEXT.title })).toBeInTheDocument();
    // Not sent to the login, and the token is still there.
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);

    setScenario('normal');
    await userEvent.click(screen.getByRole('button', { name: SESSION_TEXT.retry }));
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(getToken()).toBe(token);
  });

  it('no network keeps the token, says so, and checks again by itself when the browser is back online', async () => {
    const token = await storedSession();
    setScenario('offline');
    renderPage(<App />, { ...WHOLE_APP, path: '/admin/cars' });
    expect(await screen.findByRole('alert', undefined, { timeout: 8_000 })).toHaveTextContent(MSG.networkError);
    expect(screen.getByRole('button', { name: SESSION_TEXT.retry })).toBeEnabled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);

    setScenario('normal');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { level: 1, name: /cars/i }, { timeout: 8_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/cars');
    expect(getToken()).toBe(token);
  });

  it('a check answered 401 still removes the token and shows the login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'revoked-token');
    renderPage(<App />, { ...WHOLE_APP, path: '/admin/dashboard' });
    expect(await screen.findByRole('button', { name: ADMIN_TEXT.submit }, { timeout: 8_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
    expect(getToken()).toBeNull();
  });
});

describe('signing out (issue 11)', () => {
  it('Logout removes the token before the logout call answers, and a failing call does not bring it back', async () => {
    const token = await storedSession();
    const arrived: Array<{ stored: string | null; authorization: string | null }> = [];
    // The server answers only when the test lets it: after the page has shown the login.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(apiUrl('/api/auth/admin/logout'), async ({ request }) => {
        arrived.push({ stored: localStorage.getItem(STORAGE_KEYS.token), authorization: request.headers.get('Authorization') });
        await answered;
        return HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 });
      }),
    );
    const logout = vi.spyOn(authApi, 'logout');
    renderPage(<App />, { ...WHOLE_APP, path: '/admin/dashboard' });
    await dashboardHeading();
    await userEvent.click(screen.getByRole('button', { name: ADMIN_TEXT.logout }));
    await waitFor(() => expect(arrived).toHaveLength(1));
    // The call is on the wire: the token already left storage (the other tabs heard it), the call still carries it.
    expect(arrived[0]).toEqual({ stored: null, authorization: `Bearer ${token}` });
    expect(await screen.findByRole('button', { name: ADMIN_TEXT.submit }, { timeout: 8_000 })).toBeInTheDocument();
    // Now the failing answer, and the session has had it (waitFor lets the session take the failure in).
    answer();
    await waitFor(() => expect(logout.mock.settledResults.map((r) => r.type)).toEqual(['rejected']));
    expect(getToken()).toBeNull();
    expect(window.location.pathname).toBe('/admin/login');
  });
});

describe('a token removed in this very tab (issue 11)', () => {
  it(`ends the session within ${TOKEN_WATCH_MS} ms though no storage event fires in this tab`, async () => {
    await storedSession();
    renderPage(<App />, { ...WHOLE_APP, path: '/admin/dashboard' });
    await dashboardHeading();
    localStorage.removeItem(STORAGE_KEYS.token); // devtools or a script, here
    expect(await screen.findByRole('button', { name: ADMIN_TEXT.submit }, { timeout: TOKEN_WATCH_MS + 3_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
  });
});
