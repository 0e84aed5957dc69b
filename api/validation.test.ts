import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { MSG } from '../domain/app-messages';
import { msg } from '../domain/message';
import { english } from '../tests/setup/english';
import { cleanFilters } from '../domain/car-filters';
import { assertCarId, assertPage } from './validation';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('assertCarId', () => {
  it.each(['', 'all', 'undefined', 'null', '   ', ' ALL ', 'Null'])('rejects %j with the given message', (id) => {
    const err = thrown(() => assertCarId(id, msg('invalidRelatedId')));
    expect(err).toBeInstanceOf(ApiError);
    expect(english(err as ApiError)).toBe(MSG.invalidRelatedId);
    expect((err as ApiError).status).toBe(0);
  });

  it.each(['brands', 'featured', 'Luxury', ' suv '])('rejects %j, a read of its own on /api/cars/{segment}, never a car id', (id) => {
    const err = thrown(() => assertCarId(id, msg('invalidCarId')));
    expect(err).toBeInstanceOf(ApiError);
    expect(english(err as ApiError)).toBe(MSG.invalidCarId);
  });

  it('rejects undefined and null input', () => {
    expect(english(thrown(() => assertCarId(undefined, msg('invalidCarId'))) as ApiError)).toBe(MSG.invalidCarId);
    expect(english(thrown(() => assertCarId(null, msg('invalidViewId'))) as ApiError)).toBe(MSG.invalidViewId);
  });

  it('returns a valid id, trimmed', () => {
    expect(assertCarId(' 64b7f0c2a1b2c3d4e5f60718 ', msg('invalidCarId'))).toBe('64b7f0c2a1b2c3d4e5f60718');
    expect(assertCarId('allure', msg('invalidCarId'))).toBe('allure');
  });
});

describe('assertPage', () => {
  it.each([0, -1, '0', 'abc', Number.NaN])('rejects %j with "Invalid page number"', (page) => {
    const err = thrown(() => assertPage(page));
    expect(err).toBeInstanceOf(ApiError);
    expect(english(err as ApiError)).toBe(MSG.invalidPage);
  });

  it.each([1, 2, '3', undefined, null, ''])('accepts %j', (page) => {
    expect(() => assertPage(page)).not.toThrow();
  });
});

describe('cleanFilters', () => {
  it('drops empty, null, undefined and "all" values', () => {
    expect(
      cleanFilters({ brand: '', category: 'all', transmission: null, fuelType: undefined, status: 'All', sort: '' }),
    ).toEqual({});
  });

  it('keeps meaningful single values', () => {
    expect(cleanFilters({ brand: 'Ferrari', category: 'sports', transmission: 'Automatic', status: 'available' })).toEqual({
      brand: 'Ferrari',
      category: 'sports',
      transmission: 'Automatic',
      status: 'available',
    });
  });

  it('joins arrays with commas after dropping empty and "all" entries', () => {
    expect(cleanFilters({ brand: ['Ferrari', '', 'all', 'Porsche'], fuelType: ['Petrol', 'Hybrid'] })).toEqual({
      brand: 'Ferrari,Porsche',
      fuelType: 'Petrol,Hybrid',
    });
  });

  it('drops an array key when nothing is left', () => {
    expect(cleanFilters({ category: ['all', ''], transmission: [] })).toEqual({});
  });

  it('keeps numeric filters only when numeric and greater than 0', () => {
    expect(
      cleanFilters({ seats: 0, year: '2024', priceMin: -5, priceMax: 'abc', page: '2', limit: 12 }),
    ).toEqual({ year: 2024, page: 2, limit: 12 });
    expect(cleanFilters({ seats: '', year: null, priceMin: undefined, priceMax: Number.NaN })).toEqual({});
    expect(cleanFilters({ seats: 5, priceMin: 100, priceMax: 2000.5 })).toEqual({ seats: 5, priceMin: 100, priceMax: 2000.5 });
  });

  it('trims search and drops a blank or "all" search (the full list)', () => {
    expect(cleanFilters({ search: '  rolls  ' })).toEqual({ search: 'rolls' });
    expect(cleanFilters({ search: '   ' })).toEqual({});
    expect(cleanFilters({ search: 'all' })).toEqual({});
  });

  it('keeps a known sort and drops an unknown one', () => {
    expect(cleanFilters({ sort: 'popular' })).toEqual({ sort: 'popular' });
    expect(cleanFilters({ sort: 'cheapest' })).toEqual({});
  });

  it('accepts no filters at all', () => {
    expect(cleanFilters(undefined)).toEqual({});
    expect(cleanFilters(null)).toEqual({});
  });
});
