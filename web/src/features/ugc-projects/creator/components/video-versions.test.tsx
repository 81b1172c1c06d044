import axe from 'axe-core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Submission, VideoFile } from '@reelbridge/shared/api/types';
import { renderWithProviders } from '@/testing/test-utils';
import { CreatorVideoReview } from './video-versions';

const file = (name: string): VideoFile => ({
  fileName: `${name}.mp4`,
  contentType: 'video/mp4',
  size: 1000,
  uploadedAt: '2026-03-05T12:00:00.000Z',
  playbackUrl: `https://s3.test/${name}.mp4?sig=1`,
  urlsExpireAt: '2026-03-05T13:00:00.000Z',
});

/** Video 2 sent twice: V1 sent back, V2 with the file the reviewers commented on, sent back with their comment. */
const VIDEO: Submission = {
  id: 'sb_2',
  videoNumber: 2,
  videoUrl: '',
  sparkCode: '',
  status: 'revision_requested',
  reviewNotes: '0:12 show the label',
  versions: [
    {
      number: 1,
      submittedAt: '2026-03-01T12:00:00.000Z',
      videoUrl: 'https://www.tiktok.com/@maya/video/1',
      review: { status: 'revision_requested', notes: 'Brighter light', at: '2026-03-02T12:00:00.000Z' },
    },
    {
      number: 2,
      submittedAt: '2026-03-05T12:00:00.000Z',
      file: file('second'),
      review: { status: 'revision_requested', notes: '0:12 show the label', at: '2026-03-06T12:00:00.000Z' },
    },
  ],
  comments: [
    {
      id: 'cm_a',
      submissionId: 'sb_2',
      versionNumber: 2,
      atSeconds: 12,
      text: 'show the label',
      authorRole: 'admin',
      createdAt: '2026-03-06T11:00:00.000Z',
    },
  ],
  revisionCount: 2,
  revisionLimit: 2,
};

describe("the creator's view of a video's versions and comments", () => {
  it("plays the version they sent from a comment's second, and lists the earlier version with its review", async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <CreatorVideoReview creatorId="cr_1" projectId="pj_1" submission={VIDEO} />,
    );
    const section = screen.getByRole('region', { name: 'Video 2: what you sent and the comments' });
    expect(within(section).getByText('Version 2 as you sent it')).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
    const comments = within(section).getByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('show the label')).toBeInTheDocument();
    // The creator sees who commented only as the agency or the brand.
    expect(within(comments).getByText('Agency')).toBeInTheDocument();
    const earlier = within(section).getByRole('list', { name: 'Earlier versions' });
    expect(within(earlier).getAllByRole('listitem')).toHaveLength(1);
    expect(within(earlier).getByText('Revision requested: Brighter light')).toBeInTheDocument();
    const audit = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(within(comments).getByRole('button', { name: 'Play from 0:12' }));
    const player = container.querySelector('video')!;
    expect(player).toHaveAttribute('src', 'https://s3.test/second.mp4?sig=1');
    expect(player).toHaveAccessibleName('Video 2, version 2');
    Object.defineProperty(player, 'readyState', { configurable: true, value: 1 });
    fireEvent.loadedMetadata(player);
    expect(player.currentTime).toBe(12);
    // Once playing, another comment moves it at once.
    player.currentTime = 30;
    await user.click(within(comments).getByRole('button', { name: 'Play from 0:12' }));
    expect(player.currentTime).toBe(12);
  });

  it('shows nothing for a video never sent', () => {
    renderWithProviders(
      <CreatorVideoReview
        creatorId="cr_1"
        projectId="pj_1"
        submission={{ ...VIDEO, status: 'draft', versions: undefined, comments: [] }}
      />,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
