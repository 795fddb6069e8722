import { FREE_WEBINAR_LIMIT, RECORDING_FREE_DAYS } from '@portal/shared/pro-text';
import { formatMoney, type PlanResponse } from '@portal/shared/billing';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Column, DataTable, plainLook, type TableLook } from '../../../components/ui/data-table.tsx';

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

type Row = { id: string; free: ReactNode; pro: ReactNode };
const cell = 'text-slate-700 dark:text-slate-300';
const columns: Column<Row, never>[] = [
  { key: 'feature', label: 'Feature', rowHeader: true, cellClassName: 'font-medium', render: (r) => r.id },
  { key: 'free', label: 'Free', cellClassName: cell, render: (r) => r.free },
  { key: 'pro', label: 'Pro', cellClassName: cell, render: (r) => r.pro },
];
const look: TableLook = {
  ...plainLook('px-4 py-3'),
  wrap: 'overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800',
  table: 'w-full min-w-[20rem] bg-white text-left text-sm dark:bg-slate-900',
  head: 'bg-slate-50 dark:bg-slate-800',
  th: 'px-4 py-3 font-medium',
  body: 'divide-y divide-slate-200 dark:divide-slate-800',
};

/** Free vs Pro. The Pro price is the server's plan price (never a hard-coded figure). */
export function CompareTable({ plan }: { plan: PlanResponse['plan'] }) {
  const rows: Row[] = (
    [
      ['Price', formatMoney(0, plan.currency), `${formatMoney(plan.amount, plan.currency)}/yr`],
      ['Webinars', `Limited webinars (${FREE_WEBINAR_LIMIT} a month)`, 'Unlimited webinars'],
      ['Webinar recordings', `Kept ${RECORDING_FREE_DAYS} days`, 'Kept'],
      ['Premium courses', no, yes],
      ['Priority support', no, yes],
      ['Exclusive content', no, yes],
      ['Daily digests', no, 'Pro users only'],
    ] as const
  ).map(([id, free, pro]) => ({ id, free, pro }));
  return (
    <section aria-labelledby="compare-heading" className="space-y-3">
      <h2 id="compare-heading" className="text-lg font-semibold">
        Compare plans
      </h2>
      <DataTable look={look} columns={columns} rows={rows} />
    </section>
  );
}
