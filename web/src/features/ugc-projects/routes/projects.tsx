import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Center, Group, Loader, Stack, Text, useMantineTheme } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconPlus, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ListLoadError, ListPageHeader, ListResults, ListSearchInput } from '@/components/list-page';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useProjects } from '../api/projects';
import { ProjectsList, ProjectsTable } from '../components/projects-table';

export const NEW_PROJECT_PATH = '/admin/ugc-projects/new';

/**
 * /admin/ugc-projects (docs/product.md#screens): the projects with brand, creators, budget, status and created date; a
 * row opens the project, Edit opens its form. A brand user sees only their own brand's projects (the API answers only
 * those) and neither creates nor edits them.
 */
export function UgcProjectsRoute() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const isAdmin = user?.group === 'admin';
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const projectsQuery = useProjects(query);
  const projects = projectsQuery.data?.pages.flatMap((page) => page.items) ?? [];
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });

  let content: ReactNode;
  if (projectsQuery.isPending) {
    content = (
      <Center py="xl" role="status" aria-label="Loading projects">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{MESSAGES.loading}</Text>
        </Group>
      </Center>
    );
  } else if (projectsQuery.isError && projects.length === 0) {
    content = <ListLoadError title={MESSAGES.projectsLoadFailed} onRetry={() => void projectsQuery.refetch()} />;
  } else if (projects.length === 0 && query) {
    content = (
      <Stack align="center" gap={4} py="xl" px="md">
        <Text fw={600}>No projects match your search</Text>
        <Text c="dimmed" size="sm" ta="center">
          Nothing matches "{query}".
        </Text>
      </Stack>
    );
  } else if (projects.length === 0) {
    content = (
      <Stack align="center" gap="sm" py={48} px="md">
        <IconVideo size={36} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text fw={600}>No UGC projects yet</Text>
        {isAdmin && (
          <Button component={Link} to={NEW_PROJECT_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
            Create Your First Project
          </Button>
        )}
      </Stack>
    );
  } else {
    content = wide ? (
      <ProjectsTable projects={projects} canEdit={isAdmin} />
    ) : (
      <ProjectsList projects={projects} canEdit={isAdmin} />
    );
  }

  return (
    <Stack gap="lg">
      <ListPageHeader
        title="UGC Projects"
        description="Video projects, the creators on them and their budgets."
        action={
          // In the empty state the page's one action is 'Create Your First Project'.
          isAdmin && !(projectsQuery.isSuccess && projects.length === 0 && !query) ? (
            <Button component={Link} to={NEW_PROJECT_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
              Create Project
            </Button>
          ) : undefined
        }
      />

      <ListSearchInput
        label="Search projects"
        placeholder="Search by project name"
        value={search}
        onSearch={setSearch}
        maw={{ base: '100%', sm: 360 }}
        maxLength={100}
      />

      <ListResults
        query={projectsQuery}
        loadError={projectsQuery.isError && projects.length > 0 ? MESSAGES.projectsLoadFailed : undefined}
        found={{ search: query, count: projects.length, item: 'UGC project' }}
      >
        {content}
      </ListResults>
    </Stack>
  );
}
