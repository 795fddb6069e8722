// View counting and the vendor's analytics (zod-free at run time: the schemas are named by type, see contract.ts).
import type { analyticsQuery, analyticsResponse, viewRequest, viewResponse } from './analytics.ts';
import { contract } from './contract.ts';

const tags = ['analytics'] as const;

/** Sent by the web's view beacon (fetch with keepalive, lib/view-beacon.ts), not through call(). */
export const recordView = contract<{ body: typeof viewRequest; answer: typeof viewResponse }>()({
  method: 'post',
  path: '/api/views',
  summary: 'Count a detail-page view (once per visitor per item per day; bots, DNT and Sec-GPC not counted; rate-limited)',
  tags,
  access: 'public',
});

export const vendorAnalytics = contract<{ query: typeof analyticsQuery; answer: typeof analyticsResponse }>()({
  method: 'get',
  path: '/api/vendor/analytics',
  summary: 'The manager’s vendor: per item totals, weekly series and funnel for the last 4, 12 or 26 weeks',
  tags,
  access: 'vendor_manager',
});

/** A CSV download (apiDownload on the web), not a JSON answer. */
export const exportCsv = contract<{ query: typeof analyticsQuery }>()({
  method: 'get',
  path: '/api/vendor/analytics.csv',
  summary: 'The per item analytics of the period as CSV',
  tags,
  access: 'vendor_manager',
  produces: 'text/csv',
});
