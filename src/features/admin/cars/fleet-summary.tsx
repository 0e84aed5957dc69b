import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { AdminCarsRef } from '../../../../machines/admin-cars/admin-cars.machine';
import type { FleetSelectors } from '../../../../machines/admin-cars/admin-cars.select';
import { useFormat } from '../../../i18n/locale-context';
import { useCarsText } from './use-cars-text';

const TILES = ['total', 'available', 'featured', 'rented'] as const;

/** Total Cars, Available, Featured, Rented (SPEC §2), counted from the list, never stored twice. */
export function FleetSummary({ fleet, selectors }: { fleet: AdminCarsRef; selectors: FleetSelectors }) {
  const summary = useSelector(fleet, selectors.summary);
  const loaded = useSelector(fleet, (s) => s.context.cars !== null);
  const text = useCarsText();
  const format = useFormat();
  return (
    <section aria-label={text.summaryLabel}>
      <dl className={css({ display: 'grid', gap: { base: '3', md: '4' }, gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } })}>
        {TILES.map((key) => (
          <div key={key} data-tile={key} className={tile}>
            <dt className={css({ textStyle: 'eyebrow', color: 'mist.300', fontSize: '2xs', _rtl: { fontSize: 'xs' } })}>{text.tiles[key]}</dt>
            <dd className={css({ mt: '2', textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'text' })}>
              {loaded ? format.number(summary[key]) : '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const tile = css({
  position: 'relative',
  p: { base: '4', md: '5' },
  layerStyle: 'panel',
  overflow: 'hidden',
  _before: { content: '""', position: 'absolute', insetInlineStart: '0', top: '0', bottom: '0', w: '3px', bg: 'gold.500' },
  '&[data-tile=available]::before': { bg: 'status.green' },
  '&[data-tile=rented]::before': { bg: 'status.yellow' },
  '&[data-tile=featured]::before': { bg: 'gold.300' },
});
