/**
 * Vendor console and review (issue 22): what a vendor manager submits, the states a submission goes
 * through, and the admin's decision. Pure schemas and texts, shared by the server and the web.
 */
import { z } from 'zod';
import { isoDateTime, optImageLink, optText, optUrl, req, adminMessages } from './admin-fields.ts';
import { pageQuery } from './api.ts';
import { vendorProfile as capabilityProfile, taxonomyTerm } from './capabilities.ts';

/** The kinds of content a vendor manager publishes, the vendor profile itself, and its capability profile (issue 23). */
export const submissionKinds = ['job', 'webinar', 'product_update', 'product_trial', 'certification', 'ai_course', 'vendor', 'capabilities'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];
export const submissionKindLabels: Record<SubmissionKind, string> = {
  job: 'Job',
  webinar: 'Webinar',
  product_update: 'Product update',
  product_trial: 'Product trial',
  certification: 'Certification',
  ai_course: 'AI course',
  vendor: 'Vendor profile',
  capabilities: 'Capability profile',
};

/**
 * pending: waits for an admin; approved: live (or published at once for a trusted vendor);
 * rejected: an admin said no, with a reason; withdrawn: the manager took it back before a decision.
 */
export const submissionStates = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type SubmissionState = (typeof submissionStates)[number];
export const submissionStateLabels: Record<SubmissionState, string> = {
  pending: 'Pending review',
  approved: 'Published',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const reviewMessages = {
  submitted: 'Submitted for review. An admin will look at it soon.',
  published: 'Published.',
  reasonRequired: 'Please give a reason',
  notPending: 'This submission has already been decided.',
  notFound: 'Submission not found',
  unpublished: 'Unpublished.',
  /** The reason recorded on a pending edit whose live item an admin deleted (docs/decisions/2203). */
  itemDeleted: 'An admin deleted the live item, so this edit cannot be applied.',
  /** Approving an edit whose live item is gone: the admin rejects it to close it. */
  itemGone: 'The live item of this edit has been deleted. Reject the edit to close it.',
} as const;

/** The review state of one item of the console (its latest submission), or null for an item nobody submitted. */
export const itemReview = z
  .object({
    submissionId: z.string(),
    state: z.enum(submissionStates),
    reason: z.string().nullable(),
    updatedAt: isoDateTime,
  })
  .nullable();
export type ItemReview = z.infer<typeof itemReview>;

/** Where a submission came from: a manager's form or a connected source. */
export const submissionSource = z.object({ sourceId: z.string(), externalId: z.string() }).nullable();

export const submission = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  kind: z.enum(submissionKinds),
  /** The live item it edits (null: a new item, or the vendor profile). */
  contentId: z.string().nullable(),
  title: z.string(),
  state: z.enum(submissionStates),
  reason: z.string().nullable(),
  submittedBy: z.string().nullable(),
  source: submissionSource,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
});
export type Submission = z.infer<typeof submission>;

/** One submission with its values and, for an edit, the live version (for the side-by-side diff). */
export const submissionDetail = submission.extend({
  values: z.record(z.string(), z.unknown()),
  live: z.record(z.string(), z.unknown()).nullable(),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

export const submissionsQuery = pageQuery.extend({
  state: z.enum(['all', ...submissionStates]).default('pending'),
  kind: z.enum(['all', ...submissionKinds]).default('all'),
});
export type SubmissionsQuery = z.input<typeof submissionsQuery>;
export const rejectRequest = z.object({ reason: req(reviewMessages.reasonRequired, 1000) });
export const trustRequest = z.object({ trusted: z.boolean() });
/** An edit of a new item's submission: its values, checked against the kind's own form schema by the server. */
export const submissionValues = z.record(z.string(), z.unknown());
export const submissionCount = z.object({ pending: z.number().int() });

/** A create or edit through the vendor console: submitted for review, or published at once (trusted vendor). */
export const submitResult = z.object({
  state: z.enum(['pending', 'approved']),
  submissionId: z.string(),
  /** The live item (set when published). */
  id: z.string().nullable(),
  message: z.string(),
});
export type SubmitResult = z.infer<typeof submitResult>;

/** The vendor profile a manager edits: name shown, logo, description and website (not the id, domain or manager e-mail). */
export const vendorProfileInput = z.object({
  name: req(adminMessages.vendorNameRequired, 200),
  logoUrl: optImageLink,
  description: optText(2000),
  websiteUrl: optUrl,
});
export const vendorProfile = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  trusted: z.boolean(),
  review: itemReview,
});
export type VendorProfile = z.infer<typeof vendorProfile>;
/** The manager's vendor profile with the values of an edit waiting for review (null when none). */
export const vendorProfileWithPending = vendorProfile.extend({ pending: z.record(z.string(), z.unknown()).nullable() });

/** The title a submission is listed by, from its values. */
export function submissionTitle(kind: SubmissionKind, v: Record<string, unknown>): string {
  const s = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : '');
  switch (kind) {
    case 'job':
      return s('jobTitle');
    case 'webinar':
      return s('title');
    case 'product_update':
      return [s('productName'), s('version') && `v${s('version')}`].filter(Boolean).join(' ');
    case 'product_trial':
      return s('productName');
    default:
      return s('name');
  }
}

/** Field-by-field comparison of a submitted edit with the live version: the keys whose values differ. */
export function changedFields(values: Record<string, unknown>, live: Record<string, unknown> | null): string[] {
  if (!live) return Object.keys(values);
  const norm = (x: unknown) => JSON.stringify(x ?? null);
  return Object.keys(values).filter((k) => norm(values[k]) !== norm(live[k]));
}

/**
 * The capability profile a manager edits through the review (issue 23, docs/decisions/2204): the live
 * profile, the taxonomy to choose from, the latest submission's state and the pending values (the body of
 * the edit, as `vendorProfileInput` of capabilities.ts) when one waits.
 */
export const vendorCapabilities = z.object({
  profile: capabilityProfile.nullable(),
  terms: z.array(taxonomyTerm),
  trusted: z.boolean(),
  review: itemReview,
  pending: z.record(z.string(), z.unknown()).nullable(),
});
export type VendorCapabilities = z.infer<typeof vendorCapabilities>;
