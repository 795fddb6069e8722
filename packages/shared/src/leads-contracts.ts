// The vendor's leads and lead webhook (zod-free at run time: the schemas are named by type, see contract.ts).
import { contract } from './contract.ts';
import type { webhookDeleteResponse, webhookResponse, webhookSaveRequest, webhookSaveResponse } from './lead-webhooks.ts';
import type { leadsCsvQuery, leadsQuery, leadsResponse, leadsVendorResponse } from './leads.ts';

const tags = ['leads'] as const;

export const vendor = contract<{ answer: typeof leadsVendorResponse }>()({
  method: 'get',
  path: '/api/vendor/leads/vendor',
  summary: 'The vendor the signed-in manager manages (the leads screen header)',
  tags,
  access: 'vendor_manager',
});

export const list = contract<{ query: typeof leadsQuery; answer: typeof leadsResponse }>()({
  method: 'get',
  path: '/api/vendor/leads',
  summary: 'Members who liked the manager’s vendor content: stats, search, type filter, page',
  tags,
  access: 'vendor_manager',
});

/** A CSV download (apiDownload on the web), not a JSON answer. */
export const exportCsv = contract<{ query: typeof leadsCsvQuery }>()({
  method: 'get',
  path: '/api/vendor/leads.csv',
  summary: 'The leads matching the filters as CSV',
  tags,
  access: 'vendor_manager',
  produces: 'text/csv',
});

export const webhook = contract<{ answer: typeof webhookResponse }>()({
  method: 'get',
  path: '/api/vendor/leads/webhook',
  summary: 'The vendor’s lead webhook (URL, secret hint) and its last 20 deliveries',
  tags,
  access: 'vendor_manager',
});

export const saveWebhook = contract<{ body: typeof webhookSaveRequest; answer: typeof webhookSaveResponse }>()({
  method: 'put',
  path: '/api/vendor/leads/webhook',
  summary: 'Set the https URL for new consenting leads (public addresses only); a new webhook’s secret is returned once',
  tags,
  access: 'vendor_manager',
});

export const rotateWebhook = contract<{ answer: typeof webhookSaveResponse }>()({
  method: 'post',
  path: '/api/vendor/leads/webhook/rotate',
  summary: 'Replace the webhook secret; the new one is returned once',
  tags,
  access: 'vendor_manager',
});

export const deleteWebhook = contract<{ answer: typeof webhookDeleteResponse }>()({
  method: 'delete',
  path: '/api/vendor/leads/webhook',
  summary: 'Remove the lead webhook',
  tags,
  access: 'vendor_manager',
});
