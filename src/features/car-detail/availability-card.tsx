import { css } from 'styled-system/css';
import { availabilityOf } from '../../../domain/availability';
import type { Car } from '../../../domain/types';
import { ExternalButton } from '../../components/ui/button';
import { SITE, telHref, whatsappHref } from '../../../domain/site';
import { useVehicleTerm } from '../../config/vehicle-term';
import { useDemandBeacon } from '../../actors/use-demand';
import { useDetailText } from './use-detail-text';
import { DetailIcon } from './detail-icons';
import { EnquireButton, ShareButton, useWhatsappMessage } from './enquiry-actions';

/**
 * The availability and quote card (SPEC §2, §4): the status badge in its colour, 'Contact us for pricing', and the
 * WhatsApp and call buttons; the WhatsApp message names this car and carries its page address.
 */
export function AvailabilityCard({ car, origin }: { car: Car; origin: string }) {
  const T = useDetailText();
  const status = availabilityOf(car);
  const term = useVehicleTerm();
  const message = useWhatsappMessage(car, origin);
  const countPress = useDemandBeacon('car');
  return (
    <section aria-labelledby="quote-title" className={cardStyle}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <span className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{T.availability}</span>
        <span className={badge} data-tone={status.tone} data-testid="availability-badge">
          <span aria-hidden="true" className={dot} />
          {term(status.label)}
        </span>
      </div>
      <div className={css({ py: '6', my: '5', borderY: '1px solid {colors.line}' })}>
        <p className={css({ textStyle: 'eyebrow', color: 'muted', mb: '2' })}>{T.quoteEyebrow}</p>
        <h2 id="quote-title" className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'gold.300' })}>
          {T.quote}
        </h2>
        <p className={css({ mt: '2', color: 'muted', fontSize: 'sm' })}>{T.quoteNote}</p>
      </div>
      <div className={css({ display: 'grid', gap: '3' })}>
        <EnquireButton car={car} />
        <ExternalButton tone="whatsapp" size="lg" href={whatsappHref(message)} onClick={() => countPress('whatsapp', [car._id])} className={css({ w: 'full' })}>
          <DetailIcon name="chat" size={18} />
          {T.whatsapp}
        </ExternalButton>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <ExternalButton tone="outline" size="lg" href={telHref(SITE.phones[0])} onClick={() => countPress('call', [car._id])} className={css({ flex: '999 1 auto', px: '5' })}>
            <DetailIcon name="phone" size={18} />
            {T.call(SITE.phones[0])}
          </ExternalButton>
          <ShareButton car={car} origin={origin} />
        </div>
      </div>
      <ul className={perks}>
        {T.perks.map((perk) => (
          <li key={perk} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <DetailIcon name="check" size={14} className={css({ color: 'gold.400', flexShrink: 0 })} />
            {perk}
          </li>
        ))}
      </ul>
    </section>
  );
}

const cardStyle = css({
  p: { base: '6', md: '8' },
  bg: 'linear-gradient(160deg, {colors.ink.800}, {colors.ink.900} 60%)',
  layerStyle: 'softGoldFrame',
  boxShadow: 'drop',
});
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '1.5',
  borderRadius: 'pill',
  fontSize: 'xs',
  fontWeight: '600',
  letterSpacing: '0.04em',
  border: '1px solid',
  color: 'text',
  '&[data-tone=green]': { '--tone': '{colors.status.green}', bg: 'success.soft', borderColor: 'success.line' },
  '&[data-tone=red]': { '--tone': '{colors.status.red}', bg: 'danger.soft', borderColor: 'danger.line' },
  '&[data-tone=yellow]': { '--tone': '{colors.status.yellow}', bg: 'warning.soft', borderColor: 'warning.line' },
  '&[data-tone=grey]': { '--tone': '{colors.status.grey}', bg: 'neutral.soft', borderColor: 'neutral.line' },
});
const dot = css({ w: '2', h: '2', borderRadius: 'pill', bg: 'var(--tone)', boxShadow: '0 0 0 3px color-mix(in srgb, var(--tone) 25%, transparent)' });
const perks = css({
  mt: '6',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '3',
  color: 'mist.200',
  fontSize: 'xs',
});
