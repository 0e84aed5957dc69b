import { catalogue } from '../../i18n/catalogue';
import { useCopy } from '../../i18n/locale-context';
import type * as words from './shell-links.ar';

const shellText = catalogue<typeof words>({ en: () => import('./shell-links'), ar: () => import('./shell-links.ar') });

/** The shell's words in the page's language (decision 020): one hook per catalogue entry the shell's views read. */
export const useNavText = () => useCopy(shellText).NAV_TEXT;
export const useNavLinks = () => useCopy(shellText).NAV_LINKS;

export function useFooterText() {
  const words = useCopy(shellText);
  return { text: words.FOOTER_TEXT, quick: words.FOOTER_QUICK_LINKS, resources: words.FOOTER_RESOURCES, legal: words.FOOTER_LEGAL };
}
