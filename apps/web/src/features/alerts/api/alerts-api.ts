import {
  type AlertCriteria,
  type AlertFrequency,
  alertCriteria,
  alertDto,
  alertMessageResponse,
  createAlertResponse,
  myAlertsResponse,
} from '@portal/shared/alerts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const alertKeys = {
  all: ['job-alerts'] as const,
  mine: (userId: string) => ['job-alerts', 'mine', userId] as const,
};

export const myAlertsQuery = (userId: string) =>
  queryOptions({ queryKey: alertKeys.mine(userId), queryFn: ({ signal }) => api('/api/me/job-alerts', myAlertsResponse, { signal }) });

export const createAlert = (body: { criteria: AlertCriteria; frequency: AlertFrequency; email?: string }) =>
  api('/api/job-alerts', createAlertResponse, { body });
export const updateAlert = (id: string, frequency: AlertFrequency) => api(`/api/me/job-alerts/${id}`, alertDto, { method: 'PATCH', body: { frequency } });
export const deleteAlert = (id: string) => api(`/api/me/job-alerts/${id}`, z.undefined(), { method: 'DELETE' });
export const confirmAlert = (token: string) => api('/api/job-alerts/confirm', alertMessageResponse, { body: { token } });
export const stopAlert = (token: string) => api('/api/job-alerts/unsubscribe', alertMessageResponse, { body: { token } });

/** The jobs list's filters (its query string) as a saved search. */
export function criteriaFromParams(params: URLSearchParams): AlertCriteria {
  const list = (k: string) =>
    (params.get(k) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const num = (k: string) => {
    const v = params.get(k);
    return v && /^\d+$/.test(v) ? Number(v) : undefined;
  };
  const r = alertCriteria.safeParse({
    search: params.get('search') || undefined,
    location: params.get('location') || undefined,
    experience: list('experience'),
    jobType: list('jobType'),
    salaryMin: num('salaryMin'),
    salaryMax: num('salaryMax'),
    vendor: params.get('vendor') || undefined,
  });
  return r.success ? r.data : { experience: [], jobType: [] };
}
