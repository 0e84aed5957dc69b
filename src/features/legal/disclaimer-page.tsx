import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
import { ExternalButton, LinkButton } from '../../components/ui/button';
import { SITE, whatsappHref } from '../../config/site';
import { DISCLAIMER_SECTIONS } from './disclaimer-copy';
import { LegalCallout } from './legal-callout';
import { LegalLayout } from './legal-layout';

/** /disclaimer (SPEC §2), labelled 'Terms of Service' in the footer. Public, no guard. */
export default function DisclaimerPage() {
  usePageMeta(PAGE_HEADS.disclaimer);
  return (
    <LegalLayout
      title="Disclaimer"
      lead={`Please read this before you book. It explains how ${SITE.name} presents its fleet on this website and what a listing does, and does not, promise.`}
      sections={DISCLAIMER_SECTIONS}
      before={
        <LegalCallout id="important-notice" title="Important Notice">
          <p>
            Nothing on this website is a binding offer. A rental is confirmed only by our written confirmation and the
            rental agreement you sign at handover, which sets out the price, deposit, insurance and conditions for your
            car.
          </p>
        </LegalCallout>
      }
      after={
        <LegalCallout
          id="help-card"
          title="Need Help?"
          actions={
            <>
              <ExternalButton tone="whatsapp" href={whatsappHref()}>WhatsApp Support</ExternalButton>
              <LinkButton tone="outline" href="/cars">Browse Our Cars</LinkButton>
            </>
          }
        >
          <p>Questions about a car, a deposit or this disclaimer? Our team answers around the clock.</p>
        </LegalCallout>
      }
    />
  );
}
