import type { AnalyticsItem } from '@portal/shared/analytics';
import { contentTypeLabels } from '@portal/shared/leads';
import { type Column, DataTable, plainLook, type TableLook } from '../../../components/ui/data-table.tsx';
import { usePersistedSort } from '../../../lib/use-persisted-sort.ts';

type Key = 'title' | 'contentType' | 'views' | 'likes' | 'registrations' | 'activations' | 'completedTrials' | 'averageRating';
type Row = AnalyticsItem & { id: string };
const nf = new Intl.NumberFormat('en-US');
const count = (key: 'views' | 'likes' | 'registrations' | 'activations' | 'completedTrials', label: string): Column<Row, Key> => ({
  key,
  label,
  sort: key,
  className: 'text-right',
  cellClassName: 'tabular-nums',
  render: (i) => nf.format(i[key]),
});
const columns: Column<Row, Key>[] = [
  {
    key: 'title',
    label: 'Content',
    sort: 'title',
    className: 'text-left',
    cellClassName: 'max-w-xs truncate font-medium text-slate-900 dark:text-slate-100',
    rowHeader: true,
    cellProps: (i) => ({ title: i.title }),
    render: (i) => i.title,
  },
  {
    key: 'contentType',
    label: 'Type',
    sort: 'contentType',
    className: 'text-left',
    cellClassName: 'whitespace-nowrap text-slate-700 dark:text-slate-300',
    render: (i) => contentTypeLabels[i.contentType],
  },
  count('views', 'Views'),
  count('likes', 'Likes'),
  count('registrations', 'Registrations'),
  count('activations', 'Trial activations'),
  count('completedTrials', 'Completed trials'),
  {
    key: 'averageRating',
    label: 'Average rating',
    sort: 'averageRating',
    className: 'text-right',
    cellClassName: 'tabular-nums',
    render: (i) =>
      i.averageRating === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">No ratings</span>
        </>
      ) : (
        `${i.averageRating.toFixed(2)} (${nf.format(i.ratings)})`
      ),
  },
];
const keys = columns.map((c) => c.sort as Key);
const look: TableLook = {
  ...plainLook('px-3 py-2'),
  head: 'bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-400',
};

function compare(a: AnalyticsItem, b: AnalyticsItem, key: Key): number {
  if (key === 'title') return a.title.localeCompare(b.title);
  if (key === 'contentType') return contentTypeLabels[a.contentType].localeCompare(contentTypeLabels[b.contentType]);
  return (a[key] ?? -1) - (b[key] ?? -1);
}

/** Per item totals of the period; every column sorts (click or Enter on its header button). */
export function AnalyticsItems({ items, capped }: { items: AnalyticsItem[]; capped: boolean }) {
  const [sort, toggle] = usePersistedSort<Key>('leads.analytics.sort', keys, { field: 'views', dir: 'desc' });
  const sorted = [...items]
    .sort((a, b) => {
      const c = compare(a, b, sort.field) || a.title.localeCompare(b.title);
      return sort.dir === 'asc' ? c : -c;
    })
    .map((i) => ({ ...i, id: `${i.contentType}:${i.contentId}` }));
  return (
    <DataTable
      look={look}
      caption="Activity per content item in the period. Column headers sort the table."
      tableProps={{ 'data-testid': 'analytics-items' }}
      columns={columns}
      rows={sorted}
      sort={sort}
      onSort={toggle}
      footer={
        capped && (
          <p className="border-t border-slate-200 p-3 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
            Showing your {items.length} most viewed items; the CSV has them all.
          </p>
        )
      }
    />
  );
}
