import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
// ADMIN-SESSION helper's private runner (not for commit): admin-session.spec.ts against its own server.
const chromium = { browserName: 'chromium' as const, launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS] } };
export default defineConfig({
  testDir: 'tests/e2e', testMatch: /admin-session\.spec\.ts$/, workers: 1, retries: 0, timeout: 40_000, expect: { timeout: 7_000 },
  outputDir: '/tmp/pw-admin-session-results', reporter: [['list']],
  use: { baseURL: process.env.AS_URL ?? 'http://localhost:5184', trace: 'off', screenshot: 'only-on-failure', actionTimeout: 10_000, locale: 'en-US', timezoneId: 'Asia/Dubai' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1366, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], ...chromium, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
  ],
});
