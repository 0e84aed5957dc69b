import { css } from 'styled-system/css';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDemandText } from './dashboard-text';

/** Placeholder blocks in the shape of the demand section (four tiles, the chart, the cars) while it loads. */
export function DemandSkeleton() {
  const D = useDemandText();
  return (
    <div role="status" aria-live="polite" className={css({ display: 'grid', gap: '4' })}>
      <span className={css({ srOnly: true })}>{D.loading}</span>
      <div aria-hidden="true" className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: '4' })}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="panel" style={{ height: '7.5rem' }} />
        ))}
      </div>
      <div aria-hidden="true" className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '4' })}>
        <Skeleton variant="panel" style={{ height: '16rem' }} />
        <Skeleton variant="panel" style={{ height: '16rem' }} />
      </div>
    </div>
  );
}
