import {
  certificationListResponse,
  courseListResponse,
  dashboardResponse,
  jobDetailResponse,
  jobListResponse,
  type LikeRequest,
  landingResponse,
  likeResponse,
  productUpdateListResponse,
  searchResponse,
  trialDetailResponse,
  trialListResponse,
  type VendorTab,
  vendorCertificationsResponse,
  vendorDetailResponse,
  vendorJobsResponse,
  vendorTrialsResponse,
  vendorWebinarsResponse,
  vendorListResponse,
  webinarDetailResponse,
  webinarListResponse,
} from '@portal/shared/catalog-api';
import { registerResponse } from '@portal/shared/webinars';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { askConsent } from '../../../lib/consent-prompt.ts';

/** Who is looking: answers differ per user (liked-by-me), so the user id is part of every key. */
export function useViewer() {
  const state = useAuthState();
  return {
    ready: state.status !== 'loading',
    key: state.status === 'signedIn' ? state.session.user.id : 'anon',
    signedIn: state.status === 'signedIn',
  };
}

export type ListParams = Record<string, string | string[] | undefined>;

/** `?a=1&b=x,y` from params, skipping empty values. */
export function toSearch(params: ListParams): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    sp.set(k, Array.isArray(v) ? v.join(',') : v);
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

const PAGE_SIZE = 12;

function useList<S extends z.ZodType<{ page: number; totalPages: number }>>(
  name: string,
  path: string,
  schema: S,
  params: ListParams,
  enabled = true,
  refetchInterval?: number,
) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: ['catalog', viewer.key, name, params],
    enabled: viewer.ready && enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api(`${path}${toSearch({ ...params, page: String(pageParam), pageSize: String(PAGE_SIZE) })}`, schema, { signal }),
    getNextPageParam: (last: z.output<S>) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** Refreshed every 60 seconds so a webinar turning live or completed shows without a reload (cheap: ETag). */
export const useWebinarList = (p: ListParams) => useList('webinars', '/api/webinars', webinarListResponse, p, true, 60_000);
export const useJobList = (p: ListParams) => useList('jobs', '/api/jobs', jobListResponse, p);
export const useVendorList = (p: ListParams) => useList('vendors', '/api/vendors', vendorListResponse, p);
export const useCertificationList = (p: ListParams) => useList('certifications', '/api/certifications', certificationListResponse, p);
export const useCourseList = (p: ListParams) => useList('courses', '/api/ai-courses', courseListResponse, p);
export const useUpdateList = (p: ListParams) => useList('updates', '/api/product-updates', productUpdateListResponse, p);
export const useTrialList = (p: ListParams) => useList('trials', '/api/product-trials', trialListResponse, p);
export const useSearchResults = (p: ListParams) => useList('search', '/api/search', searchResponse, p, !!p.q);

function useOne<S extends z.ZodType>(name: string, path: string, schema: S, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ['catalog', viewer.key, name, path],
    enabled: viewer.ready && enabled,
    queryFn: ({ signal }) => api(path, schema, { signal }),
    retry: (n, err) => (err as { status?: number }).status !== 404 && n < 2,
  });
}

export const useLanding = () => useOne('landing', '/api/landing', landingResponse);
export const useDashboard = () => useOne('dashboard', '/api/dashboard', dashboardResponse);
export const useWebinar = (id: string) => useOne('webinar', `/api/webinars/${encodeURIComponent(id)}`, webinarDetailResponse);
export const useTrial = (id: string) => useOne('trial', `/api/product-trials/${encodeURIComponent(id)}`, trialDetailResponse);
export const useJob = (id: string) => useOne('job', `/api/jobs/${encodeURIComponent(id)}`, jobDetailResponse);
export const useVendor = (id: string) => useOne('vendor', `/api/vendors/${encodeURIComponent(id)}`, vendorDetailResponse);

const vendorTabSchemas = {
  'product-trials': vendorTrialsResponse,
  webinars: vendorWebinarsResponse,
  certifications: vendorCertificationsResponse,
  jobs: vendorJobsResponse,
} as const;

/**
 * One /vendor/{id} tab, paged on the server. The vendor answer's first page seeds the cache (no second
 * request on open); 'Load more' asks /api/vendors/{id}/{tab}?page=N.
 */
export function useVendorTab<T extends VendorTab>(vendorId: string, tab: T, first: z.output<(typeof vendorTabSchemas)[T]>, firstUpdatedAt: number) {
  const viewer = useViewer();
  const schema = vendorTabSchemas[tab];
  return useInfiniteQuery({
    queryKey: ['catalog', viewer.key, 'vendor-tab', vendorId, tab],
    initialPageParam: 1,
    initialData: { pages: [first], pageParams: [1] },
    initialDataUpdatedAt: firstUpdatedAt,
    queryFn: ({ pageParam, signal }) =>
      api(`/api/vendors/${encodeURIComponent(vendorId)}/${tab}?page=${pageParam}&pageSize=${first.pageSize}`, schema, { signal }) as Promise<
        z.output<(typeof vendorTabSchemas)[T]>
      >,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** Like or unlike; every catalogue answer is refreshed afterwards (counts and liked-by-me). */
export function useToggleLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ liked, ...body }: LikeRequest & { liked: boolean }) => api('/api/likes', likeResponse, { method: liked ? 'DELETE' : 'POST', body }),
    onSuccess: (res) => {
      askConsent(res.consentNeeded);
      return qc.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}

/**
 * Record a webinar registration (POST /api/webinars/{id}/register: once per member, e-mails a
 * confirmation with an .ics). Afterwards the catalogue answers (registeredByMe) and the detail page's
 * registration panel (query key 'webinar-registration') are refreshed.
 */
export function useRegisterWebinar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (webinarId: string) => api(`/api/webinars/${encodeURIComponent(webinarId)}/register`, registerResponse, { method: 'POST' }),
    onSuccess: async (res) => {
      askConsent(res.consentNeeded);
      await Promise.all([qc.invalidateQueries({ queryKey: ['catalog'] }), qc.invalidateQueries({ queryKey: ['webinar-registration'] })]);
    },
  });
}

export const icsPath = (id: string) => `/api/webinars/${encodeURIComponent(id)}/ics`;
