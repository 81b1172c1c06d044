import type { Creator, CreatorPaymentStatus, PaymentInfo } from '@reelbridge/shared/api/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, type AuthUser } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import type { CreatorProjectCard } from '@reelbridge/shared/api/types';
import { CreatorDashboardRoute } from './dashboard';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  fetchCurrentUser: vi.fn(),
  getIdToken: vi.fn(async () => 'id-token'),
}));

const CREATOR_ID = 'cr_abcdefghjkmn';
const identity: AuthUser = {
  sub: 'sub-1',
  email: 'maya.login@creators.test',
  name: 'Maya R.',
  group: 'creator',
  creatorId: CREATOR_ID,
};

function creatorRecord(paymentStatus: CreatorPaymentStatus): Creator {
  return {
    id: CREATOR_ID,
    firstName: 'Maya',
    lastName: 'Rivera',
    email: 'maya@creators.test',
    paymentStatus,
    hasAccount: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
function serve(handlers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    // The creator's history is empty unless a test serves one.
    const handler =
      handlers[key] ??
      (/^GET \/api\/creators\/[^/]+\/activity$/.test(key) ? () => json(200, { items: [] }) : undefined);
    if (!handler) throw new Error(`Unexpected request ${url.pathname}`);
    return handler();
  });
}
const paths = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

function renderDashboard() {
  vi.mocked(fetchCurrentUser).mockResolvedValue(identity);
  return renderRoutes(
    [
      { path: '/creator/dashboard', element: <CreatorDashboardRoute /> },
      { path: '/creator/payment-info', element: <h1>Payment form</h1> },
    ],
    { initialEntries: ['/creator/dashboard'] },
  );
}

const banner = () => screen.findByRole('region', { name: 'Payment setup' });

