/** Test fixtures for the fleet machines and views: plain cars and list responses (no faker, stable values). */
import type { Car, CarListResponse } from './car-data.model';

let serial = 0;

export function makeCar(overrides: Partial<Car> = {}): Car {
  serial += 1;
  const id = overrides._id ?? serial.toString(16).padStart(24, 'a');
  const brand = overrides.brand ?? 'Ferrari';
  const model = overrides.model ?? `Model ${serial}`;
  return {
    _id: id,
    name: `${brand} ${model}`,
    brand,
    model,
    year: 2024,
    category: 'Sports',
    transmission: 'Automatic',
    fuelType: 'Petrol',
    seats: 2,
    location: 'Business Bay, Dubai',
    description: 'A test car.',
    features: ['Bluetooth'],
    specifications: { engine: 'V8', horsepower: 700, topSpeed: 330, acceleration: '2.9s' },
    isFeatured: false,
    isActive: true,
    isAvailable: true,
    images: [{ url: `/fleet/${id}.svg`, alt: `${brand} ${model} Image 1`, isPrimary: true }],
    slug: `${brand}-${model}`.toLowerCase().replace(/\s+/g, '-'),
    viewCount: 10,
    bookingCount: 0,
    status: 'available',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function listOf(cars: Car[], page: Partial<Omit<CarListResponse, 'data'>> = {}): CarListResponse {
  const total = page.total ?? cars.length;
  const currentPage = page.currentPage ?? 1;
  const totalPages = page.totalPages ?? Math.max(1, Math.ceil(total / 12));
  return {
    success: true,
    message: 'OK',
    data: cars,
    total,
    currentPage,
    totalPages,
    hasNextPage: page.hasNextPage ?? currentPage < totalPages,
    hasPrevPage: page.hasPrevPage ?? currentPage > 1,
  };
}
