import type { Locator, Page } from '@playwright/test';
import { MSG } from '../../domain/app-messages';
import { SCROLL_TOP_AFTER_PX } from '../../domain/constants';
import { ADMIN_TEXT } from '../../src/features/admin/admin-layout-copy';
import { CARS_TEXT } from '../../src/features/admin/cars/cars-copy';
import { NAV_TEXT } from '../../src/features/shell/shell-links';
import { ADMIN, signInToCars } from './admin-helpers';
import { expect, gotoFresh, test } from './fixtures';

/**
 * Issue 11, "What a visitor notices": the floating contact buttons, the figures of the display serif, the admin fleet
 * filters, the login card and the showroom map. Runs at 1366 (desktop) and 390 (mobile).
 */
// Chromium's mobile emulation reports a failed update check of the demo's mock service worker on some full
// navigations (see admin-fleet.spec.ts); these tests make many. It is the demo backend's, not the app's.
test.use({ allowedConsoleErrors: [/^Failed to update a ServiceWorker for scope .*mockServiceWorker\.js'\): Not found$/] });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Waits for the page's finite animations (the dock coming in) to end; the endless ones (a pulsing dot) never do. */
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

/**
 * The boxes of the floating buttons a visitor can see: links and buttons fixed to the viewport outside the header
 * (none while they wait for the first scroll).
 */
function floatingBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const seen = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.visibility !== 'visible' || Number(style.opacity) === 0 || style.display === 'none') return false;
      }
      return true;
    };
    const fixed = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        if (at.matches('header, [data-testid="splash"]')) return false;
        if (getComputedStyle(at).position === 'fixed') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('a, button')]
      .filter((el) => fixed(el) && seen(el))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
  });
}

/** Every visible piece of text in the viewport, as line boxes, clipped by scrolling or hiding ancestors. */
function textBoxesInViewport(page: Page): Promise<Array<Box & { text: string }>> {
  return page.evaluate(() => {
    const out: Array<{ x: number; y: number; width: number; height: number; text: string }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (getComputedStyle(parent).visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
        let shown = true;
        for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (Number(style.opacity) === 0) shown = false;
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            const clip = el.getBoundingClientRect();
            [left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
          }
        }
        [left, top, right, bottom] = [Math.max(left, 0), Math.max(top, 0), Math.min(right, innerWidth), Math.min(bottom, innerHeight)];
        // Screen-reader-only text is clipped to a pixel: nothing to see.
        if (shown && right - left >= 2 && bottom - top >= 2) out.push({ x: left, y: top, width: right - left, height: bottom - top, text: text.slice(0, 40) });
      }
    }
    return out;
  });
}

/** The first car's page address, as the collection links it. */
async function firstCarPath(page: Page): Promise<string> {
  await gotoFresh(page, '/cars');
  const card = page.getByTestId('car-card').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  const href = await card.getAttribute('href');
  if (!href) throw new Error('no car link on /cars');
  return href;
}

const FIRST_VIEWS: Array<{ name: string; path: (page: Page) => Promise<string>; content: (page: Page) => Locator }> = [
  { name: 'home', path: async () => '/', content: (page) => page.getByText('Years in Dubai', { exact: true }) },
  { name: 'a car page', path: firstCarPath, content: (page) => page.getByTestId('availability-badge') },
  { name: '/suv', path: async () => '/suv', content: (page) => page.getByText('Roadside Assistance', { exact: true }) },
  { name: '/contact', path: async () => '/contact', content: (page) => page.getByRole('link', { name: /Email Us/ }) },
  { name: 'the 403 page', path: async () => '/unauth', content: (page) => page.getByText('This access attempt has been logged for security purposes.') },
];

