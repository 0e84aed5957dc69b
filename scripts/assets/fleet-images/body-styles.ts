/**
 * The body styles as side profiles in metres (x from the front bumper backwards, y up), which the renderer sweeps
 * across the car's width and projects for each camera. Each reads as its kind of car: a mid-engined supercar (cab
 * forward, short nose) and its open spyder, a front-engined GT coupé (long bonnet), the rear-engined 911 fastback
 * and its targa, a saloon, an upright luxury SUV, a coupé-roofed super SUV, a boxy off-roader, a front-engined
 * convertible and a one-box luxury MPV.
 */
import type { Design } from './designs';
import type { BodyStyle } from './palette';
import type { P2 } from './svg';

export interface BodyDef {
  length: number;
  /** Half widths: body sides, cabin at the beltline, roof. */
  half: number;
  cabinBase: number;
  roofHalf: number;
  /** Edge rounding between the sides and the top surfaces. */
  round: number;
  /** Plan-view rounding of the nose and tail: how far the corners sit back. */
  noseSetback: number;
  tailSetback: number;
  sill: number;
  wheels: { front: number; rear: number; radius: number; rim: number; tyre: number; arch: number };
  /** Lower body top line: front bottom → nose → bonnet → cowl (last point). */
  nose: P2[];
  /** Index in `nose` of the nose's top edge (front face below, bonnet above). */
  noseTop: number;
  /** Lower body top line: rear end of the beltline (first point) → deck → tail → rear bottom. */
  tail: P2[];
  /** Index in `tail` of the tail's top edge (deck before, rear face after). */
  tailTop: number;
  /** Cabin top line: cowl → windscreen → roof → rear glass → rear end of the beltline. */
  cabin: P2[];
  roofFront: number;
  roofRear: number;
  /** Side windows: B-pillar (and C-pillar) positions in x, as fractions of the glass length. */
  pillars: number[];
  convertible: boolean;
  /** Front and rear door edges (x) on the side. */
  doors: number[];
  /** Wings raised above the bonnet and deck (m) over the front and rear axles: a 911's or a supercar's haunches. */
  crown?: readonly [front: number, rear: number];
  /** A brushed hoop across the roof at this x, the roof panel ahead of it in black (a targa). */
  targaHoop?: number;
  /** A spare wheel on the tailgate, side-exit exhausts and body-coloured pillars (an off-roader). */
  spare?: boolean;
  /** Dark cladding round the wheel arches and along the sills (a super SUV, an off-roader). */
  cladding?: boolean;
}

