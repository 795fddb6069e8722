import * as analytics from '@portal/shared/analytics-contracts';
import type { AnalyticsPeriod } from '@portal/shared/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contractDownload, contractQuery } from '../../../lib/api-contract.ts';
import { retry } from './leads-api.ts';

/** The vendor's analytics for the last `weeks` weeks: totals (funnel), weekly series and per item totals. */
export const vendorAnalyticsQuery = (weeks: AnalyticsPeriod) =>
  queryOptions({
    ...contractQuery(analytics.vendorAnalytics, { query: { weeks } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry,
  });

/** The per item table as CSV, downloaded with the bearer token (refreshed first when expired). */
export async function downloadAnalyticsCsv(weeks: AnalyticsPeriod) {
  await contractDownload(analytics.exportCsv, { query: { weeks } }, 'analytics-export.csv');
}
