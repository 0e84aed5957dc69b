import { Isolate } from '../../components/bidi';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from '../../components/ui/section';
import { SITE, mailHref, telHref, whatsappHref } from '../../../domain/site';
import { Icon } from '../../components/icons/icons';
import { ChatIcon } from './chat-icon';
import { useSiteText } from '../../components/use-site-text';
import { useCopy } from '../../i18n/locale-context';
import { contactText } from './contact-text';

/** Three quick ways to reach us; each opens WhatsApp, the dialler or the mail app in a new tab. */
export function QuickContact() {
  const { quick: t, newTab } = useCopy(contactText).CONTACT_TEXT;
  const site = useSiteText();
  return (
    <section aria-label={t.label} className={css({ position: 'relative', zIndex: 1, mt: { base: '-6', md: '-12' } })}>
      <ul className={cx(container, css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } }))}>
        <QuickCard href={whatsappHref(site.whatsappText)} icon={<ChatIcon />} title={t.whatsappTitle} text={t.whatsappText} newTab={newTab} tone="whatsapp" />
        <QuickCard href={telHref(SITE.phones[0])} icon={<Icon name="phone" size={22} />} title={t.callTitle} text={SITE.phones[0]} newTab={newTab} />
        <QuickCard href={mailHref(SITE.email)} icon={<Icon name="mail" size={22} />} title={t.emailTitle} text={SITE.email} newTab={newTab} />
      </ul>
    </section>
  );
}

function QuickCard({ href, icon, title, text, newTab, tone }: { href: string; icon: ReactNode; title: string; text: string; newTab: string; tone?: 'whatsapp' }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={card} data-tone={tone}>
        <span className={badge}>{icon}</span>
        <span className={css({ minW: 0 })}>
          <span className={css({ display: 'block', textStyle: 'serif', fontSize: '2xl', fontWeight: '600', color: 'text' })}>{title}</span>
          <span className={css({ display: 'block', mt: '0.5', color: 'muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
            <Isolate>{text}</Isolate>
          </span>
          <span className={css({ srOnly: true })}>{newTab}</span>
        </span>
        <Icon name="external" size={18} className={css({ ms: 'auto', color: 'gold.400', flexShrink: 0 })} />
      </a>
    </li>
  );
}

const card = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  h: 'full',
  p: { base: '5', md: '6' },
  layerStyle: 'raisedCard',
  boxShadow: 'card',
  textDecoration: 'none',
  transition: 'border-color 0.3s, transform 0.3s',
  transitionTimingFunction: 'luxe',
  _hover: { borderColor: 'accent.line.strong', transform: 'translateY(-3px)' },
  _reducedMotion: { transition: 'none', _hover: { transform: 'none' } },
});

const badge = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  w: '12',
  h: '12',
  borderRadius: 'full',
  border: '1px solid',
  borderColor: 'accent.line.strong',
  color: 'gold.400',
  '[data-tone=whatsapp] &': { borderColor: 'whatsapp.line', color: 'whatsapp.text' },
});
