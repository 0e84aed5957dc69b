import { useParams } from 'wouter';
import { css, cx } from 'styled-system/css';
import { usePageMeta } from '../../components/page-meta';
import { usePageOrigin } from '../../components/use-browser-value';
import { container } from '../../components/ui/section';
import { DEFAULT_LOCATION } from '../../config/constants';
import type { Car } from '../../api';
import { FleetIcon, type FleetIconName } from '../../components/icons/fleet-icons';
import { AvailabilityCard } from './availability-card';
import { CarBreadcrumb } from './car-breadcrumb';
import { DETAIL_TEXT as T, carMeta, carName } from './car-detail-copy';
import { CarDetailSkeleton, detailPage } from './car-detail-skeleton';
import { CarGallery } from './car-gallery';
import { CarNotFound } from './car-not-found';
import { CarTabs } from './car-tabs';
import { DetailIcon } from './detail-icons';
import { galleryImages } from './gallery-images';
import { RelatedCars } from './related-cars';
import { useCarDetail } from './use-car-detail';

/** The /cars/:id route. A new id is a new page (key): its own machine, gallery and scroll position. */
export default function CarDetailRoute() {
  const id = useParams<{ id: string }>().id ?? '';
  return <CarDetailPage key={id} id={id} />;
}

/** The car detail page of SPEC §2: breadcrumb, gallery, facts, availability card, tabs, related cars. */
export function CarDetailPage({ id }: { id: string }) {
  const { busy, notFound, car, related, relatedBusy } = useCarDetail(id);
  const meta = car ? carMeta(car) : notFound ? { title: T.notFoundTitle, description: T.notFoundText } : { title: T.pageTitle, description: T.pageDescription };
  usePageMeta(meta);

  if (notFound) return <CarNotFound />;
  if (busy || !car) return <CarDetailSkeleton />;
  return (
    <>
      <CarView car={car} />
      <RelatedCars cars={related} busy={relatedBusy} />
    </>
  );
}

function CarView({ car }: { car: Car }) {
  const name = carName(car);
  const origin = usePageOrigin();
  const facts: Array<[FleetIconName, string]> = [
    ['seat', `${car.seats} Seats`],
    ['gear', car.transmission],
    ['fuel', car.fuelType],
    ['pin', car.location?.trim() || DEFAULT_LOCATION],
  ];
  return (
    <article aria-labelledby="car-title" className={cx(container, detailPage)}>
      <CarBreadcrumb name={name} />
      <div className={layout}>
        <div className={css({ gridArea: 'gallery', minW: '0' })}>
          <CarGallery images={galleryImages(car)} name={name} />
        </div>
        <header className={css({ gridArea: 'title' })}>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>
            {car.category} · {car.year}
          </p>
          <h1 id="car-title" className={titleStyle}>
            <span className={css({ display: 'block', color: 'muted', fontSize: '0.5em', fontWeight: '500', letterSpacing: '0.02em', mb: '1' })}>{car.brand}{' '}</span>
            {car.model}
          </h1>
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
        <div className={css({ gridArea: 'quote', position: { lg: 'sticky' }, top: { lg: '28' } })}>
          <AvailabilityCard car={car} origin={origin} />
        </div>
        <div className={css({ gridArea: 'tabs', minW: '0', mt: { base: '4', lg: '6' } })}>
          <CarTabs car={car} />
        </div>
      </div>
    </article>
  );
}

const layout = css({
  mt: { base: '6', md: '8' },
  display: 'grid',
  gap: { base: '8', lg: '12' },
  columnGap: { lg: '14' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
  gridTemplateAreas: {
    base: '"title" "gallery" "quote" "tabs"',
    lg: '"gallery title" "gallery quote" "tabs quote"',
  },
  gridTemplateRows: { lg: 'auto auto 1fr' },
  alignItems: 'start',
});
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
