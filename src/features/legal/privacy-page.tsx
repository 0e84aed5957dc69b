import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
import { LegalLayout } from './legal-layout';
import { PRIVACY_SECTIONS } from './privacy-copy';

/** /privacy: how we handle personal data, under the UAE PDPL. */
export default function PrivacyPage() {
  usePageMeta(PAGE_HEADS.privacy);
  return (
    <LegalLayout
      title="Privacy Policy"
      lead="Renting a car means trusting us with your documents and details. This policy explains what we collect, why, who sees it, how long we keep it and the rights UAE law gives you."
      sections={PRIVACY_SECTIONS}
    />
  );
}
