import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LocaleRouter } from '../../i18n/locale-router';

/** Renders a page inside a wouter router held in memory (no real history). */
export function renderAt(ui: ReactElement, path = '/') {
  const location = memoryLocation({ path, record: true });
  return { location, ...render(<Router hook={location.hook}>{ui}</Router>) };
}

/** Renders a page at a full address ('/ar/about'), in that address's language, inside the app's own language router. */
export function renderInLocaleAt(ui: ReactElement, address: string) {
  const location = memoryLocation({ path: address, record: true });
  return {
    location,
    ...render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LocaleRouter>{ui}</LocaleRouter>
      </Router>,
    ),
  };
}

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
