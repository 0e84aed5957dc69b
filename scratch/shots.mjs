import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const errors = [];
for (const [w, h] of [[1366, 800], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${w} ${page.url()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${w} pageerror ${e.message}`));
  for (const path of ['/', '/cars', '/cars/1cfd57eadfea0f54ecd65bec', '/contact', '/admin/login']) {
    await page.goto('http://localhost:8080' + path);
    await page.waitForTimeout(4200);
    await page.screenshot({ path: `scratch/${w}${path.replace(/\W+/g, '_')}.png` });
  }
  // admin journey
  await page.fill('input[type=email]', 'admin@example.com');
  await page.fill('input[type=password]', 'admin123');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(3500);
  await page.goto('http://localhost:8080/admin/cars');
  await page.waitForTimeout(4500);
  await page.screenshot({ path: `scratch/${w}_admin_cars.png` });
}
console.log(errors.join('\n') || 'no console errors');
await browser.close();
