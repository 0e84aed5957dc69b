/**
 * Studio renders of a car body: the side profile of a body style is swept across the car's width (with rounded
 * nose and tail in plan, a narrower cabin and rounded shoulders), projected through a perspective camera and drawn
 * back to front as gradient-filled panels, glass, lights and wheels, over a dark studio floor with a reflection.
 */
import { deriveBody, type BodyDef } from './body-styles';
import type { Design } from './designs';
import { drawFace, drawTailLamps, type FaceApi, type FacePanel, type SW } from './faces';
import type { Paint, View } from './palette';
import { Svg, ellipseXml, fitEllipse, fmt, luminance, mix, pathD, type P2, type Stop } from './svg';

export type V3 = [number, number, number];
type ExteriorView = Exclude<View, 'interior'>;

export const WIDTH = 1600;
export const HEIGHT = 1000;

// ---------------------------------------------------------------- vectors
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const clamp = (v: number, lo = 0, hi = 1): number => Math.max(lo, Math.min(hi, v));

// ---------------------------------------------------------------- camera
class Camera {
  private right: V3;
  private up: V3;
  private fwd: V3;
  private s = 1;
  private ox = 0;
  private oy = 0;
  mirror = false;

  constructor(
    readonly eye: V3,
    target: V3,
  ) {
    this.fwd = norm(sub(target, eye));
    this.right = norm(cross(this.fwd, [0, 1, 0]));
    this.up = cross(this.right, this.fwd);
  }

  private raw(p: V3): P2 {
    const d = sub(p, this.eye);
    const z = dot(d, this.fwd);
    return [dot(d, this.right) / z, -dot(d, this.up) / z];
  }

  /** Scales and centres so the points fill the frame box; `ground` is where the lowest point lands. */
  fit(points: V3[], maxW: number, maxH: number, ground: number): void {
    const raw = points.map((p) => this.raw(p));
    const xs = raw.map((p) => p[0]);
    const ys = raw.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    this.s = Math.min(maxW / (x1 - x0), maxH / (y1 - y0));
    this.ox = WIDTH / 2 - ((x0 + x1) / 2) * this.s;
    this.oy = ground - y1 * this.s;
  }

  p(p: V3): P2 {
    const [x, y] = this.raw(this.mirror ? [p[0], -p[1], p[2]] : p);
    return [this.ox + x * this.s, this.oy + y * this.s];
  }

  /** True when the surface with normal `n` at `p` faces the camera. */
  sees(p: V3, n: V3): boolean {
    return dot(n, sub(this.eye, p)) > 0;
  }

  toEye(p: V3): V3 {
    return norm(sub(this.eye, p));
  }
}

const CAMERAS: Record<ExteriorView, { dir: V3; dist: number; ground: number; maxW: number; maxH: number }> = {
  'front-quarter': { dir: [-0.66, 0.2, 0.72], dist: 10.5, ground: 745, maxW: 1280, maxH: 560 },
  side: { dir: [0, 0.07, 1], dist: 15, ground: 720, maxW: 1330, maxH: 470 },
  'rear-quarter': { dir: [0.68, 0.22, 0.7], dist: 10.5, ground: 745, maxW: 1280, maxH: 560 },
  rear: { dir: [1, 0.2, 0], dist: 12, ground: 735, maxW: 820, maxH: 560 },
};

// ---------------------------------------------------------------- splines and the model
/** Centripetal Catmull-Rom through the points, about `step` metres between samples; `marks[i]` = sample of point i. */
function spline(points: readonly P2[], step = 0.04): { pts: P2[]; marks: number[] } {
  const pts: P2[] = [];
  const marks: number[] = [];
  const get = (i: number): P2 => points[Math.max(0, Math.min(points.length - 1, i))]!;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = i === 0 ? ([2 * get(0)[0] - get(1)[0], 2 * get(0)[1] - get(1)[1]] as P2) : get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = i + 2 >= points.length ? ([2 * p2[0] - p1[0], 2 * p2[1] - p1[1]] as P2) : get(i + 2);
    const t = (a: P2, b: P2) => Math.sqrt(Math.hypot(b[0] - a[0], b[1] - a[1])) || 1e-4;
    const t0 = 0;
    const t1 = t0 + t(p0, p1);
    const t2 = t1 + t(p1, p2);
    const t3 = t2 + t(p2, p3);
    const n = Math.max(3, Math.ceil(Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) / step));
    marks.push(pts.length);
    for (let k = 0; k < n; k++) {
      const tt = lerp(t1, t2, k / n);
      const A = (a: P2, b: P2, ta: number, tb: number): P2 => [
        ((tb - tt) / (tb - ta)) * a[0] + ((tt - ta) / (tb - ta)) * b[0],
        ((tb - tt) / (tb - ta)) * a[1] + ((tt - ta) / (tb - ta)) * b[1],
      ];
      const a1 = A(p0, p1, t0, t1);
      const a2 = A(p1, p2, t1, t2);
      const a3 = A(p2, p3, t2, t3);
      const b1 = A(a1, a2, t0, t2);
      const b2 = A(a2, a3, t1, t3);
      pts.push(A(b1, b2, t1, t2));
    }
  }
  marks.push(pts.length);
  pts.push(get(points.length - 1));
  return { pts, marks };
}

/** Outward normals (left of the direction of travel: front → over the top → rear). */
function normals(pts: readonly P2[]): P2[] {
  return pts.map((_, i) => {
    const a = pts[Math.max(0, i - 1)]!;
    const b = pts[Math.min(pts.length - 1, i + 1)]!;
    const tx = b[0] - a[0];
    const ty = b[1] - a[1];
    const l = Math.hypot(tx, ty) || 1;
    return [-ty / l, tx / l];
  });
}

type Panel = 'front' | 'hood' | 'belt' | 'deck' | 'rear' | 'windscreen' | 'roof' | 'rearglass';

interface Line {
  pts: P2[];
  nrm: P2[];
  panel: Panel[];
}

class Model {
  readonly lower: Line;
  readonly cabin: Line;
  readonly cowl: P2;
  readonly rearBelt: P2;
  readonly roofTop: number;
  readonly hw: number;

  constructor(readonly d: BodyDef) {
    this.cowl = d.nose.at(-1)!;
    this.rearBelt = d.tail[0]!;
    const beltMid: P2[] = [0.25, 0.5, 0.75].map((t) => [lerp(this.cowl[0], this.rearBelt[0], t), lerp(this.cowl[1], this.rearBelt[1], t)]);
    const ctrl = [...d.nose, ...beltMid, ...d.tail];
    const lower = spline(ctrl);
    const beltStart = d.nose.length - 1;
    const tailStart = beltStart + 4;
    const bounds: [number, Panel][] = [
      [lower.marks[d.noseTop]!, 'front'],
      [lower.marks[beltStart]!, 'hood'],
      [lower.marks[tailStart]!, 'belt'],
      [lower.marks[tailStart + d.tailTop]!, 'deck'],
      [Number.POSITIVE_INFINITY, 'rear'],
    ];
    this.lower = { pts: lower.pts, nrm: normals(lower.pts), panel: lower.pts.map((_, i) => bounds.find(([end]) => i < end)![1]) };
    const cabin = spline(d.cabin, 0.035);
    const cb: [number, Panel][] = [
      [cabin.marks[d.roofFront]!, 'windscreen'],
      [cabin.marks[d.roofRear]!, 'roof'],
      [Number.POSITIVE_INFINITY, 'rearglass'],
    ];
    this.cabin = { pts: cabin.pts, nrm: normals(cabin.pts), panel: cabin.pts.map((_, i) => cb.find(([end]) => i < end)![1]) };
    this.roofTop = Math.max(...d.cabin.map((p) => p[1]));
    this.hw = d.half - d.round;
  }

  belt(x: number): number {
    return lerp(this.cowl[1], this.rearBelt[1], clamp((x - this.cowl[0]) / (this.rearBelt[0] - this.cowl[0])));
  }

  /** How far the wings stand above the centre of the bonnet and deck at x (the crown over each axle). */
  bump(x: number): number {
    const c = this.d.crown;
    if (!c) return 0;
    const g = (u: number) => Math.exp(-((u / 0.62) ** 2));
    return c[0] * g(x - this.d.wheels.front) + c[1] * g(x - this.d.wheels.rear);
  }

  /** Plan rounding: how far back (or forward, at the tail) a point at lateral position w sits. */
  shift(x: number, w: number): number {
    const { length: L, noseSetback: nf, tailSetback: nr } = this.d;
    const front = nf * Math.pow(clamp(1 - x / 0.85), 1.5);
    const rear = nr * Math.pow(clamp(1 - (L - x) / 0.7), 1.5);
    return (front - rear) * w * w;
  }

  /** A point of the lower body's top surface (w in -1..1 across the width). */
  lowerAt(x: number, y: number, w: number): V3 {
    return [x + this.shift(x, w), y + this.bump(x) * w ** 4, w * this.hw];
  }

  cabinHalf(x: number, y: number): number {
    const t = clamp((y - this.belt(x)) / Math.max(0.05, this.roofTop - this.belt(x)));
    return lerp(this.d.cabinBase, this.d.roofHalf, t);
  }

  cabinAt(x: number, y: number, w: number): V3 {
    const t = clamp((y - this.belt(x)) / Math.max(0.05, this.roofTop - this.belt(x)));
    const half = this.cabinHalf(x, y);
    // The glasshouse's foot follows the wings' crown where it meets them.
    return [x + this.shift(x, w), y + this.bump(x) * (half / this.hw) ** 4 * (1 - t), w * half];
  }

