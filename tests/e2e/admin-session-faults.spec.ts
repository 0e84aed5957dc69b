import type { Locator, Page } from '@playwright/test';
import { MSG } from '../../domain/app-messages';
import { STORAGE_KEYS, TOKEN_WATCH_MS } from '../../domain/constants';
import { ADMIN_TEXT } from '../../src/features/admin/admin-layout-copy';
import { CARS_TEXT, FORM_TEXT } from '../../src/features/admin/cars/cars-copy';
import { DASHBOARD_TEXT } from '../../src/features/admin/dashboard/dashboard-copy';
import { SESSION_TEXT } from '../../src/features/admin/session-copy';
import { carDialog, signInToCars } from './admin-helpers';
import { FAILED_RESOURCE_LOG, expect, expectNoAxeViolations, gotoFresh, test } from './fixtures';

/**
 * Issue 11, "Faults and sessions" in the portal (demo build, in-browser mock backend; both projects, 1366 and 390 px):
 * a start-up check that cannot reach the server keeps the session and says why; logout clears the token before its
 * call answers; a token removed in this very tab ends the session; a toast raised in the car dialog covers none of
 * its buttons.
 */

type MockHandle = { setScenario(name: string): void; setLatency(ms: number): void };
const setScenario = (page: Page, name: 'normal' | 'error' | 'offline') =>
  page.evaluate((n) => (window as unknown as { __mockBackend: MockHandle }).__mockBackend.setScenario(n), name);
const setLatency = (page: Page, ms: number) =>
  page.evaluate((n) => (window as unknown as { __mockBackend: MockHandle }).__mockBackend.setLatency(n), ms);
const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), STORAGE_KEYS.token);
const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: DASHBOARD_TEXT.title });

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test.describe('the stored session when the server cannot be reached (issue 11)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a server error at start keeps the token, says why, and Try Again signs the admin back in', async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await signInToCars(page);
    const token = await storedToken(page);
    await gotoFresh(page, '/admin/dashboard', { scenario: 'error' });
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(MSG.serverError(500, 'Internal server error'));
    await expect(page.getByRole('heading', { level: 1, name: SESSION_TEXT.title })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/);
    expect(await storedToken(page)).toBe(token);
    await expectNoAxeViolations(page);
    await screenshot(page, 'session-unavailable');

    await setScenario(page, 'normal');
    await page.getByRole('button', { name: SESSION_TEXT.retry }).click();
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/);
    expect(await storedToken(page)).toBe(token);
  });

  test('offline at start: the network message, then the session is checked again when the browser is back online', async ({ page, context, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await signInToCars(page);
    const token = await storedToken(page);
    await gotoFresh(page, '/admin/cars', { scenario: 'offline' });
    await expect(page.getByRole('alert')).toHaveText(MSG.networkError);
    expect(await storedToken(page)).toBe(token);

    await setScenario(page, 'normal');
    // The browser's own offline → online (its 'online' event), no click.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByText(/^Showing \d+ of \d+ cars$/)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin\/cars(\?|$)/);
    expect(await storedToken(page)).toBe(token);
  });
});

test.describe('signing out (issue 11)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Logout clears the token at once, before the logout call answers', async ({ page }) => {
    await signInToCars(page);
    await setLatency(page, 1_500);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/admin/logout'));
    await page.getByRole('button', { name: ADMIN_TEXT.logout }).click();
    // The call takes 1.5 s: the token is gone long before.
    await expect.poll(() => storedToken(page), { timeout: 1_000 }).toBeNull();
    await answered;
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a token removed in this very tab (devtools, a script) ends the session here too', async ({ page }) => {
    await signInToCars(page);
    // No 'storage' event fires in the tab that removed it.
    await page.evaluate((key) => {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }, STORAGE_KEYS.token);
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: TOKEN_WATCH_MS + 5_000 });
    await expect(page.getByRole('button', { name: ADMIN_TEXT.submit })).toBeVisible();
  });
});

test.describe('a toast in the car dialog (issue 11)', () => {
  test.describe.configure({ timeout: 90_000 });

  const box = async (locator: Locator) => {
    const b = await locator.boundingBox();
    if (!b) throw new Error('not on screen');
    return b;
  };
  const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test('a failing save is announced in the dialog and covers none of its buttons', { tag: '@mobile' }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await signInToCars(page);
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `${CARS_TEXT.edit} ${name}` }).click();
    const dialog = carDialog(page);
    await expect(dialog.getByRole('heading', { name: FORM_TEXT.editTitle })).toBeVisible();
    await setScenario(page, 'error');
    await dialog.getByRole('button', { name: FORM_TEXT.submitEdit }).click();

    const toast = dialog.getByRole('status').filter({ hasText: MSG.updateCarFailed });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(MSG.serverError(500, 'Internal server error'));
    // Not hidden from assistive technology by the modal.
    expect(await toast.evaluate((el) => el.closest('[aria-hidden="true"], [inert]') === null)).toBe(true);
    // A toast closes after 5 s unless the pointer is on it: held there, so a busy machine's slow steps below do not
    // measure it on its way out (when its space in the dialog has already closed).
    await toast.hover();
    // Wait for its entry to settle (Zag measures its height, the dialog's content moves down), then no control of the
    // dialog lies under it, and nothing the dialog shows: its header starts below the toast.
    const heading = dialog.getByRole('heading', { name: FORM_TEXT.editTitle });
    await expect.poll(async () => (await box(heading)).y - ((await box(toast)).y + (await box(toast)).height), { timeout: 5_000 }).toBeGreaterThanOrEqual(0);
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
    const toastBox = await box(toast);
    for (const control of [
      dialog.getByRole('button', { name: FORM_TEXT.submitEdit }),
      dialog.getByRole('button', { name: FORM_TEXT.cancel }),
      dialog.getByRole('button', { name: FORM_TEXT.close }),
    ]) {
      const controlBox = await box(control);
      expect(intersects(toastBox, controlBox), `the toast ${JSON.stringify(toastBox)} covers ${JSON.stringify(controlBox)}`).toBe(false);
    }
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await box(heading)).y);
    await screenshot(page, 'dialog-toast');
    await expectNoAxeViolations(page);
  });
});
