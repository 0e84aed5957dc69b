import { usePageMetaFor } from '../../components/page-meta';
import { useLocalized } from '../../i18n/locale-context';
import { COOKIE_SECTIONS, COOKIES_TEXT } from './cookies-copy';
import { COOKIE_SECTIONS as COOKIE_SECTIONS_AR, COOKIES_TEXT as COOKIES_TEXT_AR } from './cookies-copy.ar';
import { LegalLayout } from './legal-layout';

/** /cookies: the strictly necessary browser storage this site uses, and the one embed that is not ours. */
export default function CookiesPage() {
  usePageMetaFor('cookies');
  const text = useLocalized({ en: COOKIES_TEXT, ar: COOKIES_TEXT_AR });
  const sections = useLocalized({ en: COOKIE_SECTIONS, ar: COOKIE_SECTIONS_AR });
  return <LegalLayout title={text.title} lead={text.lead} sections={sections} />;
}
