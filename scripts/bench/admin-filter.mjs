// Admin fleet filtering (SPEC §5, issue 5): the client-side filter of /admin/cars on a 2,000-car fleet built by the
// mock's car factory. Runs admin-filter.run.ts with tsx (the filter is TypeScript) and reports its timings.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstError, runToEnd } from './processes.mjs';
import { na, row } from './rows.mjs';

const SECTION = 'admin-filter';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const round = (ms) => Number(ms.toFixed(3));

export const adminFilterMeasurement = {
  name: SECTION,
  description: 'client-side filtering of a 2,000-car admin fleet (Node, tsx)',
  async run() {
    const result = await runToEnd('npx', ['tsx', join('scripts', 'bench', 'admin-filter.run.ts')], { cwd: ROOT });
    const line = result.tail.find((l) => l.trim().startsWith('{'));
    if (!result.ok || !line) return { rows: [na(SECTION, 'filter 2,000 cars', result.ok ? 'no output' : firstError(result.tail))] };
    const m = JSON.parse(line);
    const fleet = `${m.fleet} cars`;
    return {
      rows: [
        row(SECTION, 'search, first time (keys built)', round(m.coldSearchMs), 'ms', `${fleet}, median`),
        row(SECTION, 'search per keystroke + tiles', round(m.keystrokeMs.median), 'ms', `${fleet}, median (p95 ${round(m.keystrokeMs.p95)} ms)`),
        row(SECTION, 'brand+status+active+featured', round(m.combinedMs.median), 'ms', `${fleet}, median (p95 ${round(m.combinedMs.p95)} ms)`),
        row(SECTION, 'memoised re-select', round(m.memoHitMs * 1000), 'µs', 'unchanged list and filters'),
      ],
      details: m,
    };
  },
};
