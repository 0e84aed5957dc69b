import { useSelector } from '@xstate/react';
import type { AdminCarsRef } from '../../../../machines/admin-cars/admin-cars.machine';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCarsText } from './use-cars-text';

/** The delete confirmation, open while the fleet machine confirms or deletes. */
export function DeleteCarDialog({ fleet }: { fleet: AdminCarsRef }) {
  const open = useSelector(fleet, (s) => s.hasTag('confirmOpen'));
  const deleting = useSelector(fleet, (s) => s.hasTag('confirmOpen') && s.hasTag('busy'));
  const name = useSelector(fleet, (s) => s.context.current?.name ?? '');
  const text = useCarsText();
  return (
    <ConfirmDialog
      open={open}
      busy={deleting}
      title={text.deleteTitle}
      description={text.deleteText(name)}
      cancelLabel={text.cancel}
      confirmLabel={text.confirmDelete}
      busyLabel={text.deleting}
      onCancel={() => fleet.send({ type: 'delete.cancel' })}
      onConfirm={() => fleet.send({ type: 'delete.confirm' })}
    />
  );
}
