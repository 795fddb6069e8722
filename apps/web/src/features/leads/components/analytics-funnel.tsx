import { type AnalyticsCounts, analyticsFunnel } from '@portal/shared/analytics';

const nf = new Intl.NumberFormat('en-US');

/** The funnel as horizontal bars with their numbers and the share of views (a list, so it reads in order). */
export function AnalyticsFunnel({ totals }: { totals: AnalyticsCounts }) {
  const steps = analyticsFunnel(totals);
  const top = Math.max(...steps.map((s) => s.value), 1);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-base font-semibold">Funnel</h2>
      <ol className="mt-3 space-y-3" data-testid="analytics-funnel">
        {steps.map((s) => {
          const pct = totals.views > 0 ? (s.value / totals.views) * 100 : 0;
          const share = totals.views > 0 && s.key !== 'views' ? ` (${pct > 0 && pct < 1 ? '<1' : Math.round(pct)}% of views)` : '';
          return (
            <li key={s.key}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="text-slate-700 dark:text-slate-300">{s.label}</span>
                <span className="font-semibold tabular-nums" data-testid={`funnel-${s.key}`}>
                  {nf.format(s.value)}
                  <span className="font-normal text-slate-500 dark:text-slate-400">{share}</span>
                </span>
              </div>
              <svg className="mt-1 block h-3 w-full" aria-hidden="true" focusable="false">
                <rect width="100%" height="100%" rx={4} className="fill-slate-100 dark:fill-slate-800" />
                <rect width={`${(s.value / top) * 100}%`} height="100%" rx={4} className="fill-brand-500 dark:fill-brand-400" />
              </svg>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        Average rating of completed trials:{' '}
        <span className="font-medium text-slate-700 dark:text-slate-200" data-testid="funnel-rating">
          {totals.averageRating === null ? 'no ratings yet' : `${totals.averageRating.toFixed(2)} of 5 (${nf.format(totals.ratings)} ratings)`}
        </span>
      </p>
    </div>
  );
}