export const BODIES: Record<BodyStyle, BodyDef> = {
  supercar: {
    length: 4.6, half: 1.0, cabinBase: 0.8, roofHalf: 0.6, round: 0.07, noseSetback: 0.42, tailSetback: 0.2, sill: 0.14,
    wheels: { front: 1.02, rear: 3.62, radius: 0.345, rim: 0.74, tyre: 0.28, arch: 0.385 },
    nose: [[0.06, 0.12], [0.0, 0.2], [0.04, 0.33], [0.2, 0.45], [0.6, 0.57], [1.0, 0.71], [1.4, 0.83]],
    noseTop: 3,
    tail: [[3.55, 0.98], [4.1, 0.97], [4.46, 0.99], [4.58, 0.93], [4.6, 0.66], [4.52, 0.32], [4.4, 0.15]],
    tailTop: 3,
    cabin: [[1.4, 0.83], [1.8, 1.02], [2.15, 1.14], [2.5, 1.17], [3.0, 1.1], [3.55, 0.98]],
    roofFront: 2, roofRear: 4,
    pillars: [],
    convertible: false,
    doors: [1.45, 2.75], crown: [0.17, 0.07],
  },
  spyder: {
    length: 4.55, half: 0.99, cabinBase: 0.8, roofHalf: 0.62, round: 0.07, noseSetback: 0.42, tailSetback: 0.2, sill: 0.14,
    wheels: { front: 1.02, rear: 3.6, radius: 0.345, rim: 0.74, tyre: 0.28, arch: 0.385 },
    nose: [[0.06, 0.13], [0.0, 0.22], [0.03, 0.37], [0.16, 0.49], [0.55, 0.6], [1.0, 0.72], [1.45, 0.84]],
    noseTop: 3,
    tail: [[2.9, 0.93], [3.45, 1.0], [4.1, 0.99], [4.42, 0.98], [4.54, 0.92], [4.55, 0.62], [4.5, 0.3], [4.4, 0.15]],
    tailTop: 4,
    cabin: [[1.45, 0.84], [1.66, 0.97], [1.86, 1.08], [1.92, 1.09]],
    roofFront: 3, roofRear: 3,
    pillars: [],
    convertible: true,
    doors: [1.5, 2.72], crown: [0.16, 0.07],
  },
  coupe: {
    length: 4.75, half: 0.985, cabinBase: 0.8, roofHalf: 0.6, round: 0.08, noseSetback: 0.3, tailSetback: 0.2, sill: 0.17,
    wheels: { front: 1.0, rear: 3.72, radius: 0.355, rim: 0.76, tyre: 0.28, arch: 0.39 },
    nose: [[0.06, 0.17], [0.0, 0.32], [0.04, 0.54], [0.2, 0.66], [0.8, 0.78], [1.5, 0.86], [2.12, 0.9]],
    noseTop: 3,
    tail: [[3.98, 0.99], [4.4, 0.98], [4.65, 0.95], [4.74, 0.88], [4.75, 0.6], [4.68, 0.2]],
    tailTop: 3,
    cabin: [[2.12, 0.9], [2.42, 1.1], [2.72, 1.25], [2.98, 1.29], [3.3, 1.25], [3.65, 1.12], [3.98, 0.99]],
    roofFront: 2, roofRear: 4,
    pillars: [],
    convertible: false,
    doors: [2.15, 3.28], crown: [0.1, 0.06],
  },
  rearengine: {
    length: 4.52, half: 0.95, cabinBase: 0.78, roofHalf: 0.58, round: 0.08, noseSetback: 0.32, tailSetback: 0.22, sill: 0.16,
    wheels: { front: 0.96, rear: 3.41, radius: 0.345, rim: 0.76, tyre: 0.27, arch: 0.385 },
    nose: [[0.06, 0.16], [0.0, 0.3], [0.04, 0.47], [0.2, 0.57], [0.65, 0.68], [1.15, 0.79], [1.52, 0.87]],
    noseTop: 3,
    tail: [[3.72, 1.06], [4.18, 0.99], [4.42, 0.97], [4.5, 0.9], [4.52, 0.62], [4.46, 0.2]],
    tailTop: 3,
    cabin: [[1.52, 0.87], [1.88, 1.08], [2.22, 1.25], [2.55, 1.3], [2.95, 1.27], [3.35, 1.17], [3.72, 1.06]],
    roofFront: 2, roofRear: 4,
    pillars: [0.66],
    convertible: false,
    doors: [1.58, 2.72], crown: [0.14, 0.09],
  },
  targa: {
    length: 4.52, half: 0.95, cabinBase: 0.78, roofHalf: 0.58, round: 0.08, noseSetback: 0.32, tailSetback: 0.22, sill: 0.16,
    wheels: { front: 0.96, rear: 3.41, radius: 0.345, rim: 0.76, tyre: 0.27, arch: 0.385 },
    nose: [[0.06, 0.16], [0.0, 0.3], [0.04, 0.47], [0.2, 0.57], [0.65, 0.68], [1.15, 0.79], [1.52, 0.87]],
    noseTop: 3,
    tail: [[3.72, 1.06], [4.18, 0.99], [4.42, 0.97], [4.5, 0.9], [4.52, 0.62], [4.46, 0.2]],
    tailTop: 3,
    cabin: [[1.52, 0.87], [1.88, 1.08], [2.22, 1.25], [2.55, 1.3], [2.95, 1.27], [3.35, 1.17], [3.72, 1.06]],
    roofFront: 2, roofRear: 4,
    pillars: [0.62],
    convertible: false,
    doors: [1.58, 2.72], crown: [0.14, 0.09], targaHoop: 2.78,
  },
  sedan: {
    length: 5.2, half: 0.975, cabinBase: 0.86, roofHalf: 0.68, round: 0.08, noseSetback: 0.2, tailSetback: 0.16, sill: 0.22,
    wheels: { front: 1.02, rear: 4.1, radius: 0.37, rim: 0.72, tyre: 0.26, arch: 0.41 },
    nose: [[0.06, 0.2], [0.0, 0.4], [0.02, 0.7], [0.15, 0.82], [0.9, 0.9], [1.5, 0.94], [1.8, 0.96]],
    noseTop: 3,
    tail: [[4.45, 1.07], [4.9, 1.06], [5.14, 1.02], [5.2, 0.7], [5.12, 0.24]],
    tailTop: 2,
    cabin: [[1.8, 0.96], [2.25, 1.24], [2.65, 1.44], [3.2, 1.48], [3.7, 1.43], [4.1, 1.24], [4.45, 1.07]],
    roofFront: 2, roofRear: 4,
    pillars: [0.5],
    convertible: false,
    doors: [1.85, 3.05, 4.05],
  },
  suv: {
    length: 5.3, half: 1.0, cabinBase: 0.9, roofHalf: 0.82, round: 0.09, noseSetback: 0.16, tailSetback: 0.08, sill: 0.42,
    wheels: { front: 1.0, rear: 4.3, radius: 0.44, rim: 0.72, tyre: 0.3, arch: 0.49 },
    nose: [[0.06, 0.4], [0.0, 0.58], [0.01, 1.0], [0.1, 1.14], [0.7, 1.2], [1.3, 1.23], [1.72, 1.25]],
    noseTop: 3,
    tail: [[5.04, 1.3], [5.2, 1.28], [5.28, 1.2], [5.3, 0.72], [5.26, 0.44]],
    tailTop: 2,
    cabin: [[1.72, 1.25], [2.02, 1.52], [2.36, 1.78], [3.2, 1.83], [4.7, 1.81], [4.94, 1.7], [5.04, 1.3]],
    roofFront: 2, roofRear: 4,
    pillars: [0.44, 0.82],
    convertible: false,
    doors: [1.75, 2.95, 4.0],
  },
  supersuv: {
    length: 5.1, half: 1.0, cabinBase: 0.86, roofHalf: 0.7, round: 0.09, noseSetback: 0.24, tailSetback: 0.14, sill: 0.42,
    wheels: { front: 0.98, rear: 3.98, radius: 0.445, rim: 0.76, tyre: 0.3, arch: 0.495 },
    nose: [[0.06, 0.4], [0.0, 0.56], [0.02, 0.9], [0.14, 1.03], [0.7, 1.1], [1.3, 1.15], [1.65, 1.17]],
    noseTop: 3,
    tail: [[4.66, 1.23], [4.92, 1.23], [5.06, 1.16], [5.1, 0.74], [5.05, 0.46]],
    tailTop: 2,
    cabin: [[1.65, 1.17], [2.05, 1.41], [2.45, 1.6], [2.9, 1.65], [3.6, 1.6], [4.2, 1.47], [4.66, 1.23]],
    roofFront: 2, roofRear: 4,
    pillars: [0.47],
    convertible: false,
    doors: [1.68, 2.9, 3.68], crown: [0.04, 0.05], cladding: true,
  },
  offroader: {
    length: 4.7, half: 0.985, cabinBase: 0.93, roofHalf: 0.88, round: 0.035, noseSetback: 0.05, tailSetback: 0.03, sill: 0.46,
    wheels: { front: 0.84, rear: 3.74, radius: 0.44, rim: 0.66, tyre: 0.3, arch: 0.5 },
    nose: [[0.05, 0.44], [0.0, 0.6], [0.0, 1.0], [0.04, 1.08], [0.5, 1.11], [1.2, 1.13], [1.48, 1.14]],
    noseTop: 3,
    tail: [[4.62, 1.2], [4.65, 1.18], [4.68, 1.12], [4.7, 0.62], [4.66, 0.46]],
    tailTop: 2,
    cabin: [[1.48, 1.14], [1.62, 1.5], [1.74, 1.88], [1.86, 1.93], [3.2, 1.95], [4.52, 1.94], [4.6, 1.88], [4.62, 1.2]],
    roofFront: 3, roofRear: 5,
    pillars: [0.36, 0.7],
    convertible: false,
    doors: [1.5, 2.6, 3.42], spare: true, cladding: true,
  },
  convertible: {
    length: 4.7, half: 0.975, cabinBase: 0.86, roofHalf: 0.74, round: 0.08, noseSetback: 0.28, tailSetback: 0.18, sill: 0.17,
    wheels: { front: 1.0, rear: 3.72, radius: 0.355, rim: 0.74, tyre: 0.27, arch: 0.395 },
    nose: [[0.06, 0.16], [0.0, 0.33], [0.03, 0.57], [0.2, 0.68], [0.9, 0.78], [1.55, 0.86], [1.95, 0.89]],
    noseTop: 3,
    tail: [[3.45, 0.94], [4.2, 0.96], [4.58, 0.95], [4.7, 0.9], [4.7, 0.6], [4.63, 0.2]],
    tailTop: 3,
    cabin: [[1.95, 0.89], [2.13, 1.03], [2.31, 1.16], [2.37, 1.17]],
    roofFront: 3, roofRear: 3,
    pillars: [],
    convertible: true,
    doors: [2.0, 3.1], crown: [0.11, 0.06],
  },
  mpv: {
    length: 5.14, half: 0.96, cabinBase: 0.93, roofHalf: 0.86, round: 0.05, noseSetback: 0.2, tailSetback: 0.06, sill: 0.33,
    wheels: { front: 0.98, rear: 4.18, radius: 0.37, rim: 0.72, tyre: 0.26, arch: 0.42 },
    nose: [[0.06, 0.3], [0.0, 0.5], [0.03, 0.8], [0.16, 0.93], [0.5, 1.02], [0.85, 1.08], [1.0, 1.1]],
    noseTop: 3,
    tail: [[5.0, 1.12], [5.09, 1.09], [5.14, 0.98], [5.14, 0.6], [5.1, 0.36]],
    tailTop: 2,
    cabin: [[1.0, 1.1], [1.42, 1.47], [1.86, 1.84], [2.2, 1.92], [3.6, 1.94], [4.86, 1.92], [4.98, 1.84], [5.0, 1.12]],
    roofFront: 3, roofRear: 5,
    pillars: [0.34, 0.6, 0.84],
    convertible: false,
    doors: [1.06, 2.12, 3.2],
  },
};

