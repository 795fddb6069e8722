import { bellKeys } from '../../../lib/query-keys.ts';
import { canAccessTrial, type TrialAccessResponse, trialAvailability, trialMessages, trialStatusDisplay } from '@portal/shared/trials';
import { ExternalLink, MessageSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { MobileActionBar } from '../../../components/ui/mobile-action-bar.tsx';
import { PanelError, PanelLoading, panelCard } from '../../../components/ui/side-panel.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useViewerAction } from '../../../lib/use-viewer-action.ts';
import { activateTrial, reviewKeys, trialAccessQuery, trialKeys } from '../api/trials-api.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { ReviewToggle } from './review-toggle.tsx';
import { safeDate, TrialStatusBlock } from './trial-status.tsx';

const cardClass = `self-start ${panelCard}`;

/**
 * The trial side panel: 'Start Your Trial' with 'Activate N-Day Trial' (visitors go to /login and
 * come back), or 'Trial No Longer Available'; once activated, 'Trial Access' with the status,
 * Access Trial and Share Feedback. Fetches its own data, unless the page hands it `initial` (the same
 * answer for this viewer, fetched at `initialUpdatedAt`): that seeds the cache, and the panel refetches
 * only when it goes stale or after its own activate/feedback.
 */
export function TrialPanel({ trialId, initial, initialUpdatedAt }: { trialId: string; initial?: TrialAccessResponse; initialUpdatedAt?: number }) {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [thanks, setThanks] = useState(false);
  const main = useRef<HTMLDivElement>(null);
  const {
    query,
    action: activate,
    error: activateError,
    start,
    toLogin,
    press,
    waiting,
    location,
    queryClient,
  } = useViewerAction({
    query: (userId) => trialAccessQuery(trialId, userId),
    initial,
    initialUpdatedAt,
    run: () => activateTrial(trialId),
    refresh: [trialKeys.all, bellKeys.all],
    failed: trialMessages.activateFailed,
    resume: `trial-activate.${trialId}`,
  });

  if (query.isPending) return <PanelLoading className={cardClass} label="Trial" titleWidth="w-40" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PanelError className={cardClass} label="Trial">
        {notFound ? trialMessages.notFound : errorMessage(query.error, 'Could not load the trial. Please try again.')}
      </PanelError>
    );
  }

  const { trial, activation } = query.data;
  const onActivate = () =>
    press(start, () =>
      toLogin(location.pathname.startsWith(`/product-trials/${trialId}`) ? location : { pathname: `/product-trials/${trialId}`, search: '', hash: '' }),
    );

  if (!activation) {
    const availability = trial.activatable ? 'open' : trialAvailability(trial);
    const activateButton = (
      <Button className="w-full" onClick={onActivate} disabled={activate.isPending} aria-busy={waiting || undefined}>
        {activate.isPending ? 'Activating…' : `Activate ${trial.trialPeriodDays}-Day Trial`}
      </Button>
    );
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
          <div ref={main}>
            {activateButton}
            <MobileActionBar watch={main} label="Start your trial">
              {activateButton}
            </MobileActionBar>
          </div>
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
