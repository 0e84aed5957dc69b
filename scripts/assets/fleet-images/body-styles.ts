/**
 * The body styles as side profiles in metres (x from the front bumper backwards, y up), which the renderer sweeps
 * across the car's width and projects for each camera. Each reads as its kind of car: a mid-engined supercar (cab
 * forward, short nose) and its open spyder, a front-engined GT coupé (long bonnet), the rear-engined 911 fastback
 * and its targa, a saloon, an upright luxury SUV, a coupé-roofed super SUV, a boxy off-roader, a front-engined
 * convertible and a one-box luxury MPV.
 */
import type { BodyStyle } from './palette';
import type { P2 } from './svg';

/** intakes: supercar nose; tall-grille: upright chrome grille; wide-grille: GT grille; sport-grille: a super SUV's
 * large dark grille; round-lamps: no grille, round lamps on the wings (911); boxy: flat face, round lamps, slats. */
export type FrontKind = 'intakes' | 'tall-grille' | 'wide-grille' | 'sport-grille' | 'round-lamps' | 'boxy';
/** bar: a full-width light bar; pair: two lamps on the corners; boxy: small lamps low on the corners. */
export type RearKind = 'bar' | 'pair' | 'boxy';

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
  wheels: { front: number; rear: number; radius: number; rim: number; tyre: number; arch: number; spokes: number; caliper: boolean };
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
  front: FrontKind;
  rear: RearKind;
  exhausts: number;
  /** Front and rear door edges (x) on the side. */
  doors: number[];
  sideIntake: boolean;
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
    wheels: { front: 1.02, rear: 3.62, radius: 0.345, rim: 0.74, tyre: 0.28, arch: 0.385, spokes: 10, caliper: true },
    nose: [[0.06, 0.12], [0.0, 0.2], [0.04, 0.33], [0.2, 0.45], [0.6, 0.57], [1.0, 0.71], [1.4, 0.83]],
    noseTop: 3,
    tail: [[3.55, 0.98], [4.1, 0.97], [4.46, 0.99], [4.58, 0.93], [4.6, 0.66], [4.52, 0.32], [4.4, 0.15]],
    tailTop: 3,
    cabin: [[1.4, 0.83], [1.8, 1.02], [2.15, 1.14], [2.5, 1.17], [3.0, 1.1], [3.55, 0.98]],
    roofFront: 2, roofRear: 4,
    pillars: [],
    convertible: false, front: 'intakes', rear: 'bar', exhausts: 4,
    doors: [1.45, 2.75], sideIntake: true, crown: [0.17, 0.07],
  },
  spyder: {
    length: 4.55, half: 0.99, cabinBase: 0.8, roofHalf: 0.62, round: 0.07, noseSetback: 0.42, tailSetback: 0.2, sill: 0.14,
    wheels: { front: 1.02, rear: 3.6, radius: 0.345, rim: 0.74, tyre: 0.28, arch: 0.385, spokes: 5, caliper: true },
    nose: [[0.06, 0.13], [0.0, 0.22], [0.03, 0.37], [0.16, 0.49], [0.55, 0.6], [1.0, 0.72], [1.45, 0.84]],
    noseTop: 3,
    tail: [[2.9, 0.93], [3.45, 1.0], [4.1, 0.99], [4.42, 0.98], [4.54, 0.92], [4.55, 0.62], [4.5, 0.3], [4.4, 0.15]],
    tailTop: 4,
    cabin: [[1.45, 0.84], [1.66, 0.97], [1.86, 1.08], [1.92, 1.09]],
    roofFront: 3, roofRear: 3,
    pillars: [],
    convertible: true, front: 'intakes', rear: 'bar', exhausts: 4,
    doors: [1.5, 2.72], sideIntake: true, crown: [0.16, 0.07],
  },
  coupe: {
    length: 4.75, half: 0.985, cabinBase: 0.8, roofHalf: 0.6, round: 0.08, noseSetback: 0.3, tailSetback: 0.2, sill: 0.17,
    wheels: { front: 1.0, rear: 3.72, radius: 0.355, rim: 0.76, tyre: 0.28, arch: 0.39, spokes: 10, caliper: true },
    nose: [[0.06, 0.17], [0.0, 0.32], [0.04, 0.54], [0.2, 0.66], [0.8, 0.78], [1.5, 0.86], [2.12, 0.9]],
    noseTop: 3,
    tail: [[3.98, 0.99], [4.4, 0.98], [4.65, 0.95], [4.74, 0.88], [4.75, 0.6], [4.68, 0.2]],
    tailTop: 3,
    cabin: [[2.12, 0.9], [2.42, 1.1], [2.72, 1.25], [2.98, 1.29], [3.3, 1.25], [3.65, 1.12], [3.98, 0.99]],
    roofFront: 2, roofRear: 4,
    pillars: [],
    convertible: false, front: 'wide-grille', rear: 'pair', exhausts: 4,
    doors: [2.15, 3.28], sideIntake: false, crown: [0.1, 0.06],
  },
  rearengine: {
    length: 4.52, half: 0.95, cabinBase: 0.78, roofHalf: 0.58, round: 0.08, noseSetback: 0.32, tailSetback: 0.22, sill: 0.16,
    wheels: { front: 0.96, rear: 3.41, radius: 0.345, rim: 0.76, tyre: 0.27, arch: 0.385, spokes: 10, caliper: true },
    nose: [[0.06, 0.16], [0.0, 0.3], [0.04, 0.47], [0.2, 0.57], [0.65, 0.68], [1.15, 0.79], [1.52, 0.87]],
    noseTop: 3,
    tail: [[3.72, 1.06], [4.18, 0.99], [4.42, 0.97], [4.5, 0.9], [4.52, 0.62], [4.46, 0.2]],
    tailTop: 3,
    cabin: [[1.52, 0.87], [1.88, 1.08], [2.22, 1.25], [2.55, 1.3], [2.95, 1.27], [3.35, 1.17], [3.72, 1.06]],
    roofFront: 2, roofRear: 4,
    pillars: [0.66],
    convertible: false, front: 'round-lamps', rear: 'bar', exhausts: 2,
    doors: [1.58, 2.72], sideIntake: false, crown: [0.14, 0.09],
  },
  targa: {
    length: 4.52, half: 0.95, cabinBase: 0.78, roofHalf: 0.58, round: 0.08, noseSetback: 0.32, tailSetback: 0.22, sill: 0.16,
    wheels: { front: 0.96, rear: 3.41, radius: 0.345, rim: 0.76, tyre: 0.27, arch: 0.385, spokes: 5, caliper: true },
    nose: [[0.06, 0.16], [0.0, 0.3], [0.04, 0.47], [0.2, 0.57], [0.65, 0.68], [1.15, 0.79], [1.52, 0.87]],
    noseTop: 3,
    tail: [[3.72, 1.06], [4.18, 0.99], [4.42, 0.97], [4.5, 0.9], [4.52, 0.62], [4.46, 0.2]],
    tailTop: 3,
    cabin: [[1.52, 0.87], [1.88, 1.08], [2.22, 1.25], [2.55, 1.3], [2.95, 1.27], [3.35, 1.17], [3.72, 1.06]],
    roofFront: 2, roofRear: 4,
    pillars: [0.62],
    convertible: false, front: 'round-lamps', rear: 'bar', exhausts: 2,
    doors: [1.58, 2.72], sideIntake: false, crown: [0.14, 0.09], targaHoop: 2.78,
  },
  sedan: {
    length: 5.2, half: 0.975, cabinBase: 0.86, roofHalf: 0.68, round: 0.08, noseSetback: 0.2, tailSetback: 0.16, sill: 0.22,
    wheels: { front: 1.02, rear: 4.1, radius: 0.37, rim: 0.72, tyre: 0.26, arch: 0.41, spokes: 7, caliper: false },
    nose: [[0.06, 0.2], [0.0, 0.4], [0.02, 0.7], [0.15, 0.82], [0.9, 0.9], [1.5, 0.94], [1.8, 0.96]],
    noseTop: 3,
    tail: [[4.45, 1.07], [4.9, 1.06], [5.14, 1.02], [5.2, 0.7], [5.12, 0.24]],
    tailTop: 2,
    cabin: [[1.8, 0.96], [2.25, 1.24], [2.65, 1.44], [3.2, 1.48], [3.7, 1.43], [4.1, 1.24], [4.45, 1.07]],
    roofFront: 2, roofRear: 4,
    pillars: [0.5],
    convertible: false, front: 'tall-grille', rear: 'pair', exhausts: 2,
    doors: [1.85, 3.05, 4.05], sideIntake: false,
  },
  suv: {
    length: 5.3, half: 1.0, cabinBase: 0.9, roofHalf: 0.82, round: 0.09, noseSetback: 0.16, tailSetback: 0.08, sill: 0.42,
    wheels: { front: 1.0, rear: 4.3, radius: 0.44, rim: 0.72, tyre: 0.3, arch: 0.49, spokes: 7, caliper: false },
    nose: [[0.06, 0.4], [0.0, 0.58], [0.01, 1.0], [0.1, 1.14], [0.7, 1.2], [1.3, 1.23], [1.72, 1.25]],
    noseTop: 3,
    tail: [[5.04, 1.3], [5.2, 1.28], [5.28, 1.2], [5.3, 0.72], [5.26, 0.44]],
    tailTop: 2,
    cabin: [[1.72, 1.25], [2.02, 1.52], [2.36, 1.78], [3.2, 1.83], [4.7, 1.81], [4.94, 1.7], [5.04, 1.3]],
    roofFront: 2, roofRear: 4,
    pillars: [0.44, 0.82],
    convertible: false, front: 'tall-grille', rear: 'pair', exhausts: 2,
    doors: [1.75, 2.95, 4.0], sideIntake: false,
  },
  supersuv: {
    length: 5.1, half: 1.0, cabinBase: 0.86, roofHalf: 0.7, round: 0.09, noseSetback: 0.24, tailSetback: 0.14, sill: 0.42,
    wheels: { front: 0.98, rear: 3.98, radius: 0.445, rim: 0.76, tyre: 0.3, arch: 0.495, spokes: 10, caliper: true },
    nose: [[0.06, 0.4], [0.0, 0.56], [0.02, 0.9], [0.14, 1.03], [0.7, 1.1], [1.3, 1.15], [1.65, 1.17]],
    noseTop: 3,
    tail: [[4.66, 1.23], [4.92, 1.23], [5.06, 1.16], [5.1, 0.74], [5.05, 0.46]],
    tailTop: 2,
    cabin: [[1.65, 1.17], [2.05, 1.41], [2.45, 1.6], [2.9, 1.65], [3.6, 1.6], [4.2, 1.47], [4.66, 1.23]],
    roofFront: 2, roofRear: 4,
    pillars: [0.47],
    convertible: false, front: 'sport-grille', rear: 'bar', exhausts: 4,
    doors: [1.68, 2.9, 3.68], sideIntake: false, crown: [0.04, 0.05], cladding: true,
  },
  offroader: {
    length: 4.7, half: 0.985, cabinBase: 0.93, roofHalf: 0.88, round: 0.035, noseSetback: 0.05, tailSetback: 0.03, sill: 0.46,
    wheels: { front: 0.84, rear: 3.74, radius: 0.44, rim: 0.66, tyre: 0.3, arch: 0.5, spokes: 5, caliper: false },
    nose: [[0.05, 0.44], [0.0, 0.6], [0.0, 1.0], [0.04, 1.08], [0.5, 1.11], [1.2, 1.13], [1.48, 1.14]],
    noseTop: 3,
    tail: [[4.62, 1.2], [4.65, 1.18], [4.68, 1.12], [4.7, 0.62], [4.66, 0.46]],
    tailTop: 2,
    cabin: [[1.48, 1.14], [1.62, 1.5], [1.74, 1.88], [1.86, 1.93], [3.2, 1.95], [4.52, 1.94], [4.6, 1.88], [4.62, 1.2]],
    roofFront: 3, roofRear: 5,
    pillars: [0.36, 0.7],
    convertible: false, front: 'boxy', rear: 'boxy', exhausts: 0,
    doors: [1.5, 2.6, 3.42], sideIntake: false, spare: true, cladding: true,
  },
  convertible: {
    length: 4.7, half: 0.975, cabinBase: 0.86, roofHalf: 0.74, round: 0.08, noseSetback: 0.28, tailSetback: 0.18, sill: 0.17,
    wheels: { front: 1.0, rear: 3.72, radius: 0.355, rim: 0.74, tyre: 0.27, arch: 0.395, spokes: 5, caliper: true },
    nose: [[0.06, 0.16], [0.0, 0.33], [0.03, 0.57], [0.2, 0.68], [0.9, 0.78], [1.55, 0.86], [1.95, 0.89]],
    noseTop: 3,
    tail: [[3.45, 0.94], [4.2, 0.96], [4.58, 0.95], [4.7, 0.9], [4.7, 0.6], [4.63, 0.2]],
    tailTop: 3,
    cabin: [[1.95, 0.89], [2.13, 1.03], [2.31, 1.16], [2.37, 1.17]],
    roofFront: 3, roofRear: 3,
    pillars: [],
    convertible: true, front: 'wide-grille', rear: 'pair', exhausts: 2,
    doors: [2.0, 3.1], sideIntake: false, crown: [0.11, 0.06],
  },
  mpv: {
    length: 5.14, half: 0.96, cabinBase: 0.93, roofHalf: 0.86, round: 0.05, noseSetback: 0.2, tailSetback: 0.06, sill: 0.33,
    wheels: { front: 0.98, rear: 4.18, radius: 0.37, rim: 0.72, tyre: 0.26, arch: 0.42, spokes: 7, caliper: false },
    nose: [[0.06, 0.3], [0.0, 0.5], [0.03, 0.8], [0.16, 0.93], [0.5, 1.02], [0.85, 1.08], [1.0, 1.1]],
    noseTop: 3,
    tail: [[5.0, 1.12], [5.09, 1.09], [5.14, 0.98], [5.14, 0.6], [5.1, 0.36]],
    tailTop: 2,
    cabin: [[1.0, 1.1], [1.42, 1.47], [1.86, 1.84], [2.2, 1.92], [3.6, 1.94], [4.86, 1.92], [4.98, 1.84], [5.0, 1.12]],
    roofFront: 3, roofRear: 5,
    pillars: [0.34, 0.6, 0.84],
    convertible: false, front: 'wide-grille', rear: 'pair', exhausts: 2,
    doors: [1.06, 2.12, 3.2], sideIntake: false,
  },
};
