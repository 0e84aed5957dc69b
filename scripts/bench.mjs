#!/usr/bin/env node
// `npm run bench`: builds both bundles, serves them next to the standalone mock API, runs every measurement of
// scripts/bench/measurements.mjs, prints a table and writes bench/results/<timestamp>.json and latest.json.
// Numbers are reported, never asserted.
//
//   npm run bench                          everything (a few minutes on 2 cores)
//   npm run bench -- --skip-build          reuse dist/ and dist-real/ as they are
//   npm run bench -- --only=bundle,app-ready
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { measurements } from './bench/measurements.mjs';
import { answers, firstError, runToEnd, startServer } from './bench/processes.mjs';
import { formatTable, na, row } from './bench/rows.mjs';
import { CHROMIUM_ARGS, findChromiumOrExit } from './chromium.mjs';
import {
  BENCH_DEMO_PORT,
  BENCH_PRODUCT_PORT,
  PRODUCT_OUT_DIR,
  DEMO_OUT_DIR,
  MOCK_API_PORT,
  MOCK_API_URL,
  REAL_OUT_DIR,
  REAL_PORT,
} from './targets.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = join(ROOT, 'bench', 'results');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const SPLASH_SELECTOR = '[data-testid="splash"]';

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log('usage: npm run bench -- [--skip-build] [--only=name,name]');
  console.log(`measurements: ${measurements.map((m) => `${m.name} (${m.description})`).join('; ')}`);
  process.exit(0);
}
const skipBuild = args.includes('--skip-build');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',').filter(Boolean);
const unknown = only?.filter((name) => !measurements.some((m) => m.name === name)) ?? [];
if (unknown.length) {
  console.error(`unknown measurement(s): ${unknown.join(', ')}; known: ${measurements.map((m) => m.name).join(', ')}`);
  process.exit(1);
}

const chromiumPath = findChromiumOrExit();
const startedAt = new Date();
const benchStart = performance.now();
const log = (message) => console.log(`[bench] ${message}`);
const setupRows = [];
const servers = [];
let browser;

