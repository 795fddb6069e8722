import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { landingQuery } from '../../../features/catalog/api/catalog-queries.ts';
import { LandingPage } from '../../../features/catalog/components/landing-page.tsx';
import { useAuthState } from '../../../lib/auth.tsx';
import type { RouteData } from '../../../lib/route-data.ts';
import { useTitle } from '../../../lib/use-title.ts';

/** Landing page for visitors; a signed-in user goes to /dashboard. */
export default function LandingRoute() {
  useTitle('', 'Webinars, jobs, certifications, AI courses and product trials for AI-powered test automation.');
  const state = useAuthState();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedIn') return <Navigate to={paths.dashboard} replace />;
  return <LandingPage />;
}

/** Rendered on the server (as a visitor) with the landing answer fetched first (lib/route-data.ts). */
export const data: RouteData = () => [landingQuery()];
