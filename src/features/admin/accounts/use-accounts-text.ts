import { catalogue } from '../../../i18n/catalogue';
import { useCopy } from '../../../i18n/locale-context';
import type * as words from './accounts-copy.ar';

/** The accounts page's texts, each language its own chunk (./accounts-copy.ts and its Arabic twin, decision 020). */
export const accountsText = catalogue<typeof words>({ en: () => import('./accounts-copy'), ar: () => import('./accounts-copy.ar') });

/** The accounts page's texts in the page's language. */
export const useAccountsText = () => useCopy(accountsText).ACCOUNTS_TEXT;
