import { css } from 'styled-system/css';
import { useDashboardText } from './dashboard-text';
import { useDashboardFormat } from './use-dashboard-format';

export interface BarDatum {
  key: string;
  label: string;
  count: number;
  /** A status colour (LOOK: green available, yellow maintenance, red inactive, grey otherwise); default gold. */
  tone?: 'gold' | 'green' | 'yellow' | 'red' | 'grey';
}

/**
 * A horizontal bar chart drawn with CSS. The bars are decoration; the figure's text equivalent is a visually hidden
 * table of the same numbers (and the visible labels and counts say it too).
 */
export function BarChart({ id, title, data, total }: { id: string; title: string; data: readonly BarDatum[]; total: number }) {
  const T = useDashboardText();
  const { count: formatCount, share: formatShare } = useDashboardFormat();
  const max = Math.max(1, ...data.map((d) => d.count));
  return (
    <figure aria-labelledby={`${id}-title`} className={panel}>
      <figcaption id={`${id}-title`} className={panelTitle}>
        {title}
      </figcaption>
      <ul aria-hidden="true" className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3', mt: '5' })}>
        {data.map((d) => (
          <li key={d.key} className={css({ display: 'grid', gridTemplateColumns: 'minmax(6rem, 9rem) 1fr auto', alignItems: 'center', gap: '3' })}>
            <span className={css({ color: 'mist.200', fontSize: 'sm', truncate: true })}>{d.label}</span>
            <span className={track}>
              <span className={bar} data-tone={d.tone ?? 'gold'} style={{ width: `${(d.count / max) * 100}%` }} />
            </span>
            <span className={css({ color: 'text', fontSize: 'sm', minW: '8', textAlign: 'end' })}>
              {formatCount(d.count)}
            </span>
          </li>
        ))}
      </ul>
      {/* A table ignores the 1px box of srOnly: the wrapper hides it. */}
      <div className={css({ srOnly: true })}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            <th scope="col">{T.cars}</th>
            <th scope="col">{T.share}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.key}>
              <th scope="row">{d.label}</th>
              <td>{formatCount(d.count)}</td>
              <td>{formatShare(d.count, total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}

export const panel = css({
  m: '0',
  p: { base: '5', md: '6' },
  layerStyle: 'panel',
  minW: 0,
});

export const panelTitle = css({ textStyle: 'eyebrow', color: 'gold.400' });

const track = css({ display: 'block', h: '2', borderRadius: 'pill', bg: 'glass.soft', overflow: 'hidden' });

const bar = css({
  display: 'block',
  h: 'full',
  minW: '2px',
  borderRadius: 'pill',
  transition: 'width 0.6s {easings.luxe}',
  _reducedMotion: { transition: 'none' },
  // Dark at the start, bright at the tip: the bar grows from the inline start, right to left on an Arabic page.
  '&[data-tone=gold]': { bg: 'linear-gradient(90deg, {colors.gold.700}, {colors.gold.400})', _rtl: { bg: 'linear-gradient(270deg, {colors.gold.700}, {colors.gold.400})' } },
  '&[data-tone=green]': { bg: 'status.green' },
  '&[data-tone=yellow]': { bg: 'status.yellow' },
  '&[data-tone=red]': { bg: 'status.red' },
  '&[data-tone=grey]': { bg: 'status.grey' },
});
