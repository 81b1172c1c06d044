import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack, Text } from '@mantine/core';
import type { Membership } from '@reelbridge/shared/api/types';
import { TEAM_MESSAGES } from '@reelbridge/shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { PageLoader } from '@/components/page-loader';
import { PublicCard } from '@/components/public-card';
import { StatusAlert } from '@/components/status-alert';
import { hasStoredSession, LOGIN_PATH } from '@/lib/auth';
import { authKeys } from '@/lib/auth-query';
import { resolveMembership } from '../api/membership';

type State = { kind: 'loading' } | { kind: 'waiting'; membership: Membership } | { kind: 'none' } | { kind: 'error' };

const COPY: Record<string, { tone: 'info' | 'warning'; title: string; text: (company: string) => string }> = {
  pending: {
    tone: 'info',
    title: TEAM_MESSAGES.waiting,
    text: (company) =>
      `${company}'s owner has been asked to accept you. Once they do, sign in again or check here to open the brand's workspace.`,
  },
  declined: {
    tone: 'warning',
    title: TEAM_MESSAGES.declined,
    text: (company) => `${company} declined your request. Ask its owner for an invitation if this is a mistake.`,
  },
  removed: {
    tone: 'warning',
    title: TEAM_MESSAGES.removed,
    text: (company) => `You were removed from ${company}'s team. Ask its owner for an invitation to return.`,
  },
};

/**
 * /join-request: an account that asked to join a brand and has no access yet (docs/brand-teams.md). It says where the
 * request stands and checks again on demand; once accepted, the session is refreshed and the workspace opens.
 */
export function JoinRequestRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = hasStoredSession();
  const membership = useQuery({
    queryKey: [...authKeys.all, 'membership'],
    queryFn: resolveMembership,
    enabled: signedIn,
    retry: false,
    staleTime: 0,
  });
  const outcome = membership.data;

  useEffect(() => {
    if (outcome?.kind !== 'member') return;
    queryClient.setQueryData(authKeys.user, outcome.user);
    void navigate('/admin', { replace: true });
  }, [outcome, navigate, queryClient]);

  if (!signedIn) return <Navigate to={LOGIN_PATH} replace />;
  if (membership.isPending || outcome?.kind === 'member') return <PageLoader label="Checking your request" />;
  const state: State = membership.isError
    ? { kind: 'error' }
    : outcome?.kind === 'waiting'
      ? { kind: 'waiting', membership: outcome.membership }
      : { kind: 'none' };

  let body;
  if (state.kind === 'waiting') {
    const copy = COPY[state.membership.status] ?? COPY.pending!;
    body = (
      <StatusAlert tone={copy.tone} title={copy.title}>
        {copy.text(state.membership.companyName ?? 'The company')}
      </StatusAlert>
    );
  } else if (state.kind === 'none') {
    body = <StatusAlert tone="warning">This account has no access to any workspace yet.</StatusAlert>;
  } else {
    body = <StatusAlert tone="error">We could not check your request. Please try again.</StatusAlert>;
  }

  return (
    <PublicCard title="Your workspace access">
      <Stack gap="md">
        {body}
        <Text size="sm" c="dimmed">
          Nobody can open a brand's workspace until its owner or the agency lets them in.
        </Text>
        <LoadingButton
          onClick={() => void membership.refetch()}
          loading={membership.isFetching}
          loadingText="Checking..."
        >
          Check again
        </LoadingButton>
        <Button component={Link} to="/logout" variant="default">
          Sign out
        </Button>
      </Stack>
    </PublicCard>
  );
}
