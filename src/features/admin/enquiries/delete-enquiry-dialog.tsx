import { useSelector } from '@xstate/react';
import type { InboxDetailRef } from '../../../../machines/inbox/inbox-detail.machine';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDetailText } from './use-inbox-text';

/** The deletion's confirmation (a privacy request), open while the detail confirms or deletes. */
export function DeleteEnquiryDialog({ detail }: { detail: InboxDetailRef }) {
  const text = useDetailText();
  const open = useSelector(detail, (s) => s.hasTag('confirmOpen'));
  const deleting = useSelector(detail, (s) => s.hasTag('confirmOpen') && s.hasTag('busy'));
  const reference = useSelector(detail, (s) => s.context.enquiry?.reference ?? '');
  return (
    <ConfirmDialog
      open={open}
      busy={deleting}
      title={text.deleteTitle}
      description={text.deleteText(reference)}
      cancelLabel={text.cancel}
      confirmLabel={text.confirmDelete}
      busyLabel={text.deleting}
      onCancel={() => detail.send({ type: 'delete.cancel' })}
      onConfirm={() => detail.send({ type: 'delete.confirm' })}
    />
  );
}
