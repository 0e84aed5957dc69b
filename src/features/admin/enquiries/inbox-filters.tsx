import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { InboxListRef } from '../../../../machines/inbox/inbox-list.machine';
import { mergeCarOptions, type InboxFilterKey } from '../../../../machines/inbox/inbox.model';
import { FilterBar } from '../../../components/ui/filter-bar';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ENQUIRY_STATUSES } from '../../../../domain/constants';
import { useInboxText, useStatusLabels } from './use-inbox-text';

/** The inbox's filters (status, car, days, search) and their reset; the server filters, the list asks on each change. */
export function InboxFilters({ list }: { list: InboxListRef }) {
  const text = useInboxText();
  const labels = useStatusLabels();
  const filters = useSelector(list, (s) => s.context.filters);
  const fleet = useSelector(list, (s) => s.context.fleet);
  const enquiries = useSelector(list, (s) => s.context.enquiries);
  const cars = useMemo(() => mergeCarOptions(fleet, enquiries ?? []), [fleet, enquiries]);
  const set = (key: InboxFilterKey, value: string) => list.send({ type: 'filter.set', key, value });

  return (
    <FilterBar label={text.filtersLabel} resetLabel={text.reset} onReset={() => list.send({ type: 'filters.reset' })} column="12rem">
      <Field.Root variant="outline" className={css({ gridColumn: { base: '1 / -1', md: 'span 2' } })}>
        <Field.Label htmlFor="inbox-search">{text.search}</Field.Label>
        <Input
          variant="outline"
          id="inbox-search"
          type="search"
          value={filters.search}
          maxLength={100}
          placeholder={text.searchPlaceholder}
          autoComplete="off"
          onChange={(e) => list.send({ type: 'search.set', value: e.currentTarget.value })}
        />
      </Field.Root>
      <FilterSelect
        id="inbox-status"
        label={text.status}
        value={filters.status}
        all={text.allStatuses}
        options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: labels[status] }))}
        onChange={(value) => set('status', value)}
      />
      <FilterSelect
        id="inbox-car"
        label={text.car}
        value={filters.carId}
        all={text.allCars}
        options={cars.map((car) => ({ value: car._id, label: car.name }))}
        onChange={(value) => set('carId', value)}
      />
      <Field.Root variant="outline">
        <Field.Label htmlFor="inbox-from">{text.from}</Field.Label>
        <Input variant="outline" id="inbox-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set('from', e.currentTarget.value)} />
      </Field.Root>
      <Field.Root variant="outline">
        <Field.Label htmlFor="inbox-to">{text.to}</Field.Label>
        <Input variant="outline" id="inbox-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set('to', e.currentTarget.value)} />
      </Field.Root>
    </FilterBar>
  );
}

/** A filter's select: 'all' (the empty value) first, then the options. */
function FilterSelect({ id, label, value, all, options, onChange }: {
  id: string;
  label: string;
  value: string;
  all: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root variant="outline">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Select variant="outline" id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field.Root>
  );
}
