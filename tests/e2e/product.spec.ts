/**
 * The product: the built site served by the real server (server/) on its embedded database. An admin adds a car with
 * an image; a visitor in another browser context sees it on /cars and on its page; it is all still there after the
 * server restarts. Runs only with E2E_TARGET=product (scripts/e2e.mjs builds the site and runs it).
 */
import { MSG } from '../../src/api/messages';
import { CARS_TEXT, FORM_TEXT } from '../../src/features/admin/cars/cars-copy';
import { carDialog, pngFixture, signInToCars, slotInput, toast, unique } from './admin-helpers';
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

test('what an admin adds is what every visitor sees, after a restart too', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const model = `Zonda ${unique()}`;
  const name = `Pagani ${model}`;

  await signInToCars(page);
  await page.getByRole('button', { name: CARS_TEXT.addCar }).click();
  const dialog = carDialog(page);
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Brand/).selectOption('Other');
  await dialog.getByLabel(/^Custom brand/).fill('Pagani');
  await dialog.getByLabel(/^Model/).fill(model);
  await dialog.getByLabel(/^Category/).selectOption('Sports');
  await slotInput(dialog, 1).setInputFiles({ name: 'zonda.png', mimeType: 'image/png', buffer: pngFixture(640, 400, [180, 30, 40]) });
  const preview = dialog.getByRole('img', { name: FORM_TEXT.previewAlt(1) });
  await expect(preview).toHaveAttribute('src', /\/uploads\/[a-f0-9]{24}\.webp$/, { timeout: 20_000 });
  await dialog.getByRole('button', { name: FORM_TEXT.submitAdd }).click();
  await expect(toast(page, MSG.carAdded)).toBeVisible({ timeout: 15_000 });

  // A visitor: another browser context, no admin session, no shared storage.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const seeIt = async () => {
    await gotoFresh(visitor, `/cars?search=${encodeURIComponent(model)}`);
    const link = visitor.getByRole('link', { name: new RegExp(model) }).first();
    await expect(link).toBeVisible({ timeout: 15_000 });
    await link.click();
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    const image = visitor.locator('main img[src*="/uploads/"]').first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  };
  await seeIt();

  await server.stop();
  await server.start();
  await seeIt();
  await visitorContext.close();
});
