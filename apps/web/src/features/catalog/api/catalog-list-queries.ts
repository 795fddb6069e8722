import type {
  certificationListResponse,
  courseListResponse,
  jobListResponse,
  productUpdateListResponse,
  searchResponse,
  trialListResponse,
  VendorTab,
  vendorCertificationsResponse,
  vendorJobsResponse,
  vendorTrialsResponse,
  vendorWebinarsResponse,
  webinarListResponse,
} from '@portal/shared/catalog-api';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys, type ListParams, useViewer } from './catalog-queries.ts';

/** The paged lists (list pages, search, a vendor's tabs): their own module, so the landing page's first load has none of them. */

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
export const useCertificationList = (p: ListParams) => useList<typeof certificationListResponse>('certifications', '/api/certifications', p);
export const useCourseList = (p: ListParams) => useList<typeof courseListResponse>('courses', '/api/ai-courses', p);
export const useUpdateList = (p: ListParams) => useList<typeof productUpdateListResponse>('updates', '/api/product-updates', p);
export const useTrialList = (p: ListParams) => useList<typeof trialListResponse>('trials', '/api/product-trials', p);
export const useSearchResults = (p: ListParams) => useList<typeof searchResponse>('search', '/api/search', p, !!p.q);

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
