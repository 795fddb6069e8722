import type { CompareVendor } from '@portal/shared/capabilities';
import { compareIds, compareTitle } from '@portal/shared/capabilities-text';
import { type CompareCell, type CompareGroup, compareGroups, differingRows } from '@portal/shared/compare-grid';
import { Check, Minus, Star } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useHead } from '../../../lib/head.tsx';
import { countCompareOpen, useCompare } from '../api/vendor-choice-queries.ts';
import { BackLink, DetailState } from './detail-parts.tsx';
import { useDateFormat } from './format.ts';
import { VendorLogo } from './vendor-logo.tsx';
import { compareLd } from './choice-structured-data.ts';

const ONLY = 'Only this one';

function CellView({ cell, only }: { cell: CompareCell; only: boolean }) {
  const { formatDate } = useDateFormat();
  return (
    <div className="flex flex-col gap-0.5">
      <span className="inline-flex flex-wrap items-center gap-1.5">
        {cell.has === true && <Check className="h-4 w-4 text-green-700 dark:text-green-400" aria-hidden="true" />}
        {cell.has === false && <Minus className="h-4 w-4 text-slate-400" aria-hidden="true" />}
        {cell.href ? (
          <a href={cell.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline dark:text-brand-300">
            {cell.text}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span>{cell.text}</span>
        )}
        {only && (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">{ONLY}</span>
        )}
      </span>
      {cell.confirmedAt && <span className="text-xs text-slate-500 dark:text-slate-400">Confirmed {formatDate(cell.confirmedAt)}</span>}
    </div>
  );
}

const differsBadge = (
  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">Differs</span>
);

/** One grid: a real table (column headers per vendor, row headers per feature, a header per group) from 640 px up. */
function CompareTable({ vendors, groups }: { vendors: CompareVendor[]; groups: CompareGroup[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 sm:block dark:border-slate-800" data-testid="compare-table">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          {compareTitle(vendors.map((v) => v.name))}: features, integrations, deployment, pricing, trials and ratings side by side
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <td className="w-48 p-3" />
            {vendors.map((v) => (
              <th key={v.id} scope="col" className="p-3 text-left align-bottom">
                <span className="flex items-center gap-2">
                  <VendorLogo name={v.name} logoUrl={v.logoUrl} size="sm" />
                  <Link to={paths.vendor(v.id)} className="font-semibold text-slate-900 hover:underline dark:text-white">
                    {v.name}
                  </Link>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.key} className="bg-white dark:bg-slate-950">
            <tr>
              <th scope="rowgroup" colSpan={vendors.length + 1} className="bg-slate-100 px-3 py-2 text-left font-semibold dark:bg-slate-800">
                {g.label}
              </th>
            </tr>
            {g.rows.map((r) => (
              <tr
                key={r.key}
                className={`border-t border-slate-100 dark:border-slate-800 ${r.differs ? 'bg-amber-50/60 dark:bg-amber-950/20' : ''}`}
                data-differs={r.differs || undefined}
              >
                <th scope="row" className="p-3 text-left align-top font-medium">
                  {r.label}
                  {r.differs && differsBadge}
                </th>
                {r.cells.map((c, i) => (
                  <td key={vendors[i]?.id} className="p-3 align-top">
                    <CellView cell={c} only={r.onlyIndex === i} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** Below 640 px each row is a card naming each vendor's value. */
function CompareCards({ vendors, groups }: { vendors: CompareVendor[]; groups: CompareGroup[] }) {
  return (
    <div className="space-y-6 sm:hidden" data-testid="compare-cards">
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`cg-${g.key}`}>
          <h2 id={`cg-${g.key}`} className="mb-2 text-lg font-semibold">
            {g.label}
          </h2>
          <ul className="space-y-2">
            {g.rows.map((r) => (
              <li
                key={r.key}
                className={`rounded-xl border p-3 ${r.differs ? 'border-amber-300 bg-amber-50/60 dark:border-amber-800 dark:bg-amber-950/20' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}
              >
                <h3 className="mb-2 text-sm font-semibold">
                  {r.label}
                  {r.differs && differsBadge}
                </h3>
                <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-2 text-sm">
                  {r.cells.map((c, i) => (
                    <div key={vendors[i]?.id} className="contents">
                      <dt className="font-medium text-slate-700 dark:text-slate-300">{vendors[i]?.name}</dt>
                      <dd>
                        <CellView cell={c} only={r.onlyIndex === i} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function LatestReviews({ vendors }: { vendors: CompareVendor[] }) {
  const { formatDate } = useDateFormat();
  return (
    <section aria-labelledby="compare-reviews" className="mt-8">
      <h2 id="compare-reviews" className="mb-3 text-xl font-semibold">
        Verified reviews
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {vendors.map((v) => (
          <li key={v.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="font-semibold">{v.name}</h3>
            <p className="mt-1 flex items-center gap-1 text-sm">
              <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              {v.rating.average !== null ? `${v.rating.average.toFixed(1)} out of 5 from ${v.rating.count} verified trial reviews` : 'No reviews yet'}
            </p>
            {v.latestReview && (
              <blockquote className="mt-2 border-l-2 border-slate-200 pl-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
                <p>
                  {v.latestReview.rating} of 5: {v.latestReview.text ?? 'No comment'}
                </p>
                <footer className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  {v.latestReview.authorName}, Verified trial, {formatDate(v.latestReview.reviewedAt)}
                </footer>
              </blockquote>
            )}
            {v.rating.count > 0 && (
              <Link to={`${paths.vendor(v.id)}#reviews`} className="mt-2 inline-block text-sm text-brand-700 hover:underline dark:text-brand-300">
                All reviews of {v.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /compare/a-vs-b(-vs-c-vs-d): 2 to 4 vendors in one grid, differences highlighted (issue 23). */
export function ComparePage({ compareKey }: { compareKey: string }) {
  const q = useCompare(compareKey);
  const d = q.data;
  const names = d?.vendors.map((v) => v.name) ?? [];
  const [onlyDiff, setOnlyDiff] = useState(false);
  const toggleId = useId();
  useHead({
    title: d ? `${compareTitle(names)}: features, pricing and reviews` : q.isError ? 'Comparison not found' : 'Compare vendors',
    description: d
      ? `${compareTitle(names)} side by side: capabilities, frameworks, CI integrations, deployment, pricing, free trials and verified trial reviews from testers.`
      : undefined,
    image: d ? `/og/compare/${compareKey}.png` : undefined,
    jsonLd: d ? compareLd(d.vendors) : undefined,
  });
  const loaded = !!d;
  useEffect(() => {
    if (loaded) void countCompareOpen(compareKey);
  }, [compareKey, loaded]);
  const state = <DetailState q={q} notFound="Comparison not found" back={{ to: paths.vendors, label: 'Back to Vendors' }} />;
  if (!d) return state;
  const all = compareGroups(d.vendors);
  const groups = onlyDiff ? all.map((g) => ({ ...g, rows: g.rows.filter((r) => r.differs) })).filter((g) => g.rows.length) : all;
  const differing = differingRows(all);
  return (
    <article>
      <BackLink to={`${paths.vendors}?compare=${compareIds(compareKey).join(',')}`}>Back to Vendors</BackLink>
      <h1 className="text-2xl font-semibold tracking-tight">{compareTitle(names)}</h1>
      <p className="mt-1 mb-4 text-slate-600 dark:text-slate-400">
        {differing} {differing === 1 ? 'row differs' : 'rows differ'}. Differences are highlighted; “{ONLY}” marks what one vendor alone offers. Each claim
        shows when it was last confirmed.
      </p>
      <label htmlFor={toggleId} className="mb-4 inline-flex items-center gap-2 text-sm">
        <input
          id={toggleId}
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 accent-brand-600"
          checked={onlyDiff}
          onChange={(e) => setOnlyDiff(e.target.checked)}
        />
        Show differences only
      </label>
      <CompareTable vendors={d.vendors} groups={groups} />
      <CompareCards vendors={d.vendors} groups={groups} />
      <LatestReviews vendors={d.vendors} />
    </article>
  );
}
