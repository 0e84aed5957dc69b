import { css } from 'styled-system/css';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/constants';
import { PasswordField } from './form-fields';
import { usePasswordText } from './password-text';

/** A new password with its minimum-length hint, then its confirmation (the change dialog and the reset page). */
export function NewPasswordFields({ idPrefix }: { idPrefix: string }) {
  const T = usePasswordText();
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new`}
        name="newPassword"
        label={T.next}
        showLabel={T.show(T.next)}
        autoComplete="new-password"
        aria-describedby={`${idPrefix}-new-hint`}
        hint={<p id={`${idPrefix}-new-hint`} className={css({ color: 'muted', fontSize: 'xs' })}>{T.minLength(PASSWORD_MIN_LENGTH)}</p>}
      />
      <PasswordField id={`${idPrefix}-confirm`} name="confirmPassword" label={T.confirm} showLabel={T.show(T.confirm)} autoComplete="new-password" />
    </>
  );
}
