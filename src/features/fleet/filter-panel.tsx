import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { CollectionRef, FilterKey } from '../../../machines/collection/collection.machine';
import { MSG } from '../../api/messages';
import { BRAND_TILES } from '../../config/catalog';
import { CarDataContext } from '../../actors/root-actors';
import { FLEET_TEXT, FUEL_OPTIONS, SEAT_CHOICES, STATUS_OPTIONS, TRANSMISSION_OPTIONS, YEAR_OPTIONS, type Option } from './fleet-copy';
import { FleetSelect } from './fleet-select';

/** Case-, dash- and space-insensitive: 'rolls-royce' and 'Rolls Royce' are one brand. */
const fold = (text: string) => text.trim().toLowerCase().replace(/[-_\s]+/g, ' ');

/** The seven tile brands, then every other brand seen in a loaded list, and the address's brand if it is new. */
export function brandOptions(known: readonly string[], current: string): Option[] {
  const names = [...BRAND_TILES.map((b) => b.name)];
  for (const name of known) if (!names.some((n) => fold(n) === fold(name))) names.push(name);
  if (current && !names.some((n) => fold(n) === fold(current))) names.push(current);
  return names.map((name) => ({ value: name, label: name }));
}

/** The filter's option value for the held brand (the address may spell it 'ferrari' or 'Rolls-royce'). */
function brandValue(options: readonly Option[], current: string): string {
  return options.find((o) => fold(o.value) === fold(current))?.value ?? '';
}

const GROUPS: Array<[Exclude<FilterKey, 'brand'>, readonly Option[]]> = [
  ['transmission', TRANSMISSION_OPTIONS],
  ['fuelType', FUEL_OPTIONS],
  ['seats', SEAT_CHOICES],
  ['year', YEAR_OPTIONS],
  ['status', STATUS_OPTIONS],
];

/** Brand, transmission, fuel, seats, year and status (SPEC §2), plus Clear Filters. Inert while the list is busy. */
export function FilterPanel({ collection, idPrefix }: { collection: CollectionRef; idPrefix: string }) {
  const filters = useSelector(collection, (s) => s.context.filters);
  const busy = useSelector(collection, (s) => s.hasTag('busy'));
  const known = CarDataContext.useSelector((s) => s.context.knownBrands);
  const brands = brandOptions(known, filters.brand);
  const change = (key: FilterKey, value: string) => collection.send({ type: 'filter.change', key, value });
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <FleetSelect
        id={`${idPrefix}-brand`}
        label={FLEET_TEXT.labels.brand}
        allLabel={FLEET_TEXT.all.brand}
        options={brands}
        value={brandValue(brands, filters.brand)}
        busy={busy}
        onChange={(v) => change('brand', v)}
      />
      {GROUPS.map(([key, options]) => (
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
