// Enquiries (issue 19): the contact form's write and the inbox at 10,000 enquiries on the product server.
// Runs enquiries.run.ts with tsx (the server is TypeScript) and reports its timings.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstError, runToEnd } from './processes.mjs';
import { na, row } from './rows.mjs';

const SECTION = 'enquiries';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ms = (value) => Number(value.toFixed(1));

export const enquiriesMeasurement = {
  name: SECTION,
  description: 'product server on the embedded database: enquiry write, inbox and demand at 10,000 enquiries (Node, tsx)',
  async run() {
    const result = await runToEnd('npx', ['tsx', join('scripts', 'bench', 'enquiries.run.ts')], { cwd: ROOT });
    const line = result.tail.find((l) => l.trim().startsWith('{'));
    if (!result.ok || !line) return { rows: [na(SECTION, 'enquiries', result.ok ? 'no output' : firstError(result.tail))] };
    const m = JSON.parse(line);
    const p95 = (name, s) => row(SECTION, name, ms(s.p95), 'ms', `p95 of ${s.n} (median ${ms(s.median)} ms)`);
    return {
      rows: [
        p95('POST /api/enquiries (write + alert queued)', m.write),
        p95(`GET /api/admin/enquiries at ${m.stored}`, m.inbox),
        p95(`inbox status+search at ${m.stored}`, m.search),
        p95(`GET /api/admin/demand at ${m.stored}`, m.demand),
      ],
      details: m,
    };
  },
};
