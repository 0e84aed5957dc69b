import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as words from './admin-layout-copy.ar';

/** The portal's own labels, each language its own chunk (./admin-layout-copy.ts and its Arabic twin, decision 020). */
export const adminText = catalogue<typeof words>({ en: () => import('./admin-layout-copy'), ar: () => import('./admin-layout-copy.ar') });

/** ADMIN_TEXT in the page's language. */
export const useAdminText = () => useCopy(adminText).ADMIN_TEXT;
