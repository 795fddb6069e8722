import type { AnalyticsPeriod, analyticsResponse } from '@portal/shared/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client.ts';
import { leadsKeys, retry } from './leads-api.ts';

/** The vendor's analytics for the last `weeks` weeks: totals (funnel), weekly series and per item totals. */
export const vendorAnalyticsQuery = (weeks: AnalyticsPeriod) =>
  queryOptions({
    queryKey: leadsKeys.analytics(weeks),
    queryFn: ({ signal }) => api<typeof analyticsResponse>(`/api/vendor/analytics?weeks=${weeks}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry,
  });

/** The per item table as CSV, downloaded with the bearer token (refreshed first when expired). */
export async function downloadAnalyticsCsv(weeks: AnalyticsPeriod) {
  await apiDownload(`/api/vendor/analytics.csv?weeks=${weeks}`, 'analytics-export.csv');
}
