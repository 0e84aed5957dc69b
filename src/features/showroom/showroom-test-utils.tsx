import { screen } from '@testing-library/react';

/** Heading levels in document order; a page must start at h1 and never skip a level going down. */
export function headingLevels(): number[] {
  return screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
}

export function expectOrderedHeadings() {
  const levels = headingLevels();
  if (levels[0] !== 1) throw new Error(`first heading is h${levels[0]}, not h1`);
  if (levels.filter((l) => l === 1).length !== 1) throw new Error(`expected exactly one h1, got levels ${levels.join(',')}`);
  levels.forEach((level, i) => {
    const prev = levels[i - 1];
    if (prev !== undefined && level > prev + 1) throw new Error(`heading level jumps from h${prev} to h${level} at #${i}`);
  });
}
