import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as words from './error-copy.ar';

const errorText = catalogue<typeof words>({ en: () => import('./error-copy'), ar: () => import('./error-copy.ar') });

/** The 404 and 403 screens' words in the page's language (decision 020). */
export const useNotFoundText = () => useCopy(errorText).NOT_FOUND_TEXT;
export const useAccessDeniedText = () => useCopy(errorText).ACCESS_DENIED_TEXT;
