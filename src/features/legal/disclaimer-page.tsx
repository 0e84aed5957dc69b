import { usePageMetaFor } from '../../components/page-meta';
import { ExternalButton, LinkButton } from '../../components/ui/button';
import { whatsappHref } from '../../../domain/site';
import { useSiteText } from '../../components/use-site-text';
import { useCopy } from '../../i18n/locale-context';
import { disclaimerText } from './disclaimer-text';
import { LegalCallout } from './legal-callout';
import { LegalLayout } from './legal-layout';

/** /disclaimer (SPEC §2), labelled 'Terms of Service' in the footer. Public, no guard. */
export default function DisclaimerPage() {
  usePageMetaFor('disclaimer');
  const { DISCLAIMER_TEXT: text, DISCLAIMER_SECTIONS: sections } = useCopy(disclaimerText);
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
