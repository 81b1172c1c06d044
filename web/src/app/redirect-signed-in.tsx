import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { fetchCurrentUser, hasStoredSession, postSignInPath } from '@/lib/auth';

/**
 * /login: a signed-in user with a usable account goes straight to their home (or the remembered page). A browser with
 * no stored session sees the form at once (the check then costs nothing: aws-amplify is not loaded); with a stored
 * session, a spinner shows while the session is read. A session that cannot be refreshed counts as signed out.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirect');
  const [check, setCheck] = useState<{ done: boolean; target: string | null }>(() => ({
    done: !hasStoredSession(),
    target: null,
  }));

  useEffect(() => {
    let current = true;
    fetchCurrentUser().then(
      (user) => current && setCheck({ done: true, target: user ? postSignInPath(user, redirectTo) : null }),
      () => current && setCheck({ done: true, target: null }),
    );
    return () => {
      current = false;
    };
  }, [redirectTo]);

  if (check.target) return <Navigate to={check.target} replace />;
  return check.done ? children : <PageLoader />;
}
