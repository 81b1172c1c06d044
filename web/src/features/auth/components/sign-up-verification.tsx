import { useNavigate } from 'react-router-dom';
import { PublicCard } from '@/components/public-card';
import { VerificationCodeStep } from '@/components/verification-code-step';
import { LOGIN_PATH } from '@/lib/auth';
import { AUTH_MESSAGES } from '@/lib/auth-errors';
import type { LoginState } from '../login-state';

/** The verify step of creator and employee sign-up: the e-mailed code, then /login with a success notice. */
export function SignUpVerification({ email }: { email: string }) {
  const navigate = useNavigate();
  return (
    <PublicCard title="Verify your email">
      <VerificationCodeStep
        email={email}
        onVerified={() => {
          const state: LoginState = { notice: AUTH_MESSAGES.accountVerified, email };
          void navigate(LOGIN_PATH, { state });
        }}
      />
    </PublicCard>
  );
}
