/**
 * Admin accounts in the portal (issue 22), on the product: the built site served by the real server on its embedded
 * database, its mail written to the development outbox (DATA_DIR/outbox.log). An admin invites a new administrator,
 * who opens the link of the mail in another browser, chooses a password and signs in; deactivated, her open tab is
 * sent to sign-in at its next step. Runs only with E2E_TARGET=product.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MSG } from '../../domain/app-messages';
import { ADMIN_TEXT } from '../../src/features/admin/admin-layout-copy';
import { ACCOUNTS_TEXT } from '../../src/features/admin/accounts/accounts-copy';
import { PASSWORD_TEXT } from '../../src/features/admin/password/password-copy';
import { signInToCars, toast, unique } from './admin-helpers';
import { expect, gotoFresh, test } from './fixtures';
import { productServer, type ProductServer } from './product-server';

let server: ProductServer;

test.beforeAll(async () => {
  server = await productServer();
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

/** The last set-password link the server mailed to `to` (the development outbox, one JSON line per mail). */
async function linkMailedTo(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const lines = (await readFile(join(server.dataDir, 'outbox.log'), 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);
      link = lines.map((l) => JSON.parse(l) as { to: string; link?: string }).filter((m) => m.to === to && m.link).at(-1)?.link;
      return link;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return link!;
}

async function openAccounts(page: Page) {
  await page.getByRole('navigation', { name: ADMIN_TEXT.adminNav }).getByRole('link', { name: ADMIN_TEXT.accounts }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS_TEXT.title })).toBeVisible({ timeout: 15_000 });
}

test('an invited administrator sets a password from the mail and signs in; deactivated, her open tab goes to sign-in', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const name = `Noura ${unique()}`;
  const email = `${name.toLowerCase().replace(' ', '.')}@example.com`;
  const password = 'desert-Rose-2026';

  await signInToCars(page);
  await openAccounts(page);
  await page.getByRole('button', { name: ACCOUNTS_TEXT.invite }).click();
  const dialog = page.getByRole('dialog', { name: ACCOUNTS_TEXT.inviteTitle });
  await dialog.getByLabel(ACCOUNTS_TEXT.name).fill(name);
  await dialog.getByLabel(ACCOUNTS_TEXT.email).fill(email);
  await dialog.getByRole('button', { name: ACCOUNTS_TEXT.send }).click();
  await expect(toast(page, MSG.invitationSent(email))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article', { name })).toContainText(ACCOUNTS_TEXT.pending);

  // Noura, in her own browser: the link of the mail, a password of her own, then the portal.
  const link = await linkMailedTo(email);
  expect(link).toMatch(/\/admin\/reset-password\?token=[\w-]+&invite=1$/);
  const hers = await browser.newContext();
  const tab = await hers.newPage();
  await gotoFresh(tab, new URL(link).pathname + new URL(link).search);
  await expect(tab.getByRole('heading', { level: 1, name: PASSWORD_TEXT.inviteTitle })).toBeVisible();
  await tab.getByLabel(PASSWORD_TEXT.next, { exact: true }).fill(password);
  await tab.getByLabel(PASSWORD_TEXT.confirm, { exact: true }).fill(password);
  await tab.getByRole('button', { name: PASSWORD_TEXT.setPassword }).click();
  await expect(tab.getByText(MSG.passwordSetDone)).toBeVisible({ timeout: 15_000 });
  await gotoFresh(tab, '/admin/login');
  await tab.getByLabel(ADMIN_TEXT.email).fill(email);
  await tab.getByLabel(ADMIN_TEXT.password, { exact: true }).fill(password);
  await tab.getByRole('button', { name: ADMIN_TEXT.submit }).click();
  await expect(tab.getByRole('button', { name: ADMIN_TEXT.logout })).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByText(email)).toBeVisible();

  // The first admin deactivates her: her tab, at its next step, is sent to sign-in.
  await page.reload();
  const row = page.getByRole('article', { name });
  await expect(row).toContainText(ACCOUNTS_TEXT.active);
  await row.getByRole('button', { name: new RegExp(`^${ACCOUNTS_TEXT.deactivate}`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ACCOUNTS_TEXT.confirmDeactivate }).click();
  await expect(row).toContainText(ACCOUNTS_TEXT.deactivated, { timeout: 15_000 });

  await tab.getByRole('navigation', { name: ADMIN_TEXT.adminNav }).getByRole('link', { name: ADMIN_TEXT.cars }).filter({ visible: true }).click();
  await expect(tab).toHaveURL(/\/admin\/login/, { timeout: 15_000 });
  await tab.getByLabel(ADMIN_TEXT.email).fill(email);
  await tab.getByLabel(ADMIN_TEXT.password, { exact: true }).fill(password);
  await tab.getByRole('button', { name: ADMIN_TEXT.submit }).click();
  await expect(tab.getByText(MSG.serverError(401, 'Invalid email or password'))).toBeVisible({ timeout: 15_000 });
  await hers.close();
});
