/**
 * Shared Playwright fixtures and helpers. Every spec imports `test` and `expect` from here, never from
 * '@playwright/test', so that console errors and uncaught exceptions fail the test (DESIGN.md §4).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { RESET_PARAM, SCENARIO_PARAM, type Scenario } from '../../mocks/scenarios';
import { SPLASH_FADE_MS } from '../../machines/splash/splash.machine';
import { SPLASH_MS } from '../../domain/constants';

/**
 * What the mock backend reads from `?mock=` on boot (and keeps in sessionStorage for the tab): a scenario of
 * mocks/scenarios.ts, or 'reset' to re-seed the database.
 */
export type MockScenario = Scenario | typeof RESET_PARAM;

/** The full-screen start-up loader carries this test id (SPEC §2 app shell: 3 s at start). */
export const SPLASH_TEST_ID = 'splash';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core itself, put into a page once per document and run there (no extra page per scan). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Chromium logs every 4xx/5xx answer and every failed fetch as a console error. Tests of error, offline,
 * rate-limit or 401 scenarios allow it explicitly: `consoleGuard.allow(FAILED_RESOURCE_LOG)`.
 */
export const FAILED_RESOURCE_LOG = /^Failed to load resource: /;

export type ConsolePattern = string | RegExp;

/**
 * The demo build's mock worker (msw 2): on each page load msw calls `registration.update()` on the worker it finds
 * without awaiting it (node_modules/msw/lib/browser: getWorkerInstance), and a navigation that cuts that update short
 * makes Chromium reject it with 'Not found', an uncaught rejection that is msw's and harmless (the registered worker
 * keeps answering). It failed a full run of the demo suite once; allowed for every test, and only this exact message.
 */
const MSW_UPDATE_CUT_SHORT = /^Failed to update a ServiceWorker for scope \('[^']+'\) with script \('[^']+\/mockServiceWorker\.js'\): Not found$/;

export interface ConsoleGuard {
  /** Allows console errors matching one of the patterns (a string matches as a substring) for this test. */
  allow(...patterns: ConsolePattern[]): void;
  /** Everything collected so far, allowed or not ("console.error: ..." / "pageerror: ..."). */
  readonly problems: readonly string[];
}

interface E2eOptions {
  /** Console errors allowed for every test of a file or describe block: `test.use({ allowedConsoleErrors: [...] })`. */
  allowedConsoleErrors: ConsolePattern[];
}

interface E2eFixtures {
  /** Auto fixture: collects console.error and uncaught page errors of every page of the context and fails the test on any not allowed. */
  consoleGuard: ConsoleGuard;
}

