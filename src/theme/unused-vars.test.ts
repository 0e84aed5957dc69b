import { describe, expect, it } from 'vitest';
import { dropUnusedVars } from './unused-vars';

describe('dropUnusedVars', () => {
  it('keeps what a var() reads, drops what none reads, also once its only reader is gone', () => {
    const css = [
      ':root{--colors-gold:#c9a55c;--colors-red:#f00;--spacing-4:1rem;--alias:var(--colors-red);--shadow:0 0 1px var(--colors-gold)}',
      '.c_gold{color:var(--colors-gold)}',
      '.p_4{padding:var(--spacing-4)}',
      ".ff{--fonts-body:'Inter', sans-serif}",
    ].join('');
    expect(dropUnusedVars(css)).toBe(
      [':root{--colors-gold:#c9a55c;--spacing-4:1rem;}', '.c_gold{color:var(--colors-gold)}', '.p_4{padding:var(--spacing-4)}', '.ff{}'].join(''),
    );
  });

  it('leaves a stylesheet whose variables are all read as it is', () => {
    const css = ':root{--a:1px;--b:var(--a)}.x{margin:var(--b)}';
    expect(dropUnusedVars(css)).toBe(css);
  });
});
