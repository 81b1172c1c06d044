import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import { PASSWORD_RESET_REDIRECT_MS } from '@reelbridge/shared/constants';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PublicCard } from '@/components/public-card';
import { StatusAlert } from '@/components/status-alert';
import { LOGIN_PATH } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth-errors';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/password-reset';
import { RequestCodeForm, ResetPasswordForm } from '../components/forgot-password-forms';
import { readLoginState, type LoginState } from '../login-state';

type Step = 'request' | 'reset';

/**
 * /forgot-password (docs/product.md#screens and #states): step 'request' sends a code, step 'reset' sets the new
 * password, then /login after PASSWORD_RESET_REDIRECT_MS. Errors in a red box, successes in a green box.
 */
export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState(() => readLoginState(state).email ?? '');
  const request = useRequestPasswordReset();
  const reset = useConfirmPasswordReset();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => {
      const next: LoginState = { email };
      void navigate(LOGIN_PATH, { replace: true, state: next });
    }, PASSWORD_RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, email, navigate]);

  if (step === 'request') {
    return (
      <PublicCard
        title="Reset your password"
        description="Enter the email of your account and we will send you a code to reset your password."
      >
        {request.isError && <StatusAlert tone="error">{authErrorMessage(request.error, 'resetRequest')}</StatusAlert>}
        <RequestCodeForm
          initialEmail={email}
          busy={request.isPending}
          onSubmit={(address) => {
            setEmail(address);
            request.mutate(address, {
              onSuccess: () => {
                reset.reset();
                setStep('reset');
              },
            });
          }}
        />
      </PublicCard>
    );
  }

  return (
    <PublicCard
      title="Choose a new password"
      description={
        <>
          Enter the code we sent to{' '}
          <Text span fw={600} inherit>
            {email}
          </Text>{' '}
          and choose a new password.
        </>
      }
    >
      {reset.isSuccess ? (
        <StatusAlert tone="success">{MESSAGES.passwordResetSuccess}</StatusAlert>
      ) : reset.isError ? (
        <StatusAlert tone="error">{authErrorMessage(reset.error, 'resetConfirm')}</StatusAlert>
      ) : (
        request.isSuccess && <StatusAlert tone="success">{MESSAGES.resetCodeSent}</StatusAlert>
      )}
      <ResetPasswordForm
        busy={reset.isPending}
        done={reset.isSuccess}
        onSubmit={({ code, password }) => reset.mutate({ email, code, password })}
        onRequestNewCode={() => {
          request.reset();
          reset.reset();
          setStep('request');
        }}
      />
    </PublicCard>
  );
}
