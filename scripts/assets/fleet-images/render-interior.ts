/**
 * The cockpit from the driver's seat (left-hand drive): the bonnet in the car's paint beyond the windscreen, a
 * leather dashboard with a paint-coloured inlay, a glowing instrument cluster and centre screen, and the wheel.
 */
import type { BodyStyle, Paint } from './palette';
import { Svg, fmt, mix, type P2 } from './svg';

const W = 1600;
const H = 1000;

interface Trim {
  leather: string;
  lower: string;
  stitch: string;
  sporty: boolean;
}

const TRIMS: Record<BodyStyle, Omit<Trim, 'stitch'>> = {
  supercar: { leather: '#1d1d20', lower: '#0e0e10', sporty: true },
  spyder: { leather: '#7a3f22', lower: '#1a1311', sporty: true },
  coupe: { leather: '#7a3f22', lower: '#1a1311', sporty: true },
  rearengine: { leather: '#202124', lower: '#111113', sporty: true },
  targa: { leather: '#8a6a4a', lower: '#1e1813', sporty: true },
  sedan: { leather: '#cdbb9c', lower: '#2a2520', sporty: false },
  suv: { leather: '#6b4a32', lower: '#1b1714', sporty: false },
  supersuv: { leather: '#1d1d20', lower: '#0e0e10', sporty: true },
  offroader: { leather: '#3a2a20', lower: '#141110', sporty: false },
  convertible: { leather: '#d9ccb4', lower: '#2b2621', sporty: false },
  mpv: { leather: '#d6c7ab', lower: '#2a2520', sporty: false },
};

function arc(cx: number, cy: number, r: number, a0: number, a1: number, n = 48): P2[] {
  const pts: P2[] = [];
  for (let k = 0; k <= n; k++) {
    const a = a0 + ((a1 - a0) * k) / n;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts;
}

function roundRect(x: number, y: number, w: number, h: number, r: number, attrs: string): string {
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(r)}" ${attrs}/>`;
}

function dial(svg: Svg, cx: number, cy: number, r: number, accent: string, fraction: number): void {
  svg.line(arc(cx, cy, r, Math.PI * 0.75, Math.PI * 2.25), 'stroke="#2b3038" stroke-width="6"');
  svg.line(arc(cx, cy, r, Math.PI * 0.75, Math.PI * (0.75 + 1.5 * fraction)), `stroke="${accent}" stroke-width="6" stroke-linecap="round"`);
  for (let k = 0; k <= 10; k++) {
    const a = Math.PI * (0.75 + (1.5 * k) / 10);
    const inner: P2 = [cx + (r - 16) * Math.cos(a), cy + (r - 16) * Math.sin(a)];
    const outer: P2 = [cx + (r - 6) * Math.cos(a), cy + (r - 6) * Math.sin(a)];
    svg.line([inner, outer], 'stroke="#c9d3e0" stroke-width="2" stroke-opacity="0.8"');
  }
  const a = Math.PI * (0.75 + 1.5 * fraction);
  svg.line([[cx, cy], [cx + (r - 20) * Math.cos(a), cy + (r - 20) * Math.sin(a)]], `stroke="${accent}" stroke-width="3"`);
  svg.add(`<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="7" fill="#1a1d22" stroke="#8a94a3" stroke-width="2"/>`);
}

