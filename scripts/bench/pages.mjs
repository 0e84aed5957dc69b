// Server-rendered pages (issue 20): a car page at 32 connections on the product server's production build, without
// and with the page cache, and the admin's stats call during each flood. Runs pages.run.ts with tsx.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstError, runToEnd } from './processes.mjs';
import { na, row } from './rows.mjs';

const SECTION = 'pages';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ms = (value) => Number(value.toFixed(1));

export const pagesMeasurement = {
  name: SECTION,
  description: 'server-rendered car page at 32 connections, page cache off and on, admin stats meanwhile (production build)',
  async run(ctx) {
    const { dir, built } = ctx.targets.product;
    if (!built || !existsSync(join(`${dir}-ssr`, 'entry-server.js'))) {
      return { rows: [na(SECTION, 'car page', `no production build with its renderer in ${dir}`)] };
    }
    const result = await runToEnd('npx', ['tsx', join('scripts', 'bench', 'pages.run.ts')], { cwd: ROOT, env: { SITE_DIR: dir } });
    const line = result.tail.find((l) => l.trim().startsWith('{'));
    if (!result.ok || !line) return { rows: [na(SECTION, 'car page', result.ok ? 'no output' : firstError(result.tail))] };
    const m = JSON.parse(line);
    const load = (name, s) => {
      const errors = Object.entries(s.errors).map(([status, n]) => `${n} x ${status}`).join(', ');
      return row(SECTION, name, s.perSecond, 'req/s', `p95 ${ms(s.p95)} ms, median ${ms(s.median)} ms over ${s.n} requests${errors ? `; ${errors}` : ''}`);
    };
    const admin = (name, s) => row(SECTION, name, ms(s.p95), 'ms', `p95 of ${s.n} (median ${ms(s.median)} ms)`);
    return {
      rows: [
        load(`car page uncached (PAGE_CACHE=0), ${m.connections} conns`, m.uncached),
        load(`car page cached, ${m.connections} conns`, m.cached),
        admin('admin stats, idle', m.cached.adminIdle),
        admin('admin stats during uncached page flood', m.uncached.admin),
        admin('admin stats during cached page flood', m.cached.admin),
      ],
      details: m,
    };
  },
};
