import type { countResponse, idResponse, sendResult, vendorOptions } from '@portal/shared/admin';
import type { okResponse } from '@portal/shared/api';
import { keepPreviousData, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, apiDownload } from '../../../lib/api-client.ts';

export type Params = Record<string, string | number | undefined>;

/** Admin resources under /api/admin: 'jobs', 'webinars', 'product-updates', ... */
export type Resource = 'jobs' | 'webinars' | 'product-updates' | 'product-trials' | 'certifications' | 'ai-courses' | 'vendors' | 'topics';

const adminKeys = {
  all: ['admin'] as const,
  list: (r: Resource, p: Params) => ['admin', r, 'list', p] as const,
  resource: (r: Resource) => ['admin', r] as const,
};

function toQuery(p: Params): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== undefined && v !== '' && v !== 'all') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** One request per screen's table: filters, sort and page go to the server. */
/** `R` types the answer only: api() does not parse it in the browser (the server did). */
export function adminListQuery<R>(resource: Resource, params: Params): UseQueryOptions<R, Error, R, readonly unknown[]> {
  return {
    queryKey: adminKeys.list(resource, params),
    queryFn: ({ signal }) => api<z.ZodType<R>>(`/api/admin/${resource}${toQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
  };
}

export function useVendorOptions() {
  return useQuery({
    queryKey: ['admin', 'vendor-options'],
    queryFn: ({ signal }) => api<typeof vendorOptions>('/api/admin/vendor-options', { signal }),
    staleTime: 60_000,
  });
}

/** Create (no id) or update (id) one row. */
export function useSave(resource: Resource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      api<typeof idResponse>(id ? `/api/admin/${resource}/${encodeURIComponent(id)}` : `/api/admin/${resource}`, { method: id ? 'PUT' : 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useRemove(resource: Resource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<typeof okResponse>(`/api/admin/${resource}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useBulk(resource: Resource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; action: string }) => api<typeof countResponse>(`/api/admin/${resource}/bulk`, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Row actions that send e-mail: job reminder, notify subscribers, trial reminders. */
export function useSend(resource: Resource, action: 'reminder' | 'notify' | 'reminders') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body?: unknown }) => api<typeof sendResult>(`/api/admin/${resource}/${id}/${action}`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  });
}

export function useWebinarStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) => api<typeof idResponse>(`/api/admin/webinars/${id}/status`, { body: { status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Downloads the server-streamed CSV (the bearer token rules out a plain link; an expired token is refreshed first). */
export async function downloadJobsCsv(params: Params): Promise<void> {
  await apiDownload(`/api/admin/jobs/export.csv${toQuery(params)}`, 'jobs-export.csv');
}

/** Field errors from a 400 answer, for the form. */
export function fieldErrors(err: unknown): Record<string, string> {
  return err instanceof ApiError && err.fields ? err.fields : {};
}
