/**
 * Generates the fleet's studio renders: public/fleet/{style}-{paint}-{view}.svg for every body style, paint and
 * view of palette.ts. Run: npx tsx mocks/images/generate-fleet-images.ts [--only=supercar] [--paint=red]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BODY_STYLES, PAINTS, VIEWS } from './palette';
import { renderExterior } from './render-car';
import { renderInterior } from './render-interior';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'fleet');

const STYLE_NAMES = {
  supercar: 'supercar',
  suv: 'SUV',
  sedan: 'saloon',
  coupe: 'coupé',
  convertible: 'convertible',
  hatchback: 'hatchback',
} as const;

const VIEW_NAMES = {
  'front-quarter': 'front three-quarter view',
  side: 'side view',
  'rear-quarter': 'rear three-quarter view',
  rear: 'rear view',
  interior: 'interior',
} as const;

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

const onlyStyle = arg('only');
const onlyPaint = arg('paint');
const onlyView = arg('view');
mkdirSync(OUT, { recursive: true });
let count = 0;
let bytes = 0;
for (const style of BODY_STYLES) {
  if (onlyStyle && style !== onlyStyle) continue;
  for (const paint of PAINTS) {
    if (onlyPaint && paint.slug !== onlyPaint) continue;
    for (const view of VIEWS) {
      if (onlyView && view !== onlyView) continue;
      const title = `${paint.name} ${STYLE_NAMES[style]}, ${VIEW_NAMES[view]}`;
      const svg = view === 'interior' ? renderInterior(style, paint, title) : renderExterior(style, paint, view, title);
      writeFileSync(join(OUT, `${style}-${paint.slug}-${view}.svg`), svg);
      count++;
      bytes += Buffer.byteLength(svg);
    }
  }
}
console.log(`Wrote ${count} renders to ${OUT} (${Math.round(bytes / 1024)} KB, ${Math.round(bytes / Math.max(1, count) / 1024)} KB each)`);
