/**
 * Enquiries on the product (issue 19): the built site served by the real server, its mail going to a real SMTP sink
 * started here. A visitor writes about a car with dates and a delivery place; an admin in another browser context finds
 * it in the inbox, sets its status, and finds both again after a reload and after the server restarts; the alert
 * e-mail arrives, and arrives too when the mail server was down at send time. A bot's submit (the honeypot) is answered
 * as sent and kept nowhere; a burst from one address meets the limit. Runs only with E2E_TARGET=product.
 *
 * Each browser context speaks from its own address (X-Forwarded-For, trusted with TRUST_PROXY=1), as separate
 * visitors do, so one test's enquiries never count against another's limit.
 */
import { createServer, type Server } from 'node:net';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { dubaiDay, addDays } from '../../domain/dubai-day';
import { MSG } from '../../domain/app-messages';
import { ADMIN_TEXT } from '../../src/features/admin/admin-layout-copy';
import { DETAIL_TEXT, INBOX_TEXT, STATUS_LABELS } from '../../src/features/admin/enquiries/enquiries-copy';
import { ENQUIRY_TEXT } from '../../src/features/car-detail/enquiry-copy';
import { CONTACT_TEXT, ENQUIRY_FORM_TEXT } from '../../src/features/contact/contact-copy';
import { PRODUCT_URL } from '../../scripts/targets.mjs';
import { freePort, SmtpSink } from '../../server/testing-smtp';
import { ADMIN, choose } from './admin-helpers';
import { expect, gotoFresh, test } from './fixtures';
import { productServer, type ProductServer } from './product-server';

const BUSINESS = 'reservations@luxe.test';
let server: ProductServer;
let sink: SmtpSink;
let smtpPort: number;
let addressCount = 0;

