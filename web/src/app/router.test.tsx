import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, SessionExpiredError, type AuthUser } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { renderRoutes } from '@/testing/test-utils';
import { buildPath, ROUTES } from '@reelbridge/shared/api/routes';
import { forgetEarlyRequests, takeEarlyResponse } from '@/lib/early-requests';
import {
  createRoutes,
  prefetchRouteData,
  preloadPastGuard,
  preloadRoutes,
  preloadRoutesInTasks,
  startEarlyRouteRequests,
} from './router';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  fetchCurrentUser: vi.fn(),
  prefetchAuth: vi.fn(),
}));

const admin: AuthUser = { sub: 'a', email: 'admin@x.test', group: 'admin' };
const creator: AuthUser = {
  sub: 'c',
  email: 'cleo@x.test',
  name: 'Cleo',
  group: 'creator',
  creatorId: 'cr_abcdefghjkmn',
};

function renderApp(path: string, user: AuthUser | null) {
  vi.mocked(fetchCurrentUser).mockResolvedValue(user);
  return renderRoutes(createRoutes(), { initialEntries: [path] });
}

describe('app routes', () => {
  it('redirects / to /login', async () => {
    const { router } = renderApp('/', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-out visitor of an admin page to /login, remembering the page', async () => {
    const { router } = renderApp('/admin/brands', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fbrands');
  });

  it("sends a user whose session could not be refreshed to /login, saying 'Session refresh failed'", async () => {
    vi.mocked(fetchCurrentUser).mockRejectedValueOnce(new SessionExpiredError()).mockResolvedValue(null);
    const { router } = renderRoutes(createRoutes(), { initialEntries: ['/admin/brands'] });
    expect(await screen.findByText('Session refresh failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fbrands&session=expired');
  });

  it.each([
    ['/forgot-password', 'Reset your password'],
    ['/creatoraccount', 'Create your creator account'],
    ['/employee/signup', 'Join your company'],
    ['/company/signup', 'Register your company'],
    ['/registration-success?companyId=co_abcdefghjkmn', 'Your company is registered'],
    ['/brandonboarding?companyId=co_abcdefghjkmn', 'Brand onboarding'],
    ['/onboarding-success', 'Thank you!'],
  ])('serves the public page %s', async (path, heading) => {
    renderApp(path, null);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('keeps creators out of the admin area and others out of the creator area', async () => {
    const first = renderApp('/admin', creator);
    // A signed-in creator lands on /login, which sends them on to their own home.
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/creator/dashboard'));
    first.unmount();

    const second = renderApp('/creator/dashboard', admin);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/admin'));
  });

  it('sends a signed-in user from /login to their home', async () => {
    const { router } = renderApp('/login', admin);
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('opens the analytics page for the agency and for a brand user (issue 22)', async () => {
    const first = renderApp('/admin/analytics', admin);
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeInTheDocument();
    first.unmount();

    const brandUser: AuthUser = { sub: 'b', email: 'bea@x.test', group: 'brand', companyId: 'co_abcdefghjkmn' };
    renderApp('/admin/analytics', brandUser);
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/admin/analytics');
  });

  it('opens the account screen at /admin/settings (the spec placeholder) and at /creator/account', async () => {
    renderApp('/admin/settings', admin);
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'E-mail notifications' })).toBeInTheDocument();
  });

  it('gives the creator their account screen in their own area, and a user menu leading to it', async () => {
    const { router } = renderApp('/creator/account', creator);
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/creator/account');
    expect(screen.getByRole('button', { name: 'Account menu, signed in as Cleo' })).toBeInTheDocument();
  });

  it('greets the creator on the dashboard with a sign-out button', async () => {
    renderApp('/creator', creator);
    expect(await screen.findByRole('heading', { name: 'Welcome, Cleo!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  });

  it("shows 'Unexpected Application Error!' with a link back to /login for an unknown page", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no-such-page', null);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    consoleError.mockRestore();
  });
});

describe('unknown addresses inside a signed-in area', () => {
  it('shows a not-found page inside the admin layout, not the app error page', async () => {
    const consoleError = vi.spyOn(console, 'error');
    renderApp('/admin/nope', admin);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute('href', '/admin');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it.each(['/admin/creators', '/admin/brands', '/admin/brands/co_other', '/admin/ugc-projects/new'])(
    "gives a brand user the not-found page for the agency's own page %s, inside their workspace",
    async (path) => {
      const brandUser: AuthUser = { sub: 'b', email: 'bea@x.test', group: 'brand', companyId: 'co_abcdefghjkmn' };
      renderApp(path, brandUser);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Creator' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Brand profile' })).toHaveAttribute('href', '/admin/brand-profile');
      expect(screen.queryByRole('link', { name: 'Creators' })).not.toBeInTheDocument();
    },
  );

  it('shows a not-found page inside the creator layout', async () => {
    renderApp('/creator/nope/deeper', creator);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/creator/dashboard');
    expect(screen.getByRole('button', { name: 'Account menu, signed in as Cleo' })).toBeInTheDocument();
  });
});

describe('preloadRoutes', () => {
  function table() {
    const load = { layout: vi.fn(), guard: vi.fn(), area: vi.fn(), page: vi.fn() };
    const prefetch = { load: vi.fn(async () => undefined), run: vi.fn(async () => undefined) };
    const routes = [
      {
        path: '/',
        handle: { preload: load.layout },
        children: [
          {
            path: 'admin',
            handle: { preload: load.guard, guard: (user: AuthUser | null) => user?.group === 'admin' },
            children: [
              {
                handle: { preload: load.area },
                children: [{ path: 'brands/:brandId', handle: { preload: load.page, prefetch } }],
              },
            ],
          },
        ],
      },
    ];
    return { routes, load, prefetch };
  }

  it('stops at a guard for a visitor nobody is stored for', () => {
    const { routes, load } = table();
    preloadRoutes(routes, '/admin/brands/co_1');
    expect(load.layout).toHaveBeenCalled();
    expect(load.guard).toHaveBeenCalled();
    expect(load.area).not.toHaveBeenCalled();
    expect(load.page).not.toHaveBeenCalled();
  });

  it('stops at a guard that would not let the stored user in', () => {
    const { routes, load } = table();
    preloadRoutes(routes, '/admin/brands/co_1', { user: creator });
    expect(load.guard).toHaveBeenCalled();
    expect(load.area).not.toHaveBeenCalled();
  });

  it('loads the whole page past a guard that would let the stored user in, or that has let them in', () => {
    const first = table();
    preloadRoutes(first.routes, '/admin/brands/co_1', { user: admin });
    expect(first.load.area).toHaveBeenCalled();
    expect(first.load.page).toHaveBeenCalled();
    const second = table();
    preloadRoutes(second.routes, '/admin/brands/co_1', { pastGuards: true });
    expect(second.load.page).toHaveBeenCalled();
    expect(first.prefetch.run).not.toHaveBeenCalled();
    expect(second.prefetch.run).not.toHaveBeenCalled();
    expect(first.prefetch.load).not.toHaveBeenCalled();
  });

  it("loads the code that fetches the page's first data at start-up, past the guards, without running it", () => {
    const { routes, load, prefetch } = table();
    preloadRoutes(routes, '/admin/brands/co_1', { prefetchCode: true });
    expect(prefetch.load).toHaveBeenCalled();
    expect(load.page).not.toHaveBeenCalled();
    expect(prefetch.run).not.toHaveBeenCalled();
  });

  it('loads, past a guard that has let the user in, the page and the code that fetches its first data, for the next full load, without running it', () => {
    const { routes, load, prefetch } = table();
    preloadPastGuard(routes, '/admin/brands/co_1');
    expect(load.area).toHaveBeenCalled();
    expect(load.page).toHaveBeenCalled();
    expect(prefetch.load).toHaveBeenCalled();
    expect(prefetch.run).not.toHaveBeenCalled();
  });

  it("fetches the page's data for a user with a fresh stored session whom the guards let in, with the route's params", () => {
    const admitted = table();
    prefetchRouteData(admitted.routes, '/admin/brands/co_1', admin);
    expect(admitted.prefetch.run).toHaveBeenCalledWith({ brandId: 'co_1' }, admin);
    const refused = table();
    prefetchRouteData(refused.routes, '/admin/brands/co_1', creator);
    expect(refused.prefetch.run).not.toHaveBeenCalled();
  });

  it('at start-up, starts each load in a task of its own, and still stops at a guard', async () => {
    const { routes, load } = table();
    const done = preloadRoutesInTasks(routes, '/admin/brands/co_1', { user: creator });
    expect(load.layout).toHaveBeenCalled();
    expect(load.guard).not.toHaveBeenCalled();
    await done;
    expect(load.guard).toHaveBeenCalled();
    expect(load.area).not.toHaveBeenCalled();
    const admitted = table();
    await preloadRoutesInTasks(admitted.routes, '/admin/brands/co_1', { user: admin });
    expect(admitted.load.page).toHaveBeenCalled();
  });

  it('matches each address anew: the params of the address asked for, not of the one before', () => {
    const { routes, prefetch } = table();
    preloadRoutes(routes, '/admin/brands/co_1', { user: admin });
    prefetchRouteData(routes, '/admin/brands/co_2', admin);
    expect(prefetch.run).toHaveBeenCalledWith({ brandId: 'co_2' }, admin);
  });
});

describe('startEarlyRouteRequests', () => {
  afterEach(() => forgetEarlyRequests());

  it("starts the review screen's project read for a user the guards let in, as the API client asks for it", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRouteRequests(createRoutes(), '/admin/ugc-projects/pj_1', { user: admin, idToken: 'token-a' }, '/api');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The address the page's query asks for (projectQueryOptions: 'projects.get'), so that the client takes it.
    const asked = `/api${buildPath(ROUTES['projects.get'].path, { id: 'pj_1' })}`;
    expect(fetchMock.mock.calls[0]![0]).toBe(asked);
    expect(await takeEarlyResponse(asked, 'token-a')).toBeInstanceOf(Response);
  });

  it('starts nothing past a guard that refuses the user, nor for a page that names no early read', () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRouteRequests(createRoutes(), '/admin/ugc-projects/pj_1', { user: creator, idToken: 'token-c' }, '/api');
    startEarlyRouteRequests(createRoutes(), '/admin/products', { user: admin, idToken: 'token-a' }, '/api');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