  /**
   * A point on a body side (side = +1 near, -1 far) from side-profile coordinates; `raise` (0..1) lifts it with the
   * crown, by default in proportion to its height between sill and beltline (the side's top edge takes all of it).
   */
  sideAt(x: number, y: number, side: number, raise?: number): V3 {
    const w = side * (this.d.half / this.hw);
    const k = raise ?? clamp((y - this.d.sill) / Math.max(0.05, this.belt(x) - this.d.sill)) ** 2;
    return [x + this.shift(x, w), y + this.bump(x) * k, side * this.d.half];
  }

  /** A point of a wheel arch on the side: round about its wheel, not drawn back by the nose's plan rounding. */
  archAt(x: number, y: number, side: number): V3 {
    return [x, y, side * this.d.half];
  }

  private onArch(x: number): boolean {
    const { front, rear, arch } = this.d.wheels;
    return Math.abs(x - front) <= arch + 1e-6 || Math.abs(x - rear) <= arch + 1e-6;
  }

  /** The side face's outline in 3D: top line inset by the shoulder rounding, then the sill with wheel arches. */
  sidePanel(side: number): V3[] {
    const { pts, nrm } = this.lower;
    const r = this.d.round;
    const top = pts.map((p, i) => this.sideAt(p[0] - nrm[i]![0] * r, p[1] - nrm[i]![1] * r, side, 1));
    return [...top, ...this.sillLine().map(([x, y]) => (this.onArch(x) ? this.archAt(x, y, side) : this.sideAt(x, y, side, 0)))];
  }

  /** Rear bottom → front bottom at sill height, over the two wheel arches. */
  sillLine(): P2[] {
    const { sill, wheels } = this.d;
    const out: P2[] = [];
    const first = this.lower.pts[0]!;
    const last = this.lower.pts.at(-1)!;
    out.push([last[0] - this.d.round, sill]);
    for (const ax of [wheels.rear, wheels.front]) {
      for (const [x, y] of this.arch(ax)) out.push([x, y]);
    }
    out.push([first[0] + this.d.round, sill]);
    return out;
  }

  /** The arch over a wheel at axle x, from the rear intersection with the sill to the front one. */
  arch(ax: number): P2[] {
    const { sill, wheels } = this.d;
    const cy = wheels.radius + 0.02;
    const ra = wheels.arch;
    const t0 = Math.asin(clamp((sill - cy) / ra, -1, 1));
    const pts: P2[] = [];
    for (let k = 0; k <= 48; k++) {
      const t = lerp(t0, Math.PI - t0, k / 48);
      pts.push([ax + ra * Math.cos(t), cy + ra * Math.sin(t)]);
    }
    return pts;
  }
}

// ---------------------------------------------------------------- paint and light
interface Tones {
  base: string;
  light: string;
  highlight: string;
  dark: string;
  deep: string;
  dark01: number;
}

function tones(paint: Paint): Tones {
  const lum = luminance(paint.hex);
  // Near-black paint would vanish on a dark set: lift it a touch, as studio lighting does.
  const hex = lum < 0.08 ? mix(paint.hex, '#5b6270', 0.12) : paint.hex;
  paint = { ...paint, hex } as Paint;
  return {
    base: paint.hex,
    light: mix(paint.hex, '#ffffff', lum > 0.5 ? 0.35 : lum < 0.08 ? 0.42 : 0.28),
    highlight: mix(paint.hex, '#ffffff', 0.7),
    dark: mix(paint.hex, '#000000', lum > 0.5 ? 0.35 : 0.5),
    deep: mix(paint.hex, '#000000', lum > 0.5 ? 0.62 : 0.78),
    dark01: lum,
  };
}

const KEY: V3 = norm([-0.15, 1, 0.35]);
/** A gloss-black roof (a Range Rover's floating roof). */
const BLACK_ROOF = tones({ slug: 'black', name: 'Gloss Black', hex: '#16171a' } as unknown as Paint);

