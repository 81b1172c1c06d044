import { Notifications, notifications } from '@mantine/notifications';
import { MESSAGES } from '@reelbridge/shared/messages';
import type { SubmissionStatus } from '@reelbridge/shared/rules/ugc';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, type AuthUser } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText, renderRoutes } from '@/testing/test-utils';
import type { CreatorProject, Submission } from '@reelbridge/shared/api/types';
import { CreatorUgcProjectRoute } from './ugc-project';
import { ConfirmModals } from '@/components/confirm-modals';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  fetchCurrentUser: vi.fn(),
  getIdToken: vi.fn(async () => 'id-token'),
}));

const CREATOR_ID = 'cr_abcdefghjkmn';
const PROJECT_ID = 'pj_glowserum01';
const BASE = `/api/ugc-projects/${PROJECT_ID}`;
const link = (n: number) => `https://www.tiktok.com/@maya/video/${n}`;

function submission(videoNumber: number, status: SubmissionStatus, extra: Partial<Submission> = {}) {
  return {
    id: `sb_${videoNumber}`,
    videoNumber,
    videoUrl: link(videoNumber),
    sparkCode: `SPARK-${videoNumber}`,
    status,
    ...extra,
  } satisfies Submission;
}

function projectView(overrides: Partial<CreatorProject> = {}): CreatorProject {
  return {
    id: PROJECT_ID,
    projectCreatorId: 'pc_1',
    name: 'Glow Serum launch',
    brand: { name: 'Acme Beauty' },
    projectStatus: 'active',
    status: 'pending',
    videoCount: 2,
    submittedCount: 0,
    completedCount: 0,
    progress: 0,
    costPerVideo: 125.5,
    totalCost: 251,
    instructions: 'Show the dropper in natural light.',
    submissions: [],
    ...overrides,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

type Body = Record<string, unknown> & { submissions?: { videoNumber: number }[] };
type Handler = (body: Body) => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();
function serve(handlers: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request ${key}`);
    return handler(init?.body ? (JSON.parse(String(init.body)) as Body) : {});
  });
}
const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init!.body)) as Body);

/** A small stand-in for the server's draft rule: entries update the creator's videos, which stay drafts. */
function applyDraft(project: CreatorProject, body: Body): CreatorProject {
  const entries = body.submissions as { videoNumber: number; videoUrl?: string; sparkCode?: string }[];
  const byNumber = new Map(project.submissions.map((entry) => [entry.videoNumber, entry]));
  for (const entry of entries) {
    const current =
      byNumber.get(entry.videoNumber) ?? submission(entry.videoNumber, 'draft', { videoUrl: '', sparkCode: '' });
    byNumber.set(entry.videoNumber, {
      ...current,
      videoUrl: entry.videoUrl ?? current.videoUrl,
      sparkCode: entry.sparkCode ?? current.sparkCode,
    });
  }
  return { ...project, status: 'in_progress', submissions: [...byNumber.values()] };
}

function renderScreen(
  user: AuthUser | null = { sub: 's', email: 'maya@x.test', group: 'creator', creatorId: CREATOR_ID },
) {
  vi.mocked(fetchCurrentUser).mockResolvedValue(user);
  const view = renderRoutes(
    [
      {
        path: '/creator/ugc-project/:projectId',
        element: (
          <ConfirmModals>
            <Notifications />
            <CreatorUgcProjectRoute />
          </ConfirmModals>
        ),
      },
      { path: '/creator/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [`/creator/ugc-project/${PROJECT_ID}`] },
  );
  return view;
}

const video = (n: number) => screen.getByRole('region', { name: `Video ${n}` });
const linkInput = (n: number) => within(video(n)).getByRole('textbox', { name: 'TikTok link' });
const sparkInput = (n: number) => within(video(n)).getByRole('textbox', { name: 'Spark code' });
const saveStatus = () => screen.getByRole('status', { name: 'Save status' });
const progressText = () => screen.getByTestId('progress-percent');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('/creator/ugc-project/{projectId}', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
    vi.mocked(console.error).mockRestore();
  });

  describe('loading', () => {
    it('shows a not-found screen with Back to Dashboard for an unknown project', async () => {
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () => apiError(404, 'NOT_FOUND', 'Project not found'),
      });
      renderScreen();
      expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/creator/dashboard');
    });

    it('treats a project the creator is not on as not found', async () => {
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () => apiError(403, 'FORBIDDEN', 'You are not on this project'),
      });
      renderScreen();
      expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    });

    it('goes to the dashboard without a creator id', async () => {
      serve({});
      renderScreen({ sub: 's', email: 'x@x.test', group: 'creator' });
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('offers to try again when the project cannot be loaded', async () => {
      let calls = 0;
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () =>
          ++calls === 1 ? apiError(500, 'INTERNAL', 'Something went wrong') : json(200, projectView()),
      });
      renderScreen();
      expect(await screen.findByText(MESSAGES.projectLoadFailed)).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Glow Serum launch' })).toBeInTheDocument();
    });
  });

  describe('the project', () => {
    it('shows one row per required video with the saved draft, the brief, costs and progress', async () => {
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () =>
          json(
            200,
            projectView({
              status: 'in_progress',
              videoCount: 3,
              totalCost: 376.5,
              submissions: [submission(1, 'draft'), submission(2, 'draft', { sparkCode: '' })],
            }),
          ),
      });
      renderScreen();
      expect(await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('Acme Beauty')).toBeInTheDocument();
      expect(screen.getByText('In Progress')).toBeInTheDocument();
      const summary = screen.getByRole('region', { name: 'Summary' });
      expect(summary).toHaveTextContent('$125.50');
      expect(summary).toHaveTextContent('$376.50');
      expect(summary).toHaveTextContent('Show the dropper in natural light.');
      expect(screen.getAllByRole('region', { name: /^Video \d$/ })).toHaveLength(3);
      expect(linkInput(1)).toHaveValue(link(1));
      expect(sparkInput(1)).toHaveValue('SPARK-1');
      expect(linkInput(2)).toHaveValue(link(2));
      expect(sparkInput(2)).toHaveValue('');
      expect(linkInput(3)).toHaveValue('');
      // A complete draft counts for progress (1 of 3), but the check mark waits for the submission.
      expect(progressText()).toHaveTextContent('33%');
      expect(screen.getByText('1 of 3 videos complete')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /complete$/ })).not.toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Project progress' })).toHaveAttribute('aria-valuenow', '33');
    });

    it('marks videos with both fields that are pending, submitted or approved, and shows review notes', async () => {
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () =>
          json(
            200,
            projectView({
              status: 'revision_requested',
              videoCount: 4,
              submissions: [
                submission(1, 'approved'),
                submission(2, 'pending', { reviewNotes: 'Show the label' }),
                submission(3, 'revision_requested', { reviewNotes: 'Too dark: film by a window' }),
                submission(4, 'rejected', { reviewNotes: 'Wrong product' }),
              ],
            }),
          ),
      });
      renderScreen();
      await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 });
      expect(within(video(1)).getByRole('img', { name: 'Video 1 complete' })).toBeInTheDocument();
      expect(within(video(2)).getByRole('img', { name: 'Video 2 complete' })).toBeInTheDocument();
      expect(within(video(3)).queryByRole('img', { name: 'Video 3 complete' })).not.toBeInTheDocument();
      expect(within(video(4)).queryByRole('img', { name: 'Video 4 complete' })).not.toBeInTheDocument();
      // Revision requested and rejected videos do not count: 2 of 4.
      expect(progressText()).toHaveTextContent('50%');
      expect(within(video(3)).getByText('Needs Revision')).toBeInTheDocument();
      expect(within(video(3)).getByText('Too dark: film by a window')).toBeInTheDocument();
      expect(within(video(2)).getByText('Resubmitted revision')).toBeInTheDocument();
      expect(within(video(2)).getByText('Requested: Show the label')).toBeInTheDocument();
      expect(within(video(4)).getByText('Wrong product')).toBeInTheDocument();
      // Only the revision-requested video is editable, and only it can be resubmitted.
      expect(linkInput(1)).toHaveAttribute('readonly');
      expect(linkInput(2)).toHaveAttribute('readonly');
      expect(linkInput(3)).not.toHaveAttribute('readonly');
      expect(linkInput(4)).toHaveAttribute('readonly');
      expect(screen.getAllByRole('button', { name: /^Resubmit/ })).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Submit all videos' })).not.toBeInTheDocument();
    });

    it.each([
      ['submitted', 'pending', 'Submitted for review'],
      ['awaiting_payment', 'approved', 'All your videos are approved'],
    ] as const)('is read-only once %s (videos %s)', async (creatorStatus, videoStatus, notice) => {
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () =>
          json(
            200,
            projectView({
              status: creatorStatus,
              submissions: [submission(1, videoStatus), submission(2, videoStatus)],
            }),
          ),
      });
      renderScreen();
      await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 });
      expect(screen.getByText(notice, { exact: false })).toBeInTheDocument();
      for (const n of [1, 2]) {
        expect(linkInput(n)).toHaveAttribute('readonly');
        expect(sparkInput(n)).toHaveAttribute('readonly');
        expect(within(video(n)).getByRole('img', { name: `Video ${n} complete` })).toBeInTheDocument();
      }
      expect(progressText()).toHaveTextContent('100%');
      expect(screen.queryByRole('button', { name: 'Submit all videos' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Resubmit/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Save status' })).not.toBeInTheDocument();
    });

    it('says when the videos are due, and that they are late once the due day has ended', async () => {
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () =>
          json(
            200,
            projectView({
              status: 'revision_requested',
              dueDate: '2020-03-02',
              dueTimeZone: 'America/Los_Angeles',
              dueAt: '2020-03-03T08:00:00.000Z',
            }),
          ),
      });
      renderScreen();
      expect(await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 })).toBeInTheDocument();
      expect(screen.getByText(/^Late by \d+ days$/).closest('[data-due]')).toHaveAttribute('data-due', 'late');
    });

    it('keeps a project that is not open yet read-only', async () => {
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () => json(200, projectView({ projectStatus: 'draft' })),
      });
      renderScreen();
      expect(await screen.findByText(/not open for submissions yet/)).toBeInTheDocument();
      expect(linkInput(1)).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: 'Submit all videos' })).not.toBeInTheDocument();
    });
  });

  describe('auto-save', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    it('saves the edited videos 1.5 s after the last edit: Saving... then Saved; progress follows', async () => {
      let current = projectView();
      let answer!: () => void;
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () => json(200, current),
        [`POST ${BASE}/submissions/draft`]: (body) =>
          new Promise<Response>((resolve) => {
            answer = () => {
              current = applyDraft(current, body);
              resolve(json(200, current));
            };
          }),
      });
      renderScreen();
      const user = setup();
      await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 });
      expect(saveStatus()).toHaveTextContent('Changes are saved automatically');

      await enterText(user, linkInput(1), link(1));
      await enterText(user, sparkInput(1), 'SPARK-1');
      expect(saveStatus()).toHaveTextContent('Unsaved changes');
      expect(progressText()).toHaveTextContent('50%');
      await advance(1500);
      expect(saveStatus()).toHaveTextContent('Saving...');
      expect(bodies(`${BASE}/submissions/draft`)).toEqual([
        { creatorId: CREATOR_ID, submissions: [{ videoNumber: 1, videoUrl: link(1), sparkCode: 'SPARK-1' }] },
      ]);
      act(() => answer());
      await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
      expect(screen.getByText('In Progress')).toBeInTheDocument();
    });

    it('saves edits typed during a save right after it, without two saves at once', async () => {
      let current = projectView();
      const answers: (() => void)[] = [];
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () => json(200, current),
        [`POST ${BASE}/submissions/draft`]: (body) =>
          new Promise<Response>((resolve) => {
            answers.push(() => {
              current = applyDraft(current, body);
              resolve(json(200, current));
            });
          }),
      });
      renderScreen();
      const user = setup();
      await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 });
      await enterText(user, linkInput(1), link(1));
      await advance(1500);
      expect(answers).toHaveLength(1);

      await enterText(user, sparkInput(2), 'SPARK-2');
      await advance(1500);
      // The first save has not answered: the second waits.
      expect(answers).toHaveLength(1);
      act(() => answers[0]!());
      await waitFor(() => expect(answers).toHaveLength(2));
      expect(bodies(`${BASE}/submissions/draft`)[1]).toEqual({
        creatorId: CREATOR_ID,
        submissions: [{ videoNumber: 2, videoUrl: '', sparkCode: 'SPARK-2' }],
      });
      act(() => answers[1]!());
      await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    });

    it("shows 'Failed to save progress', retries, and recovers without losing the edit", async () => {
      let current = projectView();
      let failing = true;
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () => json(200, current),
        [`POST ${BASE}/submissions/draft`]: (body) => {
          if (failing) return apiError(503, 'UNAVAILABLE', 'Service unavailable');
          current = applyDraft(current, body);
          return json(200, current);
        },
      });
      renderScreen();
      const user = setup();
      await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 });
      await enterText(user, sparkInput(1), 'SPARK-1');
      await advance(1500);
      await waitFor(() => expect(saveStatus()).toHaveTextContent(MESSAGES.draftSaveFailed));
      expect(console.error).toHaveBeenCalledWith(MESSAGES.draftSaveFailed, expect.anything());

      failing = false;
      await advance(2000);
      await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
      const sent = bodies(`${BASE}/submissions/draft`);
      expect(sent).toHaveLength(2);
      expect(sent[1]).toEqual(sent[0]);
      expect(sent[1]!.submissions).toEqual([{ videoNumber: 1, videoUrl: '', sparkCode: 'SPARK-1' }]);
    });

    it("shows the server's field errors and retries at the next edit", async () => {
      let current = projectView();
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () => json(200, current),
        [`POST ${BASE}/submissions/draft`]: (body) => {
          const entries = body.submissions as { videoUrl?: string }[];
          if (entries.some((entry) => entry.videoUrl?.includes('blocked'))) {
            return apiError(400, 'VALIDATION', 'Enter a valid video link', {
              'submissions.0.videoUrl': 'Enter a valid video link',
            });
          }
          current = applyDraft(current, body);
          return json(200, current);
        },
      });
      renderScreen();
      const user = setup();
      await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 });
      await enterText(user, linkInput(2), 'https://www.tiktok.com/blocked');
      await advance(1500);
      await waitFor(() => expect(saveStatus()).toHaveTextContent(MESSAGES.draftSaveFailed));
      expect(saveStatus()).toHaveTextContent('Enter a valid video link');
      expect(within(video(2)).getByText('Enter a valid video link')).toBeInTheDocument();
      expect(linkInput(2)).toHaveAttribute('aria-invalid', 'true');
      // A refusal is not retried on its own…
      await advance(30_000);
      expect(bodies(`${BASE}/submissions/draft`)).toHaveLength(1);

      // …but with the next edit.
      await user.clear(linkInput(2));
      await enterText(user, linkInput(2), link(2));
      await advance(1500);
      await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
      expect(bodies(`${BASE}/submissions/draft`).at(-1)!.submissions).toEqual([
        { videoNumber: 2, videoUrl: link(2), sparkCode: '' },
      ]);
    });

    it('saves an edit at once when the creator leaves before the wait is over', async () => {
      let current = projectView();
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () => json(200, current),
        [`POST ${BASE}/submissions/draft`]: (body) => {
          current = applyDraft(current, body);
          return json(200, current);
        },
      });
      renderScreen();
      const user = setup();
      await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 });
      await enterText(user, sparkInput(2), 'SPARK-2');
      await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      await waitFor(() =>
        expect(bodies(`${BASE}/submissions/draft`)).toEqual([
          { creatorId: CREATOR_ID, submissions: [{ videoNumber: 2, videoUrl: '', sparkCode: 'SPARK-2' }] },
        ]),
      );
    });

    it('checks links with the shared rule and holds an invalid one back', async () => {
      serve({ [`GET ${BASE}/creator/${CREATOR_ID}`]: () => json(200, projectView()) });
      renderScreen();
      const user = setup();
      await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 });
      await enterText(user, linkInput(1), 'not a link');
      await user.tab();
      expect(within(video(1)).getByText('Enter a valid video link')).toBeInTheDocument();
      expect(saveStatus()).toHaveTextContent('Fix the video link to save it');
      await advance(5000);
      expect(bodies(`${BASE}/submissions/draft`)).toHaveLength(0);
    });
  });

  describe('submitting', () => {
    it('needs every video complete before Submit all, and asks nothing until then', async () => {
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () =>
          json(200, projectView({ status: 'in_progress', submissions: [submission(1, 'draft')] })),
      });
      renderScreen();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit all videos' }));
      expect(await screen.findByText(MESSAGES.completeAllVideos)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bodies(`${BASE}/submissions/submit`)).toHaveLength(0);
    });

    it('warns that editing ends, submits every video, and locks the screen', async () => {
      let current = projectView({ status: 'in_progress', submissions: [submission(1, 'draft')] });
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () => json(200, current),
        [`POST ${BASE}/submissions/submit`]: () => {
          current = {
            ...current,
            status: 'submitted',
            submissions: [submission(1, 'pending'), submission(2, 'pending')],
          };
          return json(200, current);
        },
      });
      renderScreen();
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 });
      await enterText(user, linkInput(2), link(2));
      await enterText(user, sparkInput(2), 'SPARK-2');
      await user.click(screen.getByRole('button', { name: 'Submit all videos' }));

      const dialog = await screen.findByRole('dialog', { name: 'Submit all videos?' });
      expect(dialog).toHaveTextContent('After submitting you can no longer edit them');
      await user.click(within(dialog).getByRole('button', { name: 'Submit all' }));

      expect(await screen.findByText('Videos submitted')).toBeInTheDocument();
      expect(bodies(`${BASE}/submissions/submit`)).toEqual([
        {
          creatorId: CREATOR_ID,
          submissions: [
            { videoNumber: 1, videoUrl: link(1), sparkCode: 'SPARK-1' },
            { videoNumber: 2, videoUrl: link(2), sparkCode: 'SPARK-2' },
          ],
        },
      ]);
      await waitFor(() => expect(linkInput(2)).toHaveAttribute('readonly'));
      expect(screen.getByText('Submitted for review')).toBeInTheDocument();
      expect(within(video(2)).getByRole('img', { name: 'Video 2 complete' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit all videos' })).not.toBeInTheDocument();
      // Everything went with the submission: no draft save follows.
      expect(bodies(`${BASE}/submissions/draft`)).toHaveLength(0);
    });

    it("says 'Failed to submit' with the server's reason", async () => {
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () =>
          json(200, projectView({ status: 'in_progress', videoCount: 1, submissions: [submission(1, 'draft')] })),
        [`POST ${BASE}/submissions/submit`]: () => apiError(409, 'CONFLICT', 'Your videos have already been submitted'),
      });
      renderScreen();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Submit all videos' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit all' }));
      const alert = await screen.findByText(MESSAGES.submitFailed);
      expect(alert.closest('[role="alert"]')).toHaveTextContent('Your videos have already been submitted');
    });

    it('resubmits a revision-requested video once both fields are filled', async () => {
      let current = projectView({
        status: 'revision_requested',
        submissions: [
          submission(1, 'approved'),
          submission(2, 'revision_requested', { reviewNotes: 'Show the label' }),
        ],
      });
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () => json(200, current),
        [`POST ${BASE}/submissions/draft`]: (body) => {
          current = applyDraft(current, body);
          current = { ...current, status: 'revision_requested' };
          return json(200, current);
        },
        [`POST ${BASE}/submissions/resubmit`]: (body) => {
          current = {
            ...current,
            status: 'submitted',
            submissions: [
              submission(1, 'approved'),
              submission(2, 'pending', {
                videoUrl: String(body.videoUrl),
                sparkCode: String(body.sparkCode),
                reviewNotes: 'Show the label',
              }),
            ],
          };
          return json(200, current);
        },
      });
      renderScreen();
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: 'Glow Serum launch', level: 1 });
      expect(screen.getAllByText('Needs Revision').length).toBeGreaterThan(0);
      await user.clear(sparkInput(2));
      await user.click(within(video(2)).getByRole('button', { name: 'Resubmit Video 2' }));
      expect(within(video(2)).getByText(MESSAGES.completeAllFieldsResubmit)).toBeInTheDocument();
      expect(bodies(`${BASE}/submissions/resubmit`)).toHaveLength(0);

      await user.clear(linkInput(2));
      await enterText(user, linkInput(2), link(22));
      await enterText(user, sparkInput(2), 'SPARK-22');
      await user.click(within(video(2)).getByRole('button', { name: 'Resubmit Video 2' }));
      expect(await screen.findByText('Video 2 resubmitted')).toBeInTheDocument();
      expect(bodies(`${BASE}/submissions/resubmit`)).toEqual([
        { creatorId: CREATOR_ID, videoNumber: 2, videoUrl: link(22), sparkCode: 'SPARK-22' },
      ]);
      await waitFor(() => expect(linkInput(2)).toHaveAttribute('readonly'));
      expect(within(video(2)).getByRole('img', { name: 'Video 2 complete' })).toBeInTheDocument();
      expect(within(video(2)).getByText('Resubmitted revision')).toBeInTheDocument();
    });

    it("says 'Failed to resubmit video' and shows the server's field error", async () => {
      serve({
        [`GET ${BASE}/creator/${CREATOR_ID}`]: () =>
          json(
            200,
            projectView({
              status: 'revision_requested',
              videoCount: 1,
              submissions: [submission(1, 'revision_requested', { reviewNotes: 'Show the label' })],
            }),
          ),
        [`POST ${BASE}/submissions/resubmit`]: () =>
          apiError(400, 'VALIDATION', 'Enter a valid video link', { videoUrl: 'Enter a valid video link' }),
      });
      renderScreen();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Resubmit Video 1' }));
      expect(
        await within(video(1)).findByText(`${MESSAGES.resubmitFailed}: Enter a valid video link`),
      ).toBeInTheDocument();
      expect(linkInput(1)).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
