import { useActorRef, useSelector } from '@xstate/react';
import { useLogic } from '../../../actors/logic';
import { Button } from '../../../components/ui/button';
import { AdminPageFrame } from '../admin-page-frame';
import { useAdminPageMeta } from '../admin-page-meta';
import { useNotifications } from '../cars/use-notifications';
import { PurgeCarDialog } from './purge-car-dialog';
import { TrashList } from './trash-list';
import { useTrashText } from './use-trash-text';

/**
 * /admin/trash (issue 22): the cars deleted in the last TRASH_DAYS, latest first, each with Restore (back on the site
 * as it was) and 'Delete forever' (after a confirmation). One actor, the trash; its outcomes are toasts.
 */
export default function AdminTrashPage() {
  const text = useTrashText();
  useAdminPageMeta(text.metaTitle, text.metaDescription);
  const trash = useActorRef(useLogic('trash'));
  useNotifications(trash);
  const canReload = useSelector(trash, (s) => s.can({ type: 'trash.reload' }));

  return (
    <AdminPageFrame
      eyebrow={text.eyebrow}
      title={text.title}
      lead={text.intro}
      actions={
        <Button tone="ghost" disabled={!canReload} onClick={() => trash.send({ type: 'trash.reload' })}>
          {text.refresh}
        </Button>
      }
    >
      <TrashList trash={trash} />
      <PurgeCarDialog trash={trash} />
    </AdminPageFrame>
  );
}