const smooth = (a: number, b: number, x: number): number => {
  const t = clamp((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};

/**
 * Studio lighting: a large overhead softbox (diffuse and its mirror reflection in the paint), a soft fill from the
 * camera, and a glossy highlight.
 */
function shade(n: V3, toEye: V3, t: Tones): string {
  const key = Math.max(0, dot(n, KEY));
  const fill = Math.max(0, dot(n, toEye));
  const d = dot(toEye, n);
  const refl: V3 = [2 * d * n[0] - toEye[0], 2 * d * n[1] - toEye[1], 2 * d * n[2] - toEye[2]];
  // Above the horizon the paint mirrors the lit studio, below it the dark floor; the softbox is brightest.
  const softbox = 0.45 * smooth(-0.04, 0.16, refl[1]) + 0.55 * smooth(0.45, 0.9, refl[1]);
  const h = norm([KEY[0] + toEye[0], KEY[1] + toEye[1], KEY[2] + toEye[2]]);
  const spec = Math.pow(Math.max(0, dot(n, h)), 40);
  const body = clamp(0.06 + 0.62 * key + 0.32 * fill, 0, 1.05);
  let c = body < 0.6 ? mix(t.deep, t.base, body / 0.6) : mix(t.base, t.light, (body - 0.6) / 0.45);
  const light = t.dark01 > 0.55;
  c = mix(c, t.highlight, clamp((light ? 0.35 : 0.5) * softbox, 0, 0.7));
  return mix(c, '#ffffff', clamp((light ? 0.25 : 0.4) * spec, 0, 0.6));
}

// ---------------------------------------------------------------- drawing helpers
function polyAttrs(fill: string, extra = ''): string {
  return `fill="${fill}"${extra ? ` ${extra}` : ''}`;
}

/** Stops for a list of colours spread over 0..1 (at most `max`). */
function spreadStops(colors: string[], max = 4): Stop[] {
  if (colors.length === 1) return [[0, colors[0]!]];
  const n = Math.min(max, colors.length);
  const stops: Stop[] = [];
  for (let k = 0; k < n; k++) {
    const i = Math.round((k / (n - 1)) * (colors.length - 1));
    stops.push([i / (colors.length - 1), colors[i]!]);
  }
  return stops;
}

interface Ctx {
  svg: Svg;
  cam: Camera;
  m: Model;
  t: Tones;
  design: Design;
  /** The floor reflection pass: simpler shapes, flat colours. */
  reflection: boolean;
}

type At = (x: number, y: number, w: number) => V3;
/** The colour of a panel at a surface normal; null leaves the panel out. */
type PanelFill = (panel: Panel, n: V3, toEye: V3) => string | null;

function normalAt(line: Line, at: At, r: number, w: number): V3 {
  const k = Math.min(r, line.pts.length - 2);
  const [x0, y0] = line.pts[k]!;
  const [x1, y1] = line.pts[k + 1]!;
  const a = at(x0, y0, w);
  const b = at(x1, y1, w);
  const c = at(x0, y0, w + 0.02);
  return norm(cross(sub(c, a), sub(b, a)));
}

/**
 * Draws a swept surface panel by panel, each visible stretch as one smooth polygon with one gradient:
 * along the profile for bonnet, roof and glass; across the width for the nose and tail, which curve in plan.
 */
function drawSweep(ctx: Ctx, line: Line, at: At, fill: PanelFill, across: (p: Panel) => boolean = () => false): void {
  const { cam, svg } = ctx;
  const P = (r: number, w: number): P2 => cam.p(at(line.pts[r]![0], line.pts[r]![1], w));
  const acrossEdge = (r: number, wa: number, wb: number): P2[] => {
    const out: P2[] = [];
    for (let k = 0; k <= 12; k++) out.push(P(r, lerp(wa, wb, k / 12)));
    return out;
  };
  const outline = (ra: number, rb: number, wa: number, wb: number): P2[] => {
    const left: P2[] = [];
    const right: P2[] = [];
    for (let r = ra; r <= rb; r++) {
      left.push(P(r, wa));
      right.push(P(r, wb));
    }
    return [...left, ...acrossEdge(rb, wa, wb), ...right.reverse(), ...acrossEdge(ra, wb, wa)];
  };
  const visible = (r: number, w: number): boolean => {
    const [x, y] = line.pts[r]!;
    return cam.sees(at(x, y, w), normalAt(line, at, r, w));
  };
  const n = line.pts.length;
  let i = 0;
  while (i < n - 1) {
    const panel = line.panel[i]!;
    let end = i;
    while (end < n - 1 && line.panel[end] === panel) end++;
    if (across(panel)) {
      const rm = Math.floor((i + end) / 2);
      const W = 24;
      const ws = Array.from({ length: W + 1 }, (_, k) => -1 + (2 * k) / W);
      const vis = ws.map((w) => visible(rm, w));
      let best: [number, number] | null = null;
      for (let a = 0; a <= W; a++) {
        if (!vis[a]) continue;
        let b = a;
        while (b < W && vis[b + 1]) b++;
        if (!best || b - a > best[1] - best[0]) best = [a, b];
        a = b;
      }
      if (best) {
        // Refine the silhouette edges between a visible and a hidden sample.
        const refine = (inside: number, outside: number): number => {
          let [lo, hi] = [inside, outside];
          for (let k = 0; k < 8; k++) {
            const mid = (lo + hi) / 2;
            if (visible(rm, mid)) lo = mid;
            else hi = mid;
          }
          return lo;
        };
        const wa = best[0] > 0 ? refine(ws[best[0]]!, ws[best[0] - 1]!) : -1;
        const wb = best[1] < W ? refine(ws[best[1]]!, ws[best[1] + 1]!) : 1;
        const [x, y] = line.pts[rm]!;
        const across: string[] = [];
        for (let k = 0; k <= 8; k++) {
          const w = lerp(wa, wb, k / 8);
          const c = fill(panel, normalAt(line, at, rm, w), cam.toEye(at(x, y, w)));
          if (c) across.push(c);
        }
        const wm = (wa + wb) / 2;
        const along: string[] = [];
        for (let r = i; r < end; r++) {
          const [ax, ay] = line.pts[r]!;
          const c = fill(panel, normalAt(line, at, r, wm), cam.toEye(at(ax, ay, wm)));
          if (c) along.push(c);
        }
        if (across.length) {
          const range = (cs: string[]) => Math.max(...cs.map(luminance)) - Math.min(...cs.map(luminance));
          const useAlong = along.length > 1 && range(along) > range(across);
          const [s0, e0] = useAlong ? [P(i, wm), P(end, wm)] : [P(rm, wa), P(rm, wb)];
          const colors = useAlong ? along : across;
          const f = ctx.reflection ? colors[Math.floor(colors.length / 2)]! : svg.linear(spreadStops(colors), s0[0], s0[1], e0[0], e0[1]);
          svg.poly(outline(i, end, wa, wb), polyAttrs(f, ctx.reflection ? '' : `stroke="${f}" stroke-width="0.8" stroke-linejoin="round"`));
        }
      }
    } else {
      let r = i;
      while (r < end) {
        if (!visible(r, 0)) {
          r++;
          continue;
        }
        const ra = r;
        while (r < end && visible(r, 0)) r++;
        const rb = r;
        const colors: string[] = [];
        for (let k = ra; k < rb; k++) {
          const [x, y] = line.pts[k]!;
          const c = fill(panel, normalAt(line, at, k, 0), cam.toEye(at(x, y, 0)));
          if (c) colors.push(c);
        }
        if (colors.length) {
          const s = P(ra, 0);
          const e = P(rb, 0);
          const f = colors.length === 1 || ctx.reflection ? colors[Math.floor(colors.length / 2)]! : svg.linear(spreadStops(colors), s[0], s[1], e[0], e[1]);
          svg.poly(outline(ra, rb, -1, 1), polyAttrs(f, ctx.reflection ? '' : `stroke="${f}" stroke-width="0.8" stroke-linejoin="round"`));
        }
      }
    }
    i = end;
  }
}

/** Tinted glass: dark, brighter where it faces the overhead light. */
function glassShade(n: V3): string {
  return mix('#060709', '#8a95a3', clamp(0.06 + 0.4 * Math.pow(clamp(n[1]), 2.5)));
}

/** Maps (s, w) on a face panel (s 0..1 along the panel's samples, w -1..1 across) to a 3D point on the lower body. */
function facePoint(m: Model, panel: Panel, s: number, w: number): V3 {
  const idx: number[] = [];
  m.lower.panel.forEach((p, i) => {
    if (p === panel) idx.push(i);
  });
  if (idx.at(-1)! + 1 < m.lower.pts.length) idx.push(idx.at(-1)! + 1);
  const f = clamp(s) * (idx.length - 1);
  const k = Math.min(idx.length - 2, Math.floor(f));
  const a = m.lower.pts[idx[k]!]!;
  const b = m.lower.pts[idx[k + 1]!]!;
  const u = f - k;
  const x = lerp(a[0], b[0], u);
  const y = lerp(a[1], b[1], u);
  // Lift features a hair off the surface so they never sink into it.
  const n = m.lower.nrm[idx[k]!]!;
  return m.lowerAt(x + n[0] * 0.004, y + n[1] * 0.004, w);
}

/** A rounded rectangle in (s, w) face coordinates, projected. */
function faceRect(ctx: Ctx, panel: Panel, s0: number, s1: number, w0: number, w1: number, round = 0.3, slant = 0): P2[] {
  const pts: P2[] = [];
  const N = 36;
  for (let k = 0; k < N; k++) {
    const a = (k / N) * Math.PI * 2;
    const c = Math.cos(a);
    const sn = Math.sin(a);
    // Superellipse: the bigger the exponent, the squarer the corners.
    const e = 0.15 + 0.85 * round;
    const u = Math.sign(c) * Math.pow(Math.abs(c), e);
    const v = Math.sign(sn) * Math.pow(Math.abs(sn), e);
    const s = lerp(s0, s1, (v + 1) / 2);
    const w = lerp(w0, w1, (u + 1) / 2) + slant * ((v + 1) / 2 - 0.5) * Math.sign(w0 + w1);
    pts.push(ctx.cam.p(facePoint(ctx.m, panel, s, w)));
  }
  return pts;
}

function visiblePanel(ctx: Ctx, panel: Panel): boolean {
  const p = facePoint(ctx.m, panel, 0.5, 0);
  const q = facePoint(ctx.m, panel, 0.55, 0);
  const r = facePoint(ctx.m, panel, 0.5, 0.1);
  const n = norm(cross(sub(r, p), sub(q, p)));
  return ctx.cam.sees(p, n);
}

// ---------------------------------------------------------------- front and rear faces
const DARK = '#0c0d0f';

/** The outward normal of a face panel at (s, w). */
function faceNormal(m: Model, panel: Panel, s: number, w: number): V3 {
  const p = facePoint(m, panel, s, w);
  const q = facePoint(m, panel, s + 0.02, w);
  const r = facePoint(m, panel, s, w + 0.02);
  return norm(cross(sub(r, p), sub(q, p)));
}

/** Points of a circle of radius r around c in the plane facing n. */
function discPoints(c: V3, n: V3, r: number, count = 24): V3[] {
  const u = norm(cross(n, Math.abs(n[1]) > 0.9 ? [1, 0, 0] : [0, 1, 0]));
  const v = cross(n, u);
  const out: V3[] = [];
  for (let k = 0; k < count; k++) {
    const a = (k / count) * Math.PI * 2;
    out.push([c[0] + r * (u[0] * Math.cos(a) + v[0] * Math.sin(a)), c[1] + r * (u[1] * Math.cos(a) + v[1] * Math.sin(a)), c[2] + r * (u[2] * Math.cos(a) + v[2] * Math.sin(a))]);
  }
  return out;
}

/** A round lamp (911 wings, off-roader): a chrome bezel, a dark lens, a ring of light and four light points. */
function roundLamp(ctx: Ctx, c: V3, n: V3, r: number): void {
  const { svg, cam } = ctx;
  if (!cam.sees(c, n)) return;
  const at = (k: number, lift = 0) => fitEllipse(discPoints([c[0] + n[0] * lift, c[1] + n[1] * lift, c[2] + n[2] * lift], n, r * k).map((p) => cam.p(p)));
  const draw = (k: number, attrs: string, lift = 0) => {
    const e = at(k, lift);
    if (e) svg.add(ellipseXml(e, attrs));
  };
  draw(1, `fill="${svg.linearBox([[0, '#f2f4f7'], [0.5, '#8d939b'], [1, '#dfe3e8']])}"`);
  draw(0.88, `fill="${svg.linearBox([[0, '#353a42'], [1, '#0b0c0e']])}"`, 0.005);
  draw(0.64, `fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6" filter="${svg.blur(3)}"`, 0.01);
  draw(0.64, 'fill="none" stroke="#f5f8ff" stroke-width="2.4"', 0.01);
  draw(0.3, 'fill="#3a3f47" stroke="#6b717a" stroke-width="1"', 0.012);
  // Four light points inside the ring.
  for (const p of discPoints(c, n, r * 0.45, 4)) {
    const e = fitEllipse(discPoints([p[0] + n[0] * 0.014, p[1] + n[1] * 0.014, p[2] + n[2] * 0.014], n, r * 0.07, 12).map((q) => cam.p(q)));
    if (e) svg.add(ellipseXml(e, 'fill="#f5f8ff"'));
  }
}

/** Mesh textures, defined once per file. */
function meshFill(svg: Svg, kind: 'hex' | 'diamond' | 'dots' | 'grid'): string {
  const cell: Record<typeof kind, [number, number, string]> = {
    hex: [10, 17, '<path d="M0 3l5-3 5 3v6l-5 3-5-3zM5 12v5" fill="none" stroke="#34373c" stroke-width="1.3"/>'],
    diamond: [9, 9, '<path d="M4.5 0L9 4.5 4.5 9 0 4.5z" fill="none" stroke="#454950" stroke-width="1"/>'],
    dots: [6, 6, '<circle cx="3" cy="3" r="1.4" fill="#050506"/>'],
    grid: [7, 5, '<path d="M0 0h7M0 0v5" fill="none" stroke="#26282c" stroke-width="1.2"/>'],
  };
  const [w, h, body] = cell[kind];
  return svg.pattern(kind, w, h, body);
}

/** The face-drawing surface for faces.ts: shapes in face coordinates projected onto this model's nose or tail. */
function faceApi(ctx: Ctx): FaceApi {
  const { svg, cam, m } = ctx;
  const project = (panel: FacePanel, pts: readonly SW[]): P2[] => pts.map(([s, w]) => cam.p(facePoint(m, panel, s, w)));
  const chrome = svg.linearBox([[0, '#f2f4f7'], [0.5, '#8d939b'], [1, '#dfe3e8']]);
  const n = faceNormal(m, 'front', 0.5, 0);
  const body = shade(n, cam.toEye(facePoint(m, 'front', 0.5, 0)), ctx.t);
  return {
    design: ctx.design,
    chrome,
    darkChrome: svg.linearBox([[0, '#6b7078'], [0.5, '#24272b'], [1, '#4a4e55']]),
    body,
    mesh: (kind) => meshFill(svg, kind),
    shape: (panel, pts, fill, extra = '') => svg.poly(project(panel, pts), polyAttrs(fill, extra)),
    line: (panel, pts, attrs) => svg.line(project(panel, pts), `${attrs} stroke-linecap="round" stroke-linejoin="round"`),
    light: (panel, pts, color, width, closed = false) => {
      const p = project(panel, pts);
      const glow = svg.blur(4);
      if (width === 0) {
        svg.poly(p, `fill="${color}" opacity="0.6" filter="${glow}"`);
        svg.poly(p, polyAttrs(color === '#ff3b3b' ? '#ff5a52' : color));
        return;
      }
      const draw = closed ? (q: P2[], a: string) => svg.poly(q, `fill="none" ${a}`) : (q: P2[], a: string) => svg.line(q, a);
      draw(p, `stroke="${color}" stroke-opacity="0.6" stroke-width="${fmt(width * 3)}" filter="${glow}"`);
      draw(p, `stroke="${color === '#ff3b3b' ? '#ff6a60' : color}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"`);
    },
    clip: (panel, pts, inside) => {
      const id = svg.id('k');
      svg.def(`<clipPath id="${id}"><path d="${pathD(project(panel, pts))}"/></clipPath>`);
      svg.open(`clip-path="url(#${id})"`);
      inside();
      svg.close();
    },
    round: (panel, s, w, r, kind) => {
      const c = facePoint(m, panel, s, w);
      const nn = faceNormal(m, panel, s, w);
      if (kind === 'lamp') return roundLamp(ctx, c, nn, r);
      const disc = (k: number, lift: number, attrs: string) => {
        const e = fitEllipse(discPoints([c[0] + nn[0] * lift, c[1] + nn[1] * lift, c[2] + nn[2] * lift], nn, r * k, 16).map((p) => cam.p(p)));
        if (e) svg.add(ellipseXml(e, attrs));
      };
      if (kind === 'emblem') {
        // A plain emblem of our own: a chrome ring round a dark enamel disc and a chrome bead.
        disc(1, 0.004, `fill="${chrome}" stroke="#3a3d42" stroke-width="0.8"`);
        disc(0.72, 0.006, 'fill="#15171b"');
        disc(0.28, 0.008, `fill="${chrome}"`);
      } else disc(1, 0.004, `fill="${kind === 'red' ? '#ff6a60' : '#f5f8ff'}"`);
    },
  };
}

function drawFront(ctx: Ctx): void {
  if (ctx.reflection || !visiblePanel(ctx, 'front')) return;
  const { m } = ctx;
  drawFace(faceApi(ctx));
  if (ctx.design.face === 'porsche') {
    // Round four-point lamps on top of the wings, the 911's signature.
    for (const sign of [-1, 1]) {
      const n = faceNormal(m, 'hood', 0.08, sign * 0.72);
      roundLamp(ctx, facePoint(m, 'hood', 0.08, sign * 0.72), norm([n[0] - 0.9, n[1], n[2]]), 0.13);
    }
  }
}

function drawRear(ctx: Ctx): void {
  if (ctx.reflection || !visiblePanel(ctx, 'rear')) return;
  const { svg, m, design } = ctx;
  const api = faceApi(ctx);
  drawTailLamps(api);
  // A black lower bumper and diffuser keep the tail visually low.
  const sporty = design.tips === 'quad' || design.tips === 'hex' || design.tips === 'high' || design.tips === 'bugatti' || design.style === 'supercar';
  svg.poly(faceRect(ctx, 'rear', sporty ? 0.6 : 0.68, 1.02, -1.0, 1.0, 0.25), polyAttrs(svg.linearBox([[0, '#1c1d20'], [1, '#060607']])));
  svg.poly(faceRect(ctx, 'rear', 0.72, 1.0, -0.82, 0.82, 0.35), polyAttrs(DARK));
  for (let k = -3; k <= 3; k++) {
    svg.line([ctx.cam.p(facePoint(m, 'rear', 0.76, k * 0.11)), ctx.cam.p(facePoint(m, 'rear', 0.99, k * 0.11))], 'stroke="#2a2c30" stroke-width="1.6"');
  }
  if (design.style !== 'offroader' && design.style !== 'mpv') api.round('rear', design.rear === 'rr-vertical' ? 0.18 : 0.3, 0, 0.03, 'emblem');
  const tipAt: Record<Design['tips'], number[]> = {
    none: [],
    side: [],
    pair: [-0.55, 0.55],
    quad: [-0.62, -0.45, 0.45, 0.62],
    centre: [-0.09, 0.09],
    high: [-0.1, 0.1],
    oval: [-0.56, 0.56],
    hex: [-0.5, -0.34, 0.34, 0.5],
    bugatti: [-0.14, 0.14],
  };
  const s0 = design.tips === 'high' ? 0.42 : 0.76;
  const wide = design.tips === 'oval' ? 0.12 : design.tips === 'bugatti' ? 0.11 : 0.075;
  for (const w of tipAt[design.tips]) {
    for (const s of design.tips === 'bugatti' ? [s0 - 0.04, s0 + 0.12] : [s0]) {
      const round = design.tips === 'oval' || design.tips === 'hex' ? 0.55 : 1;
      const tip = faceRect(ctx, 'rear', s, s + 0.14, w - wide, w + wide, round);
      const bore = faceRect(ctx, 'rear', s + 0.025, s + 0.115, w - wide + 0.02, w + wide - 0.02, round);
      svg.poly(tip, polyAttrs(svg.linearBox([[0, '#e6e9ee'], [1, '#6f757d']]), 'stroke="#3a3d42" stroke-width="1"'));
      svg.poly(bore, polyAttrs('#050506'));
    }
  }
}

/** The off-roader's spare wheel on its tailgate: a tyre and a painted cover with a brushed ring. */
function drawSpare(ctx: Ctx): void {
  const { svg, cam, m, t } = ctx;
  const x0 = Math.max(...m.lower.pts.filter((_, i) => m.lower.panel[i] === 'rear').map((p) => p[0]));
  const cy = 0.86;
  const r = 0.34;
  const back = circle3([x0 + 0.02, cy, 0], r, false, 48).map((p) => cam.p(p));
  const face = circle3([x0 + 0.24, cy, 0], r, false, 48).map((p) => cam.p(p));
  svg.poly(hull([...back, ...face]), polyAttrs('#0b0b0c'));
  if (ctx.reflection || !cam.sees([x0 + 0.24, cy, 0], [1, 0, 0])) return;
  const e = fitEllipse(face);
  const cover = fitEllipse(circle3([x0 + 0.25, cy, 0], r * 0.82, false, 24).map((p) => cam.p(p)));
  const ring = fitEllipse(circle3([x0 + 0.255, cy, 0], r * 0.6, false, 24).map((p) => cam.p(p)));
  if (!e || !cover || !ring) return;
  svg.add(ellipseXml(e, `fill="${svg.linearBox([[0, '#2a2b2e'], [1, '#0c0c0d']])}"`));
  svg.add(ellipseXml(cover, `fill="${svg.linearBox([[0, t.light], [0.5, t.base], [1, t.deep]])}"`));
  svg.add(ellipseXml(ring, `fill="none" stroke="${svg.linearBox([[0, '#f2f4f7'], [1, '#7d838b']])}" stroke-width="3"`));
}

// ---------------------------------------------------------------- sides
function drawSide(ctx: Ctx, side: number): void {
  const { svg, cam, m, t } = ctx;
  const d = m.d;
  const mid: V3 = m.sideAt(d.length / 2, 0.5, side);
  if (!cam.sees(mid, [0, 0, side])) return;
  const pts = m.sidePanel(side).map((p) => cam.p(p));
  if (ctx.reflection) {
    svg.poly(pts, polyAttrs(t.dark));
    return;
  }
  const top = cam.p(m.sideAt(d.length / 2, m.belt(d.length / 2), side));
  const bottom = cam.p(m.sideAt(d.length / 2, d.sill, side));
  const stops: Stop[] = [
    [0, t.light],
    [0.1, mix(t.base, t.light, 0.35)],
    [0.46, t.base],
    [0.52, t.dark],
    [0.8, mix(t.dark, t.deep, 0.5)],
    [1, t.deep],
  ];
  const fill = svg.linear(stops, top[0], top[1], bottom[0], bottom[1]);
  /** The flank's own colour at a projected point: so the nose's and tail's rounded corners blend into it. */
  const flankTone = ([x, y]: P2): string => {
    const [dx, dy] = [bottom[0] - top[0], bottom[1] - top[1]];
    const u = clamp(((x - top[0]) * dx + (y - top[1]) * dy) / (dx * dx + dy * dy || 1));
    const k = Math.max(1, stops.findIndex(([o]) => o >= u));
    const [o0, c0] = stops[k - 1]!;
    const [o1, c1] = stops[k]!;
    return mix(c0, c1, (u - o0) / (o1 - o0 || 1));
  };
  // The flank, its arches cut out round the wheels; its shape also clips every line drawn on it.
  const panel = svg.id('p');
  const clip = svg.id('c');
  svg.poly(pts, polyAttrs(fill, `id="${panel}"`), 0.5);
  svg.def(`<clipPath id="${clip}"><use href="#${panel}"/></clipPath>`);

  // Shoulder band: the rounded edge between side and top, shaded panel by panel, with its highlight.
  const { pts: lp, nrm } = m.lower;
  const r = d.round;
  let b0 = 0;
  while (b0 < lp.length - 1) {
    let b1 = b0;
    while (b1 < lp.length - 1 && m.lower.panel[b1] === m.lower.panel[b0]) b1++;
    const rows = Array.from({ length: b1 - b0 + 1 }, (_, k) => b0 + k);
    const outer = rows.map((k) => cam.p(m.sideAt(lp[k]![0] - nrm[k]![0] * r, lp[k]![1] - nrm[k]![1] * r, side, 1)));
    const inner = rows.map((k) => cam.p(m.lowerAt(lp[k]![0], lp[k]![1], side)));
    const face = m.lower.panel[b0] === 'front' || m.lower.panel[b0] === 'rear';
    const colors = rows.slice(0, -1).map((k, i) => {
      if (face) return flankTone(outer[i]!);
      const at3 = m.sideAt(lp[k]![0], lp[k]![1], side, 1);
      return shade(norm([nrm[k]![0] * 0.7, nrm[k]![1] * 0.7, side * 0.7]), cam.toEye(at3), t);
    });
    const s0 = outer[0]!;
    const e0 = outer.at(-1)!;
    const f = colors.length > 1 ? svg.linear(spreadStops(colors, 4), s0[0], s0[1], e0[0], e0[1]) : colors[0] ?? t.base;
    svg.poly([...outer, ...inner.reverse()], polyAttrs(f, `stroke="${f}" stroke-width="0.6"`));
    b0 = b1;
  }
  const crest = lp
    .map(([x, y], i): [P2, boolean] => [cam.p(m.sideAt(x - nrm[i]![0] * r * 0.35, y - nrm[i]![1] * r * 0.35 + m.bump(x) * 0.985 ** 4, side * 0.985, 0)), m.lower.panel[i] !== 'front' && m.lower.panel[i] !== 'rear'])
    .filter(([, keep]) => keep)
    .map(([p]) => p);
  svg.line(crest, `stroke="#ffffff" stroke-opacity="${t.dark01 > 0.6 ? 0.5 : 0.32}" stroke-width="1.6" stroke-linecap="round"`);

  svg.open(`clip-path="url(#${clip})"`);
  // Character line along the flank.
  const { front: fx, rear: rx, arch } = d.wheels;
  const charY = (x: number) => lerp(m.belt(x) - 0.2, d.sill + 0.28, 0.25) + 0.03 * Math.sin(((x - fx) / (rx - fx)) * Math.PI);
  const charLine: P2[] = [];
  for (let x = fx + arch * 0.75; x <= rx - arch * 0.75; x += 0.05) charLine.push(cam.p(m.sideAt(x, charY(x), side)));
  svg.line(charLine, `stroke="#ffffff" stroke-opacity="0.22" stroke-width="1.6" stroke-linecap="round"`);

  // Cladding: a dark flare round each arch.
  if (d.cladding) {
    for (const ax of [fx, rx]) {
      const cy = d.wheels.radius + 0.02;
      const band: P2[] = [];
      for (let k = 0; k <= 48; k++) {
        const a = Math.PI * (k / 48);
        band.push(cam.p(m.archAt(ax + (arch + 0.075) * Math.cos(a), cy + (arch + 0.075) * Math.sin(a), side)));
      }
      band.push(cam.p(m.archAt(ax - arch - 0.075, d.sill - 0.05, side)), cam.p(m.archAt(ax + arch + 0.075, d.sill - 0.05, side)));
      svg.poly(band, polyAttrs(svg.linearBox([[0, '#232428'], [1, '#0d0d0f']])), 0.4);
    }
  }
  // Dark side skirt (a running board on the off-roader).
  const skirt: P2[] = [];
  const board = d.spare ? 0.11 : d.cladding ? 0.1 : 0.065;
  const sx0 = fx + arch * 0.9;
  const sx1 = rx - arch * 0.9;
  for (const [x, y] of [[sx0, d.sill - 0.02], [sx1, d.sill - 0.02], [sx1, d.sill + board], [sx0, d.sill + board]] as const) skirt.push(cam.p(m.sideAt(x, y, side, 0)));
  svg.poly(skirt, polyAttrs('#111214'));

  // Door shut lines and handles.
  const handle = t.dark01 > 0.5 ? '#8c9096' : mix(t.base, '#000000', 0.55);
  for (const [k, x] of d.doors.entries()) {
    const line: P2[] = [];
    const y0 = m.belt(x) + 0.02;
    for (let y = y0; y >= d.sill - 0.02; y -= 0.05) line.push(cam.p(m.sideAt(x + (y0 - y) * (k === 0 ? 0.1 : 0.04), y, side)));
    line.push(cam.p(m.sideAt(x + (y0 - d.sill + 0.02) * (k === 0 ? 0.1 : 0.04), d.sill - 0.02, side)));
    svg.line(line, 'stroke="#000000" stroke-opacity="0.55" stroke-width="1.3"');
    if (k + 1 < d.doors.length) {
      const hx = d.doors[k + 1]! - 0.28;
      const hy = m.belt(hx) - 0.11;
      const bar = [[hx - 0.09, hy], [hx + 0.09, hy], [hx + 0.09, hy + 0.025], [hx - 0.09, hy + 0.025]].map(([x2, y2]) => cam.p(m.sideAt(x2!, y2!, side)));
      svg.poly(bar, polyAttrs(handle));
    }
  }

  // Supercar side intake ahead of the rear wheel: a scoop fading from the flank into black.
  if (ctx.design.sideIntake) {
    const ix1 = rx - arch - 0.03;
    const scoop: P2[] = [];
    for (let k = 0; k <= 10; k++) {
      const u = k / 10;
      scoop.push(cam.p(m.sideAt(lerp(ix1 - 0.62, ix1, u), lerp(m.belt(ix1) - 0.17, m.belt(ix1) - 0.1, u) - 0.03 * Math.sin(u * Math.PI), side)));
    }
    for (let k = 0; k <= 10; k++) {
      const u = 1 - k / 10;
      scoop.push(cam.p(m.sideAt(lerp(ix1 - 0.3, ix1, u), lerp(d.sill + 0.3, d.sill + 0.2, u) + 0.04 * Math.sin(u * Math.PI), side)));
    }
    const a = cam.p(m.sideAt(ix1 - 0.62, d.sill + 0.3, side));
    const b = cam.p(m.sideAt(ix1, d.sill + 0.3, side));
    svg.poly(scoop, polyAttrs(svg.linear([[0, t.dark, 0.4], [0.55, '#0b0b0c'], [1, '#030303']], a[0], a[1], b[0], b[1])));
  }
  drawSideDetails(ctx, side, rx, arch);
  svg.close();
  // The off-roader's side-exit exhausts, under the sill ahead of the rear wheel.
  if (d.spare) {
    for (const dx of [0.2, 0.34]) {
      const cx = rx - arch - dx;
      const tip: P2[] = [];
      for (let k = 0; k < 16; k++) {
        const a = (k / 16) * Math.PI * 2;
        tip.push(cam.p(m.sideAt(cx + 0.045 * Math.cos(a), d.sill - 0.07 + 0.035 * Math.sin(a), side * 1.01, 0)));
      }
      svg.poly(tip, polyAttrs(svg.linearBox([[0, '#eef0f3'], [1, '#70767e']]), 'stroke="#2b2d31" stroke-width="1"'));
    }
  }
}

/** The lower body's top line height at x (bonnet, beltline or deck). */
function topAt(m: Model, x: number): number {
  const pts = m.lower.pts;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[i + 1]!;
    if ((x - x0) * (x - x1) <= 0 && x1 !== x0) return lerp(y0, y1, (x - x0) / (x1 - x0));
  }
  return m.belt(x);
}

/** A make's side signatures, clipped to the flank: a clamshell bonnet's shut line, the Chiron's C, the R8's blade. */
function drawSideDetails(ctx: Ctx, side: number, rx: number, arch: number): void {
  const { svg, cam, m, design, t } = ctx;
  const d = m.d;
  const at = (x: number, y: number): P2 => cam.p(m.sideAt(x, y, side));
  // The end of the flank that turns away from the camera darkens into its rounded corner, so the tail (or nose) reads
  // as a curved corner rather than a cut.
  for (const [x0, x1, face] of [[d.length - 0.45, d.length + 0.02, 'rear'], [0.42, -0.02, 'front']] as const) {
    if (visiblePanel(ctx, face)) continue;
    const a = at(x0, (d.sill + m.belt(x0)) / 2);
    const b = at(x1, (d.sill + m.belt(x1)) / 2);
    const top = Math.max(m.belt(x1), topAt(m, x1)) + 0.1;
    svg.poly([at(x0, d.sill - 0.1), at(x1, d.sill - 0.1), at(x1, top), at(x0, top)], polyAttrs(svg.linear([[0, t.deep, 0], [0.6, t.deep, 0.45], [1, '#000000', 0.8]], a[0], a[1], b[0], b[1])));
  }
  if (design.clamshell) {
    const line: P2[] = [];
    for (let x = 0.3; x <= m.cowl[0] + 0.02; x += 0.05) line.push(at(x, topAt(m, x) - 0.075));
    svg.line(line, 'stroke="#000000" stroke-opacity="0.5" stroke-width="1.3"');
  }
  if (design.cLine) {
    // A wide C sweeping from the roof's foot back round the side intake to the sill, in polished metal.
    const cx = rx - arch - 0.32;
    const cy = (d.sill + m.belt(cx)) / 2 + 0.02;
    const ry = (m.belt(cx) - d.sill) / 2 + 0.04;
    const band = (r: number): P2[] => {
      const pts: P2[] = [];
      for (let k = 0; k <= 24; k++) {
        const a = Math.PI * (0.42 + (1.16 * k) / 24);
        pts.push(at(cx + 0.55 * r * Math.cos(a) + 0.15, cy + ry * r * Math.sin(a)));
      }
      return pts;
    };
    const outer = band(1);
    const inner = band(0.86);
    const lo = at(cx, cy - ry);
    const hi = at(cx, cy + ry);
    svg.poly([...band(0.86), at(cx + 0.7, cy - ry * 0.86), at(cx + 0.7, cy + ry * 0.86)], polyAttrs(t.deep, 'opacity="0.55"'));
    svg.poly([...outer, ...inner.reverse()], polyAttrs(svg.linear([[0, '#f2f4f7'], [0.5, '#8d939b'], [1, '#dfe3e8']], hi[0], hi[1], lo[0], lo[1]), 'stroke="#4a4e55" stroke-width="0.8"'));
  }
  if (design.sideBlade) {
    const x = rx - arch - 0.12;
    const blade: P2[] = [at(x - 0.34, m.belt(x) - 0.04), at(x, m.belt(x) - 0.02), at(x - 0.04, d.sill + 0.04), at(x - 0.3, d.sill + 0.04)];
    svg.poly(blade, polyAttrs(svg.linearBox([[0, '#2a2c30'], [1, '#0c0c0e']])));
  }
}

/** The dark wheel wells seen through the arches (drawn before the wheels). */
function drawWells(ctx: Ctx, side: number): void {
  const { svg, cam, m } = ctx;
  if (!cam.sees(m.sideAt(m.d.length / 2, 0.5, side), [0, 0, side])) return;
  for (const ax of [m.d.wheels.front, m.d.wheels.rear]) {
    const well = m.arch(ax).map(([x, y]) => cam.p(m.archAt(x, y, side)));
    svg.poly(well, polyAttrs(ctx.reflection ? '#000000' : '#060607'), ctx.reflection ? svg.tolerance : 0.5);
  }
}

function drawMirror(ctx: Ctx, side: number): void {
  if (ctx.reflection) return;
  const { svg, cam, m, t } = ctx;
  const x = m.cowl[0] + 0.22;
  const y = m.cowl[1] + 0.1;
  const z = side * (m.d.half + 0.1);
  const pts: P2[] = [];
  for (let k = 0; k < 24; k++) {
    const a = (k / 24) * Math.PI * 2;
    pts.push(cam.p([x + 0.13 * Math.cos(a), y + 0.065 * Math.sin(a) + 0.015 * Math.cos(a), z]));
  }
  const arm: P2[] = [cam.p([x + 0.02, y - 0.02, side * m.d.cabinBase]), cam.p([x + 0.08, y - 0.02, side * m.d.cabinBase]), cam.p([x + 0.06, y - 0.01, z]), cam.p([x - 0.02, y - 0.01, z])];
  svg.poly(arm, polyAttrs('#111214'));
  svg.poly(pts, polyAttrs(svg.linearBox([[0, t.light], [0.55, t.base], [1, t.deep]])));
}

// ---------------------------------------------------------------- cabin
function drawCabin(ctx: Ctx): void {
  const { m, t, cam } = ctx;
  if (ctx.reflection) return;
  const at: At = (x, y, w) => m.cabinAt(x, y, w);
  if (m.d.convertible) {
    drawOpenCockpit(ctx);
    drawSweep(ctx, m.cabin, (x, y, w) => m.cabinAt(x, y, w * 0.97), (p, n) => (p === 'windscreen' ? glassShade(n) : '#141518'));
    return;
  }
  // Black frames, the painted roof (a targa's is black), then the glass inset in the frames.
  const targa = m.d.targaHoop !== undefined;
  const painted = m.d.spare === true && !ctx.design.blackRoof;
  const roofPaint = (n: V3, e: V3) => (ctx.design.blackRoof ? shade(n, e, BLACK_ROOF) : shade(n, e, t));
  drawSweep(ctx, m.cabin, at, (p, n, e) => ((p === 'roof' && !targa) || painted ? roofPaint(n, e) : '#0b0b0d'));
  drawSweep(ctx, m.cabin, (x, y, w) => m.cabinAt(x, y, w * 0.9), (p, n) => (p === 'roof' ? null : glassShade(n)));
  // Roof rails catch the light.
  for (const side of [-1, 1]) {
    const rail = m.cabin.pts.filter((_, i) => m.cabin.panel[i] === 'roof').map(([x, y]) => cam.p(m.cabinAt(x, y + 0.004, side)));
    if (cam.sees(m.cabinAt(m.d.cabin[m.d.roofFront]![0], m.roofTop, side), [0, 0.6, side * 0.8])) {
      ctx.svg.line(rail, 'stroke="#ffffff" stroke-opacity="0.3" stroke-width="1.5"');
    }
  }
  for (const side of [-1, 1]) drawCabinSide(ctx, side);
  if (targa) drawTargaHoop(ctx, m.d.targaHoop!);
}

/** The cabin's top line height at x (the roof, windscreen or rear glass above that point). */
function cabinTop(m: Model, x: number): number {
  const pts = m.cabin.pts;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[i + 1]!;
    if ((x - x0) * (x - x1) <= 0) return x1 === x0 ? Math.max(y0, y1) : lerp(y0, y1, (x - x0) / (x1 - x0));
  }
  return m.roofTop;
}

