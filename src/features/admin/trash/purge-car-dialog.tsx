import { useSelector } from '@xstate/react';
import type { TrashRef } from '../../../../machines/trash/trash.machine';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTrashText } from './use-trash-text';

/** 'Delete forever?', open while the trash machine confirms or purges. */
export function PurgeCarDialog({ trash }: { trash: TrashRef }) {
  const open = useSelector(trash, (s) => s.hasTag('confirmOpen'));
  const purging = useSelector(trash, (s) => s.hasTag('confirmOpen') && s.hasTag('busy'));
  const name = useSelector(trash, (s) => s.context.current?.car.name ?? '');
  const text = useTrashText();
  return (
    <ConfirmDialog
      open={open}
      busy={purging}
      title={text.purgeTitle}
      description={text.purgeText(name)}
      cancelLabel={text.cancel}
      confirmLabel={text.confirmPurge}
      busyLabel={text.purging}
      onCancel={() => trash.send({ type: 'purge.cancel' })}
      onConfirm={() => trash.send({ type: 'purge.confirm' })}
    />
  );
}
