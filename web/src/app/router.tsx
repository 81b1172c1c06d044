import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, Outlet, type Params, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import { PageLoader } from '@/components/page-loader';
import { ADMIN_HOME, canEnterAdmin, canEnterCreator, CREATOR_HOME, LOGIN_PATH, type AuthUser } from '@/lib/auth';
import { PublicLayout } from './layouts/public-layout';
import { startEarlyRequest } from '@/lib/early-requests';
import { yieldToMain } from '@/lib/yield-to-main';
import { RedirectSignedIn } from './redirect-signed-in';
import { NotFound, RouteErrorBoundary } from './routes/route-error';

/** What the route table keeps in a route's `handle`. */
interface RouteHandle {
  /** Starts loading the route's module (without rendering it). */
  preload?: () => unknown;
  /** The routes below render only once this route's guard has let the user in: whom it lets in. */
  guard?: (user: AuthUser | null) => boolean;
  /** The page's first data (into the app's query cache), fetched while the page's code loads. */
  prefetch?: RoutePrefetch;
}

/**
 * `load` fetches the code that fetches a page's first data; `run` fetches the data for the route's params and user.
 * `early` names the API reads among them (paths below the API's base, as the API client builds them) that the entry
 * starts before that code has loaded (startEarlyRouteRequests); `run` then takes their answers.
 */
interface RoutePrefetch {
  load: () => Promise<unknown>;
  run: (params: Params, user: AuthUser) => Promise<unknown>;
  early?: (params: Params, user: AuthUser) => string[];
}

/** A route's prefetch from the module that has it (a small lazy chunk: the page's query options and the API client). */
function prefetchFrom<Module>(
  load: () => Promise<Module>,
  run: (module: Module, params: Params, user: AuthUser) => Promise<unknown>,
  early?: RoutePrefetch['early'],
): RoutePrefetch {
  return { load, run: async (params, user) => run(await load(), params, user), ...(early ? { early } : {}) };
}

/**
 * A route whose component is loaded when the route is first rendered, or earlier by preloadRoutes (both use the same
 * import, which the browser fetches once).
 */
function lazyRoute(load: () => Promise<ComponentType>, handle: Omit<RouteHandle, 'preload'> = {}) {
  const Page = lazy(async () => ({ default: await load() }));
  return { element: <Page />, handle: { ...handle, preload: load } satisfies RouteHandle };
}

/** The last matchRoutes answer per route table: start-up asks for the same address three times, in three tasks. */
const lastMatches = new WeakMap<RouteObject[], { pathname: string; matches: ReturnType<typeof matchRoutes> }>();

function matchesOf(routes: RouteObject[], pathname: string) {
  const last = lastMatches.get(routes);
  if (last?.pathname === pathname) return last.matches ?? [];
  const matches = matchRoutes(routes, pathname);
  lastMatches.set(routes, { pathname, matches });
  return matches ?? [];
}

/**
 * Starts loading, all at once, the modules of the routes that render `pathname` (instead of one after the other as
 * each lazy layout renders the next). A guard's area is loaded only past a guard that has let the user in
 * (`pastGuards`) or that would let in `user`, whom the stored session belongs to (at start-up, so that the page's code
 * loads alongside the app's instead of after the guard's check). A signed-out visitor fetches no admin or creator
 * page, and a creator no admin page. With `prefetchCode` (the first call at start-up, before the stored session can be
 * read), the small module that fetches the page's first data loads too, past the guards: it waits for nobody, so that
 * the data can be asked for as soon as the session is read rather than after the page's code (prefetchRouteData).
 */
export function preloadRoutes(routes: RouteObject[], pathname: string, options: PreloadOptions = {}): void {
  for (const load of routeLoads(routes, pathname, options)) load();
}

/**
 * From a guard that has let the user in (a navigation inside the app, e.g. signing in): the modules of the routes below
 * it, and the small module that fetches the page's first data. The navigation does not use that one (the page asks
 * for its data itself), but the next full load of the address does, at start-up, before the API calls: in the cache
 * then, they leave without waiting for it (docs/performance.md#the-path-of-a-page).
 */
export function preloadPastGuard(routes: RouteObject[], pathname: string): void {
  preloadRoutes(routes, pathname, { pastGuards: true, prefetchCode: true });
}

