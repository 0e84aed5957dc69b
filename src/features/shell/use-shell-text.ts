import { useLocalized } from '../../i18n/locale-context';
import type { Translated } from '../../../domain/locale';
import * as en from './shell-links';
import * as ar from './shell-links.ar';

/** The shell's words in the page's language (decision 014): one hook per catalogue entry the shell's views read. */
export const useNavText = () => useLocalized<Translated<typeof en.NAV_TEXT>>({ en: en.NAV_TEXT, ar: ar.NAV_TEXT });
export const useNavLinks = () => useLocalized<Translated<typeof en.NAV_LINKS>>({ en: en.NAV_LINKS, ar: ar.NAV_LINKS });

export function useFooterText() {
  return useLocalized({
    en: { text: en.FOOTER_TEXT as Translated<typeof en.FOOTER_TEXT>, quick: en.FOOTER_QUICK_LINKS, resources: en.FOOTER_RESOURCES, legal: en.FOOTER_LEGAL },
    ar: { text: ar.FOOTER_TEXT, quick: ar.FOOTER_QUICK_LINKS, resources: ar.FOOTER_RESOURCES, legal: ar.FOOTER_LEGAL },
  });
}
