import { css } from 'styled-system/css';
import { RELATED_LIMIT } from '../../../domain/constants';
import type { Car } from '../../../domain/types';
import { Section, SectionHeading } from '../../components/ui/section';
import { CarCard } from '../../components/car-card/car-card';
import { useDetailText } from './use-detail-text';

/** Related cars (SPEC §2): up to four cards; quiet silhouettes while they load; nothing when there are none. */
export function RelatedCars({ cars, busy }: { cars: Car[] | null; busy: boolean }) {
  const T = useDetailText();
  if (!busy && (!cars || cars.length === 0)) return null;
  return (
    <Section labelledBy="related-title" className={css({ bg: 'surface', borderTop: '1px solid {colors.line}' })}>
      <SectionHeading id="related-title" eyebrow={T.relatedEyebrow} title={T.relatedTitle} />
      {busy || !cars ? (
        <div aria-busy="true" className={grid}>
          <p className={css({ srOnly: true })} role="status">{T.relatedLoading}</p>
          {Array.from({ length: RELATED_LIMIT }, (_, i) => (
            <div key={i} aria-hidden="true" className={ghost} data-extra={i > 0 ? '' : undefined} />
          ))}
        </div>
      ) : (
        <ul className={grid}>
          {cars.slice(0, RELATED_LIMIT).map((car) => (
            <li key={car._id}>
              <CarCard car={car} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const grid = css({
  display: 'grid',
  gap: { base: '5', md: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
});
const ghost = css({
  layerStyle: 'ghostCard',
  '&[data-extra]': { display: { base: 'none', sm: 'block' } },
});
