import { formatMoney } from '@portal/shared/billing';
import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useNativeDialog } from '../../../lib/use-native-dialog.ts';

/**
 * The local gateway's checkout (no Razorpay keys configured): a modal of our own app with Pay and
 * Cancel. Escape or Cancel closes it like closing Razorpay's modal; focus returns to the page.
 */
export function TestCheckoutDialog({
  open,
  amount,
  currency,
  orderId,
  busy,
  onPay,
  onDismiss,
}: {
  open: boolean;
  amount: number;
  currency: string;
  orderId: string;
  busy: boolean;
  onPay: () => void;
  onDismiss: () => void;
}) {
  const dialog = useNativeDialog(open);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="test-checkout-title"
      aria-describedby="test-checkout-desc"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onDismiss();
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="space-y-4">
        <div className="flex items-center gap-3">
          <CreditCard className="h-6 w-6 text-brand-600 dark:text-brand-300" aria-hidden="true" />
          <h2 id="test-checkout-title" className="text-lg font-semibold">
            Test payment
          </h2>
        </div>
        <p id="test-checkout-desc" className="text-sm text-slate-600 dark:text-slate-400">
          This server has no payment gateway keys, so checkout runs in test mode: no money is charged.
        </p>
        <dl className="space-y-1 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
          <div className="flex justify-between gap-4">
            <dt>AI Testing Hub Pro (yearly)</dt>
            <dd className="font-semibold">{formatMoney(amount, currency)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-xs text-slate-500 dark:text-slate-400">
            <dt>Order</dt>
            <dd className="break-all">{orderId}</dd>
          </div>
        </dl>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onDismiss} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onPay} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Paying…' : `Pay ${formatMoney(amount, currency)}`}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
