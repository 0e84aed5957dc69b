import { usePageMeta } from '../../components/page-meta';
import { SITE } from '../../config/site';
import { COOKIE_SECTIONS } from './cookies-copy';
import { LegalLayout } from './legal-layout';

/** /cookies: the strictly necessary browser storage this site uses, and the one embed that is not ours. */
export default function CookiesPage() {
  usePageMeta('Cookie Policy', `${SITE.name} uses no tracking cookies: only the browser storage the site needs to work, listed here, and a map embed that loads when you reach it.`);
  return (
    <LegalLayout
      title="Cookie Policy"
      lead="What this website keeps in your browser, why, and for how long. The short answer: very little, and nothing that tracks you."
      sections={COOKIE_SECTIONS}
    />
  );
}
