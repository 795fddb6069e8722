import {
  canonicalCompareKey,
  type CompareResponse,
  compareIds,
  type Deployment,
  type PricingModel,
  type RatingSummary,
  taxonomyKinds,
  type VendorProfile,
  type VendorProfileInput,
  type vendorProfileInput,
} from '@portal/shared/capabilities';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { toRating } from '../../lib/shown-reviews.queries.ts';
import * as q from './capabilities.queries.ts';

const iso = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v).toISOString());
const VENDOR_NOT_FOUND = 'Vendor not found';

// ---- Taxonomy (admin) ----

export const listTaxonomy = async (db: Db) => ({ items: await q.listTerms(db) });

type TermInput = { kind: string; slug: string; name: string; description?: string | null; sortOrder: number };

export async function createTerm(deps: Deps, actor: Actor, t: TermInput) {
  return deps.db.transaction(async (tx) => {
    const made = await q.insertTerm(tx, { ...t, description: t.description ?? null });
    if (!made) throw new AppError('conflict', 'This term already exists', { slug: 'This term already exists' });
    await writeAudit(tx, actor, [{ action: 'create', entityType: 'vendor_taxonomy', entityId: `${t.kind}:${t.slug}`, after: t }]);
    return { ok: true as const };
  });
}

export async function updateTerm(deps: Deps, actor: Actor, kind: string, slug: string, t: Omit<TermInput, 'kind' | 'slug'>) {
  return deps.db.transaction(async (tx) => {
    if (!(await q.updateTerm(tx, kind, slug, { ...t, description: t.description ?? null }))) throw new AppError('not_found', 'Term not found');
    await writeAudit(tx, actor, [{ action: 'update', entityType: 'vendor_taxonomy', entityId: `${kind}:${slug}`, after: t }]);
    return { ok: true as const };
  });
}

/** Deleting a term removes it from every profile (the tags cascade). */
export async function deleteTerm(deps: Deps, actor: Actor, kind: string, slug: string) {
  return deps.db.transaction(async (tx) => {
    const gone = await q.deleteTerm(tx, kind, slug);
    if (!gone) throw new AppError('not_found', 'Term not found');
    await writeAudit(tx, actor, [{ action: 'delete', entityType: 'vendor_taxonomy', entityId: `${kind}:${slug}`, before: gone }]);
    return { ok: true as const };
  });
}

// ---- Profiles ----

function toProfile(p: q.ProfileRow | undefined, tags: q.TagRow[]): VendorProfile | null {
  if (!p && !tags.length) return null;
  const of = (kind: (typeof taxonomyKinds)[number]) =>
    tags.filter((t) => t.kind === kind).map((t) => ({ slug: t.slug, name: t.name, confirmedAt: iso(t.confirmed_at) as string }));
  return {
    tags: { category: of('category'), framework: of('framework'), language: of('language'), ci: of('ci') },
    deployment: (p?.deployment as Deployment | null) ?? null,
    deploymentConfirmedAt: iso(p?.deployment_confirmed_at),
    pricingModels: (p?.pricing_models ?? []) as PricingModel[],
    priceFrom: p?.price_from ?? null,
    priceCurrency: p?.price_currency ?? 'USD',
    priceUnit: p?.price_unit ?? null,
    pricingConfirmedAt: iso(p?.pricing_confirmed_at),
    freeTrialDays: p?.free_trial_days ?? null,
    trialConfirmedAt: iso(p?.trial_confirmed_at),
    docsUrl: p?.docs_url ?? null,
    pricingUrl: p?.pricing_url ?? null,
    statusUrl: p?.status_url ?? null,
    linksConfirmedAt: iso(p?.links_confirmed_at),
  };
}

/** Profiles of several vendors by id (null: nothing claimed yet). */
export async function profilesOf(db: Db, ids: string[]): Promise<Map<string, VendorProfile | null>> {
  const { profiles, tags } = await q.profilesOf(db, ids);
  return new Map(
    ids.map((id) => [
      id,
      toProfile(
        profiles.find((p) => p.vendor_id === id),
        tags.filter((t) => t.vendor_id === id),
      ),
    ]),
  );
}

