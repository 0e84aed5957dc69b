import { catalogue } from '../i18n/catalogue';
import type * as words from './rental-conditions.ar';

/** The rental conditions (./rental-conditions.ts) in each language (decision 020): a view reads them with `useCopy`. */
export const rentalConditionsText = catalogue<typeof words>({
  en: () => import('./rental-conditions'),
  ar: () => import('./rental-conditions.ar'),
});
