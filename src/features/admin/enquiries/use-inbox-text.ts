import { useLocalized } from '../../../i18n/locale-context';
import * as en from './enquiries-copy';
import * as ar from './enquiries-copy.ar';

/** The inbox's texts in the page's language (./enquiries-copy.ts and its Arabic twin, decision 014). */
export const useInboxText = () => useLocalized({ en: en.INBOX_TEXT, ar: ar.INBOX_TEXT });
export const useDetailText = () => useLocalized({ en: en.DETAIL_TEXT, ar: ar.DETAIL_TEXT });
export const useStatusLabels = () => useLocalized({ en: en.STATUS_LABELS, ar: ar.STATUS_LABELS });
export const useChoiceLabels = () => useLocalized({ en: en.CHOICE_LABELS, ar: ar.CHOICE_LABELS });

/** The replies' first words in each language: a reply is written in the VISITOR's language (the enquiry's), not the admin's. */
export const REPLY_TEXTS = { en: en.REPLY_TEXT, ar: ar.REPLY_TEXT };
