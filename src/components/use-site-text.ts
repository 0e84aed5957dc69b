import type * as words from '../../domain/site.ar';
import { catalogue } from '../i18n/catalogue';
import { useCopy } from '../i18n/locale-context';

const siteText = catalogue<typeof words>({ en: () => import('../../domain/site'), ar: () => import('../../domain/site.ar') });

/** SITE's words (tagline, address, the WhatsApp greeting) in the page's language (decision 020). */
export const useSiteText = () => useCopy(siteText).SITE_TEXT;
