/**
 * One design record per catalogue model: the body style it is built on (body-styles.ts), its own proportions in
 * metres (length, wheelbase, front overhang, roof height, width, wheel radius, roofline), the kind of face, lamps and
 * tail its make is known by (drawn in faces.ts, all shapes of our own: no real badge or logo), side details and the
 * cockpit. The renderer derives each model's body from its record, so no two models share a silhouette or a picture.
 */
import { slugify } from '../../../domain/ids';
import type { BodyStyle } from './palette';

/** The front: how the make's face reads (grille shape, intakes). */
export type FaceKind =
  | 'pantheon' | 'matrix' | 'kidney-tall' | 'kidney-wide' | 'mb-slats' | 'amg' | 'g-class' | 'porsche' | 'porsche-ev'
  | 'porsche-suv' | 'singleframe' | 'singleframe-closed' | 'ferrari-mid' | 'ferrari-gt' | 'lambo' | 'lambo-suv'
  | 'mclaren' | 'horseshoe' | 'aston' | 'rangerover' | 'defender' | 'shield' | 'corvette' | 'jaguar';
/** The headlamps' light signature. */
export type LampKind =
  | 'slim' | 'split-rr' | 'round-quad' | 'angel' | 'split' | 'thin' | 'mb' | 'round' | 'four-dot' | 'blade' | 'laser'
  | 'slash' | 'blade-thin' | 'y' | 'socket' | 'quad-strip' | 'flick' | 'lr' | 'defender' | 'vertical' | 'angular' | 'j-blade';
/** The tail lamps. */
export type RearKind =
  | 'rr-vertical' | 'bentley-oval' | 'bmw-l' | 'bmw-slim' | 'mb-wedge' | 'amg-slim' | 'g-square' | 'porsche-bar'
  | 'audi-bar' | 'ferrari-twin' | 'ferrari-round' | 'lambo-y' | 'mclaren-blade' | 'bugatti-bar' | 'cadillac-vertical'
  | 'lr-slim' | 'defender-square' | 'aston-blade' | 'corvette-quad' | 'jaguar-slim';
/** Exhaust tips seen from behind (none on an electric car). */
export type TipKind = 'none' | 'pair' | 'quad' | 'centre' | 'high' | 'oval' | 'hex' | 'bugatti' | 'side';
/** The cockpit's layout, by make. */
export type CockpitKind =
  | 'rolls' | 'bentley' | 'mercedes' | 'amg' | 'g-class' | 'mpv' | 'bmw' | 'porsche' | 'porsche-ev' | 'audi' | 'ferrari'
  | 'lambo' | 'mclaren' | 'bugatti' | 'aston' | 'landrover' | 'cadillac' | 'corvette' | 'jaguar';

export interface Design {
  brand: string;
  model: string;
  /** brand + model, e.g. rolls-royce-ghost: the renders' file names start with it. */
  slug: string;
  style: BodyStyle;
  /** Overall length, wheelbase, front overhang, roof height, overall width and wheel radius, in metres. */
  length: number;
  wheelbase: number;
  overhang: number;
  height: number;
  width: number;
  wheel: number;
  /** How far the rear of the roof slopes down towards the tail (0 the style's own roofline, 1 a straight fastback). */
  fastback: number;
  /** Moves the roof's crown forwards (-) or back (+), in metres. */
  roofShift: number;
  /** The nose's height against its style's (a low electric nose below 1). */
  nose: number;
  /** Grille width and height against the face's usual size. */
  grille: readonly [w: number, h: number];
  face: FaceKind;
  lamps: LampKind;
  rear: RearKind;
  tips: TipKind;
  spokes: number;
  /** Brake caliper colour, or null for none shown. */
  caliper: string | null;
  /** Chrome round the side windows (else black). */
  chrome: boolean;
  /** Side details: the Chiron's C-shaped line, the R8's side blade, a Range Rover's clamshell bonnet line and black
   * "floating" roof, a supercar's side intake, a rear wing. */
  cLine?: boolean;
  sideBlade?: boolean;
  clamshell?: boolean;
  blackRoof?: boolean;
  sideIntake?: boolean;
  wing?: boolean;
  cockpit: CockpitKind;
  /** Cabin leather. */
  leather: string;
}

