import type { OverviewStats } from '@reelbridge/shared/api/types';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderWithProviders } from '@/testing/test-utils';
import { formatPercent, OverviewRoute } from './overview';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => null),
}));

const fetchMock = vi.fn<typeof fetch>();

function stats(body: OverviewStats): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const NOTHING_WAITS = {
  audience: 'agency',
  payments: { items: [], more: false },
  reviews: { items: [], more: false },
  late: { items: [], more: false },
  briefs: { items: [], more: false },
};

/**
 * Every call answered afresh (a Response is read once): /api/attention with nothing waiting, the history with no line,
 * any other with `body`.
 */
function answerAll(body: () => Response) {
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/attention') {
      return new Response(JSON.stringify(NOTHING_WAITS), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return String(url).startsWith('/api/activity') ? page([]) : body();
  });
}

function page(items: unknown[]): Response {
  return new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } });
}

const line = (id: string, text: string) => ({
  id,
  type: 'campaign.created',
  at: new Date().toISOString(),
  text,
  actor: { role: 'admin' },
});

/** The next current-user read answers with a user of the Acme brand. */
function signedInAsBrandUser() {
  vi.mocked(fetchCurrentUser).mockResolvedValueOnce({
    sub: 'u-brand',
    email: 'bea@acme.test',
    group: 'brand',
    companyId: 'co_acme',
  });
}

/** The figure under a tile's label (tiles are dt/dd pairs). */
function tileValue(label: string): string | null {
  const term = within(screen.getByRole('region', { name: 'Key figures' })).getByText(label);
  return term.parentElement!.querySelector('dd')!.textContent;
}

describe('/admin overview', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => setConfig(undefined));

  it('asks for every section at once, before what needs the user has answered', async () => {
    fetchMock.mockImplementation((url) =>
      String(url) === '/api/attention' ? new Promise<Response>(() => undefined) : Promise.resolve(page([])),
    );
    renderWithProviders(<OverviewRoute />);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]).sort()).toEqual([
        '/api/activity',
        '/api/attention',
        '/api/overview',
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Key figures' })).not.toBeInTheDocument();
  });

  it('shows the four tiles from GET /api/overview, engagement as a percentage with one decimal', async () => {
    answerAll(() => stats({ totalBrands: 1204, activeCreators: 37, runningCampaigns: 5, avgEngagement: 0.0575 }));
    renderWithProviders(<OverviewRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByText('1,204')).toBeInTheDocument();
    expect(tileValue('Total Brands')).toBe('1,204');
    expect(tileValue('Creators')).toBe('37');
    expect(tileValue('Running Campaigns')).toBe('5');
    expect(tileValue('Avg Engagement')).toBe('5.8%');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/overview');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer id-token');
  });

  it('shows a brand user their own company’s figures, without a brand count', async () => {
    signedInAsBrandUser();
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/api/overview') {
        return stats({ totalBrands: 1, activeCreators: 4, runningCampaigns: 2, avgEngagement: 0.031 });
      }
      if (String(url).includes('/activity')) return page([]);
      return new Response(JSON.stringify({ id: 'co_acme', name: 'Acme', onboardingState: 'completed' }), {
        status: 200,
      });
    });
    renderWithProviders(<OverviewRoute />);
    expect(await screen.findByText('Your Creators')).toBeInTheDocument();
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(tileValue('Running Campaigns')).toBe('2');
    expect(tileValue('Avg Engagement')).toBe('3.1%');
    expect(screen.queryByText('Total Brands')).not.toBeInTheDocument();
  });

  it("shows '—' for the engagement when no creator has one", async () => {
    answerAll(() => stats({ totalBrands: 1, activeCreators: 0, runningCampaigns: 0, avgEngagement: null }));
    renderWithProviders(<OverviewRoute />);
    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(tileValue('Avg Engagement')).toBe('—');
    expect(tileValue('Creators')).toBe('0');
  });

  it('shows only the heading until what needs the user is known, so that nothing below it moves', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<OverviewRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('region', { name: 'Key figures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Activity' })).not.toBeInTheDocument();
  });

  it('shows the Recent Activity section and the Performance Metrics placeholder while they load', async () => {
    answerAll(() => new Promise<Response>(() => {}) as unknown as Response);
    renderWithProviders(<OverviewRoute />);
    expect(await screen.findByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Performance Metrics' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(tileValue('Total Brands')).toBe('Loading...');
  });

  it("shows an admin the agency's latest changes in Recent Activity (GET /api/activity), newest first", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/activity')
        ? page([
            line('ev_2', 'Maya Rivera submitted 3 videos in the project “Summer glow”'),
            line('ev_1', 'Alex (agency) created the campaign “Spring”'),
          ])
        : stats({ totalBrands: 2, activeCreators: 1, runningCampaigns: 0, avgEngagement: null }),
    );
    renderWithProviders(<OverviewRoute />);
    const recent = await screen.findByRole('region', { name: 'Recent Activity' });
    const lines = await within(recent).findAllByRole('listitem');
    expect(lines.map((item) => item.firstChild?.textContent)).toEqual([
      'Maya Rivera submitted 3 videos in the project “Summer glow”',
      'Alex (agency) created the campaign “Spring”',
    ]);
    const activityCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/activity'));
    expect(String(activityCall![0])).toBe('/api/activity?limit=8');
  });

  it("shows a brand user their brand's history in Recent Activity", async () => {
    signedInAsBrandUser();
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/brands/co_acme/activity')) {
        return page([line('ev_3', 'Alex (agency) started the campaign in the campaign “Spring”')]);
      }
      if (String(url) === '/api/overview') {
        return stats({ totalBrands: 1, activeCreators: 0, runningCampaigns: 1, avgEngagement: null });
      }
      return new Response(JSON.stringify({ id: 'co_acme', name: 'Acme', onboardingState: 'completed' }), {
        status: 200,
      });
    });
    renderWithProviders(<OverviewRoute />);
    const recent = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(
      await within(recent).findByText('Alex (agency) started the campaign in the campaign “Spring”'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/activity'))).toBe(false);
  });

  it('says what failed, with a retry', async () => {
    answerAll(
      () =>
        new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'You may not do this' } }), {
          status: 403,
        }),
    );
    renderWithProviders(<OverviewRoute />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the overview');
    expect(alert).toHaveTextContent('You may not do this');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(tileValue('Total Brands')).toBe('—');
  });
});

describe('formatPercent', () => {
  it.each([
    [0.062, '6.2%'],
    [0.0575, '5.8%'],
    [0, '0.0%'],
    [1, '100.0%'],
    [null, '—'],
  ])('%s → %s', (fraction, text) => {
    expect(formatPercent(fraction)).toBe(text);
  });
});
