import type { CreatorProject, Submission } from '@reelbridge/shared/api/types';
import { VIDEO_MESSAGES } from '@reelbridge/shared/schemas/video-upload';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import { rememberUpload, uploadMemoryKey } from '../api/video-uploads';
import { VideoFileUpload } from './video-file-upload';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  fetchCurrentUser: vi.fn(),
  getIdToken: vi.fn(async () => 'id-token'),
}));
// jsdom decodes no video: no poster frame.
vi.mock('./video-poster', () => ({ capturePosterFrame: vi.fn(async () => undefined) }));

const CREATOR_ID = 'cr_abcdefghjkmn';
const PROJECT_ID = 'pj_glowserum01';
const PART = 8 * 1024 * 1024;

function project(submissions: Submission[] = []): CreatorProject {
  return {
    id: PROJECT_ID,
    projectCreatorId: 'pc_1',
    name: 'Glow Serum launch',
    brand: { name: 'Acme Beauty' },
    projectStatus: 'active',
    status: 'in_progress',
    videoCount: 1,
    submittedCount: 0,
    completedCount: 0,
    progress: 0,
    costPerVideo: 100,
    totalCost: 100,
    instructions: '',
    submissions,
  };
}

const withFile: Submission = {
  id: 'sb_1',
  videoNumber: 1,
  videoUrl: '',
  sparkCode: '',
  status: 'draft',
  file: { fileName: 'glow.mp4', contentType: 'video/mp4', size: 20_500_000, uploadedAt: '2026-11-25T10:00:00.000Z' },
};

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
let view = project();
let stored: { partNumber: number; etag: string; size: number }[] = [];
const requests: string[] = [];
const partPuts: number[] = [];

function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    requests.push(key);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (key === `GET /api/ugc-projects/${PROJECT_ID}/creator/${CREATOR_ID}`) return json(200, view);
    if (key === 'POST /api/video-uploads') return json(201, { uploadId: 'vu_new', partSize: PART, partCount: 2 });
    if (/^GET \/api\/video-uploads\/vu_\w+\/parts$/.test(key)) return json(200, { parts: stored });
    if (/^POST \/api\/video-uploads\/vu_\w+\/parts$/.test(key)) {
      const numbers = body.partNumbers as number[];
      return json(200, {
        parts: numbers.map((partNumber) => ({ partNumber, url: `https://s3.test/part?n=${partNumber}` })),
        expiresAt: '2026-11-25T11:00:00.000Z',
      });
    }
    if (/^POST \/api\/video-uploads\/vu_\w+\/complete$/.test(key)) {
      view = project([withFile]);
      return json(200, { fileName: 'glow.mp4', contentType: 'video/mp4', size: PART + 10, hasPoster: false });
    }
    if (key === 'DELETE /api/ugc-projects/submissions/sb_1/file') {
      view = project([{ ...withFile, file: undefined }]);
      return json(204);
    }
    throw new Error(`Unexpected request ${key}`);
  });
}

/** The browser's part PUTs (XMLHttpRequest, for progress): answered at once with an ETag. */
class FakeXhr {
  status = 0;
  upload: { onprogress?: (event: { loaded: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  responseText = '';
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  getResponseHeader(name: string) {
    return name === 'ETag' ? `"etag-${new URL(this.url).searchParams.get('n')}"` : null;
  }
  abort() {}
  send(body: Blob) {
    partPuts.push(Number(new URL(this.url).searchParams.get('n')));
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: body.size });
      this.status = 200;
      this.onload?.();
    }, 1);
  }
}

function render() {
  vi.mocked(fetchCurrentUser).mockResolvedValue({
    sub: 's',
    email: 'maya@x.test',
    group: 'creator',
    creatorId: CREATOR_ID,
  });
  return renderRoutes(
    [{ path: '/creator/ugc-project/:projectId', element: <VideoFileUpload videoNumber={1} editable /> }],
    { initialEntries: [`/creator/ugc-project/${PROJECT_ID}`] },
  );
}

const videoFile = () =>
  new File([new Uint8Array(PART + 10)], 'glow.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });
const fileInput = () => document.querySelector<HTMLInputElement>('input[name="video-file-1"]')!;

async function violations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('VideoFileUpload', () => {
  beforeEach(() => {
    applyTestConfig();
    view = project();
    stored = [];
    requests.length = 0;
    partPuts.length = 0;
    window.localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    serve();
  });
  afterEach(() => {
    setConfig(undefined);
    vi.unstubAllGlobals();
  });

  it('refuses a file that is not an MP4, MOV or WebM video before any request', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render();
    const button = await screen.findByRole('button', { name: 'Upload the file of Video 1' });
    expect(await violations(container)).toEqual([]);
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VIDEO_MESSAGES.type);
    expect(button).toHaveAccessibleDescription(expect.stringContaining(VIDEO_MESSAGES.type));
    expect(requests.filter((request) => request.includes('video-uploads'))).toEqual([]);
  });

  it('uploads the parts, completes, and shows the file with its size and Remove', async () => {
    const user = userEvent.setup();
    const { container } = render();
    await screen.findByRole('button', { name: 'Upload the file of Video 1' });
    await user.upload(fileInput(), videoFile());
    await screen.findByRole('button', { name: 'Remove glow.mp4 from Video 1' });
    expect(screen.getByText('20.5 MB')).toBeInTheDocument();
    expect(partPuts.sort()).toEqual([1, 2]);
    expect(requests).toContain('POST /api/video-uploads/vu_new/complete');
    expect(window.localStorage.length).toBe(0);
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove glow.mp4 from Video 1' }));
    await waitFor(() => expect(screen.queryByText('glow.mp4')).not.toBeInTheDocument());
    expect(requests).toContain('DELETE /api/ugc-projects/submissions/sb_1/file');
  });

  it('resumes an upload remembered before a reload: the stored part is not sent again', async () => {
    const file = videoFile();
    rememberUpload(uploadMemoryKey(CREATOR_ID, PROJECT_ID, 1, file), {
      uploadId: 'vu_kept',
      partSize: PART,
      partCount: 2,
    });
    stored = [{ partNumber: 1, etag: '"etag-1"', size: PART }];
    const user = userEvent.setup();
    render();
    await screen.findByRole('button', { name: 'Upload the file of Video 1' });
    await user.upload(fileInput(), file);
    await screen.findByRole('button', { name: 'Remove glow.mp4 from Video 1' });
    expect(partPuts).toEqual([2]);
    expect(requests).not.toContain('POST /api/video-uploads');
    expect(requests).toContain('POST /api/video-uploads/vu_kept/complete');
  });
});
