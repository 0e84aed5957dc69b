import { SITE } from '../../domain/site';

/** The showroom map's words (./showroom-map.tsx). */
export const MAP_TEXT = {
  title: `Map of ${SITE.name}, ${SITE.addressShort}`,
  showLive: 'Show live map',
  /** Read after the visible words: where the live map comes from. */
  source: 'from Google Maps',
} as const;
