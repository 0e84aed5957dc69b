import { chromium } from '@playwright/test';
const base = 'http://localhost:4173';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const only = process.argv[2] ?? 'all';
for (const [w, h] of [[1366, 800], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console.error', m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/cars`);
  await page.waitForTimeout(3500);
  const card = page.getByTestId('car-card').first();
  await card.waitFor({ timeout: 20000 });
  await card.click();
  await page.waitForURL(/\/cars\/[0-9a-f]{24}$/);
  const id = page.url().split('/').pop();
  console.log('car', id);
  for (const prefix of ['', '/ar']) {
    const tag = `${w}${prefix ? '-ar' : '-en'}`;
    if (only === 'all' || only === 'car') {
      await page.goto(`${base}${prefix}/cars/${id}`);
      await page.waitForTimeout(5500);
      await page.screenshot({ path: `/tmp/shots/carpage/car-${tag}.png`, fullPage: false });
      const quote = page.locator('section[aria-labelledby="quote-title"]');
      await quote.screenshot({ path: `/tmp/shots/carpage/quote-${tag}.png` });
      const cond = page.locator('section[aria-labelledby="rental-conditions-title"]');
      await cond.scrollIntoViewIfNeeded();
      await cond.screenshot({ path: `/tmp/shots/carpage/conditions-${tag}.png` });
    }
    if (only === 'all' || only === 'contact') {
      await page.goto(`${base}${prefix}/contact?car=${id}`);
      await page.waitForTimeout(6500);
      const form = page.locator('form[aria-labelledby="contact-form-title"]');
      await form.scrollIntoViewIfNeeded();
      await form.screenshot({ path: `/tmp/shots/carpage/contact-${tag}.png` });
    }
  }
  await ctx.close();
}
await browser.close();
