/** Tiny SVG writer: numbered defs (gradients, filters), compact paths, colour mixing. */
export type P2 = readonly [number, number];

export function fmt(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Ramer–Douglas–Peucker: drops points closer than `tolerance` px to the simplified line. */
export function simplify(points: readonly P2[], tolerance = 0.5): P2[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy);
    let max = -1;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      // Coinciding ends (a closed outline): measure from the point itself.
      const d = len < 1e-9 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / len;
      if (d > max) {
        max = d;
        at = i;
      }
    }
    if (max > tolerance && at > 0) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Compact path data: integer coordinates, relative moves after the first point (no rounding drift). */
export function pathD(points: readonly P2[], closed = true, tolerance = 0.9): string {
  const pts = simplify(points, tolerance).map(([x, y]) => [Math.round(x), Math.round(y)] as const);
  if (pts.length === 0) return '';
  let d = `M${pts[0]![0]} ${pts[0]![1]}l`;
  let prev = pts[0]!;
  let first = true;
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i]!;
    const dx = p[0] - prev[0];
    const dy = p[1] - prev[1];
    if (dx === 0 && dy === 0) continue;
    d += `${first || dx < 0 ? '' : ' '}${dx}${dy < 0 ? '' : ' '}${dy}`;
    first = false;
    prev = p;
  }
  if (first) d = d.slice(0, -1);
  return closed ? `${d}z` : d;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Drops stops that the gradient would interpolate anyway (within 2/255 per channel). */
function compactStops(stops: readonly Stop[]): Stop[] {
  const out: Stop[] = [...stops];
  let i = 1;
  while (i < out.length - 1) {
    const [o0, c0, a0 = 1] = out[i - 1]!;
    const [o1, c1, a1 = 1] = out[i]!;
    const [o2, c2, a2 = 1] = out[i + 1]!;
    const t = (o1 - o0) / (o2 - o0 || 1);
    const want = rgb(mix(c0, c2, t));
    const have = rgb(c1);
    const close = want.every((v, k) => Math.abs(v - have[k]!) <= 2) && Math.abs(a0 + (a2 - a0) * t - a1) < 0.02;
    if (close) out.splice(i, 1);
    else i++;
  }
  return out;
}

