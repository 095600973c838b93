import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterContextProvider, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/spinner';
import { setNavigator } from '@/lib/navigation';
import { queryClientContext } from '@/lib/query-client';
import { guardMiddleware } from './guard';
import { RootLayout } from './root-layout';
import { RouteErrorPage, RouteErrorPanel } from './route-error-page';

/**
 * The route table of SPEC section 2. Every screen is a route module (`*-route.tsx`) that exports
 * `Component` and, when it needs data, `loader` (and optionally `ErrorBoundary`); each is
 * lazy-loaded so the landing only downloads what it shows.
 */

/** Routes for signed-in users (non-admins). */
const userRoutes: RouteObject[] = [
  { path: 'pages/public', lazy: () => import('@/features/pages/public-pages-route') },
  { path: 'pages/favorite', lazy: () => import('@/features/pages/favorite-pages-route') },
  { path: 'pages', lazy: () => import('@/features/pages/my-pages-route') },
  { path: 'pages/colored', lazy: () => import('@/features/pages/colored-pages-route') },
  { path: 'pages/create', lazy: () => import('@/features/create/create-page-route') },
  { path: 'pages/create/ai', lazy: () => import('@/features/create/create-ai-route') },
  { path: 'pages/create/upload', lazy: () => import('@/features/create/create-upload-route') },
  { path: 'pages/:id/color', lazy: () => import('@/features/coloring/coloring-route') },
  { path: 'pages/:id/numbers', lazy: () => import('@/features/coloring/numbers-route') },
  { path: 'books', lazy: () => import('@/features/books/books-route') },
  { path: 'books/:id', lazy: () => import('@/features/books/book-route') },
  { path: 'checkout', lazy: () => import('@/features/billing/checkout-route') },
  { path: 'account', lazy: () => import('@/features/account/account-route') },
];

/** Routes for admins (everything under /admin but /admin/create). */
const adminRoutes: RouteObject[] = [
  { path: 'admin', lazy: () => import('@/features/admin/dashboard/dashboard-route') },
  { path: 'admin/users', lazy: () => import('@/features/admin/users/users-route') },
  { path: 'admin/users/create', lazy: () => import('@/features/admin/users/user-create-route') },
  { path: 'admin/users/:id/edit', lazy: () => import('@/features/admin/users/user-edit-route') },
  { path: 'admin/pages', lazy: () => import('@/features/pages/admin-pages-route') },
  { path: 'admin/pages/colored', lazy: () => import('@/features/admin/colored-pages/colored-pages-route') },
  { path: 'admin/subscriptions', lazy: () => import('@/features/admin/subscriptions/subscriptions-route') },
  { path: 'admin/plans', lazy: () => import('@/features/admin/plans/plans-route') },
  { path: 'admin/plans/:id/edit', lazy: () => import('@/features/admin/plans/plan-edit-route') },
  { path: 'admin/website', lazy: () => import('@/features/admin/website/website-route') },
  { path: 'admin/website/home', lazy: () => import('@/features/admin/website/sections/home-route') },
  { path: 'admin/website/how-it-works', lazy: () => import('@/features/admin/website/sections/how-it-works-route') },
  { path: 'admin/website/features', lazy: () => import('@/features/admin/website/sections/features-route') },
  { path: 'admin/website/testimonial', lazy: () => import('@/features/admin/website/sections/testimonial-route') },
  { path: 'admin/website/metrics', lazy: () => import('@/features/admin/website/sections/metrics-route') },
  { path: 'admin/website/pricing', lazy: () => import('@/features/admin/website/sections/pricing-route') },
  { path: 'admin/website/faqs', lazy: () => import('@/features/admin/website/sections/faqs-route') },
  { path: 'admin/website/call-to-action', lazy: () => import('@/features/admin/website/sections/call-to-action-route') },
  { path: 'admin/website/contact', lazy: () => import('@/features/admin/website/sections/contact-route') },
  { path: 'admin/website/footer', lazy: () => import('@/features/admin/website/sections/footer-route') },
  { path: 'admin/website/terms', lazy: () => import('@/features/admin/website/sections/terms-route') },
  { path: 'admin/website/privacy', lazy: () => import('@/features/admin/website/sections/privacy-route') },
  { path: 'admin/account', lazy: () => import('@/features/admin/account/admin-account-route') },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageSpinner,
    children: [
      // Public routes.
      { index: true, lazy: () => import('@/features/landing/landing-route') },
      { path: 'sign-in', lazy: () => import('@/features/auth/sign-in-route') },
      { path: 'sign-up', lazy: () => import('@/features/auth/sign-up-route') },
      { path: 'verify/:token', lazy: () => import('@/features/auth/verify-route') },
      { path: 'reset-password/:token', lazy: () => import('@/features/auth/reset-password-route') },
      { path: 'forgot-password', lazy: () => import('@/features/auth/forgot-password-route') },
      { path: 'admin/create', lazy: () => import('@/features/auth/admin-create-route') },
      { path: 'payment', lazy: () => import('@/features/billing/payment-route') },
      { path: 'splash', lazy: () => import('@/features/splash/splash-route') },
      { path: 'privacy', lazy: () => import('@/features/legal/privacy-route') },
      { path: 'terms', lazy: () => import('@/features/legal/terms-route') },

      // Signed-in routes: the guard runs first (middleware), then the shell renders.
      {
        id: 'app',
        middleware: [guardMiddleware],
        lazy: { Component: async () => (await import('./layouts/app-shell')).Component },
        children: [{ ErrorBoundary: RouteErrorPanel, children: [...userRoutes, ...adminRoutes] }],
      },

      { path: '*', lazy: () => import('./routes/not-found-route') },
    ],
  },
];

/**
 * Creates the browser router and lets non-React code (the api helper) navigate through it.
 * Loaders get the app's QueryClient from their context, so what they prefetch lands in the
 * cache the screens read.
 */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(routes, {
    getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
  });
  setNavigator({
    navigate: (to) => void router.navigate(to),
    pathname: () => router.state.location.pathname,
  });
  return router;
}
