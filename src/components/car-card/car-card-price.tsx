import { css } from 'styled-system/css';
import { FleetIcon } from '../icons/fleet-icons';
import { useCopy } from '../../i18n/locale-context';
import { carCardText } from './car-card-text';

/** The card's foot: the price label (with ' / day' on request) and the arrow that moves when the card is hovered. */
export function CarCardPrice({ priceSuffix }: { priceSuffix: boolean }) {
  const text = useCopy(carCardText).CAR_CARD_TEXT;
  return (
    <span className={priceRow}>
      <span className={css({ color: 'gold.300', fontWeight: '600', letterSpacing: '0.02em' })}>
        {text.contactForPrice}
        {priceSuffix ? <span className={css({ color: 'muted', fontWeight: '400' })}>{text.perDay}</span> : null}
      </span>
      <span aria-hidden="true" className={arrow}>
        <FleetIcon name="arrow" size={18} />
      </span>
    </span>
  );
}

const priceRow = css({
  mt: 'auto',
  pt: '4',
  borderTop: '1px solid {colors.line}',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: 'sm',
});
const arrow = css({
  color: 'gold.400',
  transition: 'transform 0.4s',
  '[data-testid=car-card]:hover &': { transform: 'translateX(4px)', _rtl: { transform: 'translateX(-4px)' } },
  _reducedMotion: { transition: 'none' },
});
