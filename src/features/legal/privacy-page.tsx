import { usePageMetaFor } from '../../components/page-meta';
import { useLocalized } from '../../i18n/locale-context';
import { LegalLayout } from './legal-layout';
import { PRIVACY_SECTIONS, PRIVACY_TEXT } from './privacy-copy';
import { PRIVACY_SECTIONS as PRIVACY_SECTIONS_AR, PRIVACY_TEXT as PRIVACY_TEXT_AR } from './privacy-copy.ar';

/** /privacy: how we handle personal data, under the UAE PDPL. */
export default function PrivacyPage() {
  usePageMetaFor('privacy');
  const text = useLocalized({ en: PRIVACY_TEXT, ar: PRIVACY_TEXT_AR });
  const sections = useLocalized({ en: PRIVACY_SECTIONS, ar: PRIVACY_SECTIONS_AR });
  return <LegalLayout title={text.title} lead={text.lead} sections={sections} />;
}
