import { Link } from 'wouter';
import { MSG } from '../../api/messages';
import { Button, ExternalButton, LinkButton } from '../../components/ui/button';
import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
import { SITE, telHref, whatsappHref } from '../../config/site';
import { ErrorLayout, actionRow, linkList } from './error-layout';

export default function NotFoundPage() {
  usePageMeta(PAGE_HEADS.notFound);
  return (
    <ErrorLayout code="404" title={MSG.notFoundTitle}>
      <p>The page you are looking for has moved, or never existed. Let us get you back on the road.</p>
      <nav aria-label="Quick links" className={linkList}>
        <Link href="/cars">All Cars</Link>
        <Link href="/about">About Us</Link>
        <Link href="/contact">Contact</Link>
      </nav>
      <div className={actionRow}>
        <LinkButton href="/">Back to Home</LinkButton>
        <LinkButton href="/cars" tone="outline">Browse Cars</LinkButton>
        <Button tone="ghost" onClick={() => history.back()}>Go Back</Button>
      </div>
      <div className={actionRow}>
        <ExternalButton tone="whatsapp" href={whatsappHref()}>WhatsApp Support</ExternalButton>
        <ExternalButton tone="ghost" href={telHref(SITE.phones[0])}>Call {SITE.phones[0]}</ExternalButton>
      </div>
    </ErrorLayout>
  );
}
