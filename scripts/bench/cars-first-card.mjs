// Time from opening /cars to the first car card painted (issue 4), on the real-API build, desktop 1366x800 and
// mobile 390x844, median of RUNS cold loads. Reported beside the spec-mandated minimum: the 3 s start-up loader of
// SPEC §2 covers the page until it goes, so a visitor sees the first card at the later of the two.
// - card painted: the first card's photograph painted (Element Timing, elementtiming="car-card"), else the first
//   animation frame after the first card entered the DOM;
// - loader gone: the start-up loader hidden;
// - first card seen: the later of the two. Reported, never asserted.
import { readFileSync } from 'node:fs';
import { na, row } from './rows.mjs';

/** SPLASH_MS of domain/constants.ts (the one owner of the number; plain Node cannot import TypeScript). */
function splashMs() {
  const source = readFileSync(new URL('../../domain/constants.ts', import.meta.url), 'utf8');
  const value = /export const SPLASH_MS = ([\d_]+);/.exec(source)?.[1];
  if (!value) throw new Error('SPLASH_MS not found in domain/constants.ts');
  return Number(value.replaceAll('_', ''));
}
const SPLASH_MS = splashMs();

const SECTION = 'cars-first-card';
const RUNS = 3;
const VIEWPORTS = [
  ['desktop', { viewport: { width: 1366, height: 800 } }],
  ['mobile', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
];

/** Runs before any app code: watches for the first card, its photo's paint, and the loader leaving. */
const OBSERVER = `(() => {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.identifier === 'car-card') window.__cardPhoto ??= e.renderTime || e.loadTime;
  }).observe({ type: 'element', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="car-card"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__cardFrame ??= performance.now(); });
  }).observe(document, { childList: true, subtree: true });
  const showing = () => {
    const el = document.querySelector('[data-testid="splash"]');
    return Boolean(el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
  };
  let had = false;
  const poll = setInterval(() => {
    if (showing()) had = true;
    else if (had || performance.now() > 1000) { window.__loaderGone = performance.now(); clearInterval(poll); }
  }, 16);
})();`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export const carsFirstCardMeasurement = {
  name: SECTION,
  description: `/cars open to first car card painted (real-API build, desktop and mobile, median of ${RUNS}), beside the ${SPLASH_MS / 1000} s loader`,
  async run(ctx) {
    const target = ctx.targets.real;
    if (!target.url) return { rows: VIEWPORTS.map(([label]) => na(SECTION, `${label} /cars`, target.reason)) };
    if (!ctx.apiReady) return { rows: [na(SECTION, '/cars', 'the mock API is not running: no cars to show')] };
    const url = new URL('/cars', target.url).href;
    const rows = [row(SECTION, 'start-up loader (SPEC minimum)', SPLASH_MS, 'ms', 'the page is covered until then')];
    const details = [];
    for (const [label, options] of VIEWPORTS) {
      const samples = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await ctx.newPage(options);
        try {
          await page.addInitScript(OBSERVER);
          await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
          await page.getByTestId('car-card').first().waitFor({ state: 'visible', timeout: 20_000 });
          await page.getByTestId('splash').waitFor({ state: 'hidden', timeout: 15_000 });
          await page.waitForFunction(() => window.__cardFrame !== undefined, null, { timeout: 5_000 });
          await page.waitForTimeout(500); // let the photo's element-timing entry arrive
          const sample = await page.evaluate(() => ({
            photo: window.__cardPhoto ?? null,
            frame: window.__cardFrame ?? null,
            loaderGone: window.__loaderGone ?? null,
          }));
          samples.push(sample);
        } catch (error) {
          details.push({ viewport: label, run, error: error.message.split('\n')[0] });
        } finally {
          await page.context().close();
        }
      }
      if (samples.length === 0) {
        rows.push(na(SECTION, `${label} /cars`, details.at(-1)?.error ?? 'no sample'));
        continue;
      }
      const painted = samples.map((s) => Math.round(s.photo ?? s.frame));
      const seen = samples.map((s, i) => Math.round(Math.max(painted[i], s.loaderGone ?? 0)));
      const source = samples.every((s) => s.photo !== null) ? 'photo paint' : 'first frame with a card';
      rows.push(row(SECTION, `${label} card painted`, median(painted), 'ms', `from navigation start (${source})`));
      const gone = median(samples.map((s) => Math.round(s.loaderGone ?? 0)));
      const bound = median(painted) > gone ? 'the list arrived after the loader' : 'the card was ready under the loader';
      rows.push(row(SECTION, `${label} first card seen`, median(seen), 'ms', `${bound}; ${median(seen) - SPLASH_MS} ms over the ${SPLASH_MS} ms minimum`));
      details.push({ viewport: label, samples });
    }
    return { rows, details };
  },
};
