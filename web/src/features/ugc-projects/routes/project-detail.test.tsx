import { notifications } from '@mantine/notifications';
import axe from 'axe-core';
import { confirmPayment, MESSAGES, PAY_BLOCKED_REASON } from '@reelbridge/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText } from '@/testing/test-utils';
import type { ProjectDetail } from '@reelbridge/shared/api/types';
import {
  apiError,
  creator,
  fetchMock,
  JORDAN,
  json,
  MAYA,
  page,
  project,
  projectCreator,
  renderAt,
  requests,
  serve,
  stubPage,
  submission,
} from '../testing';
import { UgcProjectDetailRoute } from './project-detail';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => ({ sub: 'a', email: 'admin@x.test', group: 'admin' })),
}));

const ROUTES = [
  { path: '/admin/ugc-projects/:projectId', element: <UgcProjectDetailRoute /> },
  stubPage('/admin/ugc-projects', 'Projects list'),
  stubPage('/admin/ugc-projects/:projectId/edit', 'Project edit form'),
];

/** Maya has two videos waiting for review; Jordan has not started. */
const REVIEWING = project({
  progress: 67,
  totalBudget: 271,
  creators: [
    projectCreator('pc_maya', MAYA, {
      videoCount: 2,
      costPerVideo: 75.5,
      totalCost: 151,
      instructions: 'Morning routine with the serum.',
      status: 'submitted',
      completedCount: 2,
      submittedCount: 2,
      progress: 100,
      submissions: [submission(1), submission(2)],
    }),
    projectCreator('pc_jordan', JORDAN, { costPerVideo: 120, totalCost: 120 }),
  ],
});

function withMaya(extra: Partial<ProjectDetail['creators'][number]>): ProjectDetail {
  return {
    ...REVIEWING,
    creators: REVIEWING.creators.map((entry) => (entry.id === 'pc_maya' ? { ...entry, ...extra } : entry)),
  };
}

const AWAITING_PAYMENT = withMaya({
  status: 'awaiting_payment',
  paymentStatus: 'approved',
  submissions: [submission(1, { status: 'approved' }), submission(2, { status: 'approved' })],
});

function renderDetail(id = 'pj_spring') {
  return renderAt(ROUTES, `/admin/ugc-projects/${id}`);
}

const card = (name: string) => screen.findByRole('region', { name });
// An open card's videos reach the page one at a time (creator-card.tsx): wait for the one asked for.
const video = async (creatorName: string, videoNumber: number) =>
  within(await card(creatorName)).findByRole('article', { name: `Video ${videoNumber}` });

