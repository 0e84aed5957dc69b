import type { Locator, Page, TestInfo } from '@playwright/test';
import { SHORTLIST_TOGGLE_TEXT } from '../../src/components/shortlist-toggle-copy';
import { SHORTLIST_TOGGLE_TEXT as SHORTLIST_TOGGLE_TEXT_AR } from '../../src/components/shortlist-toggle-copy.ar';
import { NAV_TEXT } from '../../src/features/shell/shell-links';
import { NAV_TEXT as NAV_TEXT_AR } from '../../src/features/shell/shell-links.ar';
import { SHORTLIST_TEXT } from '../../src/features/shortlist/shortlist-copy';
import { SHORTLIST_TEXT as SHORTLIST_TEXT_AR } from '../../src/features/shortlist/shortlist-copy.ar';
import { boxOf, expectApart, expectInside } from './boxes';
import { expect, expectNoAxeViolations, gotoFresh, test } from './fixtures';

/**
 * The shortlist of issue 12, with no sign-in: hearts on the /cars cards, the count in the header (on a phone too, issue
 * 23, and in the mobile menu), kept in the browser across a reload, and /shortlist sending every saved car's name and
 * link on WhatsApp.
 */
const LIST_WAIT = { timeout: 15_000 };

const COPY = {
  en: { base: '', toggle: SHORTLIST_TOGGLE_TEXT, page: SHORTLIST_TEXT, nav: NAV_TEXT },
  ar: { base: '/ar', toggle: SHORTLIST_TOGGLE_TEXT_AR, page: SHORTLIST_TEXT_AR, nav: NAV_TEXT_AR },
};
type Copy = (typeof COPY)[keyof typeof COPY];

/** The first two cars of the list: their names (the cards' headings) and their pages' paths. */
async function firstTwoCars(page: Page) {
  const cards = page.getByTestId('car-card');
  await expect(cards.nth(1)).toBeVisible(LIST_WAIT);
  return Promise.all(
    [0, 1].map(async (i) => ({
      name: ((await cards.nth(i).getByRole('heading').textContent()) ?? '').trim(),
      path: (await cards.nth(i).getAttribute('href')) ?? '',
    })),
  );
}

/**
 * The header's heart link with the count, at every width; on a phone it stands in the bar beside the logo and the
 * menu button, none of them overlapping, all on screen (issue 23), and the menu has the same entry.
 */
async function expectCount(page: Page, copy: Copy, count: number, testInfo: TestInfo) {
  const banner = page.getByRole('banner');
  const heart = banner.getByRole('link', { name: copy.toggle.linkWithCount(count) });
  await expect(heart).toBeVisible();
  await expect(heart.getByTestId('shortlist-count')).toHaveText(String(count));
  if (testInfo.project.name !== 'mobile') return;

  const bar = await boxOf(banner);
  const menuButton = banner.getByRole('button', { name: copy.nav.openMenu });
  const logo = banner.getByRole('link', { name: new RegExp(`${copy.nav.home}$`) });
  const inBar = [logo, banner.getByTestId('language-switch'), heart, heart.getByTestId('shortlist-count'), menuButton];
  for (const item of inBar) expectInside(await boxOf(item), bar, 'in the bar, on screen');
  await expectApart(heart, menuButton, 'heart and menu button');
  await expectApart(heart, banner.getByTestId('language-switch'), 'heart and language switch');
  await expectApart(logo, banner.getByTestId('language-switch'), 'logo and language switch');
  // And on the narrowest phones (320 px), where the Arabic row once ran off screen.
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: phone.height });
  const narrowBar = await boxOf(banner);
  for (const item of inBar) expectInside(await boxOf(item), narrowBar, 'in the bar, on a 320 px screen');
  await expectApart(heart, menuButton, 'heart and menu button at 320 px');
  await expectApart(logo, banner.getByTestId('language-switch'), 'logo and language switch at 320 px');
  await page.setViewportSize(phone);

  // The anthem gave the heart its place: it is in the menu on a phone.
  const anthem = (within: Locator) => within.getByRole('button', { name: new RegExp(`^(${copy.nav.anthemPlay}|${copy.nav.anthemPause})`) });
  await expect(anthem(banner)).toBeHidden();
  await menuButton.click();
  await expect(page.getByRole('dialog').getByRole('link', { name: copy.toggle.linkWithCount(count) })).toBeVisible();
  await expect(anthem(page.getByRole('dialog'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function saveTwoAndSend(page: Page, copy: Copy, testInfo: TestInfo) {
  await gotoFresh(page, `${copy.base}/cars`);
  const cars = await firstTwoCars(page);
  for (const car of cars) {
    expect(car.path).toMatch(new RegExp(`^${copy.base}/cars/[^/]+$`));
    const heart = page.getByRole('button', { name: copy.toggle.save(car.name) });
    await heart.click();
    await expect(page.getByRole('button', { name: copy.toggle.remove(car.name) })).toHaveAttribute('aria-pressed', 'true');
  }
  await expectCount(page, copy, 2, testInfo);

  // Kept in the browser: a reload still shows both hearts pressed and the count.
  await page.reload();
  await expect(page.getByRole('button', { name: copy.toggle.remove(cars[0]!.name) })).toHaveAttribute('aria-pressed', 'true', LIST_WAIT);
  await expectCount(page, copy, 2, testInfo);

  await gotoFresh(page, `${copy.base}/shortlist`);
  await expect(page.getByRole('heading', { level: 1, name: copy.page.title })).toBeVisible();
  const list = page.getByTestId('shortlist-cars');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(cars.map((car) => car.name));
  const send = page.getByRole('link', { name: copy.page.send });
  const href = (await send.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const message = decodeURIComponent(href.split('?text=')[1] ?? '');
  const origin = new URL(page.url()).origin;
  for (const car of cars) {
    expect(message).toContain(car.name);
    expect(message).toContain(`${origin}${car.path}`);
  }
  return { cars, message };
}

test.describe('shortlist', () => {
  test('save two cars from /cars, see the count, reload, and send both from /shortlist on WhatsApp', { tag: '@mobile' }, async ({ page }, testInfo) => {
    test.slow(); // three full page loads (the list, its reload, /shortlist) and an axe scan on a busy machine
    const { message } = await saveTwoAndSend(page, COPY.en, testInfo);
    expect(message).not.toContain('/ar/');
    await expectNoAxeViolations(page);

    // Removing one and clearing the list leave the invitation to browse the fleet.
    await page.getByRole('button', { name: SHORTLIST_TEXT.clear }).click();
    await expect(page.getByRole('heading', { level: 2, name: SHORTLIST_TEXT.emptyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: SHORTLIST_TEXT.browse })).toHaveAttribute('href', '/cars');
  });

  test('in Arabic under /ar: the same flow, and the message links the cars’ Arabic pages', { tag: '@mobile' }, async ({ page }, testInfo) => {
    test.slow(); // the same three page loads and an axe scan
    const { cars, message } = await saveTwoAndSend(page, COPY.ar, testInfo);
    const origin = new URL(page.url()).origin;
    for (const car of cars) {
      expect(car.path.startsWith('/ar/cars/')).toBe(true);
      expect(message).toContain(`${origin}${car.path}`);
    }
    expect(message.startsWith(SHORTLIST_TEXT_AR.message([]).split('\n')[0]!)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  });
});