/**
 * preloadRoutes at start-up: each route's load in a task of its own. A load asks for the route's module and every
 * chunk and stylesheet it imports (one `<link>` each; 48 for the review screen), which on a slow phone is a long task
 * when the routes of an address are loaded together (docs/performance.md, "Start-up in small tasks").
 */
export async function preloadRoutesInTasks(
  routes: RouteObject[],
  pathname: string,
  options: PreloadOptions = {},
): Promise<void> {
  for (const load of routeLoads(routes, pathname, options)) {
    load();
    await yieldToMain();
  }
}

interface PreloadOptions {
  pastGuards?: boolean;
  user?: AuthUser | null;
  prefetchCode?: boolean;
}

/** What preloadRoutes starts, in order: one call per module. */
function routeLoads(
  routes: RouteObject[],
  pathname: string,
  { pastGuards = false, user = null, prefetchCode = false }: PreloadOptions,
): Array<() => void> {
  const loads: Array<() => void> = [];
  const matches = matchesOf(routes, pathname);
  if (prefetchCode) {
    for (const match of matches) {
      const prefetch = (match.route.handle as RouteHandle | undefined)?.prefetch;
      // run() loads it again and fails there
      if (prefetch) loads.push(() => void prefetch.load().catch(() => undefined));
    }
  }
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    const preload = handle?.preload;
    // a failed load shows when the route renders
    if (preload) loads.push(() => void Promise.resolve(preload()).catch(() => undefined));
    if (handle?.guard && !pastGuards && !handle.guard(user)) break;
  }
  return loads;
}

/**
 * At start-up, for a stored session whose token is still valid: fetches the first data of the page that renders
 * `pathname` for `user`, if every guard on the way lets them in, alongside the page's code instead of after it
 * (docs/performance.md#the-path-of-a-page).
 */
export function prefetchRouteData(routes: RouteObject[], pathname: string, user: AuthUser): void {
  for (const { prefetch, params } of prefetchesPastGuards(routes, pathname, user)) {
    void prefetch.run(params, user).catch(() => undefined); // the page asks again and shows it
  }
}

/** The prefetches of the routes that render `pathname`, up to the first guard that would not let `user` in. */
function* prefetchesPastGuards(routes: RouteObject[], pathname: string, user: AuthUser) {
  for (const match of matchesOf(routes, pathname)) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.guard && !handle.guard(user)) return;
    if (handle?.prefetch) yield { prefetch: handle.prefetch, params: match.params };
  }
}

/**
 * At start-up, once /config.json and a fresh stored session are known: the page's first API reads that its route names
 * (`early`), past the guards that let the session's user in, started from the entry (docs/performance.md, "Early
 * requests"). The route's prefetch, and the page, take their answers through the API client.
 */
export function startEarlyRouteRequests(
  routes: RouteObject[],
  pathname: string,
  session: { user: AuthUser; idToken: string },
  apiBase: string,
): void {
  for (const { prefetch, params } of prefetchesPastGuards(routes, pathname, session.user)) {
    for (const path of prefetch.early?.(params, session.user) ?? []) {
      startEarlyRequest(`${apiBase}${path}`, session.idToken);
    }
  }
}

/**
 * Layout route: a spinner in place of the pages below while their module loads. Navigations are transitions, so once
 * a page is shown it stays until the next one is ready.
 */
function SuspenseOutlet() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

function Root() {
  return (
    <RouteErrorBoundary>
      <SuspenseOutlet />
    </RouteErrorBoundary>
  );
}

/** A page of the table: its path (none for an index page), its lazily loaded component, and what it may prefetch. */
function page(
  path: string | { index: true },
  load: () => Promise<ComponentType>,
  prefetch?: RoutePrefetch,
): RouteObject {
  const at = typeof path === 'string' ? { path } : { index: true as const };
  return { ...at, ...lazyRoute(load, prefetch ? { prefetch } : {}) } as RouteObject;
}

const queryRoutes = () => import('./query-routes');

/**
 * Pages with server state: under QueryLayout, a lazy module with TanStack Query (and zod, which only their forms use),
 * so /login loads neither.
 */
function withQuery(children: RouteObject[]): RouteObject {
  return { ...lazyRoute(async () => (await queryRoutes()).QueryLayout), children };
}

/** Public pages in the centred card (`wide` for sign-up forms with side-by-side fields). */
function publicArea(wide: boolean, children: RouteObject[]): RouteObject {
  return { element: <PublicLayout wide={wide} />, children: [{ element: <SuspenseOutlet />, children }] };
}

