import { msg, type Message } from './message';
import { PASSWORD_MIN_LENGTH } from './constants';

/** What the change-password dialog submits. */
export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
/** What the reset page submits (the token comes from the link). */
export interface ResetPasswordValues {
  token: string;
  newPassword: string;
  confirmPassword: string;
}
export interface ForgotPasswordValues {
  email: string;
}

/** A new password and its confirmation: both given, long enough, equal. null = fine. */
function newPasswordProblem(newPassword: string, confirmPassword: string): Message | null {
  if (newPassword === '' || confirmPassword === '') return msg('passwordFieldsRequired');
  if (newPassword.length < PASSWORD_MIN_LENGTH) return msg('passwordTooShort', PASSWORD_MIN_LENGTH);
  if (newPassword !== confirmPassword) return msg('passwordMismatch');
  return null;
}

export function changePasswordProblem(values: ChangePasswordValues): Message | null {
  if (values.currentPassword === '') return msg('passwordFieldsRequired');
  return newPasswordProblem(values.newPassword, values.confirmPassword);
}

export function resetPasswordProblem(values: ResetPasswordValues): Message | null {
  if (values.token.trim() === '') return msg('resetTokenMissing');
  return newPasswordProblem(values.newPassword, values.confirmPassword);
}

/** The same rule as the login (SPEC §5): present and containing '@'. */
export function forgotPasswordProblem(values: ForgotPasswordValues): Message | null {
  const email = values.email.trim();
  return email === '' || !email.includes('@') ? msg('emailInvalid') : null;
}
