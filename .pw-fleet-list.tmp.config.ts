// Temporary (helper FLEET-LIST): runs tests/e2e/fleet-list.spec.ts against a vite dev server on 5183. Delete me.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  webServer: undefined,
  workers: 1,
  outputDir: '/tmp/fl-pw-results',
  reporter: [['list']],
  testMatch: /fleet-list\.spec\.ts$/,
  use: { ...base.use, baseURL: 'http://localhost:5183' },
});
