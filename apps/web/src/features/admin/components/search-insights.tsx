import type { AdminDashboard } from '@portal/shared/admin';
import { Link } from 'react-router';

type Row = AdminDashboard['searches']['top'][number];

/** Where each kind of search is made, to open the same search from the card. */
const kinds: Record<string, { label: string; path: string; param: string }> = {
  all: { label: 'Everything', path: '/search', param: 'q' },
  jobs: { label: 'Jobs', path: '/jobs', param: 'search' },
  forum: { label: 'Forum', path: '/forum', param: 'search' },
  webinars: { label: 'Webinars', path: '/webinars', param: 'search' },
  courses: { label: 'AI Courses', path: '/ai-courses', param: 'search' },
  certifications: { label: 'Certifications', path: '/certifications', param: 'search' },
  updates: { label: 'Product Updates', path: '/product-updates', param: 'search' },
  trials: { label: 'Product Trials', path: '/product-trials', param: 'search' },
  vendors: { label: 'Vendors', path: '/vendors', param: 'search' },
};

function SearchList({ title, rows, empty }: { title: string; rows: Row[] | undefined; empty: string }) {
  return (
    <div>
      <h3 className="text-base font-medium">{title}</h3>
      <ol className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {rows?.map((r) => {
          const k = kinds[r.kind] ?? { label: r.kind, path: '/search', param: 'q' };
          return (
            <li key={`${r.kind}:${r.term}`} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-4 py-2 text-sm">
              <span className="min-w-0 break-words">
                <Link to={`${k.path}?${new URLSearchParams({ [k.param]: r.term })}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                  {r.term}
                </Link>{' '}
                <span className="text-slate-600 dark:text-slate-400">in {k.label}</span>
              </span>
              <span className="shrink-0 text-slate-600 dark:text-slate-400">
                {r.searches} {r.searches === 1 ? 'search' : 'searches'}
              </span>
            </li>
          );
        })}
        {rows && !rows.length && <li className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">{empty}</li>}
        {!rows && <li className="h-24 animate-pulse bg-slate-100 dark:bg-slate-800" aria-hidden="true" />}
      </ol>
    </div>
  );
}

/** The dashboard's search card: what people looked for in the last 7 days and what they did not find (counts only). */
export function SearchInsights({ searches }: { searches: AdminDashboard['searches'] | undefined }) {
  return (
    <section aria-labelledby="search-insights" className="mt-8">
      <h2 id="search-insights" className="text-lg font-medium">
        Searches This Week
      </h2>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        <SearchList title="Top searches" rows={searches?.top} empty="No searches yet this week." />
        <SearchList title="Searches with no results" rows={searches?.zeroResults} empty="Every search this week found something." />
      </div>
    </section>
  );
}
