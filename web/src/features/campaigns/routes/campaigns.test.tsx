import { Notifications, notifications } from '@mantine/notifications';
import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes, setViewportWidth } from '@/testing/test-utils';
import type { CampaignStatus } from '../api/campaigns';
import type { Campaign, CampaignSummary } from '@reelbridge/shared/api/types';
import { apiError, brand, campaign, fakeApi, json, page } from '../testing';
import { CampaignsRoute } from './campaigns';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token'), fetchCurrentUser: vi.fn() }));

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

const api = fakeApi();

function summary({ creators: _creators, objective: _o, goals: _g, products: _p, brief: _b, ...rest }: Campaign) {
  return rest satisfies Omit<CampaignSummary, never>;
}

const SPRING = campaign('cp_spring', 'Spring Glow', { startDate: '2026-04-01' });
const SUMMER = campaign('cp_summer', 'Summer Shine', { status: 'active', type: 'conversion', budget: 900 });
const AUTUMN = campaign('cp_autumn', 'Autumn Calm', { status: 'completed', type: 'engagement' });
const WINTER = campaign('cp_winter', 'Winter Care', { status: 'cancelled' });
const BOLT_DRAFT = campaign('cp_bolt', 'Bolt Launch', { brandId: 'co_bolt', brand: { id: 'co_bolt', name: 'Bolt' } });

/** The WCAG A and AA rules axe checks (contrast needs a real layout). */
async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

function renderPage(entry = '/admin/campaigns') {
  const view = renderRoutes(
    [
      {
        path: '/admin/campaigns',
        element: (
          <>
            <Notifications />
            <CampaignsRoute />
          </>
        ),
      },
      { path: '/admin/campaigns/new', element: <h1>New campaign page</h1> },
    ],
    { initialEntries: [entry] },
  );
  return { ...view, user: userEvent.setup() };
}

const rowOf = async (name: string) => (await screen.findByRole('button', { name })).closest('tr')!;