/** A targa's brushed hoop: over the roof and down the near side to the beltline. */
function drawTargaHoop(ctx: Ctx, hx: number): void {
  const { svg, cam, m } = ctx;
  const near = cam.sees(m.cabinAt(hx, m.belt(hx) + 0.15, 1), [0, 0.2, 1]) ? 1 : -1;
  const section = (x: number): V3[] => {
    const top = cabinTop(m, x);
    const out: V3[] = [];
    for (let k = 0; k <= 8; k++) out.push(m.cabinAt(x, lerp(m.belt(x), top, k / 8), near));
    for (let k = 1; k <= 12; k++) out.push(m.cabinAt(x, top + 0.004, near * (1 - (2 * k) / 12)));
    return out;
  };
  const a = section(hx).map((p) => cam.p(p));
  const b = section(hx + 0.17).map((p) => cam.p(p));
  const lo = cam.p(m.cabinAt(hx, m.belt(hx), near));
  const hi = cam.p(m.cabinAt(hx, cabinTop(m, hx), 0));
  svg.poly([...a, ...b.reverse()], polyAttrs(svg.linear([[0, '#f3f5f8'], [0.45, '#a9afb7'], [0.7, '#e2e6eb'], [1, '#6e747c']], hi[0], hi[1], lo[0], lo[1]), 'stroke="#5d636b" stroke-width="0.8"'));
}

