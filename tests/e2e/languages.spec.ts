import type { Page } from '@playwright/test';
import { NAV_TEXT } from '../../src/features/shell/shell-links';
import { NAV_TEXT as NAV_TEXT_AR } from '../../src/features/shell/shell-links.ar';
import { PAGE_HEADS } from '../../src/config/page-heads';
import { PAGE_HEADS as PAGE_HEADS_AR } from '../../src/config/page-heads.ar';
import { ADMIN_TEXT as ADMIN_TEXT_AR } from '../../src/features/admin/admin-layout-copy.ar';
import { signInToCars } from './admin-helpers';
import { expect, expectNoAxeViolations, gotoFresh, test } from './fixtures';

/** Issue 12: the language switch, the address that carries the language, the remembered choice, Arabic pages axe-clean. */
const languageSwitch = (page: Page) => page.getByTestId('language-switch').filter({ visible: true }).first();
const mainNav = (page: Page, label: string) => page.getByRole('navigation', { name: label });

async function expectDocumentLanguage(page: Page, lang: 'en' | 'ar-AE') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'en' ? 'ltr' : 'rtl');
}

test('the switch opens the same page, with its query, in Arabic at /ar/…, and back; links stay in the language', { tag: '@mobile' }, async ({ page, isMobile }) => {
  await gotoFresh(page, '/cars?category=sports');
  await expectDocumentLanguage(page, 'en');
  await expect(languageSwitch(page)).toHaveText('العربية');
  await expect(languageSwitch(page)).toHaveAttribute('hreflang', 'ar-AE');
  await languageSwitch(page).click();
  await expect(page).toHaveURL(/\/ar\/cars\?category=sports$/);
  await expectDocumentLanguage(page, 'ar-AE');
  await expect(page).toHaveTitle(new RegExp(`^${PAGE_HEADS_AR.cars.title}|رياضية`));

  // A link of the page stays in Arabic.
  if (isMobile) {
    await page.getByRole('button', { name: NAV_TEXT_AR.openMenu }).click();
    await page.getByRole('dialog').getByRole('link', { name: NAV_TEXT_AR.about, exact: true }).click();
  } else {
    await mainNav(page, NAV_TEXT_AR.mainNav).getByRole('link', { name: NAV_TEXT_AR.about, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(page).toHaveTitle(new RegExp(`^${PAGE_HEADS_AR.about.title}`));

  // A reload keeps the language: it is in the address.
  await page.reload();
  await expectDocumentLanguage(page, 'ar-AE');

  await expect(languageSwitch(page)).toHaveText('English');
  await languageSwitch(page).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(new URL(page.url()).pathname).toBe('/about');
  await expectDocumentLanguage(page, 'en');
  await expect(page).toHaveTitle(new RegExp(`^${PAGE_HEADS.about.title}`));
});

test('the choice is remembered for the bare home page; a shared link opens in its own language', { tag: '@mobile' }, async ({ page }) => {
  await gotoFresh(page, '/about');
  await languageSwitch(page).click();
  await expect(page).toHaveURL(/\/ar\/about$/);

  await gotoFresh(page, '/');
  await expect(page).toHaveURL(/\/ar$/);
  await expectDocumentLanguage(page, 'ar-AE');

  // The address wins: an English link opens in English even for a visitor who chose Arabic.
  await gotoFresh(page, '/contact');
  await expect(page).toHaveURL(/\/contact$/);
  await expectDocumentLanguage(page, 'en');
  await expect(mainNav(page, NAV_TEXT.mainNav).or(page.getByRole('button', { name: NAV_TEXT.openMenu })).first()).toBeVisible();
});

test.describe('Arabic pages have no axe violations', () => {
  for (const path of ['/ar/cars', '/ar/contact', '/ar/categories', '/ar/admin/login']) {
    test(path, { tag: '@mobile' }, async ({ page }) => {
      test.slow();
      await gotoFresh(page, path);
      await expectDocumentLanguage(page, 'ar-AE');
      await expect(page.locator('main')).not.toBeEmpty();
      await expectNoAxeViolations(page);
    });
  }

  test('the home page', { tag: '@mobile' }, async ({ page }) => {
    // A whole-page scan of the home page takes 8-17 s on 2 busy cores.
    test.slow();
    await gotoFresh(page, '/ar');
    await expectDocumentLanguage(page, 'ar-AE');
    await expectNoAxeViolations(page);
  });

  test("the portal's fleet, reached by the switch without signing in again", { tag: '@mobile' }, async ({ page }) => {
    test.slow();
    await signInToCars(page);
    await languageSwitch(page).click();
    await expect(page).toHaveURL(/\/ar\/admin\/cars$/);
    await expectDocumentLanguage(page, 'ar-AE');
    await expect(page.getByRole('button', { name: ADMIN_TEXT_AR.logout })).toBeVisible();
    await expect(page.getByText(/^عرض \d+ من أصل \d+ سيارة$/)).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });

  test('a car page', { tag: '@mobile' }, async ({ page }) => {
    test.slow();
    await gotoFresh(page, '/ar/cars');
    const card = page.getByTestId('car-card').first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.click();
    await expect(page).toHaveURL(/\/ar\/cars\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
