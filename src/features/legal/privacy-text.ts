import { catalogue } from '../../i18n/catalogue';
import type * as words from './privacy-copy.ar';

/** The /privacy page's copy (privacy-copy.tsx) in the page's language, each language its own chunk (decision 020). */
export const privacyText = catalogue<typeof words>({ en: () => import('./privacy-copy'), ar: () => import('./privacy-copy.ar') });
