/** Builds one seeded car from a catalogue entry, drawing the variable parts (paint, mileage, dates...) from faker. */
import type { Faker } from '@faker-js/faker';
import { DEFAULT_LOCATION, FEATURE_CHOICES } from '../../../domain/constants';
import { carName, metaDescriptionFor, metaTitleFor, uniqueSlug } from '../../../domain/car-record';
import { modelSlug } from '../../../scripts/assets/fleet-images/designs';
import { VIEWS, fleetImagePath, paintBySlug } from '../../../scripts/assets/fleet-images/palette';
import type { CatalogueEntry } from '../catalogue';
import { slugify } from '../../../domain/ids';
import type { Car } from '../types';

const INTERIORS = [
  'Black Nappa Leather', 'Tan Leather', 'Cream Leather', 'Cognac Leather', 'Red and Black Alcantara',
  'Grey Alcantara', 'White Leather', 'Navy Leather',
] as const;

const OTHER_LOCATIONS = ['Downtown Dubai', 'Dubai Marina', 'Palm Jumeirah'] as const;

/** Every car of this class has these; the rest of FEATURE_CHOICES is drawn per car. */
const BASE_FEATURES = ['Air Conditioning', 'Bluetooth', 'GPS Navigation', 'Leather Seats', 'Keyless Entry', 'Push Start'];

const CLOSINGS = [
  'Delivered to your door anywhere in Dubai, fully insured and detailed before every rental.',
  'Our concierge team handles delivery and collection, whether you are at home, at your hotel or in DXB arrivals.',
  'Rent it by the day, week or month, with comprehensive insurance and 24/7 roadside assistance included.',
  'Every rental includes free delivery within Dubai, comprehensive insurance and no hidden fees.',
] as const;

function performanceSentence(e: CatalogueEntry): string {
  const seconds = e.acceleration.replace(/s$/, '');
  const source =
    e.fuelType === 'Electric'
      ? `${(e.engine.split(',')[0] ?? e.engine).toLowerCase()} deliver`
      : `${e.engine} delivers`;
  return `Its ${source} ${e.horsepower} hp, sprinting from 0 to 100 km/h in ${seconds} seconds and on to ${e.topSpeed} km/h.`;
}

export interface CarFactoryContext {
  faker: Faker;
  createdBy: string;
  refDate: Date;
  /** Slugs already taken, so each car's slug is unique. */
  slugs: Set<string>;
}

export function buildCar(entry: CatalogueEntry, ctx: CarFactoryContext): Car {
  const { faker } = ctx;
  const _id = faker.database.mongodbObjectId();
  const name = carName(entry.brand, entry.model);
  const paint = paintBySlug(faker.helpers.arrayElement(entry.paints));
  const imageCount = faker.helpers.weightedArrayElement([
    { weight: 1, value: 1 },
    { weight: 1, value: 2 },
    { weight: 3, value: 3 },
    { weight: 3, value: 4 },
    { weight: 4, value: 5 },
  ]);
  const extras = faker.helpers.arrayElements(
    FEATURE_CHOICES.filter((f) => !BASE_FEATURES.includes(f)),
    { min: 4, max: 9 },
  );
  const features = FEATURE_CHOICES.filter((f) => BASE_FEATURES.includes(f) || extras.includes(f));
  const createdAt = faker.date.past({ years: 2 });
  const updatedAt = faker.date.between({ from: createdAt, to: ctx.refDate });
  const mileageKm = Math.round(faker.number.int({ min: 800, max: 24_000 }) / 100) * 100;
  const status = entry.status ?? 'available';
  const location = faker.number.int({ min: 1, max: 10 }) <= 8 ? DEFAULT_LOCATION : faker.helpers.arrayElement(OTHER_LOCATIONS);

  return {
    _id,
    name,
    brand: entry.brand,
    model: entry.model,
    year: entry.year,
    category: entry.category,
    transmission: entry.transmission,
    fuelType: entry.fuelType,
    seats: entry.seats,
    location,
    description: `${entry.tagline} ${performanceSentence(entry)} ${faker.helpers.arrayElement(CLOSINGS)}`,
    features,
    specifications: {
      engine: entry.engine,
      horsepower: entry.horsepower,
      topSpeed: entry.topSpeed,
      acceleration: entry.acceleration,
      mileage: `${mileageKm.toLocaleString('en-US')} km`,
      color: paint.name,
      interiorColor: faker.helpers.arrayElement(INTERIORS),
    },
    metaTitle: metaTitleFor(name),
    metaDescription: metaDescriptionFor(name, entry.year, entry.horsepower, entry.acceleration),
    isFeatured: entry.featured === true,
    isActive: entry.inactive !== true,
    isAvailable: status === 'available',
    images: VIEWS.slice(0, imageCount).map((view, i) => ({
      url: fleetImagePath(modelSlug(entry.brand, entry.model), paint.slug, view),
      alt: `${name} Image ${i + 1}`,
      isPrimary: i === 0,
    })),
    slug: uniqueSlug(slugify(`${name} ${entry.year}`), ctx.slugs),
    viewCount: faker.number.int({ min: 40, max: 4_800 }),
    bookingCount: faker.number.int({ min: 0, max: 140 }),
    status,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    createdBy: ctx.createdBy,
    updatedBy: ctx.createdBy,
  };
}
