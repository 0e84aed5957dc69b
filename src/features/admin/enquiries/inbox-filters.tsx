import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { InboxListRef } from '../../../../machines/inbox/inbox-list.machine';
import { mergeCarOptions, type InboxFilterKey } from '../../../../machines/inbox/inbox.model';
import { FilterBar } from '../../../components/ui/filter-bar';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { FilterSelect } from '../filter-select';
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
        onValueChange={(value) => set('status', value)}
      />
      <FilterSelect
        id="inbox-car"
        label={text.car}
        value={filters.carId}
        all={text.allCars}
        options={cars.map((car) => ({ value: car._id, label: car.name }))}
        onValueChange={(value) => set('carId', value)}
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
