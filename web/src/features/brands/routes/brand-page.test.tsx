import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import { emptyProfile, json, profileFixture } from '../testing';
import { BrandPageRoute } from './brand-page';
import { ConfirmModals } from '@/components/confirm-modals';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => ({ sub: 'a', email: 'admin@x.test', group: 'admin' })),
}));

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

const fetchMock = vi.fn<typeof fetch>();

function serve(profile: unknown) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if (path === '/api/brands/co_glow/profile') return json(200, profile);
    if (path === '/api/brands/co_glow/products') {
      return json(200, {
        items: [{ id: 'pr_1', brandId: 'co_glow', name: 'Glow Serum', pricing: 20, benefits: [], status: 'active' }],
      });
    }
    if (path === '/api/ugc-projects' && url.searchParams.get('brandId') === 'co_glow') {
      return json(200, {
        items: [
          {
            id: 'ugc_1',
            name: 'Spring glow reels',
            brandId: 'co_glow',
            brand: { id: 'co_glow', name: 'Glow Labs' },
            status: 'active',
            creatorCount: 2,
            totalBudget: 600,
            createdAt: '2026-11-01T10:00:00.000Z',
            dueDate: '2026-12-03',
          },
        ],
        nextCursor: 'more',
      });
    }
    if (path === '/api/campaigns' && url.searchParams.get('brandId') === 'co_glow') return json(200, { items: [] });
    if (path === '/api/brands/co_glow/activity') {
      return json(200, {
        items: [
          {
            id: 'ev_1',
            type: 'brand.profileUpdated',
            at: '2026-11-02T10:00:00.000Z',
            text: 'owner@glow.test (brand) updated the brand profile',
            actor: { role: 'brand' },
          },
        ],
      });
    }
    if (path === '/api/brands/co_missing/profile') {
      return json(404, { error: { code: 'NOT_FOUND', message: 'Brand not found' } });
    }
    throw new Error(`Unexpected request ${path}`);
  });
}

const renderPage = (brandId = 'co_glow') => ({
  ...renderRoutes(
    [
      {
        path: '/admin/brands/:brandId',
        element: (
          <ConfirmModals>
            <BrandPageRoute />
          </ConfirmModals>
        ),
      },
    ],
    { initialEntries: [`/admin/brands/${brandId}`] },
  ),
  user: userEvent.setup(),
});

describe('/admin/brands/:brandId', { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => setConfig(undefined));

  it("shows the brand's header, profile, products, team link and activity", async () => {
    serve(profileFixture());
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Glow Labs' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@glow.test' })).toHaveAttribute('href', 'mailto:hello@glow.test');
    expect(screen.getByRole('link', { name: 'team@glow.test' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Brand voice' })).toBeInTheDocument();
    expect(screen.getByText('Warm, never pushy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/admin/brands/co_glow/team');
    expect(await within(screen.getByRole('region', { name: 'Products' })).findByText('Glow Serum')).toBeInTheDocument();
    expect(await screen.findByText('owner@glow.test (brand) updated the brand profile')).toBeInTheDocument();
    // The brand's newest projects and campaigns (GET …?brandId=), each a link, and the way to the whole list.
    const projects = screen.getByRole('region', { name: 'UGC projects' });
    expect(await within(projects).findByRole('link', { name: 'Spring glow reels' })).toHaveAttribute(
      'href',
      '/admin/ugc-projects/ugc_1',
    );
    expect(within(projects).getByText('2 creators · created Nov 1, 2026 · due Dec 3, 2026')).toBeInTheDocument();
    expect(within(projects).getByText('Showing the newest 1.')).toBeInTheDocument();
    const campaigns = screen.getByRole('region', { name: 'Campaigns' });
    expect(await within(campaigns).findByText('No campaigns yet.')).toBeInTheDocument();
    expect(within(campaigns).getByRole('link', { name: 'All campaigns' })).toHaveAttribute('href', '/admin/campaigns');

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(await screen.findByRole('form', { name: 'Edit brand profile' })).toBeInTheDocument();
  });

  it('shows the lists below the profile together, once the last of them has answered, so that none moves another', async () => {
    serve(profileFixture());
    const served = fetchMock.getMockImplementation()!;
    let answerProjects: () => void = () => undefined;
    const projectsAnswered = new Promise<void>((resolve) => (answerProjects = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/ugc-projects') await projectsAnswered;
      return served(input, init);
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Glow Labs' })).toBeInTheDocument();
    expect(await screen.findByText("Loading the brand's products, campaigns and projects…")).toBeInTheDocument();
    // The products and the campaigns have answered; they wait for the projects, which come above the campaigns.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/campaigns'))).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Campaigns' })).not.toBeInTheDocument();
    answerProjects();
    const projects = await screen.findByRole('region', { name: 'UGC projects' });
    expect(within(projects).getByRole('link', { name: 'Spring glow reels' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Campaigns' })).getByText('No campaigns yet.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Products' })).getByText('Glow Serum')).toBeInTheDocument();
  });

  it('says when the brand never submitted onboarding', async () => {
    serve(emptyProfile());
    renderPage();
    expect(await screen.findByText('Onboarding not submitted yet')).toBeInTheDocument();
    expect(screen.getByText(/^Nothing here yet\./)).toBeInTheDocument();
    expect(screen.getByText('Not started')).toBeInTheDocument();
  });

  it('shows the not-found page for a brand that does not exist', async () => {
    serve(profileFixture());
    renderPage('co_missing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
