import type { AnalyticsItem } from '@portal/shared/analytics';
import { contentTypeLabels } from '@portal/shared/leads';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { usePersistedSort } from '../../../lib/use-persisted-sort.ts';

type Key = 'title' | 'contentType' | 'views' | 'likes' | 'registrations' | 'activations' | 'completedTrials' | 'averageRating';
const columns: { key: Key; label: string; numeric?: boolean }[] = [
  { key: 'title', label: 'Content' },
  { key: 'contentType', label: 'Type' },
  { key: 'views', label: 'Views', numeric: true },
  { key: 'likes', label: 'Likes', numeric: true },
  { key: 'registrations', label: 'Registrations', numeric: true },
  { key: 'activations', label: 'Trial activations', numeric: true },
  { key: 'completedTrials', label: 'Completed trials', numeric: true },
  { key: 'averageRating', label: 'Average rating', numeric: true },
];
const keys = columns.map((c) => c.key);
const nf = new Intl.NumberFormat('en-US');

function compare(a: AnalyticsItem, b: AnalyticsItem, key: Key): number {
  if (key === 'title') return a.title.localeCompare(b.title);
  if (key === 'contentType') return contentTypeLabels[a.contentType].localeCompare(contentTypeLabels[b.contentType]);
  return (a[key] ?? -1) - (b[key] ?? -1);
}

/** Per item totals of the period; every column sorts (click or Enter on its header button). */
export function AnalyticsItems({ items, capped }: { items: AnalyticsItem[]; capped: boolean }) {
  const [sort, toggle] = usePersistedSort<Key>('leads.analytics.sort', keys, { field: 'views', dir: 'desc' });
  const sorted = [...items].sort((a, b) => {
    const c = compare(a, b, sort.field) || a.title.localeCompare(b.title);
    return sort.dir === 'asc' ? c : -c;
  });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="analytics-items">
        <caption className="sr-only">Activity per content item in the period. Column headers sort the table.</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {columns.map((c) => {
              const active = sort.field === c.key;
              const Icon = active ? (sort.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={`px-3 py-2 ${c.numeric ? 'text-right' : 'text-left'}`}
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    onClick={() => toggle(c.key)}
                    className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-white"
                  >
                    {c.label}
                    <Icon className="h-3 w-3" aria-hidden="true" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
          {sorted.map((i) => (
            <tr key={`${i.contentType}:${i.contentId}`}>
              <th scope="row" className="max-w-xs truncate px-3 py-2 text-left font-medium text-slate-900 dark:text-slate-100" title={i.title}>
                {i.title}
              </th>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700 dark:text-slate-300">{contentTypeLabels[i.contentType]}</td>
              {(['views', 'likes', 'registrations', 'activations', 'completedTrials'] as const).map((k) => (
                <td key={k} className="px-3 py-2 text-right tabular-nums">
                  {nf.format(i[k])}
                </td>
              ))}
              <td className="px-3 py-2 text-right tabular-nums">
                {i.averageRating === null ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">No ratings</span>
                  </>
                ) : (
                  `${i.averageRating.toFixed(2)} (${nf.format(i.ratings)})`
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {capped && (
        <p className="border-t border-slate-200 p-3 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
          Showing your {items.length} most viewed items; the CSV has them all.
        </p>
      )}
    </div>
  );
}
