import { usePageMetaFor } from '../../components/page-meta';
import { useCopy } from '../../i18n/locale-context';
import { LegalLayout } from './legal-layout';
import { privacyText } from './privacy-text';

/** /privacy: how we handle personal data, under the UAE PDPL. */
export default function PrivacyPage() {
  usePageMetaFor('privacy');
  const { PRIVACY_TEXT: text, PRIVACY_SECTIONS: sections } = useCopy(privacyText);
  return <LegalLayout title={text.title} lead={text.lead} sections={sections} />;
}
