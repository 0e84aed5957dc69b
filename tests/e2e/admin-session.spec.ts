import type { Page, Request } from '@playwright/test';
import { MSG } from '../../domain/app-messages';
import { LOGIN_REDIRECT_MS, STORAGE_KEYS, TOKEN_REFRESH_MS } from '../../domain/constants';
import { ADMIN_TEXT } from '../../src/features/admin/admin-layout-copy';
import { DASHBOARD_TEXT } from '../../src/features/admin/dashboard/dashboard-copy';
import { PASSWORD_TEXT } from '../../src/features/admin/password/password-copy';
import { FAILED_RESOURCE_LOG, expect, expectNoAxeViolations, gotoFresh, test } from './fixtures';

const ADMIN = { email: 'admin@example.com', password: 'admin123' };
const STAFF = { email: 'staff@example.com', password: 'staff123' };
const WRONG_PASSWORD_ERROR = MSG.serverError(401, 'Invalid email or password');
const RESET_LOG = /^\[mock\] Password reset e-mail for (\S+): token (\S+)$/;

/** The in-browser mock backend's handle (mocks/browser.ts): scenarios and latency without a reload. */
type MockHandle = { setScenario(name: string): void; setLatency(ms: number): void };
const setScenario = (page: Page, name: 'normal' | 'error' | 'offline') =>
  page.evaluate((n) => (window as unknown as { __mockBackend: MockHandle }).__mockBackend.setScenario(n), name);
const setLatency = (page: Page, ms: number) =>
  page.evaluate((n) => (window as unknown as { __mockBackend: MockHandle }).__mockBackend.setLatency(n), ms);

const desktopOnly = (name: string) => test.skip(name !== 'desktop', 'the fixed sidebar is the wide-screen navigation');
const mobileOnly = (name: string) => test.skip(name !== 'mobile', 'the drawer is the small-screen navigation');

const emailField = (page: Page) => page.getByLabel(ADMIN_TEXT.email);
const passwordField = (page: Page) => page.getByLabel(ADMIN_TEXT.password, { exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: ADMIN_TEXT.submit });

/** Every request the page makes to an API path (the mock service worker answers them; Playwright still sees them). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

async function fillLogin(page: Page, { email, password }: { email: string; password: string }, persist = false) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  if (persist) await page.getByLabel(ADMIN_TEXT.keepLoggedIn).check();
}

/** Signs in from the login page and waits for the dashboard. */
async function signIn(page: Page, credentials = ADMIN, persist = false) {
  await gotoFresh(page, '/admin/login');
  await fillLogin(page, credentials, persist);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: LOGIN_REDIRECT_MS + 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXT.title })).toBeVisible();
  await expect(totalTile(page)).toHaveText(/^\d[\d,]*$/);
}

const storedTokens = (page: Page) =>
  page.evaluate((key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }), STORAGE_KEYS.token);

const totalTile = (page: Page) =>
  page.getByRole('term').filter({ hasText: DASHBOARD_TEXT.total }).locator('xpath=following-sibling::dd[1]');

