import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { apiRequest } from '@/lib/api-client';
import { LOGIN_PATH, hasStoredSession, signOutUser } from '@/lib/auth';

/** /logout: global sign-out (local if that fails), forget every cached query, then /login. */
export function LogoutRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The API first, while the token still works: it refuses every token issued before now (docs/brand-teams.md).
    const ended = hasStoredSession() ? apiRequest('me.signOut').catch(() => undefined) : Promise.resolve();
    ended
      .then(() => signOutUser())
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => {
        queryClient.clear();
        void navigate(LOGIN_PATH, { replace: true });
      });
  }, [navigate, queryClient]);

  return <PageLoader label="Signing out" />;
}
