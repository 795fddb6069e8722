import { Link } from 'react-router';
import { ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { ThemeToggle } from '../../../components/layouts/theme-toggle.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanding, useViewer } from '../api/catalog-queries.ts';
import { Section } from './home-sections.tsx';
import { JobCard } from './job-card.tsx';
import { ErrorState, SkeletonGrid } from './list-parts.tsx';
import { CertificationCard, CourseCard, UpdateCard } from './resource-cards.tsx';
import { TrialCard } from './trial-card.tsx';
import { WebinarCard } from './webinar-card.tsx';

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
        {q.isPending ? (
          <div className="py-8">
            <SkeletonGrid count={6} />
          </div>
        ) : q.isError || !d ? (
          <div className="py-8">
            <ErrorState error={q.error} />
          </div>
        ) : (
          <>
            <Section title="Featured Product Trials" to={paths.productTrials} empty="No featured trials at the moment" count={d.featuredTrials.length} cols={3}>
              {d.featuredTrials.map((t) => (
                <TrialCard key={t.id} trial={t} />
              ))}
            </Section>
            <Section title="Latest Job Opportunities" to={paths.jobs} empty="No job opportunities at the moment" count={d.jobs.length}>
              {d.jobs.map((j) => (
                <JobCard key={j.id} job={j} />
              ))}
            </Section>
            <Section title="Latest Certifications" to={paths.certifications} empty="No certifications at the moment" count={d.certifications.length}>
              {d.certifications.map((c) => (
                <CertificationCard key={c.id} item={c} placeholderBadges />
              ))}
            </Section>
            <Section title="Upcoming Webinars" to={paths.webinars} empty="No upcoming webinars at the moment" count={d.webinars.length}>
              {d.webinars.map((w) => (
                <WebinarCard key={w.id} webinar={w} />
              ))}
            </Section>
            <Section title="Latest Product Updates" to={paths.productUpdates} empty="No product updates at the moment" count={d.productUpdates.length}>
              {d.productUpdates.map((u) => (
                <UpdateCard key={u.id} item={u} />
              ))}
            </Section>
            <Section title="Latest AI Courses" to={paths.aiCourses} empty="No AI courses at the moment" count={d.courses.length}>
              {d.courses.map((c) => (
                <CourseCard key={c.id} item={c} placeholderBadges />
              ))}
            </Section>
          </>
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
