import { AVAILABILITY_LABELS } from '../../domain/availability';
import { DEFAULT_LOCATION, LIST_LOCATION, SORT_OPTIONS } from '../../domain/constants';

/**
 * The words of car data shown to visitors and admins (categories, gearboxes, fuels, statuses, availability, sort
 * orders, the default locations), in English as the data and SPEC write them. vehicle-terms.ar.ts holds the same
 * tables in Arabic; `useVehicleTerm()` (./vehicle-term.ts) shows a car's value in the page's language and
 * leaves a value it does not know (one the admin typed) as entered.
 */
export const VEHICLE_TERMS = {
  categories: {
    Luxury: 'Luxury',
    Sports: 'Sports',
    SUV: 'SUV',
    Sedan: 'Sedan',
    Convertible: 'Convertible',
    Coupe: 'Coupe',
    Hatchback: 'Hatchback',
  },
  transmissions: { Automatic: 'Automatic', Manual: 'Manual', 'Semi-Automatic': 'Semi-Automatic' },
  fuels: { Petrol: 'Petrol', Diesel: 'Diesel', Electric: 'Electric', Hybrid: 'Hybrid' },
  /** The status filters' labels (SPEC §3): 'not available' reads Inactive. */
  statuses: { available: 'Available', rented: 'Rented', maintenance: 'Maintenance', 'not available': 'Inactive' },
  availability: {
    availableNow: AVAILABILITY_LABELS.availableNow,
    rented: AVAILABILITY_LABELS.rented,
    maintenance: AVAILABILITY_LABELS.maintenance,
    unavailable: AVAILABILITY_LABELS.unavailable,
    fallback: AVAILABILITY_LABELS.fallback,
  },
  /** SPEC §3's sort labels, as the sort control lists them (constants.ts). */
  sort: { newest: SORT_OPTIONS[0].label, oldest: SORT_OPTIONS[1].label, popular: SORT_OPTIONS[2].label },
  locations: { list: LIST_LOCATION, default: DEFAULT_LOCATION },
} as const;