type Dims = readonly [length: number, wheelbase: number, overhang: number, height: number, width: number, wheel: number];
type Extra = Partial<Omit<Design, 'brand' | 'model' | 'slug' | 'style' | 'face' | 'lamps' | 'rear' | 'cockpit'>>;

/** The traits a make's cars share; each model adds its own proportions and details. */
const MAKES = {
  ferrari: { tips: 'high', spokes: 10, caliper: '#d8b21a', chrome: false, cockpit: 'ferrari' },
  lambo: { tips: 'hex', spokes: 10, caliper: '#c9a227', chrome: false, cockpit: 'lambo' },
  bentley: { face: 'matrix', lamps: 'round-quad', rear: 'bentley-oval', tips: 'oval', spokes: 10, caliper: '#1d1e22', chrome: true, cockpit: 'bentley' },
  rolls: { face: 'pantheon', lamps: 'slim', rear: 'rr-vertical', tips: 'pair', spokes: 7, caliper: null, chrome: true, cockpit: 'rolls' },
  porsche: { face: 'porsche', lamps: 'four-dot', rear: 'porsche-bar', tips: 'centre', spokes: 10, caliper: '#c3c7cd', chrome: false, cockpit: 'porsche' },
  mercedes: { lamps: 'mb', tips: 'pair', spokes: 10, caliper: null, chrome: true, cockpit: 'mercedes' },
  bmw: { tips: 'quad', spokes: 7, caliper: '#1f4fa3', chrome: false, cockpit: 'bmw' },
  audi: { lamps: 'blade', rear: 'audi-bar', tips: 'oval', spokes: 10, caliper: '#b3141b', chrome: false, cockpit: 'audi' },
  aston: { face: 'aston', lamps: 'flick', rear: 'aston-blade', tips: 'quad', spokes: 10, caliper: '#2b2d31', chrome: false, cockpit: 'aston' },
  mclaren: { face: 'mclaren', lamps: 'socket', rear: 'mclaren-blade', tips: 'high', spokes: 10, caliper: '#e06a14', chrome: false, cockpit: 'mclaren' },
  landrover: { face: 'rangerover', lamps: 'lr', rear: 'lr-slim', tips: 'pair', spokes: 7, caliper: null, chrome: false, cockpit: 'landrover', clamshell: true },
} as const;

function design(
  brand: string,
  model: string,
  style: BodyStyle,
  [length, wheelbase, overhang, height, width, wheel]: Dims,
  kinds: { face: FaceKind; lamps: LampKind; rear: RearKind; cockpit: CockpitKind; tips: TipKind; spokes: number; caliper: string | null; chrome: boolean },
  leather: string,
  extra: Extra = {},
): Design {
  return {
    brand, model, slug: modelSlug(brand, model), style,
    length, wheelbase, overhang, height, width, wheel,
    fastback: 0, roofShift: 0, nose: 1, grille: [1, 1],
    ...kinds, leather, ...extra,
  };
}

/** The file-name stem of a model's renders: brand and model as a slug (Rolls Royce Ghost → rolls-royce-ghost). */
export function modelSlug(brand: string, model: string): string {
  return slugify(`${brand} ${model}`);
}

const F = MAKES.ferrari;
const L = MAKES.lambo;
const B = MAKES.bentley;
const R = MAKES.rolls;
const P = MAKES.porsche;
const M = MAKES.mercedes;
const W = MAKES.bmw;
const A = MAKES.audi;
const AM = MAKES.aston;
const MC = MAKES.mclaren;
const LR = MAKES.landrover;

