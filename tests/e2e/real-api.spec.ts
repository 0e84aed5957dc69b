/**
 * Smoke of the real-API build (`vite build`, VITE_API_URL = the standalone mock server) served on its own port.
 * Runs only with E2E_TARGET=real (scripts/e2e.mjs starts both servers through playwright.config.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { MOCK_API_URL, MOCK_CODE_MARKERS, REAL_OUT_DIR } from '../../scripts/targets.mjs';
import { expect, gotoFresh, test } from './fixtures';

test('/ loads against the standalone API with no mock service worker', async ({ page }) => {
  const workerRequests: string[] = [];
  const mswLogs: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('mockServiceWorker')) workerRequests.push(request.url());
  });
  page.on('console', (msg) => {
    if (msg.text().includes('[MSW]')) mswLogs.push(msg.text());
  });
  const carsResponse = page.waitForResponse(
    (response) => response.url().startsWith(`${MOCK_API_URL}/api/cars`) && response.request().method() === 'GET',
    { timeout: 20_000 },
  );

  await gotoFresh(page, '/');
  // Sections that load when near the viewport get their chance too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const response = await carsResponse;

  expect(response.status(), `${response.url()} answers 200`).toBe(200);
  await expect(page.locator('main')).toBeVisible();
  const registrations = await page.evaluate(async () =>
    'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : 0,
  );
  expect(registrations, 'service workers registered').toBe(0);
  expect(workerRequests, 'requests for the mock service worker').toEqual([]);
  expect(mswLogs, 'msw console banner').toEqual([]);
});

test('the real-API build ships no msw or faker code', async () => {
  const { config } = test.info();
  const projectRoot = config.configFile ? dirname(config.configFile) : process.cwd();
  const assets = resolve(projectRoot, REAL_OUT_DIR, 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  expect(scripts.length, `JavaScript files in ${assets}`).toBeGreaterThan(0);
  const found: string[] = [];
  for (const name of scripts) {
    const source = await readFile(join(assets, name), 'utf8');
    for (const marker of MOCK_CODE_MARKERS) if (source.includes(marker)) found.push(`${name}: ${marker}`);
  }
  expect(found, 'mock-only code in the real-API build').toEqual([]);
});
