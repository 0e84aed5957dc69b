import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterYears, YEAR_FILTER_COUNT } from './constants';

/** SPEC §5's list: 15 years counting down from 2025. */
const SPEC_YEARS = Array.from({ length: 15 }, (_, i) => 2025 - i);
const countdown = (from: number) => Array.from({ length: YEAR_FILTER_COUNT }, (_, i) => from - i);

afterEach(() => {
  vi.useRealTimers();
});

describe('filterYears: 15 years down from the later of 2025 and next year', () => {
  it.each([
    ['2024-06-15T12:00:00', SPEC_YEARS],
    ['2025-01-01T12:00:00', countdown(2026)],
    ['2026-11-25T12:00:00', countdown(2027)],
    ['2030-12-31T12:00:00', countdown(2031)],
  ])('on %s', (date, years) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(date));
    expect(filterYears()).toEqual(years);
    expect(filterYears(new Date(date))).toEqual(years);
    expect(filterYears()).toHaveLength(15);
  });

  it('never starts before 2025, however early the clock', () => {
    expect(filterYears(new Date('2019-03-01T12:00:00'))).toEqual(SPEC_YEARS);
  });

  it('always offers the year a new car defaults to (the current year) and the form’s maximum (next year)', () => {
    for (const year of [2024, 2025, 2026, 2030]) {
      const years = filterYears(new Date(`${year}-07-01T12:00:00`));
      expect(years).toContain(year);
      expect(years).toContain(year + 1);
    }
  });
});
