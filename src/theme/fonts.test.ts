import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The site sets every number in lining, tabular figures (src/theme/index.ts). Cormorant's default figures are
 * old-style, so those features must survive scripts/subset-fonts.mjs: each committed face's GSUB still lists them.
 */
const FONTS_DIR = join(import.meta.dirname, 'fonts');

// WOFF2 §5.1: the table tags a directory entry names by index.
const KNOWN_TAGS =
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
    .match(/.{4}\s?/g)
    ?.map((tag) => tag.slice(0, 4)) ?? [];

/** The GSUB table of a WOFF2 file: read the table directory, then its bytes in the Brotli stream (GSUB is never transformed). */
function gsubOf(file: Buffer): Buffer {
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
    if (tag === 'GSUB') return data.subarray(offset, offset + length);
    offset += length;
  }
  throw new Error('no GSUB table');
}

function featureTags(gsub: Buffer): Set<string> {
  const list = gsub.readUInt16BE(6);
  const count = gsub.readUInt16BE(list);
  return new Set(Array.from({ length: count }, (_, i) => gsub.toString('latin1', list + 2 + i * 6, list + 6 + i * 6)));
}

describe('the self-hosted font subsets', () => {
  const faces = readdirSync(FONTS_DIR).filter((name) => name.endsWith('.woff2'));

  it('are all here, both families', () => {
    expect(faces.some((name) => name.startsWith('cormorant-garamond-'))).toBe(true);
    expect(faces.some((name) => name.startsWith('inter-'))).toBe(true);
  });

  // Cormorant draws old-style figures unless asked for lnum; Inter's own figures are lining, it needs only tnum.
  it.each(faces)('%s keeps the features of lining, tabular figures', (name) => {
    const tags = featureTags(gsubOf(readFileSync(join(FONTS_DIR, name))));
    expect(tags).toContain('tnum');
    if (name.startsWith('cormorant-garamond-')) expect(tags).toContain('lnum');
  });
});