test.describe('floating contact buttons', () => {
  for (const { name, path, content } of FIRST_VIEWS) {
    test(`never sit over text in the first view of ${name}`, { tag: '@mobile' }, async ({ page }) => {
      await gotoFresh(page, await path(page));
      const named = content(page);
      await expect(named).toBeVisible({ timeout: 15_000 });
      await settle(page);
      const buttons = await floatingBoxes(page);
      // Where the page column leaves them a gutter (1366 px), they are there from the first view.
      if ((page.viewportSize()?.width ?? 0) >= 1360) expect(buttons.length, `${name}: floating buttons at first view`).toBeGreaterThanOrEqual(2);
      const namedBox = await named.boundingBox();
      expect(namedBox, `${name}: the named content has a box`).not.toBeNull();
      for (const button of buttons) expect(overlaps(button, namedBox as Box), `${name}: a floating button covers the named content`).toBe(false);
      const covered = (await textBoxesInViewport(page)).filter((text) => buttons.some((button) => overlaps(button, text)));
      expect(covered.map((t) => t.text), `${name}: text under the floating buttons`).toEqual([]);

      // They are there for the visitor all the same: at the latest once the page is scrolled.
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), SCROLL_TOP_AFTER_PX + 100);
      await expect(page.getByRole('link', { name: new RegExp(NAV_TEXT.whatsapp) })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`^${NAV_TEXT.call('')}`) })).toBeVisible();
    });
  }

  test('the page keeps room for them at its end: the last footer line stays clear', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/about');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.getByRole('link', { name: new RegExp(NAV_TEXT.whatsapp) })).toBeVisible();
    await settle(page);
    const buttons = await floatingBoxes(page);
    const footer = page.getByRole('contentinfo');
    const lines = (await textBoxesInViewport(page)).filter((t) => t.y > (page.viewportSize()?.height ?? 0) / 2);
    expect(lines.length).toBeGreaterThan(0);
    const covered = lines.filter((text) => buttons.some((button) => overlaps(button, text)));
    expect(covered.map((t) => t.text), 'footer text under the floating buttons').toEqual([]);
    await expect(footer).toBeVisible();
  });
});

