/**
 * The cockpit from the driver's seat (left-hand drive): the bonnet in the car's paint beyond the windscreen, a
 * dashboard in the model's leather with a paint-coloured inlay, and the make's own layout (cockpits below): its
 * instruments, centre screen, air vents, steering wheel and details such as a dashboard clock or a centre spine.
 */
import type { CockpitKind, Design } from './designs';
import type { Paint } from './palette';
import { Svg, fmt, mix, pathD, type P2 } from './svg';

const W = 1600;
const H = 1000;

interface Trim {
  leather: string;
  lower: string;
  stitch: string;
  sporty: boolean;
}

interface Cockpit {
  /** round: a classic round rim; thin: a slender one; flat: flat-bottomed; square: a squared-off rim. */
  wheel: 'round' | 'thin' | 'flat' | 'square';
  /** dials: two dials under a hood; clocks: three small round gauges; wide: one glass panel from the driver to the
   * centre; curved: a free-standing curved display; tach: a big centre tachometer between two screens. */
  cluster: 'dials' | 'clocks' | 'wide' | 'curved' | 'tach';
  /** The centre screen: landscape, portrait, none (merged into the cluster), rotating (three round dials). */
  screen: 'landscape' | 'portrait' | 'none' | 'rotating' | 'floating';
  vents: 'rect' | 'round' | 'hex' | 'slim';
  /** A clock on the dashboard, a centre spine (Bugatti), a row of switches along the console (Corvette). */
  clock?: boolean;
  spine?: boolean;
  ridge?: boolean;
}

const COCKPITS: Record<CockpitKind, Cockpit> = {
  rolls: { wheel: 'thin', cluster: 'clocks', screen: 'landscape', vents: 'round', clock: true },
  bentley: { wheel: 'round', cluster: 'dials', screen: 'rotating', vents: 'round' },
  mercedes: { wheel: 'round', cluster: 'wide', screen: 'portrait', vents: 'round' },
  amg: { wheel: 'flat', cluster: 'curved', screen: 'portrait', vents: 'round' },
  'g-class': { wheel: 'round', cluster: 'wide', screen: 'none', vents: 'round' },
  mpv: { wheel: 'round', cluster: 'wide', screen: 'none', vents: 'rect' },
  bmw: { wheel: 'round', cluster: 'wide', screen: 'none', vents: 'slim' },
  porsche: { wheel: 'round', cluster: 'dials', screen: 'landscape', vents: 'slim' },
  'porsche-ev': { wheel: 'round', cluster: 'curved', screen: 'landscape', vents: 'slim' },
  audi: { wheel: 'flat', cluster: 'curved', screen: 'landscape', vents: 'slim' },
  ferrari: { wheel: 'flat', cluster: 'tach', screen: 'none', vents: 'round' },
  lambo: { wheel: 'flat', cluster: 'curved', screen: 'portrait', vents: 'hex' },
  mclaren: { wheel: 'round', cluster: 'curved', screen: 'portrait', vents: 'slim' },
  bugatti: { wheel: 'flat', cluster: 'clocks', screen: 'none', vents: 'round', spine: true },
  aston: { wheel: 'square', cluster: 'curved', screen: 'landscape', vents: 'rect' },
  landrover: { wheel: 'round', cluster: 'curved', screen: 'floating', vents: 'slim' },
  cadillac: { wheel: 'round', cluster: 'wide', screen: 'none', vents: 'slim' },
  corvette: { wheel: 'square', cluster: 'curved', screen: 'landscape', vents: 'rect', ridge: true },
  jaguar: { wheel: 'flat', cluster: 'dials', screen: 'landscape', vents: 'round' },
};

const SPORTY_STYLES = new Set(['supercar', 'spyder', 'coupe', 'rearengine', 'targa', 'supersuv', 'convertible']);

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

