// The product server (issue 8): cold start, API latency and throughput on loopback, sign-in, photo upload.
// Runs server.run.ts with tsx (the server is TypeScript) and reports its timings.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstError, runToEnd } from './processes.mjs';
import { na, row } from './rows.mjs';

const SECTION = 'server';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ms = (value) => Number(value.toFixed(1));

export const serverMeasurement = {
  name: SECTION,
  description: 'product server on the embedded database: start, API latency, load, sign-in, upload (Node, tsx)',
  async run() {
    const result = await runToEnd('npx', ['tsx', join('scripts', 'bench', 'server.run.ts')], { cwd: ROOT });
    const line = result.tail.find((l) => l.trim().startsWith('{'));
    if (!result.ok || !line) return { rows: [na(SECTION, 'product server', result.ok ? 'no output' : firstError(result.tail))] };
    const m = JSON.parse(line);
    const latency = (name, s) => row(SECTION, name, ms(s.median), 'ms', `median of ${s.n} (p95 ${ms(s.p95)} ms)`);
    return {
      rows: [
        row(SECTION, 'cold start (migrate + seed)', ms(m.coldStartMs), 'ms', 'fresh PGlite on disk'),
        latency('GET /api/cars (12)', m.list),
        latency('GET /api/cars brand+popular', m.filtered),
        latency('GET /api/cars/{id}', m.detail),
        latency('GET /api/car/search/{text}', m.search),
        row(SECTION, 'GET /api/cars, 8 clients', m.listLoad.perSecond, 'req/s', `p95 ${ms(m.listLoad.p95)} ms over ${m.listLoad.n} requests`),
        row(SECTION, 'sign-in (argon2id)', ms(m.loginMs), 'ms', ''),
        row(SECTION, 'upload 4000x3000 JPEG', ms(m.uploadMs), 'ms', `${Math.round(m.photoBytes / 1000)} kB, status ${m.uploadStatus}, 6 variants`),
      ],
      details: m,
    };
  },
};
