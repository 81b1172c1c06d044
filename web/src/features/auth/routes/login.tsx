import { SIGN_IN_MESSAGES } from '@reelbridge/shared/sign-in-messages';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PublicCard } from '@/components/public-card';
import { PublicLinks } from '@/components/public-links';
import { StatusAlert } from '@/components/status-alert';
import { SESSION_EXPIRED, SESSION_PARAM } from '@/lib/auth';
import { LoginForm } from '../components/login-form';
import { readLoginState } from '../login-state';

/** /login */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const { notice, email } = readLoginState(state);
  const sessionExpired = searchParams.get(SESSION_PARAM) === SESSION_EXPIRED;
  return (
    <PublicCard
      title="Sign in"
      description="Welcome back. Sign in with your email and password."
      footer={<PublicLinks current="/login" />}
    >
      {sessionExpired && (
        <StatusAlert tone="warning" title={SIGN_IN_MESSAGES.sessionRefreshFailed}>
          Your session has ended. Please sign in again to continue.
        </StatusAlert>
      )}
      {notice && <StatusAlert tone="success">{notice}</StatusAlert>}
      <LoginForm
        initialEmail={email}
        redirectTo={searchParams.get('redirect')}
        onSuccess={({ destination }) => navigate(destination, { replace: true })}
      />
    </PublicCard>
  );
}
