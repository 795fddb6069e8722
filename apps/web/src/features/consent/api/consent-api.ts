import type { ConsentDecisionRequest } from '@portal/shared/consent';
import * as consent from '@portal/shared/consent-contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-contract.ts';

export const consentKeys = {
  all: ['lead-consents'] as const,
  mine: (userId: string) => ['lead-consents', userId] as const,
};

export const myConsentsQuery = (userId: string) =>
  queryOptions({ queryKey: consentKeys.mine(userId), queryFn: ({ signal }) => call(consent.myConsents, { signal }) });

export const decideConsent = (body: ConsentDecisionRequest) => call(consent.decide, { body });
