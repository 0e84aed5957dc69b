import { catalogue } from '../../i18n/catalogue';
import type * as words from './cookies-copy.ar';

/** The /cookies page's copy (cookies-copy.tsx) in the page's language, each language its own chunk (decision 020). */
export const cookiesText = catalogue<typeof words>({ en: () => import('./cookies-copy'), ar: () => import('./cookies-copy.ar') });
