/**
 * The makes' faces, headlamps and tails, drawn in face coordinates: s runs along a face panel (front: 0 at the bottom,
 * 1 at the top of the nose; rear: 0 at the top of the tail, 1 at the bottom), w across the car (-1..1). Each kind is a
 * few shapes (grille, mesh, lamp housings, light signatures) sized by the model's design (its `grille` scale); the
 * renderer projects them onto the model's own nose and tail. Every emblem is a plain shape of our own: no real badge.
 */
import type { Design, FaceKind, LampKind, RearKind } from './designs';

export type SW = readonly [s: number, w: number];
export type FacePanel = 'front' | 'rear';

export interface FaceApi {
  design: Design;
  /** Fills: brushed chrome, dark chrome, the body's paint, a gloss black. */
  chrome: string;
  darkChrome: string;
  body: string;
  /** A mesh texture for grilles and intakes. */
  mesh(kind: 'hex' | 'diamond' | 'dots' | 'grid'): string;
  shape(panel: FacePanel, pts: readonly SW[], fill: string, extra?: string): void;
  line(panel: FacePanel, pts: readonly SW[], attrs: string): void;
  /** A light signature: a soft glow under a crisp line (or a filled shape when `width` is 0). */
  light(panel: FacePanel, pts: readonly SW[], color: string, width: number, closed?: boolean): void;
  /** Draws `inside` clipped to a shape. */
  clip(panel: FacePanel, pts: readonly SW[], inside: () => void): void;
  /** A round lamp (chrome bezel, ring of light) or emblem (a plain ring of our own) of radius r metres at (s, w). */
  round(panel: FacePanel, s: number, w: number, r: number, kind: 'lamp' | 'emblem' | 'dot' | 'red'): void;
}

const DARK = '#0c0d0f';
const HOUSING = '#15171a';
const LED = '#f5f8ff';
const RED = '#ff3b3b';
const RED_DEEP = '#4f0609';
const AMBER = '#ffb347';

/** A superellipse between s0..s1 and w0..w1 (the bigger `round`, the rounder), leaning by `slant` in w at its top. */
export function rr(s0: number, s1: number, w0: number, w1: number, round = 0.4, slant = 0, n = 32): SW[] {
  const pts: SW[] = [];
  const e = 0.15 + 0.85 * round;
  for (let k = 0; k < n; k++) {
    const a = (k / n) * Math.PI * 2;
    const u = Math.sign(Math.cos(a)) * Math.abs(Math.cos(a)) ** e;
    const v = Math.sign(Math.sin(a)) * Math.abs(Math.sin(a)) ** e;
    const t = (v + 1) / 2;
    pts.push([s0 + (s1 - s0) * t, w0 + (w1 - w0) * ((u + 1) / 2) + slant * (t - 0.5)]);
  }
  return pts;
}

/** An ellipse of radii rs, rw about (s, w). */
function oval(s: number, w: number, rs: number, rw: number, n = 24): SW[] {
  return Array.from({ length: n }, (_, k) => [s + rs * Math.sin((k / n) * Math.PI * 2), w + rw * Math.cos((k / n) * Math.PI * 2)] as SW);
}

/** Smooths a polygon's corners (Chaikin, twice). */
function soften(pts: readonly SW[], closed = true, times = 2): SW[] {
  let out = [...pts];
  for (let t = 0; t < times; t++) {
    const next: SW[] = [];
    const n = out.length;
    for (let i = 0; i < (closed ? n : n - 1); i++) {
      const a = out[i]!;
      const b = out[(i + 1) % n]!;
      next.push([a[0] * 0.75 + b[0] * 0.25, a[1] * 0.75 + b[1] * 0.25], [a[0] * 0.25 + b[0] * 0.75, a[1] * 0.25 + b[1] * 0.75]);
    }
    out = closed ? next : [out[0]!, ...next, out.at(-1)!];
  }
  return out;
}

const flip = (pts: readonly SW[]): SW[] => pts.map(([s, w]) => [s, -w]);
/** Draws a shape on the right (w > 0) and its mirror image on the left. */
function both(draw: (m: (pts: readonly SW[]) => readonly SW[], k: 1 | -1) => void): void {
  draw((p) => p, 1);
  draw(flip, -1);
}

function vanes(f: FaceApi, panel: FacePanel, s0: number, s1: number, w0: number, w1: number, n: number, dir: 'v' | 'h', attrs: string): void {
  for (let k = 1; k < n; k++) {
    const t = k / n;
    const pts: SW[] = dir === 'v' ? [[s0, w0 + (w1 - w0) * t], [s1, w0 + (w1 - w0) * t]] : [[s0 + (s1 - s0) * t, w0], [s0 + (s1 - s0) * t, w1]];
    f.line(panel, pts, attrs);
  }
}

/** A grille: a surround, a dark opening, and its texture or vanes inside. */
function grille(f: FaceApi, pts: readonly SW[], inner: readonly SW[], surround: string, fill: () => void): void {
  f.shape('front', pts, surround, 'stroke="#2a2d32" stroke-width="1"');
  f.shape('front', inner, DARK);
  f.clip('front', inner, fill);
}

