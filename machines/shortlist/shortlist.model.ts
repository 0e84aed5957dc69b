import { z } from '../../domain/zod';
import { ADMIN_CATEGORIES, FUEL_TYPES, TRANSMISSIONS } from '../../domain/constants';
import type { Car } from '../../domain/types';

/**
 * The visitor's shortlist (issue 12): the cars saved in this browser, with what the /shortlist page needs to draw
 * their cards without asking the API. Pure: the machine, its storage actors, the views and the tests read it.
 */

/** At most this many cars are kept: a longer list read from storage is cut, the heart of a further car is refused. */
export const SHORTLIST_MAX = 24;

/** The longest text kept per field: a saved car is cut to these when saved, and a longer one read back is refused. */
export const SAVED_CAR_LIMITS = { id: 64, name: 120, brand: 60, model: 80, url: 500, alt: 160, location: 80 } as const;

/** Anything larger in storage is not even parsed (24 cars of the longest fields stay well below it). */
const MAX_STORED_CHARS = 64_000;

/** A site path ('/uploads/x.jpg', not '//host') or an https address: never javascript:, data: or a bare host. */
const IMAGE_URL = /^(?:\/(?!\/)|https:\/\/)[^\s"'<>\\]*$/;
const ID = /^[A-Za-z0-9_-]+$/;

const text = (max: number) => z.string().check(z.maxLength(max));
const filled = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** One saved car as it is stored and read back: every field checked, extra fields dropped. */
export const savedCarSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(SAVED_CAR_LIMITS.id), z.regex(ID)),
  name: text(SAVED_CAR_LIMITS.name),
  brand: filled(SAVED_CAR_LIMITS.brand),
  model: text(SAVED_CAR_LIMITS.model),
  image: z.nullable(z.object({ url: z.string().check(z.maxLength(SAVED_CAR_LIMITS.url), z.regex(IMAGE_URL)), alt: text(SAVED_CAR_LIMITS.alt) })),
  category: z.enum(ADMIN_CATEGORIES),
  year: z.int().check(z.minimum(1900), z.maximum(2100)),
  seats: z.int().check(z.minimum(1), z.maximum(60)),
  transmission: z.enum(TRANSMISSIONS),
  fuelType: z.enum(FUEL_TYPES),
  location: text(SAVED_CAR_LIMITS.location),
});

export type SavedCar = z.infer<typeof savedCarSchema>;

const clipped = (value: string, max: number) => value.trim().slice(0, max);

/** The part of a car the shortlist keeps, and the part its card draws. */
export type ShortlistableCar = Pick<
  Car,
  '_id' | 'name' | 'brand' | 'model' | 'images' | 'category' | 'year' | 'seats' | 'transmission' | 'fuelType' | 'location'
>;

/** What the shortlist keeps of a car: its card's facts and its primary photograph (else the first), cut to size. */
export function toSavedCar(car: ShortlistableCar): SavedCar {
  const image = car.images.find((i) => i.isPrimary) ?? car.images[0];
  const url = image?.url.trim() ?? '';
  return {
    id: car._id,
    name: clipped(car.name, SAVED_CAR_LIMITS.name),
    brand: clipped(car.brand, SAVED_CAR_LIMITS.brand),
    model: clipped(car.model, SAVED_CAR_LIMITS.model),
    image: url && url.length <= SAVED_CAR_LIMITS.url && IMAGE_URL.test(url) ? { url, alt: clipped(image?.alt ?? '', SAVED_CAR_LIMITS.alt) } : null,
    category: car.category,
    year: car.year,
    seats: car.seats,
    transmission: car.transmission,
    fuelType: car.fuelType,
    location: clipped(car.location, SAVED_CAR_LIMITS.location),
  };
}

/** A saved car as the car card draws it: the one photograph kept is its primary one. */
export function fromSavedCar(saved: SavedCar): ShortlistableCar {
  const { id, image, ...facts } = saved;
  return { ...facts, _id: id, images: image ? [{ ...image, isPrimary: true }] : [] };
}

/**
 * The shortlist kept in storage, trusting nothing: not JSON, not a list or too large → empty; each entry is checked on
 * its own (a bad one is dropped, the others kept), a repeated car is kept once, and the list is cut to SHORTLIST_MAX.
 */
export function parseShortlist(raw: string | null | undefined): SavedCar[] {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_STORED_CHARS) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const cars: SavedCar[] = [];
  for (const entry of data) {
    const parsed = savedCarSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    cars.push(parsed.data);
    if (cars.length === SHORTLIST_MAX) break;
  }
  return cars;
}

export const serializeShortlist = (cars: readonly SavedCar[]): string => JSON.stringify(cars);
