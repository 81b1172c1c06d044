import { useMutation } from '@tanstack/react-query';
import { isExpectedAuthError } from '@/lib/auth-errors';
import { confirmPasswordReset, requestPasswordReset } from '@/lib/identity';

export interface ResetPasswordInput {
  email: string;
  code: string;
  password: string;
}

/** Step 'request': Cognito ForgotPassword e-mails a reset code. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onError: (error) => {
      if (!isExpectedAuthError(error, 'resetRequest')) console.error('Password reset request failed', error);
    },
  });
}

/** Step 'reset': Cognito ConfirmForgotPassword with the code and the new password. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: ({ email, code, password }: ResetPasswordInput) => confirmPasswordReset(email, code, password),
    onError: (error) => {
      if (!isExpectedAuthError(error, 'resetConfirm')) console.error('Password reset failed', error);
    },
  });
}
