import type { idResponse } from '@portal/shared/admin';
import type { okResponse, paginated } from '@portal/shared/api';
import type {
  SubmissionKind,
  submission,
  submissionCount,
  submissionDetail,
  submitResult,
  vendorCapabilities,
  vendorProfile,
  vendorProfileInput,
} from '@portal/shared/vendor-review';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VendorProfileInput } from '@portal/shared/capabilities';
import { api } from '../../../lib/api-client.ts';
import type { Params, Resource } from './admin-api.ts';
import { apiBase, type Scope, scopeKey } from './scope.ts';

/** The submission kind of each vendor-content resource. */
export const kindOf: Partial<Record<Resource, SubmissionKind>> = {
  jobs: 'job',
  webinars: 'webinar',
  'product-updates': 'product_update',
  'product-trials': 'product_trial',
  certifications: 'certification',
  'ai-courses': 'ai_course',
};

const toQuery = (p: Params) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};

/** The admin queue (every vendor) or a manager's own submissions. */
export function useSubmissions(scope: Scope, params: Params) {
  return useQuery({
    queryKey: [scopeKey(scope), 'submissions', params],
    queryFn: ({ signal }) => api<ReturnType<typeof paginated<typeof submission>>>(`${apiBase(scope)}/submissions?${toQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSubmission(scope: Scope, id: string | null) {
  return useQuery({
    queryKey: [scopeKey(scope), 'submissions', 'one', id],
    queryFn: ({ signal }) => api<typeof submissionDetail>(`${apiBase(scope)}/submissions/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

/** How many submissions wait (the admin sidebar and dashboard). */
export function useReviewCount(enabled = true) {
  return useQuery({
    queryKey: ['admin', 'submissions', 'count'],
    queryFn: ({ signal }) => api<typeof submissionCount>('/api/admin/submissions/count', { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

function useInvalidating<A, T>(scope: Scope, fn: (a: A) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: [scopeKey(scope)] }) });
}

export const useApprove = () =>
  useInvalidating({ kind: 'admin' }, (id: string) => api<typeof idResponse>(`/api/admin/submissions/${id}/approve`, { method: 'POST' }));
export const useReject = () =>
  useInvalidating({ kind: 'admin' }, ({ id, reason }: { id: string; reason: string }) =>
    api<typeof okResponse>(`/api/admin/submissions/${id}/reject`, { body: { reason } }),
  );
export const useSetTrusted = () =>
  useInvalidating({ kind: 'admin' }, ({ id, trusted }: { id: string; trusted: boolean }) =>
    api<typeof okResponse>(`/api/admin/vendors/${encodeURIComponent(id)}/trusted`, { method: 'PUT', body: { trusted } }),
  );
export const useWithdraw = (scope: Scope) =>
  useInvalidating(scope, (id: string) => api<typeof okResponse>(`/api/vendor/submissions/${id}`, { method: 'DELETE' }));

export function useVendorProfile(enabled = true) {
  return useQuery({
    queryKey: ['vendor-console', 'profile'],
    queryFn: ({ signal }) =>
      api<typeof vendorProfile>('/api/vendor/profile', { signal }) as Promise<z.output<typeof vendorProfile> & { pending: Record<string, unknown> | null }>,
    enabled,
  });
}
export const useSaveProfile = (scope: Scope) =>
  useInvalidating(scope, (body: z.input<typeof vendorProfileInput>) => api<typeof submitResult>('/api/vendor/profile', { method: 'PUT', body }));

/** The manager's capability profile with the taxonomy and the state of its latest edit (issue 23, docs/decisions/2204). */
export const useVendorCapabilities = () =>
  useQuery({
    queryKey: ['vendor-console', 'capabilities'],
    queryFn: ({ signal }) => api<typeof vendorCapabilities>('/api/vendor/capabilities', { signal }),
  });
export const submitCapabilities = (body: VendorProfileInput) => api<typeof submitResult>('/api/vendor/capabilities', { method: 'PUT', body });
