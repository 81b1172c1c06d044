import axe from 'axe-core';
import type { Analytics, AnalyticsTotals } from '@reelbridge/shared/api/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, type AuthUser } from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import { currentMonth, monthOf, monthIndex, quarterStart } from '../period';
import { AnalyticsRoute } from './analytics';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => null),
}));

// The chart library is not what these tests look at: each chart stands in as its described picture.
vi.mock('../components/charts', () => {
  const Picture = ({ description }: { description: string }) => <div role="img" aria-label={description} />;
  return { SpendChart: Picture, ReviewTimeChart: Picture, FunnelChart: Picture };
});

const fetchMock = vi.fn<typeof fetch>();

const admin: AuthUser = { sub: 'a', email: 'admin@x.test', group: 'admin' };
const brandUser: AuthUser = { sub: 'b', email: 'bea@acme.test', group: 'brand', companyId: 'co_acme' };

function totals(overrides: Partial<AnalyticsTotals> = {}): AnalyticsTotals {
  return {
    paidCents: 0,
    owedCents: 0,
    plannedCents: 0,
    videosPlanned: 0,
    videosSubmitted: 0,
    videosApproved: 0,
    videosRejected: 0,
    firstPassRate: null,
    revisionRoundsPerApproved: null,
    assignmentToFirstSubmission: { medianHours: null, p90Hours: null, count: 0 },
    submissionToDecision: { medianHours: null, p90Hours: null, count: 0 },
    ...overrides,
  };
}

function analytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    period: { from: '2026-07', to: '2026-09' },
    previousPeriod: { from: '2026-04', to: '2026-06' },
    brandId: null,
    totals: totals({
      paidCents: 1_120_000,
      owedCents: 250_000,
      plannedCents: 2_000_000,
      videosPlanned: 40,
      videosSubmitted: 30,
      videosApproved: 24,
      firstPassRate: 0.75,
      submissionToDecision: { medianHours: 20, p90Hours: 60, count: 30 },
    }),
    previousTotals: totals({
      paidCents: 1_000_000,
      owedCents: 250_000,
      plannedCents: 0,
      videosApproved: 30,
      firstPassRate: 0.7,
      submissionToDecision: { medianHours: 25, p90Hours: 70, count: 20 },
    }),
    spendByMonth: [
      {
        month: '2026-07',
        brands: [
          { brandId: 'co_acme', brandName: 'Acme', paidCents: 500_000, owedCents: 0, plannedCents: 1_000_000 },
          { brandId: 'co_bolt', brandName: '=Bolt', paidCents: 120_000, owedCents: 0, plannedCents: 0 },
        ],
      },
      { month: '2026-08', brands: [] },
      {
        month: '2026-09',
        brands: [{ brandId: 'co_acme', brandName: 'Acme', paidCents: 500_000, owedCents: 250_000, plannedCents: 0 }],
      },
    ],
    reviewTimeByMonth: [
      { month: '2026-07', medianHours: 18, p90Hours: 50, decisions: 10 },
      { month: '2026-08', medianHours: null, p90Hours: null, decisions: 0 },
      { month: '2026-09', medianHours: 22, p90Hours: 64, decisions: 20 },
    ],
    funnel: { planned: 40, submitted: 30, approved: 24, approvedFirstPass: 18 },
    reviewWaiting: { count: 3, oldestSubmittedAt: '2026-09-20T10:00:00.000Z' },
    campaignBudgets: [],
    creators: [
      {
        creatorId: 'cr_1',
        name: 'Maya',
        delivered: 10,
        onTime: 9,
        onTimeShare: 0.9,
        firstPassRate: 0.8,
        paidCents: 300_000,
      },
      {
        creatorId: 'cr_2',
        name: 'Zoe',
        delivered: 4,
        onTime: 2,
        onTimeShare: 0.5,
        firstPassRate: null,
        paidCents: 900_000,
      },
      { creatorId: 'cr_3', name: 'Ana', delivered: 7, onTime: 7, onTimeShare: 1, firstPassRate: 0.6, paidCents: 0 },
    ],
    brands: [
      { brandId: 'co_acme', name: 'Acme' },
      { brandId: 'co_bolt', name: '=Bolt' },
    ],
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The query strings of the analytics requests made so far. */
function requested(): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/analytics')
    .map((url) => url.searchParams);
}

