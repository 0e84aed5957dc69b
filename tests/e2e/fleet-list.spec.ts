import type { Page } from '@playwright/test';
import { MSG } from '../../domain/app-messages';
import { DEFAULT_RETRY_AFTER_S, LIST_PAGE_SIZE, QUEUE_MAX_RETRIES } from '../../domain/constants';
import { CATEGORY_COPY } from '../../src/features/categories/category-copy';
import { FLEET_TEXT } from '../../src/features/fleet/fleet-copy';
import { FAILED_RESOURCE_LOG, expect, expectNoAxeViolations, gotoFresh, test } from './fixtures';

/**
 * The car collection (/cars) and the category landing pages of issue 4, at 1366 (desktop) and 390 (mobile).
 * The list goes through the request queue (1 s debounce, 2 s gap), so waits for cards are generous.
 */
const LIST_WAIT = { timeout: 15_000 };

const cards = (page: Page) => page.getByTestId('car-card');
const search = (page: Page) => page.getByRole('combobox', { name: FLEET_TEXT.searchLabel });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function openCars(page: Page, path = '/cars', scenario?: 'empty' | 'error' | 'ratelimit') {
  await gotoFresh(page, path, { scenario });
}

/** Each card's type line reads '{category} · {year}'. */
async function typeLines(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((n) => n.querySelector('h2, h3')?.previousElementSibling?.textContent ?? ''));
}