/** The cabin's side: black pillars and the tinted side glass. */
function drawCabinSide(ctx: Ctx, side: number): void {
  const { svg, cam, m } = ctx;
  const d = m.d;
  const { pts } = m.cabin;
  const midX = (m.cowl[0] + m.rearBelt[0]) / 2;
  const p0 = m.cabinAt(midX, m.belt(midX) + 0.1, side);
  const up = sub(m.cabinAt(midX, m.belt(midX) + 0.2, side), p0);
  const along = sub(m.cabinAt(midX + 0.3, m.belt(midX) + 0.1, side), p0);
  const nOut = norm(side > 0 ? cross(along, up) : cross(up, along));
  if (!cam.sees(p0, nOut)) return;
  const at = (x: number, y: number): P2 => cam.p(m.cabinAt(x, y, side));
  // Black pillars, or body-coloured ones on the off-roader.
  const hi = at(midX, m.roofTop);
  const lo = at(midX, m.belt(midX));
  const frame = d.spare ? svg.linear([[0, ctx.t.light], [0.5, ctx.t.base], [1, ctx.t.dark]], hi[0], hi[1], lo[0], lo[1]) : '#0a0a0c';
  svg.poly(pts.map(([x, y]) => at(x, y)), polyAttrs(frame));
  // Glass: the cabin outline inset by the pillars, above the beltline.
  const inset = 0.055;
  const nrm = m.cabin.nrm;
  const raw: P2[] = pts.map(([x, y], i) => [x - nrm[i]![0] * inset, y - nrm[i]![1] * inset]);
  const minY = (x: number) => m.belt(x) + 0.035;
  const top = raw.filter(([x, y]) => y > minY(x) && x > m.cowl[0] + 0.04 && x < m.rearBelt[0] - 0.03);
  if (top.length < 3) return;
  const x0 = top[0]![0];
  const x1 = top.at(-1)![0];
  const glassPts: P2[] = [...top, [x1, minY(x1)], [x0, minY(x0)]];
  const gTop = at(midX, m.roofTop - 0.05);
  const gBottom = at(midX, m.belt(midX));
  svg.poly(
    glassPts.map(([x, y]) => at(x, y)),
    polyAttrs(svg.linear([[0, '#3b4048'], [0.45, '#16181c'], [1, '#0a0b0d']], gTop[0], gTop[1], gBottom[0], gBottom[1])),
  );
  // A soft reflection streak across the glass.
  const sx = lerp(x0, x1, 0.3);
  const streak: P2[] = [at(sx, minY(sx)), at(sx + 0.25, minY(sx + 0.25)), at(sx + 0.55, m.roofTop - 0.08), at(sx + 0.38, m.roofTop - 0.08)];
  svg.poly(streak, `fill="#ffffff" opacity="0.06"`);
  // Pillars between the windows.
  for (const f of d.pillars) {
    const px = lerp(x0, x1, f);
    const yTop = Math.max(...top.filter(([x]) => Math.abs(x - px) < 0.2).map(([, y]) => y), minY(px) + 0.1);
    const pillar: P2[] = [at(px - 0.045, minY(px) - 0.01), at(px + 0.045, minY(px) - 0.01), at(px + 0.03 + 0.05, yTop + 0.02), at(px - 0.06 + 0.05, yTop + 0.02)];
    svg.poly(pillar, polyAttrs(frame));
  }
  // Chrome or black trim along the bottom of the glass.
  svg.line([at(x0, minY(x0) - 0.012), at(x1, minY(x1) - 0.012)], `stroke="${ctx.design.chrome ? '#c9ced6' : '#1a1b1e'}" stroke-width="2"`);
}