/**
 * A signed-in area at `path`: its guard (a layout route that lets in whom `guard` admits and sends anyone else to
 * /login, before any of the area's code is fetched), its layout, its pages, and a not-found page that keeps the layout.
 */
function signedInArea(
  path: string,
  area: {
    guard: (user: AuthUser | null) => boolean;
    loadGuard: () => Promise<ComponentType>;
    loadLayout: () => Promise<ComponentType>;
    notFound: ReactElement;
  },
  pages: RouteObject[],
): RouteObject {
  return {
    path,
    ...withQuery([
      {
        ...lazyRoute(area.loadGuard, { guard: area.guard }),
        children: [
          {
            ...lazyRoute(area.loadLayout),
            children: [{ element: <SuspenseOutlet />, children: [...pages, { path: '*', element: area.notFound }] }],
          },
        ],
      },
    ]),
  };
}

/** Public pages that use the API (sign-out, join request, password reset, registration, onboarding). */
const publicPages = (): RouteObject[] => [
  page('logout', async () => (await import('@/features/auth/routes/logout')).LogoutRoute),
  page('join-request', async () => (await import('@/features/auth/routes/join-request')).JoinRequestRoute),
  page('forgot-password', async () => (await import('@/features/auth/routes/forgot-password')).ForgotPasswordRoute),
  page(
    'registration-success',
    async () => (await import('@/features/onboarding/routes/registration-success')).RegistrationSuccessRoute,
  ),
  page(
    'brandonboarding',
    async () => (await import('@/features/onboarding/routes/brand-onboarding')).BrandOnboardingRoute,
  ),
  page('unsubscribe', async () => (await import('@/features/notifications/routes/unsubscribe')).UnsubscribeRoute),
  page(
    'onboarding-success',
    async () => (await import('@/features/onboarding/routes/onboarding-success')).OnboardingSuccessRoute,
  ),
];

/** Sign-up forms with side-by-side fields (a wider card). */
const signUpPages = (): RouteObject[] => [
  page('creatoraccount', async () => (await import('@/features/auth/routes/creator-sign-up')).CreatorSignUpRoute),
  page('employee/signup', async () => (await import('@/features/auth/routes/employee-sign-up')).EmployeeSignUpRoute),
  page('company/signup', async () => (await import('@/features/onboarding/routes/company-sign-up')).CompanySignUpRoute),
];

/** The admin area's pages for the agency and for brand users (each call checks what the user owns). */
const adminPages = (): RouteObject[] => [
  page(
    { index: true },
    async () => (await import('@/features/overview/routes/overview')).OverviewRoute,
    prefetchFrom(
      () => import('@/features/overview/prefetch'),
      (module, _params, user) => module.prefetchOverview(user),
    ),
  ),
  page('team', async () => (await import('@/features/team/routes/team')).TeamRoute),
  page('products', async () => (await import('@/features/products/routes/products')).ProductsRoute),
  page('campaigns', async () => (await import('@/features/campaigns/routes/campaigns')).CampaignsRoute),
  page('ugc-projects', async () => (await import('@/features/ugc-projects/routes/projects')).UgcProjectsRoute),
  page(
    'ugc-projects/:projectId',
    async () => (await import('@/features/ugc-projects/routes/project-detail')).UgcProjectDetailRoute,
    prefetchFrom(
      () => import('@/features/ugc-projects/prefetch'),
      (module, { projectId = '' }) => module.prefetchProject(projectId),
      ({ projectId = '' }) => [`/ugc-projects/${encodeURIComponent(projectId)}`],
    ),
  ),
  // A brand user's own brand profile (docs/brand-profile.md).
  page('brand-profile', async () => (await import('@/features/brands/routes/brand-profile')).BrandProfileRoute),
  // The agency's figures, or a brand user's own (docs/analytics.md).
  page(
    'analytics',
    async () => (await import('@/features/analytics/routes/analytics')).AnalyticsRoute,
    prefetchFrom(
      () => import('@/features/analytics/prefetch'),
      (module, _params, user) => module.prefetchAnalytics(user),
    ),
  ),
  // The spec's placeholder became the account screen (docs/accounts.md).
  page('settings', async () => (await import('./routes/account')).AccountRoute),
];

