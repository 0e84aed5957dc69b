import type { Page } from '@playwright/test';
import { RENTAL_CONDITIONS_TEXT as RENTAL_CONDITIONS_TEXT_AR } from '../../src/config/rental-conditions.ar';
import { ENQUIRY_TEXT } from '../../src/features/car-detail/enquiry-copy';
import { ENQUIRY_TEXT as ENQUIRY_TEXT_AR } from '../../src/features/car-detail/enquiry-copy.ar';
import { PREFILL_TEXT } from '../../src/features/contact/prefill-copy';
import { PREFILL_TEXT as PREFILL_TEXT_AR } from '../../src/features/contact/prefill-copy.ar';
import { FAILED_RESOURCE_LOG, expect, expectNoAxeViolations, gotoFresh, test } from './fixtures';

/** Issue 12: 'Enquire about this car' opens the contact form about that car, in the page's language. */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the first car of a category page (`prefix` = the language's) and returns its name and id. */
async function openSportsCar(page: Page, prefix: '' | '/ar'): Promise<{ name: string; id: string }> {
  await gotoFresh(page, `${prefix}/sports`);
  const card = page.getByTestId('car-card').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/cars/[0-9a-f]{24}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 10_000 });
  return { name, id: page.url().split('/').pop() ?? '' };
}

const subject = (page: Page) => page.locator('#contact-subject');
const message = (page: Page) => page.locator('#contact-message');
const interest = (page: Page) => page.locator('#contact-carInterest');

test.describe('enquiry about a car', () => {
  test("'Enquire about this car' opens /contact?car=ID with the subject, message, link and category filled in", { tag: '@mobile' }, async ({ page }) => {
    test.slow(); // an axe scan of the contact page on a busy machine
    const { name, id } = await openSportsCar(page, '');
    const carUrl = page.url();
    await page.getByRole('link', { name: ENQUIRY_TEXT.enquire }).click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?car=${id}$`));

    const chip = page.getByRole('group', { name: PREFILL_TEXT.aboutLabel });
    await expect(chip).toContainText(name, { timeout: 10_000 });
    await expect(subject(page)).toHaveValue(new RegExp(escape(name)));
    await expect(message(page)).toHaveValue(new RegExp(escape(name)));
    await expect(message(page)).toHaveValue(new RegExp(escape(carUrl)));
    await expect(interest(page)).toHaveValue('sports');
    await expectNoAxeViolations(page);

    // The visitor's words stay when the car is removed; ours go, and so does the query.
    await subject(page).fill('Two days in the desert');
    await chip.getByRole('button', { name: PREFILL_TEXT.remove(name) }).click();
    await expect(chip).toBeHidden();
    await expect(subject(page)).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(subject(page)).toHaveValue('Two days in the desert');
    await expect(message(page)).toHaveValue('');
    await expect(interest(page)).toHaveValue('');
  });

  test('under /ar the enquiry stays in Arabic: the form is written in Arabic with the Arabic page of the car', async ({ page }) => {
    test.slow(); // an axe scan of the car page on a busy machine
    const { name, id } = await openSportsCar(page, '/ar');
    const carUrl = page.url();
    expect(carUrl).toContain(`/ar/cars/${id}`);
    // The car page in Arabic with its new parts (enquire, share, rental conditions) passes axe.
    await expect(page.getByRole('region', { name: RENTAL_CONDITIONS_TEXT_AR.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: ENQUIRY_TEXT_AR.enquire }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/contact\\?car=${id}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await expect(page.getByRole('group', { name: PREFILL_TEXT_AR.aboutLabel })).toContainText(name, { timeout: 10_000 });
    await expect(subject(page)).toHaveValue(PREFILL_TEXT_AR.subject(name));
    await expect(message(page)).toHaveValue(new RegExp(escape(name)));
    await expect(message(page)).toHaveValue(new RegExp(`${escape(carUrl)}$`));
    await expect(interest(page)).toHaveValue('sports');
  });

  test('an unknown car leaves the form empty, with no error', async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_RESOURCE_LOG); // the car's 404, as Chromium logs it
    const missing = page.waitForEvent('console', { predicate: (msg) => msg.text().includes('404'), timeout: 30_000 });
    await gotoFresh(page, '/contact?car=0123456789abcdef01234567');
    await missing;
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await expect(page.getByRole('group', { name: PREFILL_TEXT.aboutLabel })).toHaveCount(0);
    await expect(subject(page)).toHaveValue('');
    await expect(message(page)).toHaveValue('');
  });
});