describe('/admin/ugc-projects/{projectId}', { timeout: 20_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
    vi.mocked(fetchCurrentUser).mockResolvedValue({ sub: 'a', email: 'admin@x.test', group: 'admin' });
  });

  it("shows 'Project not found' with a way back to the projects", async () => {
    serve({ 'GET /api/ugc-projects/pj_gone': () => apiError(404, 'NOT_FOUND', 'Project not found') });
    const { user, router } = renderDetail('pj_gone');
    expect(await screen.findByRole('heading', { name: MESSAGES.projectNotFound })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Projects' }));
    expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/ugc-projects');
  });

  it("says 'Failed to load project' when the project cannot be read, and tries again", async () => {
    serve({ 'GET /api/ugc-projects/pj_spring': () => apiError(500, 'INTERNAL', 'Internal error') });
    const { user } = renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.projectLoadFailed);
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, REVIEWING) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spring Glow Launch', level: 1 })).toBeInTheDocument();
  });

  it('shows the overall progress, and a card per creator that expands to their videos', async () => {
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, REVIEWING) });
    const { user } = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Spring Glow Launch', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('$271.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Project' })).toHaveAttribute(
      'href',
      '/admin/ugc-projects/pj_spring/edit',
    );

    const maya = await card('Maya Rivera');
    expect(within(maya).getByText('Submitted')).toBeInTheDocument();
    expect(within(maya).getByText('2 of 2 videos complete')).toBeInTheDocument();
    expect(within(maya).getByRole('progressbar', { name: 'Progress of Maya Rivera' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // Videos waiting for review: the card starts open.
    expect(within(maya).getByRole('button', { name: 'Hide videos' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(maya).getByText('Morning routine with the serum.')).toBeVisible();
    const first = await video('Maya Rivera', 1);
    expect(within(first).getByRole('link', { name: /tiktok\.com\/@maya\/video\/1/ })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/@maya/video/1',
    );
    expect(within(first).getByText('SPARK-1')).toBeInTheDocument();
    expect(within(first).getByText('Pending Review')).toBeInTheDocument();

    // Nothing to review: closed until asked; a video not started says so.
    const jordan = await card('Jordan Lee');
    const toggle = within(jordan).getByRole('button', { name: 'Show videos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(jordan).getByRole('button', { name: 'Hide videos' })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(jordan).findByRole('article', { name: 'Video 1' })).toHaveTextContent('Not started yet');
  });

  it("shows the project's due date and each creator's: late in red while work is open, the date once all is approved", async () => {
    const past = { dueDate: '2020-03-02', dueTimeZone: 'UTC', dueAt: '2020-03-03T00:00:00.000Z' };
    const dated: ProjectDetail = {
      ...REVIEWING,
      ...past,
      creators: [
        { ...REVIEWING.creators[0]!, ...past, status: 'awaiting_payment' },
        {
          ...REVIEWING.creators[1]!,
          dueDate: '2099-12-03',
          ownDueDate: '2099-12-03',
          dueAt: '2099-12-04T00:00:00.000Z',
        },
      ],
    };
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, dated) });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Spring Glow Launch', level: 1 })).toBeInTheDocument();
    // The project is active: its date has passed.
    const late = screen.getAllByText(/^Late by \d+ days$/);
    expect(late).toHaveLength(1);
    expect(late[0]!.closest('[data-due]')).toHaveAttribute('data-due', 'late');
    expect(screen.getByText('Mar 2, 2020')).toBeInTheDocument();
    const maya = await card('Maya Rivera');
    expect(within(maya).getByText('Due Mar 2, 2020').closest('[data-due]')).toHaveAttribute('data-due', 'done');
    const jordan = await card('Jordan Lee');
    expect(within(jordan).getByText('Due Dec 3, 2099').closest('[data-due]')).toHaveAttribute('data-due', 'on_track');
  });

  it('opens only the first creator with videos to review; the others render their videos when opened', async () => {
    const both: ProjectDetail = {
      ...REVIEWING,
      creators: REVIEWING.creators.map((entry) =>
        entry.id === 'pc_jordan'
          ? { ...entry, status: 'submitted', submittedCount: 1, completedCount: 1, submissions: [submission(1)] }
          : entry,
      ),
    };
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, both) });
    const { user } = renderDetail();
    const maya = await card('Maya Rivera');
    expect(within(maya).getByRole('button', { name: 'Hide videos' })).toHaveAttribute('aria-expanded', 'true');
    const jordan = await card('Jordan Lee');
    expect(within(jordan).getByRole('button', { name: 'Show videos' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(jordan).queryByRole('article', { name: 'Video 1' })).not.toBeInTheDocument();
    await user.click(within(jordan).getByRole('button', { name: 'Show videos' }));
    expect(await within(jordan).findByRole('article', { name: 'Video 1' })).toBeInTheDocument();
  });

  it('shows every card of a project with many creators, a few at a time, and the history once all are there', async () => {
    const many = project({
      creatorCount: 11,
      creators: Array.from({ length: 11 }, (_, index) =>
        projectCreator(`pc_${index + 1}`, creator(`cr_${index + 1}`, 'Creator', `${index + 1}`)),
      ),
    });
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, many),
      'GET /api/ugc-projects/pj_spring/activity': () => page([]),
    });
    renderDetail();
    expect(await card('Creator 1')).toBeInTheDocument();
    // The first part holds fewer cards than the project has; the rest follow.
    expect(screen.queryByRole('region', { name: 'Creator 11' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(await card('Creator 11')).toBeInTheDocument();
    for (let index = 1; index <= 11; index++) {
      expect(screen.getByRole('region', { name: `Creator ${index}` })).toBeInTheDocument();
    }
    expect(await screen.findByRole('region', { name: 'History' })).toBeInTheDocument();
  });

  it("shows the project's history, and in an open creator card that creator's, loading more on demand", async () => {
    const line = (id: string, text: string, at: string) => ({
      id,
      type: 'project.draftsSubmitted',
      at,
      text,
      actor: { role: 'creator', name: 'Maya Rivera' },
      creatorId: 'cr_maya',
    });
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, REVIEWING),
      'GET /api/ugc-projects/pj_spring/activity': (_, url) => {
        const creatorId = url.searchParams.get('creatorId');
        if (creatorId === 'cr_maya') {
          return page([line('ev_3', 'Maya Rivera submitted 2 videos', '2026-03-09T15:00:00.000Z')]);
        }
        if (creatorId) return page([]);
        return url.searchParams.get('cursor') === 'older'
          ? page([line('ev_1', 'Alex (agency) planned the project “Spring Glow Launch”', '2026-03-01T09:00:00.000Z')])
          : page([line('ev_3', 'Maya Rivera submitted 2 videos', '2026-03-09T15:00:00.000Z')], 'older');
      },
    });
    const { user } = renderDetail();
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Maya Rivera submitted 2 videos')).toBeInTheDocument();
    expect(within(history).getByRole('time')).toHaveAttribute('datetime', '2026-03-09T15:00:00.000Z');
    await user.click(within(history).getByRole('button', { name: 'Load more of the project history' }));
    expect(await within(history).findByText('Alex (agency) planned the project “Spring Glow Launch”')).toBeVisible();
    expect(within(history).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();

    // Maya's card is open (videos to review): its history is hers alone; Jordan's closed card asks for none.
    const maya = await card('Maya Rivera');
    const mayaHistory = within(maya).getByRole('region', { name: 'History of Maya Rivera' });
    expect(await within(mayaHistory).findByText('Maya Rivera submitted 2 videos')).toBeInTheDocument();
    const asked = requests('GET', '/api/ugc-projects/pj_spring/activity').map((request) =>
      request.url.searchParams.get('creatorId'),
    );
    expect(asked).toContain('cr_maya');
    expect(asked).not.toContain('cr_jordan');
    const jordan = await card('Jordan Lee');
    await user.click(within(jordan).getByRole('button', { name: 'Show videos' }));
    expect(await within(jordan).findByText('No activity yet')).toBeInTheDocument();
    expect(
      requests('GET', '/api/ugc-projects/pj_spring/activity').some(
        (request) => request.url.searchParams.get('creatorId') === 'cr_jordan',
      ),
    ).toBe(true);
  });

  it('approves a video and shows the new statuses', async () => {
    const approved = withMaya({ submissions: [submission(1, { status: 'approved' }), submission(2)] });
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, REVIEWING),
      'PATCH /api/ugc-projects/submissions/sub_1/approve': () => json(200, approved),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    await user.click(within(await video('Maya Rivera', 1)).getByRole('button', { name: 'Approve' }));
    await waitFor(async () => expect(await video('Maya Rivera', 1)).toHaveTextContent('Approved'));
    expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/approve')).toHaveLength(1);
    // An approved video has no review actions any more; the other still has them.
    expect(within(await video('Maya Rivera', 1)).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(await video('Maya Rivera', 2)).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('asks before approving a video sent back for a revision that the creator has not resubmitted yet', async () => {
    const waiting = withMaya({
      status: 'revision_requested',
      submissions: [submission(1, { status: 'revision_requested', reviewNotes: 'Show the label.' }), submission(2)],
    });
    const approved = withMaya({ submissions: [submission(1, { status: 'approved' }), submission(2)] });
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, waiting),
      'PATCH /api/ugc-projects/submissions/sub_1/approve': () => json(200, approved),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    await user.click(within(await video('Maya Rivera', 1)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve without the revision?' });
    expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/approve')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Wait for the revision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/approve')).toHaveLength(0);

    await user.click(within(await video('Maya Rivera', 1)).getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve without the revision?' })).getByRole('button', {
        name: 'Approve as it is',
      }),
    );
    await waitFor(() => expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/approve')).toHaveLength(1));
  });

  it("names 'Failed to approve submission' with the server's reason", async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, REVIEWING),
      'PATCH /api/ugc-projects/submissions/sub_1/approve': () =>
        apiError(409, 'CONFLICT', 'This video was reviewed meanwhile. Reload to see its status.'),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    await user.click(within(await video('Maya Rivera', 1)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MESSAGES.approveSubmissionFailed)).toBeInTheDocument();
    expect(screen.getByText('This video was reviewed meanwhile. Reload to see its status.')).toBeInTheDocument();
  });

  it("needs a revision comment ('Please enter a revision comment') and sends it", async () => {
    const revised = withMaya({
      status: 'revision_requested',
      submissions: [submission(1, { status: 'revision_requested', reviewNotes: 'Show the label.' }), submission(2)],
    });
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, REVIEWING),
      'PATCH /api/ugc-projects/submissions/sub_1/revision': () => json(200, revised),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    const first = await video('Maya Rivera', 1);
    await user.click(within(first).getByRole('button', { name: 'Request Revision' }));
    const comment = await within(first).findByRole('textbox', { name: 'Revision comment' });
    expect(comment).toHaveFocus();

    await user.click(within(first).getByRole('button', { name: 'Request Revision' }));
    expect(await within(first).findByText(MESSAGES.revisionCommentRequired)).toBeInTheDocument();
    await enterText(user, comment, '   ');
    await user.click(within(first).getByRole('button', { name: 'Request Revision' }));
    expect(await within(first).findByText(MESSAGES.revisionCommentRequired)).toBeInTheDocument();
    expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/revision')).toHaveLength(0);

    await user.clear(comment);
    await enterText(user, comment, 'Show the label.');
    await user.click(within(first).getByRole('button', { name: 'Request Revision' }));
    await waitFor(async () => expect(await video('Maya Rivera', 1)).toHaveTextContent('Needs Revision'));
    expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/revision').map((request) => request.body)).toEqual([
      { revisionComment: 'Show the label.', seenStatus: 'pending' },
    ]);
    const updated = await video('Maya Rivera', 1);
    expect(updated).toHaveTextContent('Revision requested');
    expect(updated).toHaveTextContent('Show the label.');
    // Still reviewable (revision_requested): the actions are back, the form is gone.
    expect(within(updated).queryByRole('textbox', { name: 'Revision comment' })).not.toBeInTheDocument();
    // The creator's status and the video's both read Needs Revision.
    expect(within(await card('Maya Rivera')).getAllByText('Needs Revision')).toHaveLength(2);
  });

  it("names 'Failed to request revision' when the request fails", async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, REVIEWING),
      'PATCH /api/ugc-projects/submissions/sub_1/revision': () => new Response('Bad gateway', { status: 502 }),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    const first = await video('Maya Rivera', 1);
    await user.click(within(first).getByRole('button', { name: 'Request Revision' }));
    await enterText(user, await within(first).findByRole('textbox', { name: 'Revision comment' }), 'Brighter light.');
    await user.click(within(first).getByRole('button', { name: 'Request Revision' }));
    expect(await screen.findByText(MESSAGES.revisionFailed)).toBeInTheDocument();
  });

  it('rejects a video with a required reason', async () => {
    const rejected = withMaya({
      status: 'rejected',
      submissions: [submission(1, { status: 'rejected', reviewNotes: 'Wrong product.' }), submission(2)],
    });
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, REVIEWING),
      'PATCH /api/ugc-projects/submissions/sub_1/reject': () => json(200, rejected),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    const first = await video('Maya Rivera', 1);
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    expect(await within(first).findByText('Please give a reason for the rejection')).toBeInTheDocument();
    await enterText(
      user,
      await within(first).findByRole('textbox', { name: 'Reason for rejection' }),
      'Wrong product.',
    );
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    await waitFor(async () => expect(await video('Maya Rivera', 1)).toHaveTextContent('Rejected'));
    expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/reject').map((request) => request.body)).toEqual([
      { reason: 'Wrong product.', seenStatus: 'pending' },
    ]);
    const updated = await video('Maya Rivera', 1);
    expect(updated).toHaveTextContent('Reason for rejection');
    expect(updated).toHaveTextContent('Wrong product.');
    expect(within(updated).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows a resubmitted revision as such, with the earlier comment', async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () =>
        json(200, withMaya({ submissions: [submission(1, { reviewNotes: 'Show the label.' }), submission(2)] })),
    });
    renderDetail();
    const first = await video('Maya Rivera', 1);
    expect(first).toHaveTextContent('Resubmitted revision');
    expect(first).toHaveTextContent('Earlier revision request');
    expect(first).toHaveTextContent('Show the label.');
    expect(within(first).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('offers Pay only at awaiting_payment', async () => {
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, REVIEWING) });
    renderDetail();
    expect(within(await card('Maya Rivera')).getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(within(await card('Jordan Lee')).getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it.each(['not_submitted', 'pending', 'rejected'] as const)(
    'disables Pay with the reason shown when the payment details are %s',
    async (paymentStatus) => {
      serve({
        'GET /api/ugc-projects/pj_spring': () =>
          json(200, withMaya({ ...AWAITING_PAYMENT.creators[0]!, paymentStatus })),
      });
      renderDetail();
      const maya = await card('Maya Rivera');
      const pay = within(maya).getByRole('button', { name: 'Pay' });
      expect(pay).toBeDisabled();
      expect(within(maya).getByText(PAY_BLOCKED_REASON[paymentStatus])).toBeVisible();
      expect(pay).toHaveAccessibleDescription(PAY_BLOCKED_REASON[paymentStatus]);
    },
  );

  it("asks 'Process payment for {creator}? This action cannot be undone.' and pays on confirmation", async () => {
    const paid = withMaya({
      status: 'paid',
      paidAt: '2026-03-09T15:00:00.000Z',
      paidByEmail: 'admin@x.test',
      paidToPaymentVersion: 3,
      paymentStatus: 'approved',
      submissions: AWAITING_PAYMENT.creators[0]!.submissions,
    });
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, AWAITING_PAYMENT),
      'POST /api/ugc-projects/project-creator/pc_maya/pay': () => json(200, paid),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    const maya = await card('Maya Rivera');
    expect(within(maya).getByText('Awaiting Payment')).toBeInTheDocument();
    for (const reason of Object.values(PAY_BLOCKED_REASON)) {
      expect(within(maya).queryByText(reason)).not.toBeInTheDocument();
    }

    // Cancel: nothing is paid.
    await user.click(within(maya).getByRole('button', { name: 'Pay' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(confirmPayment('Maya Rivera'));
    expect(dialog).toHaveTextContent('Process payment for Maya Rivera? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST', '/api/ugc-projects/project-creator/pc_maya/pay')).toHaveLength(0);

    await user.click(within(maya).getByRole('button', { name: 'Pay' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $151.00' }));
    expect(await screen.findByText(MESSAGES.paymentProcessed)).toBeInTheDocument();
    expect(requests('POST', '/api/ugc-projects/project-creator/pc_maya/pay')).toHaveLength(1);

    // Paid: the button reads 'Paid' and cannot be used again.
    const paidCard = await card('Maya Rivera');
    await waitFor(() => expect(within(paidCard).getByRole('button', { name: 'Paid' })).toBeDisabled());
    expect(within(paidCard).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(paidCard).toHaveTextContent(/paid .+ by admin@x\.test to payment details version 3/);
  });

  it("shows 'Failed to process payment:' with the server's details", async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () => json(200, AWAITING_PAYMENT),
      'POST /api/ugc-projects/project-creator/pc_maya/pay': () =>
        apiError(409, 'CONFLICT', 'Maya Rivera has already been paid'),
      'GET /api/ugc-projects': () => json(200, { items: [] }),
    });
    const { user } = renderDetail();
    await user.click(within(await card('Maya Rivera')).getByRole('button', { name: 'Pay' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $151.00' }));
    expect(await screen.findByText(`${MESSAGES.paymentFailed}: Maya Rivera has already been paid`)).toBeInTheDocument();
  });

  it("shows 'Paid' for a paid creator", async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () =>
        json(200, withMaya({ status: 'paid', submissions: AWAITING_PAYMENT.creators[0]!.submissions })),
    });
    renderDetail();
    const maya = await card('Maya Rivera');
    expect(within(maya).getByRole('button', { name: 'Paid' })).toBeDisabled();
  });

  it('lets a brand user review but neither pay nor edit', async () => {
    vi.mocked(fetchCurrentUser).mockResolvedValue({
      sub: 'b',
      email: 'brand@x.test',
      group: 'brand',
      companyId: 'co_acme',
    });
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, AWAITING_PAYMENT) });
    renderDetail();
    const maya = await card('Maya Rivera');
    expect(within(maya).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Project' })).not.toBeInTheDocument();
  });
  it("shows the admin the agency's internal notes and the note shared with the brand, each named", async () => {
    serve({
      'GET /api/ugc-projects/pj_spring': () =>
        json(200, { ...REVIEWING, agencyNotes: 'Margin is thin.', sharedNote: 'First cuts by Friday.' }),
    });
    renderDetail();
    expect(await screen.findByText('Agency notes (internal)')).toBeInTheDocument();
    expect(screen.getByText('Margin is thin.')).toBeInTheDocument();
    expect(screen.getByText('Note for the brand')).toBeInTheDocument();
    expect(screen.getByText('First cuts by Friday.')).toBeInTheDocument();
  });

  it('shows a brand user the shared note read-only, and never internal notes', async () => {
    vi.mocked(fetchCurrentUser).mockResolvedValue({
      sub: 'b',
      email: 'brand@x.test',
      group: 'brand',
      companyId: 'co_acme',
    });
    // Even were internal notes in the answer (the API leaves them out for a brand user), the page shows none.
    serve({
      'GET /api/ugc-projects/pj_spring': () =>
        json(200, { ...REVIEWING, agencyNotes: 'Margin is thin.', sharedNote: 'First cuts by Friday.' }),
    });
    renderDetail();
    expect(await screen.findByText('Note from the agency')).toBeInTheDocument();
    expect(screen.getByText('First cuts by Friday.')).toBeInTheDocument();
    expect(screen.queryByText('Margin is thin.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Agency notes/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /note/i })).not.toBeInTheDocument();
  });

  it('shows no note heading when the project has no notes', async () => {
    serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, { ...REVIEWING, agencyNotes: '', sharedNote: '' }) });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Spring Glow Launch', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Agency notes|Note for the brand/)).not.toBeInTheDocument();
  });

  describe("the agency's internal review notes (issue 19)", () => {
    const NOTED = withMaya({
      submissions: [
        submission(1, {
          internalNotes: [
            {
              text: 'Client pushed back on the colour.',
              at: '2026-03-06T09:30:00.000Z',
              by: 'ops@agency.test',
              action: 'revision_requested',
            },
          ],
        }),
        submission(2, { internalNotes: [] }),
      ],
    });
    const asBrandUser = () =>
      vi.mocked(fetchCurrentUser).mockResolvedValue({
        sub: 'b',
        email: 'brand@x.test',
        group: 'brand',
        companyId: 'co_acme',
      });

    it('shows an admin each note marked Internal, with who wrote it, when and with which review', async () => {
      serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, NOTED) });
      renderDetail();
      const first = await video('Maya Rivera', 1);
      expect(within(first).getByText('Internal')).toBeInTheDocument();
      expect(first).toHaveTextContent('Client pushed back on the colour.');
      expect(first).toHaveTextContent('ops@agency.test');
      expect(first).toHaveTextContent('with the revision request');
      expect(within(await video('Maya Rivera', 2)).queryByText('Internal')).not.toBeInTheDocument();
    });

    it('lets an admin approve with an internal note, sent in the body; the field is labelled (axe)', async () => {
      const approved = withMaya({ submissions: [submission(1, { status: 'approved' }), submission(2)] });
      serve({
        'GET /api/ugc-projects/pj_spring': () => json(200, NOTED),
        'PATCH /api/ugc-projects/submissions/sub_1/approve': () => json(200, approved),
        'GET /api/ugc-projects': () => json(200, { items: [] }),
      });
      const { user } = renderDetail();
      const first = await video('Maya Rivera', 1);
      await user.click(within(first).getByRole('button', { name: 'Add internal note' }));
      const field = within(first).getByRole('textbox', { name: 'Internal note (agency only)' });
      expect(field).toHaveFocus();
      expect(field).toHaveAttribute('maxlength', '2000');
      const audit = await axe.run(first, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(audit.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await enterText(user, field, '  Approved on the client call.  ');
      await user.click(within(first).getByRole('button', { name: 'Approve' }));
      await waitFor(async () => expect(await video('Maya Rivera', 1)).toHaveTextContent('Approved'));
      expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/approve').map((request) => request.body)).toEqual([
        { internalNote: 'Approved on the client call.', seenStatus: 'pending' },
      ]);
    });

    it('offers the internal note with a revision request and a rejection, and sends it', async () => {
      serve({
        'GET /api/ugc-projects/pj_spring': () => json(200, NOTED),
        'PATCH /api/ugc-projects/submissions/sub_2/revision': () => json(200, NOTED),
        'PATCH /api/ugc-projects/submissions/sub_1/reject': () => json(200, NOTED),
        'GET /api/ugc-projects': () => json(200, { items: [] }),
      });
      const { user } = renderDetail();
      const second = await video('Maya Rivera', 2);
      await user.click(within(second).getByRole('button', { name: 'Request Revision' }));
      await enterText(user, await within(second).findByRole('textbox', { name: 'Revision comment' }), 'Brighter.');
      await enterText(user, within(second).getByRole('textbox', { name: 'Internal note (agency only)' }), 'Lit badly.');
      await user.click(within(second).getByRole('button', { name: 'Request Revision' }));
      await waitFor(() => expect(requests('PATCH', '/api/ugc-projects/submissions/sub_2/revision')).toHaveLength(1));
      expect(requests('PATCH', '/api/ugc-projects/submissions/sub_2/revision')[0]?.body).toEqual({
        revisionComment: 'Brighter.',
        internalNote: 'Lit badly.',
        seenStatus: 'pending',
      });

      const first = await video('Maya Rivera', 1);
      await user.click(within(first).getByRole('button', { name: 'Reject' }));
      await enterText(user, await within(first).findByRole('textbox', { name: 'Reason for rejection' }), 'Off brief.');
      // A blank internal note is none: not sent.
      await enterText(user, within(first).getByRole('textbox', { name: 'Internal note (agency only)' }), '   ');
      await user.click(within(first).getByRole('button', { name: 'Reject' }));
      await waitFor(() => expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/reject')).toHaveLength(1));
      expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/reject')[0]?.body).toEqual({
        reason: 'Off brief.',
        seenStatus: 'pending',
      });
    });

    it('shows a brand user neither the notes nor the field, and sends none', async () => {
      asBrandUser();
      // Even were internal notes in the answer (the API leaves them out for a brand user), the page shows none.
      serve({
        'GET /api/ugc-projects/pj_spring': () => json(200, NOTED),
        'PATCH /api/ugc-projects/submissions/sub_1/revision': () => json(200, NOTED),
        'GET /api/ugc-projects': () => json(200, { items: [] }),
      });
      const { user } = renderDetail();
      const first = await video('Maya Rivera', 1);
      expect(within(first).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
      expect(within(first).queryByText('Internal')).not.toBeInTheDocument();
      expect(first).not.toHaveTextContent('Client pushed back on the colour.');
      expect(within(first).queryByRole('button', { name: 'Add internal note' })).not.toBeInTheDocument();
      await user.click(within(first).getByRole('button', { name: 'Request Revision' }));
      await enterText(user, await within(first).findByRole('textbox', { name: 'Revision comment' }), 'Brighter.');
      expect(within(first).queryByRole('textbox', { name: /internal/i })).not.toBeInTheDocument();
      await user.click(within(first).getByRole('button', { name: 'Request Revision' }));
      await waitFor(() => expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/revision')).toHaveLength(1));
      expect(requests('PATCH', '/api/ugc-projects/submissions/sub_1/revision')[0]?.body).toEqual({
        revisionComment: 'Brighter.',
        seenStatus: 'pending',
      });
    });
  });
});
