import { MSG } from '../../domain/app-messages';
import { expect, expectNoAxeViolations, gotoFresh, test } from './fixtures';

const UNKNOWN_PATH = '/no-such-page-e2e';

test.describe('smoke', () => {
  test('/ shows the app: one <main> landmark and a document title', async ({ page }) => {
    await gotoFresh(page, '/');
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main')).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
  });

  test('an unknown path shows the Not Found page', async ({ page }) => {
    await gotoFresh(page, UNKNOWN_PATH);
    await expect(page.getByRole('heading', { name: MSG.notFoundTitle, exact: true })).toBeVisible();
  });

  test('/ has no axe violations', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/');
    await expectNoAxeViolations(page);
  });

  test('the Not Found page has no axe violations', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, UNKNOWN_PATH);
    await expect(page.getByRole('heading', { name: MSG.notFoundTitle, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
