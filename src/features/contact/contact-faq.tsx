import { css } from 'styled-system/css';
import { Accordion } from '../../components/ui/accordion';
import { ExternalButton } from '../../components/ui/button';
import { Section, SectionHeading } from '../../components/ui/section';
import { SITE, telHref, whatsappHref } from '../../../domain/site';
import { useCopy } from '../../i18n/locale-context';
import { useSiteText } from '../../components/use-site-text';
import { contactText } from './contact-text';

/**
 * The FAQ of SPEC §2 as an Ark accordion: each question a button inside a heading, its answer a region.
 * Open items are Ark's own UI state (nothing else reads it), so no machine of ours drives it.
 */
export function ContactFaq() {
  const {
    CONTACT_TEXT: { faq: t },
    FAQ: items,
  } = useCopy(contactText);
  const site = useSiteText();
  return (
    <Section labelledBy="faq-title">
      <SectionHeading id="faq-title" eyebrow={t.eyebrow} title={t.title} />
      <Accordion.Root multiple collapsible className={css({ maxW: '3xl', mx: 'auto' })}>
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <h3>
              <Accordion.ItemTrigger>
                <span>{item.question}</span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </h3>
            <Accordion.ItemContent>{item.answer}</Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <div className={css({ mt: '12', display: 'grid', justifyItems: 'center', gap: '4', textAlign: 'center' })}>
        <p className={css({ color: 'muted' })}>{t.still}</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>
          <ExternalButton tone="whatsapp" href={whatsappHref(site.whatsappText)}>{t.whatsapp}</ExternalButton>
          <ExternalButton tone="outline" href={telHref(SITE.phones[0])}>{t.call(SITE.phones[0])}</ExternalButton>
        </div>
      </div>
    </Section>
  );
}
