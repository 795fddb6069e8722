import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { useProfileThemeSync } from '../../lib/theme-sync.ts';
import { shellWidth } from './shell.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

// Signed-in only: loaded when a member is signed in, not in a visitor's first load.
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })));
const Sidebar = lazy(() => import('./sidebar.tsx').then((m) => ({ default: m.Sidebar })));

/** Header, sidebar for signed-in users (active route highlighted), and footer. */
export function AppLayout() {
  const { state } = useAuth();
  useProfileThemeSync();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header bell={<NotificationBell />} />
      <div className={`${shellWidth(state.status === 'signedIn')} flex flex-1 gap-8 py-6`}>
        {state.status === 'signedIn' && (
          <aside className="hidden w-52 shrink-0 lg:block">
            <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pb-4">
              <Suspense fallback={null}>
                <Sidebar />
              </Suspense>
            </div>
          </aside>
        )}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <Footer />
    </div>
  );
}
