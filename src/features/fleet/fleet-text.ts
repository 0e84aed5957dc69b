import { catalogue } from '../../i18n/catalogue';
import type * as words from './fleet-copy.ar';

/** The /cars words (fleet-copy.ts) in each language (decision 020): a view reads them with `useCopy(fleetText)`. */
export const fleetText = catalogue<typeof words>({ en: () => import('./fleet-copy'), ar: () => import('./fleet-copy.ar') });

export type FleetCopy = typeof words;
