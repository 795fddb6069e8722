import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { BareLayout } from '../components/layouts/bare-layout.tsx';
import type { RouteData, RouteHandle } from '../lib/route-data.ts';

/**
 * Screens only a signed-in member or an admin sees (and the sign-in screens) are rendered in the
 * browser: the server answers them with the page shell. Every other screen is server-rendered.
 */
export const shell = { shell: true } as const;

/** Code-split screens: each route module loads on first visit. */
type ScreenModule = { default: React.ComponentType; data?: RouteData };
/** A screen's module; its declared `data` (lib/route-data.ts) rides on the route's handle for the server renderer. */
const lazy = (load: () => Promise<ScreenModule>) => async () => {
  const mod = await load();
  return mod.data ? { Component: mod.default, handle: { data: mod.data } satisfies RouteHandle } : { Component: mod.default };
};
const screens = import.meta.glob<ScreenModule>(['./routes/*/*.tsx', '!./routes/*/*.test.tsx']);
/** A guard layout route of lib/route-guards.tsx (loaded with the first guarded screen). */
const guard = (name: 'RequireAuth' | 'RequireAdmin' | 'RedirectPro' | 'RedirectSignedIn') => async () => ({
  Component: (await import('../lib/route-guards.tsx'))[name],
});
const screen = (file: string) => {
  const load = screens[`./routes/${file}.tsx`];
  if (!load) throw new Error(`No route module routes/${file}.tsx`);
  return lazy(load);
};

/** Routes whose path names their module in `routes/{dir}` ('jobs': jobs.tsx), or `[path, module]`. */
const pages = (dir: string, names: (string | [string, string])[]): RouteObject[] =>
  names.map((name) => {
    const [path, file] = typeof name === 'string' ? [name, name] : name;
    return { path, lazy: screen(`${dir}/${file}`) };
  });

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { element: <BareLayout />, children: [{ index: true, lazy: screen('public/landing') }] },
      { lazy: guard('RedirectSignedIn'), handle: shell, children: pages('auth', ['login', 'signup']) },
      { handle: shell, children: pages('auth', ['forgot-password', 'reset-password', ['auth/callback', 'callback'], 'unlock']) },
      {
        // The header and the signed-in parts load with the first screen that has them, not with the landing page.
        lazy: async () => ({ Component: (await import('../components/layouts/app-layout.tsx')).AppLayout }),
        children: [
          // Public screens
          ...pages('public', [
            'webinars',
            ['webinars/:id', 'webinar'],
            'jobs',
            ['jobs/:id', 'job'],
            'vendors',
            ['vendor/:id', 'vendor'],
            ['compare/:key', 'compare'],
            'certifications',
            'ai-courses',
            'product-updates',
            'product-trials',
            ['product-trials/:id', 'product-trial'],
            'search',
            'topics',
            ['topics/:slug', 'topic'],
            'forum',
            ['forum/:id', 'forum-topic'],
            'about',
            'privacy',
            'terms',
            'contact',
            ['job-alerts/confirm', 'job-alert-confirm'],
            ['job-alerts/unsubscribe', 'job-alert-unsubscribe'],
          ]),
          {
            handle: shell,
            children: pages('public', [
              ['forum/new', 'forum-new'],
              ['email/unsubscribe', 'email-unsubscribe'],
            ]),
          },
          // Signed-in screens
          {
            lazy: guard('RequireAuth'),
            handle: shell,
            children: [
              ...pages('member', [
                'dashboard',
                'bookmarks',
                'likes',
                ['vendor/leads', 'vendor-leads'],
                ['vendor/analytics', 'vendor-analytics'],
                ['vendor/webhook', 'vendor-webhook'],
                ['vendor/console', 'vendor-console'],
                ['vendor/console/:section', 'vendor-console'],
                'user-trials',
                'profile',
                'preferences',
                'notifications',
                ['upgrade/welcome', 'upgrade-welcome'],
              ]),
              { lazy: guard('RedirectPro'), children: pages('member', ['upgrade']) },
            ],
          },
          { path: 'my-trials', handle: shell, element: <Navigate to="/user-trials" replace /> },
          // Admin screens
          {
            path: 'admin',
            lazy: guard('RequireAdmin'),
            handle: shell,
            children: [
              { index: true, lazy: screen('admin/admin-home') },
              ...pages('admin', [
                'webinars',
                'jobs',
                'product-updates',
                'product-trials',
                'certifications',
                'ai-courses',
                'vendors',
                'vendor-taxonomy',
                'topics',
                'users',
                'digests',
                'settings',
                'messages',
                'submissions',
                'system',
              ]),
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
