import { useLocalized } from '../../../i18n/locale-context';
import * as en from './cars-copy';
import * as ar from './cars-copy.ar';

/** The cars screen's texts in the page's language (./cars-copy.ts and its Arabic twin, decision 014). */
export const useCarsText = () => useLocalized({ en: en.CARS_TEXT, ar: ar.CARS_TEXT });
/** The add/edit dialog's texts in the page's language. */
export const useFormText = () => useLocalized({ en: en.FORM_TEXT, ar: ar.FORM_TEXT });
/** Status labels: the filter's (SPEC §3, 'not available' reads Inactive) and the 'Change Status' menu's. */
export const useStatusLabels = () => useLocalized({ en: en.STATUS_LABELS, ar: ar.STATUS_LABELS });
export const useMenuLabels = () => useLocalized({ en: en.MENU_LABELS, ar: ar.MENU_LABELS });
