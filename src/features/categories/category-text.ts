import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as words from './category-copy.ar';

/** The category landing pages' copy (category-copy.ts) in the page's language, each language its own chunk (decision 020). */
export const categoryText = catalogue<typeof words>({ en: () => import('./category-copy'), ar: () => import('./category-copy.ar') });

/** The words around each page's copy: loading, the list heading, the stats' name and the closing contact. */
export const useCategoryPageText = () => useCopy(categoryText).CATEGORY_PAGE_TEXT;
