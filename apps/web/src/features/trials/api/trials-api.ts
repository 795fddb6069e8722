import { paginated } from '@portal/shared/api';
import { activateResponse, activationDto, myTrialDto, trialAccessResponse } from '@portal/shared/trials';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

export const trialKeys = {
  all: ['trials'] as const,
  access: (trialId: string, userId: string) => ['trials', 'access', trialId, userId] as const,
  mine: (page: number) => ['trials', 'mine', page] as const,
};

export const trialAccessQuery = (trialId: string, userId: string) =>
  queryOptions({
    queryKey: trialKeys.access(trialId, userId),
    queryFn: ({ signal }) => api(`/api/trials/${trialId}/access`, trialAccessResponse, { signal }),
  });

export const myTrialsQuery = (page: number) =>
  queryOptions({
    queryKey: trialKeys.mine(page),
    queryFn: ({ signal }) => api(`/api/me/trials?page=${page}&pageSize=20`, paginated(myTrialDto), { signal }),
  });

export const activateTrial = (trialId: string) => api(`/api/trials/${trialId}/activate`, activateResponse, { method: 'POST' });

export const submitFeedback = (activationId: string, body: { rating: number; feedback?: string }) =>
  api(`/api/trial-activations/${activationId}/feedback`, activationDto, { body });

/** The server's message for an API error; otherwise (network failure, bad reply) the spec's fallback text. */
export const failureText = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);
