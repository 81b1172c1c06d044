import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText } from '@/testing/test-utils';
import {
  ACME,
  fetchMock,
  JORDAN,
  json,
  MAYA,
  page,
  PANTRY,
  project,
  projectCreator,
  renderAt,
  requests,
  serve,
  stubPage,
} from '../testing';
import { EditUgcProjectRoute, NewUgcProjectRoute } from './project-form';

/**
 * Issue 18 (2): the UGC project form, long with its creators, focuses the first field in error after an invalid
 * submit and asks before Cancel or the back link throw away what was typed.
 */

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => ({ sub: 'a', email: 'admin@x.test', group: 'admin' })),
}));

const ROUTES = [
  { path: '/admin/ugc-projects/new', element: <NewUgcProjectRoute /> },
  { path: '/admin/ugc-projects/:projectId/edit', element: <EditUgcProjectRoute /> },
  stubPage('/admin/ugc-projects', 'Projects list'),
  stubPage('/admin/ugc-projects/:projectId', 'Project detail'),
];

const SPRING = project({
  creators: [
    projectCreator('pc_maya', MAYA, { videoCount: 2, costPerVideo: 75.5 }),
    projectCreator('pc_jordan', JORDAN, { videoCount: 1, costPerVideo: 120 }),
  ],
});

const discardDialog = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('the UGC project form guards what was typed', { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    serve({
      'GET /api/brands': () => page([ACME, PANTRY]),
      'GET /api/creators': () => page([JORDAN, MAYA]),
      'GET /api/ugc-projects/pj_spring': () => json(200, SPRING),
    });
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
  });

  it('an invalid submit at the bottom focuses the first field in error, at the top', async () => {
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/pj_spring/edit');
    const name = await screen.findByRole('textbox', { name: 'Project name' });
    await user.clear(name);
    // A second error further down: the first on the page is the one focused.
    const videos = within(screen.getByRole('listitem', { name: 'Jordan Lee' })).getByRole('textbox', {
      name: 'Videos',
    });
    await user.clear(videos);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests('PUT', '/api/ugc-projects/pj_spring')).toHaveLength(0);
  });

  it('Cancel and the back link ask before discarding changes; Keep editing keeps them', async () => {
    const { user, router } = renderAt(ROUTES, '/admin/ugc-projects/pj_spring/edit');
    await enterText(user, await screen.findByRole('textbox', { name: 'Agency notes' }), 'Half a thought');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/ugc-projects/pj_spring/edit');
    expect(screen.getByRole('textbox', { name: 'Agency notes' })).toHaveValue('Launch in March.Half a thought');

    await user.click(screen.getByRole('link', { name: `Back to ${SPRING.name}` }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Project detail' })).toBeInTheDocument();
  });

  it('Cancel leaves the new project form at once when nothing was typed', async () => {
    const { user, router } = renderAt(ROUTES, '/admin/ugc-projects/new');
    await screen.findByRole('textbox', { name: 'Project name' });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/ugc-projects');
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});
