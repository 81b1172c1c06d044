import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconArrowLeft } from '@tabler/icons-react';
import { BackLink } from '@/components/back-link';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { StatusAlert } from '@/components/status-alert';
import { isApiError } from '@/lib/api-client';
import { CREATOR_HOME } from '@/lib/auth';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useCreatorProject } from '../api/creator-projects';
import { ProjectWorkForm } from '../components/project-work-form';
import { isDeliveryDone } from '@reelbridge/shared/rules/due';
import { DueBadge } from '@/components/due-badge';
import { CreatorStatusBadge } from '../components/ugc-status-badge';

function BackToDashboard() {
  return (
    <Button component={Link} to={CREATOR_HOME} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      Back to Dashboard
    </Button>
  );
}

/** docs/product.md#screens and #messages: an unknown project (or one the creator is not on) shows a way back. */
function ProjectNotFound() {
  return (
    <Stack align="flex-start" gap="md">
      <Title order={1}>{MESSAGES.projectNotFound}</Title>
      <Text c="dimmed">This project does not exist or you are not on it.</Text>
      <BackToDashboard />
    </Stack>
  );
}

function ProjectPage({ creatorId, projectId }: { creatorId: string; projectId: string }) {
  const query = useCreatorProject(creatorId, projectId);
  if (query.isPending) return <PageLoader label="Loading project" />;
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return <ProjectNotFound />;
    return (
      <Stack align="flex-start" gap="md">
        <StatusAlert tone="error" title={MESSAGES.projectLoadFailed}>
          {isApiError(error) ? error.message : null}
        </StatusAlert>
        <Group gap="sm">
          <Button onClick={() => void query.refetch()}>Try again</Button>
          <BackToDashboard />
        </Group>
      </Stack>
    );
  }
  const project = query.data;
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <BackLink to={CREATOR_HOME}>Back to Dashboard</BackLink>
        <Title order={1} fz={{ base: '1.75rem', sm: '2.125rem' }} style={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Text c="dimmed">{project.brand.name}</Text>
          <CreatorStatusBadge status={project.status} size="lg" />
          <DueBadge due={project} done={isDeliveryDone(project.status)} />
        </Group>
      </Stack>
      {/* Keyed by project: the form starts from what the server has saved for this project. */}
      <ProjectWorkForm key={project.id} project={project} creatorId={creatorId} />
    </Stack>
  );
}

/** /creator/ugc-project/{projectId}: the creator's work screen for one UGC project. */
export function CreatorUgcProjectRoute() {
  const { projectId = '' } = useParams();
  const { data: user, isPending } = useQuery(currentUserQueryOptions());
  if (isPending) return null;
  // docs/product.md#screens: without a user or creator id, back to the dashboard.
  if (!user?.creatorId || !projectId) return <Navigate to={CREATOR_HOME} replace />;
  return <ProjectPage creatorId={user.creatorId} projectId={projectId} />;
}