test.describe('admin guards (SPEC §2)', () => {
  test('a guest is sent from /admin and /admin/cars to the login', async ({ page }) => {
    await gotoFresh(page, '/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_TEXT.loginTitle })).toBeVisible();
    await gotoFresh(page, '/admin/cars');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await gotoFresh(page, '/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the guard logs route, flag and role once per route change, not per render', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info' && message.text().startsWith('[guard]')) logs.push(message.text());
    });
    await gotoFresh(page, '/admin/login');
    await expect.poll(() => logs.length).toBeGreaterThan(0);
    const before = logs.length;
    // Typing re-renders the page many times; the route does not change.
    await emailField(page).pressSequentially('someone@example.com');
    await page.getByRole('button', { name: ADMIN_TEXT.showPassword }).click();
    expect(logs).toHaveLength(before);
    expect(logs.at(-1)).toContain('/admin/login');
    expect(logs.at(-1)).toMatch(/isAuthenticated: false/);
    await page.getByRole('link', { name: ADMIN_TEXT.forgotPassword }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await expect.poll(() => logs.length).toBe(before + 1);
    expect(logs.at(-1)).toContain('/admin/forgot-password');
  });

  test('a signed-in non-admin is sent to /unauth', async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await gotoFresh(page, '/admin/login');
    await fillLogin(page, STAFF);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/unauth$/, { timeout: LOGIN_REDIRECT_MS + 10_000 });
    await gotoFresh(page, '/admin/cars');
    await expect(page).toHaveURL(/\/unauth$/);
    await gotoFresh(page, '/admin');
    await expect(page).toHaveURL(/\/unauth$/);
    // The login is still offered to them (to sign in as an admin).
    await gotoFresh(page, '/admin/login');
    await expect(submitButton(page)).toBeVisible();
  });

  test('an admin is sent on from /admin, the login and the password pages', async ({ page }) => {
    await signIn(page);
    for (const path of ['/admin', '/admin/login', '/admin/forgot-password', '/admin/reset-password?token=x']) {
      await gotoFresh(page, path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }
  });
});

test.describe('admin login (SPEC §2, §5)', () => {
  test('an incomplete submit or an e-mail without @ is silently ignored', async ({ page }) => {
    const calls = recordApiCalls(page);
    await gotoFresh(page, '/admin/login');
    await submitButton(page).click();
    await fillLogin(page, { email: 'admin.example.com', password: ADMIN.password });
    await submitButton(page).click();
    await fillLogin(page, { email: ADMIN.email, password: '' });
    await submitButton(page).click();
    await expect(submitButton(page)).toBeEnabled();
    // No message of any kind: the (empty) alert region stays hidden.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(MSG.loginSuccess)).toHaveCount(0);
    expect(calls.filter((c) => c.includes('/api/auth/admin/login'))).toEqual([]);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a wrong password shows the server's error and keeps the e-mail", async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await gotoFresh(page, '/admin/login');
    await fillLogin(page, { email: ADMIN.email, password: 'not-the-password' });
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD_ERROR);
    await expect(emailField(page)).toHaveValue(ADMIN.email);
    await expect(submitButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await gotoFresh(page, '/admin/login');
    const toggle = page.getByRole('button', { name: ADMIN_TEXT.showPassword });
    await passwordField(page).fill('secret');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
  });

  test("'Keep me logged in': success message, dashboard after 1.5 s, token in localStorage", async ({ page }) => {
    await gotoFresh(page, '/admin/login');
    await fillLogin(page, ADMIN, true);
    await submitButton(page).click();
    await expect(page.getByText(MSG.loginSuccess)).toBeVisible();
    const shownAt = Date.now();
    // Still here while the message shows; the button says it is done.
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(submitButton(page)).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: LOGIN_REDIRECT_MS + 5_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThanOrEqual(LOGIN_REDIRECT_MS - 400);
    expect(waited).toBeLessThan(LOGIN_REDIRECT_MS + 4_000);
    const tokens = await storedTokens(page);
    expect(tokens.local).toBeTruthy();
    expect(tokens.session).toBeNull();
    // A reload keeps the session (the stored token is checked at start).
    await gotoFresh(page, '/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('button', { name: ADMIN_TEXT.logout })).toBeVisible();
  });

  test('without it the token goes to sessionStorage', async ({ page }) => {
    await signIn(page, ADMIN, false);
    const tokens = await storedTokens(page);
    expect(tokens.session).toBeTruthy();
    expect(tokens.local).toBeNull();
  });

  test('the button says Signing in... while the call runs', async ({ page }) => {
    await gotoFresh(page, '/admin/login');
    await setLatency(page, 1_500);
    await fillLogin(page, ADMIN);
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: ADMIN_TEXT.submitting })).toBeDisabled();
    await expect(page.getByText(MSG.loginSuccess)).toBeVisible({ timeout: 10_000 });
  });

  test('axe: the login page has no violations, also with an error shown', { tag: '@mobile' }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await gotoFresh(page, '/admin/login');
    await expectNoAxeViolations(page);
    await fillLogin(page, { email: ADMIN.email, password: 'wrong-password' });
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD_ERROR);
    await expectNoAxeViolations(page);
    // The admin screens are not indexed and carry no public footer.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('admin session (SPEC §4)', () => {
  test('Logout ends the session and clears the token', async ({ page }) => {
    await signIn(page, ADMIN, true);
    await page.getByRole('button', { name: ADMIN_TEXT.logout }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect.poll(() => storedTokens(page)).toEqual({ local: null, session: null });
    await gotoFresh(page, '/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('Logout clears the session even when the call fails', async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    const calls = recordApiCalls(page);
    await signIn(page, ADMIN, true);
    await setScenario(page, 'offline');
    await page.getByRole('button', { name: ADMIN_TEXT.logout }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect.poll(() => storedTokens(page)).toEqual({ local: null, session: null });
    expect(calls).toContain('POST /api/auth/admin/logout');
  });

  test('removing adminToken in another tab logs this tab out', async ({ page, context }) => {
    await signIn(page, ADMIN, true);
    const other = await context.newPage();
    await gotoFresh(other, '/admin/dashboard');
    await expect(other).toHaveURL(/\/admin\/dashboard$/);
    await other.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.token);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(submitButton(page)).toBeVisible();
    await other.close();
  });

  test('the token is refreshed every 30 minutes and the session outlives the 15-minute access token', async ({ page }) => {
    const calls = recordApiCalls(page);
    await signIn(page);
    const first = (await storedTokens(page)).session;
    expect(calls.filter((c) => c.endsWith('/api/auth/refresh-token'))).toEqual([]);
    await page.clock.fastForward(TOKEN_REFRESH_MS - 60_000);
    expect(calls.filter((c) => c.endsWith('/api/auth/refresh-token'))).toEqual([]);
    await page.clock.fastForward(2 * 60_000); // 31 minutes in: the first access token expired at 15
    await expect.poll(() => calls.filter((c) => c.endsWith('/api/auth/refresh-token')).length).toBe(1);
    await expect.poll(async () => (await storedTokens(page)).session).not.toBe(first);
    // An admin call with the refreshed token is accepted: no trip back to the login.
    await page.getByRole('button', { name: DASHBOARD_TEXT.refresh }).click();
    await expect(page.getByRole('button', { name: DASHBOARD_TEXT.refresh })).toBeEnabled();
    await expect(totalTile(page)).toHaveText(/^\d[\d,]*$/);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(calls.filter((c) => c.endsWith('/api/admin/cars/stats')).length).toBeGreaterThanOrEqual(2);
  });

  test('a 401 on an admin call removes the token and shows the login', async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await signIn(page, ADMIN, true);
    // The server forgets the session (another device changed the password, an expired token...).
    await page.evaluate((key) => localStorage.setItem(key, 'revoked-token'), STORAGE_KEYS.token);
    await page.getByRole('button', { name: DASHBOARD_TEXT.refresh }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
  });
});

