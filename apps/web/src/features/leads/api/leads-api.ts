import * as leads from '@portal/shared/leads-contracts';
import type { LeadsQuery } from '@portal/shared/leads';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { call, contractDownload, contractKey, contractQuery } from '../../../lib/api-contract.ts';

export type LeadFilters = { search: string; contentType: NonNullable<LeadsQuery['contentType']>; page: number };
const LEADS_PAGE_SIZE = 20;

/** The filters as the query: an empty search and 'all' types are left out. */
const filters = (f: Omit<LeadFilters, 'page'>) => ({ search: f.search || undefined, contentType: f.contentType === 'all' ? undefined : f.contentType });

export const retry = (n: number, e: Error) => !(e instanceof ApiError && (e.status === 403 || e.status === 401)) && n < 1;

/** The header: the vendor this manager manages (403 = Access Denied). Fetched once; filters do not refetch it. */
export const leadsVendorQuery = () => queryOptions({ ...contractQuery(leads.vendor, {}), staleTime: 5 * 60_000, retry });

/** The likes: stats, one page of rows and the count, for the current filters. */
export const leadsQuery = (f: LeadFilters, enabled = true) =>
  queryOptions({
    ...contractQuery(leads.list, { query: { page: f.page, pageSize: LEADS_PAGE_SIZE, ...filters(f) } }),
    placeholderData: keepPreviousData,
    retry,
    enabled,
  });

/** Downloads the CSV with the bearer token (a plain link could not send it); an expired token is refreshed first. */
export async function downloadLeadsCsv(f: Omit<LeadFilters, 'page'>) {
  await contractDownload(leads.exportCsv, { query: filters(f) }, 'leads-export.csv');
}

export const webhookKeys = { all: contractKey(leads.webhook, {}) };

/** The lead webhook's settings and its delivery log. */
export const webhookQuery = () => queryOptions({ ...contractQuery(leads.webhook, {}), retry });
export const saveWebhook = (url: string) => call(leads.saveWebhook, { body: { url } });
export const rotateWebhookSecret = () => call(leads.rotateWebhook, {});
export const deleteWebhook = () => call(leads.deleteWebhook, {});
