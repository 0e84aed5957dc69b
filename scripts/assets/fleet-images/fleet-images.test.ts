/** The studio renders: one body style per kind of car, only the files the catalogue can show, clean flanks. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../mocks/db/catalogue';
import { BODIES } from './body-styles';
import { fleetRenders } from './generate-fleet-images';
import { BODY_STYLES, PAINTS, type BodyStyle } from './palette';
import { flankProfile, renderExterior } from './render-car';

const FLEET_DIR = join('public', 'fleet');
const styleOf = (model: string): BodyStyle | undefined => CATALOGUE.find((e) => e.model === model)?.body;

describe('body styles', () => {
  it('gives each kind of car its own silhouette, and every style dresses at least one car', () => {
    const expected: Record<BodyStyle, string[]> = {
      supercar: ['SF90 Stradale', 'Revuelto', '750S', 'Artura', 'Chiron Sport'],
      spyder: ['Huracán EVO Spyder', 'Corvette Stingray Convertible'],
      coupe: ['Roma', 'Continental GT Speed', 'DB12', 'Vanquish', 'Spectre'],
      rearengine: ['911 Turbo S', '911 GT3 Touring'],
      targa: ['911 Targa 4 GTS'],
      sedan: ['Ghost', 'Flying Spur', 'Taycan Turbo S', 'S 580'],
      suv: ['Cullinan', 'Bentayga EWB', 'Range Rover LWB D350', 'Maybach GLS 600'],
      supersuv: ['Urus S', 'Purosangue', 'Cayenne Turbo GT', 'DBX707'],
      offroader: ['G 63 AMG', 'Defender 130 V8'],
      convertible: ['Roma Spider', 'Continental GTC', 'Dawn', 'AMG SL 63'],
      mpv: ['V-Class VIP'],
    };
    for (const [style, models] of Object.entries(expected)) {
      for (const model of models) expect(styleOf(model), model).toBe(style);
    }
    for (const style of BODY_STYLES) expect(CATALOGUE.some((e) => e.body === style), style).toBe(true);
    for (const e of CATALOGUE.filter((c) => c.category === 'Convertible')) {
      expect(['convertible', 'spyder', 'targa'], e.model).toContain(e.body);
    }
  });

  it('draws an open cockpit only for the open styles, and the 911 shape with its engine behind the rear axle', () => {
    for (const style of BODY_STYLES) expect(BODIES[style].convertible, style).toBe(style === 'convertible' || style === 'spyder');
    const share = (style: BodyStyle) => {
      const d = BODIES[style];
      return { bonnet: (d.nose.at(-1)![0] - d.wheels.front) / d.length, rearOverhang: (d.length - d.wheels.rear) / d.length };
    };
    // A GT's bonnet runs well past its front axle; a 911 carries a long tail behind the rear axle.
    expect(share('coupe').bonnet).toBeGreaterThan(share('supercar').bonnet + 0.1);
    expect(share('rearengine').rearOverhang).toBeGreaterThan(share('coupe').rearOverhang + 0.02);
    // The upright luxury SUV is taller at the tail than the coupé-roofed super SUV.
    const tailRoof = (style: BodyStyle) => BODIES[style].cabin.at(-2)![1];
    expect(tailRoof('suv')).toBeGreaterThan(tailRoof('supersuv') + 0.2);
  });
});

describe('public/fleet', () => {
  const files = readdirSync(FLEET_DIR).filter((f) => f.endsWith('.svg')).sort();

  it('holds exactly the renders the catalogue can show: every style in each of its paints, every view', () => {
    expect(files).toEqual(fleetRenders().map((r) => r.file).sort());
  });

  it('holds what the generator draws today: one render of each style, byte for byte (regenerate after a change)', () => {
    for (const style of BODY_STYLES) {
      const render = fleetRenders().find((r) => r.style === style && r.view === 'front-quarter')!;
      const title = readFileSync(join(FLEET_DIR, render.file), 'utf8').match(/aria-label="([^"]*)"/)![1]!;
      expect(readFileSync(join(FLEET_DIR, render.file), 'utf8'), render.file).toBe(renderExterior(style, render.paint, 'front-quarter', title));
    }
  });

  it('stays small: under 24 kB a render and 7 MB in all', () => {
    const sizes = files.map((f) => statSync(join(FLEET_DIR, f)).size);
    for (const [i, size] of sizes.entries()) expect(size, files[i]).toBeLessThan(24 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(7 * 1024 * 1024);
  });

  it('draws no real brand logo or outside picture: shapes only', () => {
    for (const file of files) expect(readFileSync(join(FLEET_DIR, file), 'utf8'), file).not.toMatch(/<text|<image|<use href="(?!#)/);
  });
});

describe('flanks and wheels', () => {
  it('keeps every wheel clear of the flank: the arches cut the body panel round the tyres, below the wing line', () => {
    type P = readonly [number, number];
    const turn = (o: P, a: P, b: P) => Math.sign((a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]));
    const cross = (a: P, b: P, c: P, d: P) => turn(a, b, c) * turn(a, b, d) < 0 && turn(c, d, a) * turn(c, d, b) < 0;
    for (const style of BODY_STYLES) {
      const { outline, wheels } = flankProfile(style);
      // A simple outline: no arch breaks through the wing's top line, no edge folds back over another.
      const n = outline.length;
      const crossings: string[] = [];
      for (let i = 0; i < n; i++) {
        for (let j = i + 2; j < n && !(i === 0 && j === n - 1); j++) {
          if (cross(outline[i]!, outline[(i + 1) % n]!, outline[j]!, outline[(j + 1) % n]!)) crossings.push(outline[i]!.map((v) => v.toFixed(2)).join(','));
        }
      }
      expect(crossings, `${style}: flank outline crosses itself`).toEqual([]);
      for (const w of wheels) {
        let nearest = Number.POSITIVE_INFINITY;
        for (let i = 0; i < outline.length; i++) {
          const [ax, ay] = outline[i]!;
          const [bx, by] = outline[(i + 1) % outline.length]!;
          const t = Math.max(0, Math.min(1, ((w.x - ax) * (bx - ax) + (w.y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2 || 1)));
          nearest = Math.min(nearest, Math.hypot(w.x - (ax + t * (bx - ax)), w.y - (ay + t * (by - ay))));
        }
        expect(nearest, `${style} wheel at ${w.x}`).toBeGreaterThan(w.r);
      }
    }
  });

  it('clips every line drawn on a flank (shut lines, character line, skirt) to the flank, so none crosses a wheel', () => {
    for (const style of BODY_STYLES) {
      for (const view of ['side', 'front-quarter', 'rear-quarter'] as const) {
        const svg = renderExterior(style, PAINTS[2], view, 'T');
        const flank = /<path d="[^"]+" fill="[^"]+" id="(p\w+)"\/>/.exec(svg);
        expect(flank, `${style} ${view}: flank`).not.toBeNull();
        const clip = new RegExp(`<clipPath id="(c\\w+)"><use href="#${flank![1]}"/></clipPath>`).exec(svg);
        expect(clip, `${style} ${view}: clip`).not.toBeNull();
        const start = svg.indexOf(`<g clip-path="url(#${clip![1]})">`);
        expect(start, `${style} ${view}: clipped group`).toBeGreaterThan(0);
        const end = svg.indexOf('</g>', start);
        const shutLines = [...svg.matchAll(/stroke="#000000" stroke-opacity="0.55"/g)].map((m) => m.index);
        expect(shutLines.length, `${style} ${view}: shut lines`).toBe(BODIES[style].doors.length);
        for (const at of shutLines) expect(at > start && at < end, `${style} ${view}: shut line outside the clip`).toBe(true);
        const charLine = svg.indexOf('stroke-opacity="0.22"');
        expect(charLine > start && charLine < end, `${style} ${view}: character line`).toBe(true);
      }
    }
  });
});
