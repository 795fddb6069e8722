import type { SubmissionKind, SubmissionsQuery, vendorProfileInput } from '@portal/shared/vendor-review';
import * as rc from '@portal/shared/vendor-review-contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VendorProfileInput } from '@portal/shared/capabilities';
import { call } from '../../../lib/api-contract.ts';
import type { Params, Resource } from './admin-api.ts';
import { type Scope, scopeKey } from './scope.ts';

/** The submission kind of each vendor-content resource. */
export const kindOf: Partial<Record<Resource, SubmissionKind>> = {
  jobs: 'job',
  webinars: 'webinar',
  'product-updates': 'product_update',
  'product-trials': 'product_trial',
  certifications: 'certification',
  'ai-courses': 'ai_course',
};

/** The table's parameters as the queue's query: empty filters left out. */
const toQuery = (p: Params) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '')) as SubmissionsQuery;

/** The admin queue (every vendor) or a manager's own submissions. */
export function useSubmissions(scope: Scope, params: Params) {
  return useQuery({
    queryKey: [scopeKey(scope), 'submissions', params],
    queryFn: ({ signal }) => call(scope.kind === 'vendor' ? rc.ownSubmissions : rc.queue, { query: toQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

/** One submission with its values (and, for an admin, the live version). */
export const submissionQuery = (scope: Scope, id: string) =>
  queryOptions({
    queryKey: [scopeKey(scope), 'submissions', 'one', id],
    queryFn: ({ signal }) => call(scope.kind === 'vendor' ? rc.ownSubmission : rc.submissionOf, { params: { id }, signal }),
  });

export function useSubmission(scope: Scope, id: string | null) {
  return useQuery({ ...submissionQuery(scope, id ?? ''), enabled: Boolean(id) });
}

/** How many submissions wait (the admin sidebar and dashboard). */
export function useReviewCount(enabled = true) {
  return useQuery({
    queryKey: ['admin', 'submissions', 'count'],
    queryFn: ({ signal }) => call(rc.pendingCount, { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

function useInvalidating<A, T>(scope: Scope, fn: (a: A) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: [scopeKey(scope)] }) });
}

export const useApprove = () => useInvalidating({ kind: 'admin' }, (id: string) => call(rc.approve, { params: { id } }));
export const useReject = () =>
  useInvalidating({ kind: 'admin' }, ({ id, reason }: { id: string; reason: string }) => call(rc.reject, { params: { id }, body: { reason } }));
export const useSetTrusted = () =>
  useInvalidating({ kind: 'admin' }, ({ id, trusted }: { id: string; trusted: boolean }) => call(rc.setTrusted, { params: { id }, body: { trusted } }));
export const useWithdraw = (scope: Scope) => useInvalidating(scope, (id: string) => call(rc.withdrawOwnSubmission, { params: { id } }));

export function useVendorProfile(enabled = true) {
  return useQuery({
    queryKey: ['vendor-console', 'profile'],
    queryFn: ({ signal }) => call(rc.ownProfile, { signal }),
    enabled,
  });
}
export const useSaveProfile = (scope: Scope) => useInvalidating(scope, (body: z.input<typeof vendorProfileInput>) => call(rc.submitOwnProfile, { body }));

/** The manager's capability profile with the taxonomy and the state of its latest edit (issue 23, docs/decisions/2204). */
export const useVendorCapabilities = () =>
  useQuery({
    queryKey: ['vendor-console', 'capabilities'],
    queryFn: ({ signal }) => call(rc.ownCapabilities, { signal }),
  });
export const submitCapabilities = (body: VendorProfileInput) => call(rc.submitOwnCapabilities, { body });
