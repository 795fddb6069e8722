import type { TrialItem } from '@portal/shared/catalog-api';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { loginPathFor } from '../../../lib/guards.tsx';
import { useViewer } from '../api/catalog-queries.ts';
import { formatDate } from './format.ts';

/** List-card label of a trial that cannot be activated now. */
export function unavailableLabel(trial: TrialItem, now = Date.now()): string {
  return trial.status === 'active' && new Date(trial.startDate).getTime() > now ? 'Coming Soon' : 'No Longer Available';
}

/**
 * 'Start Your Trial' panel. A visitor pressing Activate is sent to sign in and back here. For a
 * signed-in member the activation itself (and Your Trial Status, Access Trial, Share Feedback) is
 * issue 4's TrialPanel, which replaces this component.
 */
export function TrialSidePanel({ trial, onActivate }: { trial: TrialItem; onActivate?: () => void }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const activate = () => {
    if (!viewer.signedIn) {
      navigate(loginPathFor(location));
      return;
    }
    onActivate?.();
  };
  return (
    <aside aria-labelledby="trial-panel-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="trial-panel-title" className="text-lg font-semibold">
        Start Your Trial
      </h2>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-500">Trial period</dt>
          <dd>{trial.trialPeriodDays} days</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-500">Available until</dt>
          <dd>{formatDate(trial.endDate)}</dd>
        </div>
      </dl>
      {trial.activatable ? (
        <button type="button" className={buttonClass('primary', 'w-full')} onClick={activate}>
          Activate {trial.trialPeriodDays}-Day Trial
        </button>
      ) : (
        <button type="button" disabled className={buttonClass('secondary', 'w-full')}>
          Trial No Longer Available
        </button>
      )}
    </aside>
  );
}
