import { formatMoney, type PlanResponse } from '@portal/shared/billing';
import { Check, Crown } from 'lucide-react';

/** The Pro plan as the server describes it (price and features), and the Free plan's limits with their numbers. */
export function PlanCard({ plan, freeFeatures }: { plan: PlanResponse['plan']; freeFeatures: string[] }) {
  return (
    <section aria-labelledby="plan-heading" className="rounded-xl border-2 border-brand-500 bg-white p-6 shadow-sm dark:border-brand-400 dark:bg-slate-900">
      <div className="flex items-center gap-2">
        <Crown className="h-5 w-5 text-amber-500" aria-hidden="true" />
        <h2 id="plan-heading" className="text-xl font-semibold">
          {plan.name} plan
        </h2>
        <span className="ml-auto rounded-full bg-brand-50 px-3 py-1 text-xs font-medium capitalize text-brand-700 dark:bg-slate-800 dark:text-slate-200">
          {plan.planType}
        </span>
      </div>
      <p className="mt-4 flex items-baseline gap-1" data-testid="plan-price">
        <span className="text-4xl font-bold">{formatMoney(plan.amount, plan.currency)}</span>
        <span className="text-slate-600 dark:text-slate-400">/ {plan.interval}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Billed annually in advance ({plan.currency}). Cancel any time.</p>
      <ul className="mt-5 space-y-2 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex items-start gap-2">
            <Check className="mt-0.5 h-4 w-4 flex-none text-green-600 dark:text-green-400" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400" data-testid="free-plan-terms">
        <span className="font-medium text-slate-700 dark:text-slate-300">Free plan: </span>
        {freeFeatures.join(' · ')}
      </p>
    </section>
  );
}
