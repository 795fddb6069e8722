import { leadsMessages } from '@portal/shared/leads';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type LeadFilters, leadsQuery, leadsVendorQuery } from '../api/leads-api.ts';
import { LeadsHeader } from './leads-header.tsx';
import { LeadsResults } from './leads-results.tsx';
import { AccessDenied, denied, LoadError, Skeleton } from './leads-states.tsx';
import { VendorAnalytics } from './vendor-analytics.tsx';
import { WebhookSettings } from './webhook-settings.tsx';

/**
 * /vendor/leads ('User Likes'): members who liked the manager's vendor content AND chose to share their
 * details with it (others are a count only, docs/decisions/1801). Two requests, so each failure has its
 * own screen: the vendor (header; 403 = Access Denied) and the likes (stats, rows, count).
 */
export function LeadsScreen() {
  const [filters, setFilters] = useState<LeadFilters>({ search: '', contentType: 'all', page: 1 });
  const vendorQ = useQuery(leadsVendorQuery());
  const q = useQuery(leadsQuery(filters, vendorQ.isSuccess));

  if (vendorQ.isPending) return <Skeleton />;
  if (vendorQ.isError) {
    if (denied(vendorQ.error)) return <AccessDenied />;
    return <LoadError page title={leadsMessages.vendorError} message={vendorQ.error.message} onRetry={() => vendorQ.refetch()} />;
  }
  if (q.isError && denied(q.error)) return <AccessDenied />;
  const vendor = vendorQ.data.vendor;

  return (
    <section>
      <LeadsHeader vendor={vendor} filters={filters} canExport={(q.data?.total ?? 0) > 0} />
      <LeadsResults q={q} vendorName={vendor.name} filters={filters} setFilters={setFilters} />
      <VendorAnalytics />
      <WebhookSettings />
      <p className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-600 dark:bg-slate-900 dark:text-slate-400">
        When a member likes your content, an automatic e-mail notification is sent to your vendor manager e-mail ({vendor.managerEmail}). It names the member
        only if they chose to share their details with you.
      </p>
    </section>
  );
}
