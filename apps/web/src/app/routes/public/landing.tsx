import { Navigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { ThemeToggle } from '../../../components/layouts/theme-toggle.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { useTitle } from '../../../lib/use-title.ts';

/** Landing page for visitors; a signed-in user goes to /dashboard. */
export default function LandingRoute() {
  useTitle('', 'Webinars, jobs, certifications, AI courses and product trials for AI-powered test automation.');
  const state = useAuthState();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedIn') return <Navigate to={paths.dashboard} replace />;
  return (
    <div>
      <div className="absolute right-4 top-4">
        <ThemeToggle />
      </div>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-24 text-center dark:from-slate-900 dark:to-slate-950">
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Everything about AI-powered test automation, in one place</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Webinars, jobs, certifications, AI courses, product updates and free product trials from the vendors shaping AI testing.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.signup}>Get Started Free</ButtonLink>
          <ButtonLink to={paths.webinars} variant="secondary">
            Browse Webinars
          </ButtonLink>
        </div>
      </section>
      <section className="px-4 py-16 text-center">
        <h2 className="text-2xl font-semibold">Join the community</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">Create a free account to like resources, activate trials and get digests.</p>
        <div className="mt-6 flex justify-center gap-3">
          <ButtonLink to={paths.signup}>Create Free Account</ButtonLink>
          <ButtonLink to={paths.login} variant="secondary">
            Sign In
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
