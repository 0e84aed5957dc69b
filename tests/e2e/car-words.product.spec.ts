/**
 * A car edited in the portal (issue 22), on the product: the edit shows in the car's History with the admin's e-mail,
 * and the Arabic description typed in the dialog is what the server-rendered Arabic car page says. Runs only with
 * E2E_TARGET=product (scripts/e2e.mjs builds the site and runs it).
 */
import { MSG } from '../../domain/app-messages';
import { PRODUCT_URL } from '../../scripts/targets.mjs';
import { ACTIVITY_TEXT } from '../../src/features/admin/activity/activity-copy';
import { CARS_TEXT, FORM_TEXT } from '../../src/features/admin/cars/cars-copy';
import { carDialog, signInToCars, toast, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { productServer, type ProductServer } from './product-server';

let server: ProductServer;

test.beforeAll(async () => {
  server = await productServer();
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

test("an edit is in the car's History with the admin's e-mail; its Arabic description is what /ar/cars/{id} says", async ({ page }) => {
  test.setTimeout(120_000);
  const res = await fetch(`${PRODUCT_URL}/api/cars?limit=1`);
  const [car] = ((await res.json()) as { data: Array<{ _id: string; name: string }> }).data;
  const english = `Delivered to your door anywhere in Dubai, ${unique()}.`;
  const arabic = `تصلك إلى باب منزلك في أي مكان في دبي ${unique()}.`;

  await signInToCars(page);
  await page.getByLabel(CARS_TEXT.search).fill(car!.name);
  await page.getByRole('button', { name: `${CARS_TEXT.edit} ${car!.name}` }).click();
  const dialog = carDialog(page);
  await dialog.getByLabel(FORM_TEXT.labels.description, { exact: true }).fill(english);
  await dialog.getByLabel(FORM_TEXT.labels.arDescription, { exact: true }).fill(arabic);
  await dialog.getByRole('button', { name: FORM_TEXT.submitEdit }).click();
  await expect(toast(page, MSG.carUpdated)).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: `${CARS_TEXT.history} ${car!.name}` }).click();
  const history = page.getByRole('dialog', { name: ACTIVITY_TEXT.historyTitle(car!.name) });
  const edit = history.getByRole('listitem').filter({ hasText: english }).first();
  await expect(edit).toBeVisible({ timeout: 15_000 });
  await expect(edit).toContainText('admin@example.com');

  // A visitor's Arabic page, as the server renders it (no script run).
  const html = await (await fetch(`${PRODUCT_URL}/ar/cars/${car!._id}`)).text();
  expect(html).toContain(arabic);
  expect(html).toContain('dir="rtl"');
});
