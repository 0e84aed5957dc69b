import { catalogue } from '../../../i18n/catalogue';
import { useCopy } from '../../../i18n/locale-context';
import type * as words from './cars-copy.ar';

/** The cars screen's texts, each language its own chunk (./cars-copy.ts and its Arabic twin, decision 020). */
export const carsText = catalogue<typeof words>({ en: () => import('./cars-copy'), ar: () => import('./cars-copy.ar') });

/** The cars screen's texts in the page's language. */
export const useCarsText = () => useCopy(carsText).CARS_TEXT;
/** The add/edit dialog's texts in the page's language. */
export const useFormText = () => useCopy(carsText).FORM_TEXT;
/** Status labels: the filter's (SPEC §3, 'not available' reads Inactive) and everywhere else's (SPEC §4's words). */
export const useStatusLabels = () => useCopy(carsText).STATUS_LABELS;
export const useStatusWords = () => useCopy(carsText).STATUS_WORDS;
