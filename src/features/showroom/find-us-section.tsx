import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ExternalButton } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { SITE, mailHref, telHref } from '../../../domain/site';
import { Icon, type IconName } from '../../components/icons/icons';
import { ShowroomMap } from '../../components/showroom-map';
import { Ltr } from '../../components/bidi';
import { useSiteText } from '../../components/use-site-text';
import { useShowroomText } from './use-showroom-text';

/** 'Find Us' (SPEC §2): address and contacts, 'Get Directions', and the map with its click-to-open-in-maps panel. */
export function FindUsSection() {
  const text = useShowroomText().FIND_US_TEXT;
  const site = useSiteText();
  return (
    <Section id="find-us" labelledBy="find-us-title" className={css({ bg: 'surface' })}>
      <div className={css({ display: 'grid', gap: { base: '8', lg: '12' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '5fr 7fr' }, alignItems: 'stretch' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', justifyContent: 'center' })}>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mb: '3' })}>{text.eyebrow}</p>
          <h2 id="find-us-title" className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '5xl' }, color: 'text' })}>{text.title}</h2>
          <p className={css({ mt: '4', color: 'muted', lineHeight: '1.7' })}>
            {text.lead}
          </p>
          <ul className={css({ mt: '8', display: 'grid', gap: '5' })}>
            <Detail icon="pin" label={text.address}>{site.address}</Detail>
            <Detail icon="phone" label={text.phone}>
              {SITE.phones.map((p) => (
                <a key={p} href={telHref(p)} className={link}><Ltr>{p}</Ltr></a>
              ))}
            </Detail>
            <Detail icon="mail" label={text.email}>
              <a href={mailHref(SITE.email)} className={link}>{SITE.email}</a>
            </Detail>
            <Detail icon="clock" label={text.hours}>{text.hoursText}</Detail>
          </ul>
          <div className={css({ mt: '9' })}>
            <ExternalButton href={SITE.mapsSearchUrl} size="lg">
              <Icon name="pin" size={18} /> {text.directions}
            </ExternalButton>
          </div>
        </div>
        <ShowroomMap size="lg">
          <a href={SITE.mapsSearchUrl} target="_blank" rel="noopener noreferrer" className={openPanel}>
            <span className={css({ display: 'grid', placeItems: 'center', w: '10', h: '10', flexShrink: 0, borderRadius: 'full', bg: 'gold.500', color: 'ink.950' })}>
              <Icon name="pin" size={18} />
            </span>
            <span className={css({ minW: '0' })}>
              <span className={css({ display: 'block', fontWeight: '600', color: 'text' })}>{text.openInMaps}</span>
              <span className={css({ display: 'block', fontSize: 'sm', color: 'muted' })}>{site.addressShort}</span>
            </span>
            <Icon name="external" size={18} className={css({ ms: 'auto', color: 'gold.400', flexShrink: 0 })} />
          </a>
        </ShowroomMap>
      </div>
    </Section>
  );
}

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className={css({ display: 'flex', gap: '4' })}>
      <span className={css({ color: 'gold.400', pt: '0.5' })}>
        <Icon name={icon} size={20} />
      </span>
      <span className={css({ display: 'grid', gap: '1' })}>
        <span className={css({ textStyle: 'eyebrow', color: 'mist.400' })}>{label}</span>
        <span className={css({ display: 'grid', gap: '1', color: 'text' })}>{children}</span>
      </span>
    </li>
  );
}

const link = css({ color: 'text', textDecoration: 'none', _hover: { color: 'gold.300' } });
const openPanel = css({
  position: 'absolute',
  insetInlineStart: { base: '3', md: '5' },
  insetInlineEnd: { base: '3', md: 'auto' },
  bottom: { base: '3', md: '5' },
  minW: { md: '80' },
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  pe: '4',
  layerStyle: 'goldFrame',
  bg: 'veil.dense',
  backdropFilter: 'blur(10px)',
  textDecoration: 'none',
  transition: 'border-color 0.3s, transform 0.3s',
  _hover: { borderColor: 'gold.400', transform: 'translateY(-2px)' },
  _reducedMotion: { transition: 'none', _hover: { transform: 'none' } },
});
