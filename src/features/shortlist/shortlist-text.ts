import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as words from './shortlist-copy.ar';

/** The /shortlist page's copy (shortlist-copy.ts) in the page's language, each language its own chunk (decision 020). */
export const shortlistText = catalogue<typeof words>({ en: () => import('./shortlist-copy'), ar: () => import('./shortlist-copy.ar') });

export const useShortlistText = () => useCopy(shortlistText).SHORTLIST_TEXT;