/**
 * A model's own body: its style's profile stretched to the model's overhangs and wheelbase (piecewise along the
 * length, so the nose keeps its shape ahead of the front axle and the tail behind the rear one), raised or lowered to
 * its roof height (the lower body takes part of the change), its roofline moved and sloped, and set on its wheels.
 */
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

export function deriveBody(d: Design): BodyDef {
  const b = BODIES[d.style];
  const [bf, br, bl] = [b.wheels.front, b.wheels.rear, b.length];
  const [nf, nr, nl] = [d.overhang, d.overhang + d.wheelbase, d.length];
  const mx = (x: number): number => (x <= bf ? (x * nf) / bf : x <= br ? nf + ((x - bf) * (nr - nf)) / (br - bf) : nr + ((x - br) * (nl - nr)) / (bl - br));
  const roof = Math.max(...b.cabin.map((p) => p[1]));
  // An open car's height is quoted roof up: its windscreen stands as far above the style's as the roof would.
  const height = b.convertible ? (roof * d.height) / (d.style === 'spyder' ? 1.18 : 1.36) : d.height;
  // The lower body follows a third of the change in height; the glasshouse takes the rest.
  const kb = 1 + (height / roof - 1) / 3;
  const [c0, c1] = [b.cabin[0]!, b.cabin.at(-1)!];
  const scaleProfile = (pts: readonly P2[]): P2[] => pts.map(([x, y]) => [mx(x), y * kb]);
  let cabin: P2[];
  const tail = scaleProfile(b.tail);
  if (b.convertible) {
    // An open car: only the windscreen stands above the cowl, raised to the model's height.
    const k = (height - c0[1] * kb) / (roof - c0[1]);
    cabin = b.cabin.map(([x, y]) => [mx(x), c0[1] * kb + (y - c0[1]) * k]);
  } else {
    const beltAt = (x: number) => c0[1] + ((c1[1] - c0[1]) * (x - c0[0])) / (c1[0] - c0[0]);
    const peak = b.cabin.findIndex((p) => p[1] === roof);
    const beltRoof = beltAt(b.cabin[peak]![0]);
    const kc = (d.height - beltRoof * kb) / (roof - beltRoof);
    const last = b.cabin.length - 1;
    // A fastback carries its rear glass further back over a shorter deck, and the roof falls to it in a flatter curve.
    const deckEnd = b.tail[b.tailTop]![0];
    const beltEnd = mx(c1[0] + (deckEnd - c1[0]) * 0.45 * d.fastback);
    const lifted: P2[] = b.cabin.map(([x, y], i) => {
      const xx = i === last ? beltEnd : mx(x) + (i > 0 ? d.roofShift * Math.sin((Math.PI * i) / last) : 0);
      return [xx, beltAt(x) * kb + (y - beltAt(x)) * kc];
    });
    const [px, py] = lifted[peak]!;
    const ey = c1[1] * kb;
    cabin = lifted.map(([x, y], i) => {
      if (i <= peak || i === last || d.fastback === 0) return [x, y];
      const stretched = px + ((x - px) * (beltEnd - px)) / (mx(c1[0]) - px);
      const line = py + ((ey - py) * (stretched - px)) / (beltEnd - px);
      return [stretched, y + (line - y) * 0.7 * d.fastback];
    });
    tail[0] = [beltEnd, ey];
  }
  const kw = d.width / 2 / b.half;
  const nose = scaleProfile(b.nose).map(([x, y], i, all): P2 => [x, y * (i <= b.noseTop ? d.nose : lerp(d.nose, 1, (i - b.noseTop) / (all.length - 1 - b.noseTop)))]);
  // Each arch stays under the wing line above it: a big wheel under a low wing takes a tighter arch, then a smaller
  // radius, rather than breaking through the body.
  const top = [...nose, ...tail];
  const topAt = (x: number): number => {
    for (let i = 0; i < top.length - 1; i++) {
      const [x0, y0] = top[i]!;
      const [x1, y1] = top[i + 1]!;
      if ((x - x0) * (x - x1) <= 0 && x1 !== x0) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
    return Number.POSITIVE_INFINITY;
  };
  const crown = (x: number): number => {
    if (!b.crown) return 0;
    const g = (u: number) => Math.exp(-((u / 0.62) ** 2));
    return b.crown[0] * g(x - nf) + b.crown[1] * g(x - nr);
  };
  const fits = (ax: number, r: number, gap: number): boolean => {
    const ra = r + gap;
    for (let k = -12; k <= 12; k++) {
      const x = ax + (ra * k) / 12;
      const y = r + 0.02 + Math.sqrt(Math.max(0, ra * ra - (x - ax) ** 2));
      // The flank's top edge is drawn back near the nose by its plan rounding.
      const w = (d.width / 2 / (d.width / 2 - b.round)) ** 2;
      const back = b.noseSetback * Math.max(0, 1 - x / 0.85) ** 1.5 * w;
      if (y + b.round + 0.035 > topAt(x - back) + crown(x)) return false;
    }
    return true;
  };
  let radius = d.wheel;
  let gap = b.wheels.arch - b.wheels.radius;
  while (gap > 0.025 && ![nf, nr].every((ax) => fits(ax, radius, gap))) gap -= 0.005;
  while (radius > 0.2 && ![nf, nr].every((ax) => fits(ax, radius, gap))) radius -= 0.005;
  const sill = Math.min(b.sill * kb, radius * 1.25);
  return {
    ...b,
    length: nl,
    half: d.width / 2,
    cabinBase: b.cabinBase * kw,
    roofHalf: b.roofHalf * kw,
    sill,
    wheels: { ...b.wheels, front: nf, rear: nr, radius, arch: radius + gap },
    // A lower nose: the face shrinks and the bonnet falls to it, blending back to the cowl.
    nose,
    tail,
    cabin,
    doors: b.doors.map(mx),
    ...(b.targaHoop === undefined ? {} : { targaHoop: mx(b.targaHoop) }),
  };
}
