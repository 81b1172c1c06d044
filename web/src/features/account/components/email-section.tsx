import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { AccountView } from '@reelbridge/shared/api/types';
import { ACCOUNT_MESSAGES, emailChangeSchema, emailCodeSchema } from '@reelbridge/shared/schemas/account';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { StatusAlert } from '@/components/status-alert';
import { AUTH_MESSAGES } from '@/lib/auth-errors';
import { useCancelEmailChange, useConfirmEmailChange, useResendEmailCode, useStartEmailChange } from '../api/account';
import { accountErrorText } from '../errors';
import { AccountSection } from './section';

/**
 * The sign-in e-mail: a new address takes effect only once the code mailed to it is entered (keepOriginal); until
 * then the screen says a change is pending and the current address keeps signing in.
 */
export function EmailSection({ account }: { account: AccountView }) {
  const start = useStartEmailChange();
  const confirm = useConfirmEmailChange();
  const resend = useResendEmailCode();
  const cancel = useCancelEmailChange();
  const [changed, setChanged] = useState(false);
  const emailForm = useForm<{ email: string }>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(emailChangeSchema, { sync: true }),
  });
  const codeForm = useForm<{ code: string }>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaResolver(emailCodeSchema, { sync: true }),
  });

  const submitEmail = emailForm.onSubmit(({ email }) => {
    setChanged(false);
    resend.reset();
    start.mutate(email.trim().toLowerCase(), {
      onSuccess: () => emailForm.reset(),
      onError: (error) => emailForm.setFieldError('email', accountErrorText(error, 'email')),
    });
  });
  const submitCode = codeForm.onSubmit(({ code }) => {
    confirm.mutate(code, {
      onSuccess: () => {
        codeForm.reset();
        setChanged(true);
      },
      onError: (error) => codeForm.setFieldError('code', accountErrorText(error, 'email')),
    });
  });

  const pending = account.pendingEmail;
  return (
    <AccountSection
      title="E-mail address"
      description="You sign in with this address, and notifications are sent to it."
    >
      <Text size="sm">
        Current address:{' '}
        <Text span fw={600}>
          {account.email}
        </Text>
      </Text>
      {changed && <StatusAlert tone="success">{ACCOUNT_MESSAGES.emailChanged}</StatusAlert>}
      {pending ? (
        <Stack gap="sm">
          <StatusAlert tone="info" title="Change pending">
            {ACCOUNT_MESSAGES.emailPending(pending)}
          </StatusAlert>
          <form onSubmit={submitCode} noValidate aria-label="Confirm your new e-mail address">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Verification code"
                inputMode="numeric"
                autoComplete="one-time-code"
                style={{ flex: '1 1 12rem' }}
                disabled={confirm.isPending}
                {...codeForm.getInputProps('code')}
              />
              <LoadingButton
                type="submit"
                mt={{ base: 0, xs: 25 }}
                loading={confirm.isPending}
                loadingText="Verifying..."
              >
                Confirm new address
              </LoadingButton>
            </Group>
          </form>
          <Group gap="xs">
            <Button variant="subtle" size="compact-sm" onClick={() => resend.mutate()} loading={resend.isPending}>
              Send a new code
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              onClick={() => cancel.mutate()}
              loading={cancel.isPending}
            >
              Keep my current address
            </Button>
          </Group>
          {resend.isSuccess && <StatusAlert tone="success">{AUTH_MESSAGES.codeResent}</StatusAlert>}
          {resend.isError && <StatusAlert tone="error">{accountErrorText(resend.error)}</StatusAlert>}
        </Stack>
      ) : (
        <form onSubmit={submitEmail} noValidate aria-label="Change your e-mail address">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="New e-mail address"
              type="email"
              autoComplete="email"
              style={{ flex: '1 1 16rem' }}
              disabled={start.isPending}
              {...emailForm.getInputProps('email')}
            />
            <LoadingButton
              type="submit"
              mt={{ base: 0, xs: 25 }}
              loading={start.isPending}
              loadingText="Sending code..."
            >
              Change e-mail
            </LoadingButton>
          </Group>
        </form>
      )}
    </AccountSection>
  );
}
