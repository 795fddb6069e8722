/**
 * Capability profiles, the vendor finder and comparisons (issue 23): labels and pure rules without zod,
 * so public pages can import them (docs/decisions/2301).
 */

/** The admin-managed taxonomy's kinds. */
export const taxonomyKinds = ['category', 'framework', 'language', 'ci'] as const;
export type TaxonomyKind = (typeof taxonomyKinds)[number];

export const taxonomyKindLabels: Record<TaxonomyKind, { one: string; many: string }> = {
  category: { one: 'Capability', many: 'Capabilities' },
  framework: { one: 'Framework', many: 'Frameworks' },
  language: { one: 'Language', many: 'Languages' },
  ci: { one: 'CI integration', many: 'CI integrations' },
};

export const deployments = ['saas', 'self-hosted', 'both'] as const;
export type Deployment = (typeof deployments)[number];
export const deploymentLabels: Record<Deployment, string> = { saas: 'SaaS', 'self-hosted': 'Self-hosted', both: 'SaaS and self-hosted' };
/** The finder's deployment options: 'both' offers either, so it matches each. */
export const deploymentNeeds = ['saas', 'self-hosted'] as const;
export type DeploymentNeed = (typeof deploymentNeeds)[number];

export const pricingModels = ['free-tier', 'per-seat', 'usage-based', 'enterprise'] as const;
export type PricingModel = (typeof pricingModels)[number];
export const pricingModelLabels: Record<PricingModel, string> = {
  'free-tier': 'Free tier',
  'per-seat': 'Per seat',
  'usage-based': 'Usage-based',
  enterprise: 'Enterprise',
};

export const priceCurrencies = ['USD', 'EUR', 'GBP', 'INR', 'CAD', 'AUD'] as const;
const currencySymbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', INR: '₹', CAD: 'CA$', AUD: 'A$' };

/** 'From $49 per user / month' (minor units); null when the price is not public. */
export function fromPriceText(p: { priceFrom: number | null; priceCurrency: string; priceUnit: string | null }): string | null {
  if (p.priceFrom === null) return null;
  const major = p.priceFrom / 100;
  const amount = Number.isInteger(major) ? String(major) : major.toFixed(2);
  return `From ${currencySymbols[p.priceCurrency] ?? `${p.priceCurrency} `}${amount}${p.priceUnit ? ` ${p.priceUnit}` : ''}`;
}

/** The finder's filters: query-string keys in a fixed order. */
export const finderFacets = ['category', 'framework', 'language', 'ci', 'deployment', 'pricing'] as const;
export type FinderFacet = (typeof finderFacets)[number];
export const finderFacetLabels: Record<FinderFacet, string> = {
  category: 'Capabilities',
  framework: 'Frameworks',
  language: 'Languages',
  ci: 'CI integrations',
  deployment: 'Deployment',
  pricing: 'Pricing model',
};
export const FREE_TRIAL_LABEL = 'Has a free trial';

// ---- Comparisons ----

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
const SEP = '-vs-';

/**
 * The canonical comparison key of vendor ids: distinct, sorted, joined by '-vs-' ('bugrella-vs-quorvex'),
 * so a comparison has one shareable URL whatever order it was picked in.
 */
export function compareKey(ids: readonly string[]): string {
  return [...new Set(ids)].sort().join(SEP);
}

/** The vendor ids of a key as written (a vendor id containing '-vs-' cannot be compared; docs/decisions/2301). */
export function compareIds(key: string): string[] {
  return key.split(SEP).filter(Boolean);
}

/** Whether `key` names 2 to 4 distinct ids in canonical order; otherwise the canonical key to redirect to, or null when hopeless. */
export function canonicalCompareKey(key: string): { ok: true } | { ok: false; canonical: string | null } {
  const ids = compareIds(key);
  const canonical = compareKey(ids);
  const count = new Set(ids).size;
  if (count < COMPARE_MIN || count > COMPARE_MAX || ids.some((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))) return { ok: false, canonical: null };
  return canonical === key ? { ok: true } : { ok: false, canonical };
}

export const comparePath = (ids: readonly string[]) => `/compare/${compareKey(ids)}`;

/** 'Quorvex vs Testloom vs Bugrella' */
export const compareTitle = (names: readonly string[]) => names.join(' vs ');

export const reviewSorts = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const vendorReviewMessages = {
  verified: 'Verified trial',
  verifiedHelp: 'The reviewer activated and completed this trial on AI Testing Hub.',
  empty: 'No reviews yet. Members who complete one of this vendor’s trials here can rate it.',
  ownReview: 'You cannot vote on your own review',
  replyExists: 'This review already has a reply from the vendor',
  notYourVendor: 'You can only reply to reviews of your own vendor',
  helpful: 'Was this helpful?',
} as const;
