import { describe, expect, it } from 'vitest';
import { CAR_STATUSES } from './constants';
import { AVAILABILITY_LABELS as L, availabilityOf, type Availability, type AvailabilityInput } from './availability';

const AVAILABLE_NOW: Availability = { label: L.availableNow, tone: 'green', available: true };
const RENTED: Availability = { label: L.rented, tone: 'grey', available: false };
const MAINTENANCE: Availability = { label: L.maintenance, tone: 'yellow', available: false };
const INACTIVE: Availability = { label: L.unavailable, tone: 'red', available: false };
const FLAG_OFF: Availability = { label: L.unavailable, tone: 'grey', available: false };
const DEFAULT: Availability = { label: L.fallback, tone: 'grey', available: true };

/** What SPEC §4 says each status means on its own (an active car). Unknown statuses follow isAvailable. */
function expectedFor(status: string | null | undefined, isAvailable: boolean | null | undefined): Availability {
  const s = (status ?? '').trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  if (s === 'available' || s === 'active') return AVAILABLE_NOW;
  if (s === 'rented') return RENTED;
  if (s === 'maintenance') return MAINTENANCE;
  if (s === 'not available' || s === 'inactive') return INACTIVE;
  if (isAvailable === true) return AVAILABLE_NOW;
  if (isAvailable === false) return FLAG_OFF;
  return DEFAULT;
}

const STATUSES: (string | null | undefined)[] = [
  ...CAR_STATUSES,
  'active',
  'inactive',
  'reserved',
  'sold',
  'unknown',
  '',
  '   ',
  null,
  undefined,
];
const FLAGS: (boolean | null | undefined)[] = [true, false, null, undefined];

describe('availabilityOf — the SPEC §4 mapping', () => {
  it('gives the spelled-out labels', () => {
    expect(L).toEqual({
      availableNow: 'Available Now',
      rented: 'Currently Rented',
      maintenance: 'Under Maintenance',
      unavailable: 'Temporarily Unavailable',
      fallback: 'Available',
    });
  });

  it.each([
    ['available', AVAILABLE_NOW],
    ['active', AVAILABLE_NOW],
    ['rented', RENTED],
    ['maintenance', MAINTENANCE],
    ['not available', INACTIVE],
    ['inactive', INACTIVE],
  ] as const)('status %s of an active car → fixed result whatever isAvailable says', (status, expected) => {
    for (const isAvailable of FLAGS) {
      expect(availabilityOf({ status, isAvailable, isActive: true })).toEqual(expected);
      expect(availabilityOf({ status, isAvailable })).toEqual(expected);
    }
  });

  it('unknown, empty and missing statuses fall back to isAvailable (green when true, grey otherwise)', () => {
    for (const status of ['reserved', 'sold', 'booked', '', '  ', null, undefined]) {
      expect(availabilityOf({ status, isAvailable: true, isActive: true })).toEqual(AVAILABLE_NOW);
      expect(availabilityOf({ status, isAvailable: false, isActive: true })).toEqual(FLAG_OFF);
      expect(availabilityOf({ status, isActive: true })).toEqual(DEFAULT);
      expect(availabilityOf({ status, isAvailable: null })).toEqual(DEFAULT);
    }
    expect(availabilityOf({})).toEqual(DEFAULT);
  });

  it('an inactive car (isActive false) is red "Temporarily Unavailable" for every status and flag', () => {
    for (const status of STATUSES) for (const isAvailable of FLAGS) {
      expect(availabilityOf({ status, isAvailable, isActive: false })).toEqual(INACTIVE);
    }
  });

  it('every status × isAvailable × isActive combination matches the rule table', () => {
    let checked = 0;
    for (const status of STATUSES) for (const isAvailable of FLAGS) for (const isActive of FLAGS) {
      const input: AvailabilityInput = { status, isAvailable, isActive };
      const expected = isActive === false ? INACTIVE : expectedFor(status, isAvailable);
      expect(availabilityOf(input), JSON.stringify(input)).toEqual(expected);
      checked += 1;
    }
    expect(checked).toBe(STATUSES.length * FLAGS.length * FLAGS.length);
  });

  it('compares statuses case-insensitively, trimmed, with _ or - for the space', () => {
    expect(availabilityOf({ status: ' Available ' })).toEqual(AVAILABLE_NOW);
    expect(availabilityOf({ status: 'RENTED', isAvailable: true })).toEqual(RENTED);
    expect(availabilityOf({ status: 'Maintenance' })).toEqual(MAINTENANCE);
    expect(availabilityOf({ status: 'NOT AVAILABLE', isAvailable: true })).toEqual(INACTIVE);
    expect(availabilityOf({ status: 'not_available', isAvailable: true })).toEqual(INACTIVE);
    expect(availabilityOf({ status: 'not-available', isAvailable: true })).toEqual(INACTIVE);
    expect(availabilityOf({ status: 'not  available', isAvailable: true })).toEqual(INACTIVE);
  });

  it('the tone follows SPEC: green only when available, red only for inactive/not available, yellow only for maintenance', () => {
    for (const status of STATUSES) for (const isAvailable of FLAGS) for (const isActive of FLAGS) {
      const a = availabilityOf({ status, isAvailable, isActive });
      if (a.tone === 'green') expect(a).toEqual(AVAILABLE_NOW);
      if (a.tone === 'red') expect(a.label).toBe(L.unavailable);
      if (a.tone === 'yellow') expect(a.label).toBe(L.maintenance);
      if (a.available) expect([L.availableNow, L.fallback]).toContain(a.label);
    }
  });

  it('returns a fresh object each time (callers may not mutate a shared constant)', () => {
    const a = availabilityOf({ status: 'available' });
    a.label = 'changed';
    expect(availabilityOf({ status: 'available' }).label).toBe(L.availableNow);
  });

  it('accepts a full Car', () => {
    const car = { status: 'maintenance' as const, isAvailable: true, isActive: true, _id: 'x', name: 'n' };
    expect(availabilityOf(car)).toEqual(MAINTENANCE);
  });
});