test.describe('/cars', () => {
  test('reads the brand from the address and shows only that brand; no axe violations', { tag: '@mobile' }, async ({ page }) => {
    await openCars(page, '/cars?brand=ferrari');
    await expect(cards(page).first()).toBeVisible(LIST_WAIT);
    const names = await cards(page).getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Ferrari /);
    await expect(page.getByRole('heading', { name: /^\d+ Cars? Available$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a category tab reloads the list, writes the address, and Back returns to all cars', async ({ page }) => {
    await openCars(page);
    await expect(cards(page).first()).toBeVisible(LIST_WAIT);
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Sports').click();
    await expect(page).toHaveURL(/\/cars\?category=sports$/);
    await expect(tab(page, 'Sports')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: /^\d+ Sports Cars? Available$/ })).toBeVisible(LIST_WAIT);
    for (const line of await typeLines(page)) expect(line).toMatch(/^Sports · \d{4}$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: /^\d+ Cars Available$/ })).toBeVisible(LIST_WAIT);
  });

  test('search suggestions: type, arrow down, Enter opens the highlighted car', { tag: '@mobile' }, async ({ page }) => {
    await openCars(page);
    await expect(cards(page).first()).toBeVisible(LIST_WAIT);
    await search(page).fill('roma');
    const listbox = page.getByRole('listbox', { name: FLEET_TEXT.searchLabel });
    await expect(listbox.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
    await expect(search(page)).toHaveAttribute('aria-expanded', 'true');
    for (const text of await listbox.getByRole('option').allTextContents()) expect(text.toLowerCase()).toContain('roma');
    await page.keyboard.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(search(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cars\/[0-9a-f]{24}$/);
  });

  test("suggestions say 'No cars found.' and Escape closes them", async ({ page }) => {
    await openCars(page);
    await search(page).fill('zzqx');
    await expect(page.getByText(MSG.noSuggestions, { exact: true })).toBeVisible({ timeout: 10_000 });
    await search(page).fill('ferrari');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(search(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Load More appends the next page', async ({ page }) => {
    await openCars(page);
    await expect(cards(page)).toHaveCount(LIST_PAGE_SIZE, LIST_WAIT);
    const firstPage = await cards(page).getByRole('heading').allTextContents();
    await page.getByRole('button', { name: FLEET_TEXT.loadMore }).click();
    await expect.poll(() => cards(page).count(), LIST_WAIT).toBeGreaterThan(LIST_PAGE_SIZE);
    expect((await cards(page).getByRole('heading').allTextContents()).slice(0, LIST_PAGE_SIZE)).toEqual(firstPage);
  });

  test('a card opens its car', async ({ page }) => {
    await openCars(page);
    await expect(cards(page).first()).toBeVisible(LIST_WAIT);
    const href = await cards(page).first().getAttribute('href');
    expect(href).toMatch(/^\/cars\/[0-9a-f]{24}$/);
    await cards(page).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('empty: named by category, with the hint, Clear Filters and Browse All Cars; no axe violations', { tag: '@mobile' }, async ({ page }) => {
    await openCars(page, '/cars?category=luxury', 'empty');
    const empty = page.getByTestId('list-empty');
    await expect(empty.getByRole('heading', { name: MSG.noCarsFound('luxury') })).toBeVisible(LIST_WAIT);
    await expect(empty.getByText(MSG.noCarsHint)).toBeVisible();
    await expect(empty.getByRole('button', { name: MSG.clearFilters })).toBeVisible();
    await expectNoAxeViolations(page);
    await empty.getByRole('button', { name: MSG.browseAllCars }).click();
    await expect(page).toHaveURL(/\/cars(\?mock=empty)?$/);
    await expect(page.getByTestId('list-empty').getByRole('heading', { name: MSG.noCarsFound(null), exact: true })).toBeVisible(LIST_WAIT);
  });

  test('error: the message in red and Try Again; no axe violations', { tag: '@mobile' }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await openCars(page, '/cars', 'error');
    const error = page.getByTestId('list-error');
    await expect(error.getByText(MSG.publicServerError)).toBeVisible(LIST_WAIT);
    await expect(error.getByText(MSG.publicServerError)).toHaveCSS('color', 'rgb(242, 107, 107)');
    await expect(error.getByRole('button', { name: MSG.tryAgain })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('rate-limited: banner and countdown while the queue retries, then the error and Retry Now; no axe violations', { tag: '@mobile' }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await openCars(page, '/cars', 'ratelimit');
    const banner = page.getByTestId('rate-limit-banner');
    await expect(banner.getByText(MSG.rateLimitedTitle)).toBeVisible(LIST_WAIT);
    await expect(banner.getByText(MSG.rateLimitedText)).toBeVisible();
    await expect(banner.getByText(/^Retrying in \d seconds\.\.\.$/)).toBeVisible();
    await expect(banner.getByRole('button', { name: /^Wait \d+s$/ })).toBeDisabled();
    await expectNoAxeViolations(page);
    // The queue retries 3 times, DEFAULT_RETRY_AFTER_S apart, then gives up; the retry waits for the countdown.
    const error = page.getByTestId('list-error');
    await expect(async () => {
      await page.clock.fastForward(DEFAULT_RETRY_AFTER_S * 1000);
      await expect(error.getByText(MSG.maxRetries)).toBeVisible({ timeout: 500 });
    }).toPass(LIST_WAIT);
    await expect(async () => {
      await page.clock.fastForward(1000);
      await expect(banner.getByRole('button', { name: MSG.retryNow })).toBeEnabled({ timeout: 500 });
    }).toPass(LIST_WAIT);
    await expect(error.getByRole('button', { name: MSG.tryAgain })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('rate-limited: Try Again reads Rate Limited and is disabled while the countdown runs', async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    // The list's answers, counted as the page receives them (the mock worker's answers are the page's responses too).
    let refused = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/cars' && response.status() === 429) refused += 1;
    });
    await openCars(page, '/cars', 'ratelimit');
    // The clock moves a second at a time, and only until the last retry has been refused: the countdown that starts
    // then must not be run down by the test before it looks at the button.
    await expect(async () => {
      if (refused < 1 + QUEUE_MAX_RETRIES) await page.clock.fastForward(1000);
      expect(refused).toBe(1 + QUEUE_MAX_RETRIES);
    }).toPass({ timeout: 30_000, intervals: [100] });
    const error = page.getByTestId('list-error');
    await expect(error).toBeVisible(LIST_WAIT);
    // Right after giving up the countdown starts again: the retry waits for it.
    await expect(error.getByRole('button', { name: MSG.rateLimitedButton })).toBeDisabled();
  });

  test('filters live in a drawer at 390 px: opens, filters, closes; no axe violations', { tag: '@mobile' }, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the drawer is the small-screen filter panel');
    await openCars(page);
    await expect(cards(page).first()).toBeVisible(LIST_WAIT);
    await page.getByRole('button', { name: FLEET_TEXT.openFilters, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: FLEET_TEXT.filtersTitle });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByLabel(FLEET_TEXT.labels.transmission).selectOption('Semi-Automatic');
    await drawer.getByRole('button', { name: FLEET_TEXT.showResults }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: /^\d+ Cars? Available$/ })).toBeVisible(LIST_WAIT);
    await expect(cards(page).first().getByText('Semi-Automatic', { exact: true })).toBeVisible();
  });

  test('the side panel filters at 1366 px and the status filter offers the four labels', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the side panel shows on large screens');
    await openCars(page);
    await expect(cards(page).first()).toBeVisible(LIST_WAIT);
    const panel = page.getByRole('complementary', { name: FLEET_TEXT.filtersTitle });
    await expect(panel.getByLabel(FLEET_TEXT.labels.status).locator('option')).toHaveText(['All Statuses', 'Available', 'Rented', 'Maintenance', 'Inactive']);
    await expect(panel.getByLabel(FLEET_TEXT.labels.year).locator('option')).toHaveCount(16);
    await panel.getByLabel(FLEET_TEXT.labels.brand).selectOption('Porsche');
    await expect(page).toHaveURL(/\/cars\?brand=Porsche$/);
    await expect(page.getByRole('heading', { name: /^\d+ Cars? Available$/ })).toBeVisible(LIST_WAIT);
    for (const name of await cards(page).getByRole('heading').allTextContents()) expect(name).toMatch(/^Porsche /);
  });
});

test.describe('category landing pages', () => {
  test('/luxury: hero, four stats with the count, the cars under "Available Luxury Cars (n)", services; no axe violations', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/luxury');
    const copy = CATEGORY_COPY.luxury;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    const heading = page.getByRole('heading', { name: /^Available Luxury Cars \(\d+\)$/ });
    await expect(heading).toBeVisible(LIST_WAIT);
    const count = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
    await expect(cards(page)).toHaveCount(count);
    await expect(page.getByRole('definition').first()).toHaveText(String(count));
    await expect(page.getByRole('definition')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: copy.marketing.title })).toBeVisible();
    for (const line of await typeLines(page)) expect(line).toMatch(/^Luxury · /);
    await expectNoAxeViolations(page);
  });

  test('/sports shows its performance claims', async ({ page }) => {
    await gotoFresh(page, '/sports');
    for (const text of ['<3.5s', '350+', '600+']) await expect(page.getByText(text, { exact: true })).toBeVisible();
  });

  test('/suv empty: the exact message; no axe violations', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/suv', { scenario: 'empty' });
    await expect(page.getByText(MSG.categoryEmpty('SUV'), { exact: true })).toBeVisible(LIST_WAIT);
    await expectNoAxeViolations(page);
  });

  test('/coupe error: the store error text in red', async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG);
    await gotoFresh(page, '/coupe', { scenario: 'error' });
    const error = page.getByRole('alert').filter({ hasText: MSG.publicServerError });
    await expect(error).toBeVisible(LIST_WAIT);
    await expect(error).toHaveCSS('color', 'rgb(242, 107, 107)');
  });
});
