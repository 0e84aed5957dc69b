import { useSelector } from '@xstate/react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import type { CarDialogRef } from '../../../../machines/car-dialog/car-dialog.machine';
import { Button } from '../../../components/ui/button';
import { FORM_TEXT } from './cars-copy';
import { alertActions, alertBackdrop, alertContent, alertPositioner } from './dialog-styles';

/** 'Discard unsaved changes?' (role alertdialog): the car-dialog machine's confirm step. Escape keeps editing. */
export function DiscardDialog({ dialog }: { dialog: CarDialogRef }) {
  const open = useSelector(dialog, (s) => s.hasTag('confirmingDiscard'));
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(d) => (d.open ? undefined : dialog.send({ type: 'discard.cancel' }))}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-keep-editing]')}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={alertBackdrop} />
        <Dialog.Positioner className={alertPositioner}>
          <Dialog.Content className={alertContent}>
            <Dialog.Title className={css({ textStyle: 'display', fontSize: '3xl', color: 'text' })}>{FORM_TEXT.discardTitle}</Dialog.Title>
            <Dialog.Description className={css({ mt: '3', color: 'muted', fontSize: 'sm', lineHeight: '1.6' })}>{FORM_TEXT.discardText}</Dialog.Description>
            <div className={alertActions}>
              <Button tone="ghost" data-keep-editing="" onClick={() => dialog.send({ type: 'discard.cancel' })}>
                {FORM_TEXT.keepEditing}
              </Button>
              <Button tone="danger" onClick={() => dialog.send({ type: 'discard.confirm' })}>
                {FORM_TEXT.discard}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
