import { css } from 'styled-system/css';
import type { components } from '../../../../domain/api-schema';
import { dot, STATUS_TONE } from './status-chart';
import { useDashboardText, useStatusLabel } from './dashboard-text';
import { useDashboardFormat } from './use-dashboard-format';

type CarStats = components['schemas']['CarStats'];
type CarStatus = components['schemas']['CarStatus'];

const countOf = (stats: CarStats, status: CarStatus) => stats.byStatus.find((d) => d.key === status)?.count ?? 0;

/** The statistics as tiles: a description list, so each number is read with its name. */
export function StatTiles({ stats }: { stats: CarStats }) {
  const T = useDashboardText();
  const statusLabel = useStatusLabel();
  const { count: formatCount, share: formatShare } = useDashboardFormat();
  const statusTiles = (['available', 'rented', 'maintenance', 'not available'] as const).map((status) => ({
    key: status,
    label: statusLabel[status],
    value: status === 'available' ? stats.available : countOf(stats, status),
    tone: STATUS_TONE[status],
  }));
  return (
    <dl aria-label={T.tilesLabel} className={grid}>
      <div className={tile} data-variant="hero">
        <dt className={label}>{T.total}</dt>
        <dd className={css({ textStyle: 'display', fontSize: { base: '5xl', md: '6xl' }, color: 'gold.300', lineHeight: '1', mt: '3' })}>{formatCount(stats.total)}</dd>
      </div>
      {statusTiles.map((t) => (
        <div key={t.key} className={tile}>
          <dt className={label}>
            <span aria-hidden="true" className={dot} data-tone={t.tone} />
            {t.label}
          </dt>
          <dd className={value}>{formatCount(t.value)}</dd>
          <dd className={note}>{T.ofFleet(formatShare(t.value, stats.total))}</dd>
        </div>
      ))}
      <div className={tile}>
        <dt className={label}>
          <span aria-hidden="true" className={dot} data-tone="gold" />
          {T.featured}
        </dt>
        <dd className={value}>{formatCount(stats.featured)}</dd>
        <dd className={note}>{T.ofFleet(formatShare(stats.featured, stats.total))}</dd>
      </div>
      <div className={tile}>
        <dt className={label}>{T.activeSplit}</dt>
        <dd className={value}>
          {formatCount(stats.active)}
          <span className={css({ color: 'muted', fontSize: 'xl' })}> / {formatCount(stats.inactive)}</span>
        </dd>
        <dd className={note}>
          <span className={css({ srOnly: true })}>
            {T.activeSpoken(formatCount(stats.active), formatCount(stats.inactive))}
          </span>
          {T.ofFleet(formatShare(stats.active, stats.total))}
        </dd>
      </div>
      <div className={tile}>
        <dt className={label}>{T.totalViews}</dt>
        <dd className={value}>{formatCount(stats.totalViews)}</dd>
      </div>
    </dl>
  );
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
});

export const tile = css({
  display: 'flex',
  flexDirection: 'column',
  p: { base: '4', md: '5' },
  layerStyle: 'panel',
  minW: 0,
  '&[data-variant=hero]': {
    gridColumn: { base: 'span 2', md: 'span 2', xl: 'span 1' },
    gridRow: { xl: 'span 2' },
    justifyContent: 'flex-end',
    bg: 'radial-gradient(circle at 100% 0%, {colors.accent.muted}, transparent 60%), {colors.ink.900}',
    borderColor: 'accent.line',
  },
});

export const label = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'mist.300', fontSize: 'xs', fontWeight: '600', letterSpacing: '0.12em', textTransform: 'uppercase' });
export const value = css({ mt: '2', color: 'text', fontSize: { base: '2xl', md: '3xl' }, fontWeight: '600', lineHeight: '1.2' });
export const note = css({ mt: '1', color: 'muted', fontSize: 'xs' });
