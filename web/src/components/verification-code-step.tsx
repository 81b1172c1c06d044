import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { verificationCodeSchema } from '@reelbridge/shared/schemas/signup';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AUTH_MESSAGES, authErrorMessage, isAuthError, isExpectedAuthError } from '@/lib/auth-errors';
import { confirmSignUpCode, resendSignUpCode } from '@/lib/identity';
import { LoadingButton } from './loading-button';
import { StatusAlert } from './status-alert';

export interface VerificationCodeStepProps {
  /** The address the code was sent to (the Cognito username). */
  email: string;
  /** Called once the account is confirmed. */
  onVerified: () => void;
  /** Replaces the default 'We sent a verification code to …' line. */
  description?: ReactNode;
  /** Extra actions next to 'Resend code' (e.g. back to the form). */
  secondaryAction?: ReactNode;
  /** Label of the submit button; 'Verify' unless the screen continues with more (e.g. 'Verify and sign in'). */
  submitLabel?: string;
}

/**
 * The e-mail verification step of sign-up (docs/product.md#screens and #states): code field, 'Verify', 'Resend code'.
 * Used by creator and employee sign-up and by /login for an account that was never confirmed.
 */
export function VerificationCodeStep({
  email,
  onVerified,
  description,
  secondaryAction,
  submitLabel = 'Verify',
}: VerificationCodeStepProps) {
  const [resent, setResent] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaResolver(verificationCodeSchema, { sync: true }),
  });

  const verify = useMutation({
    mutationFn: (code: string) => confirmSignUpCode(email, code),
    onSuccess: () => onVerified(),
    onError: (error) => {
      if (!isExpectedAuthError(error, 'confirmSignUp')) console.error('Verification failed', error);
    },
  });
  const resend = useMutation({
    mutationFn: () => resendSignUpCode(email),
    onMutate: () => setResent(false),
    onSuccess: () => {
      setResent(true);
      verify.reset();
    },
    onError: (error) => {
      if (!isExpectedAuthError(error, 'resendCode')) console.error('Resending the code failed', error);
    },
  });

  // An account confirmed meanwhile (another tab) is not an error worth stopping for.
  const alreadyConfirmed =
    verify.isError &&
    isAuthError(verify.error, 'NotAuthorizedException') &&
    /CONFIRMED/.test((verify.error as Error).message);

  const busy = verify.isPending || resend.isPending;
  return (
    <form
      onSubmit={form.onSubmit(({ code }) => {
        setResent(false);
        verify.mutate(code.trim());
      })}
      noValidate
      aria-label="Verify your email"
    >
      <Stack gap="md">
        <Text size="sm">
          {description ?? (
            <>
              We sent a verification code to{' '}
              <Text span fw={600}>
                {email}
              </Text>
              . Enter it below to activate your account.
            </>
          )}
        </Text>
        {verify.isError && !alreadyConfirmed && (
          <StatusAlert tone="error">{authErrorMessage(verify.error, 'confirmSignUp')}</StatusAlert>
        )}
        {alreadyConfirmed && (
          <StatusAlert tone="success">
            {AUTH_MESSAGES.accountVerified}{' '}
            <Button variant="subtle" size="compact-sm" onClick={onVerified}>
              Continue
            </Button>
          </StatusAlert>
        )}
        {resend.isError && <StatusAlert tone="error">{authErrorMessage(resend.error, 'resendCode')}</StatusAlert>}
        {resent && <StatusAlert tone="success">{AUTH_MESSAGES.codeResent}</StatusAlert>}
        <TextInput
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="123456"
          withAsterisk
          disabled={verify.isPending}
          {...form.getInputProps('code')}
        />
        <LoadingButton type="submit" fullWidth size="md" loading={verify.isPending} loadingText="Verifying...">
          {submitLabel}
        </LoadingButton>
        <Group justify="space-between" gap="xs">
          <LoadingButton
            variant="subtle"
            size="compact-md"
            loading={resend.isPending}
            loadingText="Sending..."
            disabled={busy}
            onClick={() => resend.mutate()}
          >
            Resend code
          </LoadingButton>
          {secondaryAction}
        </Group>
      </Stack>
    </form>
  );
}
