import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import { CreatorCampaignRoute } from './campaign';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  fetchCurrentUser: vi.fn(),
  getIdToken: vi.fn(async () => 'id-token'),
}));

const CREATOR_ID = 'cr_abcdefghjkmn';
const fetchMock = vi.fn<typeof fetch>();

function render(status: number, body: unknown) {
  fetchMock.mockImplementation(async (input) => {
    expect(new URL(String(input), 'http://localhost').pathname).toBe(`/api/creators/${CREATOR_ID}/campaigns/ca_1`);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.mocked(fetchCurrentUser).mockResolvedValue({
    sub: 's',
    email: 'm@x.test',
    group: 'creator',
    creatorId: CREATOR_ID,
  });
  return renderRoutes(
    [
      { path: '/creator/campaign/:id', element: <CreatorCampaignRoute /> },
      { path: '/creator/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/creator/campaign/ca_1'] },
  );
}

describe('/creator/campaign/{id}', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => setConfig(undefined));

  it("shows the creator's brief, deliverables, rights and terms", async () => {
    render(200, {
      id: 'ca_1',
      name: 'Summer glow',
      brand: { name: 'Acme Beauty' },
      status: 'active',
      type: 'awareness',
      objective: 'Launch the serum',
      goals: '1M views',
      startDate: '2026-12-01',
      products: [{ name: 'Glow Serum' }],
      brief: { targetAudience: 'Women 25-34', keyMessages: 'Glow in two weeks' },
      assignment: {
        type: 'UGC',
        rate: 450,
        status: 'accepted',
        deliverables: { tiktokVideos: 3 },
        usageRights: { duration: '6 months', platforms: ['tiktok', 'ads'] },
        contractTerms: { exclusivity: true, revisions: 2 },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Summer glow' })).toBeInTheDocument();
    // The app's one date format, as on the admin's screens: 'Dec 1, 2026', not '2026-12-01'.
    expect(screen.getByText('Acme Beauty · Brand Awareness · starts Dec 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your part' })).toHaveTextContent('UGC · $450.00 · status accepted');
    expect(screen.getByText('TikTok videos: 3')).toBeInTheDocument();
    expect(screen.getByText('Usage rights: 6 months on tiktok, ads')).toBeInTheDocument();
    expect(screen.getByText('Contract: exclusive, 2 revision(s)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Brief' })).toHaveTextContent('Target audienceWomen 25-34');
    expect(screen.getByText('Products: Glow Serum')).toBeInTheDocument();
    // The one left-aligned back link of every page, not a full-width button with centred text.
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('data-back-link');
  });

  it('shows a not-found screen with a way back when the campaign is not theirs', async () => {
    render(403, { error: { code: 'FORBIDDEN', message: 'You are not on this campaign' } });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/creator/dashboard');
  });
});
