import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as words from './about-copy.ar';

/** The about page's copy (about-copy.ts) in the page's language, each language its own chunk (decision 020). */
type AboutCopy = Omit<typeof words, 'PROMISE' | 'MISSION' | 'VISION'> & Record<'PROMISE' | 'MISSION' | 'VISION', string>;

export const aboutText = catalogue<AboutCopy>({ en: () => import('./about-copy'), ar: () => import('./about-copy.ar') });

export const useAboutText = () => useCopy(aboutText);
