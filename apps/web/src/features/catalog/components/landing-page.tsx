import { Link } from 'react-router';
import { ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { ThemeToggle } from '../../../components/layouts/theme-toggle.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanding, useViewer } from '../api/catalog-queries.ts';
import { HomeSections, HomeState } from './home-sections.tsx';

/** The marketing landing page; every section comes from one request (GET /api/landing). */
export function LandingPage() {
  const viewer = useViewer();
  const q = useLanding();
  const d = q.data;
  return (
    <div>
      <div className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        {/* Not the site header (the spec's landing page has none): the brand mark, theme and Sign in above the fold. */}
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link to={paths.home} className="flex items-center gap-2 font-semibold">
            <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
            <span>AI Testing Hub</span>
          </Link>
          <div className="flex items-center gap-1 sm:gap-2">
            <ThemeToggle />
            {!viewer.signedIn && (
              <Link to={paths.login} className={buttonClass('ghost')}>
                Sign in
              </Link>
            )}
          </div>
        </div>
        <section className="px-4 pb-24 pt-16 text-center">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Everything about AI-powered test automation, in one place</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Webinars, jobs, certifications, AI courses, product updates and free product trials from the vendors shaping AI testing.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {!viewer.signedIn && <ButtonLink to={paths.signup}>Get Started Free</ButtonLink>}
            <ButtonLink to={paths.webinars} variant="secondary">
              Browse Webinars
            </ButtonLink>
          </div>
        </section>
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {d && !q.isError ? (
          <HomeSections data={d} show={['featuredTrials', 'jobs', 'certifications', 'webinars', 'productUpdates', 'courses']} landing />
        ) : (
          <HomeState q={q} count={6} />
        )}
      </div>
      <section className="px-4 py-16 text-center">
        <h2 className="text-2xl font-semibold">Join the community</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">Create a free account to like resources, activate trials and get digests.</p>
        <div className="mt-6 flex justify-center gap-3">
          {viewer.signedIn ? (
            <>
              <ButtonLink to={paths.dashboard}>Go to Dashboard</ButtonLink>
              <ButtonLink to={paths.webinars} variant="secondary">
                Browse Webinars
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to={paths.signup}>Create Free Account</ButtonLink>
              <ButtonLink to={paths.login} variant="secondary">
                Sign In
              </ButtonLink>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
