import { css } from 'styled-system/css';
import type { components } from '../../../../domain/api-schema';
import { panel, panelTitle } from './bar-chart';
import { useDashboardText } from './dashboard-text';
import { useDashboardFormat } from './use-dashboard-format';

type MostViewed = components['schemas']['CarStats']['mostViewed'];

/** The most viewed cars, ranked, each with a bar of its views relative to the first. */
export function MostViewedList({ cars }: { cars: MostViewed }) {
  const T = useDashboardText();
  const { count: formatCount } = useDashboardFormat();
  const max = Math.max(1, ...cars.map((c) => c.viewCount));
  return (
    <section aria-labelledby="most-viewed-title" className={panel}>
      <h2 id="most-viewed-title" className={panelTitle}>
        {T.mostViewed}
      </h2>
      {cars.length === 0 ? (
        <p className={css({ mt: '5', color: 'muted', fontSize: 'sm' })}>{T.noViews}</p>
      ) : (
        <ol className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1', mt: '4' })}>
          {cars.map((car, index) => (
            <li key={car._id} className={row}>
              <span aria-hidden="true" className={css({ textStyle: 'display', fontSize: '2xl', color: 'gold.400', w: '6', textAlign: 'center' })}>
                {formatCount(index + 1)}
              </span>
              <div className={css({ minW: 0, flex: '1' })}>
                <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
                  {/* dir=auto: a Latin name on an Arabic page is cut at its own end ('Land Rover Defen…'). */}
                  <span dir="auto" className={css({ color: 'text', fontWeight: '500', truncate: true, minW: 0 })}>
                    {car.name}
                  </span>
                  <span className={css({ color: 'mist.200', fontSize: 'sm', whiteSpace: 'nowrap' })}>
                    {T.views(formatCount(car.viewCount))}
                  </span>
                </div>
                <div className={css({ color: 'muted', fontSize: 'xs', mt: '0.5', truncate: true })}>
                  {car.brand} · {car.model}
                </div>
                <span aria-hidden="true" className={css({ display: 'block', h: '1', mt: '2', bg: 'glass.soft', borderRadius: 'pill', overflow: 'hidden' })}>
                  <span className={viewsBar} style={{ width: `${(car.viewCount / max) * 100}%` }} />
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  py: '3',
  layerStyle: 'listRow',
});

const viewsBar = css({ display: 'block', h: 'full', layerStyle: 'goldBar', borderRadius: 'pill' });
