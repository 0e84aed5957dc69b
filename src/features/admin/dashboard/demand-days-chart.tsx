import { css } from 'styled-system/css';
import type { DemandStats } from '../../../../machines/dashboard/dashboard.machine';
import { panel, panelTitle } from './bar-chart';
import { useDemandText } from './dashboard-text';
import { useDashboardFormat } from './use-dashboard-format';

/** Every seventh day is named under the columns, counted back from today (which is always named). */
const LABEL_EVERY = 7;

/**
 * Enquiries per Dubai day over the window, as columns drawn with CSS (oldest at the inline start, so the chart runs
 * right to left on an Arabic page). The columns are decoration; the figure's text equivalent is a visually hidden
 * table of every day and its count.
 */
export function DemandDaysChart({ days }: { days: DemandStats['days'] }) {
  const D = useDemandText();
  const { count, day: shortDay, longDay } = useDashboardFormat();
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const last = days.length - 1;
  return (
    <figure aria-labelledby="chart-demand-days-title" className={panel}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' })}>
        <figcaption id="chart-demand-days-title" className={panelTitle}>
          {D.perDay}
        </figcaption>
        <span className={css({ color: 'mist.200', fontSize: 'sm' })}>{D.inWindow(count(total))}</span>
      </div>
      <ol aria-hidden="true" className={columns}>
        {days.map((d, i) => (
          <li key={d.day} className={column} title={`${longDay(d.day)}: ${count(d.count)}`}>
            <span className={track}>
              <span className={fill} data-empty={d.count === 0 ? '' : undefined} style={{ height: `${(d.count / max) * 100}%` }} />
            </span>
            <span className={tick}>{(last - i) % LABEL_EVERY === 0 ? shortDay(d.day) : ''}</span>
          </li>
        ))}
      </ol>
      {/* A table ignores the 1px box of srOnly: the wrapper hides it. */}
      <div className={css({ srOnly: true })}>
        <table>
          <caption>{D.perDay}</caption>
          <thead>
            <tr>
              <th scope="col">{D.day}</th>
              <th scope="col">{D.enquiries}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} data-day={d.day}>
                <th scope="row">{longDay(d.day)}</th>
                <td>{count(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

const columns = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  gap: { base: '0.5', md: '1' },
  h: '44',
  mt: '5',
});

const column = css({ display: 'grid', gridTemplateRows: '1fr auto', h: 'full', minW: 0 });

const track = css({ display: 'flex', alignItems: 'flex-end', h: 'full', borderRadius: 'sm', bg: 'glass.soft', overflow: 'hidden' });

// Dark at the foot, bright at the top.
const fill = css({
  display: 'block',
  w: 'full',
  minH: '2px',
  borderRadius: 'sm',
  bg: 'linear-gradient(0deg, {colors.gold.700}, {colors.gold.400})',
  transition: 'height 0.6s {easings.luxe}',
  _reducedMotion: { transition: 'none' },
  '&[data-empty]': { bg: 'transparent' },
});

// A label wider than its column overflows into the unlabelled neighbours (every seventh column is named).
const tick = css({ display: 'flex', justifyContent: 'center', h: '5', mt: '2', color: 'muted', fontSize: '2xs', whiteSpace: 'nowrap' });
