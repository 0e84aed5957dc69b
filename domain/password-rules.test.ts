import { describe, expect, it } from 'vitest';
import { english } from '../tests/setup/english';
import { MSG } from './app-messages';
import { PASSWORD_MIN_LENGTH } from './constants';
import { changePasswordProblem, forgotPasswordProblem, resetPasswordProblem } from './password-rules';

const valid = { currentPassword: 'admin123', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' };
const long = 'x'.repeat(PASSWORD_MIN_LENGTH);

describe('password rules', () => {
  it('change: every field, a long enough new password, the same twice', () => {
    expect(changePasswordProblem(valid)).toBeNull();
    expect(english(changePasswordProblem({ ...valid, currentPassword: '' }))).toBe(MSG.passwordFieldsRequired);
    expect(english(changePasswordProblem({ ...valid, confirmPassword: '' }))).toBe(MSG.passwordFieldsRequired);
    expect(english(changePasswordProblem({ ...valid, newPassword: 'x'.repeat(PASSWORD_MIN_LENGTH - 1), confirmPassword: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) }))).toBe(MSG.passwordTooShort(PASSWORD_MIN_LENGTH),
    );
    expect(changePasswordProblem({ ...valid, newPassword: long, confirmPassword: long })).toBeNull();
    expect(english(changePasswordProblem({ ...valid, confirmPassword: `${valid.newPassword}!` }))).toBe(MSG.passwordMismatch);
  });

  it('reset: needs the token; forgot: an e-mail with @', () => {
    expect(resetPasswordProblem({ token: 'abc', newPassword: long, confirmPassword: long })).toBeNull();
    expect(english(resetPasswordProblem({ token: ' ', newPassword: long, confirmPassword: long }))).toBe(MSG.resetTokenMissing);
    expect(forgotPasswordProblem({ email: 'admin@example.com' })).toBeNull();
    expect(english(forgotPasswordProblem({ email: 'admin' }))).toBe(MSG.emailInvalid);
    expect(english(forgotPasswordProblem({ email: '  ' }))).toBe(MSG.emailInvalid);
  });
});
