import { SITE_TEXT } from '../../domain/site';
import { SITE_TEXT as SITE_TEXT_AR } from '../../domain/site.ar';
import type { Translated } from '../../domain/locale';
import { useLocalized } from '../i18n/locale-context';

/** SITE's words (tagline, address, the WhatsApp greeting) in the page's language (decision 014). */
export const useSiteText = () => useLocalized<Translated<typeof SITE_TEXT>>({ en: SITE_TEXT, ar: SITE_TEXT_AR });
