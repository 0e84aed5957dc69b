/** Autocomplete (GET /api/car/search/{text}): which cars a text suggests, and in which order, on both backends. */
import { AUTOCOMPLETE_MIN_CHARS } from './constants';
import { fold } from './ids';
import type { Car } from './types';
import { ValidationError } from './http-errors';

/** The folded terms of a search text; 400 naming `text` when it is shorter than the autocomplete minimum. */
export function suggestionTerms(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.length < AUTOCOMPLETE_MIN_CHARS) {
    throw new ValidationError('text', `must be at least ${AUTOCOMPLETE_MIN_CHARS} characters`);
  }
  return fold(trimmed).split(' ').filter(Boolean);
}

/** Cars whose name, brand or model starts with the first term come first, then the most viewed. */
export function rankSuggestions(matches: readonly Car[], terms: readonly string[], max: number): Car[] {
  const first = terms[0] ?? '';
  const startsWith = (c: Car): number => Number([c.name, c.brand, c.model].some((field) => fold(field).startsWith(first)));
  return [...matches].sort((a, b) => startsWith(b) - startsWith(a) || b.viewCount - a.viewCount).slice(0, max);
}
