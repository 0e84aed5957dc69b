import type { components } from '../../../api/schema';

type CarStatus = components['schemas']['CarStatus'];

/** Labels of the admin dashboard. */
export const DASHBOARD_TEXT = {
  eyebrow: 'Overview',
  title: 'Dashboard',
  metaDescription: 'Fleet statistics for administrators.',
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
  /** The active/inactive tile read aloud: 'Active 12, Inactive 3. ' (counts already formatted). */
  activeSpoken: (active: string, inactive: string) => `Active ${active}, Inactive ${inactive}. `,
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
