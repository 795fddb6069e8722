import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { AppLayout, BareLayout } from '../components/layouts/app-layout.tsx';
import { RedirectSignedIn, RequireAdmin, RequireAuth } from '../lib/guards.tsx';

/** Code-split screens: each route module loads on first visit. */
const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <BareLayout />,
        children: [{ index: true, lazy: lazy(() => import('./routes/public/landing.tsx')) }],
      },
      {
        element: <RedirectSignedIn />,
        children: [
          { path: 'login', lazy: lazy(() => import('./routes/auth/login.tsx')) },
          { path: 'signup', lazy: lazy(() => import('./routes/auth/signup.tsx')) },
        ],
      },
      { path: 'forgot-password', lazy: lazy(() => import('./routes/auth/forgot-password.tsx')) },
      { path: 'reset-password', lazy: lazy(() => import('./routes/auth/reset-password.tsx')) },
      { path: 'auth/callback', lazy: lazy(() => import('./routes/auth/callback.tsx')) },
      {
        element: <AppLayout />,
        children: [
          // Public screens
          { path: 'product-trials/:id', lazy: lazy(() => import('./routes/public/product-trial-detail.tsx')) },
          { path: 'webinars/:id', lazy: lazy(() => import('./routes/public/webinar-detail.tsx')) },
          // Signed-in screens
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', lazy: lazy(() => import('./routes/member/dashboard.tsx')) },
              { path: 'bookmarks', lazy: lazy(() => import('./routes/member/bookmarks.tsx')) },
              { path: 'user-trials', lazy: lazy(() => import('./routes/member/user-trials.tsx')) },
              { path: 'profile', lazy: lazy(() => import('./routes/member/profile.tsx')) },
              { path: 'preferences', lazy: lazy(() => import('./routes/member/preferences.tsx')) },
              { path: 'notifications', lazy: lazy(() => import('./routes/member/notifications.tsx')) },
            ],
          },
          { path: 'my-trials', element: <Navigate to="/user-trials" replace /> },
          // Admin screens
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [{ index: true, lazy: lazy(() => import('./routes/admin/admin-home.tsx')) }],
          },
          { path: '*', lazy: lazy(() => import('../components/errors/not-found-route.tsx')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
