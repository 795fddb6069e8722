import type { LeadsResponse } from '@portal/shared/leads';

export const statCards: { key: keyof LeadsResponse['stats']; label: string }[] = [
  { key: 'total', label: 'Total Likes' },
  { key: 'job', label: 'Jobs' },
  { key: 'webinar', label: 'Webinars' },
  { key: 'certification', label: 'Certifications' },
  { key: 'product_update', label: 'Updates' },
  { key: 'product_trial', label: 'Trials' },
  { key: 'ai_course', label: 'Courses' },
];

/** The seven stat cards: totals of every like of the vendor's content (whoever liked it). */
export function LeadStats({ stats }: { stats: LeadsResponse['stats'] }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {statCards.map((s) => (
        <div key={s.key} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{s.label}</dt>
          <dd className="mt-1 text-2xl font-semibold" data-testid={`stat-${s.key}`}>
            {stats[s.key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
