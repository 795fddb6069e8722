import type { ReactNode } from 'react';

/**
 * A screen's title (h1), an optional line under it, and its actions on the right (wrapping under it on phones).
 * The one page header of the catalogue lists, the search page and the admin screens (`compact`: closer spacing,
 * actions centred on the title and kept in one group).
 */
export function PageHeader({ title, subtitle, compact = false, children }: { title: string; subtitle?: string; compact?: boolean; children?: ReactNode }) {
  return (
    <div className={`flex flex-wrap justify-between ${compact ? 'mb-4 items-center gap-3' : 'mb-6 items-end gap-4'}`}>
      <div>
        <h1 className={`text-2xl font-semibold ${compact ? '' : 'tracking-tight'}`}>{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p>}
      </div>
      {compact ? <div className="flex flex-wrap gap-2">{children}</div> : children}
    </div>
  );
}
