import type { CarTypeTile, CategoryTile } from './catalog';
import { typeImage } from './catalog-shared';

/**
 * The Arabic names of the showroom's car-type and category tiles, read through catalog-text.ts (decision 020). Brand
 * tiles need none: brand names stay in Latin script (BRAND_TILES, NAV_BRANDS of catalog-shared.ts).
 */
export const CAR_TYPE_TILES: readonly CarTypeTile[] = [
  { name: 'فاخرة', image: typeImage('luxury'), link: '/luxury' },
  { name: 'مكشوفة', image: typeImage('convertible'), link: '/convertible' },
  { name: 'كوبيه', image: typeImage('coupe'), link: '/coupe' },
  { name: 'سيدان', image: typeImage('sedan'), link: '/sedan' },
  { name: 'رياضية', image: typeImage('sports'), link: '/sports' },
  { name: 'دفع رباعي', image: typeImage('suv'), link: '/suv' },
];

export const CATEGORY_TILES: readonly CategoryTile[] = [
  { name: 'السيارات الرياضية', slug: 'sports', image: typeImage('sports') },
  { name: 'السيارات الفاخرة', slug: 'luxury', image: typeImage('luxury') },
  { name: 'سيارات السيدان', slug: 'sedan', image: typeImage('sedan') },
  { name: 'سيارات الدفع الرباعي', slug: 'suv', image: typeImage('suv') },
  { name: 'السيارات المكشوفة', slug: 'convertible', image: typeImage('convertible') },
  { name: 'سيارات الكوبيه', slug: 'coupe', image: typeImage('coupe') },
];
