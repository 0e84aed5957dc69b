import type { components } from '../../../api/schema';
import { groupDigits } from '../../../../domain/format';

type CarStatus = components['schemas']['CarStatus'];

/** Labels of the admin dashboard. */
export const DASHBOARD_TEXT = {
  eyebrow: 'Overview',
  title: 'Dashboard',
  lead: 'The fleet at a glance: availability, mix and what visitors look at most.',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  retry: 'Try Again',
  loading: 'Loading statistics...',
  tilesLabel: 'Fleet statistics',
  total: 'Total Cars',
  featured: 'Featured',
  active: 'Active',
  inactive: 'Inactive',
  activeSplit: 'Active / Inactive',
  totalViews: 'Total Views',
  ofFleet: (share: string) => `${share} of the fleet`,
  byStatus: 'Fleet by status',
  byCategory: 'Fleet by category',
  byBrand: 'Fleet by brand',
  mostViewed: 'Most viewed cars',
  noViews: 'No car has been viewed yet.',
  empty: 'No cars in the fleet yet.',
  views: (n: string) => `${n} views`,
  cars: 'Cars',
  share: 'Share',
  manageFleet: 'Manage fleet',
} as const;

/** Status names as the admin reads them (SPEC §3 status values). */
export const STATUS_LABEL: Record<CarStatus, string> = {
  available: 'Available',
  rented: 'Rented',
  maintenance: 'Maintenance',
  'not available': 'Not Available',
};

export const formatCount = groupDigits;
export const formatShare = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '0%');
