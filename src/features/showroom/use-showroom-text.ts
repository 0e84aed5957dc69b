import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as words from './showroom-copy.ar';
import type * as featuredWords from './featured-copy.ar';
import type * as testimonialWords from './testimonials.ar';

/**
 * The home, /brands and /categories pages' catalogues (decision 020): each copy module's words in the page's language,
 * each language its own chunk. The about page's are in about-text.ts, the claims and the type tiles in
 * src/config/claims-text.ts and src/config/catalog-text.ts.
 */
export const showroomText = catalogue<typeof words>({ en: () => import('./showroom-copy'), ar: () => import('./showroom-copy.ar') });
export const featuredText = catalogue<typeof featuredWords>({ en: () => import('./featured-copy'), ar: () => import('./featured-copy.ar') });
export const testimonialsText = catalogue<typeof testimonialWords>({ en: () => import('./testimonials'), ar: () => import('./testimonials.ar') });

export const useShowroomText = () => useCopy(showroomText);
export const useFeaturedText = () => useCopy(featuredText).FEATURED_TEXT;
export const useTestimonials = () => useCopy(testimonialsText).TESTIMONIALS;
