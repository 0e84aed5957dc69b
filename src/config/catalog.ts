import type { PublicCategory } from '../../domain/constants';
import { typeImage } from './catalog-shared';

/**
 * The showroom's car-type and category tiles, whose names are words (SPEC §2 and §3); the Arabic sits beside it in
 * catalog.ar.ts, and views read both through catalog-text.ts (decision 020). The brand tiles and the picture addresses
 * are the same in both languages: they live in catalog-shared.ts.
 */
export type CarTypeTile = { name: string; image: string; link: string };
export type CategoryTile = { name: string; slug: PublicCategory; image: string };

/** Home 'Discover Your Drive' tiles, in SPEC order. */
export const CAR_TYPE_TILES: readonly CarTypeTile[] = [
  { name: 'Luxury', image: typeImage('luxury'), link: '/luxury' },
  { name: 'Convertible', image: typeImage('convertible'), link: '/convertible' },
  { name: 'Coupe', image: typeImage('coupe'), link: '/coupe' },
  { name: 'Sedan', image: typeImage('sedan'), link: '/sedan' },
  { name: 'Sports', image: typeImage('sports'), link: '/sports' },
  { name: 'SUV', image: typeImage('suv'), link: '/suv' },
];

/** The /categories tiles, in SPEC order. */
export const CATEGORY_TILES: readonly CategoryTile[] = [
  { name: 'Sports Cars', slug: 'sports', image: typeImage('sports') },
  { name: 'Luxury Cars', slug: 'luxury', image: typeImage('luxury') },
  { name: 'Sedans', slug: 'sedan', image: typeImage('sedan') },
  { name: 'SUVs', slug: 'suv', image: typeImage('suv') },
  { name: 'Convertibles', slug: 'convertible', image: typeImage('convertible') },
  { name: 'Coupes', slug: 'coupe', image: typeImage('coupe') },
];
