import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from 'styled-system/css';
import type { changePasswordMachine } from '../../../../machines/change-password/change-password.machine';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { CloseIcon } from '../../../components/icons/shell-icons';
import { FormAlert, PasswordField } from './form-fields';
import { NewPasswordFields } from './new-password-fields';
import { usePasswordText } from './password-text';

const fieldValue = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The admin header's 'Change password' dialog (Ark Dialog: focus trapped, Escape and outside click close it), driven
 * by the change-password machine. Loaded on first use.
 */
export default function ChangePasswordDialog({ actor }: { actor: ActorRefFrom<typeof changePasswordMachine> }) {
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const T = usePasswordText();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    actor.send({
      type: 'password.submit',
      currentPassword: fieldValue(form, 'currentPassword'),
      newPassword: fieldValue(form, 'newPassword'),
      confirmPassword: fieldValue(form, 'confirmPassword'),
    });
  };

  return (
    <Dialog.Root size="md" open={open} onOpenChange={(d) => !d.open && actor.send({ type: 'dialog.close' })}>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <div>
                <Dialog.Title>{T.changeTitle}</Dialog.Title>
                <Dialog.Description>{T.changeLead}</Dialog.Description>
              </div>
              <Dialog.CloseTrigger asChild>
                <IconButton variant="quiet" size="sm" disabled={busy}>
                  <CloseIcon size={18} />
                  <span className={css({ srOnly: true })}>{T.close}</span>
                </IconButton>
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body asChild>
              <form noValidate onSubmit={submit}>
                <PasswordField id="change-current" name="currentPassword" label={T.current} showLabel={T.show(T.current)} autoComplete="current-password" />
                <NewPasswordFields idPrefix="change" />
                <FormAlert message={error} />
                <Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <Button tone="ghost" disabled={busy}>{T.cancel}</Button>
                  </Dialog.CloseTrigger>
                  <Button type="submit" disabled={busy}>{busy ? T.updating : T.update}</Button>
                </Dialog.Footer>
              </form>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
