/**
 * The trash of deleted cars (issue 22), as the product server and the mock both keep it: a deleted car waits
 * TRASH_DAYS, then is deleted for good; restoring it puts it back as it was, with a new slug only when another car
 * took its old one meanwhile.
 */
import { uniqueSlug } from './car-record';
import { TRASH_DAYS } from './constants';
import { DAY_MS } from './dubai-day';
import type { Car, TrashedCar } from './types';


/** Trashed cars deleted before this instant are gone for good. */
export const trashCutoff = (now: number): number => now - TRASH_DAYS * DAY_MS;

/** What the portal lists for a trashed car. */
export function trashedCar(car: Car, deletedAt: number, deletedBy: TrashedCar['deletedBy']): TrashedCar {
  return {
    car,
    deletedAt: new Date(deletedAt).toISOString(),
    deletedBy,
    purgeAt: new Date(deletedAt + TRASH_DAYS * DAY_MS).toISOString(),
  };
}

/** The car as it comes back: unchanged, or with a new slug (and the old one named) when its slug was taken. */
export function restoredCar(car: Car, takenSlugs: Set<string>): { car: Car; previousSlug?: string } {
  if (!takenSlugs.has(car.slug)) return { car };
  return { car: { ...car, slug: uniqueSlug(car.slug, takenSlugs) }, previousSlug: car.slug };
}
