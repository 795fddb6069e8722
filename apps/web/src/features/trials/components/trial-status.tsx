import { type ActivationDto, canAccessTrial, trialStatusDisplay } from '@portal/shared/trials';
import { format } from '../../../lib/format.ts';
import { RatingStars } from './rating-input.tsx';

const tone = {
  active: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  expires_today: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  completed: 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-slate-100',
  expired: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

export const safeDate = (value: string | null | undefined, pattern = 'MMM d, yyyy') => {
  if (!value) return 'Date not set';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? 'Invalid date' : format(d, pattern);
};

export function TrialStatusBadge({ activation }: { activation: Pick<ActivationDto, 'status' | 'expiryDate' | 'rating'> }) {
  const d = trialStatusDisplay(activation);
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${tone[d.kind]}`}>{d.label}</span>;
}

/** 'Your Trial Status': days remaining or 'Expires today', 'Completed' with the rating, else 'Expired'. */
export function TrialStatusBlock({ activation }: { activation: ActivationDto }) {
  const d = trialStatusDisplay(activation);
  return (
    <section aria-labelledby="trial-status-heading" className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="trial-status">
      <h3 id="trial-status-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
        Your Trial Status
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <TrialStatusBadge activation={activation} />
        {d.kind === 'completed' && d.rating ? <RatingStars rating={d.rating} /> : null}
      </div>
      <TrialDates activation={activation} className="mt-3 grid grid-cols-2 gap-2 text-sm" />
      {activation.feedback && <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">“{activation.feedback}”</p>}
    </section>
  );
}

/**
 * How an activation's end date reads. A completed trial (feedback with a rating) keeps its access until the trial
 * period ends: that date is 'Access until', then 'Access ended'; it never reads 'Expires' next to 'Completed'.
 */
export function trialEndText(activation: { status: string; expiryDate: string }, pattern = 'MMM d, yyyy') {
  const date = safeDate(activation.expiryDate, pattern);
  if (activation.status !== 'completed') return { label: 'Expires', date };
  return { label: canAccessTrial(activation) ? 'Access until' : 'Access ended', date };
}

/** Activated and Expires (or, once completed, 'Access until') dates of an activation. */
export function TrialDates({ activation, className }: { activation: { activationDate: string; expiryDate: string; status: string }; className: string }) {
  const end = trialEndText(activation);
  return (
    <dl className={className}>
      <dt className="text-slate-500 dark:text-slate-400">Activated</dt>
      <dd>{safeDate(activation.activationDate)}</dd>
      <dt className="text-slate-500 dark:text-slate-400">{end.label}</dt>
      <dd>{end.date}</dd>
    </dl>
  );
}
