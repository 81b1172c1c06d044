import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isReviewable } from '@reelbridge/shared/rules/ugc';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconAlertCircle, IconArrowLeft, IconPencil, IconVideoOff } from '@tabler/icons-react';
import { BackLink } from '@/components/back-link';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ActivityTimeline } from '@/components/activity-timeline';
import { PageLoader } from '@/components/page-loader';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useRenderInParts } from '@/lib/use-render-in-parts';
import { useSeenOnce } from '@/lib/use-seen-once';
import { useProjectActivity } from '../api/activity';
import { isMissingProject, serverMessage, useProject } from '../api/projects';
import type { ProjectDetail } from '@reelbridge/shared/api/types';
import { CreatorCard } from '../components/creator-card';
import { editProjectPath } from '../components/projects-table';
import { DueBadge, projectDeliveryDone } from '../components/due-badge';
import { ProjectExportPanel } from '../components/project-export';
import { ProjectStatusBadge } from '../components/status-badge';
import { formatDate, formatUsd } from '../format';

const PROJECTS_PATH = '/admin/ugc-projects';

function BackToProjects() {
  return <BackLink to={PROJECTS_PATH}>Back to Projects</BackLink>;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fw={700} fz="lg" component="div" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Stack>
  );
}

function NotFound() {
  return (
    <Paper withBorder radius="lg" shadow="xs" p="xl">
      <Stack align="center" gap="md" py="lg">
        <IconVideoOff size={40} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={1} size="h2">
          {MESSAGES.projectNotFound}
        </Title>
        <Button component={Link} to={PROJECTS_PATH} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Back to Projects
        </Button>
      </Stack>
    </Paper>
  );
}

/** A note on the project, read-only: the agency's internal notes (admins) or the one shared with the brand. */
function ProjectNote({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * Creator cards per render: one in the first part, which also shows the page's header, figures and export panel, then
 * two at a time. Four at once made the frame after the data a task of 60 ms here (326 elements styled, 498 laid out),
 * and two with the page 48 ms (264 boxes laid out), long tasks on a phone; later cards land below what is shown, so
 * nothing moves.
 */
const CARDS_PER_RENDER = 2;
const CARDS_IN_FIRST_RENDER = 1;
/**
 * Cards rendered before the reader comes near the end of them (or asks for the rest): about two phone screens. The
 * others render, in parts as above, once the 'Show' button below the cards comes within a screen of view, or is
 * pressed (docs/performance.md, "Further cards when near").
 */
const CARDS_BEFORE_NEAR = 4;

function ProjectView({ project, isAdmin }: { project: ProjectDetail; isAdmin: boolean }) {
  const videos = project.creators.reduce((sum, entry) => sum + entry.videoCount, 0);
  // The reviewer starts with the first creator whose videos wait; the others open on demand.
  const firstToReview = project.creators.find((entry) =>
    entry.submissions.some((submission) => isReviewable(submission.status)),
  );
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <BackToProjects />
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} miw={0}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {project.name}
              </Title>
              <ProjectStatusBadge status={project.status} />
              <DueBadge due={project} done={projectDeliveryDone(project.status)} />
            </Group>
            <Text c="dimmed">{project.brand.name}</Text>
          </Stack>
          {isAdmin && (
            <Button
              component={Link}
              to={editProjectPath(project)}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit Project
            </Button>
          )}
        </Group>
      </Stack>

      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>Overall progress</Text>
              <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {project.progress}%
              </Text>
            </Group>
            <Progress value={project.progress} size="lg" radius="xl" aria-label="Overall progress" />
          </Stack>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md">
            <Stat label="Total budget">{formatUsd(project.totalBudget)}</Stat>
            <Stat label="Creators">{project.creatorCount}</Stat>
            <Stat label="Videos">{videos}</Stat>
            <Stat label="Created">{formatDate(project.createdAt)}</Stat>
            {project.dueDate && <Stat label="Due">{formatDate(project.dueDate)}</Stat>}
          </SimpleGrid>
          {isAdmin && project.agencyNotes && (
            <ProjectNote label="Agency notes (internal)">{project.agencyNotes}</ProjectNote>
          )}
          {project.sharedNote && (
            <ProjectNote label={isAdmin ? 'Note for the brand' : 'Note from the agency'}>
              {project.sharedNote}
            </ProjectNote>
          )}
        </Stack>
      </Paper>

      <ProjectExportPanel project={project} />

      <CreatorCards project={project} isAdmin={isAdmin} firstToReview={firstToReview?.id} />
    </Stack>
  );
}

