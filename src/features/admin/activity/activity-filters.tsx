import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActivityRef } from '../../../../machines/activity/activity.machine';
import { adminOptions, type ActivityFilterKey } from '../../../../machines/activity/activity.model';
import { AUDIT_KINDS } from '../../../../domain/audit';
import { FilterBar } from '../../../components/ui/filter-bar';
import { FilterSelect } from '../filter-select';
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
      <FilterSelect
        id="activity-admin"
        label={text.admin}
        value={filters.actorId}
        all={text.allAdmins}
        options={admins.map((admin) => ({ value: admin.id, label: admin.name }))}
        onValueChange={(value) => set('actorId', value)}
      />
      <FilterSelect
        id="activity-kind"
        label={text.kind}
        value={filters.kind}
        all={text.allKinds}
        options={AUDIT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        onValueChange={(value) => set('kind', value)}
      />
    </FilterBar>
  );
}
