/**
 * Generates the fleet's studio renders: public/fleet/{model}-{paint}-{view}.svg for every view of each catalogue model
 * (mocks/db/catalogue.ts) in each of its paints, drawn from the model's design record (designs.ts), and deletes the
 * renders nothing can reference any more.
 * Run: npx tsx scripts/assets/fleet-images/generate-fleet-images.ts [--only=rolls-royce-ghost] [--paint=red] [--view=side]
 * (`--only` takes a model slug, or a comma-separated list of them; a narrowed run writes those files only and deletes
 * nothing).
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '../../../mocks/db/catalogue';
import { designOf, type Design } from './designs';
import { VIEWS, fleetImagePath, paintBySlug, type Paint, type View } from './palette';
import { renderExterior } from './render-car';
import { renderInterior } from './render-interior';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'public', 'fleet');

const VIEW_NAMES = {
  'front-quarter': 'front three-quarter view',
  side: 'side view',
  'rear-quarter': 'rear three-quarter view',
  rear: 'rear view',
  interior: 'interior',
} as const;

export interface FleetRender {
  design: Design;
  paint: Paint;
  view: View;
  file: string;
}

/** Every render a catalogue car can show: its model in each of its paints, in every view. */
export function fleetRenders(): FleetRender[] {
  return CATALOGUE.flatMap((entry) => {
    const design = designOf(entry.brand, entry.model);
    return entry.paints.flatMap((slug) =>
      VIEWS.map((view) => ({ design, paint: paintBySlug(slug), view, file: fleetImagePath(design.slug, slug, view).slice('/fleet/'.length) })),
    );
  }).sort((a, b) => a.file.localeCompare(b.file));
}

/** The render's accessible name: paint, make and model, view. */
export function renderTitle({ design, paint, view }: Pick<FleetRender, 'design' | 'paint' | 'view'>): string {
  return `${paint.name} ${design.brand} ${design.model}, ${VIEW_NAMES[view]}`;
}

export function renderSvg(r: Pick<FleetRender, 'design' | 'paint' | 'view'>): string {
  const title = renderTitle(r);
  return r.view === 'interior' ? renderInterior(r.design, r.paint, title) : renderExterior(r.design, r.paint, r.view, title);
}

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const only = arg('only')?.split(',');
  const onlyPaint = arg('paint');
  const onlyView = arg('view');
  const narrowed = Boolean(only || onlyPaint || onlyView);
  mkdirSync(OUT, { recursive: true });
  const renders = fleetRenders();
  if (only) {
    const unknown = only.filter((slug) => !renders.some((r) => r.design.slug === slug));
    if (unknown.length) throw new Error(`Unknown model slug ${unknown.join(', ')}: one of ${[...new Set(renders.map((r) => r.design.slug))].join(', ')}`);
  }
  let count = 0;
  let bytes = 0;
  for (const r of renders) {
    if ((only && !only.includes(r.design.slug)) || (onlyPaint && r.paint.slug !== onlyPaint) || (onlyView && r.view !== onlyView)) continue;
    const svg = renderSvg(r);
    writeFileSync(join(OUT, r.file), svg);
    count++;
    bytes += Buffer.byteLength(svg);
  }
  let removed = 0;
  if (!narrowed) {
    const keep = new Set(renders.map((r) => r.file));
    for (const file of readdirSync(OUT)) {
      if (file.endsWith('.svg') && !keep.has(file)) {
        unlinkSync(join(OUT, file));
        removed++;
      }
    }
  }
  console.log(
    `Wrote ${count} renders to ${OUT} (${Math.round(bytes / 1024)} KB, ${Math.round(bytes / Math.max(1, count) / 1024)} KB each)` +
      (narrowed ? '' : `; removed ${removed} no longer referenced`),
  );
}