function vent(svg: Svg, kind: Cockpit['vents'], x: number, y: number, ring: string): void {
  if (kind === 'round') {
    svg.add(`<circle cx="${x + 50}" cy="${y + 28}" r="34" fill="#0a0a0b" stroke="${ring}" stroke-width="5"/>`);
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI;
      svg.line([[x + 50 - 28 * Math.cos(a), y + 28 - 28 * Math.sin(a)], [x + 50 + 28 * Math.cos(a), y + 28 + 28 * Math.sin(a)]], 'stroke="#3a3d42" stroke-width="2.5"');
    }
    svg.add(`<circle cx="${x + 50}" cy="${y + 28}" r="9" fill="${ring}"/>`);
  } else if (kind === 'hex') {
    const hex: P2[] = Array.from({ length: 6 }, (_, k) => [x + 50 + 42 * Math.cos((k / 6) * Math.PI * 2), y + 28 + 36 * Math.sin((k / 6) * Math.PI * 2)]);
    svg.poly(hex, `fill="#0a0a0b" stroke="${ring}" stroke-width="4"`);
    for (let k = 1; k < 4; k++) svg.line([[x + 18, y + 4 + k * 12], [x + 82, y + 4 + k * 12]], 'stroke="#3a3d42" stroke-width="3"');
  } else if (kind === 'slim') {
    svg.add(roundRect(x - 10, y + 12, 130, 24, 10, `fill="#0a0a0b" stroke="${ring}" stroke-width="2.5"`));
    svg.line([[x, y + 24], [x + 110, y + 24]], 'stroke="#3a3d42" stroke-width="3"');
  } else {
    svg.add(roundRect(x, y, 110, 54, 14, `fill="#0a0a0b" stroke="${ring}" stroke-width="3"`));
    for (let k = 1; k < 4; k++) svg.line([[x + 10, y + (k * 54) / 4], [x + 100, y + (k * 54) / 4]], 'stroke="#3a3d42" stroke-width="3"');
  }
}

/** A screen's glass: a dark frame and a glowing face with a route on a map. */
function screen(svg: Svg, x: number, y: number, w: number, h: number, accent: string): void {
  svg.add(roundRect(x, y, w, h, 16, 'fill="#060709" stroke="#30343b" stroke-width="3"'));
  svg.add(roundRect(x + 10, y + 10, w - 20, h - 20, 10, `fill="${svg.linearBox([[0, '#1b3b63'], [0.6, '#0c1a2e'], [1, '#08101c']], 0, 0, 1, 1)}"`));
  const px = (u: number) => x + 10 + (w - 20) * u;
  const py = (v: number) => y + 10 + (h - 20) * v;
  svg.line([[px(0.06), py(0.85)], [px(0.3), py(0.5)], [px(0.55), py(0.62)], [px(0.94), py(0.15)]], 'stroke="#2f5b8a" stroke-width="5" stroke-linecap="round"');
  svg.line([[px(0.1), py(0.2)], [px(0.42), py(0.78)], [px(0.7), py(0.5)], [px(0.95), py(0.9)]], 'stroke="#2a4d75" stroke-width="4" stroke-linecap="round"');
  svg.line([[px(0.3), py(0.5)], [px(0.55), py(0.62)], [px(0.7), py(0.5)]], `stroke="${mix(accent, '#ffffff', 0.3)}" stroke-width="5" stroke-linecap="round"`);
  svg.add(`<circle cx="${fmt(px(0.55))}" cy="${fmt(py(0.62))}" r="8" fill="#ffffff"/>`);
}

function gauge(svg: Svg, cx: number, cy: number, r: number, accent: string, fraction: number, chrome: string): void {
  svg.add(`<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r + 8)}" fill="${chrome}"/>`);
  svg.add(`<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="#0b0d11"/>`);
  dial(svg, cx, cy, r - 6, accent, fraction);
}

