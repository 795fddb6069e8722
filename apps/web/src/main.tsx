import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter, loadRouteModules } from './app/router.tsx';
import './index.css';
import 'virtual:icons.css';
import { useConsentRequest } from './lib/consent-prompt.ts';
import { createQueryClient } from './lib/query-client.ts';
import { type EarlyInput, replayEarlyInput, takeEarlyInput, whenSettled } from './lib/early-input.ts';
import { loginPathFor } from './lib/guards.tsx';
import { useAuthState } from './lib/auth.tsx';
import { type AuthState, initSession, sessionStore } from './lib/session.ts';
import { hintedSignedIn } from './lib/shell-hint.ts';
import { hydrateFromServer, SSR_STATE_ID, withRetryOnMount } from './lib/ssr-state.ts';
import { watchSystemTheme } from './lib/theme.ts';

// The page's CSP allows no eval: zod (loaded later, with the forms) must not even probe for it with `new Function('')`,
// which Chrome reports as a CSP violation (Lighthouse 'inspector-issues') although zod catches it. zod reads its
// config from this global object (z.config), so setting it here, before any zod code runs, needs no zod in the entry.
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig ??= {};
zodHost.__zod_globalConfig.jitless = true;

// The consent question's code (and its schemas) loads the first time a question is asked, not in every first load.
const ConsentDialogHost = lazy(() => import('./features/consent/components/consent-dialog.tsx').then((m) => ({ default: m.ConsentDialogHost })));

function ConsentQuestion() {
  const request = useConsentRequest();
  return request ? (
    <Suspense fallback={null}>
      <ConsentDialogHost />
    </Suspense>
  ) : null;
}

/**
 * The session as the page last rendered it (set after each commit). The store can know the member before React has
 * rendered them (the hydration renders the server's visitor snapshot first): a press replayed in between met the
 * visitor's button, which sends to sign in (decision 2112, addendum 2026-11-28). Each listener (whenSettled's check,
 * while it waits) looks again after such a commit.
 */
let renderedSession: AuthState['status'] | null = null;
const renderedSessionListeners = new Set<() => void>();
function SessionRendered() {
  const status = useAuthState().status;
  useEffect(() => {
    renderedSession = status;
    for (const fn of renderedSessionListeners) fn();
  }, [status]);
  return null;
}

/** Runs once the server's HTML is taken over. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after the first commit
  useEffect(onHydrated, []);
  return null;
}

async function start() {
  const queryClient = createQueryClient();
  const root = document.getElementById('root');
  const ssrState = document.getElementById(SSR_STATE_ID);
  // A server-rendered page: its screen's code and data are in place before React takes the HTML over.
  if (ssrState) {
    hydrateFromServer(queryClient, JSON.parse(ssrState.textContent || '{"queries":[],"mutations":[]}'));
    // The server rendered a failed query (a missing item) as failed: so does the first render here.
    queryClient.setDefaultOptions(withRetryOnMount(queryClient, false));
  }
  // The screen's code is in place before the first render, server-rendered or not: the router starts initialised
  // (no empty first render, no 'No HydrateFallback' warning). A page the pre-paint script marked signed in loads the
  // signed-in shell's code with it, so the sidebar, bell and account menu are in the first render (decision 2111).
  await Promise.all([
    loadRouteModules(window.location.pathname),
    hintedSignedIn() ? import('./components/layouts/app-layout.tsx').then((m) => m.preloadMemberShell()) : undefined,
  ]);
  const router = createRouter();

  watchSystemTheme();
  void initSession({
    onExpired: () => {
      queryClient.clear();
      // Back to this page after signing in again (a form kept through sign-in is finished there, docs/decisions/2102).
      void router.navigate(loginPathFor(router.state.location));
    },
  });

  if (!root) return;
  // Presses and typing on the server's HTML so far; from here on React sees events itself (decision 2112).
  const early: EarlyInput | null = takeEarlyInput();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* The one-time "share your details with <vendor>?" question, on any screen (docs/decisions/1801). */}
        <ConsentQuestion />
        <SessionRendered />
        {ssrState && (
          <Hydrated
            onHydrated={() => {
              queryClient.setDefaultOptions(withRetryOnMount(queryClient, true));
              document.documentElement.dataset.hydrated = 'true';
              // Once the member's session is read and their page's data is in (lib/auth.tsx reads it once hydrated).
              if (early)
                void whenSettled({
                  // Known, and the page rendered with it (not only the store).
                  sessionKnown: () => sessionStore.get().status !== 'loading' && renderedSession === sessionStore.get().status,
                  fetching: () => queryClient.isFetching(),
                  subscribe: (fn) => {
                    const offQueries = queryClient.getQueryCache().subscribe(fn);
                    const offSession = sessionStore.subscribe(fn);
                    renderedSessionListeners.add(fn);
                    return () => {
                      offQueries();
                      offSession();
                      renderedSessionListeners.delete(fn);
                    };
                  },
                }).then(() => replayEarlyInput(early));
            }}
          />
        )}
      </QueryClientProvider>
    </StrictMode>
  );
  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds instead of taking
  // the server's HTML over in one long task (Total Blocking Time), as Remix's client entry does.
  if (ssrState) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
