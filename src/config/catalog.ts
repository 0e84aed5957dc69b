import type { PublicCategory } from '../../domain/constants';

/** Static showroom data of SPEC §2 and §3: brand tiles, the nav dropdown, car types and category tiles. */
export type BrandTile = { name: string; slug: string; logo: string };
export type CarTypeTile = { name: string; image: string; link: string };
export type CategoryTile = { name: string; slug: PublicCategory; image: string };

const mark = (file: string) => `/media/brands/${file}.svg`;

/** The seven home and /brands tiles; slugs are capitalised as SPEC §2 spells them. */
export const BRAND_TILES: readonly BrandTile[] = [
  { name: 'Ferrari', slug: 'Ferrari', logo: mark('ferrari') },
  { name: 'Lamborghini', slug: 'Lamborghini', logo: mark('lamborghini') },
  { name: 'Bentley', slug: 'Bentley', logo: mark('bentley') },
  { name: 'Rolls Royce', slug: 'Rolls-royce', logo: mark('rolls-royce') },
  { name: 'Porsche', slug: 'Porsche', logo: mark('porsche') },
  { name: 'Mercedes', slug: 'Mercedes', logo: mark('mercedes') },
  { name: 'BMW', slug: 'BMW', logo: mark('bmw') },
];

/** The six brands of the navigation dropdown (lowercase slugs; BMW is absent). */
export const NAV_BRANDS: readonly BrandTile[] = [
  { name: 'Ferrari', slug: 'ferrari', logo: mark('ferrari') },
  { name: 'Lamborghini', slug: 'lamborghini', logo: mark('lamborghini') },
  { name: 'Bentley', slug: 'bentley', logo: mark('bentley') },
  { name: 'Rolls Royce', slug: 'rolls-royce', logo: mark('rolls-royce') },
  { name: 'Porsche', slug: 'porsche', logo: mark('porsche') },
  { name: 'Mercedes', slug: 'mercedes', logo: mark('mercedes') },
];

export const brandHref = (slug: string) => `/cars?brand=${encodeURIComponent(slug)}`;

/** A category's photograph: its tile and its landing page's hero. */
export const typeImage = (slug: PublicCategory) => `/media/types/${slug}.webp`;

/** The home hero's still: shown before (and instead of, with reduced motion) the video. */
export const HERO_POSTER = '/media/hero-poster.webp';

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
