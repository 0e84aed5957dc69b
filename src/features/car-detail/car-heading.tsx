import { css } from 'styled-system/css';
import type { Car } from '../../api';
import { FleetIcon, type FleetIconName } from '../../components/icons/fleet-icons';
import { ShortlistToggle } from '../../components/shortlist-toggle';
import { toSavedCar } from '../../../machines/shortlist/shortlist.model';
import { CAR_CARD_TEXT } from '../../components/car-card/car-card-copy';
import { CAR_CARD_TEXT as CAR_CARD_TEXT_AR } from '../../components/car-card/car-card-copy.ar';
import { DEFAULT_LOCATION } from '../../config/constants';
import { vehicleTerm } from '../../config/vehicle-term';
import { useFormat, useLocale, useLocalized } from '../../i18n/locale-context';
import { useDetailText } from './use-detail-text';
import { DetailIcon } from './detail-icons';

/** The car's title block: category and year, brand and model, the fact pills and the view count. */
export function CarHeading({ car }: { car: Car }) {
  const T = useDetailText();
  const locale = useLocale();
  const format = useFormat();
  const card = useLocalized({ en: CAR_CARD_TEXT, ar: CAR_CARD_TEXT_AR });
  const term = (value: string) => vehicleTerm(value, locale);
  const facts: Array<[FleetIconName, string]> = [
    ['seat', card.seats(car.seats, format.number(car.seats))],
    ['gear', term(car.transmission)],
    ['fuel', term(car.fuelType)],
    ['pin', term(car.location?.trim() || DEFAULT_LOCATION)],
  ];
  return (
    <header className={css({ gridArea: 'title' })}>
      <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>
        {term(car.category)} · {format.year(car.year)}
      </p>
      <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4' })}>
        <h1 id="car-title" className={titleStyle}>
          <span className={css({ display: 'block', color: 'muted', fontSize: '0.5em', fontWeight: '500', letterSpacing: '0.02em', mb: '1' })}>{car.brand}{' '}</span>
          {car.model}
        </h1>
        <ShortlistToggle car={toSavedCar(car)} size="lg" />
      </div>
      <ul className={factRow}>
        {facts.map(([icon, text]) => (
          <li key={icon} className={fact}>
            <FleetIcon name={icon} />
            {text}
          </li>
        ))}
      </ul>
      <p className={css({ mt: '4', display: 'inline-flex', alignItems: 'center', gap: '2', color: 'muted', fontSize: 'sm' })}>
        <DetailIcon name="eye" size={16} className={css({ color: 'gold.400' })} />
        <span data-testid="view-count">{T.views(car.viewCount)}</span>
      </p>
    </header>
  );
}

const titleStyle = css({
  textStyle: 'display',
  fontSize: { base: '5xl', md: '6xl', xl: '7xl' },
  lineHeight: '0.95',
  mt: '3',
  color: 'text',
});
const factRow = css({ mt: '6', display: 'flex', flexWrap: 'wrap', gap: '2' });
const fact = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3.5',
  py: '2',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'line',
  bg: 'glass.faint',
  color: 'mist.200',
  fontSize: 'sm',
  '& svg': { color: 'gold.400' },
});
