import { useSelector } from '@xstate/react';
import type { InboxDetailRef } from '../../../../machines/inbox/inbox-detail.machine';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDetailText } from './use-inbox-text';

/** The deletion's confirmation (role alertdialog; a privacy request), open while the detail confirms or deletes. Cancel has the focus. */
export function DeleteEnquiryDialog({ detail }: { detail: InboxDetailRef }) {
  const text = useDetailText();
  const open = useSelector(detail, (s) => s.hasTag('confirmOpen'));
  const deleting = useSelector(detail, (s) => s.hasTag('confirmOpen') && s.hasTag('busy'));
  const reference = useSelector(detail, (s) => s.context.enquiry?.reference ?? '');
  return (
    <Dialog.Root
      size="sm"
      role="alertdialog"
      open={open}
      onOpenChange={(d) => (d.open || deleting ? undefined : detail.send({ type: 'delete.cancel' }))}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-cancel-enquiry-delete]')}
      closeOnInteractOutside={!deleting}
      closeOnEscape={!deleting}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{text.deleteTitle}</Dialog.Title>
            <Dialog.Description>{text.deleteText(reference)}</Dialog.Description>
            <Dialog.Footer>
              <Button tone="ghost" data-cancel-enquiry-delete="" disabled={deleting} onClick={() => detail.send({ type: 'delete.cancel' })}>
                {text.cancel}
              </Button>
              <Button tone="danger" disabled={deleting} onClick={() => detail.send({ type: 'delete.confirm' })}>
                {deleting ? text.deleting : text.confirmDelete}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
