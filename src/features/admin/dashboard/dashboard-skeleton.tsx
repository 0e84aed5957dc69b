import { css } from 'styled-system/css';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboardText } from './dashboard-text';

/** Placeholder blocks in the shape of the dashboard while the statistics load. */
export function DashboardSkeleton() {
  const T = useDashboardText();
  return (
    <div role="status" aria-live="polite" className={css({ display: 'grid', gap: '6' })}>
      <span className={css({ srOnly: true })}>{T.loading}</span>
      <div aria-hidden="true" className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: '4' })}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="panel" style={{ height: '7.5rem' }} />
        ))}
      </div>
      <div aria-hidden="true" className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' }, gap: '4' })}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="panel" style={{ height: '16rem' }} />
        ))}
      </div>
    </div>
  );
}
