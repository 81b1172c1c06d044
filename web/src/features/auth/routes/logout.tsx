import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { LOGIN_PATH, signOutUser } from '@/lib/auth';

/** /logout: global sign-out (local if that fails), forget every cached query, then /login. */
export function LogoutRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOutUser()
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => {
        queryClient.clear();
        void navigate(LOGIN_PATH, { replace: true });
      });
  }, [navigate, queryClient]);

  return <PageLoader label="Signing out" />;
}
