import { z } from 'zod';
import { paginated } from './api.ts';
import { consentNeeded } from './consent.ts';

export const trialMessages = {
  ratingRequired: 'Please provide a rating',
  activateFailed: 'Failed to activate trial',
  activateFailedList: 'Failed to activate trial. Please try again.',
  feedbackFailed: 'Failed to submit feedback',
  notFound: 'Trial not found',
  notAvailable: 'This trial is no longer available',
  notStarted: 'This trial has not started yet',
  activationNotFound: 'Trial activation not found',
} as const;

const RATING_MIN = 1;
const RATING_MAX = 5;
const DAY_MS = 86_400_000;

/** Expiry = activation time + trial_period_days (whole 24-hour days, independent of the time zone). */
export function trialExpiry(activation: Date, trialPeriodDays: number): Date {
  return new Date(activation.getTime() + trialPeriodDays * DAY_MS);
}

type TrialStatusDisplay =
  | { kind: 'active'; daysRemaining: number; label: string }
  | { kind: 'expires_today'; label: 'Expires today' }
  | { kind: 'completed'; rating: number | null; label: 'Completed' }
  | { kind: 'expired'; label: 'Expired' };

const localDay = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS;

/**
 * 'Your Trial Status': active shows days remaining (calendar days in the viewer's time zone) or
 * 'Expires today'; completed shows 'Completed' with the rating; anything else 'Expired'. An active
 * activation past its expiry is shown as expired even before the daily job marks it.
 */
export function trialStatusDisplay(a: { status: string; expiryDate: Date | string; rating?: number | null }, now: Date = new Date()): TrialStatusDisplay {
  if (a.status === 'completed') return { kind: 'completed', rating: a.rating ?? null, label: 'Completed' };
  const expiry = new Date(a.expiryDate);
  if (a.status !== 'active' || Number.isNaN(expiry.getTime()) || expiry.getTime() <= now.getTime()) return { kind: 'expired', label: 'Expired' };
  const days = localDay(expiry) - localDay(now);
  if (days <= 0) return { kind: 'expires_today', label: 'Expires today' };
  return { kind: 'active', daysRemaining: days, label: `${days} ${days === 1 ? 'day' : 'days'} remaining` };
}

/** The access link is usable while the activation is active or completed and not past its expiry. */
export function canAccessTrial(a: { status: string; expiryDate: Date | string }, now: Date = new Date()): boolean {
  const expiry = new Date(a.expiryDate).getTime();
  return (a.status === 'active' || a.status === 'completed') && !Number.isNaN(expiry) && expiry > now.getTime();
}

/** Why a trial cannot be activated right now: not started yet ('Coming Soon') or ended/inactive. */
export function trialAvailability(t: { status: string; startDate: Date | string; endDate: Date | string }, now: Date = new Date()) {
  const start = new Date(t.startDate).getTime();
  const end = new Date(t.endDate).getTime();
  if (t.status !== 'active' || !(end >= now.getTime())) return 'ended' as const;
  if (start > now.getTime()) return 'upcoming' as const;
  return 'open' as const;
}

export const activationDto = z.object({
  id: z.string(),
  trialId: z.string(),
  activationDate: z.string(),
  expiryDate: z.string(),
  status: z.string(),
  feedback: z.string().nullable(),
  rating: z.number().int().nullable(),
  /** Whether the member published the rating and feedback as a review on the trial page. */
  reviewPublished: z.boolean(),
  /** An admin hid the published review. */
  reviewHidden: z.boolean(),
});
export type ActivationDto = z.infer<typeof activationDto>;

/** The trial fields the side panel needs; accessLink only once the member has activated. */
export const trialAccessResponse = z.object({
  trial: z.object({
    id: z.string(),
    productName: z.string(),
    description: z.string(),
    vendorId: z.string().nullable(),
    vendorName: z.string().nullable(),
    trialPeriodDays: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.string(),
    activatable: z.boolean(),
    accessLink: z.string().nullable(),
  }),
  activation: activationDto.nullable(),
});
export type TrialAccessResponse = z.infer<typeof trialAccessResponse>;

export const activateResponse = z.object({
  created: z.boolean(),
  activation: activationDto,
  accessLink: z.string().nullable(),
  consentNeeded: consentNeeded.nullable().optional(),
});

const ratingField = z
  .number({ message: trialMessages.ratingRequired })
  .int(trialMessages.ratingRequired)
  .min(RATING_MIN, trialMessages.ratingRequired)
  .max(RATING_MAX, trialMessages.ratingRequired);

export const feedbackRequest = z.object({
  rating: z.preprocess((v) => (v === null || v === '' || v === 0 ? undefined : v), ratingField),
  feedback: z
    .string()
    .trim()
    .max(2000, 'Feedback must be 2000 characters or less')
    .optional()
    .transform((v) => (v ? v : null)),
  /** Publish the rating and feedback as a review on the trial page (the member's choice, off by default). */
  publishReview: z.boolean().optional().default(false),
});

export const myTrialDto = activationDto.extend({
  productName: z.string(),
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  /** Null once the activation has expired. */
  accessLink: z.string().nullable(),
  trialPeriodDays: z.number().int(),
});
export type MyTrialDto = z.infer<typeof myTrialDto>;
/** A page of my trials (GET /api/me/trials). */
export const myTrialsResponse = paginated(myTrialDto);

// ---- Reviews ----

export const reviewMessages = {
  publishLabel: "Publish my rating and feedback as a review on this trial's page",
  onlyCompleted: 'Only a completed trial with a rating can be published as a review',
  tooEarly: 'A review can be published once you have used the trial for a day (or when it ends, if sooner). Your rating is saved.',
  notFound: 'Review not found',
  empty: 'No reviews yet. Members who complete this trial can share their rating here.',
} as const;

const reviewDto = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  /** The member's name, or 'A member' when they have not set one (never their e-mail). */
  authorName: z.string(),
  reviewedAt: z.string(),
  /** Only admins see hidden reviews (flagged); everyone else never receives them. */
  hidden: z.boolean(),
});

export const reviewSummary = z.object({ average: z.number().nullable(), count: z.number().int() });
type ReviewSummary = z.infer<typeof reviewSummary>;

export const trialReviewsResponse = z.object({
  summary: reviewSummary,
  items: z.array(reviewDto),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TrialReviewsResponse = z.infer<typeof trialReviewsResponse>;

export const publishReviewRequest = z.object({ published: z.boolean() });
export const hideReviewRequest = z.object({ hidden: z.boolean() });
export const hideReviewResponse = z.object({ id: z.string(), hidden: z.boolean() });

/** '4.5 out of 5 · 12 reviews' */
export function reviewSummaryText(s: ReviewSummary): string {
  if (!s.count || s.average === null) return 'No reviews yet';
  return `${s.average.toFixed(1)} out of 5 · ${s.count} ${s.count === 1 ? 'review' : 'reviews'}`;
}