function renderPage(path: string, user: AuthUser) {
  vi.mocked(fetchCurrentUser).mockResolvedValue(user);
  return renderRoutes([{ path: '/admin/analytics', element: <AnalyticsRoute /> }], { initialEntries: [path] });
}

/** The figure and the lines under a tile's label (tiles are dt/dd pairs). */
function tile(label: string): HTMLElement {
  const term = within(screen.getByRole('region', { name: 'Key figures' })).getByText(label);
  return term.parentElement!.querySelector('dd')!;
}

describe('/admin/analytics', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => json(analytics()));
  });
  afterEach(() => setConfig(undefined));

  it('asks for the period in the address and shows the tiles with their change and the list behind them', async () => {
    renderPage('/admin/analytics?period=quarter&from=2026-08', admin);
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    await waitFor(() => expect(tile('Paid')).toHaveTextContent('$11,200'));

    expect(requested().map(String)).toEqual(['from=2026-07&to=2026-09']);
    expect(tile('Paid')).toHaveTextContent('+12% vs previous quarter');
    expect(tile('Owed')).toHaveTextContent('No change vs previous quarter');
    expect(tile('Planned')).toHaveTextContent('None in the previous quarter');
    expect(tile('Videos approved')).toHaveTextContent('24-20% vs previous quarter');
    expect(tile('First-pass approval')).toHaveTextContent('75%+5 pts vs previous quarter');
    expect(tile('Median review time')).toHaveTextContent('20 hours-20% vs previous quarter');
    expect(within(tile('Paid')).getByRole('link', { name: 'View UGC projects' })).toHaveAttribute(
      'href',
      '/admin/ugc-projects',
    );
    expect(within(tile('Median review time')).getByRole('link', { name: '3 videos wait for review' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(
      screen.getByText('Jul – Sep 2026, compared with the previous quarter (Apr – Jun 2026).'),
    ).toBeInTheDocument();
  });

  it('turns the period picker and the brand filter into the query it sends', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/admin/analytics?period=quarter&from=2026-07', admin);
    await waitFor(() => expect(tile('Paid')).toHaveTextContent('$11,200'));

    // Month: the last month of the quarter, then another month from the list.
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(requested().at(-1)?.toString()).toBe('from=2026-09&to=2026-09'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'Aug 2026');
    await waitFor(() => expect(requested().at(-1)?.toString()).toBe('from=2026-08&to=2026-08'));
    expect(router.state.location.search).toBe('?period=month&from=2026-08');

    // Custom: From and To; a To before From moves From along.
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'May 2026');
    await waitFor(() => expect(requested().at(-1)?.toString()).toBe('from=2026-05&to=2026-08'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'Apr 2026');
    await waitFor(() => expect(requested().at(-1)?.toString()).toBe('from=2026-04&to=2026-04'));

    // Year, then one brand.
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    await waitFor(() => expect(requested().at(-1)?.toString()).toBe('from=2026-01&to=2026-12'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Acme');
    await waitFor(() => expect(requested().at(-1)?.toString()).toBe('from=2026-01&to=2026-12&brandId=co_acme'));
    expect(router.state.location.search).toBe('?period=year&from=2026-01&brand=co_acme');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'All brands');
    await waitFor(() => expect(router.state.location.search).toBe('?period=year&from=2026-01'));
  });

  it('opens on the current quarter when the address names no period', async () => {
    renderPage('/admin/analytics', admin);
    const start = quarterStart(currentMonth());
    await waitFor(() =>
      expect(requested().map(String)).toEqual([`from=${start}&to=${monthOf(monthIndex(start) + 2)}`]),
    );
  });

  it("shows a chart's figures as a table with a caption, and back", async () => {
    const user = userEvent.setup();
    renderPage('/admin/analytics?period=quarter&from=2026-07', admin);
    const card = (await screen.findByRole('heading', { name: 'Spend by month' })).closest('section')!;
    expect(
      await within(card).findByRole('img', { name: /Stacked bar chart of spend by month and brand, Jul – Sep 2026/ }),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Show as table: Spend by month' }));
    const table = within(card).getByRole('table', { name: 'Spend by month and brand, Jul – Sep 2026' });
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Month', 'Brand', 'Paid (USD)', 'Owed (USD)', 'Planned (USD)'],
      ['Jul 2026', 'Acme', '$5,000.00', '$0.00', '$10,000.00'],
      ['Jul 2026', '=Bolt', '$1,200.00', '$0.00', '$0.00'],
      ['Sep 2026', 'Acme', '$5,000.00', '$2,500.00', '$0.00'],
    ]);
    expect(within(table).getAllByRole('link', { name: 'Acme' })[0]).toHaveAttribute('href', '/admin/brands/co_acme');

    await user.click(within(card).getByRole('button', { name: 'Show as chart: Spend by month' }));
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(await within(card).findByRole('img')).toBeInTheDocument();
  });

  it('sorts the creators table by each measure from its headings, saying so with aria-sort', async () => {
    const user = userEvent.setup();
    renderPage('/admin/analytics?period=quarter&from=2026-07', admin);
    const table = await screen.findByRole('table', { name: /^Creators, Jul – Sep 2026/ });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.children[0]!.textContent);
    const header = (name: string) => within(table).getByRole('columnheader', { name });

    // Most delivered first.
    expect(names()).toEqual(['Maya', 'Ana', 'Zoe']);
    expect(header('Delivered')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Paid (USD)')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Paid (USD)')).getByRole('button'));
    expect(names()).toEqual(['Zoe', 'Maya', 'Ana']);
    expect(header('Paid (USD)')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Delivered')).toHaveAttribute('aria-sort', 'none');

    // Again: the other way round. By keyboard.
    within(header('Paid (USD)')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Ana', 'Maya', 'Zoe']);
    expect(header('Paid (USD)')).toHaveAttribute('aria-sort', 'ascending');

    // A creator without a rate comes last either way.
    await user.click(within(header('First-pass approval')).getByRole('button'));
    expect(names()).toEqual(['Maya', 'Ana', 'Zoe']);
    await user.click(within(header('First-pass approval')).getByRole('button'));
    expect(names()).toEqual(['Ana', 'Maya', 'Zoe']);

    await user.click(within(header('Creator')).getByRole('button'));
    expect(names()).toEqual(['Ana', 'Maya', 'Zoe']);
    expect(header('Creator')).toHaveAttribute('aria-sort', 'ascending');
  });

  it("gives a brand user their brand's figures with no brand filter, whatever the address says", async () => {
    fetchMock.mockImplementation(async () => json(analytics({ brandId: 'co_acme' })));
    renderPage('/admin/analytics?period=quarter&from=2026-07&brand=co_bolt', brandUser);
    await waitFor(() => expect(tile('Paid')).toHaveTextContent('$11,200'));
    expect(requested().map(String)).toEqual(['from=2026-07&to=2026-09']);
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    // The creators table comes with the page's last part of figures, after the tiles.
    expect(await screen.findByRole('table', { name: /^Creators/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Paid by you (USD)' })).toBeInTheDocument();
  });

  it('shows the campaigns now by status, each linking to the campaigns in that status, axe-clean', async () => {
    fetchMock.mockImplementation(async () =>
      json(
        analytics({
          campaignBudgets: [
            { status: 'draft', count: 2, budgetCents: 150_050 },
            { status: 'active', count: 3, budgetCents: 1_200_000 },
            { status: 'completed', count: 1, budgetCents: 99 },
            { status: 'cancelled', count: 0, budgetCents: 0 },
          ],
        }),
      ),
    );
    const { container } = renderPage('/admin/analytics?period=quarter&from=2026-07', admin);
    const section = await screen.findByRole('region', { name: 'Campaigns now' });
    const table = within(section).getByRole('table', { name: /^Campaigns by status now/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Status', 'Campaigns', 'Total budget'],
      ['Draft', '2', '$1,500.50'],
      ['Active', '3', '$12,000.00'],
      ['Completed', '1', '$0.99'],
      ['Cancelled', '0', '$0.00'],
    ]);
    for (const [name, status] of [
      ['Draft', 'draft'],
      ['Active', 'active'],
      ['Completed', 'completed'],
      ['Cancelled', 'cancelled'],
    ] as const) {
      expect(within(table).getByRole('link', { name })).toHaveAttribute('href', `/admin/campaigns?status=${status}`);
    }
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("links each status to that brand's campaigns while the figures are filtered to a brand, and not after", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      json(analytics({ brandId: 'co_bolt', campaignBudgets: [{ status: 'draft', count: 1, budgetCents: 10_000 }] })),
    );
    renderPage('/admin/analytics?period=quarter&from=2026-07&brand=co_bolt', admin);
    const section = await screen.findByRole('region', { name: 'Campaigns now' });
    for (const status of ['draft', 'active', 'completed', 'cancelled'] as const) {
      const name = status[0]!.toUpperCase() + status.slice(1);
      expect(within(section).getByRole('link', { name })).toHaveAttribute(
        'href',
        `/admin/campaigns?status=${status}&brandId=co_bolt`,
      );
    }

    fetchMock.mockImplementation(async () => json(analytics({ campaignBudgets: [] })));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), '');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Campaigns now' })).getByRole('link', { name: 'Draft' }),
      ).toHaveAttribute('href', '/admin/campaigns?status=draft'),
    );
  });

  it('links a brand user to their campaigns by status too, every status shown', async () => {
    fetchMock.mockImplementation(async () =>
      json(analytics({ brandId: 'co_acme', campaignBudgets: [{ status: 'active', count: 1, budgetCents: 50_000 }] })),
    );
    // Whatever the address says: a brand user's list is their own brand's, and the link names no brand.
    renderPage('/admin/analytics?period=quarter&from=2026-07&brand=co_bolt', brandUser);
    const section = await screen.findByRole('region', { name: 'Campaigns now' });
    expect(within(section).getByRole('link', { name: 'Active' })).toHaveAttribute(
      'href',
      '/admin/campaigns?status=active',
    );
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Draft', 'Active', 'Completed', 'Cancelled']);
  });

  it('names the previous period before the figures arrive, so the line does not change (and move the page) then', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(
      (input) =>
        new Promise<Response>((resolve) => {
          if (new URL(String(input), 'http://localhost').pathname === '/api/analytics') answer = resolve;
          else resolve(json({}));
        }),
    );
    renderPage('/admin/analytics?period=quarter&from=2026-07', admin);
    const line = await screen.findByText('Jul – Sep 2026, compared with the previous quarter (Apr – Jun 2026).');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the figures...');
    answer(json(analytics()));
    await waitFor(() => expect(tile('Paid')).toHaveTextContent('$11,200'));
    expect(line).toHaveTextContent('Jul – Sep 2026, compared with the previous quarter (Apr – Jun 2026).');
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementationOnce(async () =>
      json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500),
    );
    renderPage('/admin/analytics?period=quarter&from=2026-07', admin);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the figures');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tile('Paid')).toHaveTextContent('$11,200'));
  });

  it('says when the period has no figure at all', async () => {
    fetchMock.mockImplementation(async () =>
      json(
        analytics({
          totals: totals(),
          previousTotals: totals(),
          spendByMonth: [],
          reviewTimeByMonth: [],
          funnel: { planned: 0, submitted: 0, approved: 0, approvedFirstPass: 0 },
          creators: [],
        }),
      ),
    );
    renderPage('/admin/analytics?period=quarter&from=2026-07', admin);
    expect(await screen.findByRole('heading', { name: 'No figures for Jul – Sep 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Key figures' })).not.toBeInTheDocument();
  });
});
