import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProjectSummary } from '@reelbridge/shared/api/types';
import { formatDate, formatUsd } from '../format';
import { DueBadge, projectDeliveryDone } from './due-badge';
import { ProjectStatusBadge } from './status-badge';
import { CompactList } from '@/components/list-page';
import { TruncatedCell } from '@/components/truncated-text';

export const projectPath = (project: Pick<ProjectSummary, 'id'>) => `/admin/ugc-projects/${project.id}`;
export const editProjectPath = (project: Pick<ProjectSummary, 'id'>) => `/admin/ugc-projects/${project.id}/edit`;

interface ProjectsProps {
  projects: readonly ProjectSummary[];
  /** Admins edit projects; brand users only look at and review them. */
  canEdit: boolean;
}

function EditButton({ project }: { project: ProjectSummary }) {
  return (
    <Button
      component={Link}
      to={editProjectPath(project)}
      size="compact-sm"
      variant="default"
      leftSection={<IconPencil size={14} aria-hidden />}
      aria-label={`Edit ${project.name}`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      Edit
    </Button>
  );
}

const creatorsText = (count: number) => `${count} ${count === 1 ? 'creator' : 'creators'}`;

/** Wide screens: name, brand, creators, budget, status, due, created, Edit. A row opens the project. */
export function ProjectsTable({ projects, canEdit }: ProjectsProps) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="UGC projects">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Brand</Table.Th>
            <Table.Th scope="col" ta="right">
              Creators
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Budget
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Due</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            {canEdit && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr
              key={project.id}
              onClick={() => void navigate(projectPath(project))}
              style={{ cursor: 'pointer' }}
            >
              {/* The link makes the row reachable by keyboard; a click anywhere on the row does the same. */}
              <TruncatedCell
                width="34%"
                text={project.name}
                render={(props) => (
                  <Anchor {...props} component={Link} to={projectPath(project)} fw={600} c="dark.8" fz="inherit" />
                )}
              />
              <TruncatedCell width="22%" text={project.brand.name} />
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {project.creatorCount}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatUsd(project.totalBudget)}
              </Table.Td>
              <Table.Td>
                <ProjectStatusBadge status={project.status} />
              </Table.Td>
              <Table.Td>
                {project.dueDate ? (
                  <DueBadge due={project} done={projectDeliveryDone(project.status)} />
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(project.createdAt)}</Table.Td>
              {canEdit && (
                <Table.Td ta="right">
                  <EditButton project={project} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one compact entry per project with the same fields. */
export function ProjectsList({ projects, canEdit }: ProjectsProps) {
  return (
    <CompactList label="UGC projects" items={projects}>
      {(project) => (
        <Stack gap={6} px="md" py="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={projectPath(project)} fw={600} c="dark.8" style={{ minWidth: 0 }}>
              {project.name}
            </Anchor>
            {canEdit && <EditButton project={project} />}
          </Group>
          <Group gap="xs" wrap="wrap">
            <ProjectStatusBadge status={project.status} />
            <DueBadge due={project} done={projectDeliveryDone(project.status)} />
            <Text size="sm">{project.brand.name}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {[
              creatorsText(project.creatorCount),
              `${formatUsd(project.totalBudget)} budget`,
              `Created ${formatDate(project.createdAt)}`,
            ].join(' · ')}
          </Text>
        </Stack>
      )}
    </CompactList>
  );
}
