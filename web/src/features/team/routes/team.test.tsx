import type { Team } from '@reelbridge/shared/api/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { fetchCurrentUser } from '@/lib/auth';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import { TeamRoute } from './team';
import { ConfirmModals } from '@/components/confirm-modals';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const TEAM: Team = {
  brandId: 'co_acme',
  brandName: 'Acme Beauty',
  canManage: true,
  members: [
    {
      userId: 'u-owner',
      email: 'bea@acme.test',
      name: 'Bea Brand',
      role: 'owner',
      joinedAt: '2026-11-01T09:00:00.000Z',
    },
    {
      userId: 'u-sam',
      email: 'sam@acme.test',
      name: 'Sam Okafor',
      role: 'member',
      joinedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  requests: [
    { userId: 'u-ray', email: 'ray@else.test', name: 'Ray Stranger', requestedAt: '2026-11-23T09:00:00.000Z' },
  ],
  invitations: [],
  history: [
    {
      id: 'te_1',
      action: 'accepted',
      subject: 'sam@acme.test',
      actor: 'bea@acme.test',
      at: '2026-11-20T09:00:00.000Z',
    },
  ],
};

function calls() {
  return fetchMock.mock.calls.map(
    ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`,
  );
}

/** The signed-in layouts provide the confirm modals (app/authenticated-providers.tsx). */
const withModals = (page: ReactNode) => <ConfirmModals>{page}</ConfirmModals>;

function renderTeam(path = '/admin/brands/co_acme/team') {
  renderRoutes(
    [
      { path: '/admin/brands/:brandId/team', element: withModals(<TeamRoute />) },
      { path: '/admin/team', element: withModals(<TeamRoute />) },
    ],
    { initialEntries: [path] },
  );
  return userEvent.setup({ delay: null });
}

describe('the Team page', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(fetchCurrentUser).mockResolvedValue({
      sub: 'u-owner',
      email: 'bea@acme.test',
      group: 'brand',
      companyId: 'co_acme',
    });
  });
  afterEach(() => {
    setConfig(undefined);
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the owner the requests, members and history, and accepts a request', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? json(204) : json(200, TEAM)));
    const user = renderTeam();
    const requests = await screen.findByRole('region', { name: 'Join requests' });
    expect(within(requests).getByText('Ray Stranger')).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(2);
    // The owner cannot be removed; a member can.
    expect(within(members).queryByRole('button', { name: 'Remove bea@acme.test' })).not.toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Remove sam@acme.test' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('bea@acme.test accepted sam@acme.test');

    await user.click(within(requests).getByRole('button', { name: 'Accept ray@else.test' }));
    await waitFor(() => expect(calls()).toContain('POST /api/brands/co_acme/team/requests/u-ray/accept'));
    // The team is read again after the change.
    await waitFor(() => expect(calls().filter((call) => call === 'GET /api/brands/co_acme/team')).toHaveLength(2));
  });

  it('hands the brand to a member after a confirmation', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? json(204) : json(200, TEAM)));
    const user = renderTeam();
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(within(members).queryByRole('button', { name: 'Make bea@acme.test the owner' })).not.toBeInTheDocument();
    await user.click(within(members).getByRole('button', { name: 'Make sam@acme.test the owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make owner' });
    expect(calls()).not.toContain('POST /api/brands/co_acme/team/members/u-sam/owner');
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(calls()).toContain('POST /api/brands/co_acme/team/members/u-sam/owner'));
  });

  it('invites by e-mail and offers the link', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(201, {
            invitation: {
              id: 'iv_1',
              email: 'new@acme.test',
              role: 'member',
              invitedBy: 'bea@acme.test',
              createdAt: '',
              expiresAt: '',
            },
            link: 'http://localhost/employee/signup?invitation=x',
            emailSent: true,
          })
        : json(200, TEAM),
    );
    const user = renderTeam('/admin/team');
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), 'New@Acme.test');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@acme.test.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy invitation link' })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ email: 'new@acme.test' });
  });

  it('shows a plain member who is in the team, without managing it', async () => {
    fetchMock.mockResolvedValue(json(200, { ...TEAM, canManage: false, requests: [], history: [] }));
    renderTeam();
    expect(await screen.findByRole('region', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a colleague' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Its owner manages the team/)).toBeInTheDocument();
  });
});