/** Convertible: the open cockpit, seats with headrests, and the windscreen frame. */
function drawOpenCockpit(ctx: Ctx): void {
  const { svg, cam, m } = ctx;
  const x0 = m.cowl[0] + 0.12;
  const x1 = m.rearBelt[0] - 0.08;
  const opening: P2[] = [];
  for (let k = 0; k <= 16; k++) {
    const u = k / 16;
    opening.push(cam.p(m.lowerAt(lerp(x0, x1, u), m.belt(lerp(x0, x1, u)) + 0.004, -0.86 + 0.05 * Math.sin(u * Math.PI))));
  }
  for (let k = 16; k >= 0; k--) {
    const u = k / 16;
    opening.push(cam.p(m.lowerAt(lerp(x0, x1, u), m.belt(lerp(x0, x1, u)) + 0.004, 0.86 - 0.05 * Math.sin(u * Math.PI))));
  }
  svg.poly(opening, polyAttrs('#16120f'));
  // Seat backs: rounded panels leaning back, far seat first.
  const seats = [-0.42, 0.42].sort((a, b) => dot([0, 0, b], cam.toEye([x1, 1, 0])) - dot([0, 0, a], cam.toEye([x1, 1, 0])));
  const leather = '#c9b79a';
  for (const zc of seats) {
    const sx = x1 - 0.55;
    const base = m.belt(sx) - 0.12;
    // The seat back as a slab: front and back faces, drawn as their joint silhouette.
    const slab: P2[] = [];
    for (const depth of [0, 0.12]) {
      for (let k = 0; k < 24; k++) {
        const a = (k / 24) * Math.PI * 2;
        const u = Math.cos(a);
        const v = Math.sin(a);
        const su = Math.sign(u) * Math.pow(Math.abs(u), 0.45);
        const sv = Math.sign(v) * Math.pow(Math.abs(v), 0.45);
        const hgt = (sv + 1) / 2;
        const width = hgt > 0.8 ? 0.12 : 0.22;
        slab.push(cam.p([sx + depth + 0.14 * hgt, base + 0.5 * hgt, zc * m.d.cabinBase + width * su]));
      }
    }
    const top = cam.p([sx + 0.14, base + 0.5, zc]);
    const bottom = cam.p([sx, base, zc]);
    svg.poly(hull(slab), polyAttrs(svg.linear([[0, mix(leather, '#ffffff', 0.2)], [0.5, leather], [1, mix(leather, '#000000', 0.55)]], top[0], top[1], bottom[0], bottom[1]), 'stroke="#3a2c1f" stroke-width="1"'));
  }
  // Windscreen frame: side posts and header.
  const ws = m.cabin.pts;
  for (const w of [-1, 1]) {
    svg.line(ws.map(([x, y]) => cam.p(m.cabinAt(x, y, w * 0.97))), 'stroke="#0b0b0c" stroke-width="3.5"');
  }
  const [tx, ty] = ws.at(-1)!;
  const header: P2[] = [];
  for (let k = 0; k <= 12; k++) header.push(cam.p(m.cabinAt(tx, ty, -0.97 + (1.94 * k) / 12)));
  svg.line(header, 'stroke="#0b0b0c" stroke-width="5"');
}