async function ratingsOf(db: Db, ids: string[]) {
  const [vendors, dist] = await Promise.all([q.vendorsWithRatings(db, ids), q.ratingDistribution(db, ids)]);
  const ratings = new Map<string, RatingSummary>(
    vendors.map((v) => [
      v.id,
      {
        ...toRating(v),
        distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: dist.find((d) => d.vendor_id === v.id && d.stars === stars)?.count ?? 0 })),
      },
    ]),
  );
  return { vendors, ratings };
}

/** GET /api/vendors/{id}/profile: the profile and the review roll-up of one vendor. */
export async function vendorProfile(db: Db, vendorId: string) {
  const { vendors, ratings } = await ratingsOf(db, [vendorId]);
  if (!vendors.length) throw new AppError('not_found', VENDOR_NOT_FOUND);
  const profiles = await profilesOf(db, [vendorId]);
  return { profile: profiles.get(vendorId) ?? null, rating: ratings.get(vendorId) as RatingSummary };
}

/** The review roll-up of one vendor (404 for an unknown vendor). */
export async function vendorRating(db: Db, vendorId: string): Promise<RatingSummary> {
  const { vendors, ratings } = await ratingsOf(db, [vendorId]);
  if (!vendors.length) throw new AppError('not_found', VENDOR_NOT_FOUND);
  return ratings.get(vendorId) as RatingSummary;
}

const changed = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);

/**
 * The admin saves a profile: a claim whose value changed (or every claim with `confirmAll`) is confirmed
 * now; an unchanged claim keeps its confirmation date. Unknown taxonomy terms are refused.
 */
export async function saveProfile(deps: Deps, actor: Actor, vendorId: string, input: z.output<typeof vendorProfileInput>) {
  await deps.db.transaction((tx) => writeProfile(tx, actor, vendorId, input));
  return vendorProfile(deps.db, vendorId);
}

/**
 * saveProfile's write in the caller's transaction: also what approving a vendor manager's profile edit
 * runs (vendor-review.service.ts, docs/decisions/2204), so the claims' confirmation dates follow one rule.
 */
export async function writeProfile(tx: Db, actor: Actor, vendorId: string, input: z.output<typeof vendorProfileInput>) {
  const { vendors } = await ratingsOf(tx, [vendorId]);
  if (!vendors.length) throw new AppError('not_found', VENDOR_NOT_FOUND);
  await assertTerms(tx, input);
  const before = await q.lockProfile(tx, vendorId);
  const now = new Date();
  const at = (was: Date | string | null | undefined, differs: boolean, hasValue: boolean) =>
    !hasValue ? null : input.confirmAll || differs || !was ? now : new Date(was);
  const pricingChanged =
    changed(before?.pricing_models, input.pricingModels) ||
    changed(before?.price_from, input.priceFrom) ||
    changed(before?.price_currency, input.priceCurrency) ||
    changed(before?.price_unit, input.priceUnit);
  const linksChanged =
    changed(before?.docs_url, input.docsUrl) || changed(before?.pricing_url, input.pricingUrl) || changed(before?.status_url, input.statusUrl);
  await q.upsertProfile(tx, vendorId, {
    deployment: input.deployment,
    deployment_confirmed_at: at(before?.deployment_confirmed_at, changed(before?.deployment, input.deployment), input.deployment !== null),
    pricing_models: input.pricingModels,
    price_from: input.priceFrom,
    price_currency: input.priceCurrency,
    price_unit: input.priceUnit,
    pricing_confirmed_at: at(before?.pricing_confirmed_at, pricingChanged, input.pricingModels.length > 0 || input.priceFrom !== null),
    // 'No free trial' is a claim too: confirmed like the others.
    free_trial_days: input.freeTrialDays,
    trial_confirmed_at: at(before?.trial_confirmed_at, changed(before?.free_trial_days, input.freeTrialDays), true),
    docs_url: input.docsUrl,
    pricing_url: input.pricingUrl,
    status_url: input.statusUrl,
    links_confirmed_at: at(before?.links_confirmed_at, linksChanged, !!(input.docsUrl || input.pricingUrl || input.statusUrl)),
  });
  for (const kind of taxonomyKinds) await q.setTags(tx, vendorId, kind, [...new Set(input.tags[kind])], input.confirmAll);
  await writeAudit(tx, actor, [{ action: 'update', entityType: 'vendor_profile', entityId: vendorId, before, after: input }]);
}

