import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { ADMIN_CATEGORIES, CAR_STATUSES } from '../../../../domain/constants';
import type { AdminCarsRef } from '../../../../machines/admin-cars/admin-cars.machine';
import { ALL, type FilterKey } from '../../../../machines/admin-cars/admin-cars.model';
import type { FleetSelectors } from '../../../../machines/admin-cars/admin-cars.select';
import { FilterBar } from '../../../components/ui/filter-bar';
import { useVehicleTerm } from '../../../config/vehicle-term';
import { useCarsText, useStatusLabels } from './use-cars-text';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../filter-select';
import { TextInput } from './form-controls';

/** A select's options, each [value, label]. */
const toOptions = (options: Array<[value: string, label: string]>) => options.map(([value, label]) => ({ value, label }));

/** SPEC §5 client-side filters, each with 'all', and 'Reset Filters'. */
export function FleetFilters({ fleet, selectors }: { fleet: AdminCarsRef; selectors: FleetSelectors }) {
  const filters = useSelector(fleet, (s) => s.context.filters);
  const brands = useSelector(fleet, selectors.brands);
  const set = (key: FilterKey, value: string) => fleet.send({ type: 'filter.set', key, value });
  const text = useCarsText();
  const statusLabels = useStatusLabels();
  const term = useVehicleTerm();
  const selects: Array<{ key: Exclude<FilterKey, 'search'>; label: string; all: string; options: Array<{ value: string; label: string }> }> = [
    { key: 'brand', label: text.brand, all: text.allBrands, options: toOptions(brands.map((b) => [b, b])) },
    { key: 'category', label: text.category, all: text.allCategories, options: toOptions(ADMIN_CATEGORIES.map((c) => [c, term(c)])) },
    { key: 'status', label: text.status, all: text.allStatuses, options: toOptions(CAR_STATUSES.map((s) => [s, statusLabels[s]])) },
    { key: 'active', label: text.active, all: text.allActive, options: toOptions([['active', text.activeOnly], ['inactive', text.inactiveOnly]]) },
    { key: 'featured', label: text.featured, all: text.allFeatured, options: toOptions([['featured', text.featuredOnly], ['notFeatured', text.notFeatured]]) },
  ];

  return (
    <FilterBar label={text.filtersLabel} resetLabel={text.reset} onReset={() => fleet.send({ type: 'filter.reset' })} column="14rem">
      <Field.Root variant="outline" className={cx(row, css({ gridColumn: { base: '1 / -1', sm: 'span 2' } }))}>
        <Field.Label htmlFor="fleet-search">{text.search}</Field.Label>
        <TextInput
          id="fleet-search"
          type="search"
          value={filters.search}
          placeholder={text.searchPlaceholder}
          onChange={(e) => set('search', e.currentTarget.value)}
          autoComplete="off"
        />
      </Field.Root>
      {selects.map(({ key, label, all, options }) => (
        <FilterSelect
          key={key}
          id={`fleet-${key}`}
          className={row}
          label={label}
          value={filters[key]}
          all={all}
          allValue={ALL}
          options={options}
          onValueChange={(value) => set(key, value)}
        />
      ))}
    </FilterBar>
  );
}

// Every option must read in full ('Active and inactive' is the longest): no column narrower than 14rem. On a phone
// one column of compact rows, each label beside its control; wider, as many 14rem columns as fit, labels above.
const row = css({
  display: { base: 'grid', sm: 'block' },
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: '3',
  '& > label': { mb: { base: '0', sm: '1.5' } },
});
