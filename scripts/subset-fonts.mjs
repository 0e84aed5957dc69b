// `npm run fonts`: the site's own font files, cut from the @fontsource files to the characters the site writes, every
// OpenType feature kept, and src/theme/fonts.css that declares them. The results are committed (src/theme/fonts/), so
// a build needs no font tool; run this again only to change the characters or the fonts.
// - Latin faces (Inter, Cormorant Garamond), from their `latin` files: ASCII, Latin-1 for names typed in the portal,
//   typographic quotes and dashes, arrows, € and ™. The site's lining, tabular figures need lnum and tnum.
// - Arabic faces (IBM Plex Sans Arabic beside Inter, Amiri beside Cormorant), from their `arabic` files: the whole
//   Arabic language's block (U+0600-0670), the joiners and direction marks, so any Arabic text typed in the portal is
//   drawn; their shaping features (init/medi/fina, rlig, calt, ccmp; GPOS mark, mkmk, curs, kern) join them.
//   Their unicode-range is those ranges only: an English page never downloads them, and Latin letters in Arabic text
//   fall back to Inter or Cormorant. An English page writes one Arabic word, the language switch's 'العربية': it has
//   its own face, IBM Plex Sans Arabic cut to the Arabic letters domain/locale.ts writes (a few kB).
// src/theme/fonts.test.ts checks the figures' and the shaping features.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'src/theme/fonts');

/** The characters kept from the Latin faces, and their unicode-range. */
const LATIN = [
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

/**
 * The characters kept from the Arabic faces, and their unicode-range: the Arabic language's own block, U+0600-0670
 * (its letters, harakat, Arabic-Indic digits, ، ؛ ؟ ٪ and the other signs), with ZWNJ, ZWJ, LRM and RLM. The rest of
 * the Arabic script (Persian and Urdu letters, the supplements, the legacy presentation forms) is left to the system's
 * fonts: it doubled the files a visitor of an Arabic page downloads (Amiri 96 → 47 kB, each Plex 37 → 19 kB) for
 * letters the site's two languages do not write. src/theme/fonts.test.ts checks that every Arabic character of the
 * site's words is drawn.
 */
const ARABIC = [
  [0x0600, 0x0670],
  [0x200c, 0x200f],
];

/** The Arabic letters of domain/locale.ts: the language switch's label on English pages (LANGUAGE_NAME.ar). */
const localeSource = await readFile(join(ROOT, 'domain/locale.ts'), 'utf8');
const LABEL = [...new Set(localeSource.match(/[\u0600-\u06ff]/gu))]
  .map((letter) => letter.codePointAt(0))
  .sort((a, b) => a - b)
  .map((code) => [code, code]);

/** Each family (the files' names): its CSS name, the @fontsource package and subset it is cut from, the characters kept. */
const FAMILIES = {
  inter: { name: 'Inter', font: 'inter', subset: 'latin', ranges: LATIN },
  'cormorant-garamond': { name: 'Cormorant Garamond', font: 'cormorant-garamond', subset: 'latin', ranges: LATIN },
  'ibm-plex-sans-arabic': { name: 'IBM Plex Sans Arabic', font: 'ibm-plex-sans-arabic', subset: 'arabic', ranges: ARABIC },
  'ibm-plex-sans-arabic-label': { name: 'IBM Plex Sans Arabic Label', font: 'ibm-plex-sans-arabic', subset: 'arabic', ranges: LABEL },
  amiri: { name: 'Amiri', font: 'amiri', subset: 'arabic', ranges: ARABIC },
};

/**
 * [family, the weight of its file, the CSS weights it serves]: the weights the site writes with (Inter 400 500 600,
 * Cormorant 500 600), and the same in the Arabic faces. Amiri has only a regular and a bold: its regular, whose
 * strokes are already as dark as Cormorant's semibold, draws both of the serif's weights.
 */
const FACES = [
  ['inter', 400, '400'],
  ['inter', 500, '500'],
  ['inter', 600, '600'],
  ['cormorant-garamond', 500, '500'],
  ['cormorant-garamond', 600, '600'],
  ['ibm-plex-sans-arabic', 400, '400'],
  ['ibm-plex-sans-arabic', 500, '500'],
  ['ibm-plex-sans-arabic', 600, '600'],
  ['ibm-plex-sans-arabic-label', 400, '400'],
  ['amiri', 400, '500 600'],
];

const characters = (ranges) =>
  String.fromCodePoint(...ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));

for (const [family, weight] of FACES) {
  const { font, subset, ranges } = FAMILIES[family];
  const source = join(ROOT, 'node_modules/@fontsource', font, 'files', `${font}-${subset}-${weight}-normal.woff2`);
  const input = await readFile(source);
  const output = await subsetFont(input, characters(ranges), { targetFormat: 'woff2' });
  await writeFile(join(OUT, `${family}-${weight}.woff2`), output);
  console.log(`${family} ${weight}: ${input.length} → ${output.length} bytes`);
}
for (const font of new Set(Object.values(FAMILIES).map(({ font }) => font))) {
  await copyFile(join(ROOT, 'node_modules/@fontsource', font, 'LICENSE'), join(OUT, `${font}.LICENSE.txt`));
}

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges) => ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
const face = ([family, weight, cssWeight]) => `@font-face {
  font-family: '${FAMILIES[family].name}';
  font-style: normal;
  font-display: swap;
  font-weight: ${cssWeight};
  src: url(./fonts/${family}-${weight}.woff2) format('woff2');
  unicode-range: ${unicodeRange(FAMILIES[family].ranges)};
}
`;
await writeFile(
  join(ROOT, 'src/theme/fonts.css'),
  `/*
 * Made by scripts/subset-fonts.mjs (npm run fonts): the site's own faces (SIL Open Font License, beside the files),
 * cut to the characters it writes; the unicode-range is that set, anything else falls back to the next font of the
 * stack. Inter 400 and Cormorant Garamond 600 are preloaded by the page's HTML (vite.config.ts fontPreloads). The
 * Arabic faces (IBM Plex Sans Arabic, Amiri) cover the Arabic ranges only; Arabic text asks for them (src/theme/index.ts).
 * IBM Plex Sans Arabic Label has only the letters of the language switch's 'العربية', for English pages.
 */
${FACES.map(face).join('')}`,
);
