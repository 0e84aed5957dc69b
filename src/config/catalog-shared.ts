/**
 * The showroom catalogue's values that are the same in both languages (brand names stay in Latin script, decision
 * 014): the brand tiles, their links and the addresses of the pictures. Views import them from here, so a page does not
 * ship the English words of catalog.ts with them (decision 020).
 */
import type { PublicCategory } from '../../domain/constants';

export type BrandTile = { name: string; slug: string; logo: string };

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
