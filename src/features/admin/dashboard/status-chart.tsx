import { css } from 'styled-system/css';
import type { components } from '../../../../domain/api-schema';
import { panel, panelTitle, type BarDatum } from './bar-chart';
import { useDashboardText, useStatusLabel } from './dashboard-text';
import { useDashboardFormat } from './use-dashboard-format';

type CountByKey = components['schemas']['CountByKey'];
type CarStatus = components['schemas']['CarStatus'];

/** LOOK.md: green available, yellow maintenance, red inactive ('not available'), grey otherwise. */
export const STATUS_TONE: Record<CarStatus, NonNullable<BarDatum['tone']>> = {
  available: 'green',
  rented: 'grey',
  maintenance: 'yellow',
  'not available': 'red',
};

const isStatus = (key: string): key is CarStatus => key in STATUS_TONE;

const R = 42;
const CIRCUMFERENCE = 2 * Math.PI * R;

/**
 * Fleet by status as a ring (SVG, decorative) with a visible legend that states every count and share: the legend is
 * the chart's text equivalent.
 */
export function StatusChart({ byStatus, total }: { byStatus: readonly CountByKey[]; total: number }) {
  const T = useDashboardText();
  const statusLabel = useStatusLabel();
  const { count: formatCount, share: formatShare } = useDashboardFormat();
  const rows = byStatus.filter((d) => isStatus(d.key)).map((d) => ({ ...d, status: d.key as CarStatus }));
  // Each segment starts where the previous ones end.
  const lengths = rows.map((d) => (total > 0 ? (d.count / total) * CIRCUMFERENCE : 0));
  const starts = lengths.map((_, i) => lengths.slice(0, i).reduce((sum, l) => sum + l, 0));
  return (
    <figure aria-labelledby="chart-status-title" className={panel}>
      <figcaption id="chart-status-title" className={panelTitle}>
        {T.byStatus}
      </figcaption>
      <div className={css({ display: 'flex', alignItems: 'center', gap: { base: '5', md: '8' }, mt: '5', flexWrap: 'wrap' })}>
        <div className={css({ position: 'relative', w: '36', h: '36', flexShrink: 0 })}>
          <svg viewBox="0 0 100 100" width="144" height="144" aria-hidden="true" focusable="false" className={css({ transform: 'rotate(-90deg)' })}>
            <circle cx="50" cy="50" r={R} fill="none" className={css({ stroke: 'glass.soft' })} strokeWidth="10" />
            {rows.map((d, i) => (
              <circle
                key={d.key}
                cx="50"
                cy="50"
                r={R}
                fill="none"
                strokeWidth="10"
                className={ring}
                data-tone={STATUS_TONE[d.status]}
                strokeDasharray={`${lengths[i] ?? 0} ${CIRCUMFERENCE - (lengths[i] ?? 0)}`}
                strokeDashoffset={-(starts[i] ?? 0)}
              />
            ))}
          </svg>
          <div aria-hidden="true" className={css({ position: 'absolute', inset: '0', display: 'grid', placeItems: 'center', textAlign: 'center' })}>
            <div>
              <div className={css({ textStyle: 'display', fontSize: '3xl', color: 'text', lineHeight: '1' })}>{formatCount(total)}</div>
              <div className={css({ fontSize: '2xs', color: 'muted', letterSpacing: '0.18em', textTransform: 'uppercase', mt: '1' })}>{T.cars}</div>
            </div>
          </div>
        </div>
        <ul className={css({ display: 'grid', gap: '2.5', flex: '1', minW: '12rem' })}>
          {rows.map((d) => (
            <li key={d.key} className={css({ display: 'flex', alignItems: 'center', gap: '3', fontSize: 'sm' })}>
              <span aria-hidden="true" className={dot} data-tone={STATUS_TONE[d.status]} />
              <span className={css({ color: 'mist.200', flex: '1' })}>{statusLabel[d.status]}</span>
              <span className={css({ color: 'text' })}>{formatCount(d.count)}</span>
              <span className={css({ color: 'muted', w: '10', textAlign: 'end' })}>{formatShare(d.count, total)}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}

const ring = css({
  '&[data-tone=green]': { stroke: 'status.green' },
  '&[data-tone=yellow]': { stroke: 'status.yellow' },
  '&[data-tone=red]': { stroke: 'status.red' },
  '&[data-tone=grey]': { stroke: 'status.grey' },
});

export const dot = css({
  w: '2.5',
  h: '2.5',
  borderRadius: 'pill',
  flexShrink: 0,
  '&[data-tone=green]': { bg: 'status.green' },
  '&[data-tone=yellow]': { bg: 'status.yellow' },
  '&[data-tone=red]': { bg: 'status.red' },
  '&[data-tone=grey]': { bg: 'status.grey' },
  '&[data-tone=gold]': { bg: 'gold.400' },
});
