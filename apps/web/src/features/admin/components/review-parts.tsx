import { type ItemReview, type Submission, submissionStateLabels } from '@portal/shared/vendor-review';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { Resource } from '../api/admin-api.ts';
import { kindOf, submissionQuery, useSubmissions, useWithdraw } from '../api/review-api.ts';
import { useScope } from '../api/scope.ts';
import { fmtDate } from './admin-ui.tsx';
import type { useNotice } from '../../../components/ui/notice.tsx';

type Notify = ReturnType<typeof useNotice>;

/** A console row's review fields (issue 22). */
export type Reviewed = { review?: ItemReview; pending?: Record<string, unknown> | null };

const tones: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  approved: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  withdrawn: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** A submission's state as a badge ('Pending review', 'Rejected', 'Published', 'Withdrawn'). */
export function StateBadge({ state, label }: { state: string; label?: string }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${tones[state] ?? tones.withdrawn}`}>
      {label ?? submissionStateLabels[state as keyof typeof submissionStateLabels] ?? state}
    </span>
  );
}

/** A live item's review state in the console: live, an edit waiting, or an edit rejected with its reason. */
export function ReviewState({ review }: { review: ItemReview | undefined }) {
  if (!review || review.state === 'approved' || review.state === 'withdrawn') return <StateBadge state="approved" label="Live" />;
  if (review.state === 'pending') return <StateBadge state="pending" label="Edit pending review" />;
  return (
    <span className="flex flex-col gap-1">
      <StateBadge state="rejected" label="Edit rejected" />
      {review.reason && <span className="text-xs text-slate-600 dark:text-slate-400">Reason: {review.reason}</span>}
    </span>
  );
}

/**
 * The manager's new items of one kind that are not live yet (pending or rejected), above the table of
 * live items: each with its state, the reason of a rejection, Edit (send again) and Withdraw.
 */
export function NewSubmissions({ resource, onEdit, notice }: { resource: Resource; onEdit: (values: Record<string, unknown>) => void; notice: Notify }) {
  const scope = useScope();
  const kind = kindOf[resource];
  const pending = useSubmissions(scope, { kind, state: 'pending', pageSize: 50 });
  const rejected = useSubmissions(scope, { kind, state: 'rejected', pageSize: 50 });
  const qc = useQueryClient();
  const withdraw = useWithdraw(scope);
  const [withdrawing, setWithdrawing] = useState<Submission | null>(null);
  if (!kind) return null;
  const rows = [...(pending.data?.items ?? []), ...(rejected.data?.items ?? [])].filter((s) => s.contentId === null);
  if (!rows.length) return null;
  const edit = async (s: Submission) => {
    try {
      const d = await qc.fetchQuery(submissionQuery(scope, s.id));
      onEdit({ ...d.values, id: s.id, submission: true });
    } catch (err) {
      notice('error', errorMessage(err));
    }
  };
  return (
    <section aria-labelledby={`new-${resource}`} className="mb-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={`new-${resource}`} className="mb-2 text-lg font-semibold">
        Not published yet
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {rows.map((s) => (
          <li key={s.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium">{s.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <StateBadge state={s.state} /> <span>Submitted {fmtDate(s.updatedAt)}</span>
              </p>
              {s.state === 'rejected' && s.reason && <p className="text-sm text-red-700 dark:text-red-300">Reason: {s.reason}</p>}
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className="relative rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                onClick={() => edit(s)}
              >
                {s.state === 'rejected' ? 'Edit and resubmit' : 'Edit'}
                <span className="sr-only"> {s.title}</span>
              </button>
              {s.state === 'pending' && (
                <button
                  type="button"
                  className="relative rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                  onClick={() => setWithdrawing(s)}
                >
                  Withdraw<span className="sr-only"> {s.title}</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {withdrawing && (
        <ConfirmDialog
          title="Withdraw submission"
          message={`Withdraw '${withdrawing.title}'? It leaves the review queue.`}
          confirmLabel="Withdraw"
          busy={withdraw.isPending}
          onCancel={() => setWithdrawing(null)}
          onConfirm={() =>
            withdraw.mutate(withdrawing.id, {
              onSuccess: () => notice('success', 'Submission withdrawn.'),
              onError: (err) => notice('error', errorMessage(err)),
              onSettled: () => setWithdrawing(null),
            })
          }
        />
      )}
    </section>
  );
}
