import { Accordion } from '@ark-ui/react/accordion';
import { css } from 'styled-system/css';
import { ExternalButton } from '../../components/ui/button';
import { Section, SectionHeading } from '../../components/ui/section';
import { SITE, telHref, whatsappHref } from '../../config/site';
import { FAQ } from './contact-copy';

/**
 * The FAQ of SPEC §2 as an Ark accordion: each question a button inside a heading, its answer a region.
 * Open items are Ark's own UI state (nothing else reads it), so no machine of ours drives it.
 */
export function ContactFaq() {
  return (
    <Section labelledBy="faq-title">
      <SectionHeading id="faq-title" eyebrow="Good to Know" title="Frequently Asked Questions" />
      <Accordion.Root multiple collapsible className={css({ maxW: '3xl', mx: 'auto', borderTop: '1px solid {colors.line}' })}>
        {FAQ.map((item) => (
          <Accordion.Item key={item.id} value={item.id} className={css({ borderBottom: '1px solid {colors.line}' })}>
            <h3>
              <Accordion.ItemTrigger className={trigger}>
                <span>{item.question}</span>
                <Accordion.ItemIndicator className={indicator}>
                  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                    <path d="M12 5v14M5 12h14" />
                  </svg>
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
            </h3>
            <Accordion.ItemContent className={css({ pb: '6', pr: { base: '2', md: '12' }, color: 'mist.200', lineHeight: '1.8' })}>
              {item.answer}
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <div className={css({ mt: '12', display: 'grid', justifyItems: 'center', gap: '4', textAlign: 'center' })}>
        <p className={css({ color: 'muted' })}>Still have a question? Our team answers around the clock.</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>
          <ExternalButton tone="whatsapp" href={whatsappHref()}>Ask on WhatsApp</ExternalButton>
          <ExternalButton tone="outline" href={telHref(SITE.phones[0])}>Call {SITE.phones[0]}</ExternalButton>
        </div>
      </div>
    </Section>
  );
}

const trigger = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '6',
  w: 'full',
  py: '6',
  textAlign: 'left',
  fontFamily: 'display',
  fontSize: { base: 'xl', md: '2xl' },
  fontWeight: '600',
  color: 'text',
  cursor: 'pointer',
  transition: 'color 0.25s',
  _hover: { color: 'gold.300' },
  _reducedMotion: { transition: 'none' },
});

const indicator = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  w: '10',
  h: '10',
  borderRadius: 'full',
  border: '1px solid',
  borderColor: 'rgba(201,165,92,0.4)',
  color: 'gold.400',
  transition: 'transform 0.35s',
  transitionTimingFunction: 'luxe',
  _open: { transform: 'rotate(45deg)' },
  _reducedMotion: { transition: 'none' },
});
