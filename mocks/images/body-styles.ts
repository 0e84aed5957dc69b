/**
 * The six body styles as side profiles in metres (x from the front bumper backwards, y up), which the renderer
 * sweeps across the car's width and projects for each camera.
 */
import type { BodyStyle } from './palette';
import type { P2 } from './svg';

export type FrontKind = 'intakes' | 'tall-grille' | 'wide-grille' | 'slot-grille';

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
  exhausts: number;
  /** Front and rear door edges (x) on the side. */
  doors: number[];
  sideIntake: boolean;
}

export const BODIES: Record<BodyStyle, BodyDef> = {
  supercar: {
    length: 4.6, half: 1.0, cabinBase: 0.8, roofHalf: 0.6, round: 0.07, noseSetback: 0.42, tailSetback: 0.2, sill: 0.14,
    wheels: { front: 1.02, rear: 3.62, radius: 0.345, rim: 0.74, tyre: 0.28, arch: 0.385, spokes: 10, caliper: true },
    nose: [[0.06, 0.13], [0.0, 0.22], [0.03, 0.37], [0.16, 0.49], [0.55, 0.59], [1.0, 0.71], [1.4, 0.83]],
    noseTop: 3,
    tail: [[3.55, 0.98], [4.1, 0.96], [4.45, 0.98], [4.58, 0.93], [4.6, 0.62], [4.55, 0.3], [4.44, 0.15]],
    tailTop: 3,
    cabin: [[1.4, 0.83], [1.8, 1.02], [2.15, 1.14], [2.5, 1.17], [3.0, 1.1], [3.55, 0.98]],
    roofFront: 2, roofRear: 4,
    pillars: [],
    convertible: false, front: 'intakes', exhausts: 4,
    doors: [1.45, 2.75], sideIntake: true,
  },
  suv: {
    length: 5.0, half: 1.0, cabinBase: 0.9, roofHalf: 0.8, round: 0.09, noseSetback: 0.18, tailSetback: 0.1, sill: 0.4,
    wheels: { front: 0.98, rear: 3.98, radius: 0.43, rim: 0.7, tyre: 0.3, arch: 0.48, spokes: 5, caliper: false },
    nose: [[0.06, 0.38], [0.0, 0.55], [0.01, 0.92], [0.1, 1.08], [0.7, 1.14], [1.25, 1.18], [1.6, 1.2]],
    noseTop: 3,
    tail: [[4.72, 1.26], [4.88, 1.24], [4.98, 1.16], [5.0, 0.7], [4.96, 0.42]],
    tailTop: 2,
    cabin: [[1.6, 1.2], [2.0, 1.5], [2.35, 1.72], [3.2, 1.75], [4.45, 1.72], [4.65, 1.58], [4.72, 1.26]],
    roofFront: 2, roofRear: 4,
    pillars: [0.42, 0.8],
    convertible: false, front: 'tall-grille', exhausts: 2,
    doors: [1.62, 2.75, 3.72], sideIntake: false,
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
    convertible: false, front: 'tall-grille', exhausts: 2,
    doors: [1.85, 3.05, 4.05], sideIntake: false,
  },
  coupe: {
    length: 4.75, half: 0.975, cabinBase: 0.84, roofHalf: 0.62, round: 0.08, noseSetback: 0.28, tailSetback: 0.18, sill: 0.17,
    wheels: { front: 1.05, rear: 3.85, radius: 0.355, rim: 0.74, tyre: 0.27, arch: 0.395, spokes: 10, caliper: true },
    nose: [[0.06, 0.16], [0.0, 0.33], [0.03, 0.58], [0.2, 0.7], [0.9, 0.8], [1.6, 0.88], [1.95, 0.91]],
    noseTop: 3,
    tail: [[4.2, 0.99], [4.55, 0.98], [4.72, 0.96], [4.75, 0.62], [4.68, 0.2]],
    tailTop: 2,
    cabin: [[1.95, 0.91], [2.3, 1.13], [2.6, 1.29], [2.95, 1.32], [3.45, 1.22], [3.85, 1.09], [4.2, 0.99]],
    roofFront: 2, roofRear: 4,
    pillars: [0.74],
    convertible: false, front: 'wide-grille', exhausts: 4,
    doors: [1.98, 3.1], sideIntake: false,
  },
  convertible: {
    length: 4.7, half: 0.975, cabinBase: 0.86, roofHalf: 0.74, round: 0.08, noseSetback: 0.28, tailSetback: 0.18, sill: 0.17,
    wheels: { front: 1.05, rear: 3.8, radius: 0.355, rim: 0.74, tyre: 0.27, arch: 0.395, spokes: 5, caliper: true },
    nose: [[0.06, 0.16], [0.0, 0.33], [0.03, 0.57], [0.2, 0.69], [0.9, 0.79], [1.55, 0.86], [1.9, 0.89]],
    noseTop: 3,
    tail: [[3.55, 0.95], [4.2, 0.96], [4.58, 0.95], [4.7, 0.92], [4.7, 0.6], [4.63, 0.2]],
    tailTop: 3,
    cabin: [[1.9, 0.89], [2.1, 1.03], [2.3, 1.17], [2.36, 1.18]],
    roofFront: 3, roofRear: 3,
    pillars: [],
    convertible: true, front: 'wide-grille', exhausts: 2,
    doors: [1.95, 3.05], sideIntake: false,
  },
  hatchback: {
    length: 4.22, half: 0.9, cabinBase: 0.8, roofHalf: 0.66, round: 0.08, noseSetback: 0.2, tailSetback: 0.1, sill: 0.23,
    wheels: { front: 0.88, rear: 3.48, radius: 0.335, rim: 0.7, tyre: 0.24, arch: 0.37, spokes: 5, caliper: true },
    nose: [[0.06, 0.22], [0.0, 0.4], [0.03, 0.7], [0.18, 0.82], [0.7, 0.9], [1.2, 0.96]],
    noseTop: 3,
    tail: [[3.95, 1.08], [4.1, 1.03], [4.2, 0.93], [4.22, 0.52], [4.16, 0.26]],
    tailTop: 2,
    cabin: [[1.2, 0.96], [1.58, 1.24], [1.98, 1.44], [2.7, 1.47], [3.38, 1.43], [3.74, 1.3], [3.95, 1.08]],
    roofFront: 2, roofRear: 4,
    pillars: [0.5],
    convertible: false, front: 'slot-grille', exhausts: 2,
    doors: [1.25, 2.4, 3.2], sideIntake: false,
  },
};
