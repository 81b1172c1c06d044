import type { AgencyAttention, BrandAttention } from '@reelbridge/shared/api/attention';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import { AttentionPanel } from './attention-panel';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => null),
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const empty = { items: [], more: false };
const review = {
  projectId: 'pr_1',
  projectName: 'Summer Glow',
  brandId: 'co_acme',
  brandName: 'Acme',
  projectCreatorId: 'pc_1',
  creatorId: 'cr_1',
  creatorName: 'Maya Rivers',
  waitingCount: 2,
  since: '2026-11-20T10:00:00.000Z',
};
const lateDelivery = {
  ...review,
  projectCreatorId: 'pc_2',
  creatorName: 'Jordan Lee',
  dueAt: '2026-11-21T05:00:00.000Z',
  dueDate: '2026-11-20',
  openCount: 1,
};

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('AttentionPanel', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    setConfig(undefined);
  });

  it("lists the agency's four queues, each line a link to where it is done", async () => {
    const body: AgencyAttention = {
      audience: 'agency',
      payments: {
        items: [{ creatorId: 'cr_9', creatorName: 'Ana Lima', since: '2026-11-22T09:00:00.000Z' }],
        more: false,
      },
      reviews: { items: [review], more: true },
      late: { items: [lateDelivery], more: false },
      briefs: {
        items: [
          {
            campaignId: 'ca_1',
            campaignName: 'Holiday Drop',
            brandId: 'co_acme',
            brandName: 'Acme',
            unsentCount: 3,
            since: '2026-11-18T00:00:00.000Z',
          },
        ],
        more: false,
      },
    };
    fetchMock.mockResolvedValue(json(body));
    renderRoutes([{ path: '/', element: <AttentionPanel audience="agency" /> }]);

    await screen.findByRole('link', { name: 'Ana Lima' });
    const payments = section('Payment details to review');
    expect(within(payments).getByRole('link', { name: 'Ana Lima' })).toHaveAttribute(
      'href',
      '/admin/creators?payment=cr_9',
    );
    const reviews = section('Videos waiting for review');
    expect(within(reviews).getByRole('link', { name: 'Maya Rivers: 2 videos' })).toHaveAttribute(
      'href',
      '/admin/ugc-projects/pr_1',
    );
    expect(within(reviews).getByText(/Summer Glow · Acme · since Nov 20, 2026/)).toBeInTheDocument();
    // More than the list shows: a way to the whole list, and the count says so.
    expect(within(reviews).getByRole('link', { name: 'All UGC projects' })).toHaveAttribute(
      'href',
      '/admin/ugc-projects',
    );
    expect(within(reviews).getByLabelText('1 or more waiting')).toBeInTheDocument();
    const late = section('Late deliveries');
    expect(within(late).getByRole('link', { name: 'Jordan Lee: 1 video to deliver' })).toBeInTheDocument();
    expect(within(late).getByText('Late by 4 days')).toBeInTheDocument();
    expect(within(section('Briefs not sent')).getByRole('link', { name: 'Holiday Drop: 3 briefs' })).toHaveAttribute(
      'href',
      '/admin/campaigns?campaign=ca_1',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/attention');
  });

  it('shows a brand user their review queue and what is due, and says when nothing waits', async () => {
    const body: BrandAttention = {
      audience: 'brand',
      reviews: empty,
      due: { items: [{ ...lateDelivery, dueAt: '2026-11-27T05:00:00.000Z', dueDate: '2026-11-26' }], more: false },
    };
    fetchMock.mockResolvedValue(json(body));
    renderRoutes([{ path: '/', element: <AttentionPanel audience="brand" /> }]);

    await screen.findByText('Due Nov 26');
    const due = section('Deliveries due soon or late');
    expect(within(due).getByText('Due Nov 26')).toBeInTheDocument();
    expect(within(due).getByText('Summer Glow')).toBeInTheDocument();
    expect(
      within(section('Videos waiting for your review')).getByText('No video is waiting for a review.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment details to review' })).toBeNull();
  });
});
