import { catalogue } from '../../../i18n/catalogue';
import { useCopy } from '../../../i18n/locale-context';
import type * as words from './password-copy.ar';

/** The password screens' and dialog's labels, each language its own chunk (./password-copy.ts, decision 020). */
export const passwordText = catalogue<typeof words>({ en: () => import('./password-copy'), ar: () => import('./password-copy.ar') });

/** PASSWORD_TEXT in the page's language. */
export const usePasswordText = () => useCopy(passwordText).PASSWORD_TEXT;
