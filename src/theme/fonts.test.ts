import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAME } from '../../domain/locale';

/**
 * The faces scripts/subset-fonts.mjs cuts. The site sets every number in lining, tabular figures (src/theme/index.ts):
 * Cormorant's default figures are old-style, so those features must survive, and each Latin face's GSUB still lists
 * them. Arabic letters join only through their shaping features: each Arabic face still has the letters and its
 * GSUB and GPOS still list those features. fonts.css gives the Arabic faces the Arabic characters alone, so an English
 * page never downloads them.
 */
const FONTS_DIR = join(import.meta.dirname, 'fonts');
const FONTS_CSS = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');
const LATIN_FAMILIES = ['inter-', 'cormorant-garamond-'];
const ARABIC_FAMILIES = ['ibm-plex-sans-arabic-', 'amiri-'];
const ARABIC_RANGE = 'U+0600-0670';
const ROOT = join(import.meta.dirname, '../..');

// WOFF2 §5.1: the table tags a directory entry names by index.
const KNOWN_TAGS =
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
    .match(/.{4}\s?/g)
    ?.map((tag) => tag.slice(0, 4)) ?? [];

/** A table of a WOFF2 file: read the table directory, then its bytes in the Brotli stream (cmap, GSUB, GPOS are never transformed). */
function tableOf(file: Buffer, wanted: string): Buffer {
  const numTables = file.readUInt16BE(12);
  const compressedLength = file.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = file[at++] ?? 0;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const tables: Array<{ tag: string; length: number }> = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file[at++] ?? 0;
    const tag = (flags & 0x3f) === 63 ? file.toString('latin1', at, (at += 4)) : (KNOWN_TAGS[flags & 0x3f] ?? '');
    const version = flags >> 6;
    const origLength = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    tables.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at, at + compressedLength));
  let offset = 0;
  for (const { tag, length } of tables) {
    if (tag === wanted) return data.subarray(offset, offset + length);
    offset += length;
  }
  throw new Error(`no ${wanted} table`);
}

/** The feature tags of a GSUB or GPOS table (its FeatureList). */
function featureTags(table: Buffer): Set<string> {
  const list = table.readUInt16BE(6);
  const count = table.readUInt16BE(list);
  return new Set(Array.from({ length: count }, (_, i) => table.toString('latin1', list + 2 + i * 6, list + 6 + i * 6)));
}

/** Whether the font's cmap (its Unicode subtable, format 4 or 12) draws a character. */
function hasCharacter(cmap: Buffer, code: number): boolean {
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => cmap.readUInt32BE(4 + i * 8 + 4));
  return subtables.some((at) => {
    const format = cmap.readUInt16BE(at);
    if (format === 12) {
      const groups = cmap.readUInt32BE(at + 12);
      return Array.from({ length: groups }, (_, i) => at + 16 + i * 12).some(
        (group) => cmap.readUInt32BE(group) <= code && code <= cmap.readUInt32BE(group + 4) && cmap.readUInt32BE(group + 8) !== 0,
      );
    }
    if (format !== 4) return false;
    const segments = cmap.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    return Array.from({ length: segments }, (_, i) => i).some(
      (i) => cmap.readUInt16BE(starts + i * 2) <= code && code <= cmap.readUInt16BE(ends + i * 2) && code !== 0xffff,
    );
  });
}

/** The @font-face rules of fonts.css whose file starts with one of the prefixes: each file and its unicode-range. */
function unicodeRanges(prefixes: string[]): Array<{ file: string; range: string }> {
  return [...FONTS_CSS.matchAll(/@font-face \{[^}]*url\(\.\/fonts\/([^)]+)\)[^}]*unicode-range: ([^;]+);/g)]
    .map(([, file = '', range = '']) => ({ file, range }))
    .filter(({ file }) => prefixes.some((prefix) => file.startsWith(prefix)));
}

/** The base letters of Arabic (hamza to yeh), the Arabic comma and question mark, Arabic-Indic digits. */
const ARABIC_LETTERS = [
  ...Array.from({ length: 0x064a - 0x0621 + 1 }, (_, i) => 0x0621 + i),
  0x060c,
  0x061f,
  ...Array.from({ length: 10 }, (_, i) => 0x0660 + i),
];
const isLabel = (name: string) => name.startsWith('ibm-plex-sans-arabic-label-');

