import * as trials from '@portal/shared/trials-contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-contract.ts';

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
  queryOptions({ queryKey: trialKeys.access(trialId, userId), queryFn: ({ signal }) => call(trials.trialAccess, { params: { id: trialId }, signal }) });

export const myTrialsQuery = (page: number) =>
  queryOptions({ queryKey: trialKeys.mine(page), queryFn: ({ signal }) => call(trials.myTrials, { query: { page, pageSize: 20 }, signal }) });

export const activateTrial = (trialId: string) => call(trials.activate, { params: { id: trialId } });

export const submitFeedback = (activationId: string, body: { rating: number; feedback?: string; publishReview?: boolean }) =>
  call(trials.submitFeedback, { params: { id: activationId }, body });

export const publishReview = (activationId: string, published: boolean) => call(trials.publishReview, { params: { id: activationId }, body: { published } });

/** A page of a trial's reviews; `viewer` keys the cache per signed-in user (admins see hidden ones). */
export const trialReviewsQuery = (trialId: string, viewer: string, pageSize: number) =>
  queryOptions({
    queryKey: [...reviewKeys.of(trialId, viewer), pageSize],
    queryFn: ({ signal }) => call(trials.trialReviews, { params: { id: trialId }, query: { pageSize }, signal }),
  });

export const setReviewHidden = (reviewId: string, hidden: boolean) => call(trials.hideReview, { params: { id: reviewId }, body: { hidden } });
