import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { CollectionRef, FilterKey } from '../../../machines/collection/collection.machine';
import { MSG } from '../../api/messages';
import { filterYears } from '../../config/constants';
import { FLEET_TEXT, FUEL_OPTIONS, SEAT_CHOICES, STATUS_OPTIONS, TRANSMISSION_OPTIONS, yearOptions, type Option } from './fleet-copy';
import { FleetSelect } from './fleet-select';
import { useBrandChoice } from './use-brand-choice';

/** The panel's selects after the brand; the years follow the clock (15 counting down, src/config filterYears). */
const groups = (): Array<[Exclude<FilterKey, 'brand'>, readonly Option[]]> => [
  ['transmission', TRANSMISSION_OPTIONS],
  ['fuelType', FUEL_OPTIONS],
  ['seats', SEAT_CHOICES],
  ['year', yearOptions(filterYears())],
  ['status', STATUS_OPTIONS],
];

/**
 * Brand (every brand of the fleet with its count, from the store), transmission, fuel, seats, year and status
 * (SPEC §2), plus Clear Filters. Inert while the list is busy.
 */
export function FilterPanel({ collection, idPrefix }: { collection: CollectionRef; idPrefix: string }) {
  const filters = useSelector(collection, (s) => s.context.filters);
  const busy = useSelector(collection, (s) => s.hasTag('busy'));
  const brands = useBrandChoice(collection);
  const change = (key: FilterKey, value: string) => collection.send({ type: 'filter.change', key, value });
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <FleetSelect
        id={`${idPrefix}-brand`}
        label={FLEET_TEXT.labels.brand}
        allLabel={FLEET_TEXT.all.brand}
        options={brands.options}
        value={brands.value}
        busy={busy}
        onChange={(v) => change('brand', v)}
      />
      {groups().map(([key, options]) => (
        <FleetSelect
          key={key}
          id={`${idPrefix}-${key}`}
          label={FLEET_TEXT.labels[key]}
          allLabel={FLEET_TEXT.all[key]}
          options={options}
          value={filters[key]}
          busy={busy}
          onChange={(v) => change(key, v)}
        />
      ))}
      <button
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => !busy && collection.send({ type: 'filters.clear' })}
        className={clear}
      >
        {MSG.clearFilters}
      </button>
    </div>
  );
}

const clear = css({
  justifySelf: 'start',
  color: 'gold.300',
  fontSize: 'sm',
  fontWeight: '600',
  textDecoration: 'underline',
  textUnderlineOffset: '4px',
  cursor: 'pointer',
  '&[aria-disabled=true]': { opacity: 0.5, cursor: 'not-allowed' },
});
