import { INVALID_CAR_IDS } from '../domain/constants';
import { ApiError } from './errors';
import { msg, type Message } from '../domain/message';
import type { CarFilters } from '../domain/car-filters';

type Numeric = NonNullable<CarFilters['seats']>;

/**
 * Reject an id the server must never see (SPEC §5): '', 'all', 'undefined', 'null', or a word the shared
 * /api/cars/{segment} route answers with another read ('featured', 'brands', a category: INVALID_CAR_IDS), in any
 * case, surrounding whitespace ignored, or no id at all. Returns the trimmed id.
 */
export function assertCarId(id: string | null | undefined, message: Message): string {
  const trimmed = typeof id === 'string' ? id.trim() : '';
  if ((INVALID_CAR_IDS as readonly string[]).includes(trimmed.toLowerCase())) {
    throw new ApiError(message, 0);
  }
  return trimmed;
}

/** Reject a page number below 1 (SPEC §5). No page at all is fine: the server starts at 1. */
export function assertPage(page: Numeric | null | undefined): void {
  if (page === undefined || page === null || page === '') return;
  const n = Number(page);
  if (!(n >= 1)) throw new ApiError(msg('invalidPage'), 0);
}
