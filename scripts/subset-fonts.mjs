// `npm run fonts`: the site's own font files, cut from the @fontsource Latin files to the characters the site writes
// (ASCII, Latin-1 for names typed in the portal, typographic quotes and dashes, arrows, € and ™), every OpenType
// feature kept (the site's lining, tabular figures need lnum and tnum: src/theme/fonts.test.ts checks them), and
// src/theme/fonts.css that declares them. The results are committed (src/theme/fonts/), so a build
// needs no font tool; run this again only to change the characters or the fonts.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'src/theme/fonts');

/** The characters kept, and each face's unicode-range. */
const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
];

const FAMILIES = { inter: 'Inter', 'cormorant-garamond': 'Cormorant Garamond' };
const FACES = [
  ['inter', 400],
  ['inter', 500],
  ['inter', 600],
  ['cormorant-garamond', 500],
  ['cormorant-garamond', 600],
];

const text = String.fromCodePoint(...RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));

for (const [family, weight] of FACES) {
  const source = join(ROOT, 'node_modules/@fontsource', family, 'files', `${family}-latin-${weight}-normal.woff2`);
  const input = await readFile(source);
  const output = await subsetFont(input, text, { targetFormat: 'woff2' });
  await writeFile(join(OUT, `${family}-${weight}.woff2`), output);
  console.log(`${family} ${weight}: ${input.length} → ${output.length} bytes`);
}
for (const family of Object.keys(FAMILIES)) {
  await copyFile(join(ROOT, 'node_modules/@fontsource', family, 'LICENSE'), join(OUT, `${family}.LICENSE.txt`));
}

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
const face = ([family, weight]) => `@font-face {
  font-family: '${FAMILIES[family]}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(./fonts/${family}-${weight}.woff2) format('woff2');
  unicode-range: ${unicodeRange};
}
`;
await writeFile(
  join(ROOT, 'src/theme/fonts.css'),
  `/*
 * Made by scripts/subset-fonts.mjs (npm run fonts): the site's own faces (SIL Open Font License, beside the files),
 * cut to the characters it writes; the unicode-range is that set, anything else falls back to the next font of the
 * stack. Inter 400 and Cormorant Garamond 600 are preloaded by the page's HTML (vite.config.ts fontPreloads).
 */
${FACES.map(face).join('')}`,
);
