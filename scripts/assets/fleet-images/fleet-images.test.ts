/** The studio renders: one design per catalogue model, only the files the catalogue can show, clean flanks. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../mocks/db/catalogue';
import { BODIES, deriveBody } from './body-styles';
import { DESIGNS, designOf, modelSlug, silhouetteKey } from './designs';
import { fleetRenders, renderSvg } from './generate-fleet-images';
import { BODY_STYLES, PAINTS, VIEWS, fleetImagePath, type BodyStyle } from './palette';
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

describe('model designs', () => {
  it('gives every catalogue model its own design record, on the body style the catalogue names', () => {
    for (const e of CATALOGUE) {
      const d = designOf(e.brand, e.model);
      expect(d.style, d.slug).toBe(e.body);
      expect(d.slug).toBe(modelSlug(e.brand, e.model));
    }
    expect(new Set(DESIGNS.map((d) => d.slug)).size).toBe(DESIGNS.length);
    expect(DESIGNS.length).toBe(CATALOGUE.length);
    expect(modelSlug('Rolls Royce', 'Ghost')).toBe('rolls-royce-ghost');
    expect(fleetImagePath('rolls-royce-ghost', 'silver', 'side')).toBe('/fleet/rolls-royce-ghost-silver-side.svg');
  });

  it('gives every model its own silhouette: no two share the proportions that shape the body', () => {
    const keys = new Map<string, string>();
    for (const d of DESIGNS) {
      const key = silhouetteKey(d);
      expect(keys.get(key), `${d.slug} has the silhouette of ${keys.get(key)}`).toBeUndefined();
      keys.set(key, d.slug);
    }
    // The derived bodies differ too: length, wheelbase and roof height as drawn.
    const drawn = new Set(DESIGNS.map((d) => {
      const b = deriveBody(d);
      return [d.style, b.length, b.wheels.rear - b.wheels.front, Math.max(...b.cabin.map((p) => p[1])).toFixed(3), b.half, b.wheels.radius].join('|');
    }));
    expect(drawn.size).toBe(DESIGNS.length);
  });

  it("draws each make's own face: the sedans, the Taycan and the e-tron GT, the Ghost and the S 580 differ", () => {
    const d = (brand: string, model: string) => designOf(brand, model);
    // The saloons of different makes wear different faces, lamps and tails.
    const sedans = CATALOGUE.filter((e) => e.body === 'sedan').map((e) => designOf(e.brand, e.model));
    const makes = new Set(sedans.map((s) => s.brand));
    for (const part of ['face', 'lamps', 'rear'] as const) {
      expect(new Set(sedans.map((s) => `${s.brand}/${s[part]}`)).size, part).toBe(new Set(sedans.map((s) => `${s.brand}/${s[part]}`)).size);
      const byKind = new Map<string, Set<string>>();
      for (const s of sedans) byKind.set(s[part], (byKind.get(s[part]) ?? new Set()).add(s.brand));
      for (const [kind, brands] of byKind) expect(brands.size, `${part} ${kind} worn by ${[...brands].join(', ')}`).toBe(1);
    }
    expect(makes.size).toBeGreaterThanOrEqual(5);
    const taycan = d('Porsche', 'Taycan Turbo S');
    const etron = d('Audi', 'RS e-tron GT performance');
    expect([taycan.face, taycan.lamps, taycan.rear]).toEqual(['porsche-ev', 'four-dot', 'porsche-bar']);
    expect([etron.face, etron.lamps]).toEqual(['singleframe-closed', 'laser']);
    expect(Math.abs(taycan.roofShift - etron.roofShift)).toBeGreaterThan(0.2);
    expect(d('Rolls Royce', 'Ghost').face).toBe('pantheon');
    expect(d('Mercedes', 'S 580').face).toBe('mb-slats');
    expect(d('BMW', 'M8 Competition Coupe').face).toBe('kidney-wide');
    for (const m of ['i7 xDrive60', 'M5', 'X7 M60i']) expect(d('BMW', m).face).toBe('kidney-tall');
    expect([d('Bugatti', 'Chiron Sport').face, d('Bugatti', 'Chiron Sport').cLine]).toEqual(['horseshoe', true]);
  });
});

describe('public/fleet', () => {
  const files = readdirSync(FLEET_DIR).filter((f) => f.endsWith('.svg')).sort();

  it('holds exactly the renders the catalogue can show: every model in each of its paints, every view', () => {
    expect(files).toEqual(fleetRenders().map((r) => r.file).sort());
    for (const e of CATALOGUE) {
      for (const paint of e.paints) {
        for (const view of VIEWS) {
          const file = join('public', fleetImagePath(modelSlug(e.brand, e.model), paint, view));
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
  });

  it('shares no picture between models: no two renders are byte-identical, in the same view and paint or across all', () => {
    const byHash = new Map<string, string>();
    for (const file of files) {
      const hash = createHash('sha256').update(readFileSync(join(FLEET_DIR, file))).digest('hex');
      expect(byHash.get(hash), `${file} is byte-identical to ${byHash.get(hash)}`).toBeUndefined();
      byHash.set(hash, file);
    }
    // The same view and paint across models: the drawing itself differs, not just the title.
    const drawing = (file: string) => readFileSync(join(FLEET_DIR, file), 'utf8').replace(/aria-label="[^"]*"|<title>[^<]*<\/title>/g, '');
    const groups = new Map<string, string[]>();
    for (const r of fleetRenders()) groups.set(`${r.view}-${r.paint.slug}`, [...(groups.get(`${r.view}-${r.paint.slug}`) ?? []), r.file]);
    for (const [group, members] of groups) {
      const seen = new Map<string, string>();
      for (const file of members) {
        const hash = createHash('sha256').update(drawing(file)).digest('hex');
        expect(seen.get(hash), `${group}: ${file} draws the same picture as ${seen.get(hash)}`).toBeUndefined();
        seen.set(hash, file);
      }
    }
  });

  it('holds what the generator draws today: one render of each model, byte for byte (regenerate after a change)', () => {
    for (const d of DESIGNS) {
      const view = VIEWS[DESIGNS.indexOf(d) % VIEWS.length]!;
      const render = fleetRenders().find((r) => r.design === d && r.view === view)!;
      expect(readFileSync(join(FLEET_DIR, render.file), 'utf8'), render.file).toBe(renderSvg(render));
    }
  });

  it('stays small: under 28 kB a render and 12 MiB in all', () => {
    const sizes = files.map((f) => statSync(join(FLEET_DIR, f)).size);
    for (const [i, size] of sizes.entries()) expect(size, files[i]).toBeLessThan(28 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(12 * 1024 * 1024);
  });

  it('draws no real brand logo or outside picture: shapes only', () => {
    for (const file of files) expect(readFileSync(join(FLEET_DIR, file), 'utf8'), file).not.toMatch(/<text|<image|<use href="(?!#)|base64/);
  });

  it('joins the floor reflection to the wheels: its fade starts on the line under the near tyres, not a level band', () => {
    for (const d of DESIGNS.slice(0, 8)) {
      for (const view of ['front-quarter', 'side', 'rear-quarter', 'rear'] as const) {
        const svg = renderExterior(d, PAINTS[2], view, 'T');
        const mask = /<mask id="(m\w+)"[^>]*><rect width="1600" height="1000" fill="url\(#(g\w+)\)"\/><\/mask>/.exec(svg);
        expect(mask, `${d.slug} ${view}: full-frame mask`).not.toBeNull();
        const grad = new RegExp(`<linearGradient id="${mask![2]}"[^>]*y1="(\\d+)"[^>]*y2="(\\d+)"`).exec(svg)!;
        // The fade runs downwards from the tyres (at most the height of the frame's lower part).
        expect(Number(grad[2]) - Number(grad[1]), `${d.slug} ${view}`).toBeGreaterThan(100);
        expect(Number(grad[1]), `${d.slug} ${view}`).toBeGreaterThan(450);
      }
    }
  });
});

describe('flanks and wheels', () => {
  it('keeps every wheel clear of the flank: the arches cut the body panel round the tyres, below the wing line', () => {
    type P = readonly [number, number];
    const turn = (o: P, a: P, b: P) => Math.sign((a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]));
    const cross = (a: P, b: P, c: P, d: P) => turn(a, b, c) * turn(a, b, d) < 0 && turn(c, d, a) * turn(c, d, b) < 0;
    for (const design of DESIGNS) {
      const style = design.slug;
      const { outline, wheels } = flankProfile(design);
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
    for (const design of DESIGNS) {
      const style = design.slug;
      for (const view of ['side', 'front-quarter', 'rear-quarter'] as const) {
        const svg = renderExterior(design, PAINTS[2], view, 'T');
        const flank = /<path d="[^"]+" fill="[^"]+" id="(p\w+)"\/>/.exec(svg);
        expect(flank, `${style} ${view}: flank`).not.toBeNull();
        const clip = new RegExp(`<clipPath id="(c\\w+)"><use href="#${flank![1]}"/></clipPath>`).exec(svg);
        expect(clip, `${style} ${view}: clip`).not.toBeNull();
        const start = svg.indexOf(`<g clip-path="url(#${clip![1]})">`);
        expect(start, `${style} ${view}: clipped group`).toBeGreaterThan(0);
        const end = svg.indexOf('</g>', start);
        const shutLines = [...svg.matchAll(/stroke="#000000" stroke-opacity="0.55"/g)].map((m) => m.index);
        expect(shutLines.length, `${style} ${view}: shut lines`).toBe(BODIES[design.style].doors.length);
        for (const at of shutLines) expect(at > start && at < end, `${style} ${view}: shut line outside the clip`).toBe(true);
        const charLine = svg.indexOf('stroke-opacity="0.22"');
        expect(charLine > start && charLine < end, `${style} ${view}: character line`).toBe(true);
      }
    }
  });
});
