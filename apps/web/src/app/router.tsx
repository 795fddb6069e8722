import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { AppLayout, BareLayout } from '../components/layouts/app-layout.tsx';
import { RedirectPro, RedirectSignedIn, RequireAdmin, RequireAuth } from '../lib/guards.tsx';

/**
 * Screens only a signed-in member or an admin sees (and the sign-in screens) are rendered in the
 * browser: the server answers them with the page shell. Every other screen is server-rendered.
 */
export const shell = { shell: true } as const;

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
        handle: shell,
        children: [
          { path: 'login', lazy: lazy(() => import('./routes/auth/login.tsx')) },
          { path: 'signup', lazy: lazy(() => import('./routes/auth/signup.tsx')) },
        ],
      },
      { handle: shell, path: 'forgot-password', lazy: lazy(() => import('./routes/auth/forgot-password.tsx')) },
      { handle: shell, path: 'reset-password', lazy: lazy(() => import('./routes/auth/reset-password.tsx')) },
      { handle: shell, path: 'auth/callback', lazy: lazy(() => import('./routes/auth/callback.tsx')) },
      { handle: shell, path: 'unlock', lazy: lazy(() => import('./routes/auth/unlock.tsx')) },
      {
        element: <AppLayout />,
        children: [
          // Public screens
          { path: 'webinars', lazy: lazy(() => import('./routes/public/webinars.tsx')) },
          { path: 'webinars/:id', lazy: lazy(() => import('./routes/public/webinar.tsx')) },
          { path: 'jobs', lazy: lazy(() => import('./routes/public/jobs.tsx')) },
          { path: 'jobs/:id', lazy: lazy(() => import('./routes/public/job.tsx')) },
          { path: 'vendors', lazy: lazy(() => import('./routes/public/vendors.tsx')) },
          { path: 'vendor/:id', lazy: lazy(() => import('./routes/public/vendor.tsx')) },
          { path: 'certifications', lazy: lazy(() => import('./routes/public/certifications.tsx')) },
          { path: 'ai-courses', lazy: lazy(() => import('./routes/public/ai-courses.tsx')) },
          { path: 'product-updates', lazy: lazy(() => import('./routes/public/product-updates.tsx')) },
          { path: 'product-trials', lazy: lazy(() => import('./routes/public/product-trials.tsx')) },
          { path: 'product-trials/:id', lazy: lazy(() => import('./routes/public/product-trial.tsx')) },
          { path: 'search', lazy: lazy(() => import('./routes/public/search.tsx')) },
          { path: 'forum', lazy: lazy(() => import('./routes/public/forum.tsx')) },
          { handle: shell, path: 'forum/new', lazy: lazy(() => import('./routes/public/forum-new.tsx')) },
          { path: 'forum/:id', lazy: lazy(() => import('./routes/public/forum-topic.tsx')) },
          { path: 'about', lazy: lazy(() => import('./routes/public/about.tsx')) },
          { path: 'privacy', lazy: lazy(() => import('./routes/public/privacy.tsx')) },
          { path: 'terms', lazy: lazy(() => import('./routes/public/terms.tsx')) },
          { path: 'contact', lazy: lazy(() => import('./routes/public/contact.tsx')) },
          { path: 'job-alerts/confirm', lazy: lazy(() => import('./routes/public/job-alert-confirm.tsx')) },
          { path: 'job-alerts/unsubscribe', lazy: lazy(() => import('./routes/public/job-alert-unsubscribe.tsx')) },
          { handle: shell, path: 'email/unsubscribe', lazy: lazy(() => import('./routes/public/email-unsubscribe.tsx')) },
          // Signed-in screens
          {
            element: <RequireAuth />,
            handle: shell,
            children: [
              { path: 'dashboard', lazy: lazy(() => import('./routes/member/dashboard.tsx')) },
              { path: 'bookmarks', lazy: lazy(() => import('./routes/member/bookmarks.tsx')) },
              { path: 'likes', lazy: lazy(() => import('./routes/member/likes.tsx')) },
              { path: 'vendor/leads', lazy: lazy(() => import('./routes/member/vendor-leads.tsx')) },
              { path: 'user-trials', lazy: lazy(() => import('./routes/member/user-trials.tsx')) },
              { path: 'profile', lazy: lazy(() => import('./routes/member/profile.tsx')) },
              { path: 'preferences', lazy: lazy(() => import('./routes/member/preferences.tsx')) },
              { path: 'notifications', lazy: lazy(() => import('./routes/member/notifications.tsx')) },
              {
                element: (
                  <RedirectPro>
                    <Outlet />
                  </RedirectPro>
                ),
                children: [{ path: 'upgrade', lazy: lazy(() => import('./routes/member/upgrade.tsx')) }],
              },
            ],
          },
          { path: 'my-trials', handle: shell, element: <Navigate to="/user-trials" replace /> },
          // Admin screens
          {
            path: 'admin',
            element: <RequireAdmin />,
            handle: shell,
            children: [
              { index: true, lazy: lazy(() => import('./routes/admin/admin-home.tsx')) },
              { path: 'webinars', lazy: lazy(() => import('./routes/admin/webinars.tsx')) },
              { path: 'jobs', lazy: lazy(() => import('./routes/admin/jobs.tsx')) },
              { path: 'product-updates', lazy: lazy(() => import('./routes/admin/product-updates.tsx')) },
              { path: 'product-trials', lazy: lazy(() => import('./routes/admin/product-trials.tsx')) },
              { path: 'certifications', lazy: lazy(() => import('./routes/admin/certifications.tsx')) },
              { path: 'ai-courses', lazy: lazy(() => import('./routes/admin/ai-courses.tsx')) },
              { path: 'vendors', lazy: lazy(() => import('./routes/admin/vendors.tsx')) },
              { path: 'users', lazy: lazy(() => import('./routes/admin/users.tsx')) },
              { path: 'digests', lazy: lazy(() => import('./routes/admin/digests.tsx')) },
              { path: 'settings', lazy: lazy(() => import('./routes/admin/settings.tsx')) },
              { path: 'messages', lazy: lazy(() => import('./routes/admin/messages.tsx')) },
            ],
          },
          { path: '*', lazy: lazy(() => import('../components/errors/not-found-route.tsx')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/** Loads the code-split screens a URL needs, so a server-rendered page hydrates with them already in place. */
export async function loadRouteModules(pathname: string) {
  const found = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    found.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** A URL the server answers with the page shell (member, admin and sign-in screens). */
export function isShellPath(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => (route.handle as typeof shell | undefined)?.shell);
}
