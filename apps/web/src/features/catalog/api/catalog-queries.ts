import type {
  certificationListResponse,
  courseListResponse,
  dashboardResponse,
  jobDetailResponse,
  jobListResponse,
  LikeRequest,
  landingResponse,
  likeResponse,
  productUpdateListResponse,
  searchResponse,
  trialDetailResponse,
  trialListResponse,
  VendorTab,
  vendorCertificationsResponse,
  vendorDetailResponse,
  vendorJobsResponse,
  vendorTrialsResponse,
  vendorWebinarsResponse,
  vendorListResponse,
  webinarDetailResponse,
  webinarListResponse,
} from '@portal/shared/catalog-api';
import type { registerResponse } from '@portal/shared/webinars';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useAuthState } from '../../../lib/auth.tsx';
import { askConsent } from '../../../lib/consent-prompt.ts';
import { catalogKeys as sharedCatalogKeys, webinarRegistrationKeys } from '../../../lib/query-keys.ts';

/**
 * The catalogue's query keys. Every public answer sits under `all` (a like or a registration refreshes
 * them all) and carries the viewer (answers differ per user: liked-by-me). 'My likes' sits outside it.
 */
export const catalogKeys = {
  ...sharedCatalogKeys,
  list: (viewer: string, name: string, params: ListParams) => [...sharedCatalogKeys.all, viewer, name, params] as const,
  one: (viewer: string, name: string, path: string) => [...sharedCatalogKeys.all, viewer, name, path] as const,
  vendorTab: (viewer: string, vendorId: string, tab: string) => [...sharedCatalogKeys.all, viewer, 'vendor-tab', vendorId, tab] as const,
  myLikes: (viewer: string, type: string) => ['my-likes', viewer, type] as const,
};

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

/** `S` is the answer's shared schema, a type only (api() does not parse in the browser). */
function useList<S extends z.ZodType<{ page: number; totalPages: number }>>(
  name: string,
  path: string,
  params: ListParams,
  enabled = true,
  refetchInterval?: number,
) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: catalogKeys.list(viewer.key, name, params),
    enabled: viewer.ready && enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api<S>(`${path}${toSearch({ ...params, page: String(pageParam), pageSize: String(PAGE_SIZE) })}`, { signal }),
    getNextPageParam: (last: z.output<S>) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** Refreshed every 60 seconds so a webinar turning live or completed shows without a reload (cheap: ETag). */
export const useWebinarList = (p: ListParams) => useList<typeof webinarListResponse>('webinars', '/api/webinars', p, true, 60_000);
export const useJobList = (p: ListParams) => useList<typeof jobListResponse>('jobs', '/api/jobs', p);
export const useVendorList = (p: ListParams) => useList<typeof vendorListResponse>('vendors', '/api/vendors', p);
export const useCertificationList = (p: ListParams) => useList<typeof certificationListResponse>('certifications', '/api/certifications', p);
export const useCourseList = (p: ListParams) => useList<typeof courseListResponse>('courses', '/api/ai-courses', p);
export const useUpdateList = (p: ListParams) => useList<typeof productUpdateListResponse>('updates', '/api/product-updates', p);
export const useTrialList = (p: ListParams) => useList<typeof trialListResponse>('trials', '/api/product-trials', p);
export const useSearchResults = (p: ListParams) => useList<typeof searchResponse>('search', '/api/search', p, !!p.q);

function useOne<S extends z.ZodType>(name: string, path: string, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: catalogKeys.one(viewer.key, name, path),
    enabled: viewer.ready && enabled,
    queryFn: ({ signal }) => api<S>(path, { signal }),
    retry: (n, err) => (err as { status?: number }).status !== 404 && n < 2,
  });
}

export const useLanding = () => useOne<typeof landingResponse>('landing', '/api/landing');
export const useDashboard = () => useOne<typeof dashboardResponse>('dashboard', '/api/dashboard');
export const useWebinar = (id: string) => useOne<typeof webinarDetailResponse>('webinar', `/api/webinars/${encodeURIComponent(id)}`);
export const useTrial = (id: string) => useOne<typeof trialDetailResponse>('trial', `/api/product-trials/${encodeURIComponent(id)}`);
export const useJob = (id: string) => useOne<typeof jobDetailResponse>('job', `/api/jobs/${encodeURIComponent(id)}`);
export const useVendor = (id: string) => useOne<typeof vendorDetailResponse>('vendor', `/api/vendors/${encodeURIComponent(id)}`);

type VendorTabSchemas = {
  'product-trials': typeof vendorTrialsResponse;
  webinars: typeof vendorWebinarsResponse;
  certifications: typeof vendorCertificationsResponse;
  jobs: typeof vendorJobsResponse;
};

/**
 * One /vendor/{id} tab, paged on the server. The vendor answer's first page seeds the cache (no second
 * request on open); 'Load more' asks /api/vendors/{id}/{tab}?page=N.
 */
export function useVendorTab<T extends VendorTab>(vendorId: string, tab: T, first: z.output<VendorTabSchemas[T]>, firstUpdatedAt: number) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: catalogKeys.vendorTab(viewer.key, vendorId, tab),
    initialPageParam: 1,
    initialData: { pages: [first], pageParams: [1] },
    initialDataUpdatedAt: firstUpdatedAt,
    queryFn: ({ pageParam, signal }) =>
      api<VendorTabSchemas[T]>(`/api/vendors/${encodeURIComponent(vendorId)}/${tab}?page=${pageParam}&pageSize=${first.pageSize}`, { signal }),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** Like or unlike; every catalogue answer is refreshed afterwards (counts and liked-by-me). */
export function useToggleLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ liked, ...body }: LikeRequest & { liked: boolean }) => api<typeof likeResponse>('/api/likes', { method: liked ? 'DELETE' : 'POST', body }),
    onSuccess: (res) => {
      askConsent(res.consentNeeded);
      return qc.invalidateQueries({ queryKey: catalogKeys.all });
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
    mutationFn: (webinarId: string) => api<typeof registerResponse>(`/api/webinars/${encodeURIComponent(webinarId)}/register`, { method: 'POST' }),
    onSuccess: async (res) => {
      askConsent(res.consentNeeded);
      await Promise.all([qc.invalidateQueries({ queryKey: catalogKeys.all }), qc.invalidateQueries({ queryKey: webinarRegistrationKeys.all })]);
    },
  });
}

export const icsPath = (id: string) => `/api/webinars/${encodeURIComponent(id)}/ics`;
