import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText, renderRoutes } from '@/testing/test-utils';
import type { Campaign } from '@reelbridge/shared/api/types';
import { brand, campaign, creator, fakeApi, json, page } from '../testing';
import { CampaignsRoute } from './campaigns';
import { NewCampaignRoute } from './new-campaign';
import { ConfirmModals } from '@/components/confirm-modals';

/**
 * Issue 18 (2): the long campaign form, on its page and in the Edit Campaign modal, focuses the first field in error
 * after an invalid submit and asks before throwing away what was typed.
 */

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token'), fetchCurrentUser: vi.fn() }));

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

const api = fakeApi();
const SPRING: Campaign = campaign('cp_spring', 'Spring Glow');

function renderAt(path: string) {
  const view = renderRoutes(
    [
      {
        element: (
          <ConfirmModals>
            <Notifications />
            <Outlet />
          </ConfirmModals>
        ),
        children: [
          { path: '/admin/campaigns', element: <CampaignsRoute /> },
          { path: '/admin/campaigns/new', element: <NewCampaignRoute /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { ...view, user: userEvent.setup() };
}

const discardDialog = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('the campaign form guards what was typed', { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', api.fetchMock);
    vi.mocked(fetchCurrentUser).mockResolvedValue({ sub: 'a', email: 'admin@x.test', group: 'admin' });
    api.serve({
      'GET /api/campaigns': () => page([SPRING]),
      'GET /api/campaigns/cp_spring': () => json(200, SPRING),
      'GET /api/brands': () => page([brand('co_acme', 'Acme Beauty')]),
      'GET /api/creators': () => page([creator('cr_maya', 'Maya', 'Rivera')]),
    });
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
  });

  it('an invalid submit focuses the first field in error on the page, not the first error named', async () => {
    const { user } = renderAt('/admin/campaigns/new');
    await enterText(user, await screen.findByRole('textbox', { name: 'Campaign name' }), 'Spring Glow');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    // The name is fine: the brand, the next field down, is the first in error.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveAccessibleDescription('Please select a brand');
    expect(api.requests('POST', '/api/campaigns')).toHaveLength(0);
  });

  it('Cancel and the back link ask before discarding what was typed on the new campaign page', async () => {
    const { user, router } = renderAt('/admin/campaigns/new');
    await enterText(user, await screen.findByRole('textbox', { name: 'Campaign name' }), 'Half typed');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/campaigns/new');
    expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveValue('Half typed');

    await user.click(screen.getByRole('link', { name: 'Back to Campaigns' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/campaigns'));
  });

  it('Cancel leaves at once when nothing was typed', async () => {
    const { user, router } = renderAt('/admin/campaigns/new');
    await screen.findByRole('textbox', { name: 'Campaign name' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/campaigns'));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('Escape in Edit Campaign asks first when something was changed, and closes at once when not', async () => {
    const { user } = renderAt('/admin/campaigns');
    await user.click(await screen.findByRole('button', { name: 'Spring Glow' }));
    const detail = await screen.findByRole('dialog', { name: 'Spring Glow' });
    await user.click(await within(detail).findByRole('button', { name: 'Edit Campaign' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Campaign' });
    const name = within(edit).getByRole('textbox', { name: 'Campaign name' });
    await user.clear(name);
    await user.paste('Spring Glow 2');

    await user.keyboard('{Escape}');
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'Edit Campaign' })).toBeInTheDocument();
    expect(within(edit).getByRole('textbox', { name: 'Campaign name' })).toHaveValue('Spring Glow 2');

    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Campaign' })).toBeNull());

    // Unchanged: Escape closes at once.
    await user.click(await within(detail).findByRole('button', { name: 'Edit Campaign' }));
    await screen.findByRole('dialog', { name: 'Edit Campaign' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Campaign' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});
