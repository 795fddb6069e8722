import type { TaxonomyKind } from '@portal/shared/capabilities';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { ratingCols } from '../../lib/shown-reviews.queries.ts';
import { and, type PageInfo, type Raw as Row } from './catalog-rows.queries.ts';
import { cappedCount } from '../../lib/search.queries.ts';

/*
 * The vendor finder (/vendors, issue 23): vendors aliased `v` left-joined to their profile `p`, filtered by
 * taxonomy terms (vendor_tags_term_idx), deployment (vendor_profiles_deployment_idx), pricing models
 * (the GIN index) and free trials; facet counts in one statement.
 */

const from = sql`from vendors v left join vendor_profiles p on p.vendor_id = v.id`;

/** Vendors claiming every one of `slugs` of `kind`. */
export const hasAllTerms = (kind: TaxonomyKind, slugs: string[]): SQL =>
  sql`v.id in (select t.vendor_id from vendor_tags t where t.kind = ${kind} and t.slug in (${sql.join(
    slugs.map((s) => sql`${s}`),
    sql`, `,
  )}) group by t.vendor_id having count(*) = ${slugs.length})`;

/** 'SaaS' matches SaaS and both; 'Self-hosted' matches self-hosted and both. */
export const deploymentIn = (needs: string[]): SQL =>
  sql`p.deployment in (${sql.join(
    [...needs, 'both'].map((s) => sql`${s}`),
    sql`, `,
  )})`;

export const pricingIn = (models: string[]): SQL => sql`p.pricing_models && ${sql.param(models)}::text[]`;

/** A free trial: the vendor's own (profile) or a trial activatable here now. */
export const hasFreeTrial = sql`(p.free_trial_days > 0 or exists (select 1 from product_trials ft where ft.vendor_id = v.id and ft.status = 'active'
  and now() between ft.start_date and ft.end_date))`;

const tagList = (kind: TaxonomyKind) =>
  sql`(select coalesce(array_agg(x.name order by x.sort_order, x.name), '{}') from vendor_tags t join vendor_taxonomy x on x.kind = t.kind and x.slug = t.slug
    where t.vendor_id = v.id and t.kind = ${kind})`;

const countCols = sql`
  (select count(*)::int from product_trials t where t.vendor_id = v.id and t.status = 'active') as trial_count,
  (select count(*)::int from webinars w where w.vendor_id = v.id) as webinar_count,
  (select count(*)::int from certifications c where c.vendor_id = v.id) as certification_count,
  (select count(*)::int from jobs j where j.vendor_id = v.id and j.status = 'active') as job_count`;

export async function findVendors(db: Db, o: { where: SQL[]; limit: number; offset: number }): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      select v.id, v.name, v.logo_url, v.website_url, v.description, ${countCols}, ${ratingCols()},
        ${tagList('category')} as capabilities, p.deployment, coalesce(p.pricing_models, '{}') as pricing_models, p.free_trial_days
      ${from} ${and(o.where)}
      order by v.name, v.id limit ${o.limit} offset ${o.offset}`),
  );
}

export const countFound = (db: Db, where: SQL[], page?: PageInfo) => cappedCount(db, sql`${from} ${and(where)}`, page);

/**
 * Facet counts in one statement: for each taxonomy kind, the vendors matching every filter that also claim
 * the term (what ticking it would show, since terms of a kind combine with 'and'); for deployment and pricing
 * (alternatives, combined with 'or') the matches of the other filters per value; and free trials among the
 * matches of the other filters.
 */
export async function facetCounts(db: Db, o: { all: SQL[]; exceptDeployment: SQL[]; exceptPricing: SQL[]; exceptTrial: SQL[] }) {
  const rows = rowsOf<{ facet: string; value: string; count: number }>(
    await db.execute(sql`
      select t.kind as facet, t.slug as value, count(*)::int as count
        from vendor_tags t join vendors v on v.id = t.vendor_id left join vendor_profiles p on p.vendor_id = v.id
        ${and(o.all)} group by t.kind, t.slug
      union all
      select 'deployment', d.need, count(*)::int
        ${from} cross join (values ('saas'), ('self-hosted')) d(need)
        where p.deployment in (d.need, 'both') ${o.exceptDeployment.length ? sql`and ${sql.join(o.exceptDeployment, sql` and `)}` : sql``}
        group by d.need
      union all
      select 'pricing', m.model, count(*)::int
        ${from} cross join lateral unnest(p.pricing_models) m(model)
        ${and(o.exceptPricing)} group by m.model
      union all
      select 'trial', 'trial', count(*)::int ${from} where ${hasFreeTrial} ${o.exceptTrial.length ? sql`and ${sql.join(o.exceptTrial, sql` and `)}` : sql``}`),
  );
  return rows;
}

/** Every taxonomy term with its vendor count, in display order (the facets' options and the admin screen). */
export async function taxonomyTerms(db: Db) {
  return rowsOf<{ kind: TaxonomyKind; slug: string; name: string; description: string | null; sortOrder: number; vendorCount: number }>(
    await db.execute(sql`
      select x.kind, x.slug, x.name, x.description, x.sort_order as "sortOrder",
        (select count(*)::int from vendor_tags t where t.kind = x.kind and t.slug = x.slug) as "vendorCount"
      from vendor_taxonomy x order by x.kind, x.sort_order, x.name limit 1000`),
  );
}

/** The columns a vendor search matches (stored document: name above description; name for typos). */
export const vendorText = { doc: sql`v.search_tsv`, like: [sql`v.name`, sql`v.description`], title: sql`v.name` };
