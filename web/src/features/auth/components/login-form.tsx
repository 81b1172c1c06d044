import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { lazy, Suspense, useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { PageLoader } from '@/components/page-loader';
import { StatusAlert } from '@/components/status-alert';
import { prefetchAuth } from '@/lib/auth';
import { signInProblem, useSignIn, type SignInCredentials, type SignInResult } from '../api/sign-in';

// The code step is needed only for an account that was never confirmed: load it then, not with /login.
const VerificationCodeStep = lazy(async () => ({
  default: (await import('@/components/verification-code-step')).VerificationCodeStep,
}));

type Resolver = (values: SignInCredentials) => FormErrors;
let signInResolver: Promise<Resolver> | undefined;

/**
 * The form validates with `schemaResolver(signInSchema)`, the shared zod schema. zod is about 25 KB gzip, so it
 * is loaded off the /login critical path: when the browser is idle after the first paint, and at the latest on
 * the first submit.
 */
function loadSignInResolver(): Promise<Resolver> {
  signInResolver ??= import('@reelbridge/shared/schemas/auth').then(
    ({ signInSchema }) => schemaResolver(signInSchema, { sync: true }),
    (error: unknown) => {
      signInResolver = undefined;
      throw error;
    },
  );
  return signInResolver;
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

export interface LoginFormProps {
  /** The page remembered by a guard (`?redirect=`), honoured when it lies inside the user's area. */
  redirectTo?: string | null;
  /** Prefills the address (e.g. after sign-up or a password reset). */
  initialEmail?: string;
  onSuccess: (result: SignInResult) => void;
}

/**
 * Sign-in form (spec section 2): email, password, 'Forgot your password?', 'Sign in' / 'Signing in...'.
 * An account that was never confirmed gets the verification-code step right here, then is signed in; an
 * account whose password must be reset is sent to /forgot-password.
 */
export function LoginForm({ redirectTo, initialEmail = '', onSuccess }: LoginFormProps) {
  const signIn = useSignIn(redirectTo);
  const [submitted, setSubmitted] = useState<SignInCredentials | null>(null);
  const form = useForm<SignInCredentials>({
    mode: 'controlled',
    initialValues: { email: initialEmail, password: '' },
    validate: async (values) => (await loadSignInResolver())(values),
  });

  useEffect(() => whenIdle(() => void loadSignInResolver().catch(() => undefined)), []);

  // aws-amplify is needed on submit: start fetching it as soon as the user is in the form.
  const inputProps = (field: keyof SignInCredentials) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onFocus: (event: FocusEvent<HTMLInputElement>) => {
        prefetchAuth();
        props.onFocus?.(event);
      },
    };
  };

  const submit = (values: SignInCredentials) => {
    setSubmitted(values);
    signIn.mutate(values, { onSuccess });
  };
  const handleSubmit = form.onSubmit(submit);
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
          <Anchor component={Link} to="/forgot-password" size="sm" fw={500}>
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
