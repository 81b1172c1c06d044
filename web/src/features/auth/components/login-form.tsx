import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { checkSignIn } from '@reelbridge/shared/schemas/sign-in-check';
import { lazy, Suspense, useState, type ChangeEvent, type ComponentProps, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { PageLoader } from '@/components/page-loader';
import { StatusAlert } from '@/components/status-alert';
import { prefetchAuth } from '@/lib/auth';
import { signInProblem, useSignIn, type SignInCredentials, type SignInResult } from '../api/sign-in';

// The code step is needed only for an account that was never confirmed: load it then, not with /login (with the
// app's query client, which its mutations need and /login does not provide).
const VerificationCodeStep = lazy(async () => {
  const [{ VerificationCodeStep: Step }, { AppQueryProvider }] = await Promise.all([
    import('@/components/verification-code-step'),
    import('@/lib/app-query'),
  ]);
  return {
    default: (props: ComponentProps<typeof Step>) => (
      <AppQueryProvider>
        <Step {...props} />
      </AppQueryProvider>
    ),
  };
});

type FieldErrors = Partial<Record<keyof SignInCredentials, string>>;

export interface LoginFormProps {
  /** The page remembered by a guard (`?redirect=`), honoured when it lies inside the user's area. */
  redirectTo?: string | null;
  /** Prefills the address (e.g. after sign-up or a password reset). */
  initialEmail?: string;
  onSuccess: (result: SignInResult) => void;
}

/**
 * Sign-in form (docs/product.md#screens): email, password, 'Forgot your password?', 'Sign in' / 'Signing in...'.
 * An account that was never confirmed gets the verification-code step right here, then is signed in; an
 * account whose password must be reset is sent to /forgot-password.
 */
export function LoginForm({ redirectTo, initialEmail = '', onSuccess }: LoginFormProps) {
  const signIn = useSignIn(redirectTo);
  const [submitted, setSubmitted] = useState<SignInCredentials | null>(null);
  // Two fields checked on submit: plain state rather than @mantine/form (about 6 KB gzip that /login would load).
  // The rules are the shared ones (checkSignIn mirrors signInSchema, tested against it).
  const [values, setValues] = useState<SignInCredentials>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const inputProps = (field: keyof SignInCredentials) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    // aws-amplify is needed on submit: start fetching it as soon as the user is in the form.
    onFocus: prefetchAuth,
  });

  const submit = (credentials: SignInCredentials) => {
    setSubmitted(credentials);
    signIn.mutate(credentials, { onSuccess });
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkSignIn(values);
    setErrors(found);
    if (Object.keys(found).length === 0) submit(values);
  };
  const problem = signIn.isError ? signInProblem(signIn.error) : null;

  if (problem?.kind === 'unconfirmed' && submitted) {
    return (
      <Stack gap="md">
        <StatusAlert tone="warning">{problem.message}</StatusAlert>
        <Suspense fallback={<PageLoader label="Loading verification" />}>
          <VerificationCodeStep
            email={submitted.email.trim().toLowerCase()}
            submitLabel="Verify and sign in"
            description="No code, or has it expired? Choose Resend code for a new one."
            onVerified={() => submit(submitted)}
            secondaryAction={
              <Button variant="subtle" size="compact-md" color="gray" onClick={() => signIn.reset()}>
                Back to sign in
              </Button>
            }
          />
        </Suspense>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {problem && (
          <StatusAlert tone="error">
            {problem.message}
            {problem.kind === 'resetRequired' && (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to="/forgot-password"
                  state={{ email: submitted?.email.trim() }}
                  inherit
                  fw={600}
                >
                  Reset your password
                </Anchor>
              </>
            )}
          </StatusAlert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@company.com"
          withAsterisk
          disabled={signIn.isPending}
          {...inputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          withAsterisk
          disabled={signIn.isPending}
          {...inputProps('password')}
        />
        <Group justify="flex-end" mt={-4}>
          {/* The address typed here goes along, so the reset form starts with it. */}
          <Anchor
            component={Link}
            to="/forgot-password"
            state={values.email.trim() ? { email: values.email.trim() } : undefined}
            size="sm"
            fw={500}
          >
            Forgot your password?
          </Anchor>
        </Group>
        <LoadingButton type="submit" fullWidth size="md" loading={signIn.isPending} loadingText="Signing in...">
          Sign in
        </LoadingButton>
      </Stack>
    </form>
  );
}
