import { useMutation } from '@tanstack/react-query';
import { isExpectedAuthError } from '@/lib/auth-errors';
import { signUpUser, type SignUpDetails } from '@/lib/identity';

/**
 * Cognito SignUp for creators and brand employees. The PreSignUp trigger checks the creator id or company on
 * the server and may refuse with a message of its own (UserLambdaValidationException), which the form shows.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (details: SignUpDetails) => signUpUser(details),
    onError: (error) => {
      if (!isExpectedAuthError(error, 'signUp')) console.error('Sign-up failed', error);
    },
  });
}
