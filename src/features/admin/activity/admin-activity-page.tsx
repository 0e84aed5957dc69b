import { useActorRef, useSelector } from '@xstate/react';
import { useLogic } from '../../../actors/logic';
import { Button } from '../../../components/ui/button';
import { AdminPageFrame } from '../admin-page-frame';
import { useAdminPageMeta } from '../admin-page-meta';
import { ActivityFilters } from './activity-filters';
import { ActivityList } from './activity-list';
import { useActivityText } from './use-activity-text';

/**
 * /admin/activity (issue 22): the portal's audit log, newest first, filtered by admin and kind, a page at a time
 * ('Load older'). One actor, the activity log.
 */
export default function AdminActivityPage() {
  const text = useActivityText();
  useAdminPageMeta(text.metaTitle, text.metaDescription);
  // The whole log: no car fixed.
  const activity = useActorRef(useLogic('activity'), { input: {} });
  const canReload = useSelector(activity, (s) => s.can({ type: 'activity.reload' }));

  return (
    <AdminPageFrame
      eyebrow={text.eyebrow}
      title={text.title}
      lead={text.intro}
      actions={
        <Button tone="ghost" disabled={!canReload} onClick={() => activity.send({ type: 'activity.reload' })}>
          {text.refresh}
        </Button>
      }
    >
      <ActivityFilters activity={activity} />
      <ActivityList activity={activity} variant="page" />
    </AdminPageFrame>
  );
}
