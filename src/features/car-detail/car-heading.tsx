import { css } from 'styled-system/css';
import type { Car } from '../../../domain/types';
import { CarFacts } from '../../components/car-facts';
import { ShortlistToggle } from '../../components/shortlist-toggle';
import { toSavedCar } from '../../../machines/shortlist/shortlist.model';
import { DEFAULT_LOCATION } from '../../../domain/constants';
import { useDetailText } from './use-detail-text';
import { DetailIcon } from './detail-icons';

/** The car's title block: category and year, brand and model, the fact pills and the view count. */
export function CarHeading({ car }: { car: Car }) {
  const T = useDetailText();
  const title = (
    <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4' })}>
      <h1 id="car-title" className={titleStyle}>
        <span className={css({ display: 'block', color: 'muted', fontSize: '0.5em', fontWeight: '500', letterSpacing: '0.02em', mb: '1' })}>{car.brand}{' '}</span>
        {car.model}
      </h1>
      <ShortlistToggle car={toSavedCar(car)} size="lg" />
    </div>
  );
  return (
    <header className={css({ gridArea: 'title' })}>
      <CarFacts car={car} place="page" title={title} location={car.location?.trim() || DEFAULT_LOCATION} />
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
