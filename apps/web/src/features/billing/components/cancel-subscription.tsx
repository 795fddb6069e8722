import { errorMessage } from '../../../lib/api-client.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from '../../../lib/format.ts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { billingKeys, cancelSubscription, subscriptionQuery } from '../api/billing-api.ts';
import { useNativeDialog } from '../../../lib/use-native-dialog.ts';

const fmt = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Date not available' : format(d, 'MMMM d, yyyy');
};

/**
 * 'Cancel subscription' for the profile page: renewal stops, Pro access stays until the end date.
 * Renders nothing for members without a running subscription. `onChange` lets the page refresh its own data.
 */
export function CancelSubscription({ onChange }: { onChange?: () => void }) {
  const { state } = useAuth();
  const userId = state.status === 'signedIn' ? state.session.user.id : 'anon';
  const queryClient = useQueryClient();
  const q = useQuery({ ...subscriptionQuery(userId), enabled: state.status === 'signedIn' });
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const dialog = useNativeDialog(confirming);

  const m = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (data) => {
      queryClient.setQueryData(billingKeys.subscription(userId), data);
      setConfirming(false);
      setDone(true);
      onChange?.();
    },
  });

  const sub = q.data?.subscription;
  if (!sub) return null;
  const until = fmt(sub.endDate);

  return (
    <section aria-labelledby="cancel-sub-heading" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="cancel-sub-heading" className="text-lg font-semibold">
        Manage subscription
      </h2>
      <div className="mt-2 space-y-3 text-sm" aria-live="polite">
        {sub.status === 'active' ? (
          <>
            <p className="text-slate-700 dark:text-slate-300">Your Pro plan renews on {until}. You can cancel at any time and keep Pro access until then.</p>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          </>
        ) : done ? (
          <Alert tone="success">Your subscription has been cancelled. You keep Pro access until {until}.</Alert>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">Your subscription is cancelled and will not renew. Pro access continues until {until}.</p>
        )}
      </div>
      <dialog
        ref={dialog}
        onClose={() => setConfirming(false)}
        aria-labelledby="cancel-sub-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="space-y-3">
          <h3 id="cancel-sub-title" className="text-lg font-semibold">
            Cancel your subscription?
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Your plan will not renew. You keep Pro access until {until}; payments are non-refundable except where the law requires.
          </p>
          {m.isError && <Alert tone="error">{errorMessage(m.error)}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
              Keep subscription
            </Button>
            <Button variant="danger" onClick={() => m.mutate()} disabled={m.isPending} aria-busy={m.isPending || undefined}>
              {m.isPending ? 'Cancelling…' : 'Confirm cancellation'}
            </Button>
          </div>
        </div>
      </dialog>
    </section>
  );
}
