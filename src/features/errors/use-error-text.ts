import type { Translated } from '../../../domain/locale';
import { useLocalized } from '../../i18n/locale-context';
import * as en from './error-copy';
import * as ar from './error-copy.ar';

/** The 404 and 403 screens' words in the page's language (decision 014). */
export const useNotFoundText = () => useLocalized<Translated<typeof en.NOT_FOUND_TEXT>>({ en: en.NOT_FOUND_TEXT, ar: ar.NOT_FOUND_TEXT });
export const useAccessDeniedText = () =>
  useLocalized<Translated<typeof en.ACCESS_DENIED_TEXT>>({ en: en.ACCESS_DENIED_TEXT, ar: ar.ACCESS_DENIED_TEXT });
