#!/usr/bin/env node
// `npm run test:e2e`: the Playwright suite against the demo build, then the smoke against the real-API build.
//
//   node scripts/e2e.mjs                    both runs (what `npm test` and CI do)
//   node scripts/e2e.mjs <playwright args>  the demo suite only, with the arguments (e.g. a file, --project=mobile)
//   node scripts/e2e.mjs --demo-only        the demo suite only
//   node scripts/e2e.mjs --real-only [args] the real-API smoke only
//
// Servers (vite preview, the standalone mock API) are started and stopped by playwright.config.ts.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { findChromiumOrExit } from './chromium.mjs';

const chromiumPath = findChromiumOrExit();
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');

const argv = process.argv.slice(2);
const demoOnly = argv.includes('--demo-only');
const realOnly = argv.includes('--real-only');
const forwarded = argv.filter((arg) => arg !== '--demo-only' && arg !== '--real-only');

/** Runs `playwright test` for one target; resolves with its exit code. */
function runPlaywright(target, args) {
  console.log(`\n▶ e2e (${target}): playwright test ${args.join(' ')}`.trimEnd());
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [playwrightCli, 'test', ...args], {
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_CHROMIUM_PATH: chromiumPath, E2E_TARGET: target },
    });
    child.on('error', (error) => {
      console.error(`e2e (${target}): could not start Playwright: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

console.log(`Chromium: ${chromiumPath}`);
const results = [];
if (!realOnly) results.push(['demo suite', await runPlaywright('demo', forwarded)]);

const runReal = realOnly || (!demoOnly && forwarded.length === 0);
if (runReal) results.push(['real-API smoke', await runPlaywright('real', realOnly ? forwarded : [])]);
else if (!demoOnly) console.log('\nreal-API smoke skipped (arguments were given; run it with --real-only)');

console.log('\ne2e summary:');
for (const [name, code] of results) console.log(`  ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
process.exit(results.some(([, code]) => code !== 0) ? 1 : 0);
