import type { FeedItem } from '@portal/shared/catalog-api';
import { Link } from 'react-router';

const typeLabels: Record<FeedItem['contentType'], string> = {
  webinar: 'Webinar',
  job: 'Job',
  certification: 'Certification',
  ai_course: 'AI Course',
  product_update: 'Product Update',
  product_trial: 'Product Trial',
};

/** Items of any content type, newest first ('For you', topic pages): type, title (a link) and vendor. */
export function FeedList({ items, label }: { items: readonly FeedItem[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {items.map((i) => (
        <li key={`${i.contentType}:${i.contentId}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {typeLabels[i.contentType]}
          </span>
          <Link
            to={i.url}
            className="min-w-0 flex-1 font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100"
          >
            {i.title}
          </Link>
          {i.vendor && <span className="text-sm text-slate-600 dark:text-slate-400">{i.vendor.name}</span>}
        </li>
      ))}
    </ul>
  );
}

export function FeedSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading" className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="h-10 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}
