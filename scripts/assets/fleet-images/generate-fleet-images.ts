/**
 * Generates the fleet's studio renders: public/fleet/{style}-{paint}-{view}.svg for every view of each body style and
 * paint the catalogue offers (mocks/db/catalogue.ts), and deletes the renders nothing can reference any more.
 * Run: npx tsx scripts/assets/fleet-images/generate-fleet-images.ts [--only=supercar] [--paint=red] [--view=side]
 * (a narrowed run writes those files only and deletes nothing).
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '../../../mocks/db/catalogue';
import { PAINTS, VIEWS, fleetImagePath, type BodyStyle } from './palette';
import { renderExterior } from './render-car';
import { renderInterior } from './render-interior';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'public', 'fleet');

const STYLE_NAMES: Record<BodyStyle, string> = {
  supercar: 'mid-engined supercar',
  spyder: 'mid-engined spyder',
  coupe: 'grand touring coupé',
  rearengine: 'rear-engined sports coupé',
  targa: 'targa',
  sedan: 'saloon',
  suv: 'luxury SUV',
  supersuv: 'super SUV',
  offroader: 'off-roader',
  convertible: 'convertible',
  mpv: 'luxury MPV',
};

const VIEW_NAMES = {
  'front-quarter': 'front three-quarter view',
  side: 'side view',
  'rear-quarter': 'rear three-quarter view',
  rear: 'rear view',
  interior: 'interior',
} as const;

/** Every render a catalogue car can show: its body style in each of its paints, in every view. */
export function fleetRenders(): { style: BodyStyle; paint: (typeof PAINTS)[number]; view: (typeof VIEWS)[number]; file: string }[] {
  const pairs = new Map<string, { style: BodyStyle; paint: (typeof PAINTS)[number] }>();
  for (const entry of CATALOGUE) {
    for (const slug of entry.paints) pairs.set(`${entry.body}-${slug}`, { style: entry.body, paint: PAINTS.find((p) => p.slug === slug)! });
  }
  return [...pairs.values()]
    .sort((a, b) => `${a.style}-${a.paint.slug}`.localeCompare(`${b.style}-${b.paint.slug}`))
    .flatMap(({ style, paint }) => VIEWS.map((view) => ({ style, paint, view, file: fleetImagePath(style, paint.slug, view).slice('/fleet/'.length) })));
}

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const onlyStyle = arg('only');
  const onlyPaint = arg('paint');
  const onlyView = arg('view');
  const narrowed = Boolean(onlyStyle || onlyPaint || onlyView);
  mkdirSync(OUT, { recursive: true });
  const renders = fleetRenders();
  let count = 0;
  let bytes = 0;
  for (const { style, paint, view, file } of renders) {
    if ((onlyStyle && style !== onlyStyle) || (onlyPaint && paint.slug !== onlyPaint) || (onlyView && view !== onlyView)) continue;
    const title = `${paint.name} ${STYLE_NAMES[style]}, ${VIEW_NAMES[view]}`;
    const svg = view === 'interior' ? renderInterior(style, paint, title) : renderExterior(style, paint, view, title);
    writeFileSync(join(OUT, file), svg);
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
