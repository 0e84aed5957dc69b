// Rows of the bench table. A measurement reports numbers, never asserts them.

/**
 * @typedef {object} Row
 * @property {string} section     measurement name (e.g. 'bundle', 'lighthouse')
 * @property {string} name        what was measured
 * @property {number|string|null} value  null = not available (see note)
 * @property {string} [unit]      'kB', 'ms', 's', ...
 * @property {string} [note]      detail, or the reason a value is not available
 */

/** @returns {Row} */
export const row = (section, name, value, unit, note) => ({ section, name, value, unit, note });

/** A row that could not be measured, with the reason. @returns {Row} */
export const na = (section, name, reason) => ({ section, name, value: null, note: reason });

export const kB = (bytes) => Math.round(bytes / 100) / 10; // 1 kB = 1000 bytes, as Vite prints sizes

const missing = (r) => r.value === null || r.value === undefined;
const cell = (r) => (missing(r) ? 'n/a' : `${r.value}${r.unit ? ` ${r.unit}` : ''}`);
const noteOf = (r) => (missing(r) ? `(${r.note ?? 'no value'})` : (r.note ?? ''));

/**
 * The table printed at the end of `npm run bench`, with the previous run's value of each row beside it
 * (`previous`: the rows of the last bench/results/latest.json, matched by section and measure).
 */
export function formatTable(rows, previous = []) {
  const before = new Map(previous.map((r) => [`${r.section}\u0000${r.name}`, r]));
  const prior = (r) => {
    const p = before.get(`${r.section}\u0000${r.name}`);
    return p ? cell(p) : '—';
  };
  const lines = rows.map((r) => [r.section, r.name, cell(r), prior(r), noteOf(r)]);
  const header = ['section', 'measure', 'value', 'previous', 'note'];
  const widths = header.map((h, i) => Math.min(Math.max(h.length, ...lines.map((l) => l[i].length)), i === 4 ? 100 : 60));
  const fmt = (cols) =>
    cols
      .map((c, i) => (c.length > widths[i] ? `${c.slice(0, widths[i] - 1)}…` : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt)].join('\n');
}
