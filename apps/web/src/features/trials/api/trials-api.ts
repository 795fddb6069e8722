import type { paginated } from '@portal/shared/api';
import {
  type activateResponse,
  type activationDto,
  hideReviewRequest,
  type myTrialDto,
  type trialAccessResponse,
  type trialReviewsResponse,
} from '@portal/shared/trials';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api-query.ts';

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
  apiQuery<typeof trialAccessResponse, ReturnType<typeof trialKeys.access>>(trialKeys.access(trialId, userId), `/api/trials/${trialId}/access`);

export const myTrialsQuery = (page: number) =>
  apiQuery<ReturnType<typeof paginated<typeof myTrialDto>>, ReturnType<typeof trialKeys.mine>>(trialKeys.mine(page), `/api/me/trials?page=${page}&pageSize=20`);

export const activateTrial = (trialId: string) => api<typeof activateResponse>(`/api/trials/${trialId}/activate`, { method: 'POST' });

export const submitFeedback = (activationId: string, body: { rating: number; feedback?: string; publishReview?: boolean }) =>
  api<typeof activationDto>(`/api/trial-activations/${activationId}/feedback`, { body });

export const publishReview = (activationId: string, published: boolean) =>
  api<typeof activationDto>(`/api/trial-activations/${activationId}/review`, { method: 'PUT', body: { published } });

/** A page of a trial's reviews; `viewer` keys the cache per signed-in user (admins see hidden ones). */
export const trialReviewsQuery = (trialId: string, viewer: string, pageSize: number) =>
  apiQuery<typeof trialReviewsResponse, unknown[]>(
    [...reviewKeys.of(trialId, viewer), pageSize],
    `/api/product-trials/${trialId}/reviews?pageSize=${pageSize}`,
  );

export const setReviewHidden = (reviewId: string, hidden: boolean) =>
  api<z.ZodObject<{ id: z.ZodString; hidden: z.ZodBoolean }>>(`/api/admin/trial-reviews/${reviewId}/hidden`, {
    method: 'PUT',
    body: hideReviewRequest.parse({ hidden }),
  });
