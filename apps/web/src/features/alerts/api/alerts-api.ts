import { type AlertCriteria, type AlertFrequency, alertCriteria } from '@portal/shared/alerts';
import * as alerts from '@portal/shared/alerts-contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-contract.ts';

export const alertKeys = {
  all: ['job-alerts'] as const,
  mine: (userId: string) => ['job-alerts', 'mine', userId] as const,
};

export const myAlertsQuery = (userId: string) => queryOptions({ queryKey: alertKeys.mine(userId), queryFn: ({ signal }) => call(alerts.myAlerts, { signal }) });

export const createAlert = (body: { criteria: AlertCriteria; frequency: AlertFrequency; email?: string }) => call(alerts.createAlert, { body });
export const updateAlert = (id: string, frequency: AlertFrequency) => call(alerts.updateAlert, { params: { id }, body: { frequency } });
export const deleteAlert = (id: string) => call(alerts.deleteAlert, { params: { id } });
export const confirmAlert = (token: string) => call(alerts.confirmAlert, { body: { token } });
export const stopAlert = (token: string) => call(alerts.unsubscribe, { body: { token } });

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
