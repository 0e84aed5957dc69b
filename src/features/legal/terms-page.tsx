import { usePageMetaFor } from '../../components/page-meta';
import { useCopy } from '../../i18n/locale-context';
import { LegalLayout } from './legal-layout';
import { termsText } from './terms-text';

/** /terms: the rental terms behind every agreement. */
export default function TermsPage() {
  usePageMetaFor('terms');
  const { TERMS_TEXT: text, TERMS_SECTIONS: sections } = useCopy(termsText);
  return <LegalLayout title={text.title} lead={text.lead} sections={sections} />;
}
