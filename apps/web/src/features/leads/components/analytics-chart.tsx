import { type AnalyticsMetric, type AnalyticsWeek, analyticsMetricLabels } from '@portal/shared/analytics';
import { format } from '../../../lib/format.ts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';

const W = 640;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };
const metrics = Object.keys(analyticsMetricLabels) as AnalyticsMetric[];
const nf = new Intl.NumberFormat('en-US');
const weekLabel = (d: string) => format(new Date(d.length === 10 ? `${d}T00:00:00` : d), 'MMM d');

/** A round upper bound for the axis (1, 2, 5 × 10^n). */
function niceMax(n: number): number {
  if (n <= 4) return 4;
  const p = 10 ** Math.floor(Math.log10(n));
  return ([1, 2, 5, 10].find((m) => m * p >= n) ?? 10) * p;
}

/**
 * The weekly series as an SVG bar chart of one metric (role img with a text summary), and the same
 * numbers as a table for every metric behind a toggle. Colours follow the theme's CSS variables.
 */
export function AnalyticsChart({ series }: { series: AnalyticsWeek[] }) {
  const [metric, setMetric] = useState<AnalyticsMetric>('views');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const descId = useId();
  const tableId = useId();
  const values = series.map((w) => w[metric]);
  const total = values.reduce((a, b) => a + b, 0);
  const peakIndex = values.indexOf(Math.max(...values, 0));
  const max = niceMax(Math.max(...values, 0));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(series.length, 1);
  const barW = Math.max(2, slot * 0.7);
  const labelEvery = Math.ceil(series.length / 8);
  const label = analyticsMetricLabels[metric];
  const first = series[0];
  const peak = series[peakIndex];

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold">
          {label} by week
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Chart shows"
            value={metric}
            onChange={(v) => setMetric(v as AnalyticsMetric)}
            options={metrics.map((m) => ({ value: m, label: analyticsMetricLabels[m] }))}
          />
          <Button variant="secondary" aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable((v) => !v)}>
            {asTable ? 'Show chart' : 'Show as table'}
          </Button>
        </div>
      </div>

      <div id={tableId}>
        {asTable ? (
          <div className="mt-4 overflow-x-auto">
            <table className="min-w-full text-sm" data-testid="analytics-weekly-table">
              <caption className="sr-only">Weekly activity, oldest week first</caption>
              <thead className="text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Week of
                  </th>
                  {metrics.map((m) => (
                    <th key={m} scope="col" className="px-3 py-2 text-right">
                      {analyticsMetricLabels[m]}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-right">
                    Average rating
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {series.map((w) => (
                  <tr key={w.weekStart}>
                    <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                      <time dateTime={w.weekStart}>{weekLabel(w.weekStart)}</time>
                    </th>
                    {metrics.map((m) => (
                      <td key={m} className="px-3 py-2 text-right tabular-nums">
                        {nf.format(w[m])}
                      </td>
                    ))}
                    <td className="px-3 py-2 text-right tabular-nums">{w.averageRating === null ? '—' : w.averageRating.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <figure className="mt-4">
            <svg
              viewBox={`0 0 ${W} ${H}`}
              className="h-auto w-full text-slate-500 dark:text-slate-400"
              role="img"
              aria-labelledby={titleId}
              aria-describedby={descId}
              data-testid="analytics-chart"
            >
              <title>{`${label} by week`}</title>
              {[0, 0.5, 1].map((f) => {
                const y = PAD.top + innerH * (1 - f);
                return (
                  <g key={f}>
                    <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="currentColor" strokeOpacity={0.25} />
                    <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="currentColor">
                      {nf.format(Math.round(max * f))}
                    </text>
                  </g>
                );
              })}
              {series.map((w, i) => {
                const v = w[metric];
                const h = max ? (v / max) * innerH : 0;
                const x = PAD.left + i * slot + (slot - barW) / 2;
                return (
                  <g key={w.weekStart}>
                    <rect x={x} y={PAD.top + innerH - h} width={barW} height={Math.max(h, 0)} rx={2} className="fill-brand-500 dark:fill-brand-400">
                      <title>{`Week of ${weekLabel(w.weekStart)}: ${nf.format(v)} ${label.toLowerCase()}`}</title>
                    </rect>
                    {i % labelEvery === 0 && (
                      <text x={x + barW / 2} y={H - 8} textAnchor="middle" fontSize="11" fill="currentColor">
                        {weekLabel(w.weekStart)}
                      </text>
                    )}
                  </g>
                );
              })}
            </svg>
            <figcaption id={descId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {first
                ? `${nf.format(total)} ${label.toLowerCase()} in ${series.length} weeks from ${weekLabel(first.weekStart)}` +
                  (total > 0 && peak ? `; most in the week of ${weekLabel(peak.weekStart)} (${nf.format(peak[metric])}).` : '.')
                : 'No weeks to show.'}
            </figcaption>
          </figure>
        )}
      </div>
    </div>
  );
}