/** A lower intake across the bumper. */
function intake(f: FaceApi, s0: number, s1: number, half: number, round = 0.5, mesh: 'hex' | 'diamond' | 'dots' | 'grid' = 'grid'): void {
  const pts = rr(s0, s1, -half, half, round);
  f.shape('front', pts, DARK);
  f.shape('front', pts, f.mesh(mesh));
}

function emblem(f: FaceApi, s: number, r = 0.045): void {
  f.round('front', s, 0, r, 'emblem');
}

// ---------------------------------------------------------------- fronts
const FACES: Record<FaceKind, (f: FaceApi) => void> = {
  pantheon: (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.27 * gw;
    const top = 0.95;
    const bottom = Math.max(0.3, top - 0.58 * gh);
    intake(f, 0.05, 0.2, 0.58, 0.4);
    f.line('front', [[0.25, -0.62], [0.25, 0.62]], `stroke="#c9ced6" stroke-width="2"`);
    grille(f, rr(bottom, top, -w, w, 0.08), rr(bottom + 0.035, top - 0.035, -w + 0.03, w - 0.03, 0.05), f.chrome, () => {
      vanes(f, 'front', bottom, top, -w, w, Math.round(w / 0.032), 'v', 'stroke="#d4d8de" stroke-width="2.2"');
    });
    // The pediment: a chrome cap over the grille.
    f.shape('front', rr(top - 0.02, top + 0.03, -w - 0.025, w + 0.025, 0.2), f.chrome);
  },
  matrix: (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.4 * gw;
    const s0 = Math.max(0.22, 0.92 - 0.66 * gh);
    grille(f, rr(s0, 0.92, -w, w, 0.5), rr(s0 + 0.035, 0.885, -w + 0.03, w - 0.03, 0.5), f.chrome, () => {
      f.shape('front', rr(s0, 0.92, -w, w, 0.5), f.mesh('diamond'));
      if (f.design.style === 'sedan') vanes(f, 'front', s0, 0.92, -w, w, 11, 'v', 'stroke="#c9ced6" stroke-width="1.6"');
    });
    both((m) => f.shape('front', m(rr(0.04, 0.2, 0.5, 0.86, 0.6, -0.04)), f.mesh('diamond'), 'stroke="#8d939b" stroke-width="1.2"'));
    intake(f, 0.04, 0.16, 0.4, 0.5, 'diamond');
  },
  'kidney-tall': (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.25 * gw;
    const s0 = Math.max(0.12, 0.94 - 0.72 * gh);
    intake(f, 0.04, Math.min(0.18, s0 - 0.04), 0.55, 0.4);
    both((m, k) => {
      const outer = m(soften([[s0, 0.025], [s0, w], [0.94, w - 0.03], [0.94, 0.035]]));
      const inner = m(soften([[s0 + 0.03, 0.045], [s0 + 0.03, w - 0.025], [0.91, w - 0.05], [0.91, 0.055]]));
      grille(f, outer, inner, f.chrome, () => vanes(f, 'front', s0, 0.94, 0.02 * k, (w - 0.02) * k, 7, 'v', 'stroke="#b9bec6" stroke-width="1.8"'));
      if (f.design.face === 'kidney-tall' && f.design.tips === 'none') f.light('front', outer, '#dfe8ff', 1.4, true);
    });
  },
  'kidney-wide': (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.4 * gw;
    const s0 = 0.62 - 0.3 * gh;
    intake(f, 0.04, 0.2, 0.36, 0.45, 'hex');
    both((m) => f.shape('front', m(rr(0.04, 0.24, 0.56, 0.9, 0.5, 0.08)), f.mesh('hex')));
    both((m, k) => {
      const outer = m(soften([[s0, 0.03], [s0 + 0.04, w], [0.86, w - 0.06], [0.88, 0.04]]));
      const inner = m(soften([[s0 + 0.035, 0.05], [s0 + 0.06, w - 0.03], [0.84, w - 0.08], [0.85, 0.06]]));
      grille(f, outer, inner, f.darkChrome, () => vanes(f, 'front', s0, 0.88, 0.03 * k, w * k, 5, 'h', 'stroke="#3c4047" stroke-width="3"'));
    });
  },
  'mb-slats': (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.33 * gw;
    const s0 = Math.max(0.24, 0.9 - 0.6 * gh);
    intake(f, 0.05, 0.2, 0.5, 0.45, 'dots');
    const slats = f.design.style === 'suv' ? 7 : 5;
    grille(f, rr(s0, 0.9, -w, w, 0.3), rr(s0 + 0.03, 0.87, -w + 0.025, w - 0.025, 0.25), f.chrome, () => {
      if (f.design.style === 'suv') vanes(f, 'front', s0, 0.9, -w, w, 18, 'v', 'stroke="#aeb3bb" stroke-width="1.2"');
      vanes(f, 'front', s0, 0.9, -w, w, slats, 'h', 'stroke="#d9dde3" stroke-width="3"');
    });
    emblem(f, (s0 + 0.9) / 2, 0.06);
  },
  amg: (f) => {
    const [gw] = f.design.grille;
    const top = 0.4 * gw;
    const bottom = 0.48 * gw;
    const pts = soften([[0.14, -bottom], [0.14, bottom], [0.84, top], [0.84, -top]]);
    grille(f, pts, soften([[0.17, -bottom + 0.03], [0.17, bottom - 0.03], [0.81, top - 0.03], [0.81, -top + 0.03]]), f.chrome, () => {
      for (let k = -6; k <= 6; k++) {
        const t = k / 6.5;
        f.line('front', [[0.14, t * bottom], [0.84, t * top]], 'stroke="#c9ced6" stroke-width="2.2"');
      }
    });
    emblem(f, 0.52, 0.055);
    both((m) => f.shape('front', m(rr(0.03, 0.3, 0.56, 0.92, 0.4, 0.1)), f.mesh('grid')));
  },
  'g-class': (f) => {
    f.shape('front', rr(-0.02, 0.3, -1.0, 1.0, 0.2), '#1a1b1e');
    f.shape('front', rr(0.06, 0.22, -0.4, 0.4, 0.3), DARK);
    grille(f, rr(0.42, 0.92, -0.46, 0.46, 0.12), rr(0.44, 0.9, -0.44, 0.44, 0.1), '#2e3136', () => {
      vanes(f, 'front', 0.42, 0.92, -0.46, 0.46, 4, 'h', 'stroke="#d0d4da" stroke-width="4.5"');
    });
    emblem(f, 0.67, 0.07);
  },
  porsche: (f) => {
    intake(f, 0.1, 0.42, 0.28, 0.55);
    both((m) => {
      f.shape('front', m(rr(0.1, 0.5, 0.46, 0.84, 0.6, 0.06)), DARK);
      f.light('front', m(rr(0.55, 0.6, 0.5, 0.8, 0.8)), LED, 0);
    });
  },
  'porsche-ev': (f) => {
    intake(f, 0.1, 0.3, 0.42, 0.6);
    // Air curtains: tall slim slots under the lamps.
    both((m) => f.shape('front', m(rr(0.12, 0.55, 0.74, 0.84, 0.7, 0.04)), DARK));
  },
  'porsche-suv': (f) => {
    const pts = soften([[0.08, -0.5], [0.08, 0.5], [0.56, 0.38], [0.56, -0.38]]);
    f.shape('front', pts, DARK);
    f.shape('front', pts, f.mesh('grid'));
    both((m) => f.shape('front', m(soften([[0.08, 0.62], [0.08, 0.9], [0.5, 0.9], [0.5, 0.7]])), DARK));
    f.shape('front', rr(0.6, 0.66, -0.3, 0.3, 0.8), DARK);
  },
  singleframe: (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.46 * gw;
    const top = f.design.style === 'supercar' ? 0.72 : 0.9;
    const bottom = Math.max(0.04, top - 0.8 * gh);
    const hex: SW[] = [[bottom, -w * 0.72], [bottom, w * 0.72], [bottom + 0.18, w], [top - 0.15, w], [top, w * 0.8], [top, -w * 0.8], [top - 0.15, -w], [bottom + 0.18, -w]];
    const inner: SW[] = hex.map(([s, ww]) => [s + (s < (top + bottom) / 2 ? 0.03 : -0.03), ww * 0.94]);
    grille(f, soften(hex, true, 1), soften(inner, true, 1), f.darkChrome, () => f.shape('front', hex, f.mesh('hex')));
    both((m) => f.shape('front', m(soften([[0.04, w + 0.06], [0.04, 0.95], [0.42, 0.95], [0.3, w + 0.08]], true, 1)), f.mesh('hex'), 'stroke="#2c2f34" stroke-width="1.2"'));
  },
  'singleframe-closed': (f) => {
    const [gw] = f.design.grille;
    const w = 0.44 * gw;
    const hex: SW[] = [[0.12, -w * 0.7], [0.12, w * 0.7], [0.3, w], [0.72, w], [0.86, w * 0.78], [0.86, -w * 0.78], [0.72, -w], [0.3, -w]];
    // Closed: a body-coloured panel inside a gloss-black frame, with a fine pattern.
    f.shape('front', soften(hex, true, 1), '#0d0e10');
    const inner: SW[] = hex.map(([s, ww]) => [s + (s < 0.5 ? 0.035 : -0.035), ww * 0.92]);
    f.shape('front', soften(inner, true, 1), f.body);
    f.shape('front', soften(inner, true, 1), f.mesh('diamond'), 'opacity="0.5"');
    both((m) => f.shape('front', m(soften([[0.06, w + 0.08], [0.06, 0.94], [0.5, 0.96], [0.56, 0.9], [0.3, w + 0.06]], true, 1)), DARK));
  },
  'ferrari-mid': (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.5 * gw;
    const pts = soften([[0.05, -w], [0.05, w], [0.38 * gh, w * 0.86], [0.44 * gh, 0], [0.38 * gh, -w * 0.86]]);
    f.shape('front', pts, DARK);
    f.shape('front', pts, f.mesh('grid'));
    both((m) => f.shape('front', m(soften([[0.05, w + 0.08], [0.05, 0.95], [0.5, 0.92]])), DARK));
    f.shape('front', rr(0.0, 0.05, -0.9, 0.9, 0.2), '#1b1c1f');
  },
  'ferrari-gt': (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.46 * gw;
    const top = Math.min(0.7, 0.5 * gh + 0.15);
    // The shark nose: a body-coloured perforated grille.
    const pts = soften([[0.08, -w * 0.9], [0.08, w * 0.9], [top, w], [top, -w]]);
    f.shape('front', pts, '#101113');
    f.shape('front', soften([[0.11, -w * 0.84], [0.11, w * 0.84], [top - 0.03, w - 0.04], [top - 0.03, -w + 0.04]]), f.body, 'opacity="0.85"');
    f.shape('front', pts, f.mesh('dots'));
    both((m) => f.shape('front', m(rr(0.06, 0.22, w + 0.08, 0.92, 0.5, 0.05)), DARK));
  },
  lambo: (f) => {
    const [gw] = f.design.grille;
    f.shape('front', soften([[0.06, -0.3 * gw], [0.06, 0.3 * gw], [0.28, 0.22 * gw], [0.28, -0.22 * gw]], true, 1), DARK);
    both((m) => {
      // The big triangular intakes at the corners.
      const tri = m([[0.04, 0.36 * gw], [0.04, 0.96], [0.62, 0.96], [0.5, 0.8]]);
      f.shape('front', tri, DARK);
      f.shape('front', tri, f.mesh('hex'));
      f.line('front', m([[0.06, 0.4 * gw], [0.55, 0.86]]), `stroke="${f.body}" stroke-width="5"`);
    });
  },
  'lambo-suv': (f) => {
    const [gw] = f.design.grille;
    const w = 0.52 * gw;
    const hex = soften([[0.1, -w * 0.7], [0.1, w * 0.7], [0.3, w], [0.7, w * 0.85], [0.7, -w * 0.85], [0.3, -w]], true, 1);
    f.shape('front', hex, DARK);
    f.shape('front', hex, f.mesh('hex'));
    f.line('front', [[0.4, -w * 0.95], [0.4, w * 0.95]], `stroke="${f.body}" stroke-width="4"`);
    both((m) => {
      const tri = m([[0.06, w + 0.06], [0.06, 0.96], [0.56, 0.96]]);
      f.shape('front', tri, DARK);
      f.shape('front', tri, f.mesh('hex'));
    });
  },
  mclaren: (f) => {
    f.shape('front', rr(0.08, 0.3, -0.26, 0.26, 0.6), DARK);
    f.shape('front', rr(0.08, 0.3, -0.26, 0.26, 0.6), f.mesh('grid'));
  },
  horseshoe: (f) => {
    // The horseshoe: a rounded arch on top, sides drawn in towards the bottom; a chrome surround, dark mesh inside.
    const shoe = (k: number): SW[] => {
      const pts: SW[] = [];
      for (let i = 0; i <= 20; i++) {
        const a = Math.PI * (i / 20);
        pts.push([0.56 + 0.34 * k * Math.sin(a), 0.2 * k * Math.cos(a)]);
      }
      pts.push([0.22 + (1 - k) * 0.1, -0.15 * k], [0.1 + (1 - k) * 0.3, -0.1 * k], [0.1 + (1 - k) * 0.3, 0.1 * k], [0.22 + (1 - k) * 0.1, 0.15 * k]);
      return soften(pts, true, 1);
    };
    grille(f, shoe(1), shoe(0.86), f.chrome, () => f.shape('front', shoe(1), f.mesh('grid')));
    emblem(f, 0.8, 0.035);
    both((m) => {
      const side = m(soften([[0.04, 0.3], [0.04, 0.95], [0.5, 0.95], [0.62, 0.7], [0.35, 0.36]], true, 1));
      f.shape('front', side, DARK);
      f.shape('front', side, f.mesh('grid'));
      f.line('front', m([[0.04, 0.62], [0.58, 0.78]]), `stroke="${f.body}" stroke-width="4"`);
    });
  },
  aston: (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.5 * gw;
    const top = 0.8;
    const bottom = Math.max(0.06, top - 0.62 * gh);
    // The make's wide grille: a flat top, its lower edge swelling in a curve.
    const shape = (i: number): SW[] => {
      const pts: SW[] = [[top - i, -w + i * 1.4], [top - i, w - i * 1.4]];
      for (let k = 0; k <= 16; k++) {
        const t = k / 16;
        const ww = (w - i * 1.4) * Math.cos(Math.PI * t);
        pts.push([bottom + i + 0.12 * (1 - Math.sin(Math.PI * t)) * gh, ww]);
      }
      return soften(pts, true, 1);
    };
    grille(f, shape(0), shape(0.025), f.darkChrome, () =>
      f.design.style === 'supersuv'
        ? vanes(f, 'front', bottom, top, -w, w, 13, 'v', 'stroke="#8d939b" stroke-width="2"')
        : vanes(f, 'front', bottom, top, -w, w, 6, 'h', 'stroke="#8d939b" stroke-width="2.4"'),
    );
    both((m) => f.shape('front', m(rr(0.04, 0.2, w + 0.06, 0.92, 0.5, 0.06)), DARK));
  },
  rangerover: (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.4 * gw;
    const s0 = 0.88 - 0.24 * gh;
    grille(f, rr(s0, 0.88, -w, w, 0.2), rr(s0 + 0.025, 0.855, -w + 0.02, w - 0.02, 0.15), '#2a2d32', () => f.shape('front', rr(s0, 0.88, -w, w), f.mesh('grid')));
    intake(f, 0.06, 0.32, 0.46, 0.35, 'grid');
    both((m) => f.shape('front', m(rr(0.08, 0.3, 0.58, 0.9, 0.4)), DARK));
  },
  defender: (f) => {
    f.shape('front', rr(-0.02, 0.32, -1.0, 1.0, 0.15), '#1a1b1e');
    f.shape('front', rr(0.08, 0.24, -0.5, 0.5, 0.2), DARK);
    grille(f, rr(0.5, 0.86, -0.42, 0.42, 0.15), rr(0.52, 0.84, -0.4, 0.4, 0.12), '#1d1f22', () => {
      vanes(f, 'front', 0.5, 0.86, -0.42, 0.42, 3, 'h', 'stroke="#6b7078" stroke-width="3"');
      vanes(f, 'front', 0.5, 0.86, -0.42, 0.42, 12, 'v', 'stroke="#2c2f34" stroke-width="2"');
    });
  },
  shield: (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.55 * gw;
    const s0 = Math.max(0.12, 0.92 - 0.7 * gh);
    const pts = soften([[s0, -w * 0.78], [s0, w * 0.78], [0.92, w], [0.92, -w]], true, 1);
    grille(f, pts, soften([[s0 + 0.03, -w * 0.74], [s0 + 0.03, w * 0.74], [0.89, w - 0.03], [0.89, -w + 0.03]], true, 1), f.chrome, () =>
      f.shape('front', pts, f.mesh('diamond')),
    );
    emblem(f, 0.62, 0.07);
    intake(f, 0.02, Math.max(0.08, s0 - 0.05), 0.6, 0.3, 'grid');
  },
  corvette: (f) => {
    f.shape('front', soften([[0.06, -0.34], [0.06, 0.34], [0.3, 0.24], [0.3, -0.24]], true, 1), DARK);
    both((m) => {
      const pts = m([[0.04, 0.42], [0.04, 0.94], [0.5, 0.94], [0.36, 0.56]]);
      f.shape('front', pts, DARK);
      f.shape('front', pts, f.mesh('grid'));
    });
    emblem(f, 0.55, 0.03);
  },
  jaguar: (f) => {
    const [gw, gh] = f.design.grille;
    const w = 0.4 * gw;
    const pts = rr(0.14, Math.min(0.8, 0.14 + 0.58 * gh), -w, w, 0.75);
    grille(f, pts, rr(0.17, Math.min(0.77, 0.11 + 0.58 * gh), -w + 0.03, w - 0.03, 0.75), f.chrome, () => f.shape('front', pts, f.mesh('diamond')));
    emblem(f, 0.5, 0.035);
    both((m) => f.shape('front', m(rr(0.04, 0.3, w + 0.1, 0.92, 0.5, 0.1)), DARK));
  },
};

