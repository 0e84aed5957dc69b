import { fromPromise } from 'xstate';
import { authApi } from '../../src/api/auth-client';
import type { ChangePasswordInput, MessageResponse } from './change-password.machine';
import type { ForgotInput, ResetInput } from './password-request.machine';

/** The real calls of SPEC §7 for the password flows; the actor's signal aborts a call whose state was left. */
export const changePasswordActors = {
  changePassword: fromPromise<MessageResponse, ChangePasswordInput>(({ input, signal }) => authApi.changePassword(input, { signal })),
};

export const passwordRequestActors = {
  forgotPassword: fromPromise<MessageResponse, ForgotInput>(({ input, signal }) => authApi.forgotPassword(input, { signal })),
  resetPassword: fromPromise<MessageResponse, ResetInput>(({ input, signal }) => authApi.resetPassword(input, { signal })),
};
