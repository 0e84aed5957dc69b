// Lighthouse 12 scores, LCP, CLS and TBT for the public pages and the admin login, served by the product server
// (its own production build, its embedded database), mobile and desktop presets. Issue 9's targets are printed beside
// each row: mobile performance ≥ 95, desktop ≥ 98, CLS ≤ 0.02, TBT ≤ 150 ms, the other categories 100.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { na, row } from './rows.mjs';

const SECTION = 'lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };
/** Keeps `npm run bench` within a few minutes even when every page hangs: later runs report n/a instead. */
const TIME_BUDGET_MS = 1_500_000;
/**
 * Runs per page: Lighthouse's simulated mobile score moves by several points between runs on this machine, so each
 * row is the run with the median performance score (as Lighthouse's own docs advise), with the spread beside it.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PRESETS = [
  ['mobile', undefined, 99], // Lighthouse's default config: mobile emulation, simulated slow 4G (issue 21: >= 99)
  ['desktop', desktopConfig, 98],
];
const CLS_TARGET = 0.02;
/** Issue 21: the main thread free for a visitor's first touch (was 150 ms, issue 9). */
const TBT_TARGET_MS = 50;

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

/** One car id from the server's own list, for the detail page. */
export async function firstCarId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/cars?limit=1`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`GET /api/cars?limit=1 answered ${response.status}`);
  const body = await response.json();
  const id = body?.data?.[0]?._id;
  if (!id) throw new Error('GET /api/cars?limit=1 returned no car');
  return id;
}

export const lighthouseMeasurement = {
  name: SECTION,
  description: 'Lighthouse performance, accessibility, best-practices, SEO, LCP, CLS and TBT (product server)',
  async run(ctx) {
    const target = ctx.targets.product;
    // The public pages in both languages (issue 21: the Arabic twins were slower and not measured), and the portal's door.
    const pages = ['/', '/cars', '/cars/{id}', '/luxury', '/ar', '/ar/cars', '/ar/cars/{id}', '/ar/luxury', '/admin/login'];
    if (!target.url) return { rows: [na(SECTION, 'all pages', target.reason)] };

    let carId;
    let carIdError = '';
    try {
      carId = await firstCarId(target.url);
    } catch (error) {
      carIdError = error.message;
    }

    const rows = [];
    const details = [];
    const chromium = await launchDebuggableChromium(ctx.chromiumPath);
    const started = performance.now();
    try {
      for (const [preset, config, perfTarget] of PRESETS) {
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
            const runs = [];
            for (let run = 0; run < RUNS; run += 1) {
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
              runs.push(result.lhr);
            }
            // A run that failed (no score) is reported only when every run failed.
            const perfOf = (report) => report.categories.performance?.score ?? null;
            const scored = runs.filter((report) => !report.runtimeError && perfOf(report) !== null);
            scored.sort((a, b) => perfOf(a) - perfOf(b));
            const lhr = scored[Math.floor((scored.length - 1) / 2)] ?? runs[0];
            const failedRuns = runs.length - scored.length;
            const spread = scored.length > 1
              ? `median of ${scored.length} (perf ${scored.map((r) => Math.round(perfOf(r) * 100)).join(', ')})${failedRuns ? `, ${failedRuns} failed` : ''}`
              : '';
            const scores = Object.fromEntries(
              CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
            );
            const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? null;
            const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? null;
            const tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? null;
            details.push({ preset, page, url, scores, lcpMs, cls, tbtMs, runtimeError: lhr.runtimeError?.message, warnings: lhr.runWarnings });
            if (lhr.runtimeError) {
              rows.push(na(SECTION, name, `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`));
              continue;
            }
            const text = CATEGORIES.map((c) => `${SHORT[c]} ${scores[c] ?? 'n/a'}`).join(' · ');
            const lcp = lcpMs === null ? 'LCP n/a' : `LCP ${(lcpMs / 1000).toFixed(1)} s`;
            const shift = cls === null ? 'CLS n/a' : `CLS ${cls.toFixed(3)}`;
            const tbt = tbtMs === null ? 'TBT n/a' : `TBT ${Math.round(tbtMs)} ms`;
            const misses = [
              scores.performance !== null && scores.performance < perfTarget ? `perf < ${perfTarget}` : null,
              ...CATEGORIES.slice(1).map((c) => (scores[c] !== null && scores[c] < 100 ? `${SHORT[c]} < 100` : null)),
              cls !== null && cls > CLS_TARGET ? `CLS > ${CLS_TARGET}` : null,
              tbtMs !== null && tbtMs > TBT_TARGET_MS ? `TBT > ${TBT_TARGET_MS} ms` : null,
            ].filter(Boolean);
            const verdict = page.startsWith('/admin') ? '' : misses.length ? `target missed: ${misses.join(', ')}` : 'targets met';
            rows.push(row(SECTION, name, `${text} · ${lcp} · ${shift} · ${tbt}`, undefined, [verdict, spread, lhr.runWarnings?.[0]].filter(Boolean).join('; ')));
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
        row(SECTION, 'note', 'the 3 s start-up loader (SPEC §2) covers the first paint', undefined, ''),
      ],
      details,
    };
  },
};
