import { catalogue } from '../i18n/catalogue';
import type * as words from './shortlist-toggle-copy.ar';

/** The shortlist's heart and header link words in each language (decision 020). */
export const shortlistToggleText = catalogue<typeof words>({
  en: () => import('./shortlist-toggle-copy'),
  ar: () => import('./shortlist-toggle-copy.ar'),
});