// ---------------------------------------------------------------- headlamps
function housing(f: FaceApi, pts: readonly SW[]): void {
  f.shape('front', pts, HOUSING, 'stroke="#3a3e44" stroke-width="1"');
}

const LAMPS: Record<LampKind, (f: FaceApi) => void> = {
  slim: (f) =>
    both((m, k) => {
      housing(f, m(rr(0.8, 0.93, 0.5, 0.96, 0.3, 0.02)));
      f.light('front', m([[0.9, 0.54], [0.9, 0.92]]), LED, 3);
      f.shape('front', oval(0.85, 0.8 * k, 0.035, 0.05, 16), '#2c3036');
    }),
  'split-rr': (f) =>
    both((m) => {
      f.light('front', m(rr(0.9, 0.95, 0.48, 0.95, 0.6)), LED, 0);
      housing(f, m(rr(0.5, 0.7, 0.66, 0.94, 0.35)));
      f.light('front', m([[0.62, 0.7], [0.62, 0.9]]), LED, 2);
    }),
  'round-quad': (f) =>
    both((m, k) => {
      f.round('front', 0.74, 0.74 * k, 0.11, 'lamp');
      f.round('front', 0.7, 0.93 * k, 0.065, 'lamp');
    }),
  angel: (f) =>
    both((m, k) => {
      housing(f, m(rr(0.64, 0.92, 0.48, 0.97, 0.45, 0.06)));
      for (const w of [0.6, 0.84]) f.light('front', oval(0.78, w * k, 0.08, 0.085, 18), LED, 2.2, true);
      f.light('front', m([[0.9, 0.5], [0.9, 0.94]]), '#dfe8ff', 1.4);
    }),
  split: (f) =>
    both((m, k) => {
      f.light('front', m(rr(0.9, 0.95, 0.5, 0.96, 0.5, 0.02)), LED, 0);
      housing(f, m(rr(0.3, 0.46, 0.62, 0.94, 0.3)));
      for (const w of [0.68, 0.76, 0.84]) f.round('front', 0.38, w * k, 0.025, 'dot');
    }),
  thin: (f) =>
    both((m) => {
      housing(f, m(rr(0.72, 0.9, 0.52, 0.96, 0.3, 0.05)));
      f.light('front', m([[0.88, 0.56], [0.88, 0.9], [0.76, 0.93]]), LED, 2.6);
    }),
  mb: (f) =>
    both((m, k) => {
      housing(f, m(soften([[0.64, 0.5], [0.66, 0.97], [0.92, 0.95], [0.9, 0.56]], true, 1)));
      f.light('front', m([[0.88, 0.58], [0.86, 0.92]]), LED, 2.6);
      for (const w of [0.7, 0.78, 0.86]) f.light('front', [[0.72, w * k], [0.8, w * k]], LED, 2);
    }),
  round: (f) => both((m, k) => f.round('front', 0.68, 0.76 * k, 0.11, 'lamp')),
  'four-dot': (f) => {
    if (f.design.face === 'porsche') return; // the 911's round lamps sit on its wings (drawn with the body)
    both((m, k) => {
      housing(f, m(soften([[0.66, 0.54], [0.62, 0.94], [0.94, 0.96], [0.95, 0.62]], true, 2)));
      for (const [s, w] of [[0.74, 0.7], [0.74, 0.82], [0.85, 0.7], [0.85, 0.82]] as const) f.round('front', s, w * k, 0.03, 'dot');
    });
  },
  blade: (f) =>
    both((m, k) => {
      housing(f, m([[0.72, 0.48], [0.66, 0.97], [0.92, 0.95], [0.94, 0.6]]));
      for (let i = 0; i < 5; i++) f.light('front', [[0.76 + i * 0.03, (0.58 + i * 0.02) * k], [0.76 + i * 0.03, (0.74 + i * 0.04) * k]], LED, 1.6);
    }),
  laser: (f) =>
    both((m, k) => {
      housing(f, m([[0.66, 0.5], [0.7, 0.98], [0.86, 0.96], [0.9, 0.64]]));
      for (let i = 0; i < 4; i++) f.light('front', [[0.71, (0.62 + i * 0.08) * k], [0.84, (0.66 + i * 0.08) * k]], LED, 1.8);
    }),
  slash: (f) =>
    both((m) => {
      housing(f, m([[0.62, 0.58], [0.7, 0.97], [0.92, 0.9], [0.8, 0.5]]));
      f.light('front', m([[0.68, 0.64], [0.9, 0.9]]), LED, 3);
    }),
  'blade-thin': (f) =>
    both((m) => {
      housing(f, m(soften([[0.7, 0.52], [0.74, 0.97], [0.88, 0.93], [0.82, 0.5]], true, 1)));
      f.light('front', m([[0.76, 0.56], [0.84, 0.92]]), LED, 2.4);
    }),
  y: (f) =>
    both((m) => {
      housing(f, m([[0.6, 0.46], [0.74, 0.97], [0.95, 0.94], [0.84, 0.5]]));
      f.light('front', m([[0.68, 0.56], [0.8, 0.72]]), LED, 2.6);
      f.light('front', m([[0.8, 0.72], [0.91, 0.92]]), LED, 2.6);
      f.light('front', m([[0.8, 0.72], [0.72, 0.93]]), LED, 2.6);
    }),
  socket: (f) =>
    both((m) => {
      // Lamp and intake in one dark socket, a boomerang of light round its top.
      const socket = m(soften([[0.1, 0.5], [0.22, 0.96], [0.94, 0.96], [0.9, 0.66], [0.5, 0.52]], true, 2));
      f.shape('front', socket, DARK, 'stroke="#3a3e44" stroke-width="1"');
      f.light('front', m([[0.56, 0.56], [0.86, 0.68], [0.92, 0.9], [0.6, 0.94]]), LED, 2.6);
    }),
  'quad-strip': (f) =>
    both((m, k) => {
      housing(f, m(rr(0.7, 0.88, 0.5, 0.96, 0.35, 0.04)));
      for (let i = 0; i < 4; i++) f.light('front', rr(0.74, 0.84, (0.56 + i * 0.1) * k, (0.62 + i * 0.1) * k, 0.7), LED, 0);
    }),
  flick: (f) =>
    both((m) => {
      housing(f, m(soften([[0.66, 0.5], [0.7, 0.97], [0.92, 0.94], [0.86, 0.54]], true, 1)));
      f.light('front', m([[0.7, 0.56], [0.86, 0.6], [0.9, 0.9]]), LED, 2.6);
    }),
  lr: (f) =>
    both((m) => {
      housing(f, m(rr(0.7, 0.88, 0.48, 0.97, 0.2)));
      f.light('front', m([[0.84, 0.52], [0.84, 0.94]]), LED, 2);
      f.light('front', m([[0.75, 0.52], [0.75, 0.94]]), LED, 1.4);
    }),
  defender: (f) =>
    both((m, k) => {
      f.shape('front', m(rr(0.5, 0.86, 0.58, 0.94, 0.25)), '#1d1f22', 'stroke="#3a3e44" stroke-width="1"');
      f.light('front', oval(0.68, 0.76 * k, 0.13, 0.13, 22), LED, 2.4, true);
      f.round('front', 0.68, 0.76 * k, 0.055, 'dot');
    }),
  vertical: (f) =>
    both((m) => {
      housing(f, m(rr(0.8, 0.93, 0.58, 0.94, 0.3)));
      f.light('front', m([[0.92, 0.96], [0.28, 0.96]]), LED, 3.4);
      f.light('front', m([[0.86, 0.62], [0.86, 0.9]]), LED, 2);
    }),
  angular: (f) =>
    both((m) => {
      housing(f, m([[0.6, 0.52], [0.76, 0.97], [0.94, 0.92], [0.78, 0.46]]));
      f.light('front', m([[0.68, 0.56], [0.8, 0.6], [0.92, 0.9]]), LED, 2.4);
    }),
  'j-blade': (f) =>
    both((m) => {
      housing(f, m(soften([[0.6, 0.5], [0.68, 0.97], [0.92, 0.94], [0.84, 0.52]], true, 1)));
      f.light('front', m([[0.88, 0.56], [0.88, 0.86], [0.76, 0.92], [0.66, 0.86]]), LED, 2.4);
    }),
};

