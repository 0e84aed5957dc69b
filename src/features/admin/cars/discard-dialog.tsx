import { useSelector } from '@xstate/react';
import type { CarDialogRef } from '../../../../machines/car-dialog/car-dialog.machine';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useFormText } from './use-cars-text';

/** 'Discard unsaved changes?' (role alertdialog): the car-dialog machine's confirm step. Escape keeps editing. */
export function DiscardDialog({ dialog }: { dialog: CarDialogRef }) {
  const open = useSelector(dialog, (s) => s.hasTag('confirmingDiscard'));
  const text = useFormText();
  return (
    <Dialog.Root
      size="sm"
      role="alertdialog"
      open={open}
      onOpenChange={(d) => (d.open ? undefined : dialog.send({ type: 'discard.cancel' }))}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-keep-editing]')}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{text.discardTitle}</Dialog.Title>
            <Dialog.Description>{text.discardText}</Dialog.Description>
            <Dialog.Footer>
              <Button tone="ghost" data-keep-editing="" onClick={() => dialog.send({ type: 'discard.cancel' })}>
                {text.keepEditing}
              </Button>
              <Button tone="danger" onClick={() => dialog.send({ type: 'discard.confirm' })}>
                {text.discard}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
