import { formatMoney, type PlanResponse } from '@portal/shared/billing';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';

const yes = (
  <>
    <Check className="inline h-4 w-4 text-green-600 dark:text-green-400" aria-hidden="true" />
    <span className="sr-only">Included</span>
  </>
);
const no = (
  <>
    <Minus className="inline h-4 w-4 text-slate-400" aria-hidden="true" />
    <span className="sr-only">Not included</span>
  </>
);

/** Free vs Pro. The Pro price is the server's plan price (never a hard-coded figure). */
export function CompareTable({ plan }: { plan: PlanResponse['plan'] }) {
  const rows: [string, ReactNode, ReactNode][] = [
    ['Price', formatMoney(0, plan.currency), `${formatMoney(plan.amount, plan.currency)}/yr`],
    ['Webinars', 'Limited webinars', 'Unlimited webinars'],
    ['Webinar recordings', 'Kept 7 days', yes],
    ['Premium courses', no, yes],
    ['Priority support', no, yes],
    ['Exclusive content', no, yes],
    ['Daily digests', no, 'Pro users only'],
  ];
  return (
    <section aria-labelledby="compare-heading" className="space-y-3">
      <h2 id="compare-heading" className="text-lg font-semibold">
        Compare plans
      </h2>
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[20rem] bg-white text-left text-sm dark:bg-slate-900">
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Feature
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Free
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Pro
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map(([label, free, pro]) => (
              <tr key={label}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {label}
                </th>
                <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{free}</td>
                <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{pro}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
