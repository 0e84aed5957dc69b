/**
 * The back office of issue 22 in the demo build, at 1366 and 390 px: a deleted car's toast offers Undo; the Trash,
 * the Activity log, a car's History and the Accounts page (with its invitation dialog) in English and in Arabic, each
 * axe-clean. The product server's own runs (trash.product.spec.ts, accounts.product.spec.ts) cover what persists.
 */
import type { Page } from '@playwright/test';
import { MSG } from '../../domain/app-messages';
import { ACCOUNTS_TEXT } from '../../src/features/admin/accounts/accounts-copy';
import { ACCOUNTS_TEXT as ACCOUNTS_TEXT_AR } from '../../src/features/admin/accounts/accounts-copy.ar';
import { ACTIVITY_TEXT } from '../../src/features/admin/activity/activity-copy';
import { ACTIVITY_TEXT as ACTIVITY_TEXT_AR } from '../../src/features/admin/activity/activity-copy.ar';
import { CARS_TEXT } from '../../src/features/admin/cars/cars-copy';
import { TRASH_TEXT } from '../../src/features/admin/trash/trash-copy';
import { TRASH_TEXT as TRASH_TEXT_AR } from '../../src/features/admin/trash/trash-copy.ar';
import { signInToCars, toast } from './admin-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

async function openPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
}

test('delete with Undo, the Trash, the Activity log, a History and the Accounts, in both languages: axe-clean', { tag: '@mobile' }, async ({ page }) => {
  test.setTimeout(180_000);
  await signInToCars(page);
  const labelledBy = await page.getByRole('article').first().getAttribute('aria-labelledby');
  const name = (await page.locator(`[id="${labelledBy}"]`).textContent())!.trim();
  await page.getByRole('button', { name: `${CARS_TEXT.delete} ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: CARS_TEXT.confirmDelete }).click();
  await expect(toast(page, MSG.carDeleted)).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: MSG.undo })).toBeVisible();
  await expectNoAxeViolations(page);

  await openPage(page, '/admin/trash', TRASH_TEXT.title);
  await expect(page.getByRole('article', { name })).toBeVisible();
  await expectNoAxeViolations(page);

  await openPage(page, '/admin/activity', ACTIVITY_TEXT.title);
  await expect(page.getByText(name).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await openPage(page, '/admin/cars', CARS_TEXT.title);
  await page.getByRole('article').first().getByRole('button', { name: new RegExp(`^${CARS_TEXT.history} `) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openPage(page, '/admin/accounts', ACCOUNTS_TEXT.title);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: ACCOUNTS_TEXT.invite }).click();
  await expect(page.getByRole('dialog', { name: ACCOUNTS_TEXT.inviteTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  for (const [path, title] of [
    ['/ar/admin/trash', TRASH_TEXT_AR.title],
    ['/ar/admin/activity', ACTIVITY_TEXT_AR.title],
    ['/ar/admin/accounts', ACCOUNTS_TEXT_AR.title],
  ] as const) {
    await openPage(page, path, title);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  }
});
