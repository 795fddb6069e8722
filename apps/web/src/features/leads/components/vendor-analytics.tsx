import { type AnalyticsPeriod, analyticsMessages, analyticsPeriodLabels, analyticsPeriods } from '@portal/shared/analytics';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { ExportButton, ExportError, useExport } from '../../../components/ui/export-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { downloadAnalyticsCsv, vendorAnalyticsQuery } from '../api/analytics-api.ts';
import { AnalyticsChart } from './analytics-chart.tsx';
import { AnalyticsFunnel } from './analytics-funnel.tsx';
import { AnalyticsItems } from './analytics-items.tsx';

function AnalyticsSkeleton() {
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-3">
      <span className="sr-only" role="status">
        Loading analytics…
      </span>
      <div className="h-72 animate-pulse rounded-lg bg-slate-100 lg:col-span-2 dark:bg-slate-800" aria-hidden="true" />
      <div className="h-72 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
      <div className="h-40 animate-pulse rounded-lg bg-slate-100 lg:col-span-3 dark:bg-slate-800" aria-hidden="true" />
    </div>
  );
}

/**
 * 'Content Analytics', its own screen (/vendor/analytics, docs/decisions/2104): views, likes, registrations, trial activations, completed
 * trials and average rating of the manager's own content, per week and per item, with a funnel and a
 * CSV. Aggregate counts only: no member appears here (docs/decisions/1803).
 */
export function VendorAnalytics() {
  const [weeks, setWeeks] = useState<AnalyticsPeriod>(12);
  // Collapsed at first: the likes table below stays the page's main table.
  const [showItems, setShowItems] = useState(false);
  const q = useQuery(vendorAnalyticsQuery(weeks));
  const data = q.data;
  const t = data?.totals;
  const empty = !!t && t.views + t.likes + t.registrations + t.activations + t.completedTrials === 0;

  const exp = useExport(() => downloadAnalyticsCsv(weeks), 'Could not export the analytics');

  // A 403 is the vendor screen's Access Denied already (VendorToolScreen); nothing to add here.
  if (q.error instanceof ApiError && q.error.status === 403) return null;

  return (
    <section aria-labelledby="vendor-analytics-title" aria-busy={q.isFetching}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="vendor-analytics-title" className="flex items-center gap-2 text-2xl font-semibold">
            <BarChart3 className="h-6 w-6 text-brand-600 dark:text-brand-300" aria-hidden="true" />
            {analyticsMessages.title}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Views, likes, registrations and trials of your content. Counts only: no visitor or member is identified.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Period"
            value={String(weeks)}
            onChange={(v) => setWeeks(Number(v) as AnalyticsPeriod)}
            options={analyticsPeriods.map((p) => ({ value: String(p), label: analyticsPeriodLabels[p] }))}
          />
          <ExportButton label="Export analytics CSV" busy={exp.busy} disabled={!data || data.items.length === 0} onClick={exp.start} />
        </div>
      </div>
      <ExportError error={exp.error} />

      {q.isPending ? (
        <AnalyticsSkeleton />
      ) : !data ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
          <AlertTriangle className="mx-auto h-8 w-8 text-red-600 dark:text-red-400" aria-hidden="true" />
          <h2 className="mt-2 text-lg font-semibold text-red-800 dark:text-red-200">{analyticsMessages.error}</h2>
          <p className="mt-1 text-red-700 dark:text-red-300">{q.error?.message ?? 'Could not load the analytics'}</p>
          <Button className="mt-4" onClick={() => q.refetch()}>
            Try Again
          </Button>
        </div>
      ) : empty ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700" data-testid="analytics-empty">
          <BarChart3 className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 text-slate-600 dark:text-slate-400">{analyticsMessages.empty}</p>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <AnalyticsChart series={data.series} />
            </div>
            <AnalyticsFunnel totals={data.totals} />
          </div>
          <div>
            <Button variant="secondary" aria-expanded={showItems} aria-controls="vendor-analytics-items" onClick={() => setShowItems((v) => !v)}>
              {showItems ? 'Hide per item table' : `Show per item table (${data.items.length})`}
            </Button>
            <div id="vendor-analytics-items" className="mt-3">
              {showItems && <AnalyticsItems items={data.items} capped={data.itemsCapped} />}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
