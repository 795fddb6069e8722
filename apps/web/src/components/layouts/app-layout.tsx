import { Menu, Search, Sparkles, X } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { mailboxes, paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { loginPathFor } from '../../lib/guards.tsx';
import { useProfileThemeSync } from '../../lib/theme-sync.ts';
import { buttonClass } from '../ui/button.tsx';
import { footerGroups, headerLinks, navClass } from './nav-items.ts';
import { ThemeToggle } from './theme-toggle.tsx';

// Signed-in only: loaded when a member is signed in, not in a visitor's first load.
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })));
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const Sidebar = lazy(() => import('./sidebar.tsx').then((m) => ({ default: m.Sidebar })));
const MobileSearch = lazy(() => import('./sidebar.tsx').then((m) => ({ default: m.MobileSearch })));

function UpgradeButton({ loading }: { loading: boolean }) {
  const navigation = useNavigation();
  const navigating = navigation.state === 'loading' && navigation.location?.pathname === paths.upgrade;
  const busy = loading || navigating;
  return (
    <Link
      to={paths.upgrade}
      aria-busy={busy || undefined}
      className={buttonClass('primary', `whitespace-nowrap max-sm:hidden ${busy ? 'pointer-events-none opacity-70' : ''}`)}
    >
      <Sparkles className={`h-4 w-4 ${busy ? 'animate-pulse' : ''}`} aria-hidden="true" />
      {busy ? 'Loading…' : 'Upgrade to Pro'}
    </Link>
  );
}

/** The page width every part of the shell shares (header, sidebar + content, footer): one left edge. */
export const shellWidth = (signedIn: boolean) => `mx-auto w-full px-4 sm:px-6 ${signedIn ? 'max-w-screen-2xl' : 'max-w-7xl'}`;

/** Global search box: every content type on /search?q=. In the header from md up; in the mobile menu for visitors. */
function HeaderSearch({
  id = 'header-search',
  className = 'relative hidden md:block',
  inputClass = 'w-36 xl:w-44',
  onDone,
}: {
  id?: string;
  className?: string;
  inputClass?: string;
  onDone?: () => void;
}) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!q.trim()) return;
    navigate(`${paths.search}?q=${encodeURIComponent(q.trim())}`);
    onDone?.();
  };
  return (
    <search className={className}>
      <form onSubmit={submit}>
        <label htmlFor={id} className="sr-only">
          Search everything
        </label>
        <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-slate-400" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search..."
          className={`rounded-md border border-slate-300 bg-white py-1.5 pl-8 pr-2 text-sm dark:border-slate-700 dark:bg-slate-900 ${inputClass}`}
        />
      </form>
    </search>
  );
}

