import { css } from 'styled-system/css';
import { SITE, telHref, whatsappHref } from '../../../domain/site';
import { ExternalButton } from '../../components/ui/button';
import { LanguageSwitch } from '../../components/language-switch';
import { Ltr } from '../../components/bidi';
import { useSiteText } from '../../components/use-site-text';
import { useNavText } from './use-shell-text';
import { AnthemToggle } from './anthem-toggle';

/**
 * The foot of the mobile menu: the language switch (and, below 768 px, the anthem, whose place in the bar the
 * shortlist's heart takes), WhatsApp, the phone and the showroom's short address.
 */
export function MobileMenuContact() {
  const text = useNavText();
  const site = useSiteText();
  return (
    <div className={css({ mt: 'auto', pt: '10', display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mb: '2' })}>
        <LanguageSwitch />
        <AnthemToggle placement="menu" />
      </div>
      <ExternalButton tone="whatsapp" href={whatsappHref(site.whatsappText)}>
        {text.whatsappShort}
      </ExternalButton>
      <ExternalButton tone="outline" href={telHref(SITE.phones[0])}>
        <Ltr>{SITE.phones[0]}</Ltr>
      </ExternalButton>
      <p className={css({ color: 'muted', fontSize: 'xs', textAlign: 'center', mt: '2' })}>{site.addressShort}</p>
    </div>
  );
}
