import { leadsMessages } from '@portal/shared/leads';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type LeadFilters, leadsQuery, leadsVendorQuery } from '../api/leads-api.ts';
import { LeadsHeader } from './leads-header.tsx';
import { LeadsResults } from './leads-results.tsx';
import { AccessDenied, denied, LoadError, Skeleton } from './leads-states.tsx';
import type { ReactNode } from 'react';
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
      <p className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-600 dark:bg-slate-900 dark:text-slate-400">
        When a member likes your content, an automatic e-mail notification is sent to your vendor manager e-mail ({vendor.managerEmail}). It names the member
        only if they chose to share their details with you.
      </p>
    </section>
  );
}

/**
 * A vendor manager's tool on its own screen (docs/decisions/2104): Access Denied for a member who manages no vendor,
 * the vendor error screen, else the tool with the vendor it is for.
 */
function VendorToolScreen({ children }: { children: ReactNode }) {
  const vendorQ = useQuery(leadsVendorQuery());
  if (vendorQ.isPending) return <Skeleton />;
  if (vendorQ.isError) {
    if (denied(vendorQ.error)) return <AccessDenied />;
    return <LoadError page title={leadsMessages.vendorError} message={vendorQ.error.message} onRetry={() => vendorQ.refetch()} />;
  }
  const vendor = vendorQ.data.vendor;
  return (
    <div className="space-y-6">
      {children}
      <p className="text-sm text-slate-500 dark:text-slate-400">
        For <span className="font-medium text-slate-700 dark:text-slate-200">{vendor.name}</span> · {vendor.managerEmail}
      </p>
    </div>
  );
}

/** /vendor/analytics: 'Content Analytics' of the manager's vendor. */
export function VendorAnalyticsScreen() {
  return (
    <VendorToolScreen>
      <VendorAnalytics />
    </VendorToolScreen>
  );
}

/** /vendor/webhook: the lead webhook of the manager's vendor. */
export function VendorWebhookScreen() {
  return (
    <VendorToolScreen>
      <WebhookSettings />
    </VendorToolScreen>
  );
}
