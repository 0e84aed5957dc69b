import { useSelector } from '@xstate/react';
import type { AdminCarsRef } from '../../../../machines/admin-cars/admin-cars.machine';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCarsText } from './use-cars-text';

/** The delete confirmation (role alertdialog), open while the fleet machine confirms or deletes. Cancel has the focus. */
export function DeleteCarDialog({ fleet }: { fleet: AdminCarsRef }) {
  const open = useSelector(fleet, (s) => s.hasTag('confirmOpen'));
  const deleting = useSelector(fleet, (s) => s.hasTag('confirmOpen') && s.hasTag('busy'));
  const name = useSelector(fleet, (s) => s.context.current?.name ?? '');
  const text = useCarsText();
  return (
    <Dialog.Root
      size="sm"
      role="alertdialog"
      open={open}
      onOpenChange={(d) => (d.open || deleting ? undefined : fleet.send({ type: 'delete.cancel' }))}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-cancel-delete]')}
      closeOnInteractOutside={!deleting}
      closeOnEscape={!deleting}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{text.deleteTitle}</Dialog.Title>
            <Dialog.Description>{text.deleteText(name)}</Dialog.Description>
            <Dialog.Footer>
              <Button tone="ghost" data-cancel-delete="" disabled={deleting} onClick={() => fleet.send({ type: 'delete.cancel' })}>
                {text.cancel}
              </Button>
              <Button tone="danger" disabled={deleting} onClick={() => fleet.send({ type: 'delete.confirm' })}>
                {deleting ? text.deleting : text.confirmDelete}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
