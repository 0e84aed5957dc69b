import type { Translated } from '../../../domain/locale';
import { useLocalized } from '../../i18n/locale-context';
import * as claimsEn from '../../config/claims';
import * as claimsAr from '../../config/claims.ar';
import * as catalogEn from '../../config/catalog';
import * as catalogAr from '../../config/catalog.ar';
import * as en from './showroom-copy';
import * as ar from './showroom-copy.ar';
import * as aboutEn from './about-copy';
import * as aboutAr from './about-copy.ar';
import { FEATURED_TEXT } from './featured-copy';
import { FEATURED_TEXT as FEATURED_TEXT_AR } from './featured-copy.ar';
import { TESTIMONIALS } from './testimonials';
import { TESTIMONIALS as TESTIMONIALS_AR } from './testimonials.ar';

/** The showroom's catalogue entries in the page's language (decision 014), one hook per view's need. */
type Copy = {
  [K in 'HOME_TEXT' | 'FIND_US_TEXT' | 'TILE_TEXT' | 'BRANDS_PAGE_TEXT' | 'CATEGORIES_PAGE_TEXT']: Translated<(typeof en)[K]>;
} & Pick<typeof en, 'REASONS' | 'CATEGORY_BLURBS' | 'BRAND_BLURBS'>;

export const useShowroomText = (): Copy => useLocalized<Copy>({ en, ar });

type AboutCopy = Omit<typeof aboutEn, 'ABOUT_TEXT' | 'PROMISE' | 'MISSION' | 'VISION'> & {
  ABOUT_TEXT: Translated<typeof aboutEn.ABOUT_TEXT>;
  PROMISE: string;
  MISSION: string;
  VISION: string;
};
export const useAboutText = (): AboutCopy => useLocalized<AboutCopy>({ en: aboutEn, ar: aboutAr });

type Claims = Pick<typeof claimsEn, 'HOME_CLAIMS' | 'ABOUT_CLAIMS' | 'PERKS'> & { SERVICE_BADGE: string; EXCELLENCE_BADGE: string };
export const useClaims = (): Claims => useLocalized<Claims>({ en: claimsEn, ar: claimsAr });

type Tiles = Pick<typeof catalogEn, 'CAR_TYPE_TILES' | 'CATEGORY_TILES'>;
export const useTypeTiles = (): Tiles => useLocalized<Tiles>({ en: catalogEn, ar: catalogAr });

export const useFeaturedText = () => useLocalized<Translated<typeof FEATURED_TEXT>>({ en: FEATURED_TEXT, ar: FEATURED_TEXT_AR });
export const useTestimonials = () => useLocalized({ en: TESTIMONIALS, ar: TESTIMONIALS_AR });
