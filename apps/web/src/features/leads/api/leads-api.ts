import { type LeadsQuery, leadsResponse } from '@portal/shared/leads';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api, apiDownload } from '../../../lib/api-client.ts';

export type LeadFilters = { search: string; contentType: NonNullable<LeadsQuery['contentType']>; page: number };
export const LEADS_PAGE_SIZE = 20;

const qs = (f: Omit<LeadFilters, 'page'> & { page?: number }) => {
  const p = new URLSearchParams();
  if (f.page) p.set('page', String(f.page));
  if (f.page) p.set('pageSize', String(LEADS_PAGE_SIZE));
  if (f.search) p.set('search', f.search);
  if (f.contentType !== 'all') p.set('contentType', f.contentType);
  return p.toString();
};

export const leadsQuery = (f: LeadFilters) =>
  queryOptions({
    queryKey: ['leads', f],
    queryFn: ({ signal }) => api(`/api/vendor/leads?${qs(f)}`, leadsResponse, { signal }),
    placeholderData: keepPreviousData,
    retry: (n, e) => !(e instanceof ApiError && (e.status === 403 || e.status === 401)) && n < 1,
  });

/** Downloads the CSV with the bearer token (a plain link could not send it); an expired token is refreshed first. */
export async function downloadLeadsCsv(f: Omit<LeadFilters, 'page'>) {
  await apiDownload(`/api/vendor/leads.csv?${qs(f)}`, 'leads-export.csv');
}
