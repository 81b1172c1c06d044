import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { apiRequest } from '@/lib/api-client';
import { LOGIN_PATH, clearStoredSession, hasStoredSession, signOutUser } from '@/lib/auth';

/** /logout: global sign-out (through the API, else Cognito's, else local), forget every cached query, then /login. */
export function LogoutRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The API first, while the token still works: it refuses every token issued before now and signs the user out
    // of Cognito everywhere (docs/brand-teams.md). Then only this browser's stored tokens are left to drop: asking
    // Cognito again would be refused for tokens it already revoked (a 400 in the console on every sign-out).
    const revokedByApi = hasStoredSession()
      ? apiRequest('me.signOut').then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
    revokedByApi
      .then((revoked) => (revoked ? clearStoredSession() : signOutUser()))
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => {
        queryClient.clear();
        void navigate(LOGIN_PATH, { replace: true });
      });
  }, [navigate, queryClient]);

  return <PageLoader label="Signing out" />;
}
