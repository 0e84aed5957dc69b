/**
 * The marketing claims of SPEC §1 (claims.ts) in the page's language: each language its own chunk, loaded when a page
 * needs it (decision 020).
 */
import { catalogue } from '../i18n/catalogue';
import { useCopy } from '../i18n/locale-context';
import type * as words from './claims.ar';

export const claimsText = catalogue<typeof words>({ en: () => import('./claims'), ar: () => import('./claims.ar') });

/** The claims, badges and perks: `const { HOME_CLAIMS, SERVICE_BADGE } = useClaims();`. */
export const useClaims = () => useCopy(claimsText);
