/** Test data for the fleet machines and views: a complete car, with overrides. */
import type { Car } from './admin-cars.model';

export function makeCar(overrides: Partial<Car> = {}): Car {
  return {
    _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    name: 'Ferrari Roma',
    brand: 'Ferrari',
    model: 'Roma',
    year: 2024,
    category: 'Coupe',
    transmission: 'Automatic',
    fuelType: 'Petrol',
    seats: 4,
    location: 'Dubai Marina',
    description: 'A grand tourer.',
    features: ['Bluetooth', 'Leather Seats'],
    specifications: { engine: '3.9L V8', horsepower: 612, topSpeed: 320, acceleration: '3.4s', mileage: '1,200 km', color: 'Rosso', interiorColor: 'Cuoio' },
    metaTitle: 'Rent a Ferrari Roma in Dubai',
    metaDescription: 'Drive the Ferrari Roma.',
    isFeatured: true,
    isActive: true,
    isAvailable: true,
    images: [
      { url: '/fleet/roma-front.svg', alt: 'Ferrari Roma Image 1', isPrimary: true },
      { url: '/fleet/roma-side.svg', alt: 'Roma from the side', isPrimary: false },
    ],
    slug: 'ferrari-roma-2024',
    viewCount: 10,
    bookingCount: 1,
    status: 'available',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}

