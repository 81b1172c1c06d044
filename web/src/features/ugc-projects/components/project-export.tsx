import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProjectDetail } from '@reelbridge/shared/api/types';
import type { ProjectExport } from '@reelbridge/shared/rules/downloads';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { isApiError } from '@/lib/api-client';
import { useProjectExport, useStartExport } from '../api/downloads';
import { serverMessage } from '../api/projects';
import { isDownloadable } from './video-download';

/** The search parameter that names the zip on screen: the notification's link carries it too. */
export const EXPORT_PARAM = 'export';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function megabytes(size: number | undefined): string {
  if (size === undefined) return '';
  return ` (${(size / 1_000_000).toFixed(1)} MB)`;
}

function ExportStatus({ current }: { current: ProjectExport }) {
  if (current.status === 'preparing') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Preparing the zip. You can leave this page: the bell tells you when it is ready.</Text>
      </Group>
    );
  }
  if (current.status === 'failed') {
    return (
      <Text size="sm" c="red.8">
        The zip could not be prepared{current.error ? `: ${current.error}` : '.'} Ask for a new one.
      </Text>
    );
  }
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm">
        The zip of {plural(current.videoCount ?? 0, 'approved video')} is ready{megabytes(current.size)}, with a rights
        summary.
      </Text>
      {current.downloadUrl && (
        <Button
          component="a"
          href={current.downloadUrl}
          download={current.fileName}
          size="sm"
          color="teal.9"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download zip
        </Button>
      )}
    </Group>
  );
}

/**
 * "Download approved videos (zip)" on the project page (issue 20): asks the server to prepare a zip of the project's
 * approved videos with a rights summary, then shows it preparing and, once ready, its download link. The zip on screen
 * is named in the address (`?export=`), so a reload or the bell's link shows the same one.
 */
export function ProjectExportPanel({ project }: { project: ProjectDetail }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const exportId = searchParams.get(EXPORT_PARAM) ?? undefined;
  const start = useStartExport(project.id);
  const current = useProjectExport(project.id, exportId);
  const approved = project.creators.reduce(
    (sum, entry) => sum + entry.submissions.filter((submission) => isDownloadable(submission)).length,
    0,
  );
  if (approved === 0 && !exportId) return null;

  const preparing = current.data?.status === 'preparing';
  const startExport = () =>
    start.mutate(undefined, {
      onSuccess: (created) =>
        setSearchParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.set(EXPORT_PARAM, created.id);
            return next;
          },
          { replace: true },
        ),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'The zip could not be started',
          message: serverMessage(error) ?? 'Try again in a moment.',
        }),
    });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="project-export-title"
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Text id="project-export-title" fw={600}>
              Approved videos
            </Text>
            <Text size="sm" c="dimmed">
              {plural(approved, 'approved video')} with a file to download.
            </Text>
          </Stack>
          {approved > 0 && (
            <LoadingButton
              variant="default"
              leftSection={<IconFileZip size={16} aria-hidden />}
              loading={start.isPending}
              loadingText="Starting..."
              disabled={preparing}
              onClick={startExport}
            >
              Download approved videos (zip)
            </LoadingButton>
          )}
        </Group>
        <div role="status" aria-live="polite">
          {exportId && current.data && <ExportStatus current={current.data} />}
          {exportId && current.isError && (
            <Text size="sm" c="red.8">
              {isApiError(current.error) && current.error.status === 404
                ? 'This zip is no longer available. Ask for a new one.'
                : 'The zip’s status could not be loaded. Reload the page to try again.'}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
