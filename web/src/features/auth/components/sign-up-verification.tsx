import { useNavigate } from 'react-router-dom';
import { PublicCard } from '@/components/public-card';
import { VerificationCodeStep } from '@/components/verification-code-step';
import { LOGIN_PATH } from '@/lib/auth';
import { AUTH_MESSAGES } from '@/lib/auth-errors';
import type { LoginState } from '../login-state';

/**
 * The verify step of creator and employee sign-up: the e-mailed code, then /login with a success notice (by default
 * 'account verified'; a join request says that it waits for the company's owner).
 */
export function SignUpVerification({
  email,
  notice = AUTH_MESSAGES.accountVerified,
}: {
  email: string;
  notice?: string;
}) {
  const navigate = useNavigate();
  return (
    <PublicCard title="Verify your email">
      <VerificationCodeStep
        email={email}
        onVerified={() => {
          const state: LoginState = { notice, email };
          void navigate(LOGIN_PATH, { state });
        }}
      />
    </PublicCard>
  );
}
