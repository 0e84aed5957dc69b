import type { Page } from '@playwright/test';
import { MSG } from '../../domain/app-messages';
import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import { CARS_TEXT, FORM_TEXT, STATUS_LABELS, STATUS_WORDS } from '../../src/features/admin/cars/cars-copy';
import {
  card, carDialog, choose, dropPng, pngFixture, signInToCars, slotInput, toast, totalTile, unique,
} from './admin-helpers';
import { expect, expectNoAxeViolations, gotoFresh, test } from './fixtures';

/**
 * Issue 5, fleet management at /admin/cars against the demo build (in-browser mock backend, persisted in the tab's
 * IndexedDB, so a reload keeps what was saved): add with an image, edit, delete, status, toggles, upload refusals,
 * unsaved-changes guard, axe scans. Runs in both projects (1366 px desktop, 390 px mobile).
 */

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test.describe('admin fleet (/admin/cars)', () => {
  // Each journey signs in, loads the portal and runs axe on large dialogs: more than the default on 2 shared cores.
  test.describe.configure({ timeout: 90_000 });

  test('adds a car with an image: first in the list, after a reload, and on the public site', { tag: '@mobile' }, async ({ page, consoleGuard }) => {
    test.slow(); // three full page loads (cars page, reload, public collection) on top of the journey
    // Chromium's mobile emulation reports a failed update check of the demo's mock service worker on some full
    // navigations (seen on public pages too, without this spec); it is the demo backend's, not the app's.
    consoleGuard.allow(/^Failed to update a ServiceWorker for scope .*mockServiceWorker\.js'\): Not found$/);
    await signInToCars(page);
    const total = Number(await totalTile(page).textContent());
    const model = `Utopia ${unique()}`;
    const name = `Pagani ${model}`;

    await page.getByRole('button', { name: CARS_TEXT.addCar }).click();
    const dialog = carDialog(page);
    await expect(dialog.getByRole('heading', { name: FORM_TEXT.addTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'add-dialog');

    await dialog.getByLabel(/^Name/).fill(name);
    await choose(dialog.getByRole('combobox', { name: /^Brand/ }), FORM_TEXT.otherBrand);
    await dialog.getByLabel(/^Custom brand/).fill('Pagani');
    await dialog.getByLabel(/^Model/).fill(model);
    await choose(dialog.getByRole('combobox', { name: /^Category/ }), 'Sports');
    await dialog.getByRole('button', { name: 'Add Leather Seats' }).click();
    const submit = dialog.getByRole('button', { name: FORM_TEXT.submitAdd });
    await expect(submit).toBeDisabled();

    await slotInput(dialog, 1).setInputFiles({ name: 'utopia.png', mimeType: 'image/png', buffer: pngFixture() });
    await expect(dialog.getByRole('img', { name: FORM_TEXT.previewAlt(1) })).toBeVisible();
    await expect(submit).toBeEnabled();

    // A second image dropped on slot 2, then moved first with the keyboard: it becomes the cover.
    await dropPng(dialog.getByRole('button', { name: FORM_TEXT.dropzone(2) }), pngFixture(40, 24, [120, 20, 30]));
    const second = dialog.getByRole('img', { name: FORM_TEXT.previewAlt(2) });
    await expect(second).toBeVisible();
    const coverUrl = await second.getAttribute('src');
    await dialog.getByRole('button', { name: FORM_TEXT.moveLeft(2) }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('img', { name: FORM_TEXT.previewAlt(1) })).toHaveAttribute('src', coverUrl ?? '');
    await expect(dialog.getByRole('button', { name: FORM_TEXT.moveRight(1) })).toBeFocused();
    await submit.click();

    await expect(toast(page, MSG.carAdded)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);
    await expect(card(page, name).getByRole('img')).toHaveAttribute('src', coverUrl ?? '');
    await expect(totalTile(page)).toHaveText(String(total + 1));

    await page.reload();
    await expect(page.getByText(/^Showing \d+ of \d+ cars$/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);
    await expect(card(page, name).getByRole('img')).toHaveJSProperty('complete', true);

    await gotoFresh(page, `/cars?search=${encodeURIComponent(model)}`);
    await expect(page.getByRole('link', { name: new RegExp(model) }).first()).toBeVisible({ timeout: 15_000 });
  });

  test('edits a car', async ({ page }) => {
    await signInToCars(page);
    const first = page.getByRole('article').first();
    const oldName = (await first.getByRole('heading').textContent()) ?? '';
    const newName = `${oldName} ${unique()}`;
    await first.getByRole('button', { name: `${CARS_TEXT.edit} ${oldName}` }).click();
    const dialog = carDialog(page);
    await expect(dialog.getByRole('heading', { name: FORM_TEXT.editTitle })).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue(oldName);
    await dialog.getByLabel(/^Name/).fill(newName);
    await dialog.getByRole('button', { name: FORM_TEXT.submitEdit }).click();
    await expect(toast(page, MSG.carUpdated)).toBeVisible();
    await expect(card(page, newName)).toBeVisible();
    await expect(card(page, oldName)).toHaveCount(0);
  });

  test('deletes a car after the confirmation', async ({ page }) => {
    await signInToCars(page);
    const total = Number(await totalTile(page).textContent());
    const victim = page.getByRole('article').nth(1);
    const name = (await victim.getByRole('heading').textContent()) ?? '';
    await victim.getByRole('button', { name: `${CARS_TEXT.delete} ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: CARS_TEXT.deleteTitle });
    await expect(confirm).toContainText(CARS_TEXT.deleteText(name));
    await expect(confirm.getByRole('button', { name: CARS_TEXT.cancel })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshot(page, 'delete-confirm');

    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(card(page, name)).toBeVisible();

    await victim.getByRole('button', { name: `${CARS_TEXT.delete} ${name}` }).click();
    await confirm.getByRole('button', { name: CARS_TEXT.confirmDelete }).click();
    await expect(toast(page, MSG.carDeleted)).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    await expect(totalTile(page)).toHaveText(String(total - 1));
  });

  test('changes the status of an available car, activates it again, and toggles featured', async ({ page }) => {
    await signInToCars(page);
    await choose(page.getByRole('combobox', { name: CARS_TEXT.status, exact: true }), STATUS_LABELS.available);
    const target = page.getByRole('article').first();
    const name = (await target.getByRole('heading').textContent()) ?? '';
    await choose(page.getByRole('combobox', { name: CARS_TEXT.status, exact: true }), CARS_TEXT.allStatuses);
    const car = card(page, name);

    await car.getByRole('button', { name: `${CARS_TEXT.changeStatus} ${name}` }).click();
    await page.getByRole('menuitem', { name: STATUS_WORDS.maintenance }).click();
    await expect(toast(page, MSG.carUpdated)).toBeVisible();
    // One word for status and availability (SPEC §4's), on a grey badge; the Activate button says what it does.
    await expect(car.getByText(STATUS_WORDS.maintenance, { exact: true }).and(car.locator('[data-tone=grey][data-status=maintenance]'))).toBeVisible();
    await expect(car.locator('[data-tone=green]')).toHaveCount(0);
    await expect(car).not.toContainText(STATUS_WORDS.available);

    const activate = car.getByRole('button', { name: `${CARS_TEXT.activate} ${name}` });
    await expect(activate).toHaveAccessibleDescription(CARS_TEXT.activateHint);
    await activate.click();
    await expect(car.getByText(STATUS_WORDS.available, { exact: true }).and(car.locator('[data-tone=green][data-status=available]'))).toBeVisible();
    await expect(car).not.toContainText(STATUS_WORDS.maintenance);
    await expect(car.getByRole('switch', { name: `${CARS_TEXT.switchActive} ${name}` })).toBeChecked();

    const featuredName = `${CARS_TEXT.switchFeatured} ${name}`;
    const featured = car.getByRole('switch', { name: featuredName });
    const was = await featured.isChecked();
    // The switch's visible label (the input itself is visually hidden).
    await car.locator('label').filter({ has: page.getByRole('switch', { name: featuredName }) }).click();
    await expect(featured).toBeChecked({ checked: !was });
    await expect(car.getByText(CARS_TEXT.featuredBadge, { exact: true }).and(car.locator('[data-tone=gold]'))).toHaveCount(was ? 0 : 1);
    await page.reload();
    await expect(card(page, name).getByRole('switch', { name: `${CARS_TEXT.switchFeatured} ${name}` })).toBeChecked({ checked: !was, timeout: 15_000 });
  });

  test('refuses a wrong file type and a file over 5MB before uploading; closing with changes asks first', async ({ page }) => {
    await signInToCars(page);
    const uploads: string[] = [];
    page.on('request', (r) => void (r.url().includes('/upload-image') && uploads.push(r.url())));
    await page.getByRole('button', { name: CARS_TEXT.addCar }).click();
    const dialog = carDialog(page);
    await slotInput(dialog, 1).setInputFiles({ name: 'car.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(dialog.getByText(MSG.fileType)).toBeVisible();
    await slotInput(dialog, 2).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(UPLOAD_MAX_BYTES + 1) });
    await expect(dialog.getByText(MSG.fileTooLarge)).toBeVisible();
    expect(uploads).toEqual([]);
    await dialog.getByText(FORM_TEXT.sections.images, { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'upload-refusals');

    await dialog.getByLabel(/^Name/).fill('Unsaved Hypercar');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: FORM_TEXT.discardTitle });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: FORM_TEXT.keepEditing })).toBeFocused();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: FORM_TEXT.keepEditing }).click();
    await expect(ask).toBeHidden();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('Unsaved Hypercar');

    await dialog.getByRole('button', { name: FORM_TEXT.cancel }).click();
    await ask.getByRole('button', { name: FORM_TEXT.discard }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: CARS_TEXT.addCar }).click();
    await expect(carDialog(page).getByLabel(/^Name/)).toHaveValue('');
  });

  test('the cars page passes axe and looks right', { tag: '@mobile' }, async ({ page }) => {
    await signInToCars(page);
    await expect(page.getByRole('heading', { level: 1, name: CARS_TEXT.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'cars-page');
    await page.getByLabel(CARS_TEXT.search).fill('zzzz');
    await expect(page.getByText(CARS_TEXT.empty, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
