import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { ADMIN_HOME, CREATOR_HOME, LOGIN_PATH } from '@/lib/auth';
import { PublicLayout } from './layouts/public-layout';
import { RedirectSignedIn } from './redirect-signed-in';
import { NotFound, RouteErrorBoundary } from './routes/route-error';

/** A route element whose component is loaded when the route is first rendered. */
function lazyElement(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
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
  const placeholders = () => import('@/features/placeholders/routes/placeholders');
  const withQuery = (children: RouteObject[]): RouteObject => ({
    element: lazyElement(async () => (await queryRoutes()).QueryLayout),
    children,
  });
  const publicPages = (wide: boolean, children: RouteObject[]): RouteObject => ({
    element: <PublicLayout wide={wide} />,
    children: [{ element: <SuspenseOutlet />, children }],
  });
  const login = lazyElement(async () => (await import('@/features/auth/routes/login')).LoginRoute);

  return [
    {
      path: '/',
      element: <Root />,
      children: [
        { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
        publicPages(false, [
          { path: 'login', element: <RedirectSignedIn>{login}</RedirectSignedIn> },
          withQuery([
            {
              path: 'logout',
              element: lazyElement(async () => (await import('@/features/auth/routes/logout')).LogoutRoute),
            },
            {
              path: 'forgot-password',
              element: lazyElement(
                async () => (await import('@/features/auth/routes/forgot-password')).ForgotPasswordRoute,
              ),
            },
            {
              path: 'registration-success',
              element: lazyElement(
                async () =>
                  (await import('@/features/onboarding/routes/registration-success')).RegistrationSuccessRoute,
              ),
            },
            {
              path: 'brandonboarding',
              element: lazyElement(
                async () => (await import('@/features/onboarding/routes/brand-onboarding')).BrandOnboardingRoute,
              ),
            },
            {
              path: 'onboarding-success',
              element: lazyElement(
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
              element: lazyElement(
                async () => (await import('@/features/auth/routes/creator-sign-up')).CreatorSignUpRoute,
              ),
            },
            {
              path: 'employee/signup',
              element: lazyElement(
                async () => (await import('@/features/auth/routes/employee-sign-up')).EmployeeSignUpRoute,
              ),
            },
            {
              path: 'company/signup',
              element: lazyElement(
                async () => (await import('@/features/onboarding/routes/company-sign-up')).CompanySignUpRoute,
              ),
            },
          ]),
        ]),
        {
          path: 'admin',
          ...withQuery([
            {
              element: lazyElement(async () => (await queryRoutes()).RequireAdmin),
              children: [
                {
                  element: lazyElement(async () => (await import('./layouts/admin-layout')).AdminLayout),
                  children: [
                    {
                      element: <SuspenseOutlet />,
                      children: [
                        {
                          index: true,
                          element: lazyElement(
                            async () => (await import('@/features/overview/routes/overview')).OverviewRoute,
                          ),
                        },
                        {
                          path: 'brands',
                          element: lazyElement(
                            async () => (await import('@/features/brands/routes/brands')).BrandsRoute,
                          ),
                        },
                        {
                          path: 'creators',
                          element: lazyElement(
                            async () => (await import('@/features/creators/routes/creators')).CreatorsRoute,
                          ),
                        },
                        {
                          path: 'products',
                          element: lazyElement(
                            async () => (await import('@/features/products/routes/products')).ProductsRoute,
                          ),
                        },
                        {
                          path: 'campaigns',
                          element: lazyElement(
                            async () => (await import('@/features/campaigns/routes/campaigns')).CampaignsRoute,
                          ),
                        },
                        {
                          path: 'campaigns/new',
                          element: lazyElement(
                            async () => (await import('@/features/campaigns/routes/new-campaign')).NewCampaignRoute,
                          ),
                        },
                        {
                          path: 'ugc-projects',
                          element: lazyElement(
                            async () => (await import('@/features/ugc-projects/routes/projects')).UgcProjectsRoute,
                          ),
                        },
                        {
                          path: 'ugc-projects/new',
                          element: lazyElement(
                            async () =>
                              (await import('@/features/ugc-projects/routes/project-form')).NewUgcProjectRoute,
                          ),
                        },
                        {
                          path: 'ugc-projects/:projectId/edit',
                          element: lazyElement(
                            async () =>
                              (await import('@/features/ugc-projects/routes/project-form')).EditUgcProjectRoute,
                          ),
                        },
                        {
                          path: 'ugc-projects/:projectId',
                          element: lazyElement(
                            async () =>
                              (await import('@/features/ugc-projects/routes/project-detail')).UgcProjectDetailRoute,
                          ),
                        },
                        {
                          path: 'analytics',
                          element: lazyElement(async () => (await placeholders()).AnalyticsRoute),
                        },
                        {
                          path: 'settings',
                          element: lazyElement(async () => (await placeholders()).SettingsRoute),
                        },
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
              element: lazyElement(async () => (await queryRoutes()).RequireCreator),
              children: [
                {
                  element: lazyElement(async () => (await import('./layouts/creator-layout')).CreatorLayout),
                  children: [
                    {
                      element: <SuspenseOutlet />,
                      children: [
                        { index: true, element: <Navigate to={CREATOR_HOME} replace /> },
                        {
                          path: 'dashboard',
                          element: lazyElement(
                            async () =>
                              (await import('@/features/creator-portal/routes/dashboard')).CreatorDashboardRoute,
                          ),
                        },
                        {
                          path: 'campaign/:id',
                          element: lazyElement(
                            async () =>
                              (await import('@/features/creator-portal/routes/campaign')).CreatorCampaignRoute,
                          ),
                        },
                        {
                          path: 'ugc-project/:projectId',
                          element: lazyElement(
                            async () =>
                              (await import('@/features/creator-portal/routes/ugc-project')).CreatorUgcProjectRoute,
                          ),
                        },
                        {
                          path: 'payment-info',
                          element: lazyElement(
                            async () => (await import('@/features/payments/routes/payment-info')).PaymentInfoRoute,
                          ),
                        },
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
