import { type DigestRun, digestTypeLabels } from '@portal/shared/digests';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { type Column, DataTable, plainLook, type TableLook } from '../../../components/ui/data-table.tsx';
import { EmptyState, SkeletonList } from '../../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { digestHistoryQuery } from '../api/digests-api.ts';

const statusLabels = { completed: 'Completed', in_progress: 'In progress', failed: 'Failed' } as const;
const statusClass = {
  completed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  in_progress: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;
/**
 * A recipient who got no e-mail and no failure was skipped on purpose (nothing new for them, or this
 * period was already sent): the run records recipients, successes and failures, so the rest is the
 * skipped count. Shown only once the run has finished.
 */
function skippedOf(r: { status: string; recipientCount: number; successCount: number; failureCount: number }): number | string {
  if (r.status === 'in_progress') return '—';
  return Math.max(0, r.recipientCount - r.successCount - r.failureCount);
}

const columns: Column<DigestRun, never>[] = [
  {
    key: 'type',
    label: 'Type',
    render: (r) => (
      <>
        {digestTypeLabels[r.digestType]}
        {r.testUserEmail && <span className="block text-xs text-slate-500 dark:text-slate-400">Test: {r.testUserEmail}</span>}
      </>
    ),
  },
  { key: 'sent', label: 'Sent at', render: (r) => <time dateTime={r.sentAt}>{formatDateTime(r.sentAt)}</time> },
  { key: 'recipients', label: 'Recipients', render: (r) => r.recipientCount },
  { key: 'successes', label: 'Successes', render: (r) => r.successCount },
  { key: 'failures', label: 'Failures', render: (r) => r.failureCount },
  {
    key: 'skipped',
    label: (
      <abbr title="Nothing new for them, or already sent this period" className="no-underline">
        Skipped
      </abbr>
    ),
    cellProps: () => ({ 'data-testid': 'digest-skipped' }),
    render: skippedOf,
  },
  {
    key: 'status',
    label: 'Status',
    render: (r) => <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusClass[r.status]}`}>{statusLabels[r.status]}</span>,
  },
];
const look: TableLook = {
  ...plainLook(''),
  head: 'bg-slate-50 dark:bg-slate-900',
  th: 'px-3 py-2 text-left font-medium text-slate-600 dark:text-slate-300',
  td: 'px-3 py-2 whitespace-nowrap',
};

/** Every recorded digest run, newest first, paged on the server. */
export function DigestHistory() {
  const [page, setPage] = useState(1);
  const q = useQuery(digestHistoryQuery(page));
  return (
    <section aria-labelledby="digest-history-heading" className="mt-8">
      <h2 id="digest-history-heading" className="text-lg font-semibold">
        Digest history
      </h2>
      <div className="mt-3">
        {q.isPending ? (
          <SkeletonList bar="h-10 rounded bg-slate-100 dark:bg-slate-800" />
        ) : q.isError ? (
          <Alert tone="error">{q.error.message}</Alert>
        ) : q.data.items.length === 0 ? (
          <EmptyState icon={History}>
            <p className="mt-3 font-medium">No digests sent yet</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Runs appear here when the schedule or the form above sends a digest.</p>
          </EmptyState>
        ) : (
          <>
            <DataTable
              look={look}
              regionLabel="Digest history table"
              columns={columns}
              rows={q.data.items}
              rowProps={() => ({ 'data-testid': 'digest-run' })}
            />
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              Skipped: members with nothing new in their preferred topics, or who already received this period's digest. They count as neither success nor
              failure.
            </p>
            <Pager page={q.data.page} totalPages={q.data.totalPages} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
