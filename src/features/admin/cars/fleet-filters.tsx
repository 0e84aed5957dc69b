import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { ADMIN_CATEGORIES, CAR_STATUSES } from '../../../../domain/constants';
import type { AdminCarsRef } from '../../../../machines/admin-cars/admin-cars.machine';
import { ALL, type FilterKey } from '../../../../machines/admin-cars/admin-cars.model';
import type { FleetSelectors } from '../../../../machines/admin-cars/admin-cars.select';
import { Button } from '../../../components/ui/button';
import { useVehicleTerm } from '../../../config/vehicle-term';
import { useCarsText, useStatusLabels } from './use-cars-text';
import { Field } from '../../../components/ui/field';
import { SelectInput, TextInput } from './form-controls';

type Option = { value: string; label: string };

/** SPEC §5 client-side filters, each with 'all', and 'Reset Filters'. */
export function FleetFilters({ fleet, selectors }: { fleet: AdminCarsRef; selectors: FleetSelectors }) {
  const filters = useSelector(fleet, (s) => s.context.filters);
  const brands = useSelector(fleet, selectors.brands);
  const set = (key: FilterKey, value: string) => fleet.send({ type: 'filter.set', key, value });
  const text = useCarsText();
  const statusLabels = useStatusLabels();
  const term = useVehicleTerm();
  const selects: Array<{ key: Exclude<FilterKey, 'search'>; label: string; options: Option[] }> = [
    { key: 'brand', label: text.brand, options: [{ value: ALL, label: text.allBrands }, ...brands.map((b) => ({ value: b, label: b }))] },
    { key: 'category', label: text.category, options: [{ value: ALL, label: text.allCategories }, ...ADMIN_CATEGORIES.map((c) => ({ value: c, label: term(c) }))] },
    { key: 'status', label: text.status, options: [{ value: ALL, label: text.allStatuses }, ...CAR_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))] },
    {
      key: 'active',
      label: text.active,
      options: [
        { value: ALL, label: text.allActive },
        { value: 'active', label: text.activeOnly },
        { value: 'inactive', label: text.inactiveOnly },
      ],
    },
    {
      key: 'featured',
      label: text.featured,
      options: [
        { value: ALL, label: text.allFeatured },
        { value: 'featured', label: text.featuredOnly },
        { value: 'notFeatured', label: text.notFeatured },
      ],
    },
  ];

  return (
    <div role="search" className={panel} aria-label={text.filtersLabel}>
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
      {selects.map(({ key, label, options }) => (
        <Field.Root key={key} variant="outline" className={row}>
          <Field.Label htmlFor={`fleet-${key}`}>{label}</Field.Label>
          <SelectInput id={`fleet-${key}`} value={filters[key]} onChange={(e) => set(key, e.currentTarget.value)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectInput>
        </Field.Root>
      ))}
      <div className={css({ display: 'flex', alignItems: 'flex-end' })}>
        <Button tone="outline" className={css({ w: 'full' })} onClick={() => fleet.send({ type: 'filter.reset' })}>
          {text.reset}
        </Button>
      </div>
    </div>
  );
}

// Every option must read in full ('Active and inactive' is the longest): no column narrower than 14rem. On a phone
// one column of compact rows, each label beside its control; wider, as many 14rem columns as fit, labels above.
const panel = css({
  display: 'grid',
  gap: { base: '3', sm: '4' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(14rem, 1fr))' },
  p: { base: '4', md: '5' },
  bg: 'surface',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'card',
});

const row = css({
  display: { base: 'grid', sm: 'block' },
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: '3',
  '& > label': { mb: { base: '0', sm: '1.5' } },
});
