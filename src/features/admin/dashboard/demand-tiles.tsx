import { css } from 'styled-system/css';
import type { DemandStats } from '../../../../machines/dashboard/dashboard.machine';
import { useDemandText } from './dashboard-text';
import { label, note, tile, value } from './stat-tiles';
import { useDashboardFormat } from './use-dashboard-format';

const CHANNELS = ['form', 'whatsapp', 'call'] as const;

/** Demand by channel (form, WhatsApp, call) and the median time to first contact: a description list of tiles. */
export function DemandTiles({ demand }: { demand: DemandStats }) {
  const D = useDemandText();
  const { count, share, duration } = useDashboardFormat();
  const countOf = (key: string) => demand.byChannel.find((c) => c.key === key)?.count ?? 0;
  const all = CHANNELS.reduce((sum, key) => sum + countOf(key), 0);
  return (
    <dl aria-label={D.channelsLabel} className={grid}>
      {CHANNELS.map((key) => (
        <div key={key} className={tile} data-channel={key}>
          <dt className={label}>{D.channels[key]}</dt>
          <dd className={value}>{count(countOf(key))}</dd>
          <dd className={note}>{D.ofDemand(share(countOf(key), all))}</dd>
        </div>
      ))}
      <div className={tile} data-channel="median">
        <dt className={label}>{D.median}</dt>
        <dd className={value}>{duration(demand.medianMinutesToContact)}</dd>
        {demand.medianMinutesToContact === null ? <dd className={note}>{D.noMedianNote}</dd> : null}
      </div>
    </dl>
  );
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
});
