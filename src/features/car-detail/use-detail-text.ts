import { useLocalized } from '../../i18n/locale-context';
import { DETAIL_TEXT, SPEC_TEXT } from './car-detail-copy';
import { DETAIL_TEXT as DETAIL_TEXT_AR, SPEC_TEXT as SPEC_TEXT_AR } from './car-detail-copy.ar';
import { ENQUIRY_TEXT } from './enquiry-copy';
import { ENQUIRY_TEXT as ENQUIRY_TEXT_AR } from './enquiry-copy.ar';

/** The car page's texts in the page's language. */
export const useDetailText = () => useLocalized({ en: DETAIL_TEXT, ar: DETAIL_TEXT_AR });
export const useSpecText = () => useLocalized({ en: SPEC_TEXT, ar: SPEC_TEXT_AR });
/** The enquiry and share actions' words (./enquiry-copy.ts). */
export const useEnquiryText = () => useLocalized({ en: ENQUIRY_TEXT, ar: ENQUIRY_TEXT_AR });
