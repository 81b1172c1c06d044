import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_RULE_HINT } from '@reelbridge/shared/rules/password';
import { ACCOUNT_MESSAGES, passwordChangeSchema } from '@reelbridge/shared/schemas/account';
import { LoadingButton } from '@/components/loading-button';
import { StatusAlert } from '@/components/status-alert';
import { useChangePassword } from '../api/account';
import { accountErrorText } from '../errors';
import { AccountSection } from './section';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * Cognito's ChangePassword: the current password, and a new one typed twice that keeps the shared password rule, said
 * under the field before anyone fails it (PASSWORD_RULE_HINT).
 */
export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(passwordChangeSchema, { sync: true }),
  });
  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          const text = accountErrorText(error);
          form.setFieldError(text === ACCOUNT_MESSAGES.wrongPassword ? 'currentPassword' : 'newPassword', text);
        },
      },
    );
  });
  return (
    <AccountSection title="Password">
      <form onSubmit={submit} noValidate aria-label="Change your password">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <PasswordInput
              label="Current password"
              required
              autoComplete="current-password"
              disabled={change.isPending}
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              description={PASSWORD_RULE_HINT}
              // Under the field, so that the three inputs stay in line.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              autoComplete="new-password"
              disabled={change.isPending}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              required
              autoComplete="new-password"
              disabled={change.isPending}
              {...form.getInputProps('confirmPassword')}
            />
          </SimpleGrid>
          <LoadingButton type="submit" loading={change.isPending} loadingText="Changing..." w="fit-content">
            Change password
          </LoadingButton>
        </Stack>
      </form>
      {change.isSuccess && <StatusAlert tone="success">{ACCOUNT_MESSAGES.passwordChanged}</StatusAlert>}
    </AccountSection>
  );
}