function matches(text: string, pattern: ConsolePattern): boolean {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

export const test = base.extend<E2eOptions & E2eFixtures>({
  allowedConsoleErrors: [[], { option: true }],

  consoleGuard: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed: ConsolePattern[] = [MSW_UPDATE_CUT_SHORT, ...allowedConsoleErrors];
      const messages: string[] = [];
      context.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const { url, lineNumber } = msg.location();
        messages.push(msg.text());
        problems.push(`console.error: ${msg.text()}${url ? `  (${url}:${lineNumber})` : ''}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        messages.push(error.message);
        problems.push(`pageerror: ${error.stack ?? error.message}`);
      });

      await use({
        allow: (...patterns) => {
          allowed.push(...patterns);
        },
        get problems() {
          return problems;
        },
      });

      const unexpected = problems.filter((_, i) => !allowed.some((p) => matches(messages[i] ?? '', p)));
      expect(unexpected, 'console errors or uncaught exceptions during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface AxeOptions {
  /** A CSS selector: only this part of the page is scanned (default: the whole page). */
  include?: string;
  /** CSS selectors left out of the scan (e.g. a third-party map iframe). */
  exclude?: string[];
  /** Rule ids switched off, each with a reason in the calling test. */
  disableRules?: string[];
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the current page and fails with a readable list of violations. It waits for the
 * page's finite animations to end first: axe judges what a user is left with, and a dialog still fading in from
 * opacity 0 is not yet "on screen" to it (its page behind is then aria-hidden with no modal open, on a busy machine).
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await runAxe(page, options);
  const report = violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
      .join('\n');
    const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : '';
    return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
  });
  expect(violations.length, `axe violations on ${page.url()}:\n\n${report.join('\n\n')}\n`).toBe(0);
}

/**
 * axe on the page's own document, in the page: the third-party map frame is not ours to judge (its tests exclude it),
 * so frames are left out, which spares axe-core's cross-frame round trips and the blank page it opens to merge them.
 */
async function runAxe(page: Page, { include, exclude = [], disableRules = [] }: AxeOptions): Promise<AxeResults> {
  const context: ElementContext = include ? { include: [include], exclude } : { exclude };
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(disableRules.map((id) => [id, { enabled: false }])),
    iframes: false,
    resultTypes: ['violations'],
  };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // The results cross as JSON; typed here, where they arrive (their deep type is too much for evaluate's generics).
  const results: unknown = await page.evaluate(
    (args: string) => {
      const { ctx, opts } = JSON.parse(args) as { ctx: unknown; opts: unknown };
      return (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } }).axe.run(ctx, opts);
    },
    JSON.stringify({ ctx: context, opts: options }),
  );
  return results as AxeResults;
}

/**
 * Holds the page's fetches whose URL contains `urlPart` at a gate until `release()` (the mock backend answers inside a
 * service worker, out of page.route's reach): a state that lasts one round trip can then be looked at.
 */
export async function holdFetches(page: Page, urlPart: string): Promise<{ release(): Promise<void> }> {
  await page.evaluate((part) => {
    const gate = { open: () => {} };
    const opened = new Promise<void>((resolve) => (gate.open = resolve));
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes(part) ? opened.then(() => realFetch(input, init)) : realFetch(input, init);
    (window as unknown as { e2eOpenGate: () => void }).e2eOpenGate = () => gate.open();
  }, urlPart);
  return { release: () => page.evaluate(() => (window as unknown as { e2eOpenGate: () => void }).e2eOpenGate()) };
}

const clockInstalled = new WeakSet<BrowserContext>();

/** Installs Playwright's fake clock once per context; time keeps flowing until a test pauses it. */
export async function installClock(page: Page): Promise<void> {
  if (clockInstalled.has(page.context())) return;
  await page.clock.install();
  clockInstalled.add(page.context());
}

/** `path` with `?mock=<scenario>` added (other query parameters and the hash are kept). */
export function withScenario(path: string, scenario?: MockScenario): string {
  if (!scenario) return path;
  const absolute = /^https?:\/\//.test(path);
  const url = new URL(path, 'http://e2e.invalid');
  url.searchParams.set(SCENARIO_PARAM, scenario);
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

export interface GotoOptions {
  /** Mock backend scenario for this tab (demo build only). */
  scenario?: MockScenario;
  /** Install the fake clock before loading so waitForApp can skip the 3 s loader (default true). */
  fakeClock?: boolean;
  /** Wait until the start-up loader is gone (default true). */
  waitForApp?: boolean;
}

/** Opens `path` (optionally in a mock scenario) and, by default, returns once the app is past its loader. */
export async function gotoFresh(page: Page, path: string, options: GotoOptions = {}): Promise<void> {
  const { scenario, fakeClock = true, waitForApp: wait = true } = options;
  if (fakeClock) await installClock(page);
  await page.goto(withScenario(path, scenario));
  if (wait) await waitForApp(page);
}

/**
 * Waits until the app has rendered and the start-up loader ([data-testid="splash"]) is gone. With the fake
 * clock installed it jumps over the loader's 3 s instead of sleeping through it.
 */
export async function waitForApp(page: Page, { timeout = 15_000 }: { timeout?: number } = {}): Promise<void> {
  const splash = page.getByTestId(SPLASH_TEST_ID);
  await expect(splash.or(page.locator('main')).first(), 'the app renders the loader or a page').toBeVisible({
    timeout,
  });
  if (!clockInstalled.has(page.context())) {
    await expect(splash, 'the start-up loader goes away').toBeHidden({ timeout });
    return;
  }
  // The loader's timer may be scheduled a moment after it paints: jump, look, and jump again if needed.
  await expect(async () => {
    if (await splash.isVisible()) await page.clock.fastForward(SPLASH_MS + SPLASH_FADE_MS);
    await expect(splash).toBeHidden({ timeout: 1_000 });
  }, 'the start-up loader goes away').toPass({ timeout });
}
