#!/usr/bin/env node
// `npm run test:e2e`: the Playwright suite against the demo build, then the smoke against the real-API build.
//
//   node scripts/e2e.mjs                       all three runs (what `npm test` and CI do)
//   node scripts/e2e.mjs <playwright args>     the demo suite only, with the arguments (e.g. a file, --project=mobile)
//   node scripts/e2e.mjs --demo-only           the demo suite only
//   node scripts/e2e.mjs --real-only [args]    the real-API smoke only
//   node scripts/e2e.mjs --product-only [args] the product server run only (builds the site into PRODUCT_OUT_DIR)
//
// Servers (vite preview, the standalone mock API) are started and stopped by playwright.config.ts; the product
// server by its spec (it restarts it).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { findChromiumOrExit } from './chromium.mjs';
import { PRODUCT_OUT_DIR } from './targets.mjs';

const chromiumPath = findChromiumOrExit({ forTests: true });
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');

const argv = process.argv.slice(2);
const demoOnly = argv.includes('--demo-only');
const realOnly = argv.includes('--real-only');
const productOnly = argv.includes('--product-only');
const forwarded = argv.filter((arg) => !['--demo-only', '--real-only', '--product-only'].includes(arg));

/**
 * Runs `playwright test` for one target; resolves with its exit code and the report's failure section (the lines from
 * the first numbered failure on), which the summary repeats: CI keeps only the end of a long log.
 */
function runPlaywright(target, args) {
  console.log(`\n▶ e2e (${target}): playwright test ${args.join(' ')}`.trimEnd());
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [playwrightCli, 'test', ...args], {
      stdio: ['inherit', 'pipe', 'inherit'],
      env: { ...process.env, PLAYWRIGHT_CHROMIUM_PATH: chromiumPath, E2E_TARGET: target },
    });
    const failures = [];
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (failures.length > 0 || /^\s+1\) \[/.test(line)) failures.push(line);
      }
    });
    const report = () => failures.filter((line) => line.trim() !== '').slice(0, 80);
    child.on('error', (error) => {
      console.error(`e2e (${target}): could not start Playwright: ${error.message}`);
      resolve({ code: 1, failures: [] });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), failures: report() }));
  });
}

/** The product server's own production build (same origin API), unless E2E_SKIP_BUILD=1. */
function buildProductSite() {
  if (process.env.E2E_SKIP_BUILD === '1') return 0;
  console.log(`\n▶ e2e (product): vite build --outDir ${PRODUCT_OUT_DIR}`);
  const vite = new URL('../node_modules/vite/bin/vite.js', import.meta.url).pathname;
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', PRODUCT_OUT_DIR, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: '' },
  });
  return build.status ?? 1;
}

console.log(`Chromium: ${chromiumPath}`);
const results = [];
const only = demoOnly || realOnly || productOnly;
if (!realOnly && !productOnly) results.push(['demo suite', await runPlaywright('demo', forwarded)]);

const all = !only && forwarded.length === 0;
if (realOnly || all) results.push(['real-API smoke', await runPlaywright('real', realOnly ? forwarded : [])]);
if (productOnly || all) {
  const built = buildProductSite();
  results.push(['product server', built === 0 ? await runPlaywright('product', productOnly ? forwarded : []) : { code: built, failures: [] }]);
}
if (!only && !all) console.log('\nreal-API smoke and product run skipped (arguments were given; run them with --real-only / --product-only)');

console.log('\ne2e summary:');
for (const [name, { code }] of results) console.log(`  ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
for (const [name, { failures }] of results) {
  if (failures.length > 0) console.log(`\n${name}, what failed:\n${failures.join('\n')}`);
}
process.exit(results.some(([, { code }]) => code !== 0) ? 1 : 0);
