import type { countResponse, idResponse, sendResult, vendorOptions } from '@portal/shared/admin';
import type { okResponse } from '@portal/shared/api';
import { keepPreviousData, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { submitResult } from '@portal/shared/vendor-review';
import { ApiError, api, apiDownload } from '../../../lib/api-client.ts';
import { apiBase, type Scope, scopeKey, useScope } from './scope.ts';

export type Params = Record<string, string | number | undefined>;

/** Admin resources under /api/admin: 'jobs', 'webinars', 'product-updates', ... */
export type Resource = 'jobs' | 'webinars' | 'product-updates' | 'product-trials' | 'certifications' | 'ai-courses' | 'vendors' | 'topics';

const adminKeys = {
  all: ['admin'] as const,
};

function toQuery(p: Params): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== undefined && v !== '' && v !== 'all') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** One request per screen's table: filters, sort and page go to the server. */
/** `R` types the answer only: api() does not parse it in the browser (the server did). */
export function adminListQuery<R>(resource: Resource, params: Params, scope: Scope = { kind: 'admin' }): UseQueryOptions<R, Error, R, readonly unknown[]> {
  return {
    queryKey: [scopeKey(scope), resource, 'list', params] as const,
    queryFn: ({ signal }) => api<z.ZodType<R>>(`${apiBase(scope)}/${resource}${toQuery(params)}`, { signal }),
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

/**
 * Create (no id) or update (id) one row. In a manager's console the answer is a submission (its
 * `message` says whether it waits for review or is published).
 */
export function useSave(resource: Resource) {
  const qc = useQueryClient();
  const scope = useScope();
  const base = `${apiBase(scope)}/${resource}`;
  return useMutation({
    // `submission`: the id is a manager's not-yet-published submission, edited and sent to review again.
    mutationFn: ({ id, body, submission }: { id?: string; body: unknown; submission?: boolean }) =>
      api<typeof idResponse | typeof submitResult>(submission ? `/api/vendor/submissions/${id}` : id ? `${base}/${encodeURIComponent(id)}` : base, {
        method: id ? 'PUT' : 'POST',
        body,
      }) as Promise<{
        id: string | null;
        message?: string;
      }>,
    onSuccess: () => qc.invalidateQueries({ queryKey: [scopeKey(scope)] }),
  });
}

/** Delete (admin) or, in a manager's console, unpublish one row. */
export function useRemove(resource: Resource) {
  const qc = useQueryClient();
  const scope = useScope();
  return useMutation({
    mutationFn: (id: string) => api<typeof okResponse>(`${apiBase(scope)}/${resource}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [scopeKey(scope)] }),
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