/** Every Arabic-script character the site's own words write: the Arabic twins of its copy modules (`*.ar.ts(x)`). */
function siteArabicCharacters(): number[] {
  const files = execFileSync('git', ['ls-files', '*.ar.ts', '*.ar.tsx'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const text = files.map((file) => readFileSync(join(ROOT, file), 'utf8')).join('');
  return [...new Set(text.match(/[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/gu))].map((c) => c.codePointAt(0) ?? 0);
}

describe('the self-hosted font subsets', () => {
  const faces = readdirSync(FONTS_DIR).filter((name) => name.endsWith('.woff2'));
  const latinFaces = faces.filter((name) => LATIN_FAMILIES.some((family) => name.startsWith(family)));
  const arabicFaces = faces.filter((name) => ARABIC_FAMILIES.some((family) => name.startsWith(family)));
  const written = siteArabicCharacters();

  it('are all here, every family', () => {
    for (const family of [...LATIN_FAMILIES, ...ARABIC_FAMILIES]) expect(faces.some((name) => name.startsWith(family))).toBe(true);
    expect(latinFaces.length + arabicFaces.length).toBe(faces.length);
  });

  // Cormorant draws old-style figures unless asked for lnum; Inter's own figures are lining, it needs only tnum.
  it.each(latinFaces)('%s keeps the features of lining, tabular figures', (name) => {
    const tags = featureTags(tableOf(readFileSync(join(FONTS_DIR, name)), 'GSUB'));
    expect(tags).toContain('tnum');
    if (name.startsWith('cormorant-garamond-')) expect(tags).toContain('lnum');
  });

  // A letter's initial, medial and final forms and the required ligatures (lam-alef); its isolated form is its own
  // glyph. The vowel marks sit on the letters through mark and mkmk (the label's word has none).
  it.each(arabicFaces)('%s keeps the features that join and place Arabic letters', (name) => {
    const file = readFileSync(join(FONTS_DIR, name));
    const substitutions = featureTags(tableOf(file, 'GSUB'));
    for (const tag of ['init', 'medi', 'fina', 'rlig']) expect(substitutions).toContain(tag);
    const positions = featureTags(tableOf(file, 'GPOS'));
    for (const tag of isLabel(name) ? ['kern'] : ['kern', 'mark', 'mkmk']) expect(positions).toContain(tag);
  });

  it.each(arabicFaces.filter((name) => !isLabel(name)))('%s draws every Arabic letter', (name) => {
    const cmap = tableOf(readFileSync(join(FONTS_DIR, name)), 'cmap');
    expect(ARABIC_LETTERS.filter((code) => !hasCharacter(cmap, code))).toEqual([]);
    expect(hasCharacter(cmap, 0x41)).toBe(false); // Latin letters are Inter's and Cormorant's
  });

  // The faces keep the Arabic language's block only (scripts/subset-fonts.mjs): a word of ours outside it would be drawn
  // by another font, its letters cut from their neighbours.
  it.each(arabicFaces.filter((name) => !isLabel(name)))("%s draws every Arabic character of the site's words", (name) => {
    const cmap = tableOf(readFileSync(join(FONTS_DIR, name)), 'cmap');
    expect(written.length).toBeGreaterThan(40);
    expect(written.filter((code) => !hasCharacter(cmap, code)).map((code) => code.toString(16))).toEqual([]);
  });

  it("draws the language switch's Arabic name with the English pages' label face", () => {
    const cmap = tableOf(readFileSync(join(FONTS_DIR, 'ibm-plex-sans-arabic-label-400.woff2')), 'cmap');
    const letters = [...LANGUAGE_NAME.ar].map((letter) => letter.codePointAt(0) ?? 0);
    expect(letters.filter((code) => !hasCharacter(cmap, code))).toEqual([]);
  });

  it('gives the Arabic faces the Arabic characters alone, the Latin faces none of them', () => {
    const arabic = unicodeRanges(ARABIC_FAMILIES);
    expect(arabic).toHaveLength(arabicFaces.length);
    for (const { file, range } of arabic) {
      expect(range).not.toMatch(/U\+00/);
      if (!isLabel(file)) expect(range).toContain(ARABIC_RANGE);
    }
    const latin = unicodeRanges(LATIN_FAMILIES);
    expect(latin).toHaveLength(latinFaces.length);
    for (const { range } of latin) expect(range).not.toMatch(/U\+06/);
  });
});
