import { safeRedirectPath } from '@portal/shared/accounts-text';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { useAuth, useAuthState } from './auth.tsx';
import { loginPathFor } from './guards.tsx';

/**
 * The layout routes that guard the member, admin and sign-in screens. Those screens are rendered in the
 * browser only, and the router loads this module with the first of them: a visitor's first load has none of it.
 */

export function nextFrom(search: string, fallback: string = paths.dashboard): string {
  return safeRedirectPath(new URLSearchParams(search).get('next'), fallback);
}

/** Signed-out users go to /login, remembering where they were. A spinner shows while auth loads. */
export function RequireAuth() {
  const state = useAuthState();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedOut') return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/** Non-admins are sent to /. The server refuses them too. */
export function RequireAdmin() {
  const { state, me, meLoading } = useAuth();
  const location = useLocation();
  if (state.status === 'loading' || meLoading) return <FullPageSpinner />;
  if (state.status === 'signedOut') return <Navigate to={loginPathFor(location)} replace />;
  if (!me?.roles.admin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Pro users have nothing to buy: /upgrade sends them to /dashboard. */
export function RedirectPro() {
  const { me, meLoading } = useAuth();
  if (meLoading) return <FullPageSpinner />;
  if (me?.profile.isPro) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** /login and /signup send a signed-in user to / (which forwards to /dashboard). */
export function RedirectSignedIn() {
  const state = useAuthState();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedIn') return <Navigate to={nextFrom(location.search, paths.home)} replace />;
  return <Outlet />;
}
