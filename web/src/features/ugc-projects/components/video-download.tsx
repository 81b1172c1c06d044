import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Submission } from '@reelbridge/shared/api/types';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { saveFromUrl, videoDownload } from '../api/downloads';
import { serverMessage } from '../api/projects';

/** An approved video that has an uploaded file can be downloaded (issue 20); a link-only video cannot. */
export const isDownloadable = (submission: Submission) => submission.status === 'approved' && !!submission.file;

/**
 * "Download" on an approved video with a file: asks for a short-lived URL and hands it to the browser, which saves the
 * original file under its readable name (`<brand>-<project>-<creator>-video-<n>.<ext>`) without leaving the page.
 */
export function VideoDownloadButton({ submission }: { submission: Submission }) {
  const [busy, setBusy] = useState(false);
  if (!isDownloadable(submission)) return null;
  const title = `Video ${submission.videoNumber}`;
  const download = async () => {
    setBusy(true);
    try {
      const { url, fileName } = await videoDownload(submission.id);
      saveFromUrl(url, fileName);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'The download could not start',
        message: serverMessage(error) ?? title,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <LoadingButton
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      loadingText="Preparing download..."
      onClick={() => void download()}
      // The visible word starts the name (WCAG label in name); the number tells the videos' buttons apart.
      aria-label={`Download video ${submission.videoNumber}`}
    >
      Download
    </LoadingButton>
  );
}

/** The download of a video, on a row of its own at the right, when the video can be downloaded. */
export function VideoDownloadRow({ submission }: { submission: Submission }) {
  if (!isDownloadable(submission)) return null;
  return (
    <Group justify="flex-end">
      <VideoDownloadButton submission={submission} />
    </Group>
  );
}
