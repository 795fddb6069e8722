// The lead consents' HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type { consentDecisionRequest, consentDecisionResponse, vendorConsentsResponse } from './consent.ts';
import { contract } from './contract.ts';

const tags = ['consent'] as const;

export const myConsents = contract<{ answer: typeof vendorConsentsResponse }>()({
  method: 'get',
  path: '/api/me/lead-consents',
  summary: 'Every vendor the member decided for or interacted with, and whether their details are shared with it',
  tags,
  access: 'user',
});

export const decide = contract<{ body: typeof consentDecisionRequest; answer: typeof consentDecisionResponse }>()({
  method: 'post',
  path: '/api/me/lead-consents',
  summary: 'Share (or not) name, e-mail, job title and company with one vendor; also withdraws',
  tags,
  access: 'user',
});
