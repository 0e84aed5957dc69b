import { useSelector } from '@xstate/react';
import type { CarDialogRef } from '../../../../machines/car-dialog/car-dialog.machine';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormText } from './use-cars-text';

/** 'Discard unsaved changes?' (role alertdialog): the car-dialog machine's confirm step. Escape keeps editing. */
export function DiscardDialog({ dialog }: { dialog: CarDialogRef }) {
  const open = useSelector(dialog, (s) => s.hasTag('confirmingDiscard'));
  const text = useFormText();
  return (
    <ConfirmDialog
      open={open}
      title={text.discardTitle}
      description={text.discardText}
      cancelLabel={text.keepEditing}
      confirmLabel={text.discard}
      onCancel={() => dialog.send({ type: 'discard.cancel' })}
      onConfirm={() => dialog.send({ type: 'discard.confirm' })}
    />
  );
}
