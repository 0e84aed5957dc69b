import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { CollectionRef, FilterKey } from '../../../machines/collection/collection.machine';
import { useCopy, useFormat, useMessages } from '../../i18n/locale-context';
import { filterYears } from '../../../domain/constants';
import type { Option } from './fleet-copy';
import { fleetText, type FleetCopy } from './fleet-text';
import { FleetSelect } from './fleet-select';
import { useBrandChoice } from './use-brand-choice';

/** The panel's selects after the brand; the years follow the clock (15 counting down, src/config filterYears). */
type FilterCopy = Pick<FleetCopy, 'FLEET_TEXT' | 'TRANSMISSION_OPTIONS' | 'FUEL_OPTIONS' | 'SEAT_CHOICES' | 'yearOptions' | 'STATUS_OPTIONS'>;

const groups = (copy: FilterCopy, year: (y: number) => string): Array<[Exclude<FilterKey, 'brand'>, readonly Option[]]> => [
  ['transmission', copy.TRANSMISSION_OPTIONS],
  ['fuelType', copy.FUEL_OPTIONS],
  ['seats', copy.SEAT_CHOICES],
  ['year', copy.yearOptions(filterYears()).map((o) => ({ ...o, label: year(Number(o.value)) }))],
  ['status', copy.STATUS_OPTIONS],
];

/**
 * Brand (every brand of the fleet with its count, from the store), transmission, fuel, seats, year and status
 * (SPEC §2), plus Clear Filters. Inert while the list is busy.
 */
export function FilterPanel({ collection, idPrefix }: { collection: CollectionRef; idPrefix: string }) {
  const filters = useSelector(collection, (s) => s.context.filters);
  const busy = useSelector(collection, (s) => s.hasTag('busy'));
  const brands = useBrandChoice(collection);
  const format = useFormat();
  const copy: FilterCopy = useCopy(fleetText);
  const FLEET_TEXT = copy.FLEET_TEXT;
  const msg = useMessages();
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
      {groups(copy, format.year).map(([key, options]) => (
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
        {msg.clearFilters}
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
