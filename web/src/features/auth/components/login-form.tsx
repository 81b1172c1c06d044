import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Alert, Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { prefetchAuth } from '@/lib/auth';
import { signInErrorMessage, useSignIn, type SignInCredentials, type SignInResult } from '../api/sign-in';

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
  onSuccess: (result: SignInResult) => void;
}

/** Sign-in form (spec section 2): email, password, 'Forgot your password?', 'Sign in' / 'Signing in...'. */
export function LoginForm({ redirectTo, onSuccess }: LoginFormProps) {
  const signIn = useSignIn(redirectTo);
  const form = useForm<SignInCredentials>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
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

  const handleSubmit = form.onSubmit((values) => {
    signIn.mutate(values, { onSuccess });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {signIn.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
            {signInErrorMessage(signIn.error)}
          </Alert>
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
