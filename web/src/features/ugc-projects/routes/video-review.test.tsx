import { notifications } from '@mantine/notifications';
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText } from '@/testing/test-utils';
import type { ProjectDetail, Submission, VideoComment, VideoFile } from '@reelbridge/shared/api/types';
import { fetchMock, json, MAYA, project, projectCreator, renderAt, requests, serve, submission } from '../testing';
import { UgcProjectDetailRoute } from './project-detail';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => ({ sub: 'a', email: 'admin@x.test', group: 'admin' })),
}));

const ROUTES = [{ path: '/admin/ugc-projects/:projectId', element: <UgcProjectDetailRoute /> }];

const file = (name: string): VideoFile => ({
  fileName: `${name}.mp4`,
  contentType: 'video/mp4',
  size: 1000,
  uploadedAt: '2026-03-05T12:00:00.000Z',
  playbackUrl: `https://s3.test/${name}.mp4?sig=1`,
  posterUrl: `https://s3.test/${name}.jpg?sig=1`,
  urlsExpireAt: '2026-03-05T13:00:00.000Z',
});

const comment = (id: string, atSeconds: number, text: string, versionNumber = 2): VideoComment => ({
  id,
  submissionId: 'sub_1',
  versionNumber,
  atSeconds,
  text,
  authorRole: 'brand',
  authorName: 'brand@acme.test',
  createdAt: '2026-03-06T12:00:00.000Z',
});

/** Video 1: V1 sent back with a note, V2 waiting for review with two comments (listed out of time order). */
const VIDEO: Submission = submission(1, {
  status: 'pending',
  videoUrl: '',
  sparkCode: '',
  versions: [
    {
      number: 1,
      submittedAt: '2026-03-01T12:00:00.000Z',
      file: file('first'),
      review: { status: 'revision_requested', notes: 'Brighter light', at: '2026-03-02T12:00:00.000Z' },
    },
    { number: 2, submittedAt: '2026-03-05T12:00:00.000Z', file: file('second') },
  ],
  comments: [comment('cm_b', 72, 'say the price'), comment('cm_a', 12, 'show the label')],
  revisionCount: 1,
  revisionLimit: 2,
  extraRounds: [],
});

const detail = (video: Submission): ProjectDetail =>
  project({
    creators: [projectCreator('pc_maya', MAYA, { status: 'submitted', submittedCount: 1, submissions: [video] })],
  });

const renderDetail = () => renderAt(ROUTES, '/admin/ugc-projects/pj_spring');
const videoCard = () => screen.findByRole('article', { name: 'Video 1' });

