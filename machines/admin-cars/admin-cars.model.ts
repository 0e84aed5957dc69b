import { ADMIN_CATEGORIES, CAR_STATUSES } from '../../domain/constants';
import { compareText } from '../../domain/format';
import type { Car, CarCategory, CarInput, CarStatus } from '../../domain/types';

// The contract's records, as the fleet's files and views import them from here.
export type { Car, CarCategory, CarInput, CarStatus };

/** The value every filter of SPEC §5 offers for "no filter". */
export const ALL = 'all';
export type All = typeof ALL;

export const ACTIVE_CHOICES = ['active', 'inactive'] as const;
export const FEATURED_CHOICES = ['featured', 'notFeatured'] as const;

/** The admin list's client-side filters (SPEC §5), each with 'all'. */
export type AdminFilters = {
  /** Case-insensitive substring of name, brand or model; '' = no search. */
  search: string;
  brand: string;
  category: CarCategory | All;
  status: CarStatus | All;
  active: (typeof ACTIVE_CHOICES)[number] | All;
  featured: (typeof FEATURED_CHOICES)[number] | All;
};
export type FilterKey = keyof AdminFilters;

export const DEFAULT_FILTERS: AdminFilters = { search: '', brand: ALL, category: ALL, status: ALL, active: ALL, featured: ALL };

/** The flags a card toggles with one edit call. */
export type CarFlag = 'isFeatured' | 'isActive' | 'isAvailable';

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The filters after one change; a value outside a filter's choices (a forged option) leaves them as they were. */
export function applyFilter(filters: AdminFilters, key: FilterKey, value: string): AdminFilters {
  const ok =
    key === 'search' ||
    key === 'brand' ||
    value === ALL ||
    (key === 'category' && includes(ADMIN_CATEGORIES, value)) ||
    (key === 'status' && includes(CAR_STATUSES, value)) ||
    (key === 'active' && includes(ACTIVE_CHOICES, value)) ||
    (key === 'featured' && includes(FEATURED_CHOICES, value));
  return ok && filters[key] !== value ? { ...filters, [key]: value } : filters;
}

/** Lower-cased "name brand model" per car object, computed once: typing in the search stays cheap on big fleets. */
const searchKeys = new WeakMap<Car, string>();
function searchKeyOf(car: Car): string {
  let key = searchKeys.get(car);
  if (key === undefined) {
    key = `${car.name}\u0000${car.brand}\u0000${car.model}`.toLowerCase();
    searchKeys.set(car, key);
  }
  return key;
}

/** SPEC §5 client-side filtering: search over name/brand/model (case-insensitive), brand, category, status, active, featured. */
export function filterCars(cars: readonly Car[], filters: AdminFilters): Car[] {
  const needle = filters.search.trim().toLowerCase();
  const brand = filters.brand === ALL ? null : filters.brand.toLowerCase();
  const { category, status, active, featured } = filters;
  return cars.filter(
    (car) =>
      (needle === '' || searchKeyOf(car).includes(needle)) &&
      (brand === null || car.brand.toLowerCase() === brand) &&
      (category === ALL || car.category === category) &&
      (status === ALL || car.status === status) &&
      (active === ALL || car.isActive === (active === 'active')) &&
      (featured === ALL || car.isFeatured === (featured === 'featured')),
  );
}

export const isFiltered = (filters: AdminFilters): boolean =>
  (Object.keys(DEFAULT_FILTERS) as FilterKey[]).some((key) => filters[key].trim() !== DEFAULT_FILTERS[key]);

/** The summary tiles (SPEC §2): Total Cars is the server's total as kept by SPEC §4; the rest are counted. */
export type FleetSummary = { total: number; available: number; featured: number; rented: number };

export function countFleet(cars: readonly Car[]): Omit<FleetSummary, 'total'> {
  let available = 0;
  let featured = 0;
  let rented = 0;
  for (const car of cars) {
    if (car.isAvailable) available += 1;
    if (car.isFeatured) featured += 1;
    if (car.status === 'rented') rented += 1;
  }
  return { available, featured, rented };
}

/** The brands of the fleet, for the brand filter, sorted. */
export function brandsOf(cars: readonly Car[]): string[] {
  return [...new Set(cars.map((car) => car.brand))].sort(compareText);
}

/** SPEC §4 list updates. */
export const addToList = (cars: readonly Car[], car: Car): Car[] => [car, ...cars.filter((c) => c._id !== car._id)];
export const replaceInList = (cars: readonly Car[], car: Car): Car[] => cars.map((c) => (c._id === car._id ? car : c));
export const removeFromList = (cars: readonly Car[], id: string): Car[] => cars.filter((c) => c._id !== id);
export const lowerTotal = (total: number): number => Math.max(0, total - 1);

/** A stored car as the edit payload, unchanged: what a card toggle sends with one flag flipped. */
export function carToInput(car: Car): CarInput {
  return {
    name: car.name,
    brand: car.brand,
    model: car.model,
    year: car.year,
    category: car.category,
    transmission: car.transmission,
    fuelType: car.fuelType,
    seats: car.seats,
    location: car.location,
    description: car.description,
    features: [...car.features],
    specifications: { ...car.specifications },
    ...(car.metaTitle !== undefined ? { metaTitle: car.metaTitle } : {}),
    ...(car.metaDescription !== undefined ? { metaDescription: car.metaDescription } : {}),
    ...(car.ar !== undefined ? { ar: structuredClone(car.ar) } : {}),
    isFeatured: car.isFeatured,
    isActive: car.isActive,
    isAvailable: car.isAvailable,
    images: car.images.map((image) => ({ ...image })),
  };
}

export const toggledInput = (car: Car, flag: CarFlag): CarInput => ({ ...carToInput(car), [flag]: !car[flag] });
