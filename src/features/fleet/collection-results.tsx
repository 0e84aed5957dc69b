import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import type { CollectionRef } from '../../../machines/collection/collection.machine';
import { CarDataContext } from '../../actors/root-actors';
import { Button } from '../../components/ui/button';
import { CarCard } from '../../components/car-card/car-card';
import { EmptyList, ListError, SkeletonGrid, grid } from '../../components/car-card/collection-states';
import { useCopy, useFormat } from '../../i18n/locale-context';
import { fleetText } from './fleet-text';
import { RateLimitNotice } from '../../components/rate-limit-notice';
import { ResultsToolbar } from './results-toolbar';

/** The right-hand column of /cars: count, sort and view, the rate-limit notice, then loading, error, empty or the cars. */
export function CollectionResults({ collection }: { collection: CollectionRef }) {
  const cars = CarDataContext.useSelector((s) => s.context.cars);
  const total = CarDataContext.useSelector((s) => s.context.pagination.total);
  const busy = useSelector(collection, (s) => s.hasTag('busy'));
  const limited = useSelector(collection, (s) => s.hasTag('rateLimited'));
  const counting = useSelector(collection, (s) => s.hasTag('rateLimited') && s.hasTag('busy'));
  const secondsLeft = useSelector(collection, (s) => s.context.secondsLeft);
  const loading = useSelector(collection, (s) => s.hasTag('loading') || (s.hasTag('rateLimited') && s.context.status.loading));
  const appending = useSelector(collection, (s) => s.context.appending);
  const error = useSelector(collection, (s) => (s.hasTag('error') || s.hasTag('rateLimited') ? s.context.status.error : null));
  const hasNext = useSelector(collection, (s) => s.hasTag('ready') && s.context.status.hasNextPage);
  const category = useSelector(collection, (s) => s.context.category);
  const view = useSelector(collection, (s) => s.context.view);
  const { FLEET_TEXT, emptyCategoryName, resultHeading } = useCopy(fleetText);
  const format = useFormat();
  const showCars = cars !== null && cars.length > 0 && (!loading || appending) && !error;

  return (
    <section aria-labelledby="results-title" className={css({ minW: 0 })}>
      <ResultsToolbar collection={collection} heading={loading && !appending ? FLEET_TEXT.loadingCars : error ? FLEET_TEXT.resultsLabel : resultHeading(total, category, format.number(total))} />
      {limited ? <RateLimitNotice secondsLeft={secondsLeft} counting={counting} onRetry={() => collection.send({ type: 'collection.retry' })} /> : null}
      {loading && !appending ? <SkeletonGrid count={6} label={FLEET_TEXT.loadingCars} /> : null}
      {!loading && error ? (
        <ListError message={error} limited={counting} onRetry={() => collection.send({ type: 'collection.retry' })} />
      ) : null}
      {!loading && !error && cars !== null && cars.length === 0 ? (
        <EmptyList
          category={emptyCategoryName(category)}
          onClear={() => collection.send({ type: 'filters.clear' })}
          onBrowseAll={() => collection.send({ type: 'browse.all' })}
        />
      ) : null}
      {showCars ? (
        <ul className={view === 'list' ? listStyle : grid} data-view={view}>
          {cars.map((car, i) => (
            <li key={car._id}>
              <CarCard car={car} view={view} priority={i < 2} />
            </li>
          ))}
        </ul>
      ) : null}
      {showCars && (hasNext || appending) ? (
        <div className={css({ mt: '10', display: 'flex', justifyContent: 'center' })}>
          <Button
            tone="outline"
            size="lg"
            aria-disabled={busy || undefined}
            onClick={() => !busy && collection.send({ type: 'page.next' })}
            className={cx(css({ minW: '56', '&[aria-disabled=true]': { opacity: 0.6, cursor: 'progress' } }))}
          >
            {appending && loading ? FLEET_TEXT.loadingMore : FLEET_TEXT.loadMore}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

const listStyle = css({ display: 'grid', gap: { base: '5', md: '6' } });
