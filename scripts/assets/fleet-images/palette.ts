/**
 * The studio renders shared by the image generator and the seed: body styles, paint colours and camera views.
 * A car's specifications.color is a paint `name`; its images are `/fleet/{model slug}-{paint slug}-{view}.svg`, one
 * set per catalogue model (designs.ts: the model slug is brand and model, e.g. rolls-royce-ghost).
 */
export const BODY_STYLES = [
  'supercar', 'spyder', 'coupe', 'rearengine', 'targa', 'sedan', 'suv', 'supersuv', 'offroader', 'convertible', 'mpv',
] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

export const PAINTS = [
  { slug: 'black', name: 'Obsidian Black', hex: '#101114' },
  { slug: 'white', name: 'Pearl White', hex: '#e4e3df' },
  { slug: 'silver', name: 'Liquid Silver', hex: '#9fa4ab' },
  { slug: 'grey', name: 'Graphite Grey', hex: '#4b5058' },
  { slug: 'red', name: 'Rosso Red', hex: '#b0121c' },
  { slug: 'blue', name: 'Midnight Blue', hex: '#1b3263' },
  { slug: 'green', name: 'Racing Green', hex: '#12402d' },
  { slug: 'yellow', name: 'Giallo Yellow', hex: '#e7b30d' },
  { slug: 'orange', name: 'Arancio Orange', hex: '#d8560f' },
  { slug: 'burgundy', name: 'Burgundy', hex: '#5e1222' },
] as const;
export type Paint = (typeof PAINTS)[number];
export type PaintSlug = Paint['slug'];

/** In gallery order: the first is the primary image. */
export const VIEWS = ['front-quarter', 'side', 'rear-quarter', 'interior', 'rear'] as const;
export type View = (typeof VIEWS)[number];

export function fleetImagePath(modelSlug: string, paint: PaintSlug, view: View): string {
  return `/fleet/${modelSlug}-${paint}-${view}.svg`;
}

export function paintBySlug(slug: PaintSlug): Paint {
  const paint = PAINTS.find((p) => p.slug === slug);
  if (!paint) throw new Error(`Unknown paint ${slug}`);
  return paint;
}
