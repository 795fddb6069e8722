import { canAccessTrial, type TrialAccessResponse, trialAvailability, trialMessages, trialStatusDisplay } from '@portal/shared/trials';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { askConsent } from '../../../lib/consent-prompt.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { loginPathFor } from '../../../lib/guards.tsx';
import { activateTrial, failureText, reviewKeys, trialAccessQuery, trialKeys } from '../api/trials-api.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { ReviewToggle } from './review-toggle.tsx';
import { safeDate, TrialStatusBlock } from './trial-status.tsx';

const cardClass = 'self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * The trial side panel: 'Start Your Trial' with 'Activate N-Day Trial' (visitors go to /login and
 * come back), or 'Trial No Longer Available'; once activated, 'Trial Access' with the status,
 * Access Trial and Share Feedback. Fetches its own data, unless the page hands it `initial` (the same
 * answer for this viewer, fetched at `initialUpdatedAt`): that seeds the cache, and the panel refetches
 * only when it goes stale or after its own activate/feedback.
 */
export function TrialPanel({ trialId, initial, initialUpdatedAt }: { trialId: string; initial?: TrialAccessResponse; initialUpdatedAt?: number }) {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.session.user.id : 'anon';
  const query = useQuery({
    ...trialAccessQuery(trialId, userId),
    enabled: auth.status !== 'loading',
    initialData: initial,
    initialDataUpdatedAt: initial ? (initialUpdatedAt ?? Date.now()) : undefined,
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [activateError, setActivateError] = useState<string | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [thanks, setThanks] = useState(false);

  const activate = useMutation({
    mutationFn: () => activateTrial(trialId),
    onSuccess: async (res) => {
      setActivateError(null);
      askConsent(res.consentNeeded);
      await queryClient.invalidateQueries({ queryKey: trialKeys.all });
    },
    onError: (err) => setActivateError(failureText(err, trialMessages.activateFailed)),
  });

  if (query.isPending) {
    return (
      <aside className={cardClass} aria-busy="true" aria-label="Trial">
        <div className="h-6 w-40 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        <div className="mt-4 h-10 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
      </aside>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <aside className={cardClass} aria-label="Trial">
        <Alert tone="error">{notFound ? trialMessages.notFound : failureText(query.error, 'Could not load the trial. Please try again.')}</Alert>
      </aside>
    );
  }

  const { trial, activation } = query.data;
  const onActivate = () => {
    if (auth.status !== 'signedIn') {
      navigate(
        loginPathFor(location.pathname.startsWith(`/product-trials/${trialId}`) ? location : { pathname: `/product-trials/${trialId}`, search: '', hash: '' }),
      );
      return;
    }
    setActivateError(null);
    activate.mutate();
  };

  if (!activation) {
    const availability = trial.activatable ? 'open' : trialAvailability(trial);
    return (
      <aside className={`${cardClass} space-y-4`} aria-labelledby="trial-panel-title">
        <h2 id="trial-panel-title" className="text-lg font-semibold">
          Start Your Trial
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {availability === 'open'
            ? `Full access for ${trial.trialPeriodDays} ${trial.trialPeriodDays === 1 ? 'day' : 'days'} from the moment you activate it.`
            : availability === 'upcoming'
              ? `This trial opens on ${safeDate(trial.startDate)}.`
              : 'This trial has ended and can no longer be activated.'}
        </p>
        {availability === 'open' ? (
          <Button className="w-full" onClick={onActivate} disabled={activate.isPending}>
            {activate.isPending ? 'Activating…' : `Activate ${trial.trialPeriodDays}-Day Trial`}
          </Button>
        ) : (
          <Button className="w-full" disabled>
            {availability === 'upcoming' ? 'Coming Soon' : 'Trial No Longer Available'}
          </Button>
        )}
        {activateError && <Alert tone="error">{activateError}</Alert>}
      </aside>
    );
  }

  const display = trialStatusDisplay(activation);
  const accessLink = canAccessTrial(activation) ? trial.accessLink : null;
  const canGiveFeedback = activation.status !== 'completed';
  return (
    <aside className={`${cardClass} space-y-4`} aria-labelledby="trial-panel-title">
      <h2 id="trial-panel-title" className="text-lg font-semibold">
        Trial Access
      </h2>
      {activate.isSuccess && activate.data.created && !thanks && <Alert tone="success">Your trial is active. Enjoy exploring!</Alert>}
      <TrialStatusBlock activation={activation} />
      {display.kind === 'expired' && (
        <p className="text-sm text-slate-600 dark:text-slate-300">Your trial period has ended.{canGiveFeedback ? ' You can still tell us how it went.' : ''}</p>
      )}
      {thanks && <Alert tone="success">Thank you for your feedback!</Alert>}
      <ReviewToggle activation={activation} />
      {(accessLink || (canGiveFeedback && !feedbackOpen)) && (
        <div className="flex flex-col gap-2">
          {accessLink && (
            <a href={accessLink} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'w-full')}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> Access Trial
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          {canGiveFeedback && !feedbackOpen && (
            <Button variant="secondary" onClick={() => setFeedbackOpen(true)}>
              <MessageSquare className="h-4 w-4" aria-hidden="true" /> Share Feedback
            </Button>
          )}
        </div>
      )}
      {feedbackOpen && (
        <FeedbackForm
          activationId={activation.id}
          onCancel={() => setFeedbackOpen(false)}
          onDone={async () => {
            setFeedbackOpen(false);
            setThanks(true);
            await Promise.all([queryClient.invalidateQueries({ queryKey: trialKeys.all }), queryClient.invalidateQueries({ queryKey: reviewKeys.all })]);
          }}
        />
      )}
    </aside>
  );
}
