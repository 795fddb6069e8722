import { displayName } from '@portal/shared/accounts-text';
import { BookOpen, Briefcase, Eye, Video } from 'lucide-react';
import { useAuthState } from '../../../lib/auth.tsx';
import { useDashboard } from '../api/catalog-detail-queries.ts';
import { ForYouSection } from './for-you-section.tsx';
import { HomeSections, HomeState } from './home-sections.tsx';

/** Member dashboard; stats and every section come from one request (GET /api/dashboard). */
export function DashboardPage() {
  const state = useAuthState();
  const email = state.status === 'signedIn' ? state.session.user.email : '';
  const q = useDashboard();
  const d = q.data;
  const stats = d
    ? [
        { label: 'Upcoming Webinars', value: d.stats.upcomingWebinars, icon: Video },
        { label: 'Active Jobs', value: d.stats.activeJobs, icon: Briefcase },
        { label: 'AI Courses', value: d.stats.aiCourses, icon: BookOpen },
        { label: 'Webinars Viewed', value: d.stats.webinarsViewed, icon: Eye },
      ]
    : [];
  return (
    <div>
      <section>
        <h1 className="text-2xl font-semibold">Welcome back, {displayName(email)}!</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Here is what is new in AI-powered test automation.</p>
      </section>
      {q.isError || !d ? (
        <HomeState q={q} count={4} />
      ) : (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {stats.map((s) => (
              // dt and dd sit directly in the group (a valid definition list); the icon is decoration inside the term.
              <div
                key={s.label}
                className="relative rounded-xl border border-slate-200 bg-white py-5 pl-[4.25rem] pr-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <dt className="text-sm text-slate-500 dark:text-slate-400">
                  <s.icon className="absolute left-5 top-1/2 h-8 w-8 -translate-y-1/2 text-brand-600 dark:text-brand-300" aria-hidden="true" />
                  {s.label}
                </dt>
                <dd className="text-2xl font-semibold" data-testid={`stat-${s.label}`}>
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
          <ForYouSection items={d.forYou} />
          <HomeSections data={d} show={['webinars', 'featuredTrials', 'topVendors', 'jobs', 'courses']} />
        </>
      )}
    </div>
  );
}
