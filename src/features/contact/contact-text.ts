import { catalogue } from '../../i18n/catalogue';
import type * as contactWords from './contact-copy.ar';
import type * as optionWords from './contact-options.ar';
import type * as prefillWords from './prefill-copy.ar';

/**
 * The contact page's words in each language (decision 020): its headings, FAQ and form texts (./contact-copy.ts), the
 * form's choices (./contact-options.ts) and the enquiry about one car (./prefill-copy.ts). A view reads them with
 * `useCopy`.
 */
export const contactText = catalogue<typeof contactWords>({ en: () => import('./contact-copy'), ar: () => import('./contact-copy.ar') });
export const contactOptions = catalogue<typeof optionWords>({ en: () => import('./contact-options'), ar: () => import('./contact-options.ar') });
export const prefillText = catalogue<typeof prefillWords>({ en: () => import('./prefill-copy'), ar: () => import('./prefill-copy.ar') });