// ---------------------------------------------------------------- wheels
function circle3(c: V3, r: number, axisZ: boolean, n = 40): V3[] {
  const pts: V3[] = [];
  for (let k = 0; k < n; k++) {
    const a = (k / n) * Math.PI * 2;
    pts.push(axisZ ? [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a), c[2]] : [c[0], c[1] + r * Math.sin(a), c[2] + r * Math.cos(a)]);
  }
  return pts;
}

function hull(points: P2[]): P2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const crossZ = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && crossZ(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: P2[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && crossZ(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function drawWheel(ctx: Ctx, ax: number, side: number, front: boolean): void {
  const { svg, cam, m } = ctx;
  const { radius: R, rim, tyre } = m.d.wheels;
  const { spokes, caliper } = ctx.design;
  const zo = side * (m.d.half - 0.015);
  const zi = side * (m.d.half - 0.015 - tyre);
  const c: V3 = [ax, R, zo];
  const ring = (z: number, r: number, n = 40) => circle3([ax, R, z], r, true, n).map((p) => cam.p(p));
  // Each ring is drawn as the ellipse through its projected points: smooth at any zoom.
  const disc = (z: number, r: number, attrs: string) => {
    const e = fitEllipse(ring(z, r, 24));
    if (e) svg.add(ellipseXml(e, attrs));
  };
  const outerRing = ring(zo, R, 64);
  const innerRing = ring(zi, R, 64);
  svg.poly(hull([...outerRing, ...innerRing]), polyAttrs('#0b0b0c'), ctx.reflection ? svg.tolerance : 0.7);
  if (ctx.reflection) return;
  const facing = cam.sees(c, [0, 0, side]);
  if (!facing) {
    disc(zi, R, polyAttrs('#101012'));
    return;
  }
  disc(zo, R, polyAttrs(svg.linearBox([[0, '#2a2b2e'], [0.5, '#141416'], [1, '#0c0c0d']])));
  // The tyre's sidewall shoulder catches a little light.
  disc(zo + side * 0.002, R * 0.985, 'fill="none" stroke="#3a3c41" stroke-width="1.2"');
  const rr = R * rim;
  disc(zo + side * 0.004, rr, polyAttrs(svg.linearBox([[0, '#e9ecf0'], [0.5, '#9aa0a8'], [1, '#4d5258']])));
  disc(zo - side * 0.03, rr * 0.93, polyAttrs('#17181b'));
  disc(zo - side * 0.08, rr * 0.78, polyAttrs(svg.linearBox([[0, '#6a6e74'], [1, '#3c3f44']])));
  if (caliper) {
    const cal: P2[] = [];
    const a0 = front ? 0.55 * Math.PI : 0.05 * Math.PI;
    for (let k = 0; k <= 10; k++) {
      const a = a0 + (k / 10) * 0.55 * Math.PI;
      cal.push(cam.p([ax + rr * 0.8 * Math.cos(a), R + rr * 0.8 * Math.sin(a), zo - side * 0.06]));
    }
    for (let k = 10; k >= 0; k--) {
      const a = a0 + (k / 10) * 0.55 * Math.PI;
      cal.push(cam.p([ax + rr * 0.55 * Math.cos(a), R + rr * 0.55 * Math.sin(a), zo - side * 0.06]));
    }
    svg.poly(cal, polyAttrs(caliper), 0.4);
  }
  const metal = svg.linearBox([[0, '#f4f6f9'], [0.55, '#a7adb5'], [1, '#5b6067']]);
  const n = spokes;
  const rot = front ? 0.3 : 0.9;
  for (let k = 0; k < n; k++) {
    const a = rot + (k / n) * Math.PI * 2;
    const half = n >= 10 ? 0.075 : n >= 7 ? 0.11 : 0.16;
    const pts: V3[] = [
      [ax + rr * 0.2 * Math.cos(a - half * 2), R + rr * 0.2 * Math.sin(a - half * 2), zo + side * 0.002],
      [ax + rr * 0.92 * Math.cos(a - half), R + rr * 0.92 * Math.sin(a - half), zo - side * 0.01],
      [ax + rr * 0.92 * Math.cos(a + half), R + rr * 0.92 * Math.sin(a + half), zo - side * 0.01],
      [ax + rr * 0.2 * Math.cos(a + half * 2), R + rr * 0.2 * Math.sin(a + half * 2), zo + side * 0.002],
    ];
    svg.poly(pts.map((p) => cam.p(p)), polyAttrs(metal, 'stroke="#3d4147" stroke-width="0.6" stroke-linejoin="round"'), 0.3);
  }
  disc(zo + side * 0.006, rr * 0.22, polyAttrs('#2b2e33', 'stroke="#c8ccd2" stroke-width="1.2"'));
}

// ---------------------------------------------------------------- scene
function drawCar(ctx: Ctx): void {
  const { cam, m } = ctx;
  const d = m.d;
  const wheels = [
    { x: d.wheels.front, front: true },
    { x: d.wheels.rear, front: false },
  ];
  const sides = [-1, 1];
  const outerVisible = (side: number, x: number) => cam.sees([x, d.wheels.radius, side * d.half], [0, 0, side]);
  // Wheels whose outer face looks away go behind the body; the others sit in their arches, behind the nose, tail
  // and flanks, which are drawn after them.
  for (const side of sides) for (const w of wheels) if (!outerVisible(side, w.x)) drawWheel(ctx, w.x, side, w.front);
  const tailgateSeen = cam.sees([d.length, 0.8, 0], [1, 0, 0]);
  if (d.spare && !tailgateSeen) drawSpare(ctx);
  const lowerAt: At = (x, y, w) => m.lowerAt(x, y, w);
  const paint: PanelFill = (_p, n, e) => shade(n, e, ctx.t);
  const isFace = (p: Panel) => p === 'front' || p === 'rear';
  drawSweep(ctx, m.lower, lowerAt, (p, n, e) => (isFace(p) ? null : paint(p, n, e)));
  const tailSeen = cam.sees([d.length, 0.8, 0], [1, 0, 0]);
  if (ctx.design.wing && !tailSeen) drawWing(ctx);
  drawCabin(ctx);
  if (ctx.design.wing && tailSeen) drawWing(ctx);
  for (const side of sides) drawWells(ctx, side);
  for (const side of sides) for (const w of wheels) if (outerVisible(side, w.x)) drawWheel(ctx, w.x, side, w.front);
  drawSweep(ctx, m.lower, lowerAt, (p, n, e) => (isFace(p) ? paint(p, n, e) : null), isFace);
  drawFront(ctx);
  drawRear(ctx);
  if (d.spare && tailgateSeen) drawSpare(ctx);
  for (const side of sides) drawSide(ctx, side);
  for (const side of sides) if (cam.sees([m.cowl[0], m.cowl[1], side * d.half], [0, 0, side])) drawMirror(ctx, side);
}

function studio(svg: Svg, floorY: number, centre: number): void {
  const cx = Math.round(centre);
  svg.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${svg.radial([[0, '#3b3c42'], [0.5, '#1b1c1f'], [1, '#070708']], cx, floorY - 240, 1050, 0.8)}"/>`);
  // Soft overhead light and the lit floor.
  svg.add(`<ellipse cx="${cx}" cy="${floorY - 470}" rx="620" ry="70" fill="#ffffff" opacity="0.05" filter="${svg.blur(40)}"/>`);
  svg.add(`<rect y="${floorY - 120}" width="${WIDTH}" height="${HEIGHT - floorY + 120}" fill="${svg.linearBox([[0, '#000000', 0], [0.35, '#050506', 0.55], [1, '#020203', 0.95]])}"/>`);
  svg.add(`<ellipse cx="${cx}" cy="${floorY + 30}" rx="760" ry="150" fill="${svg.radial([[0, '#ffffff', 0.1], [0.6, '#ffffff', 0.03], [1, '#ffffff', 0]], cx, floorY + 30, 760, 0.2)}"/>`);
}

/** A body style's flank in side-profile coordinates (its outline, arches cut out) and its wheels, for checks. */
export function flankProfile(design: Design): { outline: P2[]; wheels: { x: number; y: number; r: number }[] } {
  const m = new Model(deriveBody(design));
  const { front, rear, radius } = m.d.wheels;
  return {
    outline: m.sidePanel(1).map(([x, y]) => [x, y] as P2),
    wheels: [front, rear].map((x) => ({ x, y: radius, r: radius })),
  };
}

export function renderExterior(design: Design, paint: Paint, view: ExteriorView, title: string): string {
  const def = deriveBody(design);
  const m = new Model(def);
  const spec = CAMERAS[view];
  const target: V3 = [def.length / 2, 0.6, 0];
  const dir = norm(spec.dir);
  const cam = new Camera([target[0] + dir[0] * spec.dist, target[1] + dir[1] * spec.dist, target[2] + dir[2] * spec.dist], target);
  const box: V3[] = [];
  for (const [x, y] of [...m.lower.pts, ...m.cabin.pts]) for (const w of [-1, 1]) box.push(m.lowerAt(x, y, w), [x, y, w * def.half]);
  for (const ax of [def.wheels.front, def.wheels.rear]) for (const s of [-1, 1]) box.push([ax, 0, s * def.half], [ax - def.wheels.radius, 0, s * def.half], [ax + def.wheels.radius, 0, s * def.half]);
  cam.fit(box, spec.maxW, spec.maxH, spec.ground);

  const svg = new Svg(WIDTH, HEIGHT);
  const contact = box.filter((p) => p[1] === 0).map((p) => cam.p(p));
  const floorY = Math.max(...contact.map((p) => p[1]));
  const cx = (Math.min(...contact.map((p) => p[0])) + Math.max(...contact.map((p) => p[0]))) / 2;
  studio(svg, floorY, cx);
  const t = tones(paint);

  // Floor reflection: the car mirrored in the floor, faded out.
  // The reflection fades with depth below the line where the near wheels meet the floor (which runs across the frame
  // at the camera's angle), so it stays joined to the tyres in every view instead of being cut by a level band.
  const fade = svg.id('m');
  const [ca, cb] = contactLine(contact);
  const len = Math.hypot(cb[0] - ca[0], cb[1] - ca[1]) || 1;
  let [nx, ny] = [-(cb[1] - ca[1]) / len, (cb[0] - ca[0]) / len];
  if (ny < 0) [nx, ny] = [-nx, -ny];
  const depth = 230 * ny;
  svg.def(
    `<mask id="${fade}" maskUnits="userSpaceOnUse" x="0" y="0" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${svg.linear([[0, '#ffffff', 0.6], [0.25, '#ffffff', 0.38], [1, '#ffffff', 0]], ca[0], ca[1], ca[0] + nx * depth, ca[1] + ny * depth)}"/></mask>`,
  );
  svg.open(`mask="url(#${fade})" opacity="0.5"`);
  cam.mirror = true;
  svg.tolerance = 3.5;
  drawCar({ svg, cam, m, t, design, reflection: true });
  svg.tolerance = 0.9;
  cam.mirror = false;
  svg.close();

  // Contact shadows.
  const footprint: P2[] = [];
  for (const [x, z] of [[0.2, -1], [def.length - 0.2, -1], [def.length - 0.2, 1], [0.2, 1]] as const) footprint.push(cam.p([x, 0, z * (def.half - 0.05)]));
  svg.poly(footprint, `fill="#000000" opacity="0.85" filter="${svg.blur(16)}"`);
  for (const ax of [def.wheels.front, def.wheels.rear]) {
    for (const s of [-1, 1]) {
      const ring: P2[] = [];
      for (let k = 0; k < 20; k++) {
        const a = (k / 20) * Math.PI * 2;
        ring.push(cam.p([ax + 0.32 * Math.cos(a), 0, s * (def.half - 0.14) + 0.13 * Math.sin(a)]));
      }
      svg.poly(ring, `fill="#000000" opacity="0.9" filter="${svg.blur(5)}"`);
    }
  }
  drawCar({ svg, cam, m, t, design, reflection: false });
  return svg.toString(title);
}

/** The floor line under the near wheels: the longest edge along the bottom of the wheels' contact points. */
function contactLine(points: P2[]): [P2, P2] {
  const pts = [...points].sort((a, b) => a[0] - b[0]);
  const lower: P2[] = [];
  for (const p of pts) {
    while (lower.length >= 2) {
      const [o, a] = [lower.at(-2)!, lower.at(-1)!];
      if ((a[0] - o[0]) * (p[1] - o[1]) - (a[1] - o[1]) * (p[0] - o[0]) >= 0) lower.pop();
      else break;
    }
    lower.push(p);
  }
  let best: [P2, P2] = [pts[0]!, pts.at(-1)!];
  let bestLen = -1;
  for (let i = 0; i + 1 < lower.length; i++) {
    const l = Math.hypot(lower[i + 1]![0] - lower[i]![0], lower[i + 1]![1] - lower[i]![1]);
    if (l > bestLen) [best, bestLen] = [[lower[i]!, lower[i + 1]!], l];
  }
  return best;
}

/** A rear wing on two posts above the deck (the Huracán STO's). */
function drawWing(ctx: Ctx): void {
  if (ctx.reflection) return;
  const { svg, cam, m } = ctx;
  const x0 = m.d.length - 0.42;
  const x1 = m.d.length - 0.08;
  const y = m.rearBelt[1] + 0.26;
  const z = m.d.half * 0.92;
  for (const s of [-0.35, 0.35]) {
    svg.poly([[x0 + 0.12, m.rearBelt[1], s], [x0 + 0.26, m.rearBelt[1], s], [x0 + 0.3, y, s], [x0 + 0.16, y, s]].map((p) => cam.p(p as V3)), polyAttrs('#111214'));
  }
  const plate: V3[] = [[x0, y + 0.02, -z], [x0, y + 0.02, z], [x1, y + 0.05, z], [x1, y + 0.05, -z]];
  const lo = cam.p([x0, y, 0]);
  const hi = cam.p([x1, y + 0.05, 0]);
  svg.poly(plate.map((p) => cam.p(p)), polyAttrs(svg.linear([[0, '#3a3c41'], [1, '#0c0c0e']], lo[0], lo[1], hi[0], hi[1]), 'stroke="#1c1d20" stroke-width="1"'));
  for (const s of [-1, 1]) {
    svg.poly([[x0 - 0.02, y - 0.06, s * z], [x1 + 0.02, y - 0.04, s * z], [x1 + 0.02, y + 0.12, s * z], [x0 - 0.02, y + 0.06, s * z]].map((p) => cam.p(p as V3)), polyAttrs('#17181b'));
  }
}

