import type { Page } from '@playwright/test';
import { MSG } from '../../domain/app-messages';
import { ENQUIRY_FORM_TEXT } from '../../src/features/contact/contact-copy';
import { NAV_TEXT } from '../../src/features/shell/shell-links';
import { expectApart } from './boxes';
import { expect, expectNoAxeViolations, gotoFresh, holdFetches, test } from './fixtures';

/** /contact and the legal pages of issue 3. Runs in the desktop (1366) and mobile (390) projects. */
const MAP_STUB = '<!doctype html><html lang="en"><head><title>Map</title></head><body>map</body></html>';

test.beforeEach(async ({ page }) => {
  // The map embed is the one third-party frame we allow; in tests it never leaves the machine.
  await page.route(/^https:\/\/maps\.google\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: MAP_STUB }));
});

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message', exact: true });

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
}

test.describe('/contact', () => {
  test('required fields are refused in place: no send, focus on the first missing, typing kept', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/contact');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/enquiries') sent.push(request.url());
    });
    await box(page, 'Phone Number').fill('+971 50 111 2222');
    await sendButton(page).click();

    await expect(box(page, 'Full Name')).toBeFocused();
    await expect(box(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(box(page, 'Full Name')).toHaveAccessibleDescription(MSG.fieldRequired('Full Name'));
    await expect(box(page, 'Message')).toHaveAccessibleDescription(MSG.fieldRequired('Message'));
    await expect(box(page, 'Phone Number')).toHaveValue('+971 50 111 2222');

    await box(page, 'Full Name').fill('Aisha Khan');
    await box(page, 'Email Address').fill('aisha@');
    await sendButton(page).click();
    await expect(box(page, 'Email Address')).toBeFocused();
    await expect(box(page, 'Email Address')).toHaveAccessibleDescription(MSG.emailInvalid);
    await expect(box(page, 'Full Name')).not.toHaveAttribute('aria-invalid');
    await expect(box(page, 'Full Name')).toHaveValue('Aisha Khan');
    expect(sent).toEqual([]);
  });

  test('a complete message shows Sending Message..., is sent to the server, then the success toast with its reference and an empty form', { tag: '@mobile' }, async ({ page }) => {
    test.slow(); // a whole-page axe scan of /contact takes 8-20 s on 2 busy cores
    await gotoFresh(page, '/contact');
    await box(page, 'Full Name').fill('Aisha Khan');
    await box(page, 'Email Address').fill('aisha@example.com');
    await box(page, 'Subject').fill('Weekend in a convertible');
    await page.getByRole('combobox', { name: 'Car Category Interest' }).selectOption('convertible');
    await page.getByRole('combobox', { name: 'Rental Period' }).selectOption('weekly');
    await page.getByRole('radio', { name: 'WhatsApp', exact: true }).check();
    await box(page, 'Message').fill('Friday to Sunday, delivered to the hotel please.');

    // The send is held at a gate until the sending state has been seen: the mock answers in 80-300 ms.
    const gate = await holdFetches(page, '/api/enquiries');
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/enquiries');
    await sendButton(page).click();
    const sending = page.getByRole('button', { name: MSG.contactSending, exact: true });
    await expect(sending).toBeDisabled();
    await gate.release();
    expect((await request).postDataJSON()).toMatchObject({
      name: 'Aisha Khan',
      email: 'aisha@example.com',
      phone: '',
      subject: 'Weekend in a convertible',
      message: 'Friday to Sunday, delivered to the hotel please.',
      preferredContact: 'whatsapp',
      carInterest: 'convertible',
      rentalPeriod: 'weekly',
      locale: 'en',
      page: '/contact',
      website: '',
    });

    const toast = page.getByRole('status').filter({ hasText: MSG.contactSuccessTitle });
    await expect(toast).toBeVisible();
    await toast.hover(); // a hovered toast stays past its 5 s
    await expect(toast).toContainText(MSG.contactSuccessText);
    // Issue 23: beside (1366) or above (390) the floating WhatsApp button, never over it.
    const whatsapp = page.getByRole('group', { name: NAV_TEXT.contactDock, exact: true }).locator('a[href^="https://wa.me/"]');
    await expect(whatsapp).toBeVisible();
    await expectApart(toast, whatsapp, 'the success toast and the WhatsApp button');
    await expect(toast).toContainText(/LD-[0-9A-Z]{5}/);
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toBeHidden();

    await expect(page.getByTestId('contact-sent')).toContainText(new RegExp(`${ENQUIRY_FORM_TEXT.reference('')}LD-[0-9A-Z]{5}`));
    await expect(sendButton(page)).toBeEnabled();
    await expect(box(page, 'Full Name')).toHaveValue('');
    await expect(box(page, 'Message')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Email', exact: true })).toBeChecked();
    await expectNoAxeViolations(page, { exclude: ['iframe'] });
  });

  test('quick-contact cards open WhatsApp, the dialler and e-mail in a new tab', async ({ page }) => {
    await gotoFresh(page, '/contact');
    const quick = page.getByRole('region', { name: 'Quick contact' });
    const links = quick.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    // Each card's link goes where its visible text says (site.ts reads import.meta.env, so it is not imported here).
    await expect(links.nth(0)).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{8,15}\?text=\S+/);
    const phone = (await links.nth(1).innerText()).match(/\+[\d ]+/)?.[0] ?? 'no phone shown';
    await expect(links.nth(1)).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
    const email = (await links.nth(2).innerText()).match(/\S+@\S+/)?.[0] ?? 'no e-mail shown';
    await expect(links.nth(2)).toHaveAttribute('href', `mailto:${email}`);
    const phoneCard = page.getByRole('complementary', { name: 'Visit or Call' }).getByRole('heading', { name: 'Phone', exact: true }).locator('xpath=..');
    await expect(phoneCard.getByRole('link')).toHaveCount(2);
    for (const link of await phoneCard.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^tel:\+\d+$/);
  });

  test('the FAQ opens and closes by keyboard', async ({ page }) => {
    await gotoFresh(page, '/contact');
    const first = page.getByRole('button', { name: 'What documents do I need to rent a car?' });
    await first.focus();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/valid driving licence, your passport or national ID, and a credit card/)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const second = page.getByRole('button', { name: 'Do you deliver and collect the car?' });
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText(/free anywhere within Dubai, and we also deliver to the airport and to your hotel/)).toBeVisible();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('one h1, its own title and description, no axe violations', { tag: '@mobile' }, async ({ page }) => {
    test.slow(); // a whole-page axe scan of /contact takes 8-20 s on 2 busy cores
    await gotoFresh(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Plan Your Drive");
    await expect(page).toHaveTitle(/^Contact Us \|/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /reply within 24 hours/);
    await expectNoAxeViolations(page);
    await scrollThrough(page);
    // The showroom map is drawn by the site; no frame from another host until a visitor asks for the live map.
    await expect(page.locator('[data-map-drawing]')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

const LEGAL = [
  { path: '/disclaimer', h1: 'Disclaimer', title: /^Disclaimer \|/, sections: 6 },
  { path: '/privacy', h1: 'Privacy Policy', title: /^Privacy Policy \|/, sections: 10 },
  { path: '/terms', h1: 'Rental Terms and Conditions', title: /^Rental Terms \|/, sections: 11 },
  { path: '/cookies', h1: 'Cookie Policy', title: /^Cookie Policy \|/, sections: 5 },
] as const;

for (const { path, h1, title, sections } of LEGAL) {
  test(`${path}: numbered sections with a table of contents, its own title, no axe violations`, { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(title);
    await expect(page.getByText('Last updated August 18, 2025')).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveCount(sections);
    await expect(page.locator('article section[id]')).toHaveCount(sections);

    const lastLink = toc.getByRole('link').last();
    const target = (await lastLink.getAttribute('href')) ?? '';
    await lastLink.click();
    await expect(page.locator(target)).toBeInViewport();
    await expectNoAxeViolations(page);
  });
}

test('/disclaimer: the six sections of SPEC §2, the important notice and the help card', async ({ page }) => {
  await gotoFresh(page, '/disclaimer');
  const headings = page.locator('article section[id] h2');
  await expect(headings).toHaveText([
    /^1\.\s*Fleet Ownership and Third-Party Vehicles$/,
    /^2\.\s*Images$/,
    /^3\.\s*Availability and Substitution$/,
    /^4\.\s*Pricing, Deposit and Payment$/,
    /^5\.\s*Liability and Indemnity$/,
    /^6\.\s*Website Content$/,
  ]);
  await expect(page.getByRole('complementary', { name: 'Important Notice' })).toBeVisible();
  const help = page.getByRole('complementary', { name: 'Need Help?' });
  await expect(help.getByRole('link', { name: 'WhatsApp Support' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await help.getByRole('link', { name: 'Browse Our Cars' }).click();
  await expect(page).toHaveURL(/\/cars$/);
});

test('/privacy names the UAE PDPL; /cookies lists only the storage the site uses', async ({ page }) => {
  await gotoFresh(page, '/privacy');
  await expect(page.getByText(/Federal Decree-Law No\. 45 of 2021/).first()).toBeVisible();
  await gotoFresh(page, '/cookies');
  // The demo build adds its own line, mockScenario (the product's /cookies has none: product.spec.ts).
  for (const key of ['anthemPlay', 'locale', 'shortlist', 'adminToken', 'mockScenario']) await expect(page.getByText(key, { exact: true })).toBeVisible();
  await expect(page.getByText(/does not use advertising, analytics or social-media tracking cookies/)).toBeVisible();
});
