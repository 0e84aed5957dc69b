import { PAGE_HEADS } from '../../config/page-heads';
import type { CategoryTab } from '../../../machines/collection/collection.model';
import { CATEGORY_TILES } from '../../config/catalog';
import { CAR_STATUSES, FUEL_TYPES, SEAT_OPTIONS, TRANSMISSIONS, type PublicCategory } from '../../../domain/constants';
import { VEHICLE_TERMS } from '../../config/vehicle-terms';

/** Display names of the public categories ('suv' reads SUV). */
export const CATEGORY_LABELS: Record<PublicCategory, string> = {
  luxury: VEHICLE_TERMS.categories.Luxury,
  sports: VEHICLE_TERMS.categories.Sports,
  suv: VEHICLE_TERMS.categories.SUV,
  sedan: VEHICLE_TERMS.categories.Sedan,
  convertible: VEHICLE_TERMS.categories.Convertible,
  coupe: VEHICLE_TERMS.categories.Coupe,
};

export const TAB_LABELS: Record<CategoryTab, string> = { all: 'All', ...CATEGORY_LABELS };

/** The category as the empty state names it: 'No luxury cars found', 'No SUV cars found'. */
export function emptyCategoryName(category: CategoryTab): string | null {
  if (category === 'all') return null;
  return category === 'suv' ? CATEGORY_LABELS.suv : category;
}

export type Option = { value: string; label: string };

export const TRANSMISSION_OPTIONS: readonly Option[] = TRANSMISSIONS.map((t) => ({ value: t, label: VEHICLE_TERMS.transmissions[t] }));
export const FUEL_OPTIONS: readonly Option[] = FUEL_TYPES.map((f) => ({ value: f, label: VEHICLE_TERMS.fuels[f] }));
export const SEAT_CHOICES: readonly Option[] = SEAT_OPTIONS.map((n) => ({ value: String(n), label: `${n} Seats` }));
/** The year filter's choices for the given years (src/config filterYears: 15 counting down, by the clock). */
export const yearOptions = (years: readonly number[]): Option[] => years.map((y) => ({ value: String(y), label: String(y) }));
export const STATUS_OPTIONS: readonly Option[] = CAR_STATUSES.map((s) => ({ value: s, label: VEHICLE_TERMS.statuses[s] }));

export const FLEET_TEXT = {
  eyebrow: 'The Fleet',
  lead: 'Supercars, grand tourers, limousines and SUVs, prepared in Business Bay and delivered anywhere in Dubai.',
  searchLabel: 'Search cars',
  searchPlaceholder: 'Search by brand, model or type',
  categoriesLabel: 'Car categories',
  filtersTitle: 'Filters',
  openFilters: 'Filters',
  showResults: 'Show Results',
  closeFilters: 'Close filters',
  sortLabel: 'Sort by',
  viewLabel: 'View',
  gridView: 'Grid view',
  listView: 'List view',
  loadMore: 'Load More',
  loadingMore: 'Loading...',
  loadingCars: 'Loading cars...',
  resultsLabel: 'Results',
  all: { brand: 'All Brands', transmission: 'All Transmissions', fuelType: 'All Fuel Types', seats: 'Any Seats', year: 'All Years', status: 'All Statuses' },
  labels: { brand: 'Brand', transmission: 'Transmission', fuelType: 'Fuel', seats: 'Seats', year: 'Year', status: 'Status' },
  /** A brand of the Brand filter with its count of cars: 'Aston Martin (1)'. */
  brandCount: (brand: string, count: number) => `${brand} (${count})`,
} as const;

/** The categories as SPEC's car-types page names them ('Sports Cars', 'SUVs'). */
const CATEGORY_NAMES = Object.fromEntries(CATEGORY_TILES.map((t) => [t.slug, t.name])) as Record<PublicCategory, string>;

/**
 * The /cars heading and document title: 'All Cars' (SPEC) when no brand or category is chosen, else the brand, the
 * category as the car-types page names it, or both: 'Ferrari', 'Sports Cars', 'Ferrari Sports Cars'.
 */
export function collectionTitle(brand: string, category: CategoryTab): string {
  const kind = category === 'all' ? '' : CATEGORY_NAMES[category];
  return [brand.trim(), kind].filter(Boolean).join(' ') || PAGE_HEADS.cars.title;
}

/** 'Showing 12 of 40 cars' style heading: the count of the current results (`written`: the count as useFormat writes it). */
export function resultHeading(total: number, category: CategoryTab, written: string = String(total)): string {
  const noun = total === 1 ? 'Car' : 'Cars';
  const kind = category === 'all' ? '' : `${CATEGORY_LABELS[category]} `;
  return `${written} ${kind}${noun} Available`;
}
