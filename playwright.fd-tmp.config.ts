import base from './playwright.config';
import { defineConfig } from '@playwright/test';
// FLEET-DETAIL's private run: its own build dir and port, so other helpers' e2e runs are not disturbed.
export default defineConfig({
  ...base,
  testDir: '/work/main/tests/e2e',
  outputDir: '/tmp/fd/test-results',
  reporter: [['list']],
  workers: 1,
  use: { ...base.use, baseURL: 'http://localhost:5197' },
  webServer: { command: 'npx vite preview --outDir /tmp/fd/dist --port 5197 --strictPort', cwd: '/work/main', url: 'http://localhost:5197', reuseExistingServer: false, timeout: 60_000 },
});