test.describe('password flows (SPEC §7)', () => {
  test('forgot and reset password round trip', async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await gotoFresh(page, '/admin/login');
    await page.getByRole('link', { name: ADMIN_TEXT.forgotPassword }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: PASSWORD_TEXT.forgotTitle })).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = page.waitForEvent('console', (m) => RESET_LOG.test(m.text()));
    await page.getByLabel(ADMIN_TEXT.email).fill(ADMIN.email);
    await page.getByRole('button', { name: PASSWORD_TEXT.sendLink }).click();
    await expect(page.getByText(MSG.resetLinkSent)).toBeVisible();
    const [, mailedTo, token] = RESET_LOG.exec((await mail).text()) ?? [];
    expect(mailedTo).toBe(ADMIN.email);
    expect(token).toBeTruthy();

    await gotoFresh(page, `/admin/reset-password?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: PASSWORD_TEXT.resetTitle })).toBeVisible();
    const next = page.getByLabel(PASSWORD_TEXT.next, { exact: true });
    const confirm = page.getByLabel(PASSWORD_TEXT.confirm, { exact: true });
    await next.fill('brand-new-pass');
    await confirm.fill('brand-new-typo');
    await page.getByRole('button', { name: PASSWORD_TEXT.reset }).click();
    await expect(page.getByRole('alert')).toHaveText(MSG.passwordMismatch);
    await confirm.fill('brand-new-pass');
    await page.getByRole('button', { name: PASSWORD_TEXT.reset }).click();
    await expect(page.getByText(MSG.passwordResetDone)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: PASSWORD_TEXT.backToLogin }).click();
    await fillLogin(page, ADMIN);
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD_ERROR);
    await passwordField(page).fill('brand-new-pass');
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: LOGIN_REDIRECT_MS + 10_000 });
  });

  test('the forgot page answers the same for an unknown address', async ({ page }) => {
    let mailed = false;
    page.on('console', (m) => {
      if (RESET_LOG.test(m.text())) mailed = true;
    });
    await gotoFresh(page, '/admin/forgot-password');
    await page.getByLabel(ADMIN_TEXT.email).fill('nobody@example.com');
    await page.getByRole('button', { name: PASSWORD_TEXT.sendLink }).click();
    await expect(page.getByText(MSG.resetLinkSent)).toBeVisible();
    expect(mailed).toBe(false);
  });

  test('a reset link without a token says so', async ({ page }) => {
    await gotoFresh(page, '/admin/reset-password');
    await expect(page.getByText(MSG.resetTokenMissing)).toBeVisible();
    await expect(page.getByRole('link', { name: PASSWORD_TEXT.requestNewLink })).toHaveAttribute('href', '/admin/forgot-password');
  });

  test('change password from the header: focus trapped, errors shown, success toast, new password works', { tag: '@mobile' }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await signIn(page);
    await page.getByRole('button', { name: ADMIN_TEXT.changePassword }).click();
    const dialog = page.getByRole('dialog', { name: PASSWORD_TEXT.changeTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(PASSWORD_TEXT.current, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // Focus stays inside the dialog while tabbing around.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    const current = dialog.getByLabel(PASSWORD_TEXT.current, { exact: true });
    const next = dialog.getByLabel(PASSWORD_TEXT.next, { exact: true });
    const confirm = dialog.getByLabel(PASSWORD_TEXT.confirm, { exact: true });
    await current.fill('not-my-password');
    await next.fill('shiny-new-pass');
    await confirm.fill('shiny-new-pass');
    await dialog.getByRole('button', { name: PASSWORD_TEXT.update }).click();
    await expect(dialog.getByRole('alert')).toContainText(/currentPassword: is incorrect/);
    // What was typed is kept for a correction.
    await expect(next).toHaveValue('shiny-new-pass');
    await current.fill(ADMIN.password);
    await dialog.getByRole('button', { name: PASSWORD_TEXT.update }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(MSG.passwordChanged)).toBeVisible();

    await page.getByRole('button', { name: ADMIN_TEXT.logout }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await fillLogin(page, { email: ADMIN.email, password: 'shiny-new-pass' });
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: LOGIN_REDIRECT_MS + 10_000 });
  });

  test('the change-password dialog closes with Escape and refuses a mismatch locally', async ({ page }) => {
    const calls = recordApiCalls(page);
    await signIn(page);
    await page.getByRole('button', { name: ADMIN_TEXT.changePassword }).click();
    const dialog = page.getByRole('dialog', { name: PASSWORD_TEXT.changeTitle });
    await dialog.getByLabel(PASSWORD_TEXT.current, { exact: true }).fill(ADMIN.password);
    await dialog.getByLabel(PASSWORD_TEXT.next, { exact: true }).fill('shiny-new-pass');
    await dialog.getByLabel(PASSWORD_TEXT.confirm, { exact: true }).fill('shiny-new-typo');
    await dialog.getByRole('button', { name: PASSWORD_TEXT.update }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MSG.passwordMismatch);
    expect(calls.filter((c) => c.endsWith('/api/auth/change-password'))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: ADMIN_TEXT.changePassword })).toBeFocused();
  });
});

test.describe('admin layout and dashboard', () => {
  test('the dashboard shows the statistics of the stats call, with text equivalents of its charts', { tag: '@mobile' }, async ({ page }) => {
    await signIn(page, ADMIN, true);
    const stats = await page.evaluate(async (key) => {
      const response = await fetch('/api/admin/cars/stats', { headers: { Authorization: `Bearer ${localStorage.getItem(key)}` } });
      return (await response.json()) as { data: { total: number; totalViews: number; byCategory: unknown[]; byBrand: unknown[]; mostViewed: Array<{ name: string }> } };
    }, STORAGE_KEYS.token);
    const format = (n: number) => new Intl.NumberFormat('en-US').format(n);
    await expect(totalTile(page)).toHaveText(format(stats.data.total));
    await expect(page.getByRole('term').filter({ hasText: DASHBOARD_TEXT.totalViews }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      format(stats.data.totalViews),
    );
    for (const title of [DASHBOARD_TEXT.byStatus, DASHBOARD_TEXT.byCategory, DASHBOARD_TEXT.byBrand]) {
      await expect(page.getByRole('figure', { name: title })).toBeVisible();
    }
    // Each bar chart has a table with one row per bar (plus the header row).
    await expect(page.getByRole('table', { name: DASHBOARD_TEXT.byCategory }).getByRole('row')).toHaveCount(stats.data.byCategory.length + 1);
    await expect(page.getByRole('table', { name: DASHBOARD_TEXT.byBrand }).getByRole('row')).toHaveCount(stats.data.byBrand.length + 1);
    const mostViewed = page.getByRole('region', { name: DASHBOARD_TEXT.mostViewed }).getByRole('listitem');
    await expect(mostViewed).toHaveCount(stats.data.mostViewed.length);
    await expect(mostViewed.first()).toContainText(stats.data.mostViewed[0]?.name ?? '');
    await expectNoAxeViolations(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test("the dashboard's error state and its retry", async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await signIn(page);
    await setScenario(page, 'error');
    await page.getByRole('button', { name: DASHBOARD_TEXT.refresh }).click();
    const alert = page.getByRole('alert').filter({ hasText: MSG.statsFailed });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(MSG.serverError(500, 'Internal server error'));
    await expect(totalTile(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await setScenario(page, 'normal');
    await alert.getByRole('button', { name: DASHBOARD_TEXT.retry }).click();
    await expect(totalTile(page)).toHaveText(/^\d[\d,]*$/);
    await expect(alert).toHaveCount(0);
  });

  test('the sidebar marks the current page and leads to Cars', async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name);
    await signIn(page);
    const nav = page.getByRole('navigation', { name: ADMIN_TEXT.adminNav });
    await expect(nav.getByRole('link', { name: ADMIN_TEXT.dashboard })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: ADMIN_TEXT.cars })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: ADMIN_TEXT.openMenu })).toBeHidden();
    await expect(page.getByText(ADMIN.email)).toBeVisible();
    await nav.getByRole('link', { name: ADMIN_TEXT.cars }).click();
    await expect(page).toHaveURL(/\/admin\/cars$/);
    await expect(nav.getByRole('link', { name: ADMIN_TEXT.cars })).toHaveAttribute('aria-current', 'page');
  });

  test('on a small screen the sidebar is a drawer', { tag: '@mobile' }, async ({ page }, testInfo) => {
    mobileOnly(testInfo.project.name);
    await signIn(page);
    const toggle = page.getByRole('button', { name: ADMIN_TEXT.openMenu });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: ADMIN_TEXT.menuTitle });
    await expect(drawer).toBeVisible();
    // The page behind the modal drawer is hidden from assistive technology, the toggle included.
    await expect(page.getByRole('button', { name: ADMIN_TEXT.openMenu, includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: ADMIN_TEXT.dashboard })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByText(ADMIN.email)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await toggle.click();
    await drawer.getByRole('link', { name: ADMIN_TEXT.cars }).click();
    await expect(page).toHaveURL(/\/admin\/cars$/);
    await expect(drawer).toBeHidden();
  });
});
