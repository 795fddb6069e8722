/** Request and response schemas of capability profiles, the vendor finder, comparisons and vendor reviews (issue 23). */
import { z } from 'zod';
import { paginated } from './api.ts';
import { csv, page, pageSize, search, vendorItem } from './catalog-items.ts';
import { COMPARE_MAX, COMPARE_MIN, deploymentNeeds, deployments, priceCurrencies, pricingModels, reviewSorts, taxonomyKinds } from './capabilities-text.ts';

export * from './capabilities-text.ts';

const slug = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens');
const optionalUrl = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/i, 'Enter a valid http(s) URL')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
);

// ---- Taxonomy ----

export const taxonomyTerm = z.object({
  kind: z.enum(taxonomyKinds),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Vendors claiming the term. */
  vendorCount: z.number().int(),
});
export type TaxonomyTerm = z.infer<typeof taxonomyTerm>;
export const taxonomyResponse = z.object({ items: z.array(taxonomyTerm) });
export const taxonomyParams = z.object({ kind: z.enum(taxonomyKinds), slug });
export const taxonomyInput = z.object({
  kind: z.enum(taxonomyKinds),
  slug,
  name: z.string().trim().min(1, 'Required').max(60),
  description: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(300).nullable().optional()),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
});
export const taxonomyUpdateInput = taxonomyInput.omit({ kind: true, slug: true });

// ---- Profiles ----

const confirmedAt = z.string().nullable();
export const profileTag = z.object({ slug: z.string(), name: z.string(), confirmedAt: z.string() });
export type ProfileTag = z.infer<typeof profileTag>;

export const vendorProfile = z.object({
  tags: z.object({ category: z.array(profileTag), framework: z.array(profileTag), language: z.array(profileTag), ci: z.array(profileTag) }),
  deployment: z.enum(deployments).nullable(),
  deploymentConfirmedAt: confirmedAt,
  pricingModels: z.array(z.enum(pricingModels)),
  priceFrom: z.number().int().nullable(),
  priceCurrency: z.string(),
  priceUnit: z.string().nullable(),
  pricingConfirmedAt: confirmedAt,
  freeTrialDays: z.number().int().nullable(),
  trialConfirmedAt: confirmedAt,
  docsUrl: z.string().nullable(),
  pricingUrl: z.string().nullable(),
  statusUrl: z.string().nullable(),
  linksConfirmedAt: confirmedAt,
});
export type VendorProfile = z.infer<typeof vendorProfile>;

/** Average (two decimals), count and the count per star (5 first) of a vendor's shown reviews. */
export const ratingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const vendorProfileResponse = z.object({ profile: vendorProfile.nullable(), rating: ratingSummary });
export type VendorProfileResponse = z.infer<typeof vendorProfileResponse>;

/** The admin's edit of a profile: every claim; `confirmAll` marks unchanged claims confirmed now too. */
export const vendorProfileInput = z.object({
  tags: z.object({
    category: z.array(slug).max(30),
    framework: z.array(slug).max(30),
    language: z.array(slug).max(30),
    ci: z.array(slug).max(30),
  }),
  deployment: z.enum(deployments).nullable(),
  pricingModels: z.array(z.enum(pricingModels)).max(4),
  priceFrom: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().min(0).max(100_000_000).nullable()),
  priceCurrency: z.enum(priceCurrencies).default('USD'),
  priceUnit: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(40).nullable()),
  freeTrialDays: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().min(1, 'At least 1 day').max(365).nullable()),
  docsUrl: optionalUrl,
  pricingUrl: optionalUrl,
  statusUrl: optionalUrl,
  confirmAll: z.boolean().default(false),
});
export type VendorProfileInput = z.input<typeof vendorProfileInput>;

// ---- Finder (/vendors) ----

export const vendorFinderQuery = z.object({
  search,
  category: csv(slug),
  framework: csv(slug),
  language: csv(slug),
  ci: csv(slug),
  deployment: csv(z.enum(deploymentNeeds)),
  pricing: csv(z.enum(pricingModels)),
  trial: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).default(false),
  page,
  pageSize,
});
export type VendorFinderQuery = z.infer<typeof vendorFinderQuery>;

export const facetOption = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetOption = z.infer<typeof facetOption>;

export const vendorFinderItem = vendorItem.extend({
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** The first capability names (taxonomy order), for the card. */
  capabilities: z.array(z.string()),
  deployment: z.enum(deployments).nullable(),
  pricingModels: z.array(z.enum(pricingModels)),
  freeTrialDays: z.number().int().nullable(),
});
export type VendorFinderItem = z.infer<typeof vendorFinderItem>;

export const vendorFinderResponse = paginated(vendorFinderItem).extend({
  facets: z.object({
    category: z.array(facetOption),
    framework: z.array(facetOption),
    language: z.array(facetOption),
    ci: z.array(facetOption),
    deployment: z.array(facetOption),
    pricing: z.array(facetOption),
    /** Vendors with a free trial among the other filters' matches. */
    trial: z.number().int(),
  }),
});
export type VendorFinderResponse = z.infer<typeof vendorFinderResponse>;

/** A vendor's id in a path: a slug (anything else is not found). */
export const vendorSlugParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Vendor not found'),
});

// ---- Compare ----

export const compareParams = z.object({ key: z.string().min(3).max(420) });
/** A comparison's link-preview image: `<key>.png`. */
export const compareImageParams = z.object({
  file: z
    .string()
    .max(430)
    .regex(/\.png$/, 'Not found'),
});
const latestReview = z.object({ rating: z.number().int(), text: z.string().nullable(), authorName: z.string(), reviewedAt: z.string() });
export const compareVendor = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  description: z.string().nullable(),
  profile: vendorProfile.nullable(),
  rating: ratingSummary,
  latestReview: latestReview.nullable(),
});
export type CompareVendor = z.infer<typeof compareVendor>;
export const compareResponse = z.object({ key: z.string(), vendors: z.array(compareVendor).min(COMPARE_MIN).max(COMPARE_MAX) });
export type CompareResponse = z.infer<typeof compareResponse>;
export const compareOpenedResponse = z.object({ ok: z.literal(true) });

// ---- Vendor reviews ----

export const vendorReviewsQuery = z.object({ sort: z.enum(reviewSorts).default('newest'), page, pageSize: z.coerce.number().int().min(1).max(50).default(5) });
export const vendorReviewReply = z.object({ body: z.string(), createdAt: z.string(), updatedAt: z.string() });
export const vendorReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  authorName: z.string(),
  reviewedAt: z.string(),
  trialId: z.string(),
  trialName: z.string(),
  /** Always true: only reviews of trials activated and completed here are shown (kept for the badge and its meaning). */
  verified: z.boolean(),
  helpfulCount: z.number().int(),
  votedByMe: z.boolean(),
  mine: z.boolean(),
  reply: vendorReviewReply.nullable(),
});
export type VendorReview = z.infer<typeof vendorReview>;
export const vendorReviewsResponse = paginated(vendorReview).extend({
  summary: ratingSummary,
  /** The signed-in viewer manages this vendor and may reply (once per review). */
  canReply: z.boolean(),
});
export type VendorReviewsResponse = z.infer<typeof vendorReviewsResponse>;

export const helpfulVoteRequest = z.object({ helpful: z.boolean() });
export const helpfulVoteResponse = z.object({ id: z.string(), helpfulCount: z.number().int(), votedByMe: z.boolean() });
export const reviewReplyRequest = z.object({ body: z.string().trim().min(1, 'Write a reply').max(2000) });
export const reviewReplyResponse = vendorReviewReply.extend({ reviewId: z.string() });