/** Opens the detail modal of a campaign from its row. */
async function openDetail(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('/admin/campaigns', { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', api.fetchMock);
    vi.mocked(fetchCurrentUser).mockResolvedValue({ sub: 'a', email: 'admin@x.test', group: 'admin' });
    api.serve({
      'GET /api/campaigns': () => page([SPRING, SUMMER, AUTUMN, WINTER].map(summary)),
      'GET /api/campaigns/cp_spring': () => json(200, SPRING),
      'GET /api/campaigns/cp_summer': () => json(200, SUMMER),
      'GET /api/campaigns/cp_autumn': () => json(200, AUTUMN),
      'GET /api/campaigns/cp_winter': () => json(200, WINTER),
      'GET /api/brands': () => page([brand('co_acme', 'Acme Beauty'), brand('co_bolt', 'Bolt')]),
    });
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
  });

  it('lists the campaigns with brand, type, budget, creators and the status colours', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading campaigns' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Brand', 'Type', 'Budget', 'Creators', 'Start date', 'Status']);
    expect(
      within(await rowOf('Spring Glow'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Spring Glow', 'Acme Beauty', 'Brand Awareness', '$2,500.50', '2', 'Apr 1, 2026', 'Draft']);

    const colours: Record<string, [string, CampaignStatus]> = {
      'Spring Glow': ['gray', 'draft'],
      'Summer Shine': ['green', 'active'],
      'Autumn Calm': ['blue', 'completed'],
      'Winter Care': ['red', 'cancelled'],
    };
    for (const [name, [colour, status]] of Object.entries(colours)) {
      const badge = within(await rowOf(name)).getByText(status, { exact: false, ignore: 'button' });
      expect(badge.closest('.mantine-Badge-root')).toHaveStyle({
        '--badge-bg': `var(--mantine-color-${colour}-light)`,
      });
    }
    expect(screen.getByRole('link', { name: 'Add Campaign' })).toHaveAttribute('href', '/admin/campaigns/new');
  });

  it('searches by name once typing pauses', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Campaigns' });
    api.serve({
      'GET /api/campaigns': (_, url) =>
        page(url.searchParams.get('query') === 'sum' ? [summary(SUMMER)] : [SPRING, SUMMER].map(summary)),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'sum');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Spring Glow' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Summer Shine' })).toBeInTheDocument();
    expect(api.requests('GET', '/api/campaigns').map(({ url }) => url.searchParams.get('query'))).toEqual([
      null,
      'sum',
    ]);
  });

  it("continues a search with its cursor on 'Load more', showing a campaign met again once", async () => {
    api.serve({
      'GET /api/campaigns': (_, url) =>
        url.searchParams.get('cursor') === 'next'
          ? page([SUMMER, AUTUMN].map(summary))
          : page([SPRING, SUMMER].map(summary), url.searchParams.get('query') ? 'next' : undefined),
    });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Campaigns' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 's');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Autumn Calm' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Summer Shine' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      api
        .requests('GET', '/api/campaigns')
        .map(({ url }) => [url.searchParams.get('query'), url.searchParams.get('cursor')]),
    ).toEqual([
      [null, null],
      ['s', null],
      ['s', 'next'],
    ]);
  });

  it('says when nothing matches a search', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Campaigns' });
    api.serve({ 'GET /api/campaigns': () => page([]) });
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'zzz');
    expect(await screen.findByText('No campaigns match your search')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches "zzz".')).toBeInTheDocument();
  });

  it('opens filtered by the status in the address, and the status filter changes the address', async () => {
    api.serve({
      'GET /api/campaigns': (_, url) => {
        const status = url.searchParams.get('status');
        return page([SPRING, SUMMER, AUTUMN, WINTER].filter((row) => !status || row.status === status).map(summary));
      },
    });
    const { user, router } = renderPage('/admin/campaigns?status=active');
    expect(await screen.findByRole('button', { name: 'Summer Shine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spring Glow' })).not.toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(filter).toHaveValue('active');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Draft', 'Active', 'Completed', 'Cancelled']);
    // The API lists by name or by status: the search waits while a status is picked.
    expect(screen.getByRole('searchbox', { name: 'Search campaigns' })).toBeDisabled();
    expect(screen.getByText('To search by name, choose All statuses.')).toBeInTheDocument();

    await user.selectOptions(filter, 'completed');
    expect(await screen.findByRole('button', { name: 'Autumn Calm' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Summer Shine' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=completed');

    await user.selectOptions(filter, '');
    expect(await screen.findByRole('button', { name: 'Spring Glow' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search campaigns' })).toBeEnabled();
    expect(api.requests('GET', '/api/campaigns').map(({ url }) => url.searchParams.get('status'))).toEqual([
      'active',
      'completed',
      null,
    ]);
  });

  it('says when no campaign is in the status', async () => {
    api.serve({
      'GET /api/campaigns': (_, url) => (url.searchParams.get('status') ? page([]) : page([summary(SPRING)])),
    });
    renderPage('/admin/campaigns?status=cancelled');
    expect(await screen.findByText('No cancelled campaigns')).toBeInTheDocument();
    expect(screen.getByText('There are no campaigns in the Cancelled status.')).toBeInTheDocument();
  });

  it('lists every campaign for a status in the address that is not one', async () => {
    renderPage('/admin/campaigns?status=paused');
    expect(await screen.findByRole('button', { name: 'Spring Glow' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(api.requests('GET', '/api/campaigns')[0]!.url.searchParams.get('status')).toBeNull();
  });

  describe('brand filter', () => {
    beforeEach(() => {
      api.serve({
        'GET /api/campaigns': (_, url) => {
          const status = url.searchParams.get('status');
          const brandId = url.searchParams.get('brandId');
          return page(
            [SPRING, SUMMER, AUTUMN, WINTER, BOLT_DRAFT]
              .filter((row) => (!status || row.status === status) && (!brandId || row.brandId === brandId))
              .map(summary),
          );
        },
      });
    });

    it('opens filtered by the brand and status in the address, shows the brand and clears it, axe-clean', async () => {
      const { user, router, container } = renderPage('/admin/campaigns?status=draft&brandId=co_bolt');
      expect(await screen.findByRole('button', { name: 'Bolt Launch' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Spring Glow' })).not.toBeInTheDocument();
      const filter = screen.getByRole('combobox', { name: 'Brand' });
      expect(filter).toHaveValue('co_bolt');
      await waitFor(() => expect(within(filter).getByRole('option', { name: 'Bolt' })).toBeInTheDocument());
      expect((within(filter).getByRole('option', { name: 'Bolt' }) as HTMLOptionElement).selected).toBe(true);
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All brands', 'Acme Beauty', 'Bolt']);
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
      expect(await axeViolations(container)).toEqual([]);

      // Cleared from the keyboard: the list is every brand's drafts, and the address keeps the status only.
      filter.focus();
      await user.selectOptions(filter, '');
      expect(await screen.findByRole('button', { name: 'Spring Glow' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Bolt Launch' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('?status=draft');
      expect(filter).toHaveValue('');

      await user.selectOptions(filter, 'co_acme');
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Bolt Launch' })).not.toBeInTheDocument());
      expect(router.state.location.search).toBe('?status=draft&brandId=co_acme');
      expect(
        api
          .requests('GET', '/api/campaigns')
          .map(({ url }) => [url.searchParams.get('status'), url.searchParams.get('brandId')]),
      ).toEqual([
        ['draft', 'co_bolt'],
        ['draft', null],
        ['draft', 'co_acme'],
      ]);
    });

    it('searches by name within the brand', async () => {
      const { user } = renderPage('/admin/campaigns?brandId=co_acme');
      expect(await screen.findByRole('button', { name: 'Spring Glow' })).toBeInTheDocument();
      api.serve({ 'GET /api/campaigns': () => page([]) });
      await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'zzz');
      expect(await screen.findByText('No campaigns match your search')).toBeInTheDocument();
      expect(screen.getByText('No Acme Beauty campaigns match "zzz".')).toBeInTheDocument();
      expect(
        api
          .requests('GET', '/api/campaigns')
          .map(({ url }) => [url.searchParams.get('query'), url.searchParams.get('brandId')]),
      ).toEqual([
        [null, 'co_acme'],
        ['zzz', 'co_acme'],
      ]);
    });

    it('says when the brand has no campaign in the status, naming the brand', async () => {
      renderPage('/admin/campaigns?status=cancelled&brandId=co_bolt');
      expect(await screen.findByText('No cancelled campaigns')).toBeInTheDocument();
      expect(await screen.findByText('There are no Bolt campaigns in the Cancelled status.')).toBeInTheDocument();
    });

    it('names a filtered brand beyond the first page of brands by reading it', async () => {
      api.serve({ 'GET /api/brands/co_zeta': () => json(200, brand('co_zeta', 'Zeta Skin')) });
      renderPage('/admin/campaigns?brandId=co_zeta');
      const filter = await screen.findByRole('combobox', { name: 'Brand' });
      await waitFor(() => expect(within(filter).getByRole('option', { name: 'Zeta Skin' })).toBeInTheDocument());
      expect(filter).toHaveValue('co_zeta');
      expect(await screen.findByText('No campaigns for this brand yet')).toBeInTheDocument();
      expect(
        await screen.findByText("There are no Zeta Skin campaigns yet. To see every brand's, choose All brands."),
      ).toBeInTheDocument();
      expect(api.requests('GET', '/api/campaigns')[0]!.url.searchParams.get('brandId')).toBe('co_zeta');
    });

    it('never sends a brand id from the address for a brand user, and shows no brand filter', async () => {
      vi.mocked(fetchCurrentUser).mockResolvedValue({
        sub: 'b',
        email: 'brand@x.test',
        group: 'brand',
        companyId: 'co_acme',
      });
      renderPage('/admin/campaigns?status=draft&brandId=co_bolt');
      expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('draft');
      await waitFor(() => expect(api.requests('GET', '/api/campaigns')).toHaveLength(1));
      expect(api.requests('GET', '/api/campaigns')[0]!.url.searchParams.get('brandId')).toBeNull();
      expect(api.requests('GET', '/api/campaigns')[0]!.url.searchParams.get('status')).toBe('draft');
      expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
      expect(api.requests('GET', '/api/brands')).toHaveLength(0);
    });
  });

  it('opens the detail modal with the brief, the creators and Edit Campaign', async () => {
    const { user } = renderPage();
    const dialog = await openDetail(user, 'Spring Glow');
    expect(await within(dialog).findByRole('button', { name: 'Edit Campaign' })).toBeInTheDocument();
    expect(within(dialog).getByText('Women 25-40 who care about skincare')).toBeInTheDocument();
    expect(within(dialog).getByText('Glow Serum')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Campaign Brief for Maya Rivera' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Campaign Brief for Jordan Lee' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Edit Campaign' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Campaign' });
    expect(within(edit).getByRole('textbox', { name: 'Campaign name' })).toHaveValue('Spring Glow');

    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Campaign Brief for Maya Rivera' }));
    const brief = await screen.findByRole('dialog', { name: 'Campaign Brief' });
    expect(within(brief).getByText('Maya Rivera')).toBeInTheDocument();
    expect(within(brief).getByRole('button', { name: 'Send Brief via Email' })).toBeInTheDocument();
  });

  it("shows the campaign's history in the detail modal", async () => {
    api.serve({
      'GET /api/campaigns/cp_spring/activity': () =>
        page([
          {
            id: 'ev_1',
            type: 'campaign.briefSent',
            at: '2026-03-09T15:00:00.000Z',
            text: 'Alex (agency) sent the brief to Maya Rivera',
            actor: { role: 'admin', name: 'Alex' },
          },
        ]),
    });
    const { user } = renderPage();
    const dialog = await openDetail(user, 'Spring Glow');
    const history = await within(dialog).findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Alex (agency) sent the brief to Maya Rivera')).toBeInTheDocument();
    expect(within(history).getByRole('time')).toHaveAttribute('datetime', '2026-03-09T15:00:00.000Z');
    expect(api.requests('GET', '/api/campaigns/cp_spring/activity')).toHaveLength(1);
  });

  describe('status changes', () => {
    const offered = async (name: string) => {
      const { user } = renderPage();
      const dialog = await openDetail(user, name);
      await within(dialog).findByRole('button', { name: 'Edit Campaign' });
      const group = within(dialog).queryByRole('group', { name: 'Change status' });
      return {
        user,
        dialog,
        actions: group
          ? within(group)
              .getAllByRole('button')
              .map((b) => b.textContent)
          : [],
      };
    };

    it('offers a draft campaign activation or cancellation', async () => {
      expect((await offered('Spring Glow')).actions).toEqual(['Activate Campaign', 'Cancel Campaign']);
    });

    it('offers an active campaign completion or cancellation', async () => {
      expect((await offered('Summer Shine')).actions).toEqual(['Mark as Completed', 'Cancel Campaign']);
    });

    it('offers nothing for a completed campaign', async () => {
      expect((await offered('Autumn Calm')).actions).toEqual([]);
    });

    it('offers nothing for a cancelled campaign', async () => {
      expect((await offered('Winter Care')).actions).toEqual([]);
    });

    it('activates a draft with PATCH …/status and shows the new status', async () => {
      api.serve({ 'PATCH /api/campaigns/cp_spring/status': (body) => json(200, { ...SPRING, ...body, version: 4 }) });
      const { user, dialog } = await offered('Spring Glow');
      await user.click(within(dialog).getByRole('button', { name: 'Activate Campaign' }));
      expect(await screen.findByText('Spring Glow is now active.')).toBeInTheDocument();
      expect(api.requests('PATCH', '/api/campaigns/cp_spring/status')[0]!.body).toEqual({ status: 'active' });
      const group = await within(dialog).findByRole('group', { name: 'Change status' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mark as Completed', 'Cancel Campaign']);
    });

    it('asks once more before a final status, and Go back changes nothing', async () => {
      api.serve({
        'PATCH /api/campaigns/cp_summer/status': (body) => json(200, { ...SUMMER, ...body, version: 4 }),
      });
      const { user, dialog } = await offered('Summer Shine');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel Campaign' }));
      const confirm = within(dialog).getByRole('alertdialog', { name: 'Cancel Campaign' });
      expect(confirm).toHaveTextContent('Cancel Summer Shine? A cancelled campaign cannot be reopened.');
      await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
      expect(api.requests('PATCH', '/api/campaigns/cp_summer/status')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
      await user.click(
        within(within(dialog).getByRole('alertdialog', { name: 'Mark as Completed' })).getByRole('button', {
          name: 'Mark as Completed',
        }),
      );
      expect(await screen.findByText('Summer Shine is now completed.')).toBeInTheDocument();
      expect(api.requests('PATCH', '/api/campaigns/cp_summer/status')[0]!.body).toEqual({ status: 'completed' });
      await waitFor(() =>
        expect(within(dialog).queryByRole('group', { name: 'Change status' })).not.toBeInTheDocument(),
      );
    });

    it('warns before completing that creators are still pending and briefs were never sent', async () => {
      const { user, dialog } = await offered('Summer Shine');
      await user.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
      const confirm = within(dialog).getByRole('alertdialog', { name: 'Mark as Completed' });
      const undone = within(confirm).getByRole('list', { name: 'Left undone' });
      expect(undone).toHaveTextContent(/still (has|have) not answered \(pending\)/);
      expect(undone).toHaveTextContent('The brief was never sent to');
      expect(api.requests('PATCH', '/api/campaigns/cp_summer/status')).toHaveLength(0);
    });

    it("shows the server's refusal (409) and reloads the campaign", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      api.serve({
        'PATCH /api/campaigns/cp_spring/status': () =>
          apiError(409, 'CONFLICT', 'A active campaign cannot become active'),
      });
      const { user, dialog } = await offered('Spring Glow');
      const loads = api.requests('GET', '/api/campaigns/cp_spring').length;
      await user.click(within(dialog).getByRole('button', { name: 'Activate Campaign' }));
      expect(await screen.findByText('A active campaign cannot become active')).toBeInTheDocument();
      await waitFor(() => expect(api.requests('GET', '/api/campaigns/cp_spring').length).toBe(loads + 1));
    });
  });

  it('lets a brand user read campaigns only', async () => {
    vi.mocked(fetchCurrentUser).mockResolvedValue({
      sub: 'b',
      email: 'brand@x.test',
      group: 'brand',
      companyId: 'co_acme',
    });
    const { user } = renderPage();
    const dialog = await openDetail(user, 'Spring Glow');
    expect(await within(dialog).findByText('Women 25-40 who care about skincare')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit Campaign' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Change status' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Campaign Brief/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Campaign' })).not.toBeInTheDocument();
  });

  it('lists the campaigns as entries on a phone', async () => {
    setViewportWidth(375);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Spring Glow');
    expect(first).toHaveTextContent('Draft');
    expect(first).toHaveTextContent('Brand Awareness · $2,500.50 · 2 creators');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load campaigns' when the list cannot load", async () => {
    api.serve({ 'GET /api/campaigns': () => new Response('oops', { status: 502 }) });
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load campaigns');
  });
});
