import { catalogue } from '../../i18n/catalogue';
import type * as words from './disclaimer-copy.ar';

/** The /disclaimer page's copy (disclaimer-copy.tsx) in the page's language, each language its own chunk (decision 020). */
export const disclaimerText = catalogue<typeof words>({ en: () => import('./disclaimer-copy'), ar: () => import('./disclaimer-copy.ar') });
