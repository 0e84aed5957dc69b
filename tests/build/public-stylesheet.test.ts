import { describe, expect, it } from 'vitest';
import { classNamesIn, keepClasses } from '../../scripts/vite/public-stylesheet';

const SHEET = [
  '@font-face{font-family:Inter;src:url(/assets/inter-400.woff2)format("woff2")}',
  '@layer reset{html{line-height:1.5}}',
  '@layer tokens{:root{--colors-gold-500:#c9a55c}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@layer utilities{',
  '.c_gold\\.500{color:var(--colors-gold-500)}',
  '.portal_only{display:grid}',
  '.shared,.portal_twin{font-weight:600}',
  '.group:hover .groupHover\\:c_white{color:#fff}',
  '.portalGroup:hover .groupHover\\:c_black{color:#000}',
  '@media screen and (min-width:48rem){.md\\:p_4{padding:1rem}.md\\:portal_pad{padding:2rem}}',
  '}',
].join('');

describe('the public stylesheet', () => {
  const kept = new Set(['c_gold.500', 'shared', 'group', 'groupHover:c_white', 'groupHover:c_black', 'md:p_4']);
  const out = keepClasses(SHEET, kept);

  it('drops the rules only portal classes select', () => {
    expect(out).not.toContain('portal_only');
    expect(out).not.toContain('md\\:portal_pad');
    // A descendant rule needs every class it names: the portal's group is not on any public element.
    expect(out).not.toContain('portalGroup');
  });

  it('keeps the public utilities, escaped names and conditions included', () => {
    expect(classNamesIn(out)).toEqual(new Set(['c_gold.500', 'shared', 'portal_twin', 'group', 'groupHover:c_white', 'md:p_4']));
    expect(out).toContain('@media');
  });

  it('keeps what no class selects: font faces, the reset, tokens and keyframes', () => {
    expect(out).toContain('@font-face');
    expect(out).toContain('html{line-height:1.5}');
    expect(out).toContain('--colors-gold-500:#c9a55c');
    expect(out).toContain('@keyframes spin');
  });

  it('keeps the order of what it keeps', () => {
    expect(out.indexOf('c_gold')).toBeLessThan(out.indexOf('.shared'));
    expect(out.indexOf('.shared')).toBeLessThan(out.indexOf('md\\:p_4'));
  });
});
