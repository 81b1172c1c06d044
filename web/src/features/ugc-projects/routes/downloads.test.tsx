import { notifications } from '@mantine/notifications';
import axe from 'axe-core';
import type { ProjectDetail, Submission } from '@reelbridge/shared/api/types';
import type { ProjectExport } from '@reelbridge/shared/rules/downloads';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig } from '@/testing/test-utils';
import {
  apiError,
  fetchMock,
  json,
  MAYA,
  project,
  projectCreator,
  renderAt,
  requests,
  serve,
  submission,
} from '../testing';
import { UgcProjectDetailRoute } from './project-detail';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => ({ sub: 'b', email: 'brand@x.test', group: 'brand', companyId: 'co_acme' })),
}));

const ROUTES = [{ path: '/admin/ugc-projects/:projectId', element: <UgcProjectDetailRoute /> }];

const FILE: NonNullable<Submission['file']> = {
  fileName: 'take one.mp4',
  contentType: 'video/mp4',
  size: 12_000_000,
  uploadedAt: '2026-03-05T11:00:00.000Z',
};

/** Maya's video 1 is approved with a file, video 2 approved as a link only, video 3 has a file but waits for review. */
const APPROVED: ProjectDetail = project({
  creators: [
    projectCreator('pc_maya', MAYA, {
      videoCount: 3,
      status: 'submitted',
      submissions: [
        submission(1, { status: 'approved', file: FILE }),
        submission(2, { status: 'approved' }),
        submission(3, { file: FILE }),
      ],
    }),
  ],
});

const exportOf = (status: ProjectExport['status'], extra: Partial<ProjectExport> = {}): ProjectExport => ({
  id: 'ex_222222222222',
  projectId: 'pj_spring',
  status,
  createdAt: '2026-03-06T10:00:00.000Z',
  requestedBy: 'brand@x.test',
  expiresAt: '2026-03-13T10:00:00.000Z',
  ...extra,
});

const READY = exportOf('ready', {
  videoCount: 1,
  size: 12_500_000,
  readyAt: '2026-03-06T10:00:05.000Z',
  downloadUrl: 'https://s3.test/private/exports/pj_spring/ex_222222222222.zip?X-Amz-Signature=abc',
  fileName: 'Acme-Beauty-Spring-Glow-Launch-approved-videos.zip',
  urlExpiresAt: '2026-03-06T10:15:05.000Z',
});

/** The links the page handed to the browser to save (the download anchor is clicked, never shown). */
function savedLinks() {
  const clicked: { href: string; download: string }[] = [];
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  onTestFinished(() => spy.mockRestore());
  return clicked;
}

