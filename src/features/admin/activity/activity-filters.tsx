import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActivityRef } from '../../../../machines/activity/activity.machine';
import { adminOptions, type ActivityFilterKey } from '../../../../machines/activity/activity.model';
import { AUDIT_KINDS } from '../../../../domain/audit';
import { Field } from '../../../components/ui/field';
import { FilterBar } from '../../../components/ui/filter-bar';
import { Select } from '../../../components/ui/select';
import { useActivityText, useActivityWords } from './use-activity-text';

/** The log's filters: the admin (the accounts, and anyone the log names who has none any more) and the kind of change. */
export function ActivityFilters({ activity }: { activity: ActivityRef }) {
  const text = useActivityText();
  const { KIND_LABELS } = useActivityWords();
  const filters = useSelector(activity, (s) => s.context.filters);
  const accounts = useSelector(activity, (s) => s.context.accounts);
  const events = useSelector(activity, (s) => s.context.events);
  const admins = useMemo(() => adminOptions(accounts, events), [accounts, events]);
  const set = (key: ActivityFilterKey, value: string) => activity.send({ type: 'filter.set', key, value });

  return (
    <FilterBar label={text.filtersLabel} resetLabel={text.reset} onReset={() => activity.send({ type: 'filters.reset' })} column="14rem">
      <Field.Root variant="outline">
        <Field.Label htmlFor="activity-admin">{text.admin}</Field.Label>
        <Select variant="outline" id="activity-admin" value={filters.actorId} onChange={(e) => set('actorId', e.currentTarget.value)}>
          <option value="">{text.allAdmins}</option>
          {admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.name}
            </option>
          ))}
        </Select>
      </Field.Root>
      <Field.Root variant="outline">
        <Field.Label htmlFor="activity-kind">{text.kind}</Field.Label>
        <Select variant="outline" id="activity-kind" value={filters.kind} onChange={(e) => set('kind', e.currentTarget.value)}>
          <option value="">{text.allKinds}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </Field.Root>
    </FilterBar>
  );
}
