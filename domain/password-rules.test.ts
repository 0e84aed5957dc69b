import { describe, expect, it } from 'vitest';
import { MSG } from './app-messages';
import { PASSWORD_MIN_LENGTH } from './constants';
import { changePasswordProblem, forgotPasswordProblem, resetPasswordProblem } from './password-rules';

const valid = { currentPassword: 'admin123', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' };
const long = 'x'.repeat(PASSWORD_MIN_LENGTH);

describe('password rules', () => {
  it('change: every field, a long enough new password, the same twice', () => {
    expect(changePasswordProblem(valid)).toBeNull();
    expect(changePasswordProblem({ ...valid, currentPassword: '' })).toBe(MSG.passwordFieldsRequired);
    expect(changePasswordProblem({ ...valid, confirmPassword: '' })).toBe(MSG.passwordFieldsRequired);
    expect(changePasswordProblem({ ...valid, newPassword: 'x'.repeat(PASSWORD_MIN_LENGTH - 1), confirmPassword: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) })).toBe(
      MSG.passwordTooShort(PASSWORD_MIN_LENGTH),
    );
    expect(changePasswordProblem({ ...valid, newPassword: long, confirmPassword: long })).toBeNull();
    expect(changePasswordProblem({ ...valid, confirmPassword: `${valid.newPassword}!` })).toBe(MSG.passwordMismatch);
  });

  it('reset: needs the token; forgot: an e-mail with @', () => {
    expect(resetPasswordProblem({ token: 'abc', newPassword: long, confirmPassword: long })).toBeNull();
    expect(resetPasswordProblem({ token: ' ', newPassword: long, confirmPassword: long })).toBe(MSG.resetTokenMissing);
    expect(forgotPasswordProblem({ email: 'admin@example.com' })).toBeNull();
    expect(forgotPasswordProblem({ email: 'admin' })).toBe(MSG.emailInvalid);
    expect(forgotPasswordProblem({ email: '  ' })).toBe(MSG.emailInvalid);
  });
});
