import type { LeadsResponse } from '@portal/shared/leads';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { downloadLeadsCsv, type LeadFilters } from '../api/leads-api.ts';

/** Logo, 'User Likes', the vendor and its manager e-mail, and Export CSV (consenting members only). */
export function LeadsHeader({ vendor, filters, canExport }: { vendor: LeadsResponse['vendor']; filters: LeadFilters; canExport: boolean }) {
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadLeadsCsv({ search: filters.search, contentType: filters.contentType });
    } catch (e) {
      setExportError(e instanceof Error ? e.message : 'Could not export the leads');
    } finally {
      setExporting(false);
    }
  };
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
        <Button variant="secondary" onClick={onExport} disabled={exporting || !canExport}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </header>
      {exportError && (
        <div className="mt-4">
          <Alert tone="error">{exportError}</Alert>
        </div>
      )}
    </>
  );
}
