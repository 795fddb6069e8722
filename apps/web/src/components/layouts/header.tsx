import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate, useNavigation } from 'react-router';
import { Icon } from '../ui/icon.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { loginPathFor } from '../../lib/guards.tsx';
import { preloadable } from '../../lib/preloadable.ts';
import { hintedPro, saveShellHint } from '../../lib/shell-hint.ts';
import { buttonClass } from '../ui/button.tsx';
import { headerLinks } from './nav-items.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { shellWidth } from './shell.ts';
import { HeaderSearch } from './header-search.tsx';
import { navClass } from './nav-items.ts';

// Signed-in only: loaded when a member is signed in (or ahead, app-layout.tsx), not in a visitor's first load.
const UserMenu = preloadable(() => import('./user-menu.tsx').then((m) => m.UserMenu));
const Sidebar = preloadable(() => import('./sidebar.tsx').then((m) => m.Sidebar));
export const preloadHeaderParts = () => Promise.all([UserMenu.preload(), Sidebar.preload()]);

function UpgradeButton() {
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === paths.upgrade;
  return (
    <Link
      to={paths.upgrade}
      aria-busy={busy || undefined}
      className={buttonClass('primary', `whitespace-nowrap max-sm:hidden ${busy ? 'pointer-events-none opacity-70' : ''}`)}
    >
      <Icon name="sparkles" className={`h-4 w-4 ${busy ? 'animate-pulse' : ''}`} />
      {busy ? 'Loading…' : 'Upgrade to Pro'}
    </Link>
  );
}

/** `bell` is the notification bell, composed in by app-layout.tsx (components never import a feature). */
export function Header({ bell }: { bell?: ReactNode }) {
  const { state, me } = useAuth();
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
      <div className={`${shellWidth} flex h-16 items-center gap-2 max-sm:px-3 sm:gap-4`}>
        <Link to={signedIn ? paths.dashboard : paths.home} className="flex shrink-0 items-center gap-2 whitespace-nowrap font-semibold">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span className="max-[359px]:sr-only">AI Testing Hub</span>
        </Link>
        {/* Signed-in members have these links in the sidebar: one navigation, never two (docs/decisions/1601). */}
        {!signedIn && (
          <nav aria-label="Main" className="visitor-only hidden flex-1 items-center gap-0.5 xl:flex">
            {headerLinks.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                className={({ isActive }) =>
                  `whitespace-nowrap rounded-md px-1.5 py-1.5 text-sm ${isActive ? 'font-semibold text-brand-700 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`
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
          {/* Both groups are in every page's HTML; CSS shows the one <html data-session> names (index.css). */}
          <MemberItems signedIn={signedIn} pro={me ? me.profile.isPro : hintedPro()} ready={signedIn && !!me}>
            {signedIn && (
              <>
                {bell}
                <UserMenu email={state.session.user.email} avatarUrl={me?.profile.avatarUrl} />
              </>
            )}
          </MemberItems>
          <div className="visitor-only flex items-center gap-1 sm:gap-2">
            {state.status === 'signedOut' && (
              <>
                <Link to={loginPathFor(location)} className={buttonClass('ghost', 'whitespace-nowrap max-sm:hidden')}>
                  Sign in
                </Link>
                <Link to={paths.signup} className={buttonClass('primary', 'whitespace-nowrap max-sm:hidden')}>
                  Get Started
                </Link>
              </>
            )}
          </div>
          <button
            ref={menuButton}
            type="button"
            // Only where the sidebar (signed in, lg and up) or the header links (visitors, xl and up) are hidden.
            className="member-lg-hidden rounded-md p-2 hover:bg-slate-100 xl:hidden dark:hover:bg-slate-800"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <Icon name="x" className="h-5 w-5" /> : <Icon name="menu" className="h-5 w-5" />}
          </button>
        </div>
      </div>
      {open && (
        <div
          id="mobile-menu"
          className={`max-h-[calc(100vh-4rem)] space-y-4 overflow-y-auto border-t border-slate-200 px-4 py-4 dark:border-slate-800 ${signedIn ? 'lg:hidden' : 'xl:hidden'}`}
        >
          <HeaderSearch id="mobile-global-search" className="relative md:hidden" inputClass="w-full py-2" onDone={() => setOpen(false)} />
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

/**
 * The member's header items: 'Upgrade to Pro' (not for Pro members), the bell and the account menu. Until they are
 * all there the slot keeps the width they took last time in this browser (lib/shell-hint.ts), and once there it
 * remembers their width for the next first paint.
 */
function MemberItems({ signedIn, pro, ready, children }: { signedIn: boolean; pro: boolean; ready: boolean; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = slot.current;
    if (!ready || !el) return;
    const save = () => saveShellHint(pro, el.getBoundingClientRect().width);
    save();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(save);
    watch.observe(el);
    return () => watch.disconnect();
  }, [ready, pro]);
  return (
    <div ref={slot} data-ready={ready || undefined} className="member-only member-slot flex items-center gap-1 sm:gap-2">
      {signedIn &&
        (pro ? (
          <Link
            to={paths.profile}
            className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-800 hover:bg-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:hover:bg-amber-900"
            aria-label="Pro member: your plan"
            data-testid="header-pro-badge"
          >
            <Icon name="badge-check" className="h-3.5 w-3.5" /> Pro
          </Link>
        ) : (
          <UpgradeButton />
        ))}
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
