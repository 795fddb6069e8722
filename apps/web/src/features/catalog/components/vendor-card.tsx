import type { VendorItem } from '@portal/shared/catalog-api';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { cardClass } from './card-parts.tsx';
import { VendorLogo } from './vendor-logo.tsx';

/** Two columns on cards (full labels, never clipped); four on the vendor page header (`wide`). */
export function VendorCounts({ counts, jobsLabel = 'Jobs', wide = false }: { counts: VendorItem['counts']; jobsLabel?: string; wide?: boolean }) {
  const items = [
    ['Product Trials', counts.productTrials],
    ['Webinars', counts.webinars],
    ['Certifications', counts.certifications],
    [jobsLabel, counts.jobs],
  ] as const;
  return (
    <dl className={`grid grid-cols-2 gap-2 text-sm ${wide ? 'sm:grid-cols-4' : ''}`}>
      {items.map(([label, n]) => (
        <div key={label} className="flex flex-col-reverse rounded-lg bg-slate-50 px-2 py-1.5 text-center dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-semibold tabular-nums">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

export function VendorCard({ vendor }: { vendor: VendorItem }) {
  return (
    <article className={cardClass} aria-labelledby={`v-${vendor.id}`} data-testid="vendor-card">
      <div className="mb-3 flex items-center gap-3">
        <VendorLogo name={vendor.name} logoUrl={vendor.logoUrl} />
        <h3 id={`v-${vendor.id}`} className="font-semibold">
          {vendor.name}
        </h3>
      </div>
      <p className="mb-4 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{vendor.description}</p>
      <div className="mb-4">
        <VendorCounts counts={vendor.counts} />
      </div>
      <Link
        to={paths.vendor(vendor.id)}
        className="mt-auto border-t border-slate-100 pt-3 text-sm font-medium text-brand-700 hover:underline dark:border-slate-800 dark:text-brand-300"
        aria-label={`View Resources of ${vendor.name}`}
      >
        View Resources
      </Link>
    </article>
  );
}
