import { css, cx } from 'styled-system/css';
import { container } from '../../components/ui/section';
import { Skeleton } from '../../components/ui/skeleton';
import { useDetailText } from './use-detail-text';

/** The page's shape while the car loads: the gallery frame, the title block and the quote card, breathing gently. */
export function CarDetailSkeleton() {
  const T = useDetailText();
  return (
    <div className={cx(container, page)} aria-busy="true">
      <p role="status" className={css({ srOnly: true })}>{T.loading}</p>
      <div aria-hidden="true" className={layout}>
        <div className={css({ display: 'grid', gap: '3' })}>
          <Skeleton className={css({ aspectRatio: '16 / 10', borderRadius: 'card' })} />
          <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: '3' })}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className={css({ aspectRatio: '16 / 10', borderRadius: '10px' })} />
            ))}
          </div>
        </div>
        <div className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
          <Skeleton className={css({ h: '3', w: '32' })} />
          <Skeleton className={css({ h: '12', w: '4/5' })} />
          <Skeleton className={css({ h: '5', w: '3/5' })} />
          <Skeleton className={css({ h: '80', mt: '4', borderRadius: 'card' })} />
        </div>
      </div>
    </div>
  );
}

export const detailPage = css({ pt: { base: '24', lg: '28' }, pb: { base: '12', md: '16' } });
const page = detailPage;
const layout = css({
  mt: '8',
  display: 'grid',
  gap: { base: '8', lg: '12' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
});
