import { PAGE_HEADS } from '../../config/page-heads';
import type { CategoryTab } from '../../../machines/collection/collection.model';
import {
  CAR_STATUSES,
  FUEL_TYPES,
  SEAT_OPTIONS,
  TRANSMISSIONS,
  YEAR_FILTER_COUNT,
  YEAR_FILTER_FROM,
  type PublicCategory,
} from '../../config/constants';

/** Display names of the public categories ('suv' reads SUV). */
export const CATEGORY_LABELS: Record<PublicCategory, string> = {
  luxury: 'Luxury',
  sports: 'Sports',
  suv: 'SUV',
  sedan: 'Sedan',
  convertible: 'Convertible',
  coupe: 'Coupe',
};

export const TAB_LABELS: Record<CategoryTab, string> = { all: 'All', ...CATEGORY_LABELS };

/** The category as the empty state names it: 'No luxury cars found', 'No SUV cars found'. */
export function emptyCategoryName(category: CategoryTab): string | null {
  if (category === 'all') return null;
  return category === 'suv' ? CATEGORY_LABELS.suv : category;
}

export type Option = { value: string; label: string };

/** The status filter's labels (SPEC §3): 'not available' reads Inactive. */
const STATUS_LABELS: Record<(typeof CAR_STATUSES)[number], string> = {
  available: 'Available',
  rented: 'Rented',
  maintenance: 'Maintenance',
  'not available': 'Inactive',
};

export const TRANSMISSION_OPTIONS: readonly Option[] = TRANSMISSIONS.map((t) => ({ value: t, label: t }));
export const FUEL_OPTIONS: readonly Option[] = FUEL_TYPES.map((f) => ({ value: f, label: f }));
export const SEAT_CHOICES: readonly Option[] = SEAT_OPTIONS.map((n) => ({ value: String(n), label: `${n} Seats` }));
/** 15 years counting down from 2025 (SPEC §5). */
export const YEAR_OPTIONS: readonly Option[] = Array.from({ length: YEAR_FILTER_COUNT }, (_, i) => {
  const year = String(YEAR_FILTER_FROM - i);
  return { value: year, label: year };
});
export const STATUS_OPTIONS: readonly Option[] = CAR_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export const FLEET_TEXT = {
  pageTitle: PAGE_HEADS.cars.title,
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
} as const;

/** 'Showing 12 of 40 cars' style heading: the count of the current results. */
export function resultHeading(total: number, category: CategoryTab): string {
  const noun = total === 1 ? 'Car' : 'Cars';
  const kind = category === 'all' ? '' : `${CATEGORY_LABELS[category]} `;
  return `${total} ${kind}${noun} Available`;
}
