import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const out = '/tmp/shots/translate-fleet/';
for (const [w, h, path, sel, scroll, name] of [[1366, 800, '/ar/sports', '[data-testid=car-card]', 0, 'sports2'], [390, 844, '/ar/contact', '#contact-form-title', 0, 'contact2'], [1366, 800, '/ar/cars/x', '#car-title', 700, 'car2']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  if (path === '/ar/cars/x') {
    await page.goto('http://localhost:4173/ar/cars');
    await page.waitForSelector('[data-testid=car-card]', { timeout: 90000 });
    await page.goto('http://localhost:4173' + (await page.locator('[data-testid=car-card]').first().getAttribute('href')));
  } else await page.goto('http://localhost:4173' + path);
  await page.waitForSelector(sel, { timeout: 90000 }).catch(() => console.log('no', sel));
  await page.waitForTimeout(4000);
  if (scroll) { await page.mouse.wheel(0, scroll); await page.waitForTimeout(1200); }
  await page.screenshot({ path: `${out}${name}-${w}.png` });
  await ctx.close();
}
await browser.close();
