import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, Outlet, type Params, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import { PageLoader } from '@/components/page-loader';
import { ADMIN_HOME, canEnterAdmin, canEnterCreator, CREATOR_HOME, LOGIN_PATH, type AuthUser } from '@/lib/auth';
import { PublicLayout } from './layouts/public-layout';
import { RedirectSignedIn } from './redirect-signed-in';
import { NotFound, RouteErrorBoundary } from './routes/route-error';

/** What the route table keeps in a route's `handle`. */
interface RouteHandle {
  /** Starts loading the route's module (without rendering it). */
  preload?: () => unknown;
  /** The routes below render only once this route's guard has let the user in: whom it lets in. */
  guard?: (user: AuthUser | null) => boolean;
  /** Starts fetching the page's first data (into the app's query cache) for the route's params and user. */
  prefetch?: (params: Params, user: AuthUser) => Promise<unknown>;
}

/**
 * A route whose component is loaded when the route is first rendered, or earlier by preloadRoutes (both use the same
 * import, which the browser fetches once).
 */
function lazyRoute(load: () => Promise<ComponentType>, handle: Omit<RouteHandle, 'preload'> = {}) {
  const Page = lazy(async () => ({ default: await load() }));
  return { element: <Page />, handle: { ...handle, preload: load } satisfies RouteHandle };
}

/**
 * Starts loading, all at once, the modules of the routes that render `pathname` (instead of one after the other as
 * each lazy layout renders the next). A guard's area is loaded only past a guard that has let the user in
 * (`pastGuards`) or that would let in `user`, whom the stored session belongs to (at start-up, so that the page's code
 * loads alongside the app's instead of after the guard's check). A signed-out visitor fetches no admin or creator
 * code, and a creator no admin code. With `prefetchFor` (start-up, a stored session whose token is still valid), the
 * page's first data is fetched too, alongside its code instead of after it.
 */
export function preloadRoutes(
  routes: RouteObject[],
  pathname: string,
  {
    pastGuards = false,
    user = null,
    prefetchFor,
  }: { pastGuards?: boolean; user?: AuthUser | null; prefetchFor?: AuthUser | null } = {},
): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    void Promise.resolve(handle?.preload?.()).catch(() => undefined); // a failed load shows when the route renders
    if (handle?.guard && !pastGuards && !handle.guard(user)) return;
  }
  if (!prefetchFor) return;
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.guard && !handle.guard(prefetchFor)) return;
    void handle?.prefetch?.(match.params, prefetchFor).catch(() => undefined); // the page asks again and shows it
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

/**
 * The route table of the SPA (spec section 2). Every page module is lazy. The routes with server state sit under
 * QueryLayout, a lazy module with TanStack Query (and zod, which only their forms use), so /login loads neither; the
 * guards of the signed-in areas come with it and redirect a signed-out visitor before any admin or creator code is
 * fetched. Features are composed here and never import each other.
 */
