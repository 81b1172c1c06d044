import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StatusAlert } from '@/components/status-alert';
import { VerificationCodeStep } from '@/components/verification-code-step';
import { signInErrorText, useSignInOwner } from '../api/owner-account';

export interface AccountVerificationProps {
  companyId: string;
  email: string;
  /** Held in memory only, to sign in once the code is confirmed. */
  password: string;
  onSignedIn: () => void;
  /** Back to step 1 (a mistyped e-mail). */
  onBack: () => void;
}

/** Step 1's e-mail code (docs/product.md#states: sign-up needs confirmation by code), then sign-in and on. */
export function AccountVerification({ companyId, email, password, onSignedIn, onBack }: AccountVerificationProps) {
  const [verified, setVerified] = useState(false);
  const signIn = useSignInOwner(companyId);
  const continueSignedIn = () => signIn.mutate({ email, password }, { onSuccess: onSignedIn });

  if (verified) {
    return (
      <Stack gap="md" aria-live="polite">
        {signIn.isError ? (
          <>
            <StatusAlert tone="error">{signInErrorText(signIn.error)}</StatusAlert>
            <Group gap="sm">
              <Button onClick={continueSignedIn}>Try again</Button>
              <Button variant="default" onClick={onBack}>
                Back to brand information
              </Button>
            </Group>
          </>
        ) : (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Your email is verified. Signing in...</Text>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <VerificationCodeStep
      email={email}
      submitLabel="Verify and continue"
      description={
        <>
          We sent a verification code to{' '}
          <Text span fw={600}>
            {email}
          </Text>
          . Enter it to activate your account; your onboarding continues right after.
        </>
      }
      secondaryAction={
        <Button variant="subtle" size="compact-md" onClick={onBack}>
          Change email
        </Button>
      }
      onVerified={() => {
        setVerified(true);
        continueSignedIn();
      }}
    />
  );
}
