import { describe, expect, it } from 'vitest';
import { carListResponseSchema, carOrArrayResponseSchema, carSchema, schemaChecks } from './schemas';

const car = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  name: 'Porsche 911',
  brand: 'Porsche',
  model: '911',
  year: 2022,
  category: 'Coupe',
  transmission: 'Manual',
  fuelType: 'Petrol',
  seats: 4,
  location: 'Business Bay, Dubai',
  description: '',
  features: [],
  specifications: {},
  isFeatured: false,
  isActive: true,
  isAvailable: false,
  images: [],
  slug: 'porsche-911',
  viewCount: 0,
  bookingCount: 0,
  status: 'maintenance',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('schemas', () => {
  it('every compile-time drift check is true', () => {
    expect(Object.values(schemaChecks).every((v) => v === true)).toBe(true);
  });

  it('accepts a car of the contract shape and strips unknown keys', () => {
    const parsed = carSchema.parse({ ...car, extra: 'ignored' });
    expect(parsed).toEqual(car);
  });

  it.each([
    ['a category outside the enumeration', { category: 'luxury' }],
    ['a status outside the enumeration', { status: 'inactive' }],
    ['a year given as text', { year: '2022' }],
    ['a negative view count', { viewCount: -1 }],
    ['images that are not objects', { images: ['a.jpg'] }],
  ])('refuses %s', (_name, patch) => {
    expect(carSchema.safeParse({ ...car, ...patch }).success).toBe(false);
  });

  it('refuses a list response missing its paging fields', () => {
    expect(carListResponseSchema.safeParse({ success: true, message: 'ok', data: [car] }).success).toBe(false);
  });

  it('reads a single car as an object or an array', () => {
    expect(carOrArrayResponseSchema.parse({ success: true, message: 'ok', data: car }).data).toEqual(car);
    expect(carOrArrayResponseSchema.parse({ success: true, message: 'ok', data: [car] }).data).toEqual([car]);
  });
});
