// One instance against two (issue 24): the product server on one PostgreSQL and one bucket (s3rver), first alone,
// then as two processes behind a client-side round-robin: a car page at 32 connections and 6 photo uploads at once.
// On a 2-core machine the two instances share the same cores: the rows show the cost or benefit of the split, not a
// second machine. Runs instances.run.ts with tsx (it answers `skip` when PostgreSQL is not installed).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstError, runToEnd } from './processes.mjs';
import { na, row } from './rows.mjs';

const SECTION = 'instances';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ms = (value) => Number(value.toFixed(1));
const plural = (n) => `${n} instance${n === 1 ? '' : 's'}`;
const counts = (byStatus) => Object.entries(byStatus).map(([status, n]) => `${n} x ${status}`).join(', ');

export const instancesMeasurement = {
  name: SECTION,
  description: 'one instance against two on one PostgreSQL and one bucket: car page at 32 connections, 6 photo uploads at once',
  async run(ctx) {
    const { dir, built } = ctx.targets.product;
    if (!built || !existsSync(join(`${dir}-ssr`, 'entry-server.js'))) {
      return { rows: [na(SECTION, 'car page', `no production build with its renderer in ${dir}`)] };
    }
    const result = await runToEnd('npx', ['tsx', join('scripts', 'bench', 'instances.run.ts')], { cwd: ROOT, env: { SITE_DIR: dir } });
    const line = result.tail.find((l) => l.trim().startsWith('{'));
    if (!result.ok || !line) return { rows: [na(SECTION, 'car page', result.ok ? 'no output' : firstError(result.tail))] };
    const m = JSON.parse(line);
    if (m.skip) return { rows: [na(SECTION, 'car page', m.skip), na(SECTION, `${m.uploads ?? 6} uploads`, m.skip)] };
    const page = (s) => {
      const errors = counts(s.page.errors);
      const split = s.instances > 1 ? `; ${s.page.perInstance.join(' + ')} by instance` : '';
      return row(SECTION, `car page, ${plural(s.instances)}`, s.page.perSecond, 'req/s', `p95 ${ms(s.page.p95)} ms, median ${ms(s.page.median)} ms over ${s.page.n} requests at ${m.connections} conns${split}${errors ? `; ${errors}` : ''}`);
    };
    const upload = (s) => {
      const u = s.upload;
      const served = `${s.instances > 1 ? `other instance (${u.servedBy})` : u.servedBy} serves it: ${u.servedStatus}`;
      return row(SECTION, `${m.uploads} uploads, ${plural(s.instances)}`, Math.round(u.totalMs), 'ms', `${m.photo.width}x${m.photo.height} JPEG ${Math.round(m.photo.bytes / 1000)} kB, median ${ms(u.each.median)} ms each; ${counts(u.statuses)}; ${served}`);
    };
    return { rows: [page(m.one), page(m.two), upload(m.one), upload(m.two)], details: m };
  },
};
