import { css } from 'styled-system/css';
import { DASHBOARD_TEXT as T } from './dashboard-text';

/** Placeholder blocks in the shape of the dashboard while the statistics load. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className={css({ display: 'grid', gap: '6' })}>
      <span className={css({ srOnly: true })}>{T.loading}</span>
      <div aria-hidden="true" className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: '4' })}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={block} style={{ height: '7.5rem' }} />
        ))}
      </div>
      <div aria-hidden="true" className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' }, gap: '4' })}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={block} style={{ height: '16rem' }} />
        ))}
      </div>
    </div>
  );
}

const block = css({
  borderRadius: 'card',
  border: '1px solid',
  borderColor: 'line',
  bg: 'linear-gradient(135deg, {colors.ink.900}, {colors.ink.800})',
  animation: 'pulse 1.8s ease-in-out infinite',
  _reducedMotion: { animation: 'none' },
});
