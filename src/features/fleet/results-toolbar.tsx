import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { CollectionRef, SortValue, ViewMode } from '../../../machines/collection/collection.machine';
import { SORT_OPTIONS } from '../../../domain/constants';
import { useVehicleTerm } from '../../config/vehicle-term';
import { useCopy } from '../../i18n/locale-context';
import { fleetText } from './fleet-text';
import { FleetIcon } from '../../components/icons/fleet-icons';
import { FleetSelect } from './fleet-select';

const isSort = (value: string): value is SortValue => SORT_OPTIONS.some((o) => o.value === value);
const VIEWS: Array<[ViewMode, 'grid' | 'list', 'gridView' | 'listView']> = [
  ['grid', 'grid', 'gridView'],
  ['list', 'list', 'listView'],
];

/** The result count heading, the Filters button (small screens), the sort order and the grid/list toggle. */
export function ResultsToolbar({ collection, heading }: { collection: CollectionRef; heading: string }) {
  const sort = useSelector(collection, (s) => s.context.sort);
  const view = useSelector(collection, (s) => s.context.view);
  const busy = useSelector(collection, (s) => s.hasTag('busy'));
  const term = useVehicleTerm();
  const text = useCopy(fleetText).FLEET_TEXT;
  return (
    <div className={bar}>
      <h2 id="results-title" aria-live="polite" className={css({ textStyle: 'display', fontSize: { base: '2xl', md: '3xl' }, color: 'text', flex: '1 1 auto' })}>
        {heading}
      </h2>
      <div className={controls}>
        <button type="button" onClick={() => collection.send({ type: 'drawer.open' })} className={filterButton}>
          <FleetIcon name="filter" size={18} />
          {text.openFilters}
        </button>
        <div className={css({ flex: { base: '1', md: 'none' }, w: { md: '44' }, minW: 0 })}>
          <FleetSelect
            compact
            id="sort-order"
            label={text.sortLabel}
            options={SORT_OPTIONS.map((o) => ({ value: o.value, label: term(o.label) }))}
            value={sort}
            busy={busy}
            onChange={(value) => isSort(value) && collection.send({ type: 'sort.change', value })}
          />
        </div>
        <div role="group" aria-label={text.viewLabel} className={toggle}>
          {VIEWS.map(([mode, icon, name]) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              onClick={() => collection.send({ type: 'view.change', view: mode })}
              className={toggleButton}
            >
              <FleetIcon name={icon} size={18} />
              <span className={css({ srOnly: true })}>{text[name]}</span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '4',
  mb: '6',
  pb: '5',
  borderBottom: '1px solid {colors.line}',
});
const controls = css({ display: 'flex', alignItems: 'flex-end', gap: { base: '2', md: '3' }, w: { base: 'full', md: 'auto' } });
const filterButton = css({
  display: { base: 'inline-flex', lg: 'none' },
  alignItems: 'center',
  gap: '2',
  h: '11',
  px: '4',
  flexShrink: 0,
  borderRadius: '10px',
  border: '1px solid',
  borderColor: 'gold.600',
  color: 'gold.300',
  fontSize: 'sm',
  fontWeight: '600',
  cursor: 'pointer',
  _hover: { bg: 'accent.soft' },
});
const toggle = css({ display: 'inline-flex', flexShrink: 0, p: '1', gap: '1', borderRadius: '12px', bg: 'glass.faint', border: '1px solid', borderColor: 'line' });
const toggleButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: '9px',
  color: 'mist.300',
  cursor: 'pointer',
  _hover: { color: 'text' },
  '&[aria-pressed=true]': { bg: 'gold.500', color: 'ink.950' },
});
