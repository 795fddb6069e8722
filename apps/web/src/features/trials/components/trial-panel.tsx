import { errorText } from '@portal/shared/api';
import { trialMessages, trialStatusDisplay } from '@portal/shared/trials';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { loginPathFor } from '../../../lib/guards.tsx';
import { activateTrial, trialAccessQuery, trialKeys } from '../api/trials-api.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { safeDate, TrialStatusBlock } from './trial-status.tsx';

const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * The trial side panel: 'Start Your Trial' with 'Activate N-Day Trial' (visitors go to /login and
 * come back), or 'Trial No Longer Available'; once activated, 'Trial Access' with the status,
 * Access Trial and Share Feedback. Fetches its own data.
 */
export function TrialPanel({ trialId }: { trialId: string }) {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.session.user.id : 'anon';
  const query = useQuery({ ...trialAccessQuery(trialId, userId), enabled: auth.status !== 'loading' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [activateError, setActivateError] = useState<string | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [thanks, setThanks] = useState(false);

  const activate = useMutation({
    mutationFn: () => activateTrial(trialId),
    onSuccess: async () => {
      setActivateError(null);
      await queryClient.invalidateQueries({ queryKey: trialKeys.all });
    },
    onError: (err) => setActivateError(errorText(err) || trialMessages.activateFailed),
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
        <Alert tone="error">{notFound ? trialMessages.notFound : errorText(query.error)}</Alert>
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
    activate.mutate();
  };

  if (!activation) {
    return (
      <aside className={cardClass} aria-labelledby="trial-panel-title">
        <h2 id="trial-panel-title" className="text-lg font-semibold">
          Start Your Trial
        </h2>
        <dl className="mt-3 space-y-1 text-sm text-slate-600 dark:text-slate-300">
          <div className="flex justify-between gap-2">
            <dt>Trial period</dt>
            <dd>
              {trial.trialPeriodDays} {trial.trialPeriodDays === 1 ? 'day' : 'days'}
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>Available until</dt>
            <dd>{safeDate(trial.endDate)}</dd>
          </div>
        </dl>
        <div className="mt-4">
          {trial.activatable ? (
            <Button className="w-full" onClick={onActivate} disabled={activate.isPending}>
              {activate.isPending ? 'Activating…' : `Activate ${trial.trialPeriodDays}-Day Trial`}
            </Button>
          ) : (
            <Button className="w-full" disabled>
              Trial No Longer Available
            </Button>
          )}
        </div>
        {activateError && (
          <div className="mt-3">
            <Alert tone="error">{activateError}</Alert>
          </div>
        )}
      </aside>
    );
  }

  const display = trialStatusDisplay(activation);
  const canAccess = display.kind !== 'expired' && trial.accessLink;
  const canGiveFeedback = activation.status !== 'completed' && display.kind !== 'expired';
  return (
    <aside className={`${cardClass} space-y-4`} aria-labelledby="trial-panel-title">
      <h2 id="trial-panel-title" className="text-lg font-semibold">
        Trial Access
      </h2>
      <TrialStatusBlock activation={activation} />
      {thanks && <Alert tone="success">Thank you for your feedback!</Alert>}
      <div className="flex flex-col gap-2">
        {canAccess && (
          <a
            href={trial.accessLink ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" /> Access Trial
          </a>
        )}
        {canGiveFeedback && !feedbackOpen && (
          <Button variant="secondary" onClick={() => setFeedbackOpen(true)}>
            <MessageSquare className="h-4 w-4" aria-hidden="true" /> Share Feedback
          </Button>
        )}
      </div>
      {feedbackOpen && (
        <FeedbackForm
          activationId={activation.id}
          onCancel={() => setFeedbackOpen(false)}
          onDone={async () => {
            setFeedbackOpen(false);
            setThanks(true);
            await queryClient.invalidateQueries({ queryKey: trialKeys.all });
          }}
        />
      )}
    </aside>
  );
}
