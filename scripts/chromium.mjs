// Resolves the Chromium binary used by Playwright, the e2e runner and the bench.
// Browsers cannot be downloaded on the team's machines: Debian's package is the default (DESIGN.md §3).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: run `apt-get install -y chromium` (Debian) or set PLAYWRIGHT_CHROMIUM_PATH';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same engine without the full browser's GPU process and UI, which is what
 * Playwright itself runs headless tests on. It idles at a third of the CPU on our pages, so the e2e suite prefers it;
 * the bench keeps the full browser (Lighthouse measures what a visitor runs).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

// Flags every launch uses (DESIGN.md §3): no sandbox as root, no GPU in containers, and no background
// traffic so that nothing at run time reaches another host.
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

function playwrightOwnChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Path of the Chromium executable: $PLAYWRIGHT_CHROMIUM_PATH (when the file exists), else (for tests) Debian's
 * headless shell, else /usr/bin/chromium, else Playwright's own downloaded browser. Returns undefined when none exists.
 */
export function tryFindChromium({ forTests = false } = {}) {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (forTests && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return playwrightOwnChromium();
}

/** Like tryFindChromium, but throws an Error carrying NO_CHROMIUM_MESSAGE when none exists. */
export function findChromium(options) {
  const path = tryFindChromium(options);
  if (!path) throw new Error(NO_CHROMIUM_MESSAGE);
  return path;
}

/** For CLI scripts: the path, or print the one-line hint and exit 1. */
export function findChromiumOrExit(options) {
  const path = tryFindChromium(options);
  if (!path) {
    console.error(NO_CHROMIUM_MESSAGE);
    process.exit(1);
  }
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findChromiumOrExit());
}
