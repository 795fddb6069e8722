import type { LeadsResponse } from '@portal/shared/leads';
import { StatCard } from '../../../components/ui/stat-card.tsx';

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
        <StatCard key={s.key} label={s.label} value={stats[s.key]} testId={`stat-${s.key}`} />
      ))}
    </dl>
  );
}