export function Header() {
  const { state, me, meLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const signedIn = state.status === 'signedIn';
  const menuButton = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu whenever the route changes
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      {/* The same width and padding as the content below, so the logo lines up with the sidebar. */}
      <div className={`${shellWidth(signedIn)} flex h-16 items-center gap-2 max-sm:px-3 sm:gap-4`}>
        <Link to={signedIn ? paths.dashboard : paths.home} className="flex shrink-0 items-center gap-2 whitespace-nowrap font-semibold">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span className="max-[359px]:sr-only">AI Testing Hub</span>
        </Link>
        {/* Signed-in members have these links in the sidebar: one navigation, never two (docs/decisions/1601). */}
        {!signedIn && (
          <nav aria-label="Main" className="hidden flex-1 items-center gap-1 xl:flex">
            {headerLinks.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                className={({ isActive }) =>
                  `whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm ${isActive ? 'font-semibold text-brand-700 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`
                }
              >
                {l.label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderSearch />
          <ThemeToggle />
          {state.status === 'loading' ? null : signedIn ? (
            <>
              {!me?.profile.isPro && <UpgradeButton loading={meLoading} />}
              <Suspense fallback={<span className="h-9 w-20" aria-hidden="true" />}>
                <NotificationBell />
                <UserMenu email={state.session.user.email} avatarUrl={me?.profile.avatarUrl} />
              </Suspense>
            </>
          ) : (
            <>
              <Link to={loginPathFor(location)} className={buttonClass('ghost', 'whitespace-nowrap max-sm:hidden')}>
                Sign in
              </Link>
              <Link to={paths.signup} className={buttonClass('primary', 'whitespace-nowrap max-sm:hidden')}>
                Get Started
              </Link>
            </>
          )}
          <button
            ref={menuButton}
            type="button"
            // Only where the sidebar (signed in, lg and up) or the header links (visitors, xl and up) are hidden.
            className={`rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800 ${signedIn ? 'lg:hidden' : 'xl:hidden'}`}
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {open && (
        <div
          id="mobile-menu"
          className={`max-h-[calc(100vh-4rem)] space-y-4 overflow-y-auto border-t border-slate-200 px-4 py-4 dark:border-slate-800 ${signedIn ? 'lg:hidden' : 'xl:hidden'}`}
        >
          {signedIn ? (
            <Suspense fallback={null}>
              <MobileSearch onDone={() => setOpen(false)} />
            </Suspense>
          ) : (
            <HeaderSearch id="mobile-global-search" className="relative md:hidden" inputClass="w-full py-2" onDone={() => setOpen(false)} />
          )}
          {signedIn ? (
            <Suspense fallback={null}>
              <Sidebar onNavigate={() => setOpen(false)} />
            </Suspense>
          ) : (
            <nav aria-label="Mobile">
              <ul className="space-y-1">
                {headerLinks.map((l) => (
                  <li key={l.to}>
                    <NavLink to={l.to} className={navClass}>
                      {l.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <NavLink to={paths.forum} className={navClass}>
                    Forum
                  </NavLink>
                </li>
              </ul>
            </nav>
          )}
          <div className="flex flex-wrap gap-2 sm:hidden">
            {signedIn ? (
              !me?.profile.isPro && (
                <button type="button" className={buttonClass('primary')} onClick={() => navigate(paths.upgrade)}>
                  Upgrade to Pro
                </button>
              )
            ) : (
              <>
                <Link to={loginPathFor(location)} className={buttonClass('secondary')}>
                  Sign in
                </Link>
                <Link to={paths.signup} className={buttonClass('primary')}>
                  Get Started
                </Link>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}

const footerLinkClass = 'text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-white';

export function Footer() {
  const { state } = useAuth();
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className={`${shellWidth(state.status === 'signedIn')} py-10`}>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 text-sm sm:grid-cols-3 lg:grid-cols-5">
          <div className="col-span-2 sm:col-span-3 lg:col-span-1">
            <Link to={paths.home} className="flex items-center gap-2 font-semibold">
              <img src="/favicon.svg" alt="" width={24} height={24} className="h-6 w-6" />
              AI Testing Hub
            </Link>
            <p className="mt-2 max-w-xs text-slate-600 dark:text-slate-400">Resources for AI-powered test automation.</p>
          </div>
          {footerGroups.map((g) => (
            <div key={g.heading}>
              <h2 className="font-semibold text-slate-900 dark:text-slate-100">{g.heading}</h2>
              <ul className="mt-3 space-y-2">
                {g.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={footerLinkClass}>
                      {l.label}
                    </Link>
                  </li>
                ))}
                {g.heading === 'Community' && (
                  <>
                    <li>
                      <a href={`mailto:${mailboxes.partnerships}`} className={footerLinkClass}>
                        Partnerships
                      </a>
                    </li>
                    <li>
                      <a href={`mailto:${mailboxes.support}`} className={footerLinkClass}>
                        Support
                      </a>
                    </li>
                  </>
                )}
              </ul>
            </div>
          ))}
        </nav>
        <p className="mt-8 text-xs text-slate-500 dark:text-slate-400">
          © {new Date().getFullYear()} AI Testing Hub. Resources for AI-powered test automation.
        </p>
      </div>
    </footer>
  );
}

/** Header, sidebar for signed-in users (active route highlighted), and footer. */
export function AppLayout() {
  const { state } = useAuth();
  useProfileThemeSync();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
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

/** The landing page: no header or sidebar. */
export function BareLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
