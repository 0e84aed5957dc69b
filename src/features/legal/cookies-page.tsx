import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
import { COOKIE_SECTIONS } from './cookies-copy';
import { LegalLayout } from './legal-layout';

/** /cookies: the strictly necessary browser storage this site uses, and the one embed that is not ours. */
export default function CookiesPage() {
  usePageMeta(PAGE_HEADS.cookies);
  return (
    <LegalLayout
      title="Cookie Policy"
      lead="What this website keeps in your browser, why, and for how long. The short answer: very little, and nothing that tracks you."
      sections={COOKIE_SECTIONS}
    />
  );
}
