import { catalogue } from '../../../i18n/catalogue';
import { useCopy } from '../../../i18n/locale-context';
import type * as words from './trash-copy.ar';

/** The trash's texts, each language its own chunk (./trash-copy.ts and its Arabic twin, decision 020). */
export const trashText = catalogue<typeof words>({ en: () => import('./trash-copy'), ar: () => import('./trash-copy.ar') });

/** The trash's texts in the page's language. */
export const useTrashText = () => useCopy(trashText).TRASH_TEXT;
