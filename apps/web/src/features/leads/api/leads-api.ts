import { type LeadsQuery, leadsResponse } from '@portal/shared/leads';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { accessToken } from '../../../lib/session.ts';

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

/** Downloads the CSV with the bearer token (a plain link could not send it). */
export async function downloadLeadsCsv(f: Omit<LeadFilters, 'page'>) {
  const res = await fetch(`/api/vendor/leads.csv?${qs(f)}`, { headers: { Authorization: `Bearer ${accessToken() ?? ''}` } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiError(res.status, 'internal', body?.error?.message ?? 'Could not export the leads');
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'leads-export.csv';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