test.beforeAll(async () => {
  smtpPort = await freePort();
  sink = new SmtpSink();
  await sink.start(smtpPort);
  server = await productServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ENQUIRY_TO: BUSINESS,
    OUTBOX_POLL_MS: '300',
    OUTBOX_RETRY_BASE_MS: '500',
    TRUST_PROXY: '1',
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

/** A browser context of its own, speaking from an address of its own. */
async function visitorContext(browser: Browser): Promise<BrowserContext> {
  addressCount += 1;
  return browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${addressCount}` } });
}

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The English calendar's input takes a typed day month first. */
const typed = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};

/** Writes the form (the car already on it when opened from a car page), waits like a person would, sends it. */
async function sendEnquiry(page: Page, who: { name: string; email: string }, dates?: { from: string; to: string }): Promise<string> {
  await box(page, CONTACT_TEXT.form.labels.name).fill(who.name);
  await box(page, CONTACT_TEXT.form.labels.email).fill(who.email);
  if (dates) {
    await page.getByLabel(ENQUIRY_FORM_TEXT.dateFrom, { exact: true }).fill(typed(dates.from));
    await page.getByLabel(ENQUIRY_FORM_TEXT.dateFrom, { exact: true }).press('Enter');
    await page.getByLabel(ENQUIRY_FORM_TEXT.dateTo, { exact: true }).fill(typed(dates.to));
    await page.getByLabel(ENQUIRY_FORM_TEXT.dateTo, { exact: true }).press('Enter');
    await page.getByRole('combobox', { name: ENQUIRY_FORM_TEXT.delivery }).selectOption('hotel');
    await box(page, ENQUIRY_FORM_TEXT.deliveryAddress).fill('Atlantis The Royal, Palm Jumeirah');
  }
  // A person takes more than the 2.5 s a bot does between the page opening and the send.
  await page.waitForFunction(() => performance.now() > 3_000);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/enquiries');
  await page.getByRole('button', { name: CONTACT_TEXT.form.send, exact: true }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: MSG.contactSuccessTitle })).toBeVisible();
  const panel = page.getByTestId('contact-sent');
  await expect(panel).toContainText(/LD-[0-9A-Z]{5}/);
  return (/LD-[0-9A-Z]{5}/.exec((await panel.textContent()) ?? '') ?? [''])[0];
}

async function signIn(page: Page) {
  await gotoFresh(page, '/admin/login');
  await page.getByLabel(ADMIN_TEXT.email).fill(ADMIN.email);
  await page.getByLabel(ADMIN_TEXT.password, { exact: true }).fill(ADMIN.password);
  await page.getByLabel(ADMIN_TEXT.keepLoggedIn).check();
  await page.getByRole('button', { name: ADMIN_TEXT.submit }).click();
  await expect(page.getByRole('button', { name: ADMIN_TEXT.logout })).toBeVisible({ timeout: 15_000 });
}

async function openInbox(page: Page) {
  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: INBOX_TEXT.title })).toBeVisible({ timeout: 15_000 });
}

/** An access token for API checks the screen does not show (the honeypot's absence). */
async function adminToken(): Promise<string> {
  const res = await fetch(`${PRODUCT_URL}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.200' },
    body: JSON.stringify(ADMIN),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function inboxSearch(search: string): Promise<number> {
  const res = await fetch(`${PRODUCT_URL}/api/admin/enquiries?search=${encodeURIComponent(search)}`, {
    headers: { Authorization: `Bearer ${await adminToken()}`, 'X-Forwarded-For': '198.51.100.200' },
  });
  return ((await res.json()) as { total: number }).total;
}

async function mailWith(reference: string, timeoutMs = 20_000) {
  await expect.poll(() => sink.messages.some((m) => m.subject?.includes(reference)), { timeout: timeoutMs }).toBe(true);
  return sink.messages.find((m) => m.subject?.includes(reference))!;
}

test('a visitor’s enquiry about a car reaches the inbox and the business’s mail, and keeps its status after a restart', async ({ browser }) => {
  test.setTimeout(240_000);
  const today = dubaiDay(Date.now());
  const dates = { from: addDays(today, 10), to: addDays(today, 13) };
  const visitorCtx = await visitorContext(browser);
  const visitor = await visitorCtx.newPage();
  await gotoFresh(visitor, '/cars');
  const card = visitor.locator('main a[href^="/cars/"]').first();
  const carPath = new URL((await card.getAttribute('href'))!, PRODUCT_URL).pathname;
  await visitor.goto(carPath);
  const carName = (await visitor.getByRole('heading', { level: 1 }).textContent())!.trim();
  await visitor.getByRole('link', { name: ENQUIRY_TEXT.enquire }).click();
  await expect(visitor).toHaveURL(/\/contact\?car=[a-f0-9]{24}/);
  await expect(box(visitor, CONTACT_TEXT.form.labels.subject)).not.toHaveValue('');
  const name = `Layla Haddad ${Date.now()}`;
  const reference = await sendEnquiry(visitor, { name, email: 'layla@example.com' }, dates);

  // The alert, at the business's address, naming the reference, the car and the dates, answerable to the visitor.
  const mail = await mailWith(reference);
  expect((mail.to as { text: string }).text).toContain(BUSINESS);
  expect(mail.replyTo?.text).toContain('layla@example.com');
  expect(mail.text).toContain(carName);
  expect(mail.text).toContain(dates.from);
  expect(mail.text).toContain('/admin/enquiries?id=');

  // An admin, in another context: the enquiry is there, new, with its car and dates.
  const adminCtx = await visitorContext(browser);
  const admin = await adminCtx.newPage();
  await signIn(admin);
  await openInbox(admin);
  const row = admin.getByRole('listitem').filter({ hasText: reference });
  await expect(row.getByText(STATUS_LABELS.new)).toBeVisible();
  await row.getByRole('link', { name: new RegExp(name) }).click();
  const detail = admin.getByRole('dialog');
  await expect(detail).toContainText(name);
  await expect(detail).toContainText(carName);
  await choose(detail.getByRole('combobox', { name: DETAIL_TEXT.status }), STATUS_LABELS.contacted);
  await expect(detail.getByText(DETAIL_TEXT.saved.status)).toBeVisible();

  // A reload, then a restart of the server: the enquiry and its status are still there.
  await admin.reload();
  await expect(admin.getByRole('dialog').getByRole('combobox', { name: DETAIL_TEXT.status })).toHaveText(STATUS_LABELS.contacted, { timeout: 15_000 });
  await server.stop();
  await server.start();
  // Still signed in: the session is in the database too.
  await openInbox(admin);
  const kept = admin.getByRole('listitem').filter({ hasText: reference });
  await expect(kept.getByText(STATUS_LABELS.contacted, { exact: true })).toBeVisible({ timeout: 15_000 });
  await visitorCtx.close();
  await adminCtx.close();
});

test('the alert arrives even when the mail server was down when the enquiry was sent', async ({ browser }) => {
  test.setTimeout(120_000);
  await sink.stop();
  // The mail server's port answers and hangs up at once: a send fails, and the test sees it try.
  let attempts = 0;
  const down: Server = createServer((socket) => {
    attempts += 1;
    socket.destroy();
  });
  await new Promise<void>((ok) => down.listen(smtpPort, '127.0.0.1', ok));
  const ctx = await visitorContext(browser);
  const page = await ctx.newPage();
  await gotoFresh(page, '/contact');
  await box(page, CONTACT_TEXT.form.labels.subject).fill('A week in an SUV');
  await box(page, CONTACT_TEXT.form.labels.message).fill('Next month, from the airport please.');
  const reference = await sendEnquiry(page, { name: 'Omar Farouk', email: 'omar@example.com' });
  // Stored although no mail could go: the inbox has it.
  expect(await inboxSearch(reference)).toBe(1);
  await expect.poll(() => attempts, { timeout: 15_000 }).toBeGreaterThan(0); // a send has failed against it
  await new Promise<void>((ok) => down.close(() => ok()));
  expect(sink.messages.some((m) => m.subject?.includes(reference))).toBe(false);
  await sink.start(smtpPort);
  const mail = await mailWith(reference, 30_000);
  expect(mail.text).toContain('Omar Farouk');
  await ctx.close();
});

test('a bot filling the honeypot is answered as sent and kept nowhere; a burst from one address meets the limit', async ({ browser }) => {
  test.setTimeout(120_000);
  const ctx = await visitorContext(browser);
  const page = await ctx.newPage();
  await gotoFresh(page, '/contact');
  const botName = `Bot ${Date.now()}`;
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await box(page, CONTACT_TEXT.form.labels.subject).fill('Cheap pills');
  await box(page, CONTACT_TEXT.form.labels.message).fill('Buy now');
  const reference = await sendEnquiry(page, { name: botName, email: 'bot@example.com' });
  expect(reference).toMatch(/^LD-/);
  expect(await inboxSearch(botName)).toBe(0);

  // The same address, four more sends: the fifth enquiry of the window passes, the sixth is refused.
  const statuses: number[] = [];
  const retryAfter: (string | null)[] = [];
  let burstReference = '';
  for (let i = 0; i < 5; i += 1) {
    const res = await page.request.post('/api/enquiries', {
      data: { name: `Burst ${i}`, email: 'burst@example.com', subject: 'Burst', message: 'Burst', locale: 'en', elapsedMs: 10_000 },
    });
    statuses.push(res.status());
    retryAfter.push(res.headers()['retry-after'] ?? null);
    if (i === 0) burstReference = ((await res.json()) as { data: { reference: string } }).data.reference;
  }
  expect(statuses).toEqual([201, 201, 201, 201, 429]);
  expect(Number(retryAfter[4])).toBeGreaterThan(0);
  // The outbox sends in order: once the alert of an enquiry sent after the bot's has arrived, the bot's never will.
  await mailWith(burstReference, 30_000);
  expect(sink.messages.some((m) => m.subject?.includes(reference))).toBe(false);
  await ctx.close();
});