async function violations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('the review screen: versions, the player and comments pinned to a time', { timeout: 20_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
  });

  it('shows the current version behind a play button (no video loads), the comments in time order; axe-clean', async () => {
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, detail(VIDEO)) });
    renderDetail();
    const card = await videoCard();
    expect(within(card).getByRole('button', { name: 'Play Video 1, version 2' })).toBeInTheDocument();
    expect(card.querySelector('video')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Version 2 (current)' })).toHaveAttribute('aria-pressed', 'true');
    const list = within(card).getByRole('list', { name: 'Comments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('0:12show the label'), expect.stringContaining('1:12say the price')]);
    expect(await violations(card)).toEqual([]);
  });

  it('plays a comment from its second: the player starts there', async () => {
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, detail(VIDEO)) });
    const { user } = renderDetail();
    const card = await videoCard();
    await user.click(within(card).getByRole('button', { name: 'Play from 1:12' }));
    const player = card.querySelector('video')!;
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('src', 'https://s3.test/second.mp4?sig=1');
    expect(player).toHaveAttribute('poster', 'https://s3.test/second.jpg?sig=1');
    Object.defineProperty(player, 'readyState', { configurable: true, value: 1 });
    fireEvent.loadedMetadata(player);
    expect(player.currentTime).toBe(72);
    // The comment box follows the player's time.
    expect(within(card).getByRole('button', { name: 'Add comment at 1:12' })).toBeInTheDocument();
  });

  it("adds a comment at the player's time", async () => {
    const withThird = detail({
      ...VIDEO,
      comments: [...VIDEO.comments!, comment('cm_c', 7.4, 'hold the bottle still')],
    });
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, detail(VIDEO)),
      'POST /api/ugc-projects/submissions/sub_1/comments': () => json(200, withThird),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    const card = await videoCard();
    await user.click(within(card).getByRole('button', { name: 'Play Video 1, version 2' }));
    const player = card.querySelector('video')!;
    Object.defineProperty(player, 'currentTime', { configurable: true, value: 7.4 });
    fireEvent.pause(player);
    await enterText(user, within(card).getByRole('textbox', { name: 'Comment at 0:07' }), 'hold the bottle still');
    await user.click(within(card).getByRole('button', { name: 'Add comment at 0:07' }));
    await waitFor(() => expect(within(card).getByText('hold the bottle still')).toBeInTheDocument());
    expect(requests('POST', '/api/ugc-projects/submissions/sub_1/comments').map((request) => request.body)).toEqual([
      { versionNumber: 2, atSeconds: 7.4, text: 'hold the bottle still' },
    ]);
  });

  it('requests a revision made of the chosen comments, naming the version seen (V2)', async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, detail(VIDEO)),
      'PATCH /api/ugc-projects/submissions/sub_1/revision': () =>
        json(200, detail({ ...VIDEO, status: 'revision_requested', reviewNotes: '0:12 show the label' })),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    const card = await videoCard();
    const send = within(card).getByRole('button', { name: 'Request revision from comments' });
    expect(send).toBeDisabled();
    await user.click(within(card).getByRole('checkbox', { name: 'Use the comment at 0:12 in the revision request' }));
    await user.click(within(card).getByRole('button', { name: 'Request revision from comments (1)' }));
    await waitFor(() => expect(within(card).getByText('0:12 show the label')).toBeInTheDocument());
    expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/revision').map((request) => request.body)).toEqual([
      { commentIds: ['cm_a'], seenStatus: 'pending', seenVersion: 2 },
    ]);
  });

  it('shows an earlier version read-only with its review, and no comment box', async () => {
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, detail(VIDEO)) });
    const { user } = renderDetail();
    const card = await videoCard();
    await user.click(within(card).getByRole('button', { name: 'Version 1' }));
    expect(within(card).getByText('Revision requested: Brighter light')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Play Video 1, version 1' })).toBeInTheDocument();
    expect(within(card).getByText('No comments on this version yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Add comment/ })).not.toBeInTheDocument();
    expect(await violations(card)).toEqual([]);
  });

  it('adds nothing to a video delivered once by link, without comments', async () => {
    const byLink = submission(1, {
      versions: [
        { number: 1, submittedAt: '2026-03-05T12:00:00.000Z', videoUrl: 'https://www.tiktok.com/@maya/video/1' },
      ],
      comments: [],
      revisionCount: 0,
      revisionLimit: 2,
    });
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, detail(byLink)) });
    renderDetail();
    const card = await videoCard();
    expect(within(card).getByRole('button', { name: 'Request Revision' })).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Video 1: versions and comments' })).not.toBeInTheDocument();
  });

  it("after the cap, offers 'Grant an extra round' instead of Request Revision, and grants it", async () => {
    const capped = { ...VIDEO, revisionCount: 2, revisionLimit: 2 };
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, detail(capped)),
      'POST /api/ugc-projects/submissions/sub_1/extra-round': () =>
        json(200, detail({ ...capped, revisionLimit: 3, extraRounds: [{ at: '2026-03-07T12:00:00.000Z' }] })),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    const card = await videoCard();
    expect(within(card).queryByRole('button', { name: 'Request Revision' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Request revision from comments/ })).not.toBeInTheDocument();
    expect(within(card).getByText('Video 1 has had 2 revision rounds, all it may have.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Grant an extra round' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Request Revision' })).toBeInTheDocument());
    expect(requests('POST', '/api/ugc-projects/submissions/sub_1/extra-round')).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Grant an extra round' })).not.toBeInTheDocument();
  });
});
