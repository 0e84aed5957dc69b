import { usePageMetaFor } from '../../components/page-meta';
import { ExternalButton, LinkButton } from '../../components/ui/button';
import { whatsappHref } from '../../../domain/site';
import { useSiteText } from '../../components/use-site-text';
import { useLocalized } from '../../i18n/locale-context';
import { DISCLAIMER_SECTIONS, DISCLAIMER_TEXT } from './disclaimer-copy';
import { DISCLAIMER_SECTIONS as DISCLAIMER_SECTIONS_AR, DISCLAIMER_TEXT as DISCLAIMER_TEXT_AR } from './disclaimer-copy.ar';
import { LegalCallout } from './legal-callout';
import { LegalLayout } from './legal-layout';

/** /disclaimer (SPEC §2), labelled 'Terms of Service' in the footer. Public, no guard. */
export default function DisclaimerPage() {
  usePageMetaFor('disclaimer');
  const text = useLocalized({ en: DISCLAIMER_TEXT, ar: DISCLAIMER_TEXT_AR });
  const sections = useLocalized({ en: DISCLAIMER_SECTIONS, ar: DISCLAIMER_SECTIONS_AR });
  const { notice, help } = text;
  const site = useSiteText();
  return (
    <LegalLayout
      title={text.title}
      lead={text.lead}
      sections={sections}
      before={
        <LegalCallout id="important-notice" title={notice.title}>
          <p>{notice.body}</p>
        </LegalCallout>
      }
      after={
        <LegalCallout
          id="help-card"
          title={help.title}
          actions={
            <>
              <ExternalButton tone="whatsapp" href={whatsappHref(site.whatsappText)}>{help.whatsapp}</ExternalButton>
              <LinkButton tone="outline" href="/cars">{help.cars}</LinkButton>
            </>
          }
        >
          <p>{help.body}</p>
        </LegalCallout>
      }
    />
  );
}
