import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import {
  DEMO_OUT_DIR,
  DEMO_PORT,
  DEMO_URL,
  MOCK_API_PORT,
  MOCK_API_URL,
  PRODUCT_URL,
  REAL_OUT_DIR,
  REAL_PORT,
  REAL_URL,
} from './scripts/targets.mjs';

/*
 * Two targets, chosen by E2E_TARGET (scripts/e2e.mjs runs both):
 * - demo (default): every spec except real-api.spec.ts, against the demo build (in-browser msw backend),
 *   in two projects, 'desktop' (1366 px, every test) and 'mobile' (390 px, touch): the tests tagged '@mobile' only,
 *   those whose subject differs on a phone — the navigation and the drawers, every page's axe scan, where things
 *   sit (floating buttons, toasts in dialogs), right to left, the forms a visitor fills in, the portal's layout.
 *   A behaviour that is the same at any width (a guard, a token's life, a filter's logic) runs once, on desktop.
 *   A spec named *.desktop.spec.ts or *.mobile.spec.ts runs in that project only; inside a spec,
 *   `test.skip(testInfo.project.name !== 'desktop')` restricts one test (a mobile-only test carries the tag too).
 * - real: real-api.spec.ts only, against the real-API build (VITE_API_URL = the standalone mock server).
 *
 * Retries are 0 everywhere, CI included: a test that needs a retry is a bug to fix, not to hide.
 * For the same reason traces are kept for failures ('retain-on-failure'), not 'on-first-retry': the actions, the DOM
 * snapshots, the console and the network, without the screencast (its frames, drawn in software, doubled the suite's
 * time on a 2-core machine); a failure still saves its screenshot.
 * E2E_SKIP_BUILD=1 serves the existing build instead of rebuilding it (local iteration only).
 */
const CI = Boolean(process.env.CI);
const target = process.env.E2E_TARGET === 'real' || process.env.E2E_TARGET === 'product' ? process.env.E2E_TARGET : 'demo';
const skipBuild = process.env.E2E_SKIP_BUILD === '1';
const BUILD_TIMEOUT_MS = 240_000; // a cold vite + panda build on a busy 2-core machine

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: findChromium({ forTests: true }), args: [...CHROMIUM_ARGS] },
};

const desktop = { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1366, height: 800 } };
const mobile = {
  ...devices['Pixel 7'],
  ...chromium,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

const REAL_SPEC = /real-api\.spec\.ts$/;
const PRODUCT_SPEC = /product\.spec\.ts$/;

// A project's testIgnore replaces the top-level one, so each project lists the real-API spec itself.
const demoTarget: PlaywrightTestConfig = {
  outputDir: 'test-results/demo',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/demo' }]],
  projects: [
    { name: 'desktop', testIgnore: [REAL_SPEC, PRODUCT_SPEC, /\.mobile\.spec\.ts$/], use: desktop },
    { name: 'mobile', testIgnore: [REAL_SPEC, PRODUCT_SPEC, /\.desktop\.spec\.ts$/], grep: /@mobile/, use: mobile },
  ],
  webServer: {
    name: 'demo',
    command: `${skipBuild ? '' : 'npm run build:demo && '}npx vite preview --outDir ${DEMO_OUT_DIR} --port ${DEMO_PORT} --strictPort`,
    url: DEMO_URL,
    timeout: BUILD_TIMEOUT_MS,
    reuseExistingServer: !CI,
  },
};

// The product server is started and restarted by the spec itself (tests/e2e/product-server.ts); scripts/e2e.mjs builds
// the site into PRODUCT_OUT_DIR first. One worker: the server has one port.
const productTarget: PlaywrightTestConfig = {
  testMatch: PRODUCT_SPEC,
  workers: 1,
  outputDir: 'test-results/product',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/product' }]],
  projects: [{ name: 'product', use: desktop }],
};

const realTarget: PlaywrightTestConfig = {
  testMatch: REAL_SPEC,
  outputDir: 'test-results/real',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/real' }]],
  projects: [{ name: 'real-api', use: desktop }],
  webServer: [
    {
      name: 'mock-api',
      command: 'npx tsx mocks/server.ts',
      env: { PORT: String(MOCK_API_PORT) },
      url: `${MOCK_API_URL}/api/cars?limit=1`,
      timeout: 60_000,
      reuseExistingServer: !CI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      name: 'real-build',
      command: `${skipBuild ? '' : `npx vite build --outDir ${REAL_OUT_DIR} --emptyOutDir && `}npx vite preview --outDir ${REAL_OUT_DIR} --port ${REAL_PORT} --strictPort`,
      env: { VITE_API_URL: MOCK_API_URL },
      url: REAL_URL,
      timeout: BUILD_TIMEOUT_MS,
      reuseExistingServer: !CI,
    },
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: CI,
  fullyParallel: true,
  workers: 2, // the machine has 2 cores
  retries: 0,
  timeout: 90_000, // axe scans of long pages on a busy 2-core box (8-25 s each when the host is contended)
  expect: { timeout: 7_000 },
  use: {
    baseURL: { real: REAL_URL, product: PRODUCT_URL, demo: DEMO_URL }[target],
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
  },
  ...{ real: realTarget, product: productTarget, demo: demoTarget }[target],
});
