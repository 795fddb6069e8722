import { formatMoney, type PlanResponse } from '@portal/shared/billing';

/** The terms as decided: yearly price from the server, no refunds except where law requires, no free trial. */
export function UpgradeFaq({ plan }: { plan: PlanResponse['plan'] }) {
  const price = formatMoney(plan.amount, plan.currency);
  const items: [string, string][] = [
    [
      'How much does Pro cost?',
      `Pro costs ${price} per year (${plan.currency}), billed annually in advance. A valid discount code lowers the total before you pay.`,
    ],
    [
      'Can I cancel at any time?',
      'Yes. Cancel from your profile whenever you like: the subscription will not renew, and you keep Pro access until the end of the period you paid for.',
    ],
    ['Does Pro renew automatically?', 'The plan is yearly and set to renew at the end of each period until you cancel it.'],
    ['Can I get a refund?', 'Payments are non-refundable, except where the law requires a refund.'],
    ['Is there a free trial of Pro?', 'No, there is no free trial of Pro. The free plan stays available with limited webinars.'],
    ['Can the price change?', "Prices may change with 30 days' notice. A change never affects a period you have already paid for."],
    ['How is the payment processed?', 'Payments go through Razorpay, a secure payment provider. We never see or store your card details.'],
  ];
  return (
    <section aria-labelledby="faq-heading" className="space-y-3">
      <h2 id="faq-heading" className="text-lg font-semibold">
        Frequently asked questions
      </h2>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {items.map(([q, a]) => (
          <details key={q} className="group px-4 py-3">
            <summary className="cursor-pointer list-none font-medium focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
              <span className="mr-2 inline-block transition-transform group-open:rotate-90" aria-hidden="true">
                ›
              </span>
              {q}
            </summary>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
