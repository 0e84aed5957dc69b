/** Admin-portal steps shared by the e2e specs (demo build and product server): sign in, the car dialog, images. */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { LOGIN_REDIRECT_MS } from '../../domain/constants';
import { ADMIN_TEXT } from '../../src/features/admin/admin-layout-copy';
import { CARS_TEXT, FORM_TEXT } from '../../src/features/admin/cars/cars-copy';
import { expect, gotoFresh } from './fixtures';

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };

/** A real PNG, drawn here: `width`×`height` pixels of one colour (RGB, no filter). */
export function pngFixture(width = 48, height = 30, rgb: [number, number, number] = [201, 165, 92]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (table[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(rgb, y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Drops a PNG on a dropzone the way a browser does: dragenter, dragover and drop carrying the file. A script-made
 * DataTransfer has no file-system entries (Chromium gives them only to real drags), so the item's entry is stood in
 * for by a plain file entry; the file itself is the real one.
 */
export async function dropPng(target: Locator, bytes: Buffer) {
  const dataTransfer = await target.page().evaluateHandle((data) => {
    const proto = DataTransferItem.prototype as DataTransferItem & { __fleetPatched?: boolean };
    if (!proto.__fleetPatched) {
      const real = proto.webkitGetAsEntry;
      proto.webkitGetAsEntry = function entry(this: DataTransferItem) {
        return real.call(this) ?? ({ isFile: this.kind === 'file', isDirectory: false, name: this.getAsFile()?.name ?? '' } as unknown as FileSystemEntry);
      };
      proto.__fleetPatched = true;
    }
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], 'dropped.png', { type: 'image/png' }));
    return transfer;
  }, [...bytes]);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

export const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();

export async function signInToCars(page: Page) {
  await gotoFresh(page, '/admin/login');
  await page.getByLabel(ADMIN_TEXT.email).fill(ADMIN.email);
  await page.getByLabel(ADMIN_TEXT.password, { exact: true }).fill(ADMIN.password);
  await page.getByLabel(ADMIN_TEXT.keepLoggedIn).check();
  await page.getByRole('button', { name: ADMIN_TEXT.submit }).click();
  await page.clock.fastForward(LOGIN_REDIRECT_MS);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 10_000 });
  // The way an admin gets there: the sidebar (a drawer behind the menu button on small screens).
  await expect(page.getByRole('button', { name: ADMIN_TEXT.logout })).toBeVisible();
  const menuButton = page.getByRole('button', { name: ADMIN_TEXT.openMenu });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: ADMIN_TEXT.adminNav }).getByRole('link', { name: ADMIN_TEXT.cars }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/admin\/cars$/);
  await expect(page.getByText(/^Showing \d+ of \d+ cars$/)).toBeVisible({ timeout: 15_000 });
}

export const carDialog = (page: Page) => page.getByRole('dialog', { name: /^(Add New Car|Edit Car)$/ });
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
export const slotInput = (dialog: Locator, n: number) => dialog.getByLabel(FORM_TEXT.slotLabel(n), { exact: true });
export const totalTile = (page: Page) =>
  page.getByRole('region', { name: CARS_TEXT.summaryLabel }).locator('[data-tile=total] dd');
export const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/**
 * Chooses an option of the portal's select (src/components/ui/list-select.tsx) as a user does: opens the combobox,
 * clicks the option (by its exact words) in the listbox it controls; the list closes.
 */
export async function choose(combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const list = combobox.page().locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  await list.getByRole('option', { name: option, exact: true }).click();
  // Closed (the select itself may be gone: choosing 'Other' brand swaps it for a text field).
  await expect(list).toBeHidden();
}
