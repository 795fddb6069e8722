// The job alerts' HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type {
  alertDto,
  alertMessageResponse,
  alertTokenRequest,
  createAlertRequest,
  createAlertResponse,
  myAlertsResponse,
  updateAlertRequest,
} from './alerts.ts';
import type { uuidParam } from './api.ts';
import { contract } from './contract.ts';

const tags = ['alerts'] as const;

export const createAlert = contract<{ body: typeof createAlertRequest; answer: typeof createAlertResponse }>()({
  method: 'post',
  path: '/api/job-alerts',
  summary: 'Save a jobs search as an e-mail alert (members: at once; visitors: after confirming their e-mail)',
  tags,
  access: 'optional',
  status: 201,
});

export const confirmAlert = contract<{ body: typeof alertTokenRequest; answer: typeof alertMessageResponse }>()({
  method: 'post',
  path: '/api/job-alerts/confirm',
  summary: "Confirm a visitor's job alert with the e-mailed token",
  tags,
  access: 'public',
});

export const unsubscribe = contract<{ body: typeof alertTokenRequest; answer: typeof alertMessageResponse }>()({
  method: 'post',
  path: '/api/job-alerts/unsubscribe',
  summary: 'Delete the job alert named by the signed token in its e-mails (no sign-in)',
  tags,
  access: 'public',
});

export const unsubscribeOneClick = contract<{ query: typeof alertTokenRequest; answer: typeof alertMessageResponse }>()({
  method: 'post',
  path: '/api/job-alerts/unsubscribe/one-click',
  summary: 'One-click unsubscribe (RFC 8058) from a job alert e-mail: deletes the alert named by the signed token',
  tags,
  access: 'public',
  rawBody: true,
});

export const myAlerts = contract<{ answer: typeof myAlertsResponse }>()({
  method: 'get',
  path: '/api/me/job-alerts',
  summary: 'My job alerts, newest first',
  tags,
  access: 'user',
});

export const updateAlert = contract<{ params: typeof uuidParam; body: typeof updateAlertRequest; answer: typeof alertDto }>()({
  method: 'patch',
  path: '/api/me/job-alerts/{id}',
  summary: 'Change how often one of my job alerts is sent',
  tags,
  access: 'user',
});

export const deleteAlert = contract<{ params: typeof uuidParam }>()({
  method: 'delete',
  path: '/api/me/job-alerts/{id}',
  summary: 'Delete one of my job alerts',
  tags,
  access: 'user',
});