describe('/creator/dashboard', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setConfig(undefined);
    vi.mocked(console.error).mockRestore();
  });

  it("shows a card per campaign with the brand, the creator's status and rate, linking to the campaign", async () => {
    serve({
      [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('approved')),
      [`GET /api/creators/${CREATOR_ID}/campaigns`]: () =>
        json(200, {
          items: [
            {
              id: 'ca_1',
              name: 'Summer glow',
              brand: { name: 'Acme Beauty' },
              status: 'active',
              creatorStatus: 'accepted',
              creatorRate: 450,
            },
            {
              id: 'ca_2',
              name: 'Fall launch',
              brand: { name: 'Northwear' },
              status: 'draft',
              creatorStatus: 'pending',
            },
          ],
        }),
    });
    renderDashboard();
    const card = await screen.findByRole('link', { name: 'Summer glow by Acme Beauty' });
    expect(card).toHaveAttribute('href', '/creator/campaign/ca_1');
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Your status: Accepted');
    expect(card).toHaveTextContent('$450.00');
    expect(screen.getByRole('link', { name: 'Fall launch by Northwear' })).toHaveTextContent('Rate not set yet');
  });

  it("shows the creator's own history, and 'No activity yet' before there is any", async () => {
    serve({
      [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('approved')),
      [`GET /api/creators/${CREATOR_ID}/campaigns`]: () => json(200, { items: [] }),
      [`GET /api/creators/${CREATOR_ID}/activity`]: () =>
        json(200, {
          items: [
            {
              id: 'ev_1',
              type: 'project.revisionRequested',
              at: '2026-03-09T15:00:00.000Z',
              text: 'Alex (agency) requested a revision of video 2 in the project “Glow Serum launch”',
              actor: { role: 'admin', name: 'Alex' },
              comment: 'Show the label for longer',
            },
          ],
        }),
    });
    renderDashboard();
    const history = await screen.findByRole('region', { name: 'Your history' });
    expect(
      await within(history).findByText(
        'Alex (agency) requested a revision of video 2 in the project “Glow Serum launch”',
      ),
    ).toBeInTheDocument();
    expect(within(history).getByText('Show the label for longer')).toBeInTheDocument();
    expect(paths()).toContain(`/api/creators/${CREATOR_ID}/activity`);
  });

  it('shows a card per UGC project with its status, progress and total, linking to the work screen', async () => {
    const card = (extra: Partial<CreatorProjectCard>): CreatorProjectCard => ({
      id: 'pj_1',
      projectCreatorId: 'pc_1',
      name: 'Glow Serum launch',
      brand: { name: 'Acme Beauty' },
      projectStatus: 'active',
      status: 'in_progress',
      videoCount: 2,
      submittedCount: 0,
      completedCount: 1,
      progress: 50,
      costPerVideo: 125.5,
      totalCost: 251,
      instructions: '',
      ...extra,
    });
    serve({
      [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('approved')),
      [`GET /api/ugc-projects/creator/${CREATOR_ID}`]: () =>
        json(200, {
          items: [
            card({}),
            card({
              id: 'pj_2',
              name: 'Trail mix reels',
              brand: { name: 'Green Pantry' },
              status: 'revision_requested',
              videoCount: 1,
              progress: 0,
              totalCost: 1250,
            }),
            card({ id: 'pj_3', name: 'Winter drop', status: 'pending', projectStatus: 'draft', progress: 0 }),
          ],
        }),
    });
    renderDashboard();
    const first = await screen.findByRole('link', { name: 'Glow Serum launch by Acme Beauty' });
    expect(first).toHaveAttribute('href', '/creator/ugc-project/pj_1');
    expect(first).toHaveTextContent('In Progress');
    expect(first).toHaveTextContent('2 videos · $251.00');
    expect(first).toHaveTextContent('50%');
    expect(within(first).getByRole('progressbar', { name: 'Glow Serum launch progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const second = screen.getByRole('link', { name: 'Trail mix reels by Green Pantry' });
    expect(second).toHaveTextContent('Needs Revision');
    expect(second).toHaveTextContent('1 video · $1,250.00');
    const third = screen.getByRole('link', { name: 'Winter drop by Acme Beauty' });
    expect(third).toHaveTextContent('Pending');
    expect(third).toHaveTextContent('Not open for submissions yet');
  });

  it('shows when each project is due, in the order the API gives (revision requests first), never late once done', async () => {
    const card = (id: string, name: string, extra: Partial<CreatorProjectCard>): CreatorProjectCard => ({
      id,
      projectCreatorId: `pc_${id}`,
      name,
      brand: { name: 'Acme Beauty' },
      projectStatus: 'active',
      status: 'in_progress',
      videoCount: 1,
      submittedCount: 0,
      completedCount: 0,
      progress: 0,
      costPerVideo: 10,
      totalCost: 10,
      instructions: '',
      ...extra,
    });
    const past = { dueDate: '2020-03-02', dueTimeZone: 'UTC', dueAt: '2020-03-03T00:00:00.000Z' };
    serve({
      [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('approved')),
      [`GET /api/ugc-projects/creator/${CREATOR_ID}`]: () =>
        json(200, {
          items: [
            card('pj_rev', 'Fix the intro', { status: 'revision_requested', ...past }),
            card('pj_open', 'Spring reels', {
              dueDate: '2099-12-03',
              dueTimeZone: 'Europe/London',
              dueAt: '2099-12-04T00:00:00.000Z',
            }),
            card('pj_undated', 'Someday', {}),
            card('pj_done', 'Delivered', { status: 'awaiting_payment', progress: 100, ...past }),
          ],
        }),
    });
    renderDashboard();
    await screen.findByRole('link', { name: 'Fix the intro by Acme Beauty' });
    const section = screen.getByRole('region', { name: 'UGC projects' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/creator/ugc-project/pj_rev',
      '/creator/ugc-project/pj_open',
      '/creator/ugc-project/pj_undated',
      '/creator/ugc-project/pj_done',
    ]);
    expect(screen.getByRole('link', { name: 'Fix the intro by Acme Beauty' })).toHaveTextContent(/Late by \d+ days/);
    expect(screen.getByRole('link', { name: 'Spring reels by Acme Beauty' })).toHaveTextContent('Due Dec 3, 2099');
    expect(screen.getByRole('link', { name: 'Someday by Acme Beauty' })).not.toHaveTextContent(/Due|Late/);
    const done = screen.getByRole('link', { name: 'Delivered by Acme Beauty' });
    expect(done).toHaveTextContent('Due Mar 2, 2020');
    expect(done).not.toHaveTextContent('Late');
  });

  it("loads further campaigns and projects with their cursors on 'Load more'", async () => {
    const campaignCard = (n: number) => ({
      id: `ca_${n}`,
      name: `Campaign ${n}`,
      brand: { name: 'Acme Beauty' },
      status: 'active',
      creatorStatus: 'accepted',
    });
    const projectCard = (n: number): CreatorProjectCard => ({
      id: `pj_${n}`,
      projectCreatorId: `pc_${n}`,
      name: `Project ${n}`,
      brand: { name: 'Acme Beauty' },
      projectStatus: 'active',
      status: 'in_progress',
      videoCount: 1,
      submittedCount: 0,
      completedCount: 0,
      progress: 0,
      costPerVideo: 10,
      totalCost: 10,
      instructions: '',
    });
    const cursorOf = (path: string) =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === path)
        .map((url) => url.searchParams.get('cursor'));
    let campaignCalls = 0;
    let projectCalls = 0;
    serve({
      [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('approved')),
      [`GET /api/creators/${CREATOR_ID}/campaigns`]: () =>
        ++campaignCalls === 1
          ? json(200, { items: [campaignCard(1)], nextCursor: 'campaigns-2' })
          : json(200, { items: [campaignCard(2)] }),
      [`GET /api/ugc-projects/creator/${CREATOR_ID}`]: () =>
        ++projectCalls === 1
          ? json(200, { items: [projectCard(1)], nextCursor: 'projects-2' })
          : json(200, { items: [projectCard(2)] }),
    });
    renderDashboard();
    const user = userEvent.setup();
    const campaigns = await screen.findByRole('region', { name: 'Campaigns' });
    const projects = screen.getByRole('region', { name: 'UGC projects' });
    await within(campaigns).findByRole('link', { name: 'Campaign 1 by Acme Beauty' });
    await within(projects).findByRole('link', { name: 'Project 1 by Acme Beauty' });

    await user.click(within(campaigns).getByRole('button', { name: 'Load more campaigns' }));
    expect(await within(campaigns).findByRole('link', { name: 'Campaign 2 by Acme Beauty' })).toBeInTheDocument();
    expect(within(campaigns).getByRole('link', { name: 'Campaign 1 by Acme Beauty' })).toBeInTheDocument();
    expect(within(campaigns).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(cursorOf(`/api/creators/${CREATOR_ID}/campaigns`)).toEqual([null, 'campaigns-2']);

    await user.click(within(projects).getByRole('button', { name: 'Load more UGC projects' }));
    expect(await within(projects).findByRole('link', { name: 'Project 2 by Acme Beauty' })).toBeInTheDocument();
    expect(within(projects).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(cursorOf(`/api/ugc-projects/creator/${CREATOR_ID}`)).toEqual([null, 'projects-2']);
  });

  it("says 'Failed to load projects' and loads them again on request", async () => {
    let calls = 0;
    serve({
      [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('approved')),
      [`GET /api/ugc-projects/creator/${CREATOR_ID}`]: () =>
        ++calls === 1
          ? json(500, { error: { code: 'INTERNAL', message: 'Internal error' } })
          : json(200, { items: [] }),
    });
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'UGC projects' });
    expect(await within(region).findByText('Failed to load projects')).toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Your UGC projects will appear here.')).toBeInTheDocument();
  });

  it('greets the creator by the name of their record, with sign out and the campaign and project sections', async () => {
    serve({
      [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('not_submitted')),
      [`GET /api/ugc-projects/creator/${CREATOR_ID}`]: () => json(200, { items: [] }),
    });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya Rivera!' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as maya@creators.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    // A failed campaign fetch (this server does not answer it) gives an empty list, not a broken page.
    expect(await screen.findByText('You are not on any campaign yet.')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'UGC projects' })).findByText(
        'Your UGC projects will appear here.',
      ),
    ).toBeInTheDocument();
  });

  it("warns 'Not submitted' with a link to the payment form when there is no payment info", async () => {
    serve({ [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('not_submitted')) });
    renderDashboard();
    const region = await banner();
    expect(region).toHaveTextContent('Set up your payment information');
    expect(region).toHaveTextContent('Not submitted');
    expect(within(region).getByRole('link', { name: 'Add payment info' })).toHaveAttribute(
      'href',
      '/creator/payment-info',
    );
    // The creator record carries the status: no payment-info request (besides it, only the cards and history load).
    expect(paths().sort()).toEqual([
      `/api/creators/${CREATOR_ID}`,
      `/api/creators/${CREATOR_ID}/activity`,
      `/api/creators/${CREATOR_ID}/campaigns`,
      `/api/ugc-projects/creator/${CREATOR_ID}`,
    ]);
  });

  it('says the info is under review while pending (the warning stays)', async () => {
    serve({ [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('pending')) });
    renderDashboard();
    const region = await banner();
    expect(region).toHaveTextContent('Your payment information is under review');
    expect(region).toHaveTextContent('Pending');
    expect(within(region).getByRole('link', { name: 'Review payment info' })).toHaveAttribute(
      'href',
      '/creator/payment-info',
    );
  });

  it('shows the rejection reason and asks to resubmit', async () => {
    serve({
      [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('rejected')),
      [`GET /api/creators/${CREATOR_ID}/payment-info`]: () =>
        json(200, { status: 'rejected', rejectionReason: 'The bank account is closed' } as Partial<PaymentInfo>),
    });
    renderDashboard();
    const region = await banner();
    expect(region).toHaveTextContent('Your payment information was rejected');
    expect(await within(region).findByText('The bank account is closed')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Resubmit payment info' })).toBeInTheDocument();
  });

  it('shows no warning once the payment info is approved', async () => {
    serve({ [`GET /api/creators/${CREATOR_ID}`]: () => json(200, creatorRecord('approved')) });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya Rivera!' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Campaigns' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment setup' })).not.toBeInTheDocument();
  });

  it('falls back to the name and e-mail of the identity profile when the creator record fails', async () => {
    serve({
      [`GET /api/creators/${CREATOR_ID}`]: () => json(403, { error: { code: 'FORBIDDEN', message: 'Forbidden' } }),
      [`GET /api/creators/${CREATOR_ID}/payment-info`]: () => json(200, { status: 'pending' } as Partial<PaymentInfo>),
    });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya R.!' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as maya.login@creators.test')).toBeInTheDocument();
    expect(await banner()).toHaveTextContent('Pending');
  });

  it('treats a payment-info failure as none submitted when the record failed too', async () => {
    serve({
      [`GET /api/creators/${CREATOR_ID}`]: () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
      [`GET /api/creators/${CREATOR_ID}/payment-info`]: () =>
        json(403, { error: { code: 'FORBIDDEN', message: 'Forbidden' } }),
    });
    renderDashboard();
    expect(await banner()).toHaveTextContent('Not submitted');
  });
});
