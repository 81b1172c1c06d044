import { Notifications, notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText, renderWithProviders } from '@/testing/test-utils';
import type { CampaignCreatorEntry } from '@reelbridge/shared/api/types';
import { apiError, entry, fakeApi, json } from '../testing';
import { CampaignBriefForm, SAVED_NOTICE_MS } from './campaign-brief-form';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

const api = fakeApi();
const PATH = '/api/campaigns/cp_1/creators/cr_maya';
const MAYA = entry('cr_maya', 'Maya Rivera', 'maya@creators.test', { version: 4 });

function renderBrief(current: CampaignCreatorEntry = MAYA) {
  const view = renderWithProviders(
    <>
      <Notifications />
      <CampaignBriefForm campaign={{ id: 'cp_1', name: 'Spring Glow' }} entry={current} onClose={vi.fn()} />
    </>,
  );
  return { ...view, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe("the per-creator 'Campaign Brief'", { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', api.fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
    vi.useRealTimers();
  });

  it('shows what was saved: rate, status, deliverables, usage rights and contract terms', () => {
    renderBrief(
      entry('cr_maya', 'Maya Rivera', 'maya@creators.test', {
        type: 'Affiliate',
        rate: 350,
        status: 'accepted',
        deliverables: { tiktokVideos: 2, instagramReels: 1 },
        usageRights: { duration: '6 months', platforms: ['tiktok', 'ads'] },
        contractTerms: { exclusivity: true, revisions: 2, additionalTerms: 'Net 30' },
        briefSentAt: '2026-03-02T09:30:00.000Z',
      }),
    );
    expect(screen.getByRole('radio', { name: 'Affiliate' })).toBeChecked();
    expect(box('Rate')).toHaveValue('$350.00');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('accepted');
    expect(box('TikTok videos')).toHaveValue('2');
    expect(box('Instagram reels')).toHaveValue('1');
    expect(box('Instagram posts')).toHaveValue('0');
    expect(box('Duration')).toHaveValue('6 months');
    expect(screen.getByRole('checkbox', { name: 'TikTok' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Paid Advertising' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Exclusive' })).toBeChecked();
    expect(box('Revisions')).toHaveValue('2');
    expect(box('Additional terms')).toHaveValue('Net 30');
    expect(screen.getByText(/^Brief last sent/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Status' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an option...', 'Pending', 'Accepted', 'Rejected', 'Completed']);
  });

  it("saves the details with PUT …/creators/{creatorId} and reads 'Saved!' for 2 seconds", async () => {
    api.serve({ [`PUT ${PATH}`]: (body) => json(200, { ...MAYA, ...body, version: 5 }) });
    const { user } = renderBrief();

    await enterText(user, box('Rate'), '350.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Accepted');
    await user.clear(box('TikTok videos'));
    await enterText(user, box('TikTok videos'), '3');
    await user.clear(box('Instagram stories'));
    await enterText(user, box('Instagram stories'), '2');
    await enterText(user, box('Duration'), '12 months');
    await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await user.click(screen.getByRole('checkbox', { name: 'Paid Advertising' }));
    await user.click(screen.getByRole('checkbox', { name: 'Exclusive' }));
    await enterText(user, box('Revisions'), '2');
    await enterText(user, box('Additional terms'), 'Raw footage included');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByRole('button', { name: 'Saved!' })).toBeInTheDocument();
    expect(api.requests('PUT', PATH)[0]!.body).toEqual({
      type: 'UGC',
      status: 'accepted',
      rate: 350.5,
      deliverables: { instagramPosts: 0, instagramStories: 2, instagramReels: 0, tiktokVideos: 3 },
      usageRights: { duration: '12 months', platforms: ['instagram', 'ads'] },
      contractTerms: { exclusivity: true, revisions: 2, additionalTerms: 'Raw footage included' },
      version: 4,
    });
    act(() => vi.advanceTimersByTime(SAVED_NOTICE_MS));
    expect(await screen.findByRole('button', { name: 'Save Details' })).toBeInTheDocument();
  });

  it("'Send Brief via Email' saves unsaved changes first, then sends the brief", async () => {
    api.serve({
      [`PUT ${PATH}`]: (body) => json(200, { ...MAYA, ...body, version: 5 }),
      [`POST ${PATH}/brief`]: () => json(200, { ...MAYA, briefSentAt: '2026-03-02T09:30:00.000Z', version: 6 }),
    });
    const { user } = renderBrief();
    await enterText(user, box('Rate'), '200');
    await user.click(screen.getByRole('button', { name: 'Send Brief via Email' }));

    expect(
      await screen.findByText('The brief for Spring Glow is on its way to maya@creators.test.'),
    ).toBeInTheDocument();
    expect(api.requests('PUT', PATH)).toHaveLength(1);
    expect(api.requests('PUT', PATH)[0]!.body).toMatchObject({ rate: 200 });
    expect(api.requests('POST', `${PATH}/brief`)).toHaveLength(1);
    // The save went first.
    const order = api.fetchMock.mock.calls.map(([, init]) => init?.method);
    expect(order).toEqual(['PUT', 'POST']);
  });

  it('sends without saving when nothing changed', async () => {
    api.serve({ [`POST ${PATH}/brief`]: () => json(200, { ...MAYA, briefSentAt: '2026-03-02T09:30:00.000Z' }) });
    const { user } = renderBrief();
    await user.click(screen.getByRole('button', { name: 'Send Brief via Email' }));
    expect(await screen.findByText('Brief sent')).toBeInTheDocument();
    expect(api.requests('PUT', PATH)).toHaveLength(0);
  });

  it('shows why a save was refused and does not send', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.serve({
      [`PUT ${PATH}`]: () => apiError(409, 'CONFLICT', 'This campaign was changed meanwhile. Reload and try again.'),
    });
    const { user } = renderBrief();
    await enterText(user, box('Rate'), '200');
    await user.click(screen.getByRole('button', { name: 'Send Brief via Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This campaign was changed meanwhile. Reload and try again.',
    );
    expect(api.requests('POST', `${PATH}/brief`)).toHaveLength(0);
  });
});
