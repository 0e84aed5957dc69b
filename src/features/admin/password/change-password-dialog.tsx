import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import type { changePasswordMachine } from '../../../../machines/change-password/change-password.machine';
import { PASSWORD_MIN_LENGTH } from '../../../config/constants';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../shell/shell-icons';
import { FormAlert, PasswordField } from './form-fields';
import { PASSWORD_TEXT as T } from './password-text';

const fieldValue = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The admin header's 'Change password' dialog (Ark Dialog: focus trapped, Escape and outside click close it), driven
 * by the change-password machine. Loaded on first use.
 */
export default function ChangePasswordDialog({ actor }: { actor: ActorRefFrom<typeof changePasswordMachine> }) {
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);

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
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && actor.send({ type: 'dialog.close' })} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={panel}>
            <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4' })}>
              <div>
                <Dialog.Title className={css({ textStyle: 'display', fontSize: '3xl', color: 'text' })}>{T.changeTitle}</Dialog.Title>
                <Dialog.Description className={css({ mt: '2', color: 'muted', fontSize: 'sm', lineHeight: '1.6' })}>{T.changeLead}</Dialog.Description>
              </div>
              <Dialog.CloseTrigger className={closeButton} disabled={busy}>
                <CloseIcon size={18} />
                <span className={css({ srOnly: true })}>{T.close}</span>
              </Dialog.CloseTrigger>
            </div>
            <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '5', mt: '7' })}>
              <PasswordField id="change-current" name="currentPassword" label={T.current} showLabel={T.show(T.current)} autoComplete="current-password" />
              <PasswordField
                id="change-new"
                name="newPassword"
                label={T.next}
                showLabel={T.show(T.next)}
                autoComplete="new-password"
                aria-describedby="change-new-hint"
                hint={<p id="change-new-hint" className={css({ color: 'muted', fontSize: 'xs' })}>{T.minLength(PASSWORD_MIN_LENGTH)}</p>}
              />
              <PasswordField id="change-confirm" name="confirmPassword" label={T.confirm} showLabel={T.show(T.confirm)} autoComplete="new-password" />
              <FormAlert message={error} />
              <div className={css({ display: 'flex', flexDirection: { base: 'column-reverse', sm: 'row' }, justifyContent: 'flex-end', gap: '3', mt: '2' })}>
                <Dialog.CloseTrigger asChild>
                  <Button tone="ghost" disabled={busy}>{T.cancel}</Button>
                </Dialog.CloseTrigger>
                <Button type="submit" disabled={busy}>{busy ? T.updating : T.update}</Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const backdrop = css({
  position: 'fixed',
  inset: '0',
  zIndex: 70,
  bg: 'rgba(0,0,0,0.65)',
  backdropFilter: 'blur(4px)',
  transition: 'opacity 0.3s',
  _starting: { opacity: 0 },
  _reducedMotion: { transition: 'none' },
});

const positioner = css({ position: 'fixed', inset: '0', zIndex: 80, display: 'grid', placeItems: 'center', p: '4', overflowY: 'auto' });

const panel = css({
  w: 'min(100%, 30rem)',
  p: { base: '6', md: '8' },
  bg: 'surface',
  border: '1px solid',
  borderColor: 'line',
  borderTop: '2px solid {colors.gold.600}',
  borderRadius: 'card',
  boxShadow: '0 40px 120px rgba(0,0,0,0.6)',
  outline: 'none',
  transition: 'opacity 0.35s, transform 0.35s {easings.luxe}',
  _starting: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  _reducedMotion: { transition: 'none' },
});

const closeButton = css({
  display: 'grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  flexShrink: 0,
  borderRadius: '8px',
  color: 'mist.300',
  cursor: 'pointer',
  border: '1px solid',
  borderColor: 'rgba(255,255,255,0.14)',
  _hover: { color: 'gold.300', borderColor: 'gold.500' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});
