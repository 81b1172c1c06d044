import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@reelbridge/shared/messages';
import type { ProjectInput } from '@reelbridge/shared/schemas/project';
import { BackLink } from '@/components/back-link';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDiscardGuard } from '@/components/form-guard';
import { PageLoader } from '@/components/page-loader';
import { StatusAlert } from '@/components/status-alert';
import { isApiError } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { serverMessage, useBrandOptions, useProject, useSaveProject } from '../api/projects';
import type { ProjectDetail } from '@reelbridge/shared/api/types';
import { ProjectForm } from '../components/project-form';
import { projectPath } from '../components/projects-table';

export const PROJECTS_PATH = '/admin/ugc-projects';

interface Problem {
  title: string;
  message?: string;
}

/**
 * docs/product.md#messages: a create failure shows the server's message, else 'Failed to create project'; an update
 * failure 'Failed to update project' with the server's reason (a stale edit, a paid creator) when it gave one.
 */
function saveProblem(error: unknown, editing: boolean): Problem {
  const message = isApiError(error) && error.status < 500 ? serverMessage(error) : undefined;
  if (!editing) return { title: message ?? MESSAGES.projectCreateFailed };
  return message ? { title: MESSAGES.projectUpdateFailed, message } : { title: MESSAGES.projectUpdateFailed };
}

function ProjectFormPage({ project }: { project?: ProjectDetail }) {
  const editing = project !== undefined;
  const navigate = useNavigate();
  const brandsQuery = useBrandOptions();
  const save = useSaveProject();
  const [problem, setProblem] = useState<Problem | null>(null);
  // Cancel and the back link ask before throwing away what was typed.
  const { reportDirty, markSaved, guardLink } = useDiscardGuard();
  const brands = useMemo(
    () => (brandsQuery.data ?? []).map((brand) => ({ value: brand.id, label: brand.name })),
    [brandsQuery.data],
  );

  const submit = (body: ProjectInput, showFieldErrors: (errors: Record<string, string>) => void) => {
    setProblem(null);
    save.mutate(
      { id: project?.id, body },
      {
        onSuccess: (saved) => {
          markSaved();
          notifications.show({
            color: 'green',
            title: editing ? 'Project updated' : 'Project created',
            message: saved.name,
          });
          // A new project opens at once (its creators, its review); an edit goes back to the list as before.
          void navigate(editing ? PROJECTS_PATH : projectPath(saved));
        },
        onError: (error) => {
          setProblem(saveProblem(error, editing));
          if (isApiError(error) && error.fields) showFieldErrors(error.fields);
        },
      },
    );
  };

  const cancelTo = project ? projectPath(project) : PROJECTS_PATH;
  const leave = (event: MouseEvent) => guardLink(event, () => void navigate(cancelTo));
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <BackLink to={cancelTo} onClick={leave}>
          {project ? `Back to ${project.name}` : 'Back to Projects'}
        </BackLink>
        <Title order={1}>{editing ? 'Edit UGC Project' : 'Create UGC Project'}</Title>
        <Text c="dimmed">
          {editing
            ? 'Change the project, its creators, their videos and costs.'
            : 'Pick a brand and the creators, with their videos, cost per video and instructions.'}
        </Text>
      </Stack>
      <ProjectForm
        project={project}
        brands={brands}
        brandsLoading={brandsQuery.isPending}
        brandsError={brandsQuery.isError}
        busy={save.isPending}
        problem={problem}
        onSubmit={submit}
        cancelTo={cancelTo}
        onCancelClick={leave}
        onDirtyChange={reportDirty}
      />
    </Stack>
  );
}

/** Brand users look at and review projects; only the agency plans them (the API refuses the others). */
function AgencyOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useQuery(currentUserQueryOptions());
  if (isPending) return <PageLoader label="Loading project" />;
  if (user?.group === 'admin') return children;
  return (
    <Stack gap="lg">
      <BackLink to={PROJECTS_PATH}>Back to Projects</BackLink>
      <StatusAlert tone="info">Only the agency creates and edits UGC projects.</StatusAlert>
    </Stack>
  );
}

/** /admin/ugc-projects/new (docs/product.md#screens). A saved project goes back to the list. */
export function NewUgcProjectRoute() {
  return (
    <AgencyOnly>
      <ProjectFormPage />
    </AgencyOnly>
  );
}

/**
 * /admin/ugc-projects/{projectId}/edit. A project that cannot be loaded gives 'Failed to load project' and goes
 * back to the list (docs/product.md#messages).
 */
export function EditUgcProjectRoute() {
  return (
    <AgencyOnly>
      <EditProject />
    </AgencyOnly>
  );
}

function EditProject() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const query = useProject(projectId);
  const failed = query.isError;

  useEffect(() => {
    if (!failed) return;
    notifications.show({ color: 'red', title: MESSAGES.projectLoadFailed, message: serverMessage(query.error) });
    void navigate(PROJECTS_PATH, { replace: true });
  }, [failed, navigate, query.error]);

  if (!query.data) return <PageLoader label="Loading project" />;
  // Keyed by project: another project's form starts afresh.
  return <ProjectFormPage key={query.data.id} project={query.data} />;
}
