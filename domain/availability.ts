/**
 * Availability of a car (SPEC §4, Detail page; FLEET.md contract 3). A pure function, not a machine: the mapping has
 * no events, no time and no side effects, so a lookup with exhaustive tests is all it needs (decision 002: DESIGN
 * listed a machines/ folder for it; a rule, not a machine, it lives in domain/).
 *
 * Rules, first match wins:
 * 1. isActive === false (an inactive car)                 → 'Temporarily Unavailable', red
 * 2. status 'available' or 'active'                       → 'Available Now', green
 * 3. status 'rented'                                      → 'Currently Rented', grey
 * 4. status 'maintenance'                                 → 'Under Maintenance', yellow
 * 5. status 'not available' or 'inactive'                 → 'Temporarily Unavailable', red
 * 6. any other (or no) status falls back to isAvailable:
 *      true  → 'Available Now', green
 *      false → 'Temporarily Unavailable', grey
 *      unknown (missing) → the default label 'Available', grey
 * Status is compared case-insensitively and trimmed ('Available ', 'NOT AVAILABLE' and 'not_available' all match).
 * Rule 1 comes first so a car the admin switched off is never advertised as available, whatever its status says.
 */
export type AvailabilityTone = 'green' | 'red' | 'yellow' | 'grey';

export interface Availability {
  label: string;
  tone: AvailabilityTone;
  available: boolean;
}

/** The labels, written once (the car card, the detail page and the tests import them). */
export const AVAILABILITY_LABELS = {
  availableNow: 'Available Now',
  rented: 'Currently Rented',
  maintenance: 'Under Maintenance',
  unavailable: 'Temporarily Unavailable',
  fallback: 'Available',
} as const;

/** What the mapping reads. Loose on purpose: servers send statuses outside the enum and omit flags. */
export interface AvailabilityInput {
  status?: string | null;
  isAvailable?: boolean | null;
  isActive?: boolean | null;
}

const AVAILABLE_NOW: Availability = { label: AVAILABILITY_LABELS.availableNow, tone: 'green', available: true };
const RENTED: Availability = { label: AVAILABILITY_LABELS.rented, tone: 'grey', available: false };
const MAINTENANCE: Availability = { label: AVAILABILITY_LABELS.maintenance, tone: 'yellow', available: false };
const INACTIVE: Availability = { label: AVAILABILITY_LABELS.unavailable, tone: 'red', available: false };
const UNAVAILABLE_FLAG: Availability = { label: AVAILABILITY_LABELS.unavailable, tone: 'grey', available: false };
const FALLBACK: Availability = { label: AVAILABILITY_LABELS.fallback, tone: 'grey', available: true };

function normaliseStatus(status: string | null | undefined): string {
  return typeof status === 'string' ? status.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ') : '';
}

export function availabilityOf(car: AvailabilityInput): Availability {
  if (car.isActive === false) return { ...INACTIVE };
  switch (normaliseStatus(car.status)) {
    case 'available':
    case 'active':
      return { ...AVAILABLE_NOW };
    case 'rented':
      return { ...RENTED };
    case 'maintenance':
      return { ...MAINTENANCE };
    case 'not available':
    case 'inactive':
      return { ...INACTIVE };
    default:
      if (car.isAvailable === true) return { ...AVAILABLE_NOW };
      if (car.isAvailable === false) return { ...UNAVAILABLE_FLAG };
      return { ...FALLBACK };
  }
}
