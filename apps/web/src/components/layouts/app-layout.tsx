import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { preloadable } from '../../lib/preloadable.ts';
import { useProfileThemeSync } from '../../lib/theme-sync.ts';
import { Footer } from './footer.tsx';
import { Header, preloadHeaderParts } from './header.tsx';
import { shellWidth } from './shell.ts';
import { ACTION_BAR_SLOT } from '../ui/mobile-action-bar.tsx';

// Signed-in only: loaded when a member is signed in (ahead of the first render when the page is hinted signed in,
// main.tsx), not in a visitor's first load.
const NotificationBell = preloadable(() => import('../../features/notifications/components/notification-bell.tsx').then((m) => m.NotificationBell));
const Sidebar = preloadable(() => import('./sidebar.tsx').then((m) => m.Sidebar));

/** Loads the signed-in shell's code, so a member's first render has the sidebar, bell and account menu in it. */
export const preloadMemberShell = () => Promise.all([NotificationBell.preload(), Sidebar.preload(), preloadHeaderParts()]);

/**
 * Header, sidebar for signed-in users (active route highlighted), and footer. The sidebar's column is in every
 * page's HTML and shown by CSS for a signed-in page (index.css), so the content never moves when it fills in.
 */
export function AppLayout() {
  const { state } = useAuth();
  useProfileThemeSync();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header bell={<NotificationBell />} />
      <div className={`${shellWidth} shell-main flex flex-1 gap-8 py-6`}>
        <aside className="member-aside w-52 shrink-0">
          <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pb-4">
            {state.status === 'signedIn' && (
              <Suspense fallback={null}>
                <Sidebar />
              </Suspense>
            )}
          </div>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {/* A detail page's sticky action bar comes first in the page's tab order (components/ui/mobile-action-bar.tsx). */}
          <div id={ACTION_BAR_SLOT} />
          <Outlet />
        </main>
      </div>
      <Footer />
    </div>
  );
}
