import { css } from 'styled-system/css';
import type { Car } from '../../../domain/types';
import { CarFacts } from '../car-facts';
import { FleetIcon } from '../icons/fleet-icons';
import { useVehicleTerm } from '../../config/vehicle-term';
import { CarCardPrice } from './car-card-price';

/** The card's text: type line, name, facts (seats, gearbox, fuel), location and the price row. */
export function CarCardBody({ car, title, location, heading: Heading, priceSuffix }: {
  car: Pick<Car, 'category' | 'year' | 'seats' | 'transmission' | 'fuelType'>;
  title: string;
  location: string;
  heading: 'h2' | 'h3';
  priceSuffix: boolean;
}) {
  const term = useVehicleTerm();
  return (
    <span className={body}>
      <CarFacts car={car} place="card" title={<Heading className={titleStyle}>{title}</Heading>} />
      <span className={locationStyle}>
        <FleetIcon name="pin" />
        {term(location)}
      </span>
      <CarCardPrice priceSuffix={priceSuffix} />
    </span>
  );
}

const body = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2.5',
  flex: '1',
  p: { base: '5', md: '6' },
  '[data-view=list] &': { justifyContent: 'center' },
});
const titleStyle = css({ textStyle: 'display', fontSize: { base: '2xl', md: '2xl' }, color: 'text', lineHeight: '1.15' });
const locationStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'muted', fontSize: 'sm', '& svg': { color: 'gold.400' } });