function stopsXml(stops: readonly Stop[]): string {
  return compactStops(stops)
    .map(([o, c, a]) => `<stop offset="${Math.round(o * 100)}%" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${Math.round(a * 100) / 100}"`}/>`)
    .join('');
}

export class Svg {
  private defs: string[] = [];
  private parts: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    return `${prefix}${(this.counter++).toString(36)}`;
  }

  def(xml: string): void {
    this.defs.push(xml);
  }

  private shared = new Map<string, string>();

  /** Adds a definition once: an identical one is reused by reference. */
  private once(prefix: string, body: (id: string) => string): string {
    const key = body('');
    const known = this.shared.get(key);
    if (known) return known;
    const id = this.id(prefix);
    this.defs.push(body(id));
    this.shared.set(key, `url(#${id})`);
    return `url(#${id})`;
  }

  /** A userSpaceOnUse linear gradient from (x1,y1) to (x2,y2); returns `url(#id)`. */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const kept = compactStops(stops);
    if (kept.length === 2 && kept[0]![1] === kept[1]![1] && (kept[0]![2] ?? 1) === (kept[1]![2] ?? 1)) return kept[0]![1];
    return this.once(
      'g',
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${Math.round(x1)}" y1="${Math.round(y1)}" x2="${Math.round(x2)}" y2="${Math.round(y2)}">${stopsXml(kept)}</linearGradient>`,
    );
  }

  /** A bounding-box linear gradient (0..1 coordinates). */
  linearBox(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.once('g', (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`);
  }

  radial(stops: readonly Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.id('r');
    const transform = sy === 1 ? '' : ` gradientTransform="translate(${fmt(cx)} ${fmt(cy)}) scale(1 ${sy}) translate(${fmt(-cx)} ${fmt(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}"${transform}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  private patterns = new Map<string, string>();

  /** A userSpaceOnUse tile pattern, defined once per file under its name; returns `url(#id)`. */
  pattern(name: string, w: number, h: number, body: string): string {
    const known = this.patterns.get(name);
    if (known) return known;
    const id = this.id('t');
    this.defs.push(`<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}">${body}</pattern>`);
    this.patterns.set(name, `url(#${id})`);
    return `url(#${id})`;
  }

  private blurs = new Map<number, string>();

  blur(std: number): string {
    const known = this.blurs.get(std);
    if (known) return known;
    const id = this.id('f');
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`);
    this.blurs.set(std, `url(#${id})`);
    return `url(#${id})`;
  }

  add(xml: string): void {
    this.parts.push(xml);
  }

  path(d: string, attrs: string): void {
    if (d) this.parts.push(`<path d="${d}" ${attrs}/>`);
  }

  /** Coarser outlines while drawing something soft (a reflection). */
  tolerance = 0.9;

  poly(points: readonly P2[], attrs: string, tolerance = this.tolerance): void {
    if (points.length >= 3) this.path(pathD(points, true, tolerance), attrs);
  }

  line(points: readonly P2[], attrs: string, tolerance = this.tolerance): void {
    if (points.length >= 2) this.path(pathD(points, false, tolerance), `fill="none" ${attrs}`);
  }

  open(attrs: string): void {
    this.parts.push(`<g ${attrs}>`);
  }

  close(): void {
    this.parts.push('</g>');
  }

  toString(title: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" role="img" aria-label="${title}">` +
      `<title>${title}</title><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>\n`
    );
  }
}

// Colours

type RGB = [number, number, number];

function rgb(hex: string): RGB {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: RGB): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function scale(color: string, k: number): string {
  const [r, g, b] = rgb(color);
  return hex([r * k, g * k, b * k]);
}

export function add(color: string, white: number): string {
  const [r, g, b] = rgb(color);
  return hex([r + 255 * white, g + 255 * white, b + 255 * white]);
}

export function luminance(color: string): number {
  const [r, g, b] = rgb(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// Ellipses

export interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Rotation of the rx axis, in degrees. */
  angle: number;
}

/**
 * The ellipse through projected points of a circle (a least-squares conic fit), so a wheel is drawn as a true curve
 * that stays smooth at any zoom instead of a polygon. Null when the points do not make an ellipse.
 */
export function fitEllipse(points: readonly P2[]): Ellipse | null {
  if (points.length < 5) return null;
  const mx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const my = points.reduce((s, p) => s + p[1], 0) / points.length;
  const k = Math.max(...points.map((p) => Math.hypot(p[0] - mx, p[1] - my))) || 1;
  // A x² + B xy + C y² + D x + E y = 1 on centred, scaled points: normal equations.
  const N = Array.from({ length: 5 }, () => new Array<number>(6).fill(0));
  for (const [px, py] of points) {
    const x = (px - mx) / k;
    const y = (py - my) / k;
    const row = [x * x, x * y, y * y, x, y];
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) N[i]![j]! += row[i]! * row[j]!;
      N[i]![5]! += row[i]!;
    }
  }
  for (let c = 0; c < 5; c++) {
    let pivot = c;
    for (let r = c + 1; r < 5; r++) if (Math.abs(N[r]![c]!) > Math.abs(N[pivot]![c]!)) pivot = r;
    [N[c], N[pivot]] = [N[pivot]!, N[c]!];
    const d = N[c]![c]!;
    if (Math.abs(d) < 1e-12) return null;
    for (let r = 0; r < 5; r++) {
      if (r === c) continue;
      const f = N[r]![c]! / d;
      for (let j = c; j < 6; j++) N[r]![j]! -= f * N[c]![j]!;
    }
  }
  const [A, B, C, D, E] = N.map((row, i) => row[5]! / row[i]!) as [number, number, number, number, number];
  const det = 4 * A * C - B * B;
  if (det <= 0) return null;
  const x0 = (B * E - 2 * C * D) / det;
  const y0 = (B * D - 2 * A * E) / det;
  const f = A * x0 * x0 + B * x0 * y0 + C * y0 * y0 + D * x0 + E * y0 - 1;
  const tr = A + C;
  const disc = Math.sqrt(Math.max(0, (A - C) * (A - C) + B * B));
  const l1 = (tr - disc) / 2;
  const l2 = (tr + disc) / 2;
  if (l1 <= 0 || f >= 0) return null;
  const theta = Math.abs(B) < 1e-12 ? (A <= C ? 0 : Math.PI / 2) : Math.atan2(l1 - A, B / 2);
  return { cx: mx + x0 * k, cy: my + y0 * k, rx: Math.sqrt(-f / l1) * k, ry: Math.sqrt(-f / l2) * k, angle: (theta * 180) / Math.PI };
}

export function ellipseXml(e: Ellipse, attrs: string): string {
  const rot = Math.abs(e.angle) < 0.05 ? '' : ` transform="rotate(${fmt(e.angle)} ${fmt(e.cx)} ${fmt(e.cy)})"`;
  return `<ellipse cx="${fmt(e.cx)}" cy="${fmt(e.cy)}" rx="${fmt(e.rx)}" ry="${fmt(e.ry)}"${rot} ${attrs}/>`;
}
