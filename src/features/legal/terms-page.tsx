import { usePageMetaFor } from '../../components/page-meta';
import { useLocalized } from '../../i18n/locale-context';
import { LegalLayout } from './legal-layout';
import { TERMS_SECTIONS, TERMS_TEXT } from './terms-copy';
import { TERMS_SECTIONS as TERMS_SECTIONS_AR, TERMS_TEXT as TERMS_TEXT_AR } from './terms-copy.ar';

/** /terms: the rental terms behind every agreement. */
export default function TermsPage() {
  usePageMetaFor('terms');
  const text = useLocalized({ en: TERMS_TEXT, ar: TERMS_TEXT_AR });
  const sections = useLocalized({ en: TERMS_SECTIONS, ar: TERMS_SECTIONS_AR });
  return <LegalLayout title={text.title} lead={text.lead} sections={sections} />;
}