/** Every tag of the profile is a term of the taxonomy (400 naming the unknown ones). Also checked when a manager submits an edit. */
export async function assertTerms(db: Db, input: Pick<z.output<typeof vendorProfileInput>, 'tags'>) {
  for (const kind of taxonomyKinds) {
    const wanted = [...new Set(input.tags[kind])];
    const known = await q.existingTerms(db, kind, wanted);
    const unknown = wanted.filter((s) => !known.includes(s));
    if (unknown.length) throw new AppError('validation_error', `Unknown ${kind}: ${unknown.join(', ')}`, { [`tags.${kind}`]: 'Unknown term' });
  }
}

/** The live profile in the shape of the edit's values (the right-hand side of the review's diff); null for an unknown vendor. */
export async function profileValues(db: Db, vendorId: string): Promise<z.output<typeof vendorProfileInput> | null> {
  const { vendors } = await ratingsOf(db, [vendorId]);
  if (!vendors.length) return null;
  const p = (await profilesOf(db, [vendorId])).get(vendorId) ?? null;
  const slugs = (kind: (typeof taxonomyKinds)[number]) => p?.tags[kind].map((t) => t.slug) ?? [];
  return {
    tags: { category: slugs('category'), framework: slugs('framework'), language: slugs('language'), ci: slugs('ci') },
    deployment: p?.deployment ?? null,
    pricingModels: p?.pricingModels ?? [],
    priceFrom: p?.priceFrom ?? null,
    priceCurrency: (p?.priceCurrency ?? 'USD') as z.output<typeof vendorProfileInput>['priceCurrency'],
    priceUnit: p?.priceUnit ?? null,
    freeTrialDays: p?.freeTrialDays ?? null,
    docsUrl: p?.docsUrl ?? null,
    pricingUrl: p?.pricingUrl ?? null,
    statusUrl: p?.statusUrl ?? null,
    confirmAll: false,
  };
}

export type { VendorProfileInput };

// ---- Compare ----

/** GET /api/compare/{key}: 2-4 vendors side by side; a non-canonical key or an unknown vendor is a 404 (the page redirects first). */
export async function compare(db: Db, key: string): Promise<CompareResponse> {
  const check = canonicalCompareKey(key);
  if (!check.ok) throw new AppError('not_found', 'Comparison not found');
  const ids = compareIds(key);
  const [{ vendors, ratings }, profiles, latest] = await Promise.all([ratingsOf(db, ids), profilesOf(db, ids), q.latestReviews(db, ids)]);
  if (vendors.length !== ids.length) throw new AppError('not_found', 'Comparison not found');
  return {
    key,
    vendors: ids.map((id) => {
      const v = vendors.find((x) => x.id === id) as q.CompareVendorRow;
      const r = latest.find((x) => x.vendor_id === id);
      return {
        id,
        name: v.name,
        logoUrl: v.logo_url,
        websiteUrl: v.website_url,
        description: v.description,
        profile: profiles.get(id) ?? null,
        rating: ratings.get(id) as RatingSummary,
        latestReview: r
          ? { rating: r.rating, text: r.feedback, authorName: r.full_name?.trim() || 'A member', reviewedAt: iso(r.reviewed_at) as string }
          : null,
      };
    }),
  };
}

/** Counts one open of a comparison (the page's beacon); only canonical keys of existing vendors count. */
export async function countOpen(db: Db, key: string) {
  const check = canonicalCompareKey(key);
  if (!check.ok) throw new AppError('not_found', 'Comparison not found');
  const ids = compareIds(key);
  const found = await q.vendorsWithRatings(db, ids);
  if (found.length !== ids.length) throw new AppError('not_found', 'Comparison not found');
  await q.countOpen(db, key);
  return { ok: true as const };
}
