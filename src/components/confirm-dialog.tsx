import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

type Props = {
  open: boolean;
  /** The confirmed action is under way: nothing closes the dialog, both buttons wait (none: it never is). */
  busy?: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** What the confirm button says while the action is under way. */
  busyLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * A destructive action's confirmation (role alertdialog): Cancel has the focus, Escape and a click outside cancel
 * unless the action is under way. The portal's deletes (a car, an enquiry) and the car form's 'Discard unsaved
 * changes?' open it from their machines' state.
 */
export function ConfirmDialog({ open, busy = false, title, description, cancelLabel, confirmLabel, busyLabel, onCancel, onConfirm }: Props) {
  return (
    <Dialog.Root
      size="sm"
      role="alertdialog"
      open={open}
      onOpenChange={(d) => (d.open || busy ? undefined : onCancel())}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-confirm-cancel]')}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>{description}</Dialog.Description>
            <Dialog.Footer>
              <Button tone="ghost" data-confirm-cancel="" disabled={busy} onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button tone="danger" disabled={busy} onClick={onConfirm}>
                {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