/**
 * The creator cards, then the project's history. The cards reach the page a few at a time, each part its own short
 * render and commit, instead of one commit of every card that is then styled and laid out in one long task
 * (docs/performance.md, "Render in parts"). The first part fills a screen, so the later ones land below it. The part
 * count lives here, not in the page: a part renders this list and its new cards only (the cards are memoised), not
 * the page's header and figures again. Past the first few (and the card opened for review), the rest wait until the
 * reader comes near them or presses 'Show'.
 */
function CreatorCards({
  project,
  isAdmin,
  firstToReview,
}: {
  project: ProjectDetail;
  isAdmin: boolean;
  firstToReview: string | undefined;
}) {
  const total = project.creators.length;
  const openIndex = project.creators.findIndex((entry) => entry.id === firstToReview);
  const [everyCard, setEveryCard] = useState(false);
  // Focus goes to the first card 'Show' added, as the button it was on goes away.
  const [focusFrom, setFocusFrom] = useState<number | undefined>(undefined);
  const wanted = everyCard ? total : Math.min(total, Math.max(CARDS_BEFORE_NEAR, openIndex + 1));
  const shownCards = useRenderInParts(wanted, CARDS_PER_RENDER, CARDS_IN_FIRST_RENDER);
  return (
    <>
      <Stack gap="md">
        <Title order={2} size="h3">
          Creators
        </Title>
        {total === 0 ? (
          <Text c="dimmed">No creators on this project.</Text>
        ) : (
          project.creators
            .slice(0, shownCards)
            .map((entry, index) => (
              <CreatorCard
                key={entry.id}
                projectId={project.id}
                entry={entry}
                canPay={isAdmin}
                canReview
                initiallyOpen={entry.id === firstToReview}
                focusOnMount={index === focusFrom}
              />
            ))
        )}
        {shownCards === wanted && wanted < total && (
          <FurtherCards
            count={total - wanted}
            // As a transition, like the parts: an urgent update would restart a part being rendered.
            onNear={() => startTransition(() => setEveryCard(true))}
            onShow={() => {
              setFocusFrom(wanted);
              setEveryCard(true);
            }}
          />
        )}
      </Stack>

      {/* Below the cards: shown once they all are, so that no card arriving later moves it. */}
      {shownCards === total && <ProjectHistory projectId={project.id} />}
    </>
  );
}

/** 'Show the other 16 creators': pressed, or within a screen of view, the rest of the cards render. */
function FurtherCards({ count, onNear, onShow }: { count: number; onNear: () => void; onShow: () => void }) {
  const [ref, near] = useSeenOnce<HTMLDivElement>('100% 0px');
  useEffect(() => {
    if (near) onNear();
  }, [near, onNear]);
  return (
    <Group justify="center" ref={ref}>
      <Button variant="default" onClick={onShow}>
        Show the other {count} {count === 1 ? 'creator' : 'creators'}
      </Button>
    </Group>
  );
}

/** The project's activity history: every change to it, newest first. */
function ProjectHistory({ projectId }: { projectId: string }) {
  const history = useProjectActivity(projectId);
  return <ActivityTimeline history={history} what="project history" />;
}

/**
 * /admin/ugc-projects/{projectId} (docs/product.md#screens): overall progress, a card per creator with their videos and
 * review actions, and Pay per creator (admins). An unknown project shows 'Project not found' with Back to Projects.
 */
export function UgcProjectDetailRoute() {
  const { projectId = '' } = useParams();
  const { data: user } = useQuery(currentUserQueryOptions());
  const query = useProject(projectId);
  // A project arrives whole (20 creators × 5 videos and more): React renders it in the background, in slices that
  // leave the page responsive, while the previous view (or the loader) stays.
  const project = useDeferredValue(query.data);

  if (query.isPending || (query.isSuccess && !project)) return <PageLoader label="Loading project" />;
  if (query.isError) {
    if (isMissingProject(query.error)) return <NotFound />;
    return (
      <Stack gap="lg">
        <BackToProjects />
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={MESSAGES.projectLoadFailed}
        >
          <Stack gap="xs" align="flex-start">
            {serverMessage(query.error) && <Text size="sm">{serverMessage(query.error)}</Text>}
            <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return <ProjectView project={project ?? query.data} isAdmin={user?.group === 'admin'} />;
}
