// The trial activations' and reviews' HTTP operations (zod-free at run time: the schemas are named by type, see contract.ts).
import type { pageQuery, uuidParam } from './api.ts';
import type {
  activateResponse,
  activationDto,
  feedbackRequest,
  hideReviewRequest,
  hideReviewResponse,
  myTrialDto,
  myTrialsResponse,
  publishReviewRequest,
  trialAccessResponse,
  trialReviewsResponse,
} from './trials.ts';
import { contract } from './contract.ts';

const tags = ['trials'] as const;

export const trialAccess = contract<{ params: typeof uuidParam; answer: typeof trialAccessResponse }>()({
  method: 'get',
  path: '/api/trials/{id}/access',
  summary: "A trial's side panel: public fields, and the member's activation (with the access link) if any",
  tags,
  access: 'optional',
});

export const activate = contract<{ params: typeof uuidParam; answer: typeof activateResponse }>()({
  method: 'post',
  path: '/api/trials/{id}/activate',
  summary: 'Activate a trial (once per member; a repeat returns the existing activation)',
  tags,
  access: 'user',
});

export const submitFeedback = contract<{ params: typeof uuidParam; body: typeof feedbackRequest; answer: typeof activationDto }>()({
  method: 'post',
  path: '/api/trial-activations/{id}/feedback',
  summary: 'Rate a trial (1-5) with optional feedback, optionally published as a review; completes the activation',
  tags,
  access: 'user',
});

export const getActivation = contract<{ params: typeof uuidParam; answer: typeof myTrialDto }>()({
  method: 'get',
  path: '/api/trial-activations/{id}',
  summary: 'One of my trial activations',
  tags,
  access: 'user',
});

export const myTrials = contract<{ query: typeof pageQuery; answer: typeof myTrialsResponse }>()({
  method: 'get',
  path: '/api/me/trials',
  summary: 'My product trials, newest activation first',
  tags,
  access: 'user',
});

export const publishReview = contract<{ params: typeof uuidParam; body: typeof publishReviewRequest; answer: typeof activationDto }>()({
  method: 'put',
  path: '/api/trial-activations/{id}/review',
  summary: 'Publish or withdraw my review (the rating and feedback of my completed trial)',
  tags,
  access: 'user',
});

export const trialReviews = contract<{ params: typeof uuidParam; query: typeof pageQuery; answer: typeof trialReviewsResponse }>()({
  method: 'get',
  path: '/api/product-trials/{id}/reviews',
  summary: "A trial's published reviews, newest first, with the average rating and count (admins also see hidden ones)",
  tags,
  access: 'optional',
  cache: 'catalog',
});

export const hideReview = contract<{ params: typeof uuidParam; body: typeof hideReviewRequest; answer: typeof hideReviewResponse }>()({
  method: 'put',
  path: '/api/admin/trial-reviews/{id}/hidden',
  summary: 'Hide a published trial review from the trial page, or show it again (audited)',
  tags: ['trials', 'admin'],
  access: 'admin',
});
