/**
 * The showroom's car-type and category tiles (catalog.ts) in the page's language: each language its own chunk, loaded
 * when a page needs it (decision 020).
 */
import { catalogue } from '../i18n/catalogue';
import { useCopy } from '../i18n/locale-context';
import type * as words from './catalog.ar';

export const catalogText = catalogue<typeof words>({ en: () => import('./catalog'), ar: () => import('./catalog.ar') });

/** The 'Discover Your Drive' tiles (CAR_TYPE_TILES) and the /categories tiles (CATEGORY_TILES). */
export const useTypeTiles = () => useCopy(catalogText);
