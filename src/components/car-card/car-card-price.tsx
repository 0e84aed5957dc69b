import { css } from 'styled-system/css';
import { FleetIcon } from '../icons/fleet-icons';

export const CONTACT_FOR_PRICE = 'Contact for Price';
export const PER_DAY = ' / day';

/** The card's foot: the price label (with ' / day' on request) and the arrow that moves when the card is hovered. */
export function CarCardPrice({ priceSuffix }: { priceSuffix: boolean }) {
  return (
    <span className={priceRow}>
      <span className={css({ color: 'gold.300', fontWeight: '600', letterSpacing: '0.02em' })}>
        {CONTACT_FOR_PRICE}
        {priceSuffix ? <span className={css({ color: 'muted', fontWeight: '400' })}>{PER_DAY}</span> : null}
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
  '[data-testid=car-card]:hover &': { transform: 'translateX(4px)' },
  _reducedMotion: { transition: 'none' },
});