/** The computed figures of an element, and whether its ones are as wide as its eights (tabular) in the served font. */
function figuresOf(locator: Locator) {
  return locator.evaluate((el) => {
    const probe = (text: string) => {
      const span = document.createElement('span');
      span.textContent = text;
      el.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return { variant: getComputedStyle(el).fontVariantNumeric, tabular: Math.abs(probe('1111') - probe('8888')) < 0.5 };
  });
}

test.describe('numbers in lining, tabular figures', () => {
  test('the stat numbers of home, about and a category page', async ({ page }) => {
    const stats: Array<[string, (p: Page) => Locator]> = [
      ['/', (p) => p.locator('dd', { hasText: /^2000\+$/ })],
      ['/about', (p) => p.getByText('40+', { exact: true }).first()],
      ['/suv', (p) => p.getByText('24/7', { exact: true }).first()],
      ['/luxury', (p) => p.getByText(/^\d+$/).filter({ visible: true }).first()],
    ];
    for (const [path, stat] of stats) {
      await gotoFresh(page, path);
      const number = stat(page);
      await expect(number).toBeVisible({ timeout: 15_000 });
      expect(await figuresOf(number), `${path}: ${await number.textContent()}`).toEqual({ variant: 'lining-nums tabular-nums', tabular: true });
    }
  });

  test("the admin fleet's summary tiles", async ({ page }) => {
    await signInToCars(page);
    const tiles = page.getByRole('region', { name: CARS_TEXT.summaryLabel }).locator('dd');
    await expect(tiles.first()).toHaveText(/^\d+$/);
    for (const tile of await tiles.all()) expect(await figuresOf(tile)).toEqual({ variant: 'lining-nums tabular-nums', tabular: true });
  });
});

test.describe('admin', () => {
  test('every option of the fleet filters reads in full', { tag: '@mobile' }, async ({ page }) => {
    await signInToCars(page);
    const selects = page.getByRole('search', { name: CARS_TEXT.filtersLabel }).getByRole('combobox');
    await expect(selects).toHaveCount(5);
    /** Texts of `root`'s elements matching `selector` that are cut: wider than their box, or past the viewport's edges. */
    const cutTexts = (root: Locator, selector: string) =>
      root.evaluate((el, sel) => {
        const within = (r: DOMRect) => r.left >= -0.5 && r.right <= window.innerWidth + 0.5;
        return [...el.querySelectorAll<HTMLElement>(sel)]
          .filter((t) => t.scrollWidth > t.clientWidth + 0.5 || !within(t.getBoundingClientRect()))
          .map((t) => t.textContent ?? '');
      }, selector);
    for (const select of await selects.all()) {
      const id = await select.getAttribute('id');
      // The chosen option's text on the closed select ('All brands', ...), then every option in the open list.
      expect(await cutTexts(select, '[data-part=value-text]'), `value cut in ${id}`).toEqual([]);
      await select.click();
      const list = page.locator(`[id="${await select.getAttribute('aria-controls')}"]`);
      await expect(list.getByRole('option').first()).toBeVisible();
      expect(await list.getByRole('option').count()).toBeGreaterThan(1);
      expect(await cutTexts(list, '[data-part=item-text]'), `options cut in ${id}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
    }
  });

  test('the login card keeps its place when the success message appears', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/admin/login');
    const card = page.getByRole('region', { name: ADMIN_TEXT.loginTitle });
    await expect(card).toBeVisible();
    await page.getByLabel(ADMIN_TEXT.email).fill(ADMIN.email);
    await page.getByLabel(ADMIN_TEXT.password, { exact: true }).fill(ADMIN.password);
    // The card's box at every frame from here until it leaves with the redirect.
    await card.evaluate((el) => {
      const boxes: string[] = [];
      (window as unknown as { __cardBoxes: string[] }).__cardBoxes = boxes;
      const record = () => {
        if (!el.isConnected) return;
        const r = el.getBoundingClientRect();
        boxes.push(`${r.x},${r.y},${r.width},${r.height}`);
        requestAnimationFrame(record);
      };
      record();
    });
    await page.getByRole('button', { name: ADMIN_TEXT.submit }).click();
    await expect(page.getByText(MSG.loginSuccess)).toBeVisible();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    const boxes = await page.evaluate(() => [...new Set((window as unknown as { __cardBoxes: string[] }).__cardBoxes)]);
    expect(boxes, 'the login card moved').toHaveLength(1);
  });
});

test.describe('showroom map', () => {
  const places = { '/': (page: Page) => page.locator('#find-us'), '/contact': (page: Page) => page.getByRole('complementary', { name: 'Visit or Call' }) };
  for (const [path, place] of Object.entries(places)) {
    test(`${path}: the drawn map, never a broken frame, where the embed cannot load`, async ({ page }) => {
      // No internet here: a request to Google's map would fail, and the browser would draw its broken-page icon.
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (!/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(request.url()) && !request.url().startsWith('data:')) thirdParty.push(request.url());
      });
      await gotoFresh(page, path);
      await place(page).scrollIntoViewIfNeeded();
      await settle(page);
      await expect(place(page).locator('iframe'), 'a frame of the map embed').toHaveCount(0);
      const map = place(page).locator('[data-map-drawing]');
      await expect(map).toBeVisible();
      expect((await map.boundingBox())?.height ?? 0).toBeGreaterThan(100);
      await expect(place(page).getByRole('button', { name: 'Show live map from Google Maps' })).toBeVisible();
      expect(thirdParty).toEqual([]);
    });
  }

  test('/contact: offline, no live map is offered at all', async ({ page, context }) => {
    await gotoFresh(page, '/contact');
    const map = places['/contact'](page).locator('[data-map-drawing]');
    await map.scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    await context.setOffline(true);
    await expect(map).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show live map from Google Maps' })).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Show live map from Google Maps' })).toBeVisible();
  });
});
