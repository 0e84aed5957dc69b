import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { SITE, mailHref, telHref } from '../../../domain/site';
import { useSiteText } from '../../components/use-site-text';
import { claimsText } from '../../config/claims-text';
import { useCopy } from '../../i18n/locale-context';
import { contactText } from './contact-text';
import { Icon, type IconName } from '../../components/icons/icons';
import { ShowroomMap } from '../../components/showroom-map';
import { Ltr } from '../../components/bidi';

/** Office address (with the showroom's small map), phone, e-mail and opening hours. */
export function ContactDetails() {
  const { details: t, newTab } = useCopy(contactText).CONTACT_TEXT;
  const site = useSiteText();
  const badge = useCopy(claimsText).SERVICE_BADGE;
  return (
    <aside aria-labelledby="showroom-title" className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
      <header>
        <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mb: '2' })}>{t.eyebrow}</p>
        <h2 id="showroom-title" className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' } })}>{t.title}</h2>
      </header>
      <DetailCard icon="pin" title={t.address}>
        <address className={css({ fontStyle: 'normal' })}>{site.address}</address>
        <ShowroomMap size="sm" />
        <a href={SITE.mapsSearchUrl} target="_blank" rel="noopener noreferrer" className={link}>
          {t.directions} <Icon name="external" size={14} />
          <span className={css({ srOnly: true })}>{newTab}</span>
        </a>
      </DetailCard>
      <DetailCard icon="phone" title={t.phone}>
        {SITE.phones.map((phone) => (
          <a key={phone} href={telHref(phone)} className={link}>
            <Ltr>{phone}</Ltr>
          </a>
        ))}
      </DetailCard>
      <DetailCard icon="mail" title={t.email}>
        <a href={mailHref(SITE.email)} className={link}>{SITE.email}</a>
      </DetailCard>
      <DetailCard icon="clock" title={t.hours}>
        <p>{t.hoursText}</p>
        <p className={css({ color: 'gold.300', fontWeight: '600' })}>{badge}</p>
      </DetailCard>
    </aside>
  );
}

function DetailCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={cardStyle}>
      <span className={css({ color: 'gold.400', pt: '1' })}>
        <Icon name={icon} size={22} />
      </span>
      <div className={css({ display: 'grid', gap: '2', minW: 0, flex: 1, color: 'mist.200', lineHeight: '1.6' })}>
        <h3 className={css({ fontFamily: 'body', fontSize: 'xs', fontWeight: '600', letterSpacing: '0.2em', textTransform: 'uppercase', color: 'mist.300' })}>{title}</h3>
        {children}
      </div>
    </div>
  );
}

const cardStyle = css({ display: 'flex', gap: '4', p: '5', bg: 'surface', border: '1px solid', borderColor: 'line', borderRadius: 'card' });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  w: 'fit-content',
  color: 'text',
  textDecoration: 'underline',
  textDecorationColor: 'accent.line.strong',
  textUnderlineOffset: '4px',
  _hover: { color: 'gold.300' },
});
