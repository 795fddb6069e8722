import type { TaxonomyKind } from '@portal/shared/capabilities';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { ratingCols, shownReviewsFrom } from '../../lib/shown-reviews.queries.ts';

// ---- Taxonomy ----

export type TermRow = { kind: TaxonomyKind; slug: string; name: string; description: string | null; sortOrder: number; vendorCount: number };

export async function listTerms(db: Db): Promise<TermRow[]> {
  return rowsOf<TermRow>(
    await db.execute(sql`
      select x.kind, x.slug, x.name, x.description, x.sort_order as "sortOrder",
        (select count(*)::int from vendor_tags t where t.kind = x.kind and t.slug = x.slug) as "vendorCount"
      from vendor_taxonomy x order by x.kind, x.sort_order, x.name limit 1000`),
  );
}

export async function insertTerm(db: Db, t: { kind: string; slug: string; name: string; description: string | null; sortOrder: number }) {
  const [row] = rowsOf<{ slug: string }>(
    await db.execute(sql`insert into vendor_taxonomy (kind, slug, name, description, sort_order)
      values (${t.kind}, ${t.slug}, ${t.name}, ${t.description}, ${t.sortOrder}) on conflict do nothing returning slug`),
  );
  return !!row;
}

export async function updateTerm(db: Db, kind: string, slug: string, t: { name: string; description: string | null; sortOrder: number }) {
  const [row] = rowsOf<{ slug: string }>(
    await db.execute(sql`update vendor_taxonomy set name = ${t.name}, description = ${t.description}, sort_order = ${t.sortOrder}, updated_at = now()
      where kind = ${kind} and slug = ${slug} returning slug`),
  );
  return !!row;
}

export async function deleteTerm(db: Db, kind: string, slug: string) {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`delete from vendor_taxonomy where kind = ${kind} and slug = ${slug} returning name`));
  return row ?? null;
}

export async function existingTerms(db: Db, kind: string, slugs: string[]): Promise<string[]> {
  if (!slugs.length) return [];
  const rows = rowsOf<{ slug: string }>(
    await db.execute(sql`select slug from vendor_taxonomy where kind = ${kind} and slug = any(${sql.param(slugs)}::text[])`),
  );
  return rows.map((r) => r.slug);
}

// ---- Profiles ----

export type ProfileRow = {
  vendor_id: string;
  deployment: string | null;
  deployment_confirmed_at: Date | string | null;
  pricing_models: string[];
  price_from: number | null;
  price_currency: string;
  price_unit: string | null;
  pricing_confirmed_at: Date | string | null;
  free_trial_days: number | null;
  trial_confirmed_at: Date | string | null;
  docs_url: string | null;
  pricing_url: string | null;
  status_url: string | null;
  links_confirmed_at: Date | string | null;
};
export type TagRow = { vendor_id: string; kind: TaxonomyKind; slug: string; name: string; confirmed_at: Date | string };

/** The profiles and tags (taxonomy order) of `vendorIds`: two statements on the primary keys. */
export async function profilesOf(db: Db, vendorIds: string[]) {
  const ids = sql.param(vendorIds);
  const [profiles, tags] = await Promise.all([
    db.execute(sql`select * from vendor_profiles where vendor_id = any(${ids}::text[])`),
    db.execute(sql`select t.vendor_id, t.kind, t.slug, x.name, t.confirmed_at from vendor_tags t
      join vendor_taxonomy x on x.kind = t.kind and x.slug = t.slug
      where t.vendor_id = any(${ids}::text[]) order by x.sort_order, x.name`),
  ]);
  return { profiles: rowsOf<ProfileRow>(profiles), tags: rowsOf<TagRow>(tags) };
}

export async function lockProfile(db: Db, vendorId: string) {
  const [row] = rowsOf<ProfileRow>(await db.execute(sql`select * from vendor_profiles where vendor_id = ${vendorId} for update`));
  return row ?? null;
}