export function drawFace(f: FaceApi): void {
  FACES[f.design.face](f);
  LAMPS[f.design.lamps](f);
  // Amber side markers at the lower corners give every face a touch of warmth.
  if (f.design.face === 'g-class' || f.design.face === 'defender') both((m) => f.shape('front', m(rr(0.06, 0.14, 0.84, 0.96, 0.4)), AMBER, 'opacity="0.8"'));
}

// ---------------------------------------------------------------- tails
function redLamp(f: FaceApi, pts: readonly SW[]): void {
  f.shape('rear', pts, RED_DEEP, 'stroke="#1b1c1f" stroke-width="1.2"');
}

const REARS: Record<RearKind, (f: FaceApi) => void> = {
  'rr-vertical': (f) => {
    both((m) => {
      redLamp(f, m(rr(0.04, 0.5, 0.76, 0.97, 0.2)));
      f.light('rear', m(rr(0.08, 0.46, 0.8, 0.93, 0.3)), RED, 1.8, true);
      f.light('rear', m([[0.27, 0.8], [0.27, 0.93]]), RED, 2);
    });
    f.line('rear', [[0.3, -0.7], [0.3, 0.7]], 'stroke="#d4d8de" stroke-width="2.4"');
    emblem2(f, 0.18);
  },
  'bentley-oval': (f) =>
    both((m, k) => {
      redLamp(f, oval(0.18, 0.8 * k, 0.15, 0.17, 24));
      f.light('rear', oval(0.18, 0.8 * k, 0.1, 0.12, 20), RED, 2.2, true);
      f.light('rear', oval(0.18, 0.8 * k, 0.04, 0.05, 14), RED, 0, true);
    }),
  'bmw-l': (f) =>
    both((m) => {
      redLamp(f, m([[0.04, 0.5], [0.04, 0.97], [0.3, 0.97], [0.3, 0.72], [0.18, 0.56]]));
      f.light('rear', m([[0.09, 0.56], [0.09, 0.92], [0.26, 0.92]]), RED, 3);
      f.light('rear', m([[0.15, 0.62], [0.15, 0.86], [0.24, 0.86]]), RED, 2.2);
    }),
  'bmw-slim': (f) => {
    both((m) => {
      redLamp(f, m(rr(0.06, 0.18, 0.5, 0.97, 0.3)));
      f.light('rear', m([[0.1, 0.54], [0.1, 0.94], [0.16, 0.94]]), RED, 2.6);
    });
    f.shape('rear', rr(0.08, 0.16, -0.48, 0.48, 0.3), '#1b0a0c');
  },
  'mb-wedge': (f) =>
    both((m) => {
      redLamp(f, m(soften([[0.04, 0.48], [0.04, 0.97], [0.3, 0.97], [0.22, 0.62]], true, 1)));
      for (const s of [0.09, 0.15, 0.21]) f.light('rear', m([[s, 0.56 + (s - 0.09) * 0.8], [s, 0.93]]), RED, 2);
    }),
  'amg-slim': (f) =>
    both((m) => {
      redLamp(f, m(soften([[0.04, 0.42], [0.06, 0.97], [0.18, 0.96], [0.14, 0.5]], true, 1)));
      f.light('rear', m([[0.09, 0.48], [0.11, 0.93]]), RED, 3);
    }),
  'g-square': (f) =>
    both((m) => {
      redLamp(f, m(rr(0.18, 0.62, 0.8, 0.97, 0.3)));
      f.light('rear', m(rr(0.22, 0.4, 0.83, 0.94, 0.5)), RED, 0);
      f.shape('rear', m(rr(0.44, 0.58, 0.83, 0.94, 0.5)), '#eceff3', 'opacity="0.7"');
    }),
  'porsche-bar': (f) => {
    f.shape('rear', rr(0.04, 0.18, -0.97, 0.97, 0.7), '#2a0406');
    f.light('rear', [[0.11, -0.94], [0.11, 0.94]], RED, 3.2);
    both((m) => f.light('rear', m(rr(0.06, 0.16, 0.82, 0.96, 0.6)), RED, 0));
    // Four-point brake lights inside the bar.
    both((m, k) => {
      for (const w of [0.86, 0.92]) for (const s of [0.08, 0.14]) f.round('rear', s, w * k, 0.012, 'red');
    });
  },
  'audi-bar': (f) => {
    f.shape('rear', rr(0.05, 0.15, -0.95, 0.95, 0.5), '#2a0406');
    f.light('rear', [[0.1, -0.6], [0.1, 0.6]], RED, 2);
    both((m, k) => {
      redLamp(f, m([[0.04, 0.6], [0.04, 0.97], [0.22, 0.97], [0.16, 0.64]]));
      for (let i = 0; i < 6; i++) f.light('rear', [[0.07, (0.66 + i * 0.055) * k], [0.17, (0.66 + i * 0.055) * k]], RED, 1.8);
    });
  },
  'ferrari-twin': (f) =>
    both((m, k) => {
      for (const w of [0.64, 0.84]) {
        redLamp(f, rr(0.06, 0.2, (w - 0.08) * k, (w + 0.08) * k, 0.55));
        f.light('rear', rr(0.09, 0.17, (w - 0.05) * k, (w + 0.05) * k, 0.7), RED, 0);
      }
    }),
  'ferrari-round': (f) =>
    both((m, k) => {
      f.shape('rear', m(rr(0.04, 0.22, 0.5, 0.97, 0.5)), '#0b0b0c');
      for (const w of [0.62, 0.84]) f.light('rear', oval(0.13, w * k, 0.06, 0.07, 18), RED, 2.6, true);
    }),
  'lambo-y': (f) => {
    f.shape('rear', rr(0.26, 0.6, -0.8, 0.8, 0.3), '#0b0b0c');
    f.shape('rear', rr(0.26, 0.6, -0.8, 0.8, 0.3), f.mesh('hex'));
    both((m) => {
      redLamp(f, m([[0.04, 0.5], [0.04, 0.97], [0.24, 0.94], [0.2, 0.6]]));
      f.light('rear', m([[0.08, 0.58], [0.14, 0.72]]), RED, 2.4);
      f.light('rear', m([[0.14, 0.72], [0.07, 0.92]]), RED, 2.4);
      f.light('rear', m([[0.14, 0.72], [0.21, 0.9]]), RED, 2.4);
    });
  },
  'mclaren-blade': (f) => {
    f.shape('rear', rr(0.18, 0.6, -0.86, 0.86, 0.35), '#0b0b0c');
    f.shape('rear', rr(0.18, 0.6, -0.86, 0.86, 0.35), f.mesh('grid'));
    both((m) => f.light('rear', m([[0.06, 0.5], [0.05, 0.9], [0.16, 0.96]]), RED, 3));
  },
  'bugatti-bar': (f) => {
    f.shape('rear', rr(0.04, 0.62, -0.95, 0.95, 0.3), '#0b0b0c');
    f.shape('rear', rr(0.04, 0.62, -0.95, 0.95, 0.3), f.mesh('grid'));
    const bar: SW[] = Array.from({ length: 17 }, (_, k) => [0.1 - 0.03 * Math.sin((Math.PI * k) / 16), -0.92 + (1.84 * k) / 16] as SW);
    f.light('rear', bar, RED, 3.4);
  },
  'cadillac-vertical': (f) =>
    both((m) => {
      redLamp(f, m(rr(-0.2, 0.6, 0.88, 0.99, 0.3)));
      f.light('rear', m([[-0.16, 0.94], [0.56, 0.94]]), RED, 3.4);
      f.light('rear', m([[0.12, 0.6], [0.12, 0.88]]), RED, 2);
    }),
  'lr-slim': (f) => {
    f.shape('rear', rr(0.06, 0.2, -0.9, 0.9, 0.3), '#101113');
    both((m) => {
      redLamp(f, m(rr(0.0, 0.42, 0.86, 0.98, 0.25)));
      f.light('rear', m([[0.04, 0.92], [0.38, 0.92]]), RED, 2.6);
    });
  },
  'defender-square': (f) =>
    both((m, k) => {
      redLamp(f, m(rr(0.02, 0.4, 0.84, 0.98, 0.2)));
      for (const s of [0.1, 0.21, 0.32]) f.light('rear', oval(s, 0.91 * k, 0.035, 0.04, 12), RED, 0, true);
    }),
  'aston-blade': (f) => {
    const blade: SW[] = [[0.08, -0.95], [0.06, -0.5], [0.1, -0.2], [0.1, 0.2], [0.06, 0.5], [0.08, 0.95]];
    f.shape('rear', rr(0.03, 0.14, -0.97, 0.97, 0.5), '#2a0406');
    f.light('rear', blade, RED, 3);
  },
  'corvette-quad': (f) =>
    both((m, k) => {
      for (const [w0, w1] of [[0.5, 0.72], [0.74, 0.96]] as const) {
        redLamp(f, m([[0.06, w0], [0.06, w1], [0.2, w1 - 0.02], [0.16, w0 + 0.04]]));
        f.light('rear', [[0.1, (w0 + 0.04) * k], [0.1, (w1 - 0.04) * k]], RED, 2.4);
      }
    }),
  'jaguar-slim': (f) =>
    both((m) => {
      redLamp(f, m(soften([[0.05, 0.48], [0.05, 0.97], [0.16, 0.97], [0.16, 0.56]], true, 1)));
      f.light('rear', m([[0.1, 0.52], [0.1, 0.7], [0.13, 0.76], [0.13, 0.94]]), RED, 2.4);
    }),
};

function emblem2(f: FaceApi, s: number): void {
  f.round('rear', s, 0, 0.035, 'emblem');
}

export function drawTailLamps(f: FaceApi): void {
  REARS[f.design.rear](f);
}
