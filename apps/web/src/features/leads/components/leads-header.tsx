import type { LeadsResponse } from '@portal/shared/leads';
import { ExportButton, ExportError, useExport } from '../../../components/ui/export-button.tsx';
import { downloadLeadsCsv, type LeadFilters } from '../api/leads-api.ts';

/** Logo, 'User Likes', the vendor and its manager e-mail, and Export CSV (consenting members only). */
export function LeadsHeader({ vendor, filters, canExport }: { vendor: LeadsResponse['vendor']; filters: LeadFilters; canExport: boolean }) {
  const exp = useExport(() => downloadLeadsCsv({ search: filters.search, contentType: filters.contentType }), 'Could not export the leads');
  return (
    <>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          {vendor.logoUrl ? (
            <img
              src={vendor.logoUrl}
              alt={`${vendor.name} logo`}
              className="h-14 w-14 rounded-lg border border-slate-200 object-contain dark:border-slate-700"
            />
          ) : (
            <div className="flex h-14 w-14 items-center justify-center rounded-lg bg-brand-50 text-xl font-semibold text-brand-700 dark:bg-slate-800 dark:text-white">
              {vendor.name.charAt(0)}
            </div>
          )}
          <div>
            <h1 className="text-2xl font-semibold">User Likes</h1>
            <p className="text-slate-600 dark:text-slate-400">Users who liked your content</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              <span className="font-medium text-slate-700 dark:text-slate-200" data-testid="leads-vendor-name">
                {vendor.name}
              </span>{' '}
              · {vendor.managerEmail}
            </p>
          </div>
        </div>
        <ExportButton label="Export CSV" busy={exp.busy} disabled={!canExport} onClick={exp.start} />
      </header>
      <ExportError error={exp.error} />
    </>
  );
}
