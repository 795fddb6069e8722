import type { ConsentDecisionRequest, consentDecisionResponse, vendorConsentsResponse } from '@portal/shared/consent';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const consentKeys = {
  all: ['lead-consents'] as const,
  mine: (userId: string) => ['lead-consents', userId] as const,
};

export const myConsentsQuery = (userId: string) =>
  queryOptions({ queryKey: consentKeys.mine(userId), queryFn: ({ signal }) => api<typeof vendorConsentsResponse>('/api/me/lead-consents', { signal }) });

export const decideConsent = (body: ConsentDecisionRequest) => api<typeof consentDecisionResponse>('/api/me/lead-consents', { body });
