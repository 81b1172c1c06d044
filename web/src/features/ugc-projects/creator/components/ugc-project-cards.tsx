import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Box, Card, Group, Progress, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CreatorProjectCard } from '@reelbridge/shared/api/types';
import { formatUsd } from './format';
import { isDeliveryDone } from '@reelbridge/shared/rules/due';
import { DueBadge } from '@/components/due-badge';
import { CreatorStatusBadge } from './ugc-status-badge';

/**
 * One card per UGC project of the creator, in the order the API lists them (revision requests first, then open work
 * by due date, then finished work); each opens /creator/ugc-project/{id} and shows when it is due.
 */
export function UgcProjectCards({ projects }: { projects: CreatorProjectCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {projects.map((project) => (
        <Card
          key={project.id}
          component={Link}
          to={`/creator/ugc-project/${project.id}`}
          withBorder
          radius="lg"
          padding="lg"
          shadow="xs"
          aria-label={`${project.name} by ${project.brand.name}`}
        >
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Text>
            <CreatorStatusBadge status={project.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {project.brand.name}
          </Text>
          {project.dueDate && (
            <Group gap="xs" mt="xs">
              <DueBadge due={project} done={isDeliveryDone(project.status)} />
            </Group>
          )}
          {/* At the foot of the card, so that the bars line up across a row of cards. */}
          <Box mt="auto" pt="md">
            <Group justify="space-between" gap="xs" mb={6}>
              <Text size="sm">
                {project.videoCount} {project.videoCount === 1 ? 'video' : 'videos'} · {formatUsd(project.totalCost)}
              </Text>
              <Text size="sm" fw={600}>
                {project.progress}%
              </Text>
            </Group>
            <Progress
              value={project.progress}
              size="sm"
              radius="xl"
              color={project.progress === 100 ? 'green' : undefined}
              aria-label={`${project.name} progress`}
            />
            {project.projectStatus === 'draft' && (
              <Text size="xs" c="dimmed" mt="sm">
                Not open for submissions yet
              </Text>
            )}
          </Box>
        </Card>
      ))}
    </SimpleGrid>
  );
}