export function renderInterior(design: Design, paint: Paint, title: string): string {
  const cockpit = COCKPITS[design.cockpit];
  const leather = design.leather;
  const trim: Trim = {
    leather,
    lower: mix(leather, '#000000', 0.72),
    stitch: paint.slug === 'black' || paint.slug === 'grey' ? '#c7a46a' : paint.hex,
    sporty: cockpit.wheel === 'flat' || (cockpit.wheel !== 'thin' && SPORTY_STYLES.has(design.style)),
  };
  const svg = new Svg(W, H);
  const accent = paint.slug === 'black' ? '#c7a46a' : paint.hex;
  const chrome = svg.linearBox([[0, '#eef0f3'], [0.5, '#8d939b'], [1, '#d5d9de']]);

  // Beyond the windscreen: the studio, and the car's own bonnet in its paint.
  svg.add(`<rect width="${W}" height="${H}" fill="${svg.linearBox([[0, '#2e2f34'], [0.5, '#17181b'], [1, '#0b0b0c']])}"/>`);
  svg.add(`<ellipse cx="800" cy="150" rx="620" ry="60" fill="#ffffff" opacity="0.12" filter="${svg.blur(30)}"/>`);
  svg.add(`<rect x="200" y="300" width="1200" height="80" fill="${svg.linearBox([[0, '#000000', 0], [0.5, '#ffffff', 0.06], [1, '#000000', 0]])}"/>`);
  // The bonnet: longer and lower on a sports car, high and flat on an SUV.
  const tall = design.height > 1.6;
  const crest = tall ? 398 : 372 + (design.length - 4.4) * 10;
  const bonnet: P2[] = [[180, 470], [420, crest + 20], [800, crest], [1180, crest + 20], [1420, 470]];
  svg.poly(
    [...bonnet, [1420, 520], [180, 520]],
    `fill="${svg.linearBox([[0, mix(paint.hex, '#ffffff', 0.45)], [0.35, paint.hex], [1, mix(paint.hex, '#000000', 0.6)]])}"`,
  );
  svg.line(bonnet, `stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"`);

  // A-pillars and roof lining.
  const pillar = svg.linearBox([[0, mix(trim.lower, '#ffffff', 0.08)], [1, trim.lower]], 0, 0, 1, 0);
  const lean = tall ? 160 : 250;
  svg.poly([[0, 0], [lean, 0], [120, 470], [0, 560]], `fill="${pillar}"`);
  svg.poly([[W, 0], [W - lean, 0], [W - 120, 470], [W, 560]], `fill="${pillar}"`);
  svg.poly([[0, 0], [W, 0], [W, tall ? 70 : 40], [0, tall ? 70 : 40]], `fill="${trim.lower}"`);

  // Dashboard: leather top, paint-coloured inlay, dark lower section.
  const dashTop: P2[] = [];
  const hump = cockpit.cluster === 'wide' ? 30 : 70;
  for (let k = 0; k <= 40; k++) {
    const x = (k / 40) * W;
    dashTop.push([x, 470 - hump * Math.sin((k / 40) * Math.PI) + (x < 800 ? 10 : 0) * Math.sin((x / 800) * Math.PI)]);
  }
  svg.poly([...dashTop, [W, H], [0, H]], `fill="${svg.linearBox([[0, mix(trim.leather, '#ffffff', 0.18)], [0.18, trim.leather], [0.5, mix(trim.leather, '#000000', 0.35)], [1, '#050505']])}"`);
  svg.line(dashTop.map(([x, y]) => [x, y + 14] as P2), `stroke="${trim.stitch}" stroke-width="1.6" stroke-dasharray="7 6" stroke-opacity="0.8"`);
  const inlay: P2[] = dashTop.map(([x, y]) => [x, y + 130]);
  svg.poly([...inlay, ...inlay.map(([x, y]) => [x, y + 22] as P2).reverse()], `fill="${svg.linearBox([[0, mix(accent, '#ffffff', 0.4)], [0.5, accent], [1, mix(accent, '#000000', 0.5)]])}"`);
  // Ambient light along the inlay.
  svg.line(inlay.map(([x, y]) => [x, y + 26] as P2), `stroke="${mix(accent, '#ffffff', 0.5)}" stroke-width="4" stroke-opacity="0.6" filter="${svg.blur(3)}"`);

  // Instruments.
  const glow = svg.radial([[0, '#14213a'], [1, '#07080a']], 520, 515, 260, 0.5);
  if (cockpit.cluster === 'dials') {
    svg.add(roundRect(300, 430, 440, 170, 26, `fill="#07080a" stroke="#2a2d33" stroke-width="3"`));
    svg.add(roundRect(312, 442, 416, 146, 18, `fill="${glow}"`));
    dial(svg, 420, 522, 62, accent, 0.62);
    dial(svg, 620, 522, 62, '#6fb7ff', 0.38);
  } else if (cockpit.cluster === 'clocks') {
    svg.add(roundRect(290, 450, 460, 130, 20, `fill="#0a0b0d" stroke="#2a2d33" stroke-width="3"`));
    for (const [x, f] of [[370, 0.3], [520, 0.62], [670, 0.45]] as const) gauge(svg, x, 515, 46, accent, f, chrome);
  } else if (cockpit.cluster === 'wide') {
    // One glass panel from behind the wheel to the centre.
    svg.add(roundRect(280, 440, 940, 150, 22, `fill="#050608" stroke="#2a2d33" stroke-width="3"`));
    svg.add(roundRect(292, 452, 430, 126, 14, `fill="${glow}"`));
    dial(svg, 420, 518, 52, accent, 0.55);
    dial(svg, 600, 518, 52, '#6fb7ff', 0.35);
    screen(svg, 736, 446, 476, 138, accent);
  } else if (cockpit.cluster === 'curved') {
    svg.path('M300 470Q520 420 740 470L730 590Q520 560 310 590Z', `fill="#07080a" stroke="#2a2d33" stroke-width="3"`);
    svg.path('M314 480Q520 436 726 480L718 578Q520 550 322 578Z', `fill="${glow}"`);
    dial(svg, 430, 525, 46, accent, 0.66);
    dial(svg, 520, 515, 54, '#6fb7ff', 0.4);
    dial(svg, 610, 525, 46, accent, 0.3);
  } else {
    // A big centre tachometer between two small screens.
    svg.add(roundRect(290, 440, 460, 160, 40, `fill="#07080a" stroke="#2a2d33" stroke-width="3"`));
    svg.add(roundRect(305, 470, 120, 100, 14, `fill="${glow}"`));
    svg.add(roundRect(615, 470, 120, 100, 14, `fill="${glow}"`));
    svg.add(`<circle cx="520" cy="520" r="72" fill="${mix(accent, '#e7b30d', 0.65)}"/>`);
    dial(svg, 520, 520, 64, '#111111', 0.72);
  }
  // The centre screen.
  if (cockpit.screen === 'landscape') screen(svg, 860, 470, 330, 190, accent);
  else if (cockpit.screen === 'portrait') screen(svg, 905, 450, 210, 300, accent);
  else if (cockpit.screen === 'floating') screen(svg, 850, 420, 360, 210, accent);
  else if (cockpit.screen === 'rotating') {
    svg.add(roundRect(860, 480, 330, 130, 20, `fill="${mix(trim.leather, '#000000', 0.3)}" stroke="${accent}" stroke-width="2"`));
    for (const [x, f] of [[935, 0.4], [1025, 0.6], [1115, 0.25]] as const) gauge(svg, x, 545, 34, '#c9d3e0', f, chrome);
  }
  if (cockpit.clock) {
    svg.add(`<circle cx="1025" cy="710" r="40" fill="${chrome}"/><circle cx="1025" cy="710" r="33" fill="#f1ece2"/>`);
    svg.line([[1025, 710], [1025, 684]], 'stroke="#1b1c1f" stroke-width="3" stroke-linecap="round"');
    svg.line([[1025, 710], [1044, 722]], 'stroke="#1b1c1f" stroke-width="3" stroke-linecap="round"');
  }

  // Air vents.
  const ring = mix(accent, '#c0c4ca', 0.6);
  const vents: [number, number][] = cockpit.screen === 'portrait' ? [[770, 640], [1150, 640], [1400, 600]] : [[770, 640], [1230, 640], [1400, 600]];
  for (const [x, y] of vents) vent(svg, cockpit.vents, x, y, ring);

  // Centre console with the gear selector, a spine or a row of switches.
  svg.poly([[900, H], [960, 760], [1150, 760], [1230, H]], `fill="${svg.linearBox([[0, '#1a1b1e'], [1, '#050506']])}"`);
  if (cockpit.spine) {
    svg.path('M1000 440C940 560 940 820 1000 1000L1060 1000C1010 820 1010 560 1060 440Z', `fill="${chrome}"`);
    for (const [x, y] of [[1032, 690], [1120, 690], [1032, 790], [1120, 790]] as const) gauge(svg, x, y, 28, '#c9d3e0', 0.4, chrome);
  } else if (cockpit.ridge) {
    svg.path('M1180 1000L1110 620L1150 610L1240 1000Z', `fill="${svg.linearBox([[0, '#2a2c30'], [1, '#0b0b0c']])}"`);
    for (let k = 0; k < 8; k++) svg.add(roundRect(1120 + k * 11, 640 + k * 44, 28, 16, 4, 'fill="#3a3d42" stroke="#6b717a" stroke-width="1"'));
  } else {
    svg.add(`<ellipse cx="1060" cy="840" rx="46" ry="30" fill="${svg.linearBox([[0, '#d9dde3'], [1, '#5b6067']])}"/>`);
    svg.add(`<ellipse cx="1060" cy="832" rx="30" ry="16" fill="#17181b"/>`);
  }

  // Steering wheel.
  const cx = 520;
  const cy = 700;
  const R = 250;
  const rimWidth = cockpit.wheel === 'thin' ? 24 : 40;
  const rim = svg.linearBox([[0, cockpit.wheel === 'thin' ? mix(trim.leather, '#ffffff', 0.2) : '#4a4b50'], [0.35, cockpit.wheel === 'thin' ? trim.leather : '#1c1c1f'], [1, '#050505']]);
  const innerR = R - rimWidth;
  const squareOff = (pts: P2[], r: number): P2[] =>
    pts.map(([x, y]) => {
      const dx = x - cx;
      const dy = y - cy;
      const k = Math.min(1.12, r / Math.max(Math.abs(dx), Math.abs(dy)) * 0.92);
      return [cx + dx * Math.max(1, k * 0.98), cy + dy * Math.max(1, k * 0.98)] as P2;
    });
  let outer: P2[];
  let inner: P2[];
  if (trim.sporty || cockpit.wheel === 'flat') {
    outer = [...arc(cx, cy, R, Math.PI * 0.18, Math.PI * 0.82).reverse(), ...arc(cx, cy, R, Math.PI * 0.82, Math.PI * 2.18)];
    inner = [...arc(cx, cy, innerR, Math.PI * 0.22, Math.PI * 0.78).reverse(), ...arc(cx, cy, innerR, Math.PI * 0.78, Math.PI * 2.22)];
    const flat = (pts: P2[], y: number): P2[] => pts.map(([x, py]) => [x, Math.min(py, y)]);
    outer = flat(outer, cy + R * 0.86);
    inner = flat(inner, cy + innerR * 0.84);
  } else {
    outer = arc(cx, cy, R, 0, Math.PI * 2, 96);
    inner = arc(cx, cy, innerR, 0, Math.PI * 2, 96);
  }
  if (cockpit.wheel === 'square') {
    outer = squareOff(outer, R);
    inner = squareOff(inner, innerR);
  }
  svg.path(
    pathD(outer, true, 0.5) + pathD(inner.reverse(), true, 0.5),
    `fill="${rim}" fill-rule="evenodd"`,
  );
  svg.line(arc(cx, cy, R - rimWidth / 2, Math.PI * 1.1, Math.PI * 1.9), `stroke="${trim.stitch}" stroke-width="1.6" stroke-dasharray="6 6" stroke-opacity="0.7"`);
  if (trim.sporty) svg.poly([[cx - 10, cy - R - 1], [cx + 10, cy - R - 1], [cx + 10, cy - R + rimWidth], [cx - 10, cy - R + rimWidth]], `fill="${accent}"`);
  // Spokes and hub: three spokes, or two broad ones on a thin classic rim.
  const spoke = svg.linearBox([[0, '#3a3c41'], [1, '#121315']]);
  svg.poly([[cx - innerR + 6, cy - 8], [cx - 80, cy - 30], [cx - 80, cy + 30], [cx - innerR + 6, cy + 24]], `fill="${spoke}"`);
  svg.poly([[cx + innerR - 6, cy - 8], [cx + 80, cy - 30], [cx + 80, cy + 30], [cx + innerR - 6, cy + 24]], `fill="${spoke}"`);
  if (cockpit.wheel !== 'thin') svg.poly([[cx - 40, cy + 60], [cx + 40, cy + 60], [cx + 28, cy + innerR - 4], [cx - 28, cy + innerR - 4]], `fill="${spoke}"`);
  svg.add(`<circle cx="${cx}" cy="${cy}" r="${cockpit.wheel === 'thin' ? 78 : 92}" fill="${svg.radial([[0, '#2c2e33'], [1, '#0c0c0e']], cx, cy - 30, 110)}" stroke="#3e4148" stroke-width="3"/>`);
  // The hub's plain emblem of our own.
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