export function renderInterior(style: BodyStyle, paint: Paint, title: string): string {
  const base = TRIMS[style];
  const trim: Trim = { ...base, stitch: paint.slug === 'black' || paint.slug === 'grey' ? '#c7a46a' : paint.hex };
  const svg = new Svg(W, H);
  const accent = paint.slug === 'black' ? '#c7a46a' : paint.hex;

  // Beyond the windscreen: the studio, and the car's own bonnet in its paint.
  svg.add(`<rect width="${W}" height="${H}" fill="${svg.linearBox([[0, '#2e2f34'], [0.5, '#17181b'], [1, '#0b0b0c']])}"/>`);
  svg.add(`<ellipse cx="800" cy="150" rx="620" ry="60" fill="#ffffff" opacity="0.12" filter="${svg.blur(30)}"/>`);
  svg.add(`<rect x="200" y="300" width="1200" height="80" fill="${svg.linearBox([[0, '#000000', 0], [0.5, '#ffffff', 0.06], [1, '#000000', 0]])}"/>`);
  const bonnet: P2[] = [[180, 470], [420, 392], [800, 372], [1180, 392], [1420, 470]];
  svg.poly(
    [...bonnet, [1420, 520], [180, 520]],
    `fill="${svg.linearBox([[0, mix(paint.hex, '#ffffff', 0.45)], [0.35, paint.hex], [1, mix(paint.hex, '#000000', 0.6)]])}"`,
  );
  svg.line(bonnet, `stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"`);

  // A-pillars and roof lining.
  const pillar = svg.linearBox([[0, mix(trim.lower, '#ffffff', 0.08)], [1, trim.lower]], 0, 0, 1, 0);
  svg.poly([[0, 0], [250, 0], [120, 470], [0, 560]], `fill="${pillar}"`);
  svg.poly([[W, 0], [W - 250, 0], [W - 120, 470], [W, 560]], `fill="${pillar}"`);
  svg.poly([[0, 0], [W, 0], [W, 40], [0, 40]], `fill="${trim.lower}"`);

  // Dashboard: leather top, paint-coloured inlay, dark lower section.
  const dashTop: P2[] = [];
  for (let k = 0; k <= 40; k++) {
    const x = (k / 40) * W;
    dashTop.push([x, 470 - 70 * Math.sin((k / 40) * Math.PI) + (x < 800 ? 10 : 0) * Math.sin((x / 800) * Math.PI)]);
  }
  svg.poly([...dashTop, [W, H], [0, H]], `fill="${svg.linearBox([[0, mix(trim.leather, '#ffffff', 0.18)], [0.18, trim.leather], [0.5, mix(trim.leather, '#000000', 0.35)], [1, '#050505']])}"`);
  svg.line(dashTop.map(([x, y]) => [x, y + 14] as P2), `stroke="${trim.stitch}" stroke-width="1.6" stroke-dasharray="7 6" stroke-opacity="0.8"`);
  const inlay: P2[] = dashTop.map(([x, y]) => [x, y + 130]);
  svg.poly([...inlay, ...inlay.map(([x, y]) => [x, y + 22] as P2).reverse()], `fill="${svg.linearBox([[0, mix(accent, '#ffffff', 0.4)], [0.5, accent], [1, mix(accent, '#000000', 0.5)]])}"`);
  // Ambient light along the inlay.
  svg.line(inlay.map(([x, y]) => [x, y + 26] as P2), `stroke="${mix(accent, '#ffffff', 0.5)}" stroke-width="4" stroke-opacity="0.6" filter="${svg.blur(3)}"`);

  // Instrument cluster and centre screen.
  svg.add(roundRect(300, 430, 440, 170, 26, `fill="#07080a" stroke="#2a2d33" stroke-width="3"`));
  svg.add(roundRect(312, 442, 416, 146, 18, `fill="${svg.radial([[0, '#14213a'], [1, '#07080a']], 520, 515, 260, 0.5)}"`));
  dial(svg, 420, 522, 62, accent, 0.62);
  dial(svg, 620, 522, 62, '#6fb7ff', 0.38);
  svg.add(roundRect(860, 470, 330, 190, 18, `fill="#060709" stroke="#30343b" stroke-width="3"`));
  svg.add(roundRect(872, 482, 306, 166, 12, `fill="${svg.linearBox([[0, '#1b3b63'], [0.6, '#0c1a2e'], [1, '#08101c']], 0, 0, 1, 1)}"`));
  // A map-like screen: roads and a route.
  svg.line([[890, 620], [960, 560], [1040, 585], [1160, 500]], 'stroke="#2f5b8a" stroke-width="6" stroke-linecap="round"');
  svg.line([[900, 520], [1000, 610], [1100, 560], [1170, 640]], 'stroke="#2a4d75" stroke-width="4" stroke-linecap="round"');
  svg.line([[960, 560], [1040, 585], [1100, 560]], `stroke="${mix(accent, '#ffffff', 0.3)}" stroke-width="5" stroke-linecap="round"`);
  svg.add(`<circle cx="1040" cy="585" r="9" fill="#ffffff"/>`);

  // Air vents.
  for (const [x, y] of [[770, 640], [1230, 640], [1400, 600]] as const) {
    svg.add(roundRect(x, y, 110, 54, 14, `fill="#0a0a0b" stroke="${mix(accent, '#c0c4ca', 0.6)}" stroke-width="3"`));
    for (let k = 1; k < 4; k++) svg.line([[x + 10, y + (k * 54) / 4], [x + 100, y + (k * 54) / 4]], 'stroke="#3a3d42" stroke-width="3"');
  }

  // Centre console with the gear selector.
  svg.poly([[900, H], [960, 760], [1150, 760], [1230, H]], `fill="${svg.linearBox([[0, '#1a1b1e'], [1, '#050506']])}"`);
  svg.add(`<ellipse cx="1060" cy="840" rx="46" ry="30" fill="${svg.linearBox([[0, '#d9dde3'], [1, '#5b6067']])}"/>`);
  svg.add(`<ellipse cx="1060" cy="832" rx="30" ry="16" fill="#17181b"/>`);

  // Steering wheel.
  const cx = 520;
  const cy = 700;
  const R = 250;
  const rim = svg.linearBox([[0, '#4a4b50'], [0.35, '#1c1c1f'], [1, '#050505']]);
  const outer = trim.sporty ? [...arc(cx, cy, R, Math.PI * 0.18, Math.PI * 0.82).reverse(), ...arc(cx, cy, R, Math.PI * 0.82, Math.PI * 2.18)] : arc(cx, cy, R, 0, Math.PI * 2, 96);
  const innerR = R - 40;
  const inner = trim.sporty ? [...arc(cx, cy, innerR, Math.PI * 0.22, Math.PI * 0.78).reverse(), ...arc(cx, cy, innerR, Math.PI * 0.78, Math.PI * 2.22)] : arc(cx, cy, innerR, 0, Math.PI * 2, 96);
  const flat = (pts: P2[], y: number): P2[] => pts.map(([x, py]) => [x, Math.min(py, y)]);
  const outerPts = trim.sporty ? flat(outer, cy + R * 0.86) : outer;
  const innerPts = trim.sporty ? flat(inner, cy + innerR * 0.84) : inner;
  svg.path(
    `M${outerPts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}ZM${innerPts.reverse().map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}Z`,
    `fill="${rim}" fill-rule="evenodd"`,
  );
  svg.line(arc(cx, cy, R - 20, Math.PI * 1.1, Math.PI * 1.9), `stroke="${trim.stitch}" stroke-width="1.6" stroke-dasharray="6 6" stroke-opacity="0.7"`);
  if (trim.sporty) svg.poly([[cx - 10, cy - R - 1], [cx + 10, cy - R - 1], [cx + 10, cy - R + 40], [cx - 10, cy - R + 40]], `fill="${accent}"`);
  // Spokes and hub.
  const spoke = svg.linearBox([[0, '#3a3c41'], [1, '#121315']]);
  svg.poly([[cx - innerR + 6, cy - 8], [cx - 80, cy - 30], [cx - 80, cy + 30], [cx - innerR + 6, cy + 24]], `fill="${spoke}"`);
  svg.poly([[cx + innerR - 6, cy - 8], [cx + 80, cy - 30], [cx + 80, cy + 30], [cx + innerR - 6, cy + 24]], `fill="${spoke}"`);
  svg.poly([[cx - 40, cy + 60], [cx + 40, cy + 60], [cx + 28, cy + innerR - 4], [cx - 28, cy + innerR - 4]], `fill="${spoke}"`);
  svg.add(`<circle cx="${cx}" cy="${cy}" r="92" fill="${svg.radial([[0, '#2c2e33'], [1, '#0c0c0e']], cx, cy - 30, 110)}" stroke="#3e4148" stroke-width="3"/>`);
  svg.add(`<circle cx="${cx}" cy="${cy}" r="26" fill="none" stroke="${mix(accent, '#d9dde3', 0.5)}" stroke-width="4"/>`);
  // Paddle shifters on sporty cars.
  if (trim.sporty) {
    svg.poly([[cx - innerR - 10, cy - 90], [cx - innerR - 70, cy - 40], [cx - innerR - 60, cy + 10], [cx - innerR + 6, cy - 40]], `fill="${svg.linearBox([[0, '#d7dbe0'], [1, '#5d6269']])}"`);
    svg.poly([[cx + innerR + 10, cy - 90], [cx + innerR + 70, cy - 40], [cx + innerR + 60, cy + 10], [cx + innerR - 6, cy - 40]], `fill="${svg.linearBox([[0, '#d7dbe0'], [1, '#5d6269']])}"`);
  }
  // Vignette.
  svg.add(`<rect width="${W}" height="${H}" fill="${svg.radial([[0.55, '#000000', 0], [1, '#000000', 0.65]], 800, 500, 950, 0.75)}"/>`);
  return svg.toString(title);
}
