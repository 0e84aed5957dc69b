import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { InboxListRef } from '../../../../machines/inbox/inbox-list.machine';
import { mergeCarOptions, type InboxFilterKey } from '../../../../machines/inbox/inbox.model';
import { Button } from '../../../components/ui/button';
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
    <div role="search" aria-label={text.filtersLabel} className={panel}>
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
      <Field.Root variant="outline">
        <Field.Label htmlFor="inbox-status">{text.status}</Field.Label>
        <Select variant="outline" id="inbox-status" value={filters.status} onChange={(e) => set('status', e.currentTarget.value)}>
          <option value="">{text.allStatuses}</option>
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {labels[status]}
            </option>
          ))}
        </Select>
      </Field.Root>
      <Field.Root variant="outline">
        <Field.Label htmlFor="inbox-car">{text.car}</Field.Label>
        <Select variant="outline" id="inbox-car" value={filters.carId} onChange={(e) => set('carId', e.currentTarget.value)}>
          <option value="">{text.allCars}</option>
          {cars.map((car) => (
            <option key={car._id} value={car._id}>
              {car.name}
            </option>
          ))}
        </Select>
      </Field.Root>
      <Field.Root variant="outline">
        <Field.Label htmlFor="inbox-from">{text.from}</Field.Label>
        <Input variant="outline" id="inbox-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set('from', e.currentTarget.value)} />
      </Field.Root>
      <Field.Root variant="outline">
        <Field.Label htmlFor="inbox-to">{text.to}</Field.Label>
        <Input variant="outline" id="inbox-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set('to', e.currentTarget.value)} />
      </Field.Root>
      <div className={css({ display: 'flex', alignItems: 'flex-end' })}>
        <Button tone="outline" className={css({ w: 'full' })} onClick={() => list.send({ type: 'filters.reset' })}>
          {text.reset}
        </Button>
      </div>
    </div>
  );
}

const panel = css({
  display: 'grid',
  gap: { base: '3', sm: '4' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(12rem, 1fr))' },
  p: { base: '4', md: '5' },
  bg: 'surface',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'card',
});
