/**
 * Nothing lost by a click (issue 22), on the product: the built site served by the real server on its embedded
 * database. A deleted car leaves the site at once and comes back with the toast's Undo; a car deleted in a tab that
 * was then closed comes back from the Trash page in a new browser context, and its page is public again. Runs only
 * with E2E_TARGET=product (scripts/e2e.mjs builds the site and runs it).
 */
import type { Browser, Page } from '@playwright/test';
import { MSG } from '../../domain/app-messages';
import { PRODUCT_URL } from '../../scripts/targets.mjs';
import { ADMIN_TEXT } from '../../src/features/admin/admin-layout-copy';
import { CARS_TEXT } from '../../src/features/admin/cars/cars-copy';
import { TRASH_TEXT } from '../../src/features/admin/trash/trash-copy';
import { card, signInToCars, toast } from './admin-helpers';
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

/** Active cars a visitor can open, from the server's own list. */
async function publicCars(limit: number): Promise<Array<{ _id: string; name: string }>> {
  const res = await fetch(`${PRODUCT_URL}/api/cars?limit=${limit}`);
  return ((await res.json()) as { data: Array<{ _id: string; name: string }> }).data;
}

const publicStatus = async (id: string) => (await fetch(`${PRODUCT_URL}/api/cars/${id}`)).status;

/** Finds the car's card with the list's search and deletes it through its confirmation. */
async function deleteCar(page: Page, name: string) {
  await page.getByLabel(CARS_TEXT.search).fill(name);
  await page.getByRole('button', { name: `${CARS_TEXT.delete} ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: CARS_TEXT.confirmDelete }).click();
  await expect(toast(page, MSG.carDeleted)).toBeVisible({ timeout: 15_000 });
  await expect(card(page, name)).toHaveCount(0);
}

test('a deleted car leaves the site at once, and Undo in the toast brings it back', async ({ page }) => {
  const [car] = await publicCars(1);
  await signInToCars(page);
  await deleteCar(page, car!.name);
  expect(await publicStatus(car!._id)).toBe(404);
  expect((await fetch(`${PRODUCT_URL}/sitemap.xml`).then((r) => r.text())).includes(car!._id)).toBe(false);

  await page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: MSG.undo }).click();
  await expect(toast(page, MSG.carRestored)).toBeVisible({ timeout: 15_000 });
  await expect(card(page, car!.name)).toBeVisible();
  expect(await publicStatus(car!._id)).toBe(200);
});

test('a car deleted in a tab since closed comes back from the Trash in a new context, public again', async ({ browser }: { browser: Browser }) => {
  test.setTimeout(120_000);
  const [, car] = await publicCars(2);
  const first = await browser.newContext();
  const tab = await first.newPage();
  await signInToCars(tab);
  await deleteCar(tab, car!.name);
  await first.close();
  expect(await publicStatus(car!._id)).toBe(404);

  const second = await browser.newContext();
  const page = await second.newPage();
  await signInToCars(page);
  await page.getByRole('navigation', { name: ADMIN_TEXT.adminNav }).getByRole('link', { name: ADMIN_TEXT.trash }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TRASH_TEXT.title })).toBeVisible();
  const row = page.getByRole('article', { name: car!.name });
  await expect(row).toContainText('admin@example.com');
  await row.getByRole('button', { name: new RegExp(`^${TRASH_TEXT.restore}`) }).click();
  await expect(toast(page, MSG.carRestored)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article', { name: car!.name })).toHaveCount(0);

  // A visitor opens the car's page: the server renders it again.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await gotoFresh(guest, `/cars/${car!._id}`);
  await expect(guest.getByRole('heading', { level: 1, name: car!.name })).toBeVisible({ timeout: 15_000 });
  await Promise.all([second.close(), visitor.close()]);
});
