import { digestTypeLabels } from '@portal/shared/digests';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { digestHistoryQuery } from '../api/digests-api.ts';

const statusLabels = { completed: 'Completed', in_progress: 'In progress', failed: 'Failed' } as const;
const statusClass = {
  completed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  in_progress: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;
const th = 'px-3 py-2 text-left font-medium text-slate-600 dark:text-slate-300';
const td = 'px-3 py-2 whitespace-nowrap';

/**
 * A recipient who got no e-mail and no failure was skipped on purpose (nothing new for them, or this
 * period was already sent): the run records recipients, successes and failures, so the rest is the
 * skipped count. Shown only once the run has finished.
 */
function skippedOf(r: { status: string; recipientCount: number; successCount: number; failureCount: number }): number | string {
  if (r.status === 'in_progress') return '—';
  return Math.max(0, r.recipientCount - r.successCount - r.failureCount);
}

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
          <div className="space-y-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-10 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
            ))}
          </div>
        ) : q.isError ? (
          <Alert tone="error">{q.error.message}</Alert>
        ) : q.data.items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <History className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-medium">No digests sent yet</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Runs appear here when the schedule or the form above sends a digest.</p>
          </div>
        ) : (
          <>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it on a phone (axe scrollable-region-focusable) */}
            <section tabIndex={0} aria-label="Digest history table" className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
              <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
                <thead className="bg-slate-50 dark:bg-slate-900">
                  <tr>
                    <th scope="col" className={th}>
                      Type
                    </th>
                    <th scope="col" className={th}>
                      Sent at
                    </th>
                    <th scope="col" className={th}>
                      Recipients
                    </th>
                    <th scope="col" className={th}>
                      Successes
                    </th>
                    <th scope="col" className={th}>
                      Failures
                    </th>
                    <th scope="col" className={th}>
                      <abbr title="Nothing new for them, or already sent this period" className="no-underline">
                        Skipped
                      </abbr>
                    </th>
                    <th scope="col" className={th}>
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
                  {q.data.items.map((r) => (
                    <tr key={r.id} data-testid="digest-run">
                      <td className={td}>
                        {digestTypeLabels[r.digestType]}
                        {r.testUserEmail && <span className="block text-xs text-slate-500 dark:text-slate-400">Test: {r.testUserEmail}</span>}
                      </td>
                      <td className={td}>
                        <time dateTime={r.sentAt}>{format(new Date(r.sentAt), 'MMM d, yyyy h:mm a')}</time>
                      </td>
                      <td className={td}>{r.recipientCount}</td>
                      <td className={td}>{r.successCount}</td>
                      <td className={td}>{r.failureCount}</td>
                      <td className={td} data-testid="digest-skipped">
                        {skippedOf(r)}
                      </td>
                      <td className={td}>
                        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusClass[r.status]}`}>{statusLabels[r.status]}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
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