export async function upsertProfile(db: Db, vendorId: string, p: Omit<ProfileRow, 'vendor_id'>) {
  await db.execute(sql`
    insert into vendor_profiles as vp (vendor_id, deployment, deployment_confirmed_at, pricing_models, price_from, price_currency, price_unit,
      pricing_confirmed_at, free_trial_days, trial_confirmed_at, docs_url, pricing_url, status_url, links_confirmed_at)
    values (${vendorId}, ${p.deployment}, ${p.deployment_confirmed_at}, ${sql.param(p.pricing_models)}::text[], ${p.price_from}, ${p.price_currency},
      ${p.price_unit}, ${p.pricing_confirmed_at}, ${p.free_trial_days}, ${p.trial_confirmed_at}, ${p.docs_url}, ${p.pricing_url}, ${p.status_url},
      ${p.links_confirmed_at})
    on conflict (vendor_id) do update set deployment = excluded.deployment, deployment_confirmed_at = excluded.deployment_confirmed_at,
      pricing_models = excluded.pricing_models, price_from = excluded.price_from, price_currency = excluded.price_currency,
      price_unit = excluded.price_unit, pricing_confirmed_at = excluded.pricing_confirmed_at, free_trial_days = excluded.free_trial_days,
      trial_confirmed_at = excluded.trial_confirmed_at, docs_url = excluded.docs_url, pricing_url = excluded.pricing_url,
      status_url = excluded.status_url, links_confirmed_at = excluded.links_confirmed_at, updated_at = now()`);
}

/**
 * Sets a vendor's terms of one kind to `slugs`: removed ones go, new ones come with now as their
 * confirmation, kept ones keep theirs unless `confirm` (then now).
 */
export async function setTags(db: Db, vendorId: string, kind: string, slugs: string[], confirm: boolean) {
  await db.execute(sql`delete from vendor_tags where vendor_id = ${vendorId} and kind = ${kind} and not (slug = any(${sql.param(slugs)}::text[]))`);
  if (!slugs.length) return;
  await db.execute(sql`
    insert into vendor_tags (vendor_id, kind, slug, confirmed_at)
    select ${vendorId}, ${kind}, s, now() from unnest(${sql.param(slugs)}::text[]) s
    on conflict (vendor_id, kind, slug) do ${confirm ? sql`update set confirmed_at = now()` : sql`nothing`}`);
}

// ---- Vendors, ratings, latest reviews (compare) ----

export type CompareVendorRow = {
  id: string;
  name: string;
  logo_url: string | null;
  website_url: string | null;
  description: string | null;
  rating_average: unknown;
  rating_count: unknown;
};

export async function vendorsWithRatings(db: Db, ids: string[]) {
  return rowsOf<CompareVendorRow>(
    await db.execute(sql`select v.id, v.name, v.logo_url, v.website_url, v.description, ${ratingCols()}
      from vendors v where v.id = any(${sql.param(ids)}::text[])`),
  );
}

/** The count of shown reviews per star (5..1) for each of `ids`. */
export async function ratingDistribution(db: Db, ids: string[]) {
  return rowsOf<{ vendor_id: string; stars: number; count: number }>(
    await db.execute(sql`select v.id as vendor_id, x.rating as stars, x.count from vendors v
      cross join lateral (select a.rating, count(*)::int as count ${shownReviewsFrom()} group by a.rating) x
      where v.id = any(${sql.param(ids)}::text[])`),
  );
}

/** The newest shown review of each of `ids`. */
export async function latestReviews(db: Db, ids: string[]) {
  return rowsOf<{ vendor_id: string; rating: number; feedback: string | null; full_name: string | null; reviewed_at: Date | string }>(
    await db.execute(sql`select v.id as vendor_id, x.* from vendors v
      cross join lateral (select a.rating, a.feedback, rp.full_name, a.updated_at as reviewed_at ${shownReviewsFrom()}
        order by a.updated_at desc, a.id limit 1) x
      where v.id = any(${sql.param(ids)}::text[])`),
  );
}

// ---- Opens and the sitemap ----

export async function countOpen(db: Db, key: string) {
  await db.execute(sql`insert into compare_opens (key, opens) values (${key}, 1)
    on conflict (key) do update set opens = compare_opens.opens + 1, updated_at = now()`);
}
