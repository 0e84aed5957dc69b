// Lighthouse 12 scores and LCP for the main routes of the real-API build, mobile and desktop presets.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { MOCK_API_URL } from '../targets.mjs';
import { na, row } from './rows.mjs';

const SECTION = 'lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };
/** Keeps `npm run bench` within a few minutes even when every page hangs: later runs report n/a instead. */
const TIME_BUDGET_MS = 180_000;
const PRESETS = [
  ['mobile', undefined], // Lighthouse's default config: mobile emulation, simulated slow 4G
  ['desktop', desktopConfig],
];

/** Debian's Chromium in new headless mode with a DevTools port for Lighthouse (no Playwright pipe). */
export async function launchDebuggableChromium(chromiumPath) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    chromiumPath,
    ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, ...CHROMIUM_ARGS, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not open a DevTools port within 20 s')), 20_000);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening a DevTools port`)));
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([gone, new Promise((r) => setTimeout(r, 3_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** One car id from the standalone mock API, for the detail page. */
async function firstCarId() {
  const response = await fetch(`${MOCK_API_URL}/api/cars?limit=1`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`GET /api/cars?limit=1 answered ${response.status}`);
  const body = await response.json();
  const id = body?.data?.[0]?._id;
  if (!id) throw new Error('GET /api/cars?limit=1 returned no car');
  return id;
}

export const lighthouseMeasurement = {
  name: SECTION,
  description: 'Lighthouse performance, accessibility, best-practices, SEO and LCP (real-API build)',
  async run(ctx) {
    const target = ctx.targets.real;
    const pages = ['/', '/cars', '/cars/{id}', '/admin/login'];
    if (!target.url) return { rows: [na(SECTION, 'all pages', target.reason)] };

    let carId;
    let carIdError = '';
    try {
      carId = await firstCarId();
    } catch (error) {
      carIdError = error.message;
    }

    const rows = [];
    const details = [];
    const chromium = await launchDebuggableChromium(ctx.chromiumPath);
    const started = performance.now();
    try {
      for (const [preset, config] of PRESETS) {
        for (const page of pages) {
          const name = `${preset} ${page}`;
          if (page.includes('{id}') && !carId) {
            rows.push(na(SECTION, name, `no car id: ${carIdError}`));
            continue;
          }
          if (performance.now() - started > TIME_BUDGET_MS) {
            rows.push(na(SECTION, name, `skipped: Lighthouse time budget of ${TIME_BUDGET_MS / 1000} s used up`));
            continue;
          }
          const url = new URL(page.replace('{id}', encodeURIComponent(carId ?? '')), target.url).href;
          try {
            const result = await lighthouse(
              url,
              {
                port: chromium.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: CATEGORIES,
                maxWaitForFcp: 15_000,
                maxWaitForLoad: 25_000,
              },
              config,
            );
            if (!result) throw new Error('Lighthouse returned no result');
            const { lhr } = result;
            const scores = Object.fromEntries(
              CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
            );
            const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? null;
            details.push({ preset, page, url, scores, lcpMs, runtimeError: lhr.runtimeError?.message, warnings: lhr.runWarnings });
            if (lhr.runtimeError) {
              rows.push(na(SECTION, name, `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`));
              continue;
            }
            const text = CATEGORIES.map((c) => `${SHORT[c]} ${scores[c] ?? 'n/a'}`).join(' · ');
            const lcp = lcpMs === null ? 'LCP n/a' : `LCP ${(lcpMs / 1000).toFixed(1)} s`;
            rows.push(
              row(SECTION, name, `${text} · ${lcp}`, undefined, lhr.runWarnings?.[0] ?? ''),
            );
          } catch (error) {
            rows.push(na(SECTION, name, error.message.split('\n')[0]));
          }
        }
      }
    } finally {
      await chromium.stop();
    }
    return {
      rows: [
        ...rows,
        row(
          SECTION,
          'note',
          'the 3 s start-up loader (SPEC §2) dominates LCP',
          undefined,
          ctx.apiReady ? '' : 'the mock API was not running: pages were measured in their error state',
        ),
      ],
      details,
    };
  },
};
