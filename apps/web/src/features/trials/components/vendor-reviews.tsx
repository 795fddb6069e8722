import type { RatingSummary, VendorReview } from '@portal/shared/capabilities';
import { type ReviewSort, vendorReviewMessages } from '@portal/shared/capabilities-text';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { catalogKeys } from '../../../lib/query-keys.ts';
import { setReviewHidden } from '../api/trials-api.ts';
import { removeReply, replyToReview, vendorReviewKeys, vendorReviewsQuery, voteHelpful } from '../api/vendor-reviews-api.ts';
import { RatingStars } from './rating-input.tsx';
import { safeDate } from './trial-status.tsx';

const PAGE = 5;

/** Average, count and one bar per star (5 to 1). */
function Distribution({ summary }: { summary: RatingSummary }) {
  if (!summary.count || summary.average === null) return null;
  return (
    <div className="mb-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr] dark:border-slate-800 dark:bg-slate-900">
      <div className="text-center">
        <p className="text-4xl font-semibold tabular-nums">{summary.average.toFixed(1)}</p>
        <RatingStars rating={Math.round(summary.average)} />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {summary.count} verified {summary.count === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul className="space-y-1" aria-label="Reviews per rating">
        {summary.distribution.map((d) => {
          const pct = Math.round((d.count / summary.count) * 100);
          return (
            <li key={d.stars} className="flex items-center gap-2 text-sm">
              <span className="w-14 shrink-0">{d.stars} stars</span>
              {/* An SVG bar: the page's CSP allows no inline styles. */}
              <svg className="h-2 flex-1 overflow-hidden rounded" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
                <rect width="100" height="8" className="fill-slate-100 dark:fill-slate-800" />
                <rect width={pct} height="8" className="fill-amber-400" />
              </svg>
              <span className="w-20 shrink-0 text-right tabular-nums text-slate-600 dark:text-slate-300">
                {d.count} <span className="sr-only">{d.count === 1 ? 'review' : 'reviews'}</span>
                <span aria-hidden="true">({pct}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReplyForm({ review, onDone }: { review: VendorReview; onDone: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const send = useMutation({
    mutationFn: () => replyToReview(review.id, text.trim()),
    onSuccess: onDone,
    onError: (err) => setError(errorMessage(err, 'Could not post the reply')),
  });
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) send.mutate();
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        Public reply from your company (one per review)
      </label>
      <textarea id={id} className={inputClass} rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" variant="secondary" disabled={send.isPending || !text.trim()}>
        Post reply
      </Button>
    </form>
  );
}

/**
 * A vendor's verified reviews (issue 23): the published reviews of its trials here, the roll-up, sort by
 * newest or most helpful, 'Was this helpful?' for members, the vendor manager's one reply; admins hide a
 * review (as on the trial page) or remove a reply.
 */
export function VendorReviews({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  const { state, me } = useAuth();
  const viewer = state.status === 'signedIn' ? state.session.user.id : 'anon';
  const signedIn = state.status === 'signedIn';
  const isAdmin = !!me?.roles.admin;
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [pageSize, setPageSize] = useState(PAGE);
  const [replying, setReplying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const q = useQuery({ ...vendorReviewsQuery(vendorId, viewer, sort, pageSize), enabled: state.status !== 'loading', placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: vendorReviewKeys.all });
    void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
  };
  const onError = (fallback: string) => (err: unknown) => setError(errorMessage(err, fallback));
  const vote = useMutation({
    mutationFn: (r: VendorReview) => voteHelpful(r.id, !r.votedByMe),
    onSuccess: refresh,
    onError: onError('Could not record your vote'),
  });
  const hide = useMutation({ mutationFn: (id: string) => setReviewHidden(id, true), onSuccess: refresh, onError: onError('Could not hide the review') });
  const unreply = useMutation({ mutationFn: (id: string) => removeReply(id), onSuccess: refresh, onError: onError('Could not remove the reply') });
  const sortId = useId();
  const data = q.data;
  if (q.error instanceof ApiError && q.error.status === 404) return null;
  return (
    <section id="reviews" aria-labelledby="vendor-reviews-title" className="mt-8" data-testid="vendor-reviews">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="vendor-reviews-title" className="text-xl font-semibold">
            Verified reviews
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">From members who activated and completed a {vendorName} trial here.</p>
        </div>
        {data && data.total > 1 && (
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={sortId}>Sort by</label>
            <select
              id={sortId}
              value={sort}
              onChange={(e) => setSort(e.target.value as ReviewSort)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
            >
              <option value="newest">Newest</option>
              <option value="helpful">Most helpful</option>
            </select>
          </div>
        )}
      </div>
      {q.isPending && <div role="status" aria-label="Loading reviews" className="h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-900" />}
      {q.isError && <Alert tone="error">{errorMessage(q.error, 'Could not load reviews')}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {data && <Distribution summary={data.summary} />}
      {data && data.items.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {vendorReviewMessages.empty}
        </p>
      )}
      {data && data.items.length > 0 && (
        <ul className="space-y-3">
          {data.items.map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="vendor-review">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <RatingStars rating={r.rating} />
                <span className="font-medium text-slate-900 dark:text-white">{r.authorName}</span>
                <span className="inline-flex items-center gap-1 text-xs text-green-700 dark:text-green-300" title={vendorReviewMessages.verifiedHelp}>
                  <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> {vendorReviewMessages.verified}
                </span>
                <span className="text-slate-600 dark:text-slate-300">{r.trialName}</span>
                <time dateTime={r.reviewedAt} className="text-slate-500 dark:text-slate-400">
                  {safeDate(r.reviewedAt)}
                </time>
              </div>
              {r.text && <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{r.text}</p>}
              <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
                <span className="text-slate-600 dark:text-slate-300">{vendorReviewMessages.helpful}</span>
                {signedIn && !r.mine ? (
                  <Button
                    variant="ghost"
                    className="text-xs"
                    aria-pressed={r.votedByMe}
                    disabled={vote.isPending}
                    onClick={() => vote.mutate(r)}
                    aria-label={`Helpful (${r.helpfulCount} ${r.helpfulCount === 1 ? 'member says' : 'members say'} so)`}
                  >
                    <ThumbsUp className={`h-3.5 w-3.5 ${r.votedByMe ? 'fill-current' : ''}`} aria-hidden="true" /> Yes · {r.helpfulCount}
                  </Button>
                ) : (
                  <span className="text-xs text-slate-600 dark:text-slate-300">
                    {r.helpfulCount} {r.helpfulCount === 1 ? 'member found' : 'members found'} this helpful
                    {!signedIn && (
                      <>
                        {' · '}
                        <Link to="/login" className="text-brand-700 underline dark:text-brand-300">
                          Sign in to vote
                        </Link>
                      </>
                    )}
                  </span>
                )}
                {isAdmin && (
                  <Button variant="ghost" className="text-xs" disabled={hide.isPending} onClick={() => hide.mutate(r.id)}>
                    Hide review
                  </Button>
                )}
              </div>
              {r.reply && (
                <div className="mt-3 rounded-lg border-l-4 border-brand-500 bg-slate-50 p-3 text-sm dark:bg-slate-800">
                  <p className="font-medium">
                    Reply from {vendorName}{' '}
                    <time dateTime={r.reply.createdAt} className="font-normal text-slate-500 dark:text-slate-400">
                      {safeDate(r.reply.createdAt)}
                    </time>
                  </p>
                  <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">{r.reply.body}</p>
                  {isAdmin && (
                    <Button variant="ghost" className="mt-1 text-xs" disabled={unreply.isPending} onClick={() => unreply.mutate(r.id)}>
                      Remove reply
                    </Button>
                  )}
                </div>
              )}
              {data.canReply &&
                !r.reply &&
                (replying === r.id ? (
                  <ReplyForm
                    review={r}
                    onDone={() => {
                      setReplying(null);
                      refresh();
                    }}
                  />
                ) : (
                  <Button variant="secondary" className="mt-3 text-xs" onClick={() => setReplying(r.id)}>
                    Reply as {vendorName}
                  </Button>
                ))}
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.items.length && (
        <Button variant="secondary" className="mt-4" disabled={q.isFetching} onClick={() => setPageSize((n) => Math.min(n + PAGE * 4, 50))}>
          Show more reviews
        </Button>
      )}
    </section>
  );
}