async function cleanup() {
  await browser?.close().catch(() => {});
  await Promise.all(servers.map((s) => s.stop()));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

/** Builds one bundle unless --skip-build; returns a reason string when it is unusable. */
async function build(label, outDir, viteArgs, env) {
  const dir = join(ROOT, outDir);
  if (skipBuild) {
    return existsSync(join(dir, 'index.html')) ? undefined : `--skip-build and no ${outDir}/index.html`;
  }
  log(`building ${label} -> ${outDir}/`);
  const result = await runToEnd(process.execPath, [VITE, 'build', ...viteArgs, '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    env,
  });
  if (!result.ok) {
    const reason = `build failed: ${firstError(result.tail)}`;
    setupRows.push(na('build', label, reason));
    return reason;
  }
  setupRows.push(row('build', label, Number(result.seconds.toFixed(1)), 's', `vite build ${viteArgs.join(' ')}`.trim()));
  return undefined;
}

/** Serves a build with `vite preview` on a port of its own; returns { url } or { reason }. */
async function preview(label, outDir, port) {
  const url = `http://localhost:${port}`;
  if (await answers(url)) return { reason: `port ${port} is already in use` };
  const server = startServer(`${label} preview`, process.execPath, [VITE, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    url,
    timeoutMs: 30_000,
  });
  servers.push(server);
  try {
    await server.ready;
    return { url };
  } catch (error) {
    return { reason: error.message };
  }
}

/** The standalone mock API on its fixed port (the real-API build has the URL baked in); reused if already up. */
async function mockApi() {
  if (await answers(`${MOCK_API_URL}/api/cars?limit=1`)) {
    log(`reusing the mock API already answering on ${MOCK_API_URL}`);
    return undefined;
  }
  if (!existsSync(join(ROOT, 'mocks', 'server.ts'))) return 'mocks/server.ts does not exist yet';
  const server = startServer('mock API', 'npx', ['tsx', 'mocks/server.ts'], {
    cwd: ROOT,
    env: { PORT: String(MOCK_API_PORT) },
    url: `${MOCK_API_URL}/api/cars?limit=1`,
    timeoutMs: 60_000,
  });
  servers.push(server);
  try {
    await server.ready;
    return undefined;
  } catch (error) {
    return error.message;
  }
}

/** The product server (server/) on its own production build and a throwaway embedded database, as `npm start` runs it. */
async function productServer() {
  const url = `http://localhost:${BENCH_PRODUCT_PORT}`;
  if (await answers(url)) return { reason: `port ${BENCH_PRODUCT_PORT} is already in use` };
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-product-'));
  const server = startServer('product server', 'npx', ['tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PORT: String(BENCH_PRODUCT_PORT), SITE_DIR: join(ROOT, PRODUCT_OUT_DIR), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    url: `${url}/healthz`,
    timeoutMs: 60_000,
  });
  // The server may still be closing its database files when the npx process it ran under has exited: retry the removal.
  servers.push({ stop: async () => { await server.stop(); await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }); } });
  try {
    await server.ready;
    return { url };
  } catch (error) {
    return { reason: error.message };
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

const rowsByMeasurement = [];
const details = {};
try {
  const realBuildProblem = await build('real-API', REAL_OUT_DIR, [], { VITE_API_URL: MOCK_API_URL });
  const demoBuildProblem = await build('demo', DEMO_OUT_DIR, ['--mode', 'demo'], {});
  const productBuildProblem = await build('product', PRODUCT_OUT_DIR, [], {});

  log('starting servers');
  const apiProblem = await mockApi();
  if (apiProblem) setupRows.push(na('server', 'mock API', apiProblem));
  const real = realBuildProblem ? { reason: realBuildProblem } : await preview('real-API', REAL_OUT_DIR, REAL_PORT);
  const demo = demoBuildProblem ? { reason: demoBuildProblem } : await preview('demo', DEMO_OUT_DIR, BENCH_DEMO_PORT);
  const product = productBuildProblem ? { reason: productBuildProblem } : await productServer();

  const ctx = {
    chromiumPath,
    apiUrl: MOCK_API_URL,
    apiReady: !apiProblem,
    targets: {
      real: { url: real.url, dir: join(ROOT, REAL_OUT_DIR), built: !realBuildProblem, reason: real.reason ?? '' },
      demo: { url: demo.url, dir: join(ROOT, DEMO_OUT_DIR), built: !demoBuildProblem, reason: demo.reason ?? '' },
      product: { url: product.url, dir: join(ROOT, PRODUCT_OUT_DIR), built: !productBuildProblem, reason: product.reason ?? '' },
    },
    async newPage(options = {}) {
      browser ??= await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS] });
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, ...options });
      return context.newPage();
    },
    async waitForAppSettled(page) {
      await page.locator(SPLASH_SELECTOR).waitFor({ state: 'hidden', timeout: 15_000 }).catch(() => {});
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    },
  };

  for (const measurement of measurements) {
    if (only && !only.includes(measurement.name)) continue;
    log(`measuring ${measurement.name}: ${measurement.description}`);
    const started = performance.now();
    try {
      const result = await measurement.run(ctx);
      rowsByMeasurement.push(...result.rows);
      if (result.details !== undefined) details[measurement.name] = result.details;
    } catch (error) {
      rowsByMeasurement.push(na(measurement.name, 'all', error.message.split('\n')[0]));
    }
    log(`  ${measurement.name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await cleanup();
}

const rows = [
  ...setupRows,
  ...rowsByMeasurement,
  row('bench', 'total runtime', Number(((performance.now() - benchStart) / 1000).toFixed(1)), 's', ''),
];
const chromiumVersion = (() => {
  try {
    return execFileSync(chromiumPath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return chromiumPath;
  }
})();
const report = {
  startedAt: startedAt.toISOString(),
  commit: gitCommit(),
  node: process.version,
  chromium: chromiumVersion,
  args,
  rows,
  details,
};

const previous = await readFile(join(RESULTS_DIR, 'latest.json'), 'utf8')
  .then((text) => JSON.parse(text))
  .catch(() => null);
if (previous) log(`previous run: ${previous.startedAt} (${previous.commit ?? 'unknown commit'})`);
console.log(`\n${formatTable(rows, previous?.rows ?? [])}\n`);
await mkdir(RESULTS_DIR, { recursive: true });
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const json = `${JSON.stringify(report, null, 2)}\n`;
await writeFile(join(RESULTS_DIR, `${stamp}.json`), json);
await writeFile(join(RESULTS_DIR, 'latest.json'), json);
log(`wrote bench/results/${stamp}.json and bench/results/latest.json`);
