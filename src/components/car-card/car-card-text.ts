import { catalogue } from '../../i18n/catalogue';
import type * as words from './car-card-copy.ar';

/** The car card's words (the card, its facts, its price line) in each language (decision 020). */
export const carCardText = catalogue<typeof words>({ en: () => import('./car-card-copy'), ar: () => import('./car-card-copy.ar') });