export const DESIGNS: readonly Design[] = [
  design('Ferrari', 'SF90 Stradale', 'supercar', [4.71, 2.65, 1.06, 1.19, 1.97, 0.35], { ...F, face: 'ferrari-mid', lamps: 'slash', rear: 'ferrari-twin' }, '#1d1d20', { sideIntake: true, fastback: 0.3 }),
  design('Ferrari', '296 GTB', 'supercar', [4.57, 2.6, 1.0, 1.19, 1.96, 0.35], { ...F, face: 'ferrari-mid', lamps: 'slash', rear: 'ferrari-round', spokes: 5 }, '#7a2a22', { sideIntake: true, roofShift: -0.08, grille: [0.8, 1.1] }),
  design('Ferrari', 'Roma', 'coupe', [4.66, 2.67, 1.0, 1.3, 1.97, 0.36], { ...F, face: 'ferrari-gt', lamps: 'blade-thin', rear: 'ferrari-twin', tips: 'quad', cockpit: 'ferrari' }, '#8a5a34', { fastback: 0.25 }),
  design('Ferrari', 'Roma Spider', 'convertible', [4.66, 2.67, 1.0, 1.31, 1.97, 0.36], { ...F, face: 'ferrari-gt', lamps: 'blade-thin', rear: 'ferrari-twin', tips: 'quad', spokes: 5 }, '#c9b79a'),
  design('Ferrari', 'Purosangue', 'supersuv', [4.97, 3.02, 0.98, 1.59, 2.03, 0.44], { ...F, face: 'ferrari-gt', lamps: 'blade-thin', rear: 'ferrari-twin', tips: 'quad' }, '#5a2a1c', { fastback: 0.35, grille: [1.15, 0.9] }),
  design('Lamborghini', 'Urus S', 'supersuv', [5.11, 3.0, 1.03, 1.64, 2.02, 0.45], { ...L, face: 'lambo-suv', lamps: 'y', rear: 'lambo-y', tips: 'quad' }, '#1d1d20', { fastback: 0.4 }),
  design('Lamborghini', 'Huracán EVO Spyder', 'spyder', [4.52, 2.62, 1.0, 1.18, 1.93, 0.35], { ...L, face: 'lambo', lamps: 'y', rear: 'lambo-y', spokes: 5 }, '#1f3d2a', { sideIntake: true }),
  design('Lamborghini', 'Revuelto', 'supercar', [4.95, 2.78, 1.13, 1.16, 2.03, 0.36], { ...L, face: 'lambo', lamps: 'y', rear: 'lambo-y' }, '#2a2b30', { sideIntake: true, fastback: 0.6, roofShift: -0.1, grille: [1.15, 1] }),
  design('Lamborghini', 'Huracán STO', 'supercar', [4.55, 2.62, 1.02, 1.22, 1.95, 0.35], { ...L, face: 'lambo', lamps: 'y', rear: 'lambo-y', spokes: 5 }, '#23314f', { sideIntake: true, wing: true, roofShift: 0.06, grille: [0.9, 1] }),
  design('Bentley', 'Continental GT Speed', 'coupe', [4.85, 2.85, 0.92, 1.4, 1.97, 0.39], { ...B }, '#6b3a25', { fastback: 0.2 }),
  design('Bentley', 'Bentayga EWB', 'suv', [5.32, 3.18, 0.98, 1.74, 2.0, 0.43], { ...B, tips: 'quad', spokes: 7 }, '#d2c2a2', { fastback: 0.25, grille: [1.15, 1.1] }),
  design('Bentley', 'Flying Spur', 'sedan', [5.32, 3.19, 0.98, 1.48, 1.98, 0.375], { ...B, spokes: 7 }, '#2f3a52', { grille: [0.9, 1.2] }),
  design('Bentley', 'Continental GTC', 'convertible', [4.85, 2.85, 0.92, 1.4, 1.97, 0.375], { ...B, spokes: 5 }, '#e0d3ba'),
  design('Rolls Royce', 'Cullinan', 'suv', [5.34, 3.3, 0.95, 1.84, 2.0, 0.45], { ...R }, '#d8c8a8', { grille: [1.15, 1.05] }),
  design('Rolls Royce', 'Ghost', 'sedan', [5.55, 3.3, 1.02, 1.57, 1.98, 0.4], { ...R }, '#cbb89a', { roofShift: 0.05 }),
  design('Rolls Royce', 'Spectre', 'coupe', [5.48, 3.21, 1.0, 1.56, 2.02, 0.41], { ...R, lamps: 'split-rr', tips: 'none', spokes: 5 }, '#3a4b6e', { fastback: 0.45, grille: [1.45, 0.75] }),
  design('Rolls Royce', 'Phantom', 'sedan', [5.76, 3.55, 1.04, 1.65, 2.02, 0.42], { ...R, spokes: 10 }, '#e2d6bf', { roofShift: 0.12, grille: [1.05, 1.2] }),
  design('Rolls Royce', 'Dawn', 'convertible', [5.29, 3.11, 1.0, 1.5, 1.95, 0.4], { ...R }, '#b8733f', { grille: [0.9, 0.95] }),
  design('Porsche', '911 Turbo S', 'rearengine', [4.54, 2.45, 0.92, 1.3, 1.9, 0.35], { ...P, tips: 'quad' }, '#202124', { grille: [1.1, 1] }),
  design('Porsche', '911 GT3 Touring', 'rearengine', [4.57, 2.46, 0.95, 1.28, 1.85, 0.35], { ...P, spokes: 5 }, '#3a2a22', { fastback: 0.15 }),
  design('Porsche', 'Cayenne Turbo GT', 'supersuv', [4.94, 2.9, 0.98, 1.64, 1.99, 0.44], { ...P, face: 'porsche-suv', lamps: 'four-dot' }, '#1d1d20', { fastback: 0.55, roofShift: -0.08 }),
  design('Porsche', 'Taycan Turbo S', 'sedan', [4.96, 2.9, 0.96, 1.38, 1.97, 0.38], { ...P, face: 'porsche-ev', tips: 'none', cockpit: 'porsche-ev' }, '#4a3426', { fastback: 0.85, roofShift: -0.32, nose: 0.86 }),
  design('Porsche', '911 Targa 4 GTS', 'targa', [4.52, 2.45, 0.93, 1.3, 1.85, 0.35], { ...P }, '#8a6a4a'),
  design('Mercedes', 'G 63 AMG', 'offroader', [4.87, 2.89, 0.78, 1.97, 1.98, 0.43], { ...M, face: 'g-class', lamps: 'round', rear: 'g-square', tips: 'side', spokes: 5, cockpit: 'g-class' }, '#2a2220'),
  design('Mercedes', 'S 580', 'sedan', [5.29, 3.22, 0.95, 1.5, 1.95, 0.38], { ...M, face: 'mb-slats', rear: 'mb-wedge' }, '#c4b08e', { fastback: 0.3, roofShift: -0.05 }),
  design('Mercedes', 'AMG GT 63', 'coupe', [4.73, 2.7, 0.95, 1.35, 1.98, 0.38], { ...M, face: 'amg', rear: 'amg-slim', tips: 'quad', caliper: '#c9ced6', chrome: false, cockpit: 'amg' }, '#7a1f1f', { fastback: 0.7 }),
  design('Mercedes', 'Maybach GLS 600', 'suv', [5.21, 3.14, 0.95, 1.84, 2.03, 0.44], { ...M, face: 'mb-slats', rear: 'mb-wedge', spokes: 7 }, '#d9cdb4', { grille: [1.15, 1.2] }),
  design('Mercedes', 'AMG SL 63', 'convertible', [4.7, 2.7, 0.92, 1.36, 1.92, 0.38], { ...M, face: 'amg', rear: 'amg-slim', tips: 'quad', spokes: 5, caliper: '#c9ced6', chrome: false, cockpit: 'amg' }, '#9a3b22', { grille: [0.9, 0.95] }),
  design('Mercedes', 'V-Class VIP', 'mpv', [5.37, 3.43, 0.86, 1.9, 1.93, 0.37], { ...M, face: 'mb-slats', rear: 'mb-wedge', spokes: 7, cockpit: 'mpv' }, '#d6c7ab', { grille: [1.1, 0.85] }),
  design('BMW', 'M8 Competition Coupe', 'coupe', [4.87, 2.83, 0.9, 1.36, 1.91, 0.37], { ...W, face: 'kidney-wide', lamps: 'angel', rear: 'bmw-l', spokes: 10 }, '#8a4a26', { fastback: 0.35 }),
  design('BMW', 'X7 M60i', 'suv', [5.18, 3.1, 0.92, 1.83, 2.0, 0.43], { ...W, face: 'kidney-tall', lamps: 'split', rear: 'bmw-slim', tips: 'pair' }, '#3b2a22', { grille: [1.15, 1] }),
  design('BMW', 'i7 xDrive60', 'sedan', [5.39, 3.22, 0.98, 1.54, 1.95, 0.39], { ...W, face: 'kidney-tall', lamps: 'split', rear: 'bmw-slim', tips: 'none', caliper: null }, '#d0c4ae', { roofShift: 0.04, grille: [1.05, 1.05] }),
  design('BMW', 'M4 Competition Convertible', 'convertible', [4.8, 2.86, 0.85, 1.39, 1.89, 0.37], { ...W, face: 'kidney-wide', lamps: 'angel', rear: 'bmw-l', spokes: 10 }, '#c96a1f', { grille: [0.9, 1.05] }),
  design('BMW', 'M5', 'sedan', [5.1, 3.01, 0.92, 1.51, 1.97, 0.39], { ...W, face: 'kidney-tall', lamps: 'thin', rear: 'bmw-l', spokes: 10 }, '#1d1d20', { fastback: 0.2, grille: [1.2, 0.85] }),
  design('Audi', 'R8 V10 Performance', 'supercar', [4.43, 2.65, 0.95, 1.24, 1.94, 0.35], { ...A, face: 'singleframe', tips: 'oval' }, '#1d1d20', { sideBlade: true, roofShift: 0.1, fastback: 0.2, grille: [1.0, 1.1] }),
  design('Audi', 'RS Q8', 'supersuv', [5.01, 3.0, 0.98, 1.69, 2.0, 0.44], { ...A, face: 'singleframe' }, '#2a2b2e', { fastback: 0.3, grille: [1.2, 1.05] }),
  design('Aston Martin', 'DB12', 'coupe', [4.73, 2.81, 0.95, 1.3, 1.98, 0.37], { ...AM }, '#6b2a22', { fastback: 0.4 }),
  design('McLaren', '750S', 'supercar', [4.57, 2.67, 0.98, 1.2, 1.93, 0.35], { ...MC }, '#1d1d20', { sideIntake: true, fastback: 0.5, roofShift: 0.05 }),
  design('Bugatti', 'Chiron Sport', 'supercar', [4.54, 2.71, 0.95, 1.21, 2.04, 0.37], { face: 'horseshoe', lamps: 'quad-strip', rear: 'bugatti-bar', tips: 'bugatti', spokes: 10, caliper: '#2864c8', chrome: false, cockpit: 'bugatti' }, '#3a2a20', { cLine: true, roofShift: 0.12, fastback: 0.15 }),
  design('Land Rover', 'Range Rover LWB D350', 'suv', [5.25, 3.2, 0.93, 1.87, 2.05, 0.44], { ...LR }, '#c9b89c', { roofShift: 0.05 }),
  design('Land Rover', 'Range Rover Sport SV', 'suv', [4.95, 3.0, 0.92, 1.8, 2.05, 0.44], { ...LR, tips: 'quad', spokes: 10, caliper: '#c9a227' }, '#1d1d20', { fastback: 0.45, blackRoof: true, grille: [1.1, 0.9] }),
  design('Land Rover', 'Defender 130 V8', 'offroader', [5.36, 3.02, 0.9, 1.97, 2.0, 0.43], { ...LR, face: 'defender', lamps: 'defender', rear: 'defender-square', tips: 'quad', spokes: 7 }, '#4a3a2e', { clamshell: false, blackRoof: true }),
  design('Audi', 'RS e-tron GT performance', 'sedan', [5.0, 2.9, 0.98, 1.4, 1.96, 0.39], { ...A, face: 'singleframe-closed', lamps: 'laser', tips: 'none' }, '#30333a', { fastback: 0.55, roofShift: 0.18, nose: 0.92, grille: [1.1, 1] }),
  design('Aston Martin', 'DBX707', 'supersuv', [5.04, 3.06, 0.98, 1.68, 2.0, 0.44], { ...AM }, '#2f2a26', { fastback: 0.45, grille: [1.25, 1.1] }),
  design('Cadillac', 'Escalade ESV Sport', 'suv', [5.77, 3.41, 1.0, 1.93, 2.06, 0.46], { face: 'shield', lamps: 'vertical', rear: 'cadillac-vertical', tips: 'pair', spokes: 7, caliper: null, chrome: false, cockpit: 'cadillac' }, '#26262a', { roofShift: 0.2 }),
  design('Aston Martin', 'Vantage Roadster', 'convertible', [4.5, 2.7, 0.85, 1.28, 1.98, 0.37], { ...AM, spokes: 5 }, '#3f5a3a', { grille: [1.15, 1.15] }),
  design('Chevrolet', 'Corvette Stingray Convertible', 'spyder', [4.63, 2.72, 1.0, 1.23, 1.93, 0.35], { face: 'corvette', lamps: 'angular', rear: 'corvette-quad', tips: 'quad', spokes: 10, caliper: '#c1121c', chrome: false, cockpit: 'corvette' }, '#7a1f1f', { sideIntake: true }),
  design('Aston Martin', 'Vanquish', 'coupe', [4.85, 2.88, 0.98, 1.29, 2.04, 0.38], { ...AM }, '#1d1d20', { fastback: 0.55, roofShift: 0.08, grille: [1.1, 0.95] }),
  design('McLaren', 'GTS', 'supercar', [4.68, 2.68, 1.0, 1.21, 2.04, 0.35], { ...MC, spokes: 5 }, '#6b4a32', { sideIntake: true, fastback: 0.25, roofShift: 0.12 }),
  design('McLaren', 'Artura', 'supercar', [4.54, 2.64, 0.97, 1.19, 1.97, 0.35], { ...MC, spokes: 7 }, '#2a2b30', { sideIntake: true, fastback: 0.4, roofShift: -0.04 }),
  design('Jaguar', 'F-Type R75 Coupe', 'coupe', [4.47, 2.62, 0.85, 1.31, 1.92, 0.37], { face: 'jaguar', lamps: 'j-blade', rear: 'jaguar-slim', tips: 'quad', spokes: 10, caliper: '#c1121c', chrome: false, cockpit: 'jaguar' }, '#5a2a1c', { fastback: 0.6 }),
];

const BY_SLUG = new Map(DESIGNS.map((d) => [d.slug, d]));

export function designOf(brand: string, model: string): Design {
  const d = BY_SLUG.get(modelSlug(brand, model));
  if (!d) throw new Error(`No design for ${brand} ${model}`);
  return d;
}

export function designBySlug(slug: string): Design | undefined {
  return BY_SLUG.get(slug);
}

/** The silhouette in numbers: two models with the same key would draw the same shape. */
export function silhouetteKey(d: Design): string {
  return [d.style, d.length, d.wheelbase, d.overhang, d.height, d.width, d.wheel, d.fastback, d.roofShift, d.nose].join('|');
}
