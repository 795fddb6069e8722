import type { compareResponse, vendorFinderResponse, vendorProfileResponse } from '@portal/shared/capabilities';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { toSearch } from './catalog-list-queries.ts';
import { catalogKeys, type ListParams, useOne, useViewer } from './catalog-queries.ts';

/** The vendor finder (/vendors), a vendor's capability profile and comparisons (issue 23). */

const PAGE_SIZE = 12;

export function useVendorFinder(params: ListParams) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: catalogKeys.list(viewer.key, 'vendor-finder', params),
    enabled: viewer.ready,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api<typeof vendorFinderResponse>(`/api/vendors${toSearch({ ...params, page: String(pageParam), pageSize: String(PAGE_SIZE) })}`, { signal }),
    getNextPageParam: (last: z.output<typeof vendorFinderResponse>) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

export const useVendorProfile = (id: string) => useOne<typeof vendorProfileResponse>('vendor-profile', `/api/vendors/${encodeURIComponent(id)}/profile`);
export const useCompare = (key: string) => useOne<typeof compareResponse>('compare', `/api/compare/${encodeURIComponent(key)}`);

/** Counts the open of a comparison (the sitemap lists the most opened); a failure is of no interest to the reader. */
export function countCompareOpen(key: string) {
  return api(`/api/compare/${encodeURIComponent(key)}/opened`, { method: 'POST' }).catch(() => undefined);
}
