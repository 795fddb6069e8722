import { paginated } from '@portal/shared/api';
import { activateResponse, activationDto, hideReviewRequest, myTrialDto, trialAccessResponse, trialReviewsResponse } from '@portal/shared/trials';
import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

export const trialKeys = {
  all: ['trials'] as const,
  access: (trialId: string, userId: string) => ['trials', 'access', trialId, userId] as const,
  mine: (page: number) => ['trials', 'mine', page] as const,
};

/** Reviews have their own root: activating a trial (which refreshes trialKeys) leaves them alone. */
export const reviewKeys = {
  all: ['trial-reviews'] as const,
  of: (trialId: string, viewer: string) => ['trial-reviews', trialId, viewer] as const,
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

export const submitFeedback = (activationId: string, body: { rating: number; feedback?: string; publishReview?: boolean }) =>
  api(`/api/trial-activations/${activationId}/feedback`, activationDto, { body });

export const publishReview = (activationId: string, published: boolean) =>
  api(`/api/trial-activations/${activationId}/review`, activationDto, { method: 'PUT', body: { published } });

/** A page of a trial's reviews; `viewer` keys the cache per signed-in user (admins see hidden ones). */
export const trialReviewsQuery = (trialId: string, viewer: string, pageSize: number) =>
  queryOptions({
    queryKey: [...reviewKeys.of(trialId, viewer), pageSize],
    queryFn: ({ signal }) => api(`/api/product-trials/${trialId}/reviews?pageSize=${pageSize}`, trialReviewsResponse, { signal }),
  });

export const setReviewHidden = (reviewId: string, hidden: boolean) =>
  api(`/api/admin/trial-reviews/${reviewId}/hidden`, z.object({ id: z.string(), hidden: z.boolean() }), {
    method: 'PUT',
    body: hideReviewRequest.parse({ hidden }),
  });

/** The server's message for an API error; otherwise (network failure, bad reply) the spec's fallback text. */
export const failureText = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);
