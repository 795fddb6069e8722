import {
  type AlertCriteria,
  type AlertFrequency,
  alertCriteria,
  type alertDto,
  type alertMessageResponse,
  type createAlertResponse,
  type myAlertsResponse,
} from '@portal/shared/alerts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const alertKeys = {
  all: ['job-alerts'] as const,
  mine: (userId: string) => ['job-alerts', 'mine', userId] as const,
};

export const myAlertsQuery = (userId: string) =>
  apiQuery<typeof myAlertsResponse, ReturnType<typeof alertKeys.mine>>(alertKeys.mine(userId), '/api/me/job-alerts');

export const createAlert = (body: { criteria: AlertCriteria; frequency: AlertFrequency; email?: string }) =>
  api<typeof createAlertResponse>('/api/job-alerts', { body });
export const updateAlert = (id: string, frequency: AlertFrequency) =>
  api<typeof alertDto>(`/api/me/job-alerts/${id}`, { method: 'PATCH', body: { frequency } });
export const deleteAlert = (id: string) => api<z.ZodUndefined>(`/api/me/job-alerts/${id}`, { method: 'DELETE' });
export const confirmAlert = (token: string) => api<typeof alertMessageResponse>('/api/job-alerts/confirm', { body: { token } });
export const stopAlert = (token: string) => api<typeof alertMessageResponse>('/api/job-alerts/unsubscribe', { body: { token } });

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
