import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { LOCALES } from '../../domain/locale';
import { loadLanguage } from '../../src/i18n/catalogue';

// Every catalogue the test's modules made, in both languages: boot.tsx and the language switch load them in the app.
beforeEach(() => Promise.all(LOCALES.map(loadLanguage)));

// A 2-core CI box under load renders slower than a laptop: give findBy*/waitFor room before they give up.
configure({ asyncUtilTimeout: 5_000 });

// console.error and uncaught errors fail tests (DESIGN.md §4).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(`console.error was called:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
