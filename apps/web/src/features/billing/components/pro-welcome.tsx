import { billingMessages } from '@portal/shared/billing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BadgeCheck, Mail } from 'lucide-react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { format } from '../../../lib/format.ts';
import { subscriptionQuery } from '../api/billing-api.ts';

const longDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Date not available' : format(d, 'MMMM d, yyyy');
};

/**
 * The confirmation after paying (or claiming free Pro): the spec's success alert, the Pro badge, the plan and
 * its renewal date, and where the receipt went (docs/decisions/2101). Reads the running subscription, so a
 * reload shows the same; without one it points back to /upgrade.
 */
export function ProWelcome() {
  const { state, me } = useAuth();
  const userId = state.status === 'signedIn' ? state.session.user.id : 'anon';
  const queryClient = useQueryClient();
  // Everything the member sees changes with Pro (header badge, locked items, limits): refresh it all once here.
  useEffect(() => {
    void queryClient.invalidateQueries();
  }, [queryClient]);
  const q = useQuery({ ...subscriptionQuery(userId), enabled: state.status === 'signedIn' });
  const message = (useLocation().state as { message?: string } | null)?.message ?? billingMessages.paymentSuccess;
  if (q.isPending) return <div className="h-64 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" aria-busy="true" />;
  if (q.isError) return <Alert tone="error">{errorMessage(q.error)}</Alert>;
  const sub = q.data.subscription;
  if (!sub) {
    return (
      <section className="space-y-4">
        <h1 className="text-2xl font-semibold">No Pro subscription yet</h1>
        <p className="text-slate-600 dark:text-slate-300">We found no running Pro subscription on your account.</p>
        <ButtonLink to={paths.upgrade}>Upgrade to Pro</ButtonLink>
      </section>
    );
  }
  return (
    <section aria-labelledby="welcome-heading" className="space-y-6" data-testid="pro-welcome">
      <Alert tone="success">{message}</Alert>
      <div className="rounded-xl border-2 border-brand-500 bg-white p-6 dark:border-brand-400 dark:bg-slate-900">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="welcome-heading" className="text-2xl font-semibold">
            You're a Pro member
          </h1>
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-200">
            <BadgeCheck className="h-4 w-4" aria-hidden="true" /> Pro Member
          </span>
        </div>
        <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Plan</dt>
            <dd className="font-medium">Pro (yearly)</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{sub.autoRenew && sub.status === 'active' ? 'Renews on' : 'Access until'}</dt>
            <dd className="font-medium" data-testid="pro-renewal">
              {longDate(sub.endDate)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Discount</dt>
            <dd className="font-medium">{sub.discountPercentage}%</dd>
          </div>
        </dl>
        <p className="mt-5 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Mail className="h-4 w-4" aria-hidden="true" /> Your receipt is on its way to {me?.profile.email ?? 'your inbox'}.
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          Unlimited webinars, recordings beyond 7 days, premium courses, priority support and the daily digest are now yours.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.dashboard}>Go to dashboard</ButtonLink>
          <ButtonLink to={paths.profile} variant="secondary">
            Your plan and receipt details
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
