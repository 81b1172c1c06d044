import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Team } from '@reelbridge/shared/api/types';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { ListLoadError, ListPageHeader } from '@/components/list-page';
import { StatusAlert } from '@/components/status-alert';
import { ApiError } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth-query';
import {
  useAcceptRequest,
  useCancelInvitation,
  useDeclineRequest,
  useMakeOwner,
  useRemoveMember,
  useTeam,
} from '../api/team';
import { InviteForm } from '../components/invite-form';
import { describeEvent, formatDay, formatMoment } from '../format';
import { openConfirmModal } from '@/components/confirm-modals';

const failure = (title: string) => (error: Error) =>
  notifications.show({
    color: 'red',
    title,
    message: error instanceof ApiError ? error.message : 'Please try again.',
  });

/** A titled section of rows; says so when it has none. */
function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {children}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Row({ main, detail, actions }: { main: ReactNode; detail: ReactNode; actions?: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="sm"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
        {/* A div: the name may carry a badge (a div), which a paragraph cannot hold. */}
        <Text component="div" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {main}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      </Stack>
      {actions && (
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}

function TeamSections({ team }: { team: Team }) {
  const accept = useAcceptRequest(team.brandId);
  const decline = useDeclineRequest(team.brandId);
  const remove = useRemoveMember(team.brandId);
  const makeOwner = useMakeOwner(team.brandId);
  const cancel = useCancelInvitation(team.brandId);

  /** A Mantine confirm modal (not the browser's confirm). */
  const confirmAction = (title: string, text: string, label: string, action: () => void) =>
    openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: action,
    });

  return (
    <Stack gap="lg">
      {team.canManage && <InviteForm brandId={team.brandId} />}
      {team.canManage && (
        <Section title="Join requests" empty="Nobody is waiting to join.">
          {team.requests.map((request) => (
            <Row
              key={request.userId}
              main={request.name}
              detail={`${request.email} · asked ${formatDay(request.requestedAt)}`}
              actions={
                <>
                  <Button
                    size="xs"
                    aria-label={`Accept ${request.email}`}
                    loading={accept.isPending && accept.variables === request.userId}
                    onClick={() =>
                      accept.mutate(request.userId, {
                        onSuccess: () =>
                          notifications.show({
                            color: 'green',
                            title: 'Request accepted',
                            message: `${request.email} is now a member.`,
                          }),
                        onError: failure('Failed to accept the request'),
                      })
                    }
                  >
                    Accept
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Decline ${request.email}`}
                    loading={decline.isPending && decline.variables === request.userId}
                    onClick={() =>
                      confirmAction(
                        'Decline join request',
                        `Decline ${request.email}'s request to join ${team.brandName}?`,
                        'Decline',
                        () => decline.mutate(request.userId, { onError: failure('Failed to decline the request') }),
                      )
                    }
                  >
                    Decline
                  </Button>
                </>
              }
            />
          ))}
        </Section>
      )}
      <Section title="Members" empty="No members yet.">
        {team.members.map((member) => (
          <Row
            key={member.userId}
            main={
              <>
                {member.name}{' '}
                <Badge size="sm" variant="light" color={member.role === 'owner' ? 'indigo' : 'gray'} ml={4}>
                  {member.role === 'owner' ? 'Owner' : 'Member'}
                </Badge>
              </>
            }
            detail={`${member.email} · joined ${formatDay(member.joinedAt)}`}
            actions={
              team.canManage && member.role !== 'owner' ? (
                <>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Make ${member.email} the owner`}
                    loading={makeOwner.isPending && makeOwner.variables === member.userId}
                    onClick={() =>
                      confirmAction(
                        'Make owner',
                        `Make ${member.email} the owner of ${team.brandName}? The current owner becomes a member and can no longer manage the team.`,
                        'Make owner',
                        () =>
                          makeOwner.mutate(member.userId, {
                            onSuccess: () =>
                              notifications.show({
                                color: 'green',
                                title: 'Owner changed',
                                message: `${member.email} now owns ${team.brandName}.`,
                              }),
                            onError: failure('Failed to change the owner'),
                          }),
                      )
                    }
                  >
                    Make owner
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    aria-label={`Remove ${member.email}`}
                    loading={remove.isPending && remove.variables === member.userId}
                    onClick={() =>
                      confirmAction(
                        'Remove member',
                        `Remove ${member.email} from ${team.brandName}? Their access ends at once.`,
                        'Remove',
                        () =>
                          remove.mutate(member.userId, {
                            onSuccess: () =>
                              notifications.show({
                                color: 'green',
                                title: 'Member removed',
                                message: `${member.email} no longer has access.`,
                              }),
                            onError: failure('Failed to remove the member'),
                          }),
                      )
                    }
                  >
                    Remove
                  </Button>
                </>
              ) : undefined
            }
          />
        ))}
      </Section>
      {team.canManage && (
        <Section title="Pending invitations" empty="No invitations are open.">
          {team.invitations.map((invitation) => (
            <Row
              key={invitation.id}
              main={invitation.email}
              detail={`Invited by ${invitation.invitedBy} · ${invitation.role === 'owner' ? 'as owner · ' : ''}expires ${formatDay(invitation.expiresAt)}`}
              actions={
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Cancel the invitation of ${invitation.email ?? ''}`}
                  loading={cancel.isPending && cancel.variables === invitation.id}
                  onClick={() => cancel.mutate(invitation.id, { onError: failure('Failed to cancel the invitation') })}
                >
                  Cancel
                </Button>
              }
            />
          ))}
        </Section>
      )}
      {team.canManage && (
        <Section title="History" empty="No changes yet.">
          {team.history.map((entry) => (
            <Row key={entry.id} main={describeEvent(entry)} detail={formatMoment(entry.at)} />
          ))}
        </Section>
      )}
    </Stack>
  );
}

function TeamPage({ brandId, fromBrands }: { brandId: string; fromBrands: boolean }) {
  const team = useTeam(brandId);
  let content: ReactNode;
  if (team.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the team" />
      </Center>
    );
  } else if (team.isError) {
    content = (
      <ListLoadError
        title={team.error instanceof ApiError ? team.error.message : 'Failed to load the team'}
        onRetry={() => void team.refetch()}
      />
    );
  } else {
    content = <TeamSections team={team.data} />;
  }
  const description = team.data
    ? team.data.canManage
      ? `Who can open ${team.data.brandName}'s workspace. Join requests wait here for you.`
      : `Who can open ${team.data.brandName}'s workspace. Its owner manages the team.`
    : "Who can open the brand's workspace.";
  return (
    <Stack gap="lg">
      {/* Opened from a row of the Brands list: the way back to it (docs/ux-rules.md, back links). */}
      {fromBrands && <BackLink to="/admin/brands">Back to Brands</BackLink>}
      <ListPageHeader title="Team" description={description} />
      {content}
    </Stack>
  );
}

/** /admin/brands/:brandId/team (admins, and the brand's own users) and /admin/team (a brand user's own brand). */
export function TeamRoute() {
  const { brandId: fromPath } = useParams();
  const user = useQuery(currentUserQueryOptions());
  const brandId = fromPath ?? user.data?.companyId;
  if (!brandId) {
    if (user.isPending) return null;
    return (
      <Stack gap="lg">
        <ListPageHeader title="Team" description="Who can open a brand's workspace." />
        <StatusAlert tone="info">Open a brand's team from the Brands list.</StatusAlert>
      </Stack>
    );
  }
  return <TeamPage key={brandId} brandId={brandId} fromBrands={fromPath !== undefined} />;
}