async function axeClean(node: Element) {
  const audit = await axe.run(node, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(audit.violations.map((violation) => violation.id)).toEqual([]);
}

describe('downloading approved videos', { timeout: 20_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
  });

  it('offers Download on an approved video with a file only, and saves it under the name the server gives', async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, APPROVED),
      'GET /api/ugc-projects/submissions/sub_1/download': () =>
        json(200, {
          url: 'https://s3.test/private/videos/v1.mp4?X-Amz-Signature=abc',
          fileName: 'Acme-Beauty-Spring-Glow-Launch-Maya-Rivera-video-1.mp4',
          expiresAt: '2026-03-06T10:15:00.000Z',
        }),
    });
    const clicked = savedLinks();
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/pj_spring');
    const card = await screen.findByRole('region', { name: 'Maya Rivera' });
    const toggle = within(card).queryByRole('button', { name: 'Show videos' });
    if (toggle) await user.click(toggle);
    const first = await within(card).findByRole('article', { name: 'Video 1' });
    // The videos of a card are rendered one at a time.
    const second = await within(card).findByRole('article', { name: 'Video 2' });
    const third = await within(card).findByRole('article', { name: 'Video 3' });
    expect(within(second).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(third).queryByRole('button', { name: /Download/ })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Download video 1' }));
    await waitFor(() =>
      expect(clicked).toEqual([
        {
          href: 'https://s3.test/private/videos/v1.mp4?X-Amz-Signature=abc',
          download: 'Acme-Beauty-Spring-Glow-Launch-Maya-Rivera-video-1.mp4',
        },
      ]),
    );
    await axeClean(first);
  });

  it('says why a download could not start', async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, APPROVED),
      'GET /api/ugc-projects/submissions/sub_1/download': () =>
        apiError(409, 'CONFLICT', 'Only an approved video can be downloaded'),
    });
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/pj_spring');
    const card = await screen.findByRole('region', { name: 'Maya Rivera' });
    const toggle = within(card).queryByRole('button', { name: 'Show videos' });
    if (toggle) await user.click(toggle);
    await user.click(await within(card).findByRole('button', { name: 'Download video 1' }));
    expect(await screen.findByText('Only an approved video can be downloaded')).toBeInTheDocument();
  });

  it('prepares the zip of approved videos, shows it preparing, then its download link; the address names it', async () => {
    let asked = 0;
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, APPROVED),
      'POST /api/ugc-projects/pj_spring/exports': () => json(201, exportOf('preparing')),
      'GET /api/ugc-projects/pj_spring/exports/ex_222222222222': () => {
        asked += 1;
        return json(200, asked < 2 ? exportOf('preparing') : READY);
      },
    });
    const { user, router } = renderAt(ROUTES, '/admin/ugc-projects/pj_spring');
    const panel = await screen.findByRole('region', { name: 'Approved videos' });
    expect(within(panel).getByText('1 approved video with a file to download.')).toBeInTheDocument();
    await axeClean(panel);

    await user.click(within(panel).getByRole('button', { name: 'Download approved videos (zip)' }));
    expect(
      await within(panel).findByText(
        'Preparing the zip. You can leave this page: the bell tells you when it is ready.',
      ),
    ).toBeInTheDocument();
    expect(requests('POST', '/api/ugc-projects/pj_spring/exports')).toHaveLength(1);
    expect(router.state.location.search).toBe('?export=ex_222222222222');
    expect(within(panel).getByRole('button', { name: 'Download approved videos (zip)' })).toBeDisabled();

    const link = await within(panel).findByRole('link', { name: 'Download zip' }, { timeout: 8_000 });
    expect(link).toHaveAttribute('href', READY.downloadUrl);
    expect(link).toHaveAttribute('download', READY.fileName);
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'The zip of 1 approved video is ready (12.5 MB), with a rights summary.',
    );
    await axeClean(panel);
  });

  it("shows the zip the notification's link names", async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, APPROVED),
      'GET /api/ugc-projects/pj_spring/exports/ex_222222222222': () => json(200, READY),
      'GET /api/ugc-projects/pj_spring/exports/ex_333333333333': () => apiError(404, 'NOT_FOUND', 'Download not found'),
    });
    renderAt(ROUTES, '/admin/ugc-projects/pj_spring?export=ex_222222222222');
    const panel = await screen.findByRole('region', { name: 'Approved videos' });
    expect(await within(panel).findByRole('link', { name: 'Download zip' })).toHaveAttribute('href', READY.downloadUrl);
  });

  it('says a zip named in the address is no longer available', async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, APPROVED),
      'GET /api/ugc-projects/pj_spring/exports/ex_333333333333': () => apiError(404, 'NOT_FOUND', 'Download not found'),
    });
    renderAt(ROUTES, '/admin/ugc-projects/pj_spring?export=ex_333333333333');
    const panel = await screen.findByRole('region', { name: 'Approved videos' });
    expect(
      await within(panel).findByText('This zip is no longer available. Ask for a new one.', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
  });

  it('shows no zip panel while no approved video has a file', async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () =>
        json(200, project({ creators: [projectCreator('pc_maya', MAYA, { submissions: [submission(1)] })] })),
    });
    renderAt(ROUTES, '/admin/ugc-projects/pj_spring');
    await screen.findByRole('region', { name: 'Maya Rivera' });
    expect(screen.queryByRole('region', { name: 'Approved videos' })).toBeNull();
  });
});
