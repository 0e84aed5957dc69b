/**
 * Enquiries in the demo build (issue 19), at 1366 and 390 px: a visitor's message from /contact (with a rental date
 * picked on the calendar) reaches the portal's inbox in the same browser (the in-browser backend), counted in the
 * sidebar; the form with its calendar open, the inbox and the detail pass axe; the detail offers the three replies.
 * The product server's own run (tests/e2e/enquiries.product.spec.ts) covers mail, restarts and limits.
 */
import type { Page } from '@playwright/test';
import { MSG } from '../../domain/app-messages';
import { ADMIN_TEXT } from '../../src/features/admin/admin-layout-copy';
import { DETAIL_TEXT, INBOX_TEXT, STATUS_LABELS } from '../../src/features/admin/enquiries/enquiries-copy';
import { CONTACT_TEXT, ENQUIRY_FORM_TEXT } from '../../src/features/contact/contact-copy';
import { signInToCars } from './admin-helpers';
import { expect, expectNoAxeViolations, gotoFresh, test } from './fixtures';

const MAP_STUB = '<!doctype html><html lang="en"><head><title>Map</title></head><body>map</body></html>';
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a message sent from /contact is in the inbox: listed as new, counted, opened with its replies; every screen axe-clean', { tag: '@mobile' }, async ({ page }) => {
  test.setTimeout(150_000);
  await page.route(/^https:\/\/maps\.google\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: MAP_STUB }));
  await gotoFresh(page, '/contact');
  const name = `Noura Al Mansoori ${Date.now()}`;
  await box(page, CONTACT_TEXT.form.labels.name).fill(name);
  await box(page, CONTACT_TEXT.form.labels.email).fill('noura@example.com');
  await page.getByRole('textbox', { name: CONTACT_TEXT.form.phone }).fill('+971 50 765 4321');
  await box(page, CONTACT_TEXT.form.labels.subject).fill('Airport pickup next week');
  await box(page, CONTACT_TEXT.form.labels.message).fill('Landing on Friday at 9 in the morning.\nTwo passengers.');

  // The first rental day, picked on the calendar by keyboard: the trigger opens it on today; one day on, Enter.
  await page.getByRole('button', { name: ENQUIRY_FORM_TEXT.calendar.open }).first().click();
  const calendar = page.getByRole('dialog', { name: ENQUIRY_FORM_TEXT.calendar.calendar }).or(page.locator('[data-scope="date-picker"][data-part="content"]')).first();
  await expect(calendar).toBeVisible();
  await expectNoAxeViolations(page, { exclude: ['iframe'] });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(ENQUIRY_FORM_TEXT.dateFrom, { exact: true })).not.toHaveValue('');

  // A person takes longer than a bot between the page opening and the send (else nothing would be kept).
  await page.waitForFunction(() => performance.now() > 3_000);
  await page.getByRole('button', { name: CONTACT_TEXT.form.send, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG.contactSuccessTitle })).toBeVisible();
  const reference = (/LD-[0-9A-Z]{5}/.exec((await page.getByTestId('contact-sent').textContent()) ?? '') ?? [''])[0];
  expect(reference).toMatch(/^LD-/);

  await signInToCars(page);
  const menuButton = page.getByRole('button', { name: ADMIN_TEXT.openMenu });
  if (await menuButton.isVisible()) await menuButton.click();
  const inboxLink = page.getByRole('navigation', { name: ADMIN_TEXT.adminNav }).getByRole('link', { name: new RegExp(`^${ADMIN_TEXT.enquiries}`) }).filter({ visible: true });
  await expect(inboxLink).toHaveAccessibleName(`${ADMIN_TEXT.enquiries} (${ADMIN_TEXT.newEnquiries(1)})`);
  await inboxLink.click();
  await expect(page.getByRole('heading', { level: 1, name: INBOX_TEXT.title })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: reference });
  await expect(row.getByText(STATUS_LABELS.new, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: new RegExp(name) }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('Landing on Friday at 9 in the morning.');
  await expect(detail.getByRole('link', { name: new RegExp(DETAIL_TEXT.replyEmail) })).toHaveAttribute('href', new RegExp(`^mailto:noura@example.com\\?subject=.*${reference}`));
  await expect(detail.getByRole('link', { name: new RegExp(DETAIL_TEXT.replyWhatsApp) })).toHaveAttribute('href', /^https:\/\/wa\.me\/971507654321\?text=/);
  await expect(detail.getByRole('link', { name: new RegExp(DETAIL_TEXT.replyCall) })).toHaveAttribute('href', /^tel:/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(row.getByRole('link', { name: new RegExp(name) })).toBeFocused();
});
