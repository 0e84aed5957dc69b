import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as detailWords from './car-detail-copy.ar';
import type * as enquiryWords from './enquiry-copy.ar';

/** The car page's words (./car-detail-copy.ts) and its enquiry and share actions' (./enquiry-copy.ts), in each language (decision 020). */
export const detailText = catalogue<typeof detailWords>({ en: () => import('./car-detail-copy'), ar: () => import('./car-detail-copy.ar') });
export const enquiryText = catalogue<typeof enquiryWords>({ en: () => import('./enquiry-copy'), ar: () => import('./enquiry-copy.ar') });

/** The car page's texts in the page's language. */
export const useDetailText = () => useCopy(detailText).DETAIL_TEXT;
export const useSpecText = () => useCopy(detailText).SPEC_TEXT;
/** A car page's head in the page's language (./car-meta.ts with the language's template). */
export const useCarMeta = () => useCopy(detailText).carMeta;
/** The enquiry and share actions' words (./enquiry-copy.ts). */
export const useEnquiryText = () => useCopy(enquiryText).ENQUIRY_TEXT;
