import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { ADMIN_HOME, CREATOR_HOME, LOGIN_PATH } from '@/lib/auth';
import { redirectSignedIn, requireAdmin, requireCreator } from './guards';
import { PublicLayout, type PublicRouteHandle } from './layouts/public-layout';
import { RouteError } from './routes/route-error';

/** Sign-up forms with side-by-side fields get a wider card. */
const WIDE: PublicRouteHandle = { wide: true };

/**
 * The route table of the SPA (spec section 2). Every page module is lazy; the guards are loaders, so a
 * signed-out visitor is redirected before any admin or creator code is fetched. Features are composed here
 * and never import each other.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const placeholders = () => import('@/features/placeholders/routes/placeholders');
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
        {
          element: <PublicLayout />,
          children: [
            {
              path: 'login',
              loader: redirectSignedIn(queryClient),
              lazy: async () => ({ Component: (await import('@/features/auth/routes/login')).LoginRoute }),
            },
            {
              path: 'logout',
              lazy: async () => ({ Component: (await import('@/features/auth/routes/logout')).LogoutRoute }),
            },
            {
              path: 'forgot-password',
              lazy: async () => ({
                Component: (await import('@/features/auth/routes/forgot-password')).ForgotPasswordRoute,
              }),
            },
            {
              path: 'creatoraccount',
              handle: WIDE,
              lazy: async () => ({
                Component: (await import('@/features/auth/routes/creator-sign-up')).CreatorSignUpRoute,
              }),
            },
            {
              path: 'employee/signup',
              handle: WIDE,
              lazy: async () => ({
                Component: (await import('@/features/auth/routes/employee-sign-up')).EmployeeSignUpRoute,
              }),
            },
            {
              path: 'company/signup',
              handle: WIDE,
              lazy: async () => ({
                Component: (await import('@/features/onboarding/routes/company-sign-up')).CompanySignUpRoute,
              }),
            },
            {
              path: 'registration-success',
              lazy: async () => ({
                Component: (await import('@/features/onboarding/routes/registration-success')).RegistrationSuccessRoute,
              }),
            },
            {
              path: 'brandonboarding',
              lazy: async () => ({
                Component: (await import('@/features/onboarding/routes/brand-onboarding')).BrandOnboardingRoute,
              }),
            },
            {
              path: 'onboarding-success',
              lazy: async () => ({
                Component: (await import('@/features/onboarding/routes/onboarding-success')).OnboardingSuccessRoute,
              }),
            },
          ],
        },
        {
          path: 'admin',
          loader: requireAdmin(queryClient),
          lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('@/features/overview/routes/overview')).OverviewRoute }),
            },
            {
              path: 'brands',
              lazy: async () => ({ Component: (await import('@/features/brands/routes/brands')).BrandsRoute }),
            },
            {
              path: 'creators',
              lazy: async () => ({ Component: (await import('@/features/creators/routes/creators')).CreatorsRoute }),
            },
            {
              path: 'products',
              lazy: async () => ({ Component: (await import('@/features/products/routes/products')).ProductsRoute }),
            },
            {
              path: 'campaigns',
              lazy: async () => ({ Component: (await import('@/features/campaigns/routes/campaigns')).CampaignsRoute }),
            },
            {
              path: 'campaigns/new',
              lazy: async () => ({
                Component: (await import('@/features/campaigns/routes/new-campaign')).NewCampaignRoute,
              }),
            },
            {
              path: 'ugc-projects',
              lazy: async () => ({
                Component: (await import('@/features/ugc-projects/routes/projects')).UgcProjectsRoute,
              }),
            },
            {
              path: 'ugc-projects/new',
              lazy: async () => ({
                Component: (await import('@/features/ugc-projects/routes/project-form')).NewUgcProjectRoute,
              }),
            },
            {
              path: 'ugc-projects/:projectId/edit',
              lazy: async () => ({
                Component: (await import('@/features/ugc-projects/routes/project-form')).EditUgcProjectRoute,
              }),
            },
            {
              path: 'ugc-projects/:projectId',
              lazy: async () => ({
                Component: (await import('@/features/ugc-projects/routes/project-detail')).UgcProjectDetailRoute,
              }),
            },
            { path: 'analytics', lazy: async () => ({ Component: (await placeholders()).AnalyticsRoute }) },
            { path: 'settings', lazy: async () => ({ Component: (await placeholders()).SettingsRoute }) },
          ],
        },
        {
          path: 'creator',
          loader: requireCreator(queryClient),
          lazy: async () => ({ Component: (await import('./layouts/creator-layout')).CreatorLayout }),
          children: [
            { index: true, element: <Navigate to={CREATOR_HOME} replace /> },
            {
              path: 'dashboard',
              lazy: async () => ({
                Component: (await import('@/features/creator-portal/routes/dashboard')).CreatorDashboardRoute,
              }),
            },
            {
              path: 'campaign/:id',
              lazy: async () => ({
                Component: (await import('@/features/creator-portal/routes/campaign')).CreatorCampaignRoute,
              }),
            },
            {
              path: 'ugc-project/:projectId',
              lazy: async () => ({
                Component: (await import('@/features/creator-portal/routes/ugc-project')).CreatorUgcProjectRoute,
              }),
            },
            {
              path: 'payment-info',
              lazy: async () => ({
                Component: (await import('@/features/payments/routes/payment-info')).PaymentInfoRoute,
              }),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Paths the app links to from outside the route table. */
export const APP_PATHS = {
  login: LOGIN_PATH,
  logout: '/logout',
  adminHome: ADMIN_HOME,
  creatorHome: CREATOR_HOME,
} as const;
