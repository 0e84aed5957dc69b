import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import type { Car } from '../../domain/types';
import { useVehicleTerm } from '../config/vehicle-term';
import { useCopy, useFormat } from '../i18n/locale-context';
import { carCardText } from './car-card/car-card-text';
import { FleetIcon, type FleetIconName } from './icons/fleet-icons';

/**
 * A car's facts around its title (SPEC §3's card: the type line, then seats, transmission, fuel): the type line
 * (category · year) above the title, the fact pills (seats, gearbox, fuel and, when given, where the car is) below it.
 * One component for the car card (`place="card"`: spans, small pills) and the car page's heading (`place="page"`: a
 * paragraph and a list, larger pills); the title is the caller's.
 */
export function CarFacts({ car, title, place, location }: {
  car: Pick<Car, 'category' | 'year' | 'seats' | 'transmission' | 'fuelType'>;
  title: ReactNode;
  place: 'card' | 'page';
  /** Shown as the last pill (the car page); the card shows its location on a line of its own. */
  location?: string;
}) {
  const format = useFormat();
  const text = useCopy(carCardText).CAR_CARD_TEXT;
  const term = useVehicleTerm();
  const facts: Array<[FleetIconName, string]> = [
    ['seat', text.seats(car.seats, format.number(car.seats))],
    ['gear', term(car.transmission)],
    ['fuel', term(car.fuelType)],
  ];
  if (location !== undefined) facts.push(['pin', term(location)]);
  const [TypeLine, Row, Fact] = place === 'card' ? (['span', 'span', 'span'] as const) : (['p', 'ul', 'li'] as const);
  return (
    <>
      <TypeLine className={typeLine}>
        {term(car.category)} · {format.year(car.year)}
      </TypeLine>
      {title}
      <Row className={row({ place })}>
        {facts.map(([icon, label]) => (
          <Fact key={icon} className={fact({ place })}>
            <FleetIcon name={icon} />
            {label}
          </Fact>
        ))}
      </Row>
    </>
  );
}

const typeLine = css({ textStyle: 'eyebrow', color: 'gold.400' });

const row = cva({
  base: { display: 'flex', flexWrap: 'wrap', gap: '2' },
  variants: { place: { card: { mt: '1' }, page: { mt: '6' } } },
});

/** A fact pill: small on the card, larger and edged on the car page. */
const fact = cva({
  base: { display: 'inline-flex', alignItems: 'center', borderRadius: 'pill', bg: 'glass.faint', color: 'mist.200', '& svg': { color: 'gold.400' } },
  variants: {
    place: {
      card: { gap: '1.5', px: '2.5', py: '1', fontSize: 'xs' },
      page: { gap: '2', px: '3.5', py: '2', border: '1px solid', borderColor: 'line', fontSize: 'sm' },
    },
  },
});
