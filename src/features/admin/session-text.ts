import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as words from './session-copy.ar';

/** The portal's words while the session cannot be checked, each language its own chunk (./session-copy.ts, decision 020). */
export const sessionText = catalogue<typeof words>({ en: () => import('./session-copy'), ar: () => import('./session-copy.ar') });

/** SESSION_TEXT in the page's language. */
export const useSessionText = () => useCopy(sessionText).SESSION_TEXT;
