import { usePageMetaFor } from '../../components/page-meta';
import { useCopy } from '../../i18n/locale-context';
import { cookiesText } from './cookies-text';
import { LegalLayout } from './legal-layout';

/** /cookies: the strictly necessary browser storage this site uses, and the one embed that is not ours. */
export default function CookiesPage() {
  usePageMetaFor('cookies');
  const { COOKIES_TEXT: text, COOKIE_SECTIONS: sections } = useCopy(cookiesText);
  return <LegalLayout title={text.title} lead={text.lead} sections={sections} />;
}
