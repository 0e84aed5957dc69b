import { useParams } from 'wouter';
import { useLocale } from '../../i18n/locale-context';
import { css, cx } from 'styled-system/css';
import { usePageMeta } from '../../components/page-meta';
import { usePageOrigin } from '../../components/use-browser-value';
import { container } from '../../components/ui/section';
import type { Car } from '../../../domain/types';
import { AvailabilityCard } from './availability-card';
import { CarBreadcrumb } from './car-breadcrumb';
import { carName } from '../../../domain/car-page';
import { useCarMeta, useDetailText } from './use-detail-text';
import { CarDetailSkeleton, detailPage } from './car-detail-skeleton';
import { CarGallery } from './car-gallery';
import { CarHeading } from './car-heading';
import { CarLoadFailed, CarNotFound, CarRateLimited } from './car-page-notice';
import { CarTabs } from './car-tabs';
import { galleryImages } from './gallery-images';
import { RelatedCars } from './related-cars';
import { RentalConditions } from './rental-conditions';
import { useCarDetail } from './use-car-detail';

/** The /cars/:id route. A new id is a new page (key): its own machine, gallery and scroll position. */
export default function CarDetailRoute() {
  const id = useParams<{ id: string }>().id ?? '';
  return <CarDetailPage key={id} id={id} />;
}

/** The car detail page of SPEC §2: breadcrumb, gallery, facts, availability card, tabs, related cars. */
export function CarDetailPage({ id }: { id: string }) {
  const T = useDetailText();
  const carMeta = useCarMeta();
  const { busy, notFound, failure, waitSeconds, retry, car, related, relatedBusy } = useCarDetail(id);
  const meta = car ? carMeta(car) : notFound ? { title: T.notFoundTitle, description: T.notFoundText } : { title: T.pageTitle, description: T.pageDescription };
  usePageMeta(meta);

  if (notFound) return <CarNotFound />;
  if (failure !== null) return <CarLoadFailed message={failure} onRetry={retry} />;
  if (waitSeconds !== null) return <CarRateLimited secondsLeft={waitSeconds} />;
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
  const locale = useLocale();
  return (
    <article aria-labelledby="car-title" className={cx(container, detailPage)}>
      <CarBreadcrumb name={name} />
      <div className={layout}>
        <div className={css({ gridArea: 'gallery', minW: '0' })}>
          <CarGallery images={galleryImages(car, locale)} name={name} />
        </div>
        <CarHeading car={car} />
        <div className={css({ gridArea: 'quote', position: { lg: 'sticky' }, top: { lg: '28' } })}>
          <AvailabilityCard car={car} origin={origin} />
        </div>
        <div className={css({ gridArea: 'tabs', minW: '0', mt: { base: '4', lg: '6' } })}>
          <CarTabs car={car} />
          <RentalConditions />
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
