import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StatusAlert } from '@/components/status-alert';
import { authErrorMessage, isAuthError } from '@/lib/auth-errors';

/** The red box of a refused sign-up; an address that has an account already gets a way to sign in. */
export function SignUpError({ error, email }: { error: unknown; email: string }) {
  return (
    <StatusAlert tone="error">
      {authErrorMessage(error, 'signUp')}
      {isAuthError(error, 'UsernameExistsException') && (
        <>
          {' '}
          <Anchor component={Link} to="/login" state={{ email }} inherit fw={600}>
            Sign in
          </Anchor>
        </>
      )}
    </StatusAlert>
  );
}
