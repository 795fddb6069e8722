import type { LeadsQuery, leadsResponse, leadsVendorResponse } from '@portal/shared/leads';
import type { webhookDeleteResponse, webhookResponse, webhookSaveResponse } from '@portal/shared/lead-webhooks';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api, apiDownload } from '../../../lib/api-client.ts';

export type LeadFilters = { search: string; contentType: NonNullable<LeadsQuery['contentType']>; page: number };
const LEADS_PAGE_SIZE = 20;

const qs = (f: Omit<LeadFilters, 'page'> & { page?: number }) => {
  const p = new URLSearchParams();
  if (f.page) p.set('page', String(f.page));
  if (f.page) p.set('pageSize', String(LEADS_PAGE_SIZE));
  if (f.search) p.set('search', f.search);
  if (f.contentType !== 'all') p.set('contentType', f.contentType);
  return p.toString();
};

/** The leads feature's query keys: the vendor header, the likes per filter, the analytics per period. */
export const leadsKeys = {
  all: ['leads'] as const,
  vendor: ['leads', 'vendor'] as const,
  likes: (f: LeadFilters) => ['leads', 'likes', f] as const,
  analytics: (weeks: number) => ['leads', 'analytics', weeks] as const,
};

export const retry = (n: number, e: Error) => !(e instanceof ApiError && (e.status === 403 || e.status === 401)) && n < 1;

/** The header: the vendor this manager manages (403 = Access Denied). Fetched once; filters do not refetch it. */
export const leadsVendorQuery = () =>
  queryOptions({
    queryKey: leadsKeys.vendor,
    queryFn: ({ signal }) => api<typeof leadsVendorResponse>('/api/vendor/leads/vendor', { signal }),
    staleTime: 5 * 60_000,
    retry,
  });

/** The likes: stats, one page of rows and the count, for the current filters. */
export const leadsQuery = (f: LeadFilters, enabled = true) =>
  queryOptions({
    queryKey: leadsKeys.likes(f),
    queryFn: ({ signal }) => api<typeof leadsResponse>(`/api/vendor/leads?${qs(f)}`, { signal }),
    placeholderData: keepPreviousData,
    retry,
    enabled,
  });

/** Downloads the CSV with the bearer token (a plain link could not send it); an expired token is refreshed first. */
export async function downloadLeadsCsv(f: Omit<LeadFilters, 'page'>) {
  await apiDownload(`/api/vendor/leads.csv?${qs(f)}`, 'leads-export.csv');
}

export const webhookKeys = { all: [...leadsKeys.all, 'webhook'] as const };

/** The lead webhook's settings and its delivery log. */
export const webhookQuery = () =>
  queryOptions({ queryKey: webhookKeys.all, queryFn: ({ signal }) => api<typeof webhookResponse>('/api/vendor/leads/webhook', { signal }), retry });
export const saveWebhook = (url: string) => api<typeof webhookSaveResponse>('/api/vendor/leads/webhook', { method: 'PUT', body: { url } });
export const rotateWebhookSecret = () => api<typeof webhookSaveResponse>('/api/vendor/leads/webhook/rotate', { method: 'POST' });
export const deleteWebhook = () => api<typeof webhookDeleteResponse>('/api/vendor/leads/webhook', { method: 'DELETE' });
