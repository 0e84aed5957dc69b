import type { Page } from '@playwright/test';
import { NAV_BRANDS, brandHref } from '../../src/config/catalog-shared';
import { NAV_OPAQUE_AFTER_PX, SCROLL_TOP_AFTER_PX, SPLASH_MS, STORAGE_KEYS } from '../../domain/constants';
import { FOOTER_LEGAL, FOOTER_QUICK_LINKS, FOOTER_RESOURCES, FOOTER_TEXT, NAV_TEXT } from '../../src/features/shell/shell-links';
import { SPLASH_FADE_MS } from '../../machines/splash/splash.machine';
import { DROPDOWN_LEAVE_GRACE_MS } from '../../machines/nav-menu/nav-menu.machine';
import { SPLASH_TEST_ID, expect, expectNoAxeViolations, gotoFresh, test, waitForApp } from './fixtures';

const desktopOnly = (name: string) => test.skip(name !== 'desktop', 'the Brands dropdown is the desktop navigation');
const mobileOnly = (name: string) => test.skip(name !== 'mobile', 'the side menu is the mobile navigation');

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Records the <audio> elements the app creates (the anthem's is detached from the DOM), for inspection. */
async function captureAudio(page: Page) {
  await page.addInitScript(() => {
    const created: HTMLAudioElement[] = [];
    (window as unknown as { __anthem: HTMLAudioElement[] }).__anthem = created;
    const original = Document.prototype.createElement;
    Document.prototype.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
      const el = original.call(this, tag, options);
      if (tag.toLowerCase() === 'audio') created.push(el as HTMLAudioElement);
      return el;
    } as typeof Document.prototype.createElement;
  });
}
/** The anthem element: the one whose volume the machine set (dev StrictMode may create a spare). */
const anthem = (page: Page) =>
  page.evaluate(() => {
    const list = (window as unknown as { __anthem: HTMLAudioElement[] }).__anthem;
    const el = list.find((a) => Math.abs(a.volume - 0.1) < 1e-6) ?? list[0];
    return el
      ? { found: true, paused: el.paused, preload: el.preload, volume: el.volume, loop: el.loop, time: el.currentTime, duration: el.duration }
      : { found: false };
  });
/**
 * Lets the anthem reach its real end soon: the last seconds by seeking when the response allows it (the mock
 * service worker's pass-through does not), and at 16x speed.
 */
/** The header's anthem toggle: its name says what pressing it does ('Play anthem', 'Pause anthem'). */
const anthemToggle = (page: Page) => page.getByRole('button', { name: /^(Play|Pause) anthem/ });

const hurryToEnd = (page: Page) =>
  page.evaluate(() => {
    const el = (window as unknown as { __anthem: HTMLAudioElement[] }).__anthem.find((a) => Math.abs(a.volume - 0.1) < 1e-6);
    if (!el) return;
    el.playbackRate = 16;
    if (el.seekable.length && el.seekable.end(0) > el.duration - 1) el.currentTime = el.duration - 1;
  });

