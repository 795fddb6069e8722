import { discountAmount, discountedTotal, formatMoney, type PlanResponse } from '@portal/shared/billing';
import type { ReactNode } from 'react';

/** Price, discount and total, computed with the same rule the server charges with. */
export function OrderSummary({ plan, percentage, action }: { plan: PlanResponse['plan']; percentage: number; action: ReactNode }) {
  const total = discountedTotal(plan.amount, percentage);
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="summary-heading" className="text-lg font-semibold">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>
            {plan.name} plan ({plan.planType})
          </dt>
          <dd data-testid="summary-price">{formatMoney(plan.amount, plan.currency)}</dd>
        </div>
        {percentage > 0 && (
          <div className="flex justify-between gap-4 text-green-700 dark:text-green-400">
            <dt>Discount ({percentage}%)</dt>
            <dd data-testid="summary-discount">−{formatMoney(discountAmount(plan.amount, percentage), plan.currency)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold dark:border-slate-700">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatMoney(total, plan.currency)}</dd>
        </div>
      </dl>
      <div className="mt-5">{action}</div>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        Billed yearly in {plan.currency}. Renews each year until you cancel; cancel any time and keep access until the period ends.
      </p>
    </section>
  );
}
