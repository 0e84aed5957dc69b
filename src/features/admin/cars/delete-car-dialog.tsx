import { useSelector } from '@xstate/react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import type { AdminCarsRef } from '../../../../machines/admin-cars/admin-cars.machine';
import { Button } from '../../../components/ui/button';
import { CARS_TEXT } from './cars-copy';
import { alertActions, alertBackdrop, alertContent, alertPositioner } from './dialog-styles';

/** The delete confirmation (role alertdialog), open while the fleet machine confirms or deletes. Cancel has the focus. */
export function DeleteCarDialog({ fleet }: { fleet: AdminCarsRef }) {
  const open = useSelector(fleet, (s) => s.hasTag('confirmOpen'));
  const deleting = useSelector(fleet, (s) => s.matches('deleting'));
  const name = useSelector(fleet, (s) => s.context.current?.name ?? '');
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(d) => (d.open || deleting ? undefined : fleet.send({ type: 'delete.cancel' }))}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-cancel-delete]')}
      closeOnInteractOutside={!deleting}
      closeOnEscape={!deleting}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={alertBackdrop} />
        <Dialog.Positioner className={alertPositioner}>
          <Dialog.Content className={alertContent}>
            <Dialog.Title className={css({ textStyle: 'display', fontSize: '3xl', color: 'text' })}>{CARS_TEXT.deleteTitle}</Dialog.Title>
            <Dialog.Description className={css({ mt: '3', color: 'muted', fontSize: 'sm', lineHeight: '1.6' })}>{CARS_TEXT.deleteText(name)}</Dialog.Description>
            <div className={alertActions}>
              <Button tone="ghost" data-cancel-delete="" disabled={deleting} onClick={() => fleet.send({ type: 'delete.cancel' })}>
                {CARS_TEXT.cancel}
              </Button>
              <Button tone="danger" disabled={deleting} onClick={() => fleet.send({ type: 'delete.confirm' })}>
                {deleting ? CARS_TEXT.deleting : CARS_TEXT.confirmDelete}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
