// The admin console's operations outside the declared resources (admin-resources.ts): the dashboard, the
// selects' helpers and the one-off actions on a job, a webinar or a trial. Zod-free at run time (contract.ts).
import type {
  adminDashboard,
  idResponse,
  sendResult,
  suggestionsQuery,
  suggestionsResponse,
  trialReminderRequest,
  trialSummary,
  vendorOptions,
  webinarStatusRequest,
} from './admin.ts';
import type { uuidParam } from './api.ts';
import { contract } from './contract.ts';

const admin = { tags: ['admin'], access: 'admin' } as const;

export const dashboard = contract<{ answer: typeof adminDashboard }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/dashboard',
  summary: 'Stat cards, recent sign-ups and recent admin activity',
});

export const vendorChoices = contract<{ answer: typeof vendorOptions }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/vendor-options',
  summary: 'Vendor ids and names for selects',
});

export const courseSuggestions = contract<{ query: typeof suggestionsQuery; answer: typeof suggestionsResponse }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/ai-courses/suggestions',
  summary: 'Up to 5 course names for the search box',
});

export const jobReminder = contract<{ params: typeof uuidParam; answer: typeof sendResult }>()({
  ...admin,
  method: 'post',
  path: '/api/admin/jobs/{id}/reminder',
  summary: 'E-mail the job to members who follow its vendor',
});

export const webinarStatus = contract<{ params: typeof uuidParam; body: typeof webinarStatusRequest; answer: typeof idResponse }>()({
  ...admin,
  method: 'post',
  path: '/api/admin/webinars/{id}/status',
  summary: 'Set upcoming, live or completed by hand',
});

export const trialSummaryCards = contract<{ answer: typeof trialSummary }>()({
  ...admin,
  method: 'get',
  path: '/api/admin/product-trials/summary',
  summary: 'The five summary cards',
});

export const trialReminder = contract<{ params: typeof uuidParam; body: typeof trialReminderRequest; answer: typeof sendResult }>()({
  ...admin,
  method: 'post',
  path: '/api/admin/product-trials/{id}/reminders',
  summary: 'Send a trial reminder (activation, start, feedback, expiry, completion) through the outbox',
});
