import { catalogue } from '../../i18n/catalogue';
import type * as words from './terms-copy.ar';

/** The /terms page's copy (terms-copy.tsx) in the page's language, each language its own chunk (decision 020). */
export const termsText = catalogue<typeof words>({ en: () => import('./terms-copy'), ar: () => import('./terms-copy.ar') });
