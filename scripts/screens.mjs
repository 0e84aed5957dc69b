#!/usr/bin/env node
// Screenshots of every page, in both languages, at 390 and 1366 px, from a product build; and a pixel compare of two
// sets. A refactor that must change nothing a visitor sees (issue 21) is checked with it:
//
//   npm run build -- --outDir /tmp/before && node scripts/screens.mjs shoot /tmp/before /tmp/shots-before
//   (change the code)
//   npm run build -- --outDir /tmp/after && node scripts/screens.mjs shoot /tmp/after /tmp/shots-after
//   node scripts/screens.mjs compare /tmp/shots-before /tmp/shots-after
//
// `shoot` runs the product server (server/main.ts) on the build with a fresh embedded database (the demo fleet, seeded
// the same every time), the browser's clock fixed and its motion reduced, so two shots of the same page are the same
// pixels. `compare` decodes the PNGs and counts the pixels that differ; it exits 1 when any page differs.
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromiumOrExit } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = 4192;
const BASE = `http://localhost:${PORT}`;
const WIDTHS = [
  ['390', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true }],
  ['1366', { viewport: { width: 1366, height: 800 } }],
];
/** Every page a visitor or the portal's door shows; `{id}` is the fleet's first car. */
const PAGES = ['/', '/cars', '/cars/{id}', '/luxury', '/categories', '/brands', '/about', '/contact', '/privacy', '/terms', '/disclaimer', '/cookies', '/shortlist', '/no-such-page', '/admin/login'];
const FIXED_TIME = new Date('2026-11-20T10:00:00+04:00');

async function startServer(siteDir) {
  const dataDir = await mkdtemp(join(tmpdir(), 'screens-'));
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, SITE_DIR: resolve(siteDir), DATA_DIR: dataDir, PORT: String(PORT), NODE_ENV: 'development', PAGE_CACHE: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/cars?limit=1`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}

/** A full-page screenshot taken once two in a row, half a second apart, are the same (the page has settled). */
async function stableShot(tab, file) {
  let previous = null;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    await tab.waitForTimeout(500);
    const shot = await tab.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    if (previous?.equals(shot)) {
      await writeFile(file, shot);
      return '';
    }
    previous = shot;
  }
  await writeFile(file, previous);
  return ' (never settled: the last of 12)';
}

async function shoot(siteDir, outDir) {
  await mkdir(outDir, { recursive: true });
  const stop = await startServer(siteDir);
  const browser = await chromium.launch({ executablePath: findChromiumOrExit({ forTests: true }), args: [...CHROMIUM_ARGS] });
  try {
    const id = (await (await fetch(`${BASE}/api/cars?limit=1`)).json()).data[0]._id;
    for (const [width, options] of WIDTHS) {
      for (const language of ['', '/ar']) {
        for (const page of PAGES) {
          const path = `${language}${page === '/' && language ? '' : page.replace('{id}', id)}`;
          const context = await browser.newContext({ ...options, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'Asia/Dubai' });
          const tab = await context.newPage();
          // The date fixed, the timers real: the start-up loader, the request queue's waits and the data run as they do.
          await tab.clock.setFixedTime(FIXED_TIME);
          await tab.goto(`${BASE}${path}`);
          await tab.locator('[data-testid="splash"]').waitFor({ state: 'detached', timeout: 20_000 });
          await tab.waitForLoadState('networkidle');
          await tab.evaluate(() => document.fonts.ready);
          const name = `${width}${path.replaceAll('/', '_').replace(id, 'car') || '_'}.png`;
          console.log(`shot ${name}${await stableShot(tab, join(outDir, name))}`);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
}

/** RGBA pixels of an 8-bit RGB/RGBA PNG (what Chromium writes), undoing its row filters. */
function decodePng(bytes) {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const data = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = Buffer.alloc(width * height * 4, 255);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? line[x - channels] : 0;
      const up = previous[x];
      const upLeft = x >= channels ? previous[x - channels] : 0;
      let add = 0;
      if (filter === 1) add = left;
      else if (filter === 2) add = up;
      else if (filter === 3) add = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      line[x] = (line[x] + add) & 0xff;
    }
    for (let x = 0; x < width; x += 1) line.copy(out, (y * width + x) * 4, x * channels, x * channels + channels);
    previous = line;
  }
  return { width, height, pixels: out };
}

async function compare(beforeDir, afterDir) {
  const names = (await readdir(beforeDir)).filter((name) => name.endsWith('.png')).sort();
  const after = new Set(await readdir(afterDir));
  let differing = 0;
  const report = [];
  for (const name of names) {
    if (!after.has(name)) {
      report.push(`${name}: missing after`);
      differing += 1;
      continue;
    }
    const [a, b] = await Promise.all([readFile(join(beforeDir, name)), readFile(join(afterDir, name))]);
    if (a.equals(b)) continue;
    const pa = decodePng(a);
    const pb = decodePng(b);
    if (pa.width !== pb.width || pa.height !== pb.height) {
      report.push(`${name}: size ${pa.width}x${pa.height} -> ${pb.width}x${pb.height}`);
      differing += 1;
      continue;
    }
    let count = 0;
    let top = Infinity;
    let bottom = -1;
    for (let i = 0; i < pa.pixels.length; i += 4) {
      if (pa.pixels.readUInt32BE(i) !== pb.pixels.readUInt32BE(i)) {
        count += 1;
        const y = Math.floor(i / 4 / pa.width);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
    if (count > 0) {
      differing += 1;
      report.push(`${name}: ${count} pixels differ (rows ${top}-${bottom})`);
    }
  }
  const summary = `${names.length} screenshots compared, ${differing} differ`;
  console.log([...report, summary].join('\n'));
  await writeFile(join(afterDir, 'compare.txt'), `${[...report, summary].join('\n')}\n`);
  return differing === 0;
}

const [command, first, second] = process.argv.slice(2);
if (command === 'shoot' && first && second) await shoot(first, second);
else if (command === 'compare' && first && second) process.exit((await compare(first, second)) ? 0 : 1);
else {
  console.error('usage: node scripts/screens.mjs shoot <site-dir> <out-dir> | compare <before-dir> <after-dir>');
  process.exit(2);
}
