import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { reviewMessages, reviewSummaryText, type TrialReviewsResponse } from '@portal/shared/trials';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { reviewKeys, setReviewHidden, trialReviewsQuery } from '../api/trials-api.ts';
import { RatingStars } from './rating-input.tsx';
import { safeDate } from './trial-status.tsx';

const PAGE = 5;

/**
 * 'Reviews' on a trial page: average and count, newest reviews from members who completed the trial;
 * admins can hide one. `initial` (the first page, from the trial page's one answer) means no request of
 * its own until 'Show more reviews' or a change.
 */
export function TrialReviews({ trialId, initial, initialUpdatedAt }: { trialId: string; initial?: TrialReviewsResponse; initialUpdatedAt?: number }) {
  const { state, me } = useAuth();
  const viewer = state.status === 'signedIn' ? state.session.user.id : 'anon';
  const isAdmin = !!me?.roles.admin;
  const [pageSize, setPageSize] = useState(PAGE);
  const seeded = initial && pageSize === initial.pageSize;
  const q = useQuery({
    ...trialReviewsQuery(trialId, viewer, pageSize),
    enabled: state.status !== 'loading',
    placeholderData: keepPreviousData,
    initialData: seeded ? initial : undefined,
    initialDataUpdatedAt: seeded ? (initialUpdatedAt ?? Date.now()) : undefined,
  });
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const hide = useMutation({
    mutationFn: (v: { id: string; hidden: boolean }) => setReviewHidden(v.id, v.hidden),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    onError: (err) => setError(errorMessage(err, 'Could not update the review')),
  });
  const data = q.data;
  // A missing trial already says 'Trial not found' above: no reviews section then.
  if (q.error instanceof ApiError && q.error.status === 404) return null;
  return (
    <section aria-labelledby="trial-reviews-title" className="mt-8" data-testid="trial-reviews">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="trial-reviews-title" className="text-xl font-semibold">
          Reviews
        </h2>
        {data && data.summary.count > 0 && data.summary.average !== null && (
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <RatingStars rating={Math.round(data.summary.average)} />
            <span>{reviewSummaryText(data.summary)}</span>
          </p>
        )}
      </div>
      {q.isPending && <div role="status" aria-label="Loading reviews" className="h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-900" />}
      {q.isError && <Alert tone="error">{errorMessage(q.error, 'Could not load reviews')}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {data && data.items.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {reviewMessages.empty}
        </p>
      )}
      {data && data.items.length > 0 && (
        <ul className="space-y-3">
          {data.items.map((r) => (
            <li
              key={r.id}
              className={`rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 ${r.hidden ? 'opacity-60' : ''}`}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <RatingStars rating={r.rating} />
                <span className="font-medium text-slate-900 dark:text-white">{r.authorName}</span>
                <span className="inline-flex items-center gap-1 text-xs text-green-700 dark:text-green-300">
                  <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> Completed this trial
                </span>
                <time dateTime={r.reviewedAt} className="text-slate-500 dark:text-slate-400">
                  {safeDate(r.reviewedAt)}
                </time>
                {r.hidden && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800 dark:bg-amber-950 dark:text-amber-200">Hidden</span>}
              </div>
              {r.text && <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{r.text}</p>}
              {isAdmin && (
                <Button
                  variant="ghost"
                  className="mt-2 px-2 py-1 text-xs"
                  disabled={hide.isPending}
                  onClick={() => hide.mutate({ id: r.id, hidden: !r.hidden })}
                >
                  {r.hidden ? 'Show review' : 'Hide review'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.items.length && (
        <Button variant="secondary" className="mt-4" disabled={q.isFetching} onClick={() => setPageSize((n) => Math.min(n + PAGE * 4, 100))}>
          Show more reviews
        </Button>
      )}
    </section>
  );
}
