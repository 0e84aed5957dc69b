import type { components } from '../../../../domain/api-schema';

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

/** Labels of the dashboard's demand section (issue 19): enquiries and contact presses of the last 30 Dubai days. */
export const DEMAND_TEXT = {
  title: 'Demand — last 30 days',
  lead: 'Enquiries sent with the form, and WhatsApp and call presses on car pages, cards and the shortlist.',
  loading: 'Loading demand...',
  empty: 'No enquiries yet',
  emptyHint: 'Enquiries and WhatsApp or call presses of the last 30 days will show here.',
  channelsLabel: 'Demand by channel',
  channels: { form: 'Enquiry form', whatsapp: 'WhatsApp', call: 'Call' },
  ofDemand: (share: string) => `${share} of demand`,
  median: 'Median time to first contact',
  noMedian: '—',
  noMedianNote: 'No enquiry contacted yet',
  perDay: 'Enquiries per day',
  day: 'Day',
  enquiries: 'Enquiries',
  /** The chart's total: '12 enquiries in 30 days' (the count already formatted). */
  inWindow: (n: string) => `${n} enquiries in 30 days`,
  topCars: 'Cars with the most demand',
  car: 'Car',
  form: 'Form',
  whatsapp: 'WhatsApp',
  call: 'Call',
  total: 'Total',
  noCars: 'No car has been asked about yet.',
  /** A duration's parts, '2 h 5 min' (figures already formatted). */
  days: (n: string) => `${n} d`,
  hours: (n: string) => `${n} h`,
  minutes: (n: string) => `${n} min`,
  underMinute: 'under 1 min',
} as const;
