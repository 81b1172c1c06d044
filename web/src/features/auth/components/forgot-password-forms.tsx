import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { PASSWORD_RULE_HINT } from '@reelbridge/shared/rules/password';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { forgotPasswordRequestSchema, forgotPasswordResetSchema } from '@reelbridge/shared/schemas/signup';
import { Link } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';

export interface RequestCodeFormProps {
  initialEmail: string;
  busy: boolean;
  onSubmit: (email: string) => void;
}

/** Step 'request': email, 'Send Reset Code', 'Back to login'. */
export function RequestCodeForm({ initialEmail, busy, onSubmit }: RequestCodeFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: schemaResolver(forgotPasswordRequestSchema, { sync: true }),
  });
  return (
    <form
      onSubmit={form.onSubmit(({ email }) => onSubmit(email.trim().toLowerCase()))}
      noValidate
      aria-label="Request a reset code"
    >
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@company.com"
          withAsterisk
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <LoadingButton type="submit" fullWidth size="md" loading={busy} loadingText="Sending...">
          Send Reset Code
        </LoadingButton>
        <Group justify="center">
          <Anchor component={Link} to="/login" size="sm" fw={500}>
            Back to login
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

export interface ResetValues {
  code: string;
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordFormProps {
  busy: boolean;
  /** After a successful reset the form stays visible but can no longer be used. */
  done: boolean;
  onSubmit: (values: ResetValues) => void;
  onRequestNewCode: () => void;
}

/** Step 'reset': reset code, new password, confirmation, 'Reset Password', 'Request a new code'. */
export function ResetPasswordForm({ busy, done, onSubmit, onRequestNewCode }: ResetPasswordFormProps) {
  const form = useForm<ResetValues>({
    mode: 'controlled',
    initialValues: { code: '', password: '', confirmPassword: '' },
    validate: schemaResolver(forgotPasswordResetSchema, { sync: true }),
  });
  const locked = busy || done;
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <TextInput
          label="Reset code"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="123456"
          withAsterisk
          disabled={locked}
          {...form.getInputProps('code')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={PASSWORD_RULE_HINT}
          withAsterisk
          disabled={locked}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          disabled={locked}
          {...form.getInputProps('confirmPassword')}
        />
        <LoadingButton type="submit" fullWidth size="md" loading={busy} loadingText="Resetting..." disabled={done}>
          Reset Password
        </LoadingButton>
        <Button variant="subtle" onClick={onRequestNewCode} disabled={locked}>
          Request a new code
        </Button>
      </Stack>
    </form>
  );
}
