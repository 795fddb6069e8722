import * as capabilities from '@portal/shared/capabilities-contracts';
import * as catalog from '@portal/shared/catalog-contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-contract.ts';
import { listPage, nextPage } from './catalog-list-queries.ts';
import { catalogKeys, type ListParams, useViewer } from './catalog-queries.ts';

/** The vendor finder (/vendors), a vendor's capability profile and comparisons (issue 23). */

const PAGE_SIZE = 12;

export function useVendorFinder(params: ListParams) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: catalogKeys.list(viewer.key, 'vendor-finder', params),
    enabled: viewer.ready,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => listPage(catalog.findVendors, params, pageParam, PAGE_SIZE, signal),
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });
}

export { useCompare, useVendorProfile } from './catalog-detail-queries.ts';

/** Counts the open of a comparison (the sitemap lists the most opened); a failure is of no interest to the reader. */
export function countCompareOpen(key: string) {
  return call(capabilities.countCompareOpen, { params: { key } }).catch(() => undefined);
}