/** The agency's own pages inside the admin area: a brand user gets the area's not-found page (docs/brand-teams.md). */
const agencyPages = (): RouteObject[] => [
  page('brands', async () => (await import('@/features/brands/routes/brands')).BrandsRoute),
  page(
    'brands/:brandId',
    async () => (await import('@/features/brands/routes/brand-page')).BrandPageRoute,
    prefetchFrom(
      () => import('@/features/brands/prefetch'),
      (module, { brandId = '' }) => module.prefetchBrandPage(brandId),
    ),
  ),
  page('brands/:brandId/team', async () => (await import('@/features/team/routes/team')).TeamRoute),
  page(
    'creators',
    async () => (await import('@/features/creators/routes/creators')).CreatorsRoute,
    prefetchFrom(
      () => import('@/features/creators/prefetch'),
      (module) => module.prefetchCreatorsPage(),
    ),
  ),
  page('campaigns/new', async () => (await import('@/features/campaigns/routes/new-campaign')).NewCampaignRoute),
  page(
    'ugc-projects/new',
    async () => (await import('@/features/ugc-projects/routes/project-form')).NewUgcProjectRoute,
  ),
  page(
    'ugc-projects/:projectId/edit',
    async () => (await import('@/features/ugc-projects/routes/project-form')).EditUgcProjectRoute,
  ),
];

/** The creator area's pages. */
const creatorPages = (): RouteObject[] => [
  { index: true, element: <Navigate to={CREATOR_HOME} replace /> },
  page(
    'dashboard',
    async () => (await import('./routes/creator-dashboard/dashboard')).CreatorDashboardRoute,
    prefetchFrom(
      () => import('./routes/creator-dashboard/prefetch'),
      (module, _params, user) => module.prefetchDashboard(user.creatorId ?? ''),
    ),
  ),
  page('campaign/:id', async () => (await import('@/features/campaigns/creator/routes/campaign')).CreatorCampaignRoute),
  page(
    'ugc-project/:projectId',
    async () => (await import('@/features/ugc-projects/creator/routes/ugc-project')).CreatorUgcProjectRoute,
  ),
  page('account', async () => (await import('./routes/account')).AccountRoute),
  page('payment-info', async () => (await import('@/features/payments/routes/payment-info')).PaymentInfoRoute),
];

/**
 * The route table of the SPA (docs/architecture.md#the-route-table). Every page module is lazy; the guards of the
 * signed-in areas come with QueryLayout and redirect a signed-out visitor before any admin or creator code is fetched.
 * Features are composed here and never import each other. Why this is a declarative router with its own preload
 * rather than React Router's data router: docs/decisions.md#23-declarative-routes-with-our-own-preload.
 */
export function createRoutes(): RouteObject[] {
  const login = lazyRoute(async () => (await import('@/features/auth/routes/login')).LoginRoute);
  return [
    {
      path: '/',
      element: <Root />,
      children: [
        { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
        publicArea(false, [
          { path: 'login', element: <RedirectSignedIn>{login.element}</RedirectSignedIn>, handle: login.handle },
          withQuery(publicPages()),
        ]),
        publicArea(true, [withQuery(signUpPages())]),
        signedInArea(
          'admin',
          {
            guard: canEnterAdmin,
            loadGuard: async () => (await queryRoutes()).RequireAdmin,
            loadLayout: async () => (await import('./layouts/admin-layout')).AdminLayout,
            notFound: <NotFoundPage home={ADMIN_HOME} homeLabel="Back to Overview" />,
          },
          [
            ...adminPages(),
            {
              ...lazyRoute(async () => (await queryRoutes()).RequireAgency, {
                guard: (user) => user?.group === 'admin',
              }),
              children: agencyPages(),
            },
          ],
        ),
        signedInArea(
          'creator',
          {
            guard: canEnterCreator,
            loadGuard: async () => (await queryRoutes()).RequireCreator,
            loadLayout: async () => (await import('./layouts/creator-layout')).CreatorLayout,
            notFound: <NotFoundPage home={CREATOR_HOME} homeLabel="Back to Dashboard" />,
          },
          creatorPages(),
        ),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** Paths the app links to from outside the route table. */
export const APP_PATHS = {
  login: LOGIN_PATH,
  logout: '/logout',
  adminHome: ADMIN_HOME,
  creatorHome: CREATOR_HOME,
} as const;
