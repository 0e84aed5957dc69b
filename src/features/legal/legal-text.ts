import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as words from './legal-copy.ar';

/**
 * The words every legal page shares (legal-copy.ts) in the page's language, each language its own chunk (decision 020);
 * each page's own words are in its `<page>-text.ts` beside it.
 */
export const legalText = catalogue<typeof words>({ en: () => import('./legal-copy'), ar: () => import('./legal-copy.ar') });

export const useLegalText = () => useCopy(legalText).LEGAL_TEXT;

/** The day every legal page was last updated (SPEC §2 gives it for the disclaimer; the others were written with it). */
export const LEGAL_UPDATED = '2025-08-18';