export function createRoutes(): RouteObject[] {
  const queryRoutes = () => import('./query-routes');
  const withQuery = (children: RouteObject[]): RouteObject => ({
    ...lazyRoute(async () => (await queryRoutes()).QueryLayout),
    children,
  });
  const publicPages = (wide: boolean, children: RouteObject[]): RouteObject => ({
    element: <PublicLayout wide={wide} />,
    children: [{ element: <SuspenseOutlet />, children }],
  });
  const login = lazyRoute(async () => (await import('@/features/auth/routes/login')).LoginRoute);

  return [
    {
      path: '/',
      element: <Root />,
      children: [
        { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
        publicPages(false, [
          { path: 'login', element: <RedirectSignedIn>{login.element}</RedirectSignedIn>, handle: login.handle },
          withQuery([
            {
              path: 'logout',
              ...lazyRoute(async () => (await import('@/features/auth/routes/logout')).LogoutRoute),
            },
            {
              path: 'join-request',
              ...lazyRoute(async () => (await import('@/features/auth/routes/join-request')).JoinRequestRoute),
            },
            {
              path: 'forgot-password',
              ...lazyRoute(async () => (await import('@/features/auth/routes/forgot-password')).ForgotPasswordRoute),
            },
            {
              path: 'registration-success',
              ...lazyRoute(
                async () =>
                  (await import('@/features/onboarding/routes/registration-success')).RegistrationSuccessRoute,
              ),
            },
            {
              path: 'brandonboarding',
              ...lazyRoute(
                async () => (await import('@/features/onboarding/routes/brand-onboarding')).BrandOnboardingRoute,
              ),
            },
            {
              path: 'unsubscribe',
              ...lazyRoute(async () => (await import('@/features/notifications/routes/unsubscribe')).UnsubscribeRoute),
            },
            {
              path: 'onboarding-success',
              ...lazyRoute(
                async () => (await import('@/features/onboarding/routes/onboarding-success')).OnboardingSuccessRoute,
              ),
            },
          ]),
        ]),
        // Sign-up forms with side-by-side fields get a wider card.
        publicPages(true, [
          withQuery([
            {
              path: 'creatoraccount',
              ...lazyRoute(async () => (await import('@/features/auth/routes/creator-sign-up')).CreatorSignUpRoute),
            },
            {
              path: 'employee/signup',
              ...lazyRoute(async () => (await import('@/features/auth/routes/employee-sign-up')).EmployeeSignUpRoute),
            },
            {
              path: 'company/signup',
              ...lazyRoute(
                async () => (await import('@/features/onboarding/routes/company-sign-up')).CompanySignUpRoute,
              ),
            },
          ]),
        ]),
        {
          path: 'admin',
          ...withQuery([
            {
              ...lazyRoute(async () => (await queryRoutes()).RequireAdmin, { guard: canEnterAdmin }),
              children: [
                {
                  ...lazyRoute(async () => (await import('./layouts/admin-layout')).AdminLayout),
                  children: [
                    {
                      element: <SuspenseOutlet />,
                      children: [
                        {
                          index: true,
                          ...lazyRoute(
                            async () => (await import('@/features/overview/routes/overview')).OverviewRoute,
                            {
                              prefetch: async (_params, user) =>
                                (await import('@/features/overview/prefetch')).prefetchOverview(user),
                            },
                          ),
                        },
                        {
                          path: 'team',
                          ...lazyRoute(async () => (await import('@/features/team/routes/team')).TeamRoute),
                        },
                        {
                          path: 'products',
                          ...lazyRoute(async () => (await import('@/features/products/routes/products')).ProductsRoute),
                        },
                        {
                          path: 'campaigns',
                          ...lazyRoute(
                            async () => (await import('@/features/campaigns/routes/campaigns')).CampaignsRoute,
                          ),
                        },
                        {
                          path: 'ugc-projects',
                          ...lazyRoute(
                            async () => (await import('@/features/ugc-projects/routes/projects')).UgcProjectsRoute,
                          ),
                        },
                        {
                          path: 'ugc-projects/:projectId',
                          ...lazyRoute(
                            async () =>
                              (await import('@/features/ugc-projects/routes/project-detail')).UgcProjectDetailRoute,
                            {
                              prefetch: async ({ projectId = '' }) =>
                                (await import('@/features/ugc-projects/prefetch')).prefetchProject(projectId),
                            },
                          ),
                        },
                        {
                          // A brand user's own brand profile (docs/brand-profile.md).
                          path: 'brand-profile',
                          ...lazyRoute(
                            async () => (await import('@/features/brands/routes/brand-profile')).BrandProfileRoute,
                          ),
                        },
                        {
                          // The agency's figures, or a brand user's own brand's (the API limits them).
                          path: 'analytics',
                          ...lazyRoute(
                            async () => (await import('@/features/analytics/routes/analytics')).AnalyticsRoute,
                          ),
                        },
                        {
                          // The agency's own pages: a brand user gets the not-found page (docs/brand-teams.md).
                          ...lazyRoute(async () => (await queryRoutes()).RequireAgency, {
                            guard: (user) => user?.group === 'admin',
                          }),
                          children: [
                            {
                              path: 'brands',
                              ...lazyRoute(async () => (await import('@/features/brands/routes/brands')).BrandsRoute),
                            },
                            {
                              path: 'brands/:brandId',
                              ...lazyRoute(
                                async () => (await import('@/features/brands/routes/brand-page')).BrandPageRoute,
                              ),
                            },
                            {
                              path: 'brands/:brandId/team',
                              ...lazyRoute(async () => (await import('@/features/team/routes/team')).TeamRoute),
                            },
                            {
                              path: 'creators',
                              ...lazyRoute(
                                async () => (await import('@/features/creators/routes/creators')).CreatorsRoute,
                                {
                                  prefetch: async () =>
                                    (await import('@/features/creators/prefetch')).prefetchCreatorsPage(),
                                },
                              ),
                            },
                            {
                              path: 'campaigns/new',
                              ...lazyRoute(
                                async () => (await import('@/features/campaigns/routes/new-campaign')).NewCampaignRoute,
                              ),
                            },
                            {
                              path: 'ugc-projects/new',
                              ...lazyRoute(
                                async () =>
                                  (await import('@/features/ugc-projects/routes/project-form')).NewUgcProjectRoute,
                              ),
                            },
                            {
                              path: 'ugc-projects/:projectId/edit',
                              ...lazyRoute(
                                async () =>
                                  (await import('@/features/ugc-projects/routes/project-form')).EditUgcProjectRoute,
                              ),
                            },
                          ],
                        },
                        {
                          // The spec's placeholder becomes the account screen (docs/accounts.md).
                          path: 'settings',
                          ...lazyRoute(async () => (await import('./routes/account')).AccountRoute),
                        },
                        // An unknown address inside the area keeps the layout (docs/ux-rules.md).
                        { path: '*', element: <NotFoundPage home={ADMIN_HOME} homeLabel="Back to Overview" /> },
                      ],
                    },
                  ],
                },
              ],
            },
          ]),
        },
        {
          path: 'creator',
          ...withQuery([
            {
              ...lazyRoute(async () => (await queryRoutes()).RequireCreator, { guard: canEnterCreator }),
              children: [
                {
                  ...lazyRoute(async () => (await import('./layouts/creator-layout')).CreatorLayout),
                  children: [
                    {
                      element: <SuspenseOutlet />,
                      children: [
                        { index: true, element: <Navigate to={CREATOR_HOME} replace /> },
                        {
                          path: 'dashboard',
                          ...lazyRoute(
                            async () =>
                              (await import('@/features/creator-portal/routes/dashboard')).CreatorDashboardRoute,
                            {
                              prefetch: async (_params, user) =>
                                (await import('@/features/creator-portal/prefetch')).prefetchDashboard(
                                  user.creatorId ?? '',
                                ),
                            },
                          ),
                        },
                        {
                          path: 'campaign/:id',
                          ...lazyRoute(
                            async () =>
                              (await import('@/features/creator-portal/routes/campaign')).CreatorCampaignRoute,
                          ),
                        },
                        {
                          path: 'ugc-project/:projectId',
                          ...lazyRoute(
                            async () =>
                              (await import('@/features/creator-portal/routes/ugc-project')).CreatorUgcProjectRoute,
                          ),
                        },
                        {
                          path: 'account',
                          ...lazyRoute(async () => (await import('./routes/account')).AccountRoute),
                        },
                        {
                          path: 'payment-info',
                          ...lazyRoute(
                            async () => (await import('@/features/payments/routes/payment-info')).PaymentInfoRoute,
                          ),
                        },
                        { path: '*', element: <NotFoundPage home={CREATOR_HOME} homeLabel="Back to Dashboard" /> },
                      ],
                    },
                  ],
                },
              ],
            },
          ]),
        },
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