test.describe('app shell', () => {
  test('the start-up loader covers the rendered app for about 3 s, then lifts', async ({ page }) => {
    // The loader's timeline is taken in the page: on a busy machine Playwright's polling can miss a loader that comes
    // and goes, and the page's own timers run late. A probe timer started with the loader says when 3 s were up there.
    await page.addInitScript(
      ({ testId, splashMs }) => {
        const log: Record<string, unknown> = {};
        (window as unknown as { __splash: typeof log }).__splash = log;
        new MutationObserver(() => {
          const el = document.querySelector(`[data-testid="${testId}"]`);
          if (el && log.shownAt === undefined) {
            log.shownAt = performance.now();
            log.role = el.getAttribute('role');
            log.label = el.getAttribute('aria-label');
            setTimeout(() => (log.probeAt = performance.now()), splashMs);
          }
          if (el?.getAttribute('data-state') === 'leaving' && log.leavingAt === undefined) {
            log.leavingAt = performance.now();
            // The app renders beneath it: the navigation and the page are already in the DOM.
            log.appBeneath = Boolean(document.querySelector('header nav, header button') && document.querySelector('main'));
          }
          if (!el && log.shownAt !== undefined && log.goneAt === undefined) log.goneAt = performance.now();
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
      },
      { testId: SPLASH_TEST_ID, splashMs: SPLASH_MS },
    );
    await page.goto('/', { waitUntil: 'commit' });
    type Timeline = { shownAt?: number; probeAt?: number; leavingAt?: number; goneAt?: number; role?: string; label?: string; appBeneath?: boolean };
    const timeline = () => page.evaluate(() => (window as unknown as { __splash: Timeline }).__splash);
    await expect.poll(async () => (await timeline()).goneAt, { timeout: 30_000 }).toBeDefined();
    const t = (await timeline()) as Required<Timeline>;
    expect({ role: t.role, label: t.label, appBeneath: t.appBeneath }).toEqual({ role: 'status', label: NAV_TEXT.loading, appBeneath: true });
    // It covers the page its full 3 s (a timer never fires early; 1 ms of rounding)...
    expect(t.leavingAt - t.shownAt).toBeGreaterThanOrEqual(SPLASH_MS - 1);
    // ...and lifts when they are up (no auth to wait for on a first visit), not when something else is done.
    expect(t.leavingAt - t.probeAt).toBeLessThan(1_000);
    // Then it fades out and leaves the DOM.
    expect(t.goneAt - t.leavingAt).toBeGreaterThanOrEqual(SPLASH_FADE_MS - 1);
  });

  test('the bar turns opaque past 50 px; scroll-to-top appears past 200 px and works', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await expect(page.getByRole('button', { name: NAV_TEXT.scrollTop })).toHaveCount(0);
    await scrollTo(page, NAV_OPAQUE_AFTER_PX + 10);
    await expect(header).toHaveAttribute('data-scrolled');
    await expect(page.getByRole('button', { name: NAV_TEXT.scrollTop })).toHaveCount(0);
    await scrollTo(page, SCROLL_TOP_AFTER_PX + 100);
    await page.getByRole('button', { name: NAV_TEXT.scrollTop }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('floating WhatsApp and phone links on public pages, none in the admin area', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/about');
    // Narrower than the page column and its gutter (a phone), they come in with the first scroll (visitor-details.spec.ts).
    await scrollTo(page, SCROLL_TOP_AFTER_PX + 100);
    const whatsapp = page.getByRole('link', { name: new RegExp(NAV_TEXT.whatsapp) });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{8,15}\?text=\S+/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: new RegExp(`^${NAV_TEXT.call('')}\\+`) })).toHaveAttribute('href', /^tel:\+\d+$/);
    await gotoFresh(page, '/admin/login');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(NAV_TEXT.whatsapp) })).toHaveCount(0);
  });

  test('footer links go to their pages, each opened at the top', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/about');
    const footer = page.getByRole('contentinfo');
    for (const link of [...FOOTER_QUICK_LINKS, ...FOOTER_RESOURCES]) {
      await expect(footer.getByRole('link', { name: link.label, exact: true }).first()).toHaveAttribute('href', link.href);
    }
    const legal = footer.getByRole('list', { name: FOOTER_TEXT.legal });
    for (const link of FOOTER_LEGAL) await expect(legal.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
    // (domain/site.ts reads import.meta.env and cannot load in Playwright's Node: check the rendered values.)
    const socials = footer.getByRole('list', { name: FOOTER_TEXT.follow }).getByRole('link');
    expect(await socials.count()).toBeGreaterThan(0);
    for (const a of await socials.all()) {
      await expect(a).toHaveAttribute('href', /^https:\/\//);
      await expect(a).toHaveAttribute('target', '_blank');
      await expect(a).toHaveAttribute('rel', /noopener/);
      await expect(a).toHaveAccessibleName(new RegExp(`\\S ${NAV_TEXT.newTab.replace(/[()]/g, '\\$&')}$`));
    }
    await expect(footer).toContainText(/© 2025 \S/);
    await expect(footer.locator('address a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.locator('address a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator('address')).toContainText('Business Bay, Sheikh Zayed Rd, Dubai');

    await scrollTo(page, 100_000);
    expect(await scrollY(page)).toBeGreaterThan(0);
    await footer.getByRole('link', { name: 'Terms of Service', exact: true }).click();
    await expect(page).toHaveURL(/\/disclaimer$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('top navigation: Brands dropdown', () => {
  test('opens on hover, lists six brands and View All Brands, closes on leaving and outside click', async ({ page }, info) => {
    desktopOnly(info.project.name);
    await gotoFresh(page, '/about');
    const trigger = page.getByRole('button', { name: NAV_TEXT.brands, exact: true });
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await trigger.hover();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(800);
    for (const brand of NAV_BRANDS) await expect(panel.getByRole('link', { name: brand.name })).toHaveAttribute('href', brandHref(brand.slug));
    await expect(panel.getByRole('link')).toHaveCount(NAV_BRANDS.length + 1);
    // Moving down into the panel keeps it open; leaving closes it after the short grace.
    await panel.getByRole('link', { name: NAV_BRANDS[4]?.name }).hover();
    await page.clock.runFor(DROPDOWN_LEAVE_GRACE_MS * 2); // the grace timer has had its time on the page's clock
    await expect(panel).toBeVisible();
    await page.mouse.move(10, 700);
    await expect(panel).toBeHidden();

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(1300, 700);
    await expect(panel).toBeHidden();

    await trigger.hover();
    await panel.getByRole('link', { name: NAV_TEXT.viewAllBrands }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(panel).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('works from the keyboard alone', async ({ page }, info) => {
    desktopOnly(info.project.name);
    await gotoFresh(page, '/about');
    const trigger = page.getByRole('button', { name: NAV_TEXT.brands, exact: true });
    await page.getByRole('link', { name: NAV_TEXT.allCars, exact: true }).first().focus();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: NAV_BRANDS[0]?.name })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: NAV_BRANDS[0]?.name })).toBeFocused();
    await expectNoAxeViolations(page);
    // Tabbing on past the last link closes it.
    for (let i = 0; i < NAV_BRANDS.length + 1; i += 1) await page.keyboard.press('Tab');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/cars\\?brand=${NAV_BRANDS[0]?.slug}$`));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('top navigation: mobile side menu', () => {
  test('a labelled hamburger opens a focus-trapping dialog that locks page scroll', { tag: '@mobile' }, async ({ page }, info) => {
    mobileOnly(info.project.name);
    await gotoFresh(page, '/');
    await scrollTo(page, 300);
    const before = await scrollY(page);
    await page.getByRole('button', { name: NAV_TEXT.openMenu }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(page.locator('body')).toHaveAttribute('data-scroll-lock', '');
    expect(await scrollY(page)).toBe(before);
    // The wheel reaches the page (a listener that does not cancel it) and the frame after it is drawn: a page that
    // could scroll has scrolled by then.
    await page.evaluate(() => {
      const w = window as unknown as { wheelSeen?: boolean };
      window.addEventListener('wheel', () => (w.wheelSeen = true), { once: true, passive: true });
    });
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => (window as unknown as { wheelSeen?: boolean }).wheelSeen === true)).toBe(true);
    const frames = page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
    await page.clock.runFor(50); // the page's clock drives its frames
    await frames;
    expect(await scrollY(page)).toBe(before);
    // Focus stays inside the dialog however far one tabs.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: NAV_TEXT.openMenu })).toBeFocused();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-lock');

    await page.getByRole('button', { name: NAV_TEXT.openMenu }).click();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true); // the dialog is live
    await page.mouse.click(10, 400); // the dimmed page beside the sheet
    await expect(dialog).toBeHidden();
  });

  test('closes on navigation; its brand list starts collapsed and closes on selection', { tag: '@mobile' }, async ({ page }, info) => {
    mobileOnly(info.project.name);
    await gotoFresh(page, '/');
    await page.getByRole('button', { name: NAV_TEXT.openMenu }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: NAV_TEXT.about, exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: NAV_TEXT.openMenu }).click();
    const brands = dialog.getByRole('button', { name: NAV_TEXT.brands, exact: true });
    await expect(brands).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('link', { name: NAV_BRANDS[2]?.name })).toBeHidden();
    await brands.click();
    await dialog.getByRole('link', { name: NAV_BRANDS[2]?.name }).click();
    await expect(page).toHaveURL(new RegExp(`/cars\\?brand=${NAV_BRANDS[2]?.slug}$`));
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: NAV_TEXT.openMenu }).click();
    await expect(dialog.getByRole('button', { name: NAV_TEXT.brands, exact: true })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('anthem toggle', () => {
  test("pausing is stored as 'false' and survives a reload without streaming the track", async ({ page }) => {
    await captureAudio(page);
    await gotoFresh(page, '/');
    const toggle = anthemToggle(page);
    // Nothing stored: playing is the default; the browser then plays or blocks (paused). Either way pause it.
    await expect.poll(async () => (await anthem(page)).preload).toBe('auto');
    if ((await toggle.textContent()) !== NAV_TEXT.anthemPlay) await toggle.click();
    await expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPlay);
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPlay);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.anthem)).toBe('false');

    await page.reload();
    await waitForApp(page);
    await expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPlay);
    const audio = await anthem(page);
    expect(audio).toMatchObject({ found: true, paused: true, preload: 'none', volume: 0.1, loop: false });
  });

  test("playing is stored as 'true', plays at volume 0.1, and the track's end shows paused", async ({ page }) => {
    await captureAudio(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'false'), STORAGE_KEYS.anthem);
    await gotoFresh(page, '/');
    const toggle = anthemToggle(page);
    await expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPlay);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPause);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.anthem)).toBe('true');
    // Sound is really coming out: the clock of the track moves.
    await expect.poll(async () => (await anthem(page)).time ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await anthem(page)).volume).toBeCloseTo(0.1);

    // Jump to the last moment of the track: it ends, does not loop, and the toggle shows paused.
    await hurryToEnd(page);
    await expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPlay, { timeout: 15_000 });
    expect(await anthem(page)).toMatchObject({ paused: true, loop: false });
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.anthem)).toBe('true');
  });

  test("a stored 'true' attempts autoplay after load, and the toggle tells the truth about the outcome", async ({ page }) => {
    await captureAudio(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.anthem);
    await gotoFresh(page, '/');
    const toggle = anthemToggle(page);
    await expect.poll(async () => (await anthem(page)).preload).toBe('auto');
    // Whether this browser allows audible autoplay is its own policy. Once play() has answered, the toggle must match
    // what the element does: 'Pause anthem' and its clock moving, or 'Play anthem' and paused (blocked).
    await expect
      .poll(
        async () => {
          const audio = await anthem(page);
          if (await toggle.getAttribute('aria-busy')) return 'pending';
          if ((await toggle.textContent()) === NAV_TEXT.anthemPause) return (audio.time ?? 0) > 0 ? 'playing' : 'pending';
          return audio.paused ? 'blocked' : 'paused toggle over a running element';
        },
        { timeout: 10_000 },
      )
      .toMatch(/^(playing|blocked)$/);
  });
});
