import { css } from 'styled-system/css';
import type { Car } from '../../api';
import { FleetIcon, type FleetIconName } from '../icons/fleet-icons';
import { vehicleTerm } from '../../config/vehicle-term';
import { useFormat, useLocale, useLocalized } from '../../i18n/locale-context';
import { CAR_CARD_TEXT } from './car-card-copy';
import { CAR_CARD_TEXT as CAR_CARD_TEXT_AR } from './car-card-copy.ar';
import { CarCardPrice } from './car-card-price';

/** The card's text: type line, name, facts (seats, gearbox, fuel), location and the price row. */
export function CarCardBody({ car, title, location, heading: Heading, priceSuffix }: {
  car: Pick<Car, 'category' | 'year' | 'seats' | 'transmission' | 'fuelType'>;
  title: string;
  location: string;
  heading: 'h2' | 'h3';
  priceSuffix: boolean;
}) {
  const locale = useLocale();
  const format = useFormat();
  const text = useLocalized({ en: CAR_CARD_TEXT, ar: CAR_CARD_TEXT_AR });
  const facts: Array<[FleetIconName, string]> = [
    ['seat', text.seats(car.seats, format.number(car.seats))],
    ['gear', vehicleTerm(car.transmission, locale)],
    ['fuel', vehicleTerm(car.fuelType, locale)],
  ];
  return (
    <span className={body}>
      <span className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>
        {vehicleTerm(car.category, locale)} · {format.year(car.year)}
      </span>
      <Heading className={titleStyle}>{title}</Heading>
      <span className={factsRow}>
        {facts.map(([icon, text]) => (
          <span key={icon} className={fact}>
            <FleetIcon name={icon} />
            {text}
          </span>
        ))}
      </span>
      <span className={locationStyle}>
        <FleetIcon name="pin" />
        {vehicleTerm(location, locale)}
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
const factsRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' });
const fact = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2.5',
  py: '1',
  borderRadius: 'pill',
  bg: 'glass.faint',
  color: 'mist.200',
  fontSize: 'xs',
  '& svg': { color: 'gold.400' },
});
const locationStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'muted', fontSize: 'sm', '& svg': { color: 'gold.400' } });
